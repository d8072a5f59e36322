/// Values at integer nodes, computed once on first use and kept in one
/// contiguous array: runs of days ask for neighbouring nodes, and hashing
/// each lookup cost more than the interpolation itself.
struct NodeStore<Value> {
    private var first = 0
    private var values: [Value?] = []
    private(set) var count = 0

    mutating func value(_ i: Int, _ compute: (Int) -> Value) -> Value {
        if values.isEmpty {
            first = i
            values.reserveCapacity(64)
            values.append(nil)
        } else if i < first {
            values.insert(contentsOf: repeatElement(nil, count: first - i), at: 0)
            first = i
        } else {
            // One at a time: runs grow by a node, and a temporary array per
            // node cost more than the node itself.
            while i >= first + values.count { values.append(nil) }
        }
        if let v = values[i - first] { return v }
        let v = compute(i)
        values[i - first] = v
        count += 1
        return v
    }
}
