/// A 4-point Lagrange cubic over evenly spaced nodes, kept in one
/// contiguous run: a day's sunrises and twilights hop between its morning
/// and evening nodes, and each sample then costs a few multiplications.
struct NodeWindow {
    /// Days between nodes.
    let spacing: Double
    private var first = 0
    /// x, y, z of each node in turn: an array of `Double`, which a line
    /// uses anyway, where a `[Vector3]` would cost its own runtime metadata.
    private var nodes: [Double] = []
    private var count: Int { nodes.count / 3 }

    init(spacing: Double) {
        self.spacing = spacing
    }

    /// The cubic through the nodes either side of `t` (two before, two
    /// after), `node` giving the value at a node's time.
    mutating func value(at t: Double, _ node: (Double) -> Vector3) -> Vector3 {
        let k = Int((t / spacing).rounded(.down))
        if nodes.isEmpty || k - 1 < first || k + 2 >= first + count {
            cover(k - 1, k + 2, node)
        }
        let w = cubicLagrangeWeights(t / spacing - Double(k))
        return nodes.withUnsafeBufferPointer { n in
            let i = 3 * (k - 1 - first)
            func at(_ j: Int) -> Vector3 { Vector3(n[i + 3 * j], n[i + 3 * j + 1], n[i + 3 * j + 2]) }
            return w.0 * at(0) + w.1 * at(1) + w.2 * at(2) + w.3 * at(3)
        }
    }

    /// Extends the run to nodes lo...hi, or starts a new run there when it
    /// is far away (filling a gap of months would cost more than it saves).
    private mutating func cover(_ lo: Int, _ hi: Int, _ node: (Double) -> Vector3) {
        let h = spacing
        func append(_ i: Int, to run: inout [Double]) {
            let v = node(Double(i) * h)
            run.append(v.x)
            run.append(v.y)
            run.append(v.z)
        }
        if nodes.isEmpty || hi < first - 64 || lo > first + count + 64 {
            first = lo
            nodes.removeAll(keepingCapacity: true)
            for i in lo...hi { append(i, to: &nodes) }
            return
        }
        if lo < first {
            var earlier: [Double] = []
            for i in lo..<first { append(i, to: &earlier) }
            nodes.insert(contentsOf: earlier, at: 0)
            first = lo
        }
        // One at a time: a run grows by a node, and a temporary array per
        // node would cost more than the node.
        while first + count <= hi { append(first + count, to: &nodes) }
    }
}
