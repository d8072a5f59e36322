import SolvervContracts

/// Every built-in formatter (SPEC §2, layer 4): the names, in order, and the
/// switch that makes each. `FormatterRegistry` (SolvervPlugins) answers a
/// built-in name from here at once, and looks for plugins only after.
///
/// Names and a switch, not a `[any Formatter]`: an array of existentials
/// makes the runtime build its storage's metadata on every run. Measured
/// again once the registry held loaded modules (issue 16; 300 interleaved
/// runs against a C hello, a quiet machine): the declarative list made the
/// tmux line 1.44× against 1.31×, with 12 000 more instructions (441 652
/// against 429 012, callgrind) and 15 more page faults, well over the 2%
/// within which the plainer design would have been kept. RegistryTests
/// keeps the two in step.
public enum Formatters {
    public static let names = ["plain", "json", "i3bar", "waybar", "polybar", "tmux", "conky", "i3blocks", "i3status-rs"]

    public static func named(_ name: String) -> (any Formatter)? {
        names.contains(name) ? make(name) : nil
    }

    /// The built-in formatter called `name`, which must be one of `names`
    /// (else plain): `named` without the optional.
    public static func builtIn(_ name: String) -> any Formatter {
        make(name)
    }

    /// Calls `body` with every built-in formatter, in order: the help's way
    /// through them, with neither an array nor an optional existential
    /// (either costs runtime metadata that nothing else on its path needs).
    public static func each(_ body: (any Formatter) -> Void) {
        for name in names { body(make(name)) }
    }

    /// Every built-in formatter, for `formats` and tests.
    public static var all: [any Formatter] { names.map(make) }

    /// The formatter called `name`, one of `names`.
    private static func make(_ name: String) -> any Formatter {
        switch name {
        case "json": JSONFormatter()
        case "i3bar": I3barFormatter()
        case "waybar": WaybarFormatter()
        case "polybar": PolybarFormatter()
        case "tmux": TmuxFormatter()
        case "conky": ConkyFormatter()
        case "i3blocks": I3blocksFormatter()
        case "i3status-rs": I3statusRsFormatter()
        default: PlainFormatter()
        }
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
