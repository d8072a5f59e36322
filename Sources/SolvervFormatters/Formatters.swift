import SolvervContracts

/// Every built-in formatter (SPEC §2, layer 4), in one declarative list, in
/// the order of the help. `FormatterRegistry` (SolvervPlugins) answers a
/// built-in name from here at once, and looks for plugins only after.
///
/// A list of existentials, not names and a switch: measured once the
/// registry also held loaded modules (300 interleaved runs against a C
/// hello), the switch saved nothing a run could see (the tmux line 1.15×
/// vs 1.14×, the plain line 1.30× vs 1.27×: under 2%, within noise), so the
/// plainer design stays.
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

    public static var names: [String] { all.map(\.name) }

    public static func named(_ name: String) -> (any Formatter)? {
        all.first { $0.name == name }
    }

    /// Calls `body` with every built-in formatter, in order (the help's way through them).
    public static func each(_ body: (any Formatter) -> Void) {
        for formatter in all { body(formatter) }
    }
}

extension Formatter {
    /// What to print on stdout for an error: the header a bar expects first,
    /// then the error block; nil where the format has no error syntax (plain).
    public func errorOutput(_ message: String) -> String? {
        let block = error(message)
        return block.isEmpty ? nil : (header ?? "") + block
    }
}
