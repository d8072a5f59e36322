/// Summaries of error samples for tolerance tables: max, median, percentiles.
public struct ErrorStatistics: CustomStringConvertible {
    public private(set) var samples: [Double] = []
    public init() {}

    public mutating func add(_ e: Double) { samples.append(abs(e)) }

    public var count: Int { samples.count }
    public var max: Double { samples.max() ?? 0 }
    public func percentile(_ p: Double) -> Double {
        guard !samples.isEmpty else { return 0 }
        let s = samples.sorted()
        let i = Swift.min(s.count - 1, Swift.max(0, Int((p / 100 * Double(s.count - 1)).rounded())))
        return s[i]
    }
    public var median: Double { percentile(50) }

    public var description: String {
        func f(_ x: Double) -> String { String(Double(Int((x * 1000).rounded())) / 1000) }
        return "n=\(count) median=\(f(median)) p99=\(f(percentile(99))) max=\(f(max))"
    }
}
