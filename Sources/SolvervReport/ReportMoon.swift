import CivilTime
import LunarAstronomy
import SolarAstronomy
import SolvervContracts
import SolvervIO
import SolvervLanguage
import SolvervPlaces
import SolvervProviders

/// The report's moon rows for one place (issue 44): the phase of the
/// shown day and how much of the disc is lit now, with its icon, as the
/// moon line's medium size says it; moonrise and moonset that day (or the
/// line's "no moonrise today"); and the next four principal phases with
/// their local dates and times, laid out as the next equinoxes and
/// solstices are. The words are the moon provider's.
///
/// The phases are the same instants everywhere: two places share one list
/// (`phases`), so their rows line up under the same names, each in its own
/// zone; moonrise and moonset are each place's own.
package struct ReportMoon {
    static let phaseCount = 4

    /// The next `phaseCount` principal phases after `after` (unix seconds):
    /// the earliest instant shown, so no place's next phase is left out.
    package static func phases(after: Double) -> [PhaseInstant] {
        var list: [PhaseInstant] = []
        var sequence = MoonPhases.sequence(from: Instant(unixSeconds: after))
        while list.count < phaseCount, let p = sequence.next() { list.append(p) }
        return list
    }

    let zone: Zone
    let today: CivilDate
    /// The moon provider's report for the place at the shown instant.
    let moon: ProviderReport
    let phases: [PhaseInstant]

    package init(zone: Zone, today: CivilDate, moon: ProviderReport, phases: [PhaseInstant]) {
        self.zone = zone
        self.today = today
        self.moon = moon
        self.phases = phases
    }

    package func rows() -> [ReportRow] {
        let state = TerminalText.Style.tinted(moon.classes.first ?? "night")
        let icon = moon.fact("moon_icon")?.text ?? ""
        let moonrise = moon.fact("moonrise")?.text ?? "", moonset = moon.fact("moonset")?.text ?? ""
        // A time where the Moon rises or sets that day; the line's "no moonrise today" dimmed.
        let hasRise = moon.fact("rise").map { $0.value != .missing && !$0.text.isEmpty } ?? false
        let hasSet = moon.fact("set").map { $0.value != .missing && !$0.text.isEmpty } ?? false
        // The dates padded to the widest and the times right-aligned, as under "Upcoming".
        // Day and month: the four fall within a month and a half (a year would not fit two places in 80 columns).
        let dates = phases.map { Wording.dayMonth(date($0.instant)) }
        let widest = dates.map { TerminalText.columns($0) }.max() ?? 0
        let clocks = phases.map { Wording.clock($0.instant.unixSeconds, zone) }
        let widestClock = clocks.map { TerminalText.columns($0) }.max() ?? 0
        // TRANSLATORS: the report's labels of the Moon's rising and setting that day (as "Sunrise").
        let riseLabel = tr("Moonrise")
        // Neither (high latitudes): the Moonrise row says whether the Moon is up all day.
        let allDay = !hasRise && !hasSet ? moon.fact("up").flatMap { $0.value == .missing ? nil : $0.value == .bool(true) } : nil
        var rows = [
            // TRANSLATORS: the heading of the Moon's rows in the report, beside "The day" of the Sun's.
            ReportRow(tr("The moon"), [ReportSpan(icon + " " + moon.medium, state)], style: .heading),
            allDay.map { ReportRow(riseLabel, MoonProvider.allDay(up: $0), .plain) } ?? ReportRow(riseLabel, moonrise, hasRise ? .plain : .dim),
            ReportRow(tr("Moonset"), moonset, hasSet ? .plain : .dim),
        ]
        for (k, p) in phases.enumerated() {
            let name = MoonPhaseName(p.phase)
            let days = date(p.instant).daysSinceEpoch - today.daysSinceEpoch
            // A phase before the place's own date (two places' --date, far apart in zone) has no count.
            let when = days < 0 ? "" : " · " + ReportSeason.when(days)
            let padding = String(repeating: " ", count: widest - TerminalText.columns(dates[k]))
            let clockPadding = String(repeating: " ", count: widestClock - TerminalText.columns(clocks[k]))
            let text = "\(MoonFacts.icon(name, .emoji)) \(dates[k])\(padding) \(clockPadding)\(clocks[k])\(when)"
            rows.append(ReportRow(MoonProvider.name(name), [ReportSpan(text, .tinted(name.trend))]))
        }
        return rows
    }

    func date(_ t: Instant) -> CivilDate { zone.date(at: Int64(t.unixSeconds.rounded())) }
}
