import SolvervLanguage

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
        /// A measure with a fixed number of decimals (the Sun's altitude
        /// in degrees): a JSON number, in a template written to those
        /// decimals with the locale's separator and a real minus (`−4.2`).
        case number(Double, decimals: Int)
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
        case .number(let x, let decimals): Fact.fixed(x, decimals: decimals)
        case .fraction(let x): String(Int((x * 100).rounded()))
        case .objects(let list): list.map { $0.map(\.text).joined(separator: " ") }.joined(separator: ", ")
        case .missing: ""
        }
    }

    /// `12.3`, `−4.2` (de `−4,2`): rounded to `decimals`, no minus on a zero.
    static func fixed(_ x: Double, decimals: Int) -> String {
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let n = Int((x * Double(scale)).rounded())
        var text = String(abs(n) / scale)
        if decimals > 0 {
            let part = String(abs(n) % scale)
            text += "." + String(repeating: "0", count: decimals - part.count) + part
        }
        return (n < 0 ? "−" : "") + LocaleNumber.localized(text)
    }
}
