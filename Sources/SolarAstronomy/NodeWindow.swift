/// A 4-point Lagrange cubic over evenly spaced nodes, kept in one
/// contiguous run: a day's sunrises and twilights hop between its morning
/// and evening nodes, and each sample then costs a few multiplications.
struct NodeWindow {
    /// Days between nodes.
    let spacing: Double
    private var first = 0
    private var nodes: [Vector3] = []

    init(spacing: Double) {
        self.spacing = spacing
    }

    /// The cubic through the nodes either side of `t` (two before, two
    /// after), `node` giving the value at a node's time.
    mutating func value(at t: Double, _ node: (Double) -> Vector3) -> Vector3 {
        let k = Int((t / spacing).rounded(.down))
        if nodes.isEmpty || k - 1 < first || k + 2 >= first + nodes.count {
            cover(k - 1, k + 2, node)
        }
        let w = cubicLagrangeWeights(t / spacing - Double(k))
        return nodes.withUnsafeBufferPointer { n in
            let i = k - 1 - first
            return w.0 * n[i] + w.1 * n[i + 1] + w.2 * n[i + 2] + w.3 * n[i + 3]
        }
    }

    /// Extends the run to nodes lo...hi, or starts a new run there when it
    /// is far away (filling a gap of months would cost more than it saves).
    private mutating func cover(_ lo: Int, _ hi: Int, _ node: (Double) -> Vector3) {
        let h = spacing
        let end = first + nodes.count
        if nodes.isEmpty || hi < first - 64 || lo > end + 64 {
            first = lo
            nodes = (lo...hi).map { node(Double($0) * h) }
            return
        }
        if lo < first {
            nodes.insert(contentsOf: (lo..<first).map { node(Double($0) * h) }, at: 0)
            first = lo
        }
        // One at a time: a run grows by a node, and a temporary array per
        // node would cost more than the node.
        while first + nodes.count <= hi { nodes.append(node(Double(first + nodes.count) * h)) }
    }
}
