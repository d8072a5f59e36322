import SolvervContracts
import SolvervLanguage

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

    /// The provider that alone uses the line's option `name`, where one
    /// does: `--urgent` (the minutes before sunset) is sunlight's, and
    /// `--seasons` (what the countdown counts to) countdown's. The other
    /// providers' help leaves it out. (`--elevation` is the place's, in the
    /// JSON snapshot of any line; the notices are the Sun's on any line.)
    public static func user(ofOption name: String) -> String? {
        switch name {
        case "urgent": "sunlight"
        case "seasons": "countdown"
        default: nil
        }
    }

    /// The refusal of the first of `options` that no provider of the line
    /// of `words` uses (`solverv moon --urgent 30`), else nil. `--urgent`
    /// also times `--notify`'s notice before sunset, on any line. A word
    /// that names no provider is left for the line to refuse by name.
    public static func unusedOption(_ options: [String], providers words: [String]) -> String? {
        // Most lines give none of these options: they pay for one switch an option.
        for option in options where user(ofOption: option) != nil {
            guard words.allSatisfy({ names.contains($0) }), !uses(words.isEmpty ? defaults : words, option, with: options) else { continue }
            // TRANSLATORS: an option name, then the provider that uses it, twice: the line does not show
            // that provider. "Line" is the status line; the names stay as they are.
            return fill(tr("--%1$s applies to %2$s; add %2$s to the line"), option, user(ofOption: option) ?? "")
        }
        return nil
    }

    /// Whether a line that shows the providers `shown` uses `option`,
    /// given with `options` (setup's blocks, one provider each, go
    /// without the options theirs does not use).
    public static func uses(_ shown: [String], _ option: String, with options: [String]) -> Bool {
        guard let user = user(ofOption: option), !shown.contains(user) else { return true }
        return option == "urgent" && options.contains { $0 == "notify" || $0 == "notify-command" || $0 == "notify-only-lengthening" }
    }

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
