import SolvervContracts

/// Every built-in provider, in one declarative list: the order here is the
/// order of a line that names none.
public enum Providers {
    public static let all: [any Provider] = [
        CountdownProvider(),
        SunlightProvider(),
    ]

    public static func named(_ name: String) -> (any Provider)? { all.first { $0.name == name } }
}
