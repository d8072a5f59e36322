import CivilTime
import LunarAstronomy
import SolarAstronomy
import SolvervContracts
import SolvervLanguage

/// **moon**: the Moon's phase, how much of it is lit, moonrise and moonset
/// today, and the days to the next full and new moon (issue 44).
///
/// The phase's name holds for whole local days: the day on which a
/// principal phase falls takes its name, the days between are crescent or
/// gibbous (`MoonPhaseName`). Days are calendar days in the display zone,
/// as the countdown counts them. Moonrise and moonset are the display
/// day's: the upper limb on the refracted horizon, seen from the place
/// (docs/accuracy.md, "The Moon"); a day without one says so.
///
/// Default text: small `🌔 3d` (the days to the next full or new moon,
/// whichever comes first), medium `Waxing gibbous, 78% lit`, large adds
/// moonrise and moonset and the next four principal phases with their
/// dates (`Then: 🌕 3 Jan · 🌗 10 Jan · 🌑 18 Jan · 🌓 26 Jan`).
///
/// Example template: `solverv moon --template '{moon_icon} {illumination}% · full in {full_days}d'`.
public struct MoonProvider: Provider {
    public init() {}

    public let name = "moon"
    public let summary = "the Moon's phase and illumination, moonrise and moonset, days to the next full and new moon"
    // Computed, not stored: only `formats` and templates read it.
    public var placeholders: [(String, String)] { [
        ("moon_icon", "the phase's icon (🌑 🌒 🌓 🌔 🌕 🌖 🌗 🌘)"),
        ("moon_phase", "the phase's name in the reader's language: Waxing gibbous"),
        ("phase", "new_moon, waxing_crescent, first_quarter, waxing_gibbous, full_moon, waning_gibbous, last_quarter or waning_crescent"),
        ("state", "new, waxing, full or waning (the class)"),
        ("illumination", "the lit fraction of the disc now: percent, 0–100 (JSON: 0–1)"),
        ("moon_age", "days since the last new moon, one decimal"),
        ("age_days", "the same, two decimals"),
        ("full_days", "calendar days until the next full moon in the display zone (0 on the day)"),
        ("new_days", "calendar days until the next new moon (0 on the day)"),
        ("next_phase", "the next principal phase's name: Full moon"),
        ("next_phase_date", "its local date, YYYY-MM-DD"),
        ("moonrise", "today's moonrise, HH:MM, or no moonrise today"),
        ("moonset", "today's moonset, HH:MM, or no moonset today"),
        ("rise", "today's moonrise in UT, RFC 3339 (empty without one)"),
        ("set", "today's moonset in UT, RFC 3339 (empty without one)"),
        ("up", "whether the Moon is above the horizon now: true or false"),
        ("next", "the next four principal phases: event and UT (JSON: [{event, utc}])"),
    ] }

    public func report(_ context: ProviderContext) -> ProviderReport {
        let zone = context.zone
        let m = MoonFacts(context)
        let icon = MoonFacts.icon(m.phase, context.icons)
        let name = Self.name(m.phase)
        let lit = Wording.percent(m.percent)
        // TRANSLATORS: the moon's medium size, Waxing gibbous, 78% lit (within 72 columns): %1$s is
        // the phase's name, %2$s the illuminated part of the disc as a percentage.
        let medium = fill(trc("moon phase and illumination", "%1$s, %2$s lit"), name, lit)
        let small = icon + " " + Wording.daysShort(min(m.fullDays, m.newDays))
        // TRANSLATORS: the moon's large size and {moonrise}, on a day the moon does not rise.
        let moonrise = !m.hasRiseSet ? "" : m.rise.map { Wording.clock($0.unixSeconds, zone) } ?? tr("no moonrise today")
        // TRANSLATORS: the moon's large size and {moonset}, on a day the moon does not set.
        let moonset = !m.hasRiseSet ? "" : m.set.map { Wording.clock($0.unixSeconds, zone) } ?? tr("no moonset today")
        let following = m.next.first
        var large: String?
        if context.wantsLarge {
            // Rise and set in the order they happen; a missing one last.
            // TRANSLATORS: the moon's large size: moonrise and its time, 18:02 or 6:02 PM.
            let riseText = m.rise == nil ? moonrise : fill(tr("Moonrise %s"), moonrise)
            // TRANSLATORS: the moon's large size: moonset and its time, 08:11 or 8:11 AM.
            let setText = m.set == nil ? moonset : fill(tr("Moonset %s"), moonset)
            let setFirst = (m.set?.ut ?? .infinity) < (m.rise?.ut ?? .infinity)
            // Neither (high latitudes): say whether the Moon is up or down all day.
            let times = m.hasRiseSet && m.rise == nil && m.set == nil ? Self.allDay(up: m.up)
                : setFirst ? setText + " · " + riseText : riseText + " · " + setText
            var phases = ""
            for p in m.next {
                if !phases.isEmpty { phases += " · " }
                let date = zone.date(at: Int64(p.instant.unixSeconds.rounded()))
                // Each phase by its icon: four names with their dates overran
                // 100 columns in French and Portuguese.
                phases += MoonFacts.icon(MoonPhaseName(p.phase), context.icons) + " " + Wording.dayMonth(date)
            }
            // Its own message, not the countdown's "Then: %s": that list of three
            // seasons leaves pt_BR no room for a lead-in, and ru and hu an arrow;
            // the four phases leave room for the word.
            // TRANSLATORS: the moon's large size, the next four principal phases (within 100 columns): %s is a
            // list such as 🌕 24 Nov · 🌗 1 Dec · 🌑 9 Dec · 🌓 17 Dec. Your word for "then", as a lead-in.
            let then = fill(trc("moon phases", "Then: %s"), phases)
            large = icon + " " + medium + "\n" + times + "\n" + then
        }
        let nextDate = following.map { zone.date(at: Int64($0.instant.unixSeconds.rounded())).description }
        return ProviderReport(
            provider: self.name,
            facts: [
                Fact("moon_icon", .text(icon)),
                Fact("moon_phase", .text(name)),
                Fact("phase", .text(m.phase.id)),
                Fact("state", .text(m.phase.trend)),
                Fact("illumination", .fraction(m.illumination)),
                Fact("moon_age", .number(m.ageDays, decimals: 1)),
                Fact("age_days", .number(m.ageDays, decimals: 2)),
                Fact("full_days", .integer(m.fullDays)),
                Fact("new_days", .integer(m.newDays)),
                Fact("next_phase", following.map { .text(Self.name(MoonPhaseName($0.phase))) } ?? .missing),
                Fact("next_phase_date", nextDate.map { .text($0) } ?? .missing),
                // Missing where not computed (`hasRiseSet`): nothing shows them then.
                Fact("moonrise", m.hasRiseSet ? .text(moonrise) : .missing),
                Fact("moonset", m.hasRiseSet ? .text(moonset) : .missing),
                Fact("rise", context.text("rise", m.rise.map { Timestamp.utc(unixSeconds: $0.unixSeconds) })),
                Fact("set", context.text("set", m.set.map { Timestamp.utc(unixSeconds: $0.unixSeconds) })),
                Fact("up", m.hasRiseSet ? .bool(m.up) : .missing),
                Fact("next", context.reads("next") ? .objects(m.next.map {
                    [Fact("event", .text($0.phase.id)), Fact("utc", .text(Timestamp.utc(unixSeconds: $0.instant.unixSeconds)))]
                }) : .missing),
            ],
            small: small,
            medium: medium,
            large: large,
            classes: [m.phase.trend],
            percentage: m.percent,
            alt: m.phase.id,
            changes: m.changes,
            // Phase and illumination: no clock for `(Oslo time)` to name.
            mediumHasNoClock: true
        )
    }

    /// A day with neither moonrise nor moonset, by whether the Moon is up:
    /// the large size and the report say it in place of the two "no …".
    package static func allDay(up: Bool) -> String {
        if up {
            // TRANSLATORS: the moon's large size and the report, on a day without moonrise or moonset
            // (high latitudes) while the Moon stays above the horizon all day.
            return tr("the Moon is up all day")
        }
        // TRANSLATORS: the same, while the Moon stays below the horizon all day.
        return tr("the Moon stays below the horizon today")
    }

    /// The phase's name in the reader's language.
    package static func name(_ phase: MoonPhaseName) -> String {
        switch phase {
        // TRANSLATORS: a phase of the moon as calendars name it (the day of the new moon).
        case .newMoon: trc("moon phase", "New moon")
        // TRANSLATORS: a phase of the moon: lit under half, growing (after new moon).
        case .waxingCrescent: trc("moon phase", "Waxing crescent")
        // TRANSLATORS: a phase of the moon: the day of the first quarter (zh/ja: 上弦).
        case .firstQuarter: trc("moon phase", "First quarter")
        // TRANSLATORS: a phase of the moon: lit over half, growing (before full moon).
        case .waxingGibbous: trc("moon phase", "Waxing gibbous")
        // TRANSLATORS: a phase of the moon as calendars name it (the day of the full moon).
        case .fullMoon: trc("moon phase", "Full moon")
        // TRANSLATORS: a phase of the moon: lit over half, shrinking (after full moon).
        case .waningGibbous: trc("moon phase", "Waning gibbous")
        // TRANSLATORS: a phase of the moon: the day of the last quarter (zh/ja: 下弦).
        case .lastQuarter: trc("moon phase", "Last quarter")
        // TRANSLATORS: a phase of the moon: lit under half, shrinking (before new moon).
        case .waningCrescent: trc("moon phase", "Waning crescent")
        }
    }
}
