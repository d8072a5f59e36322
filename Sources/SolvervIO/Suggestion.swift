import PlaceNames
import SolvervContracts
import SolvervLanguage

/// "Did you mean": the known name that a mistyped one most likely meant,
/// for the one-line refusals of an option, a format, a provider or a
/// subcommand, an option's choice, a `ctl` action and a config key. It
/// measures with the city lookup's `EditDistance`. Off the one-shot path:
/// only a refusal comes here.
package enum Suggestion {
    /// The name of `known` nearest to `given`: the same but for case
    /// (`WAYBAR`), else the only one that it begins or that begins it
    /// (`i3bar`, `next`), else the fewest typing mistakes (an insertion, a
    /// deletion, a substitution or a swap of neighbours), at most one for a
    /// name of up to five letters and two for a longer one. Ties go to the
    /// name listed first; nil when none is that close.
    package static func nearest(_ given: String, _ known: [String]) -> String? {
        let folded = given.lowercased()
        if let same = known.first(where: { $0.lowercased() == folded }) { return same }
        guard !folded.isEmpty, folded.utf8.count <= 64 else { return nil }
        // A name with a word more or less: `i3bar` and `swaybar` mean the
        // bars `i3` and `sway`, `next` means `next-day`, when only one fits.
        let longer = known.filter { folded.utf8.count >= 3 && $0.lowercased().hasPrefix(folded) }
        let shorter = known.filter { $0.utf8.count >= 2 && folded.hasPrefix($0.lowercased()) }
        if longer.count == 1, shorter.isEmpty { return longer[0] }
        if shorter.count == 1, longer.isEmpty { return shorter[0] }
        var distance = EditDistance(Array(folded.utf8))
        var best: (name: String, distance: Int)?
        for name in known {
            let limit = min(2, max(1, name.utf8.count / 3))
            let d = Array(name.lowercased().utf8).withUnsafeBufferPointer { distance.to($0, within: limit) }
            if let d, d < best?.distance ?? .max { best = (name, d) }
        }
        return best?.name
    }

    /// ` (did you mean 'medium'?)` for the name of `known` nearest to
    /// `given`; "" when none is near.
    package static func hint(_ given: String, _ known: [String]) -> String {
        nearest(given, known).map { " " + fill(tr("(did you mean '%s'?)"), $0) } ?? ""
    }

    /// Names people reach for, and the option meant: no typo of `--lat`
    /// is as long as `--latitude`.
    static let optionAliases = [("latitude", "lat"), ("longitude", "lon"), ("lng", "lon"), ("timezone", "tz"),
                                ("time-zone", "tz"), ("zone", "tz"), ("colour", "color"), ("place", "location"),
                                ("city", "location"), ("output-format", "output"), ("month", "months")]

    /// The option of `accepted` that `--given` (without its dashes) most
    /// likely meant.
    package static func option(_ given: String, among accepted: [String]) -> String? {
        let folded = given.lowercased()
        if let (_, meant) = optionAliases.first(where: { $0.0 == folded }) { return accepted.contains(meant) ? meant : nil }
        return nearest(given, accepted)
    }

    /// The refusal of `{name}`, a placeholder the line does not know, when
    /// it can say more than "solverv formats lists them": whose it is, when
    /// a provider not on the line has it (`{days}` on a moon line is
    /// countdown's; `{countdown.days}` too), else the one of `known` it
    /// likely meant (`{moon_icn}`). Nil when neither is found.
    package static func placeholder(_ name: String, known: [String], elsewhere: [(provider: String, names: [String])]) -> String? {
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        for (provider, names) in elsewhere where names.contains(parts.count == 2 && parts[0] == provider ? parts[1] : name) {
            // TRANSLATORS: a placeholder's name (shown in braces), then the provider that has it, twice: the
            // line does not show that provider. "Line" is the status line; the names stay as they are.
            return fill(tr("{%1$s} is a placeholder of %2$s; add %2$s to the line"), Echo.cut(name), provider)
        }
        guard let meant = nearest(name, known) else { return nil }
        return fill(tr("unknown placeholder {%s} (%s)"), Echo.cut(name), fill(tr("did you mean %s?"), "{" + meant + "}"))
    }

    /// `--format`'s refusal of a name that no format and no plugin has,
    /// when a built-in format is near it: one short line with that name.
    /// (Names stay case-sensitive, as a plugin's file name is: `WAYBAR`
    /// is refused, with `waybar` offered.)
    package static func format(_ given: String, _ known: [String]) -> String? {
        nearest(given, known).map { fill(tr("--format: '%s' is not a format (did you mean '%s'?)"), Echo.cut(given), $0) }
    }
}

extension Failure {
    /// A value that is not one of an option's `choices`:
    /// `--size: 'meduim' is not one of small, medium, large (did you mean 'medium'?)`.
    package static func choice(_ option: String, _ given: String, _ choices: [String]) -> Failure {
        // TRANSLATORS: an option name, the value given, then the values it takes, such as "small, medium, large".
        Failure(fill(tr("--%s: '%s' is not one of %s"), option, Echo.cut(given), choices.joined(separator: ", "))
            + Suggestion.hint(given, choices))
    }
}
