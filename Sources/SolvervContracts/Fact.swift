/// A named value that a line can show: a template's `{placeholder}` and a
/// field of the JSON snapshot (SPEC §7). Machine-readable: times are RFC
/// 3339, durations are seconds, counts are integers.
public struct Fact: Sendable, Equatable {
    public let name: String
    public let value: Value

    public enum Value: Sendable, Equatable {
        case text(String)
        case integer(Int)
        case bool(Bool)
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
        case .missing: ""
        }
    }
}
