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
