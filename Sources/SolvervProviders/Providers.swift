import SolvervContracts

/// Every built-in provider: the names, in order, the ones a line that names
/// none shows, and the switches that make each and report for each. Names and
/// switches, not a `[any Provider]`: an array of existentials makes the
/// runtime build its storage's metadata on every run. RegistryTests keeps
/// them in step.
public enum Providers {
    public static let names = ["countdown", "sunlight", "dst", "moon"]

    /// What a line that names no provider shows: `dst` is asked for by name,
    /// as it is about the clock, not the Sun, and is empty most of the year
    /// in many zones (and always in those without DST); `moon` by name too.
    public static let defaults = ["countdown", "sunlight"]

    public static func named(_ name: String) -> (any Provider)? {
        names.contains(name) ? make(name) : nil
    }

    /// The report of the provider called `name`: the line's way in.
    public static func report(_ name: String, _ context: ProviderContext) -> ProviderReport? {
        named(name)?.report(context)
    }

    /// Calls `body` with every built-in provider, in order, with neither an
    /// array nor an optional existential (see `Formatters.each`).
    public static func each(_ body: (any Provider) -> Void) {
        for name in names { body(make(name)) }
    }

    /// Every built-in provider, for `formats`.
    public static var all: [any Provider] { names.map(make) }

    /// The provider called `name`, one of `names`.
    private static func make(_ name: String) -> any Provider {
        switch name {
        case "countdown": CountdownProvider()
        case "dst": DSTProvider()
        case "moon": MoonProvider()
        default: SunlightProvider()
        }
    }
}
