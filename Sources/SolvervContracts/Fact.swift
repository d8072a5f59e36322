/// A named value that a line can show: a template's `{placeholder}` and a
/// field of the JSON snapshot (SPEC §7). Machine-readable: times are RFC
/// 3339, durations are seconds, counts are integers.
public struct Fact: Sendable, Equatable {
    public let name: String
    public let value: Value

    public indirect enum Value: Sendable, Equatable {
        case text(String)
        case integer(Int)
        case bool(Bool)
        /// A number with this many decimals, in JSON and in a template (`14.3`).
        case decimal(Double, decimals: Int)
        /// A fraction 0–1: a JSON number (four decimals), a whole percent in
        /// a template (`0.7812` and `78`), as `{progress}` counts.
        case fraction(Double)
        /// A list of objects, each its facts in order: a JSON array of
        /// objects; in a template, each object's values joined by spaces,
        /// the objects by commas.
        case objects([[Fact]])
        /// Absent (an event that does not happen): JSON `null`, empty in a template.
        case missing
    }

    public init(_ name: String, _ value: Value) {
        self.name = name
        self.value = value
    }

    /// The value as a template shows it.
    public var text: String {
        switch value {
        case .text(let s): s
        case .integer(let i): String(i)
        case .bool(let b): b ? "true" : "false"
        case .decimal(let x, let decimals): Fact.fixed(x, decimals)
        case .fraction(let x): String(Int((x * 100).rounded()))
        case .objects(let list): list.map { $0.map(\.text).joined(separator: " ") }.joined(separator: ", ")
        case .missing: ""
        }
    }

    /// `x` with `decimals` digits after the point (at most 9), rounded,
    /// written without the locale: a fact is machine text.
    static func fixed(_ x: Double, _ decimals: Int) -> String {
        var scale = 1
        for _ in 0..<min(max(decimals, 0), 9) { scale *= 10 }
        let n = Int((abs(x) * Double(scale)).rounded())
        var text = String(n / scale)
        if scale > 1 {
            let digits = String(n % scale)
            text += "." + String(repeating: "0", count: decimals - digits.count) + digits
        }
        return x < 0 && n != 0 ? "-" + text : text
    }
}
