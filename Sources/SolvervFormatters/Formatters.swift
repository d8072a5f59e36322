import SolvervContracts

/// Every built-in formatter, in one declarative list (SPEC §2, layer 4).
public enum Formatters {
    public static let all: [any Formatter] = [
        PlainFormatter(),
        JSONFormatter(),
        I3barFormatter(),
        WaybarFormatter(),
        PolybarFormatter(),
        TmuxFormatter(),
        ConkyFormatter(),
    ]

    public static func named(_ name: String) -> (any Formatter)? { all.first { $0.name == name } }
}

extension Formatter {
    /// What to print on stdout for an error: the header a bar expects first,
    /// then the error block; nil where the format has no error syntax (plain).
    public func errorOutput(_ message: String) -> String? {
        let block = error(message)
        return block.isEmpty ? nil : (header ?? "") + block
    }
}
