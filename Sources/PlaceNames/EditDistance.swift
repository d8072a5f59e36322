/// The optimal-string-alignment distance from one key to many others
/// (insertions, deletions, substitutions and swaps of neighbours), with
/// its rows allocated once: the unknown-name path compares a name with
/// every key of the table. Public: the command line's "did you mean"
/// (options, formats, config keys) measures with it too.
public struct EditDistance {
    private let a: [UInt8]
    private var before: [Int], previous: [Int], current: [Int]

    public init(_ a: [UInt8]) {
        self.a = a
        before = []
        previous = []
        current = []
    }

    /// The distance from the key to `b`, or nil when it is over `limit`.
    public mutating func to(_ b: UnsafeBufferPointer<UInt8>, within limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) <= limit ? max(a.count, b.count) : nil }
        let width = b.count + 1
        if previous.count < width {
            before = [Int](repeating: 0, count: width)
            previous = before
            current = before
        }
        for j in 0..<width { previous[j] = j }
        for i in 1...a.count {
            current[0] = i
            var rowMin = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, before[j - 2] + 1) }
                current[j] = d
                rowMin = min(rowMin, d)
            }
            // Every later row is at least this row's least value.
            if rowMin > limit { return nil }
            swap(&before, &previous)
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
