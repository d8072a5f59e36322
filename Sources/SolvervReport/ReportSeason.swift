import CivilTime
import SolarAstronomy
import SolvervContracts
import SolvervIO
import SolvervLanguage
import SolvervPlaces
import SolvervProviders

/// The report's season rows for one place: the next equinox or solstice
/// with its countdown, the progress from the one before, the season, the
/// next eight events, and the year's day lengths. Names follow the
/// hemisphere, as the countdown's do (SPEC §4).
package struct ReportSeason {
    static let upcomingCount = 8

    let place: Place
    /// The instant shown (unix seconds) and its local date.
    let now: Double
    let today: CivilDate
    /// The countdown provider's report at `now`.
    let countdown: ProviderReport
    /// The next event; it stays "today" for the whole of its local date,
    /// as in the countdown.
    let next: SeasonInstant

    package init(place: Place, now: Double, today: CivilDate, countdown: ProviderReport) {
        self.place = place
        self.now = now
        self.today = today
        self.countdown = countdown
        next = Seasons.next(atOrAfter: Instant(unixSeconds: Double(place.zone.startOfDay(today))))
    }

    var zone: Zone { place.zone }
    var southern: Bool { place.coordinates.latitude < 0 }

    func date(_ t: Instant) -> CivilDate { zone.date(at: Int64(t.unixSeconds.rounded())) }

    /// The next event, its countdown and progress, and the season.
    package func countdownRows() -> [ReportRow] {
        let previousEvent = next.event.previous
        let previous = Seasons.instant(of: previousEvent, in: next.event == .marchEquinox ? next.year - 1 : next.year)
        let nextDate = date(next.instant), previousDate = date(previous.instant)
        let season = Season.beginning(next.event, southern: southern)
        let current = Season.beginning(previousEvent, southern: southern)
        let progress = countdown.percentage ?? 0
        // The season runs from the day after the previous event's date
        // through the next event's date: the event stays "today" all day.
        let seasonDay = today.daysSinceEpoch - previousDate.daysSinceEpoch
        let seasonLength = nextDate.daysSinceEpoch - previousDate.daysSinceEpoch
        let lengthening = current == .winter || current == .spring
        let title = ReportSeason.name(current)
        // TRANSLATORS: the season now: %1$s its name (Autumn), %2$d the day of it, %3$d its number of days.
        let seasonText = fill(tr("%s, day %d of %d"), title, String(seasonDay), String(seasonLength))
        // TRANSLATORS: %s is the next event's date, such as "21 Dec".
        let change = fill(lengthening ? tr("days lengthen until %s") : tr("days shorten until %s"),
                          Wording.dayMonth(nextDate))
        return [
            ReportRow(tr("Next event"), [ReportSpan("\(season.icon(.emoji)) \(countdown.medium)", .marked(season.rawValue))]),
            ReportRow("", Wording.dateTime(nextDate, Wording.clock(next.instant.unixSeconds, zone), separator: " ")),
            ReportRow(tr("Countdown"), countdownText(next.instant.unixSeconds - now), .bold),
            // TRANSLATORS: how far the season has come, as a bar and a percentage.
            ReportRow(tr("Progress"), [ReportSpan(Wording.bar(Double(progress) / 100, width: 20), .tinted(season.rawValue)),
                                   ReportSpan(" " + Wording.percent(progress))]),
            ReportRow("", "\(Wording.dayMonthYear(previousDate)) → \(Wording.dayMonthYear(nextDate))", .dim),
            ReportRow(tr("Season"), [ReportSpan(seasonText, .tinted(current.rawValue))]),
            ReportRow("", change, .dim),
        ]
    }

    /// `29d 8h50m`, `3h05m`; `2h10m ago` on the event's day once it has passed.
    func countdownText(_ seconds: Double) -> String {
        // TRANSLATORS: the time since today's event, once it has passed: %s is such as 2h10m.
        if seconds < 0 { return fill(tr("%s ago"), Wording.duration(seconds: -seconds)) }
        let minutes = Int((seconds / 60).rounded(.down))
        let d = minutes / 1440, h = minutes % 1440 / 60, m = minutes % 60
        // TRANSLATORS: hours and minutes, such as 8h50m: %d the hours, %s the minutes as two digits.
        let clock = fill(tr("%dh%sm"), String(h), "\(m < 10 ? "0" : "")\(m)")
        // TRANSLATORS: the countdown in days, then hours and minutes: "29d 8h50m" (%s is such as 8h50m).
        return d > 0 ? fill(tr("%dd %s"), String(d), clock) : clock
    }

    /// `Autumn`: the season's name, as the report titles it.
    static func name(_ season: Season) -> String {
        switch season {
        case .spring: tr("Spring")
        case .summer: tr("Summer")
        case .autumn: tr("Autumn")
        case .winter: tr("Winter")
        }
    }

    /// The next eight events, within the years where ΔT is modelled.
    package func upcomingRows() -> [ReportRow] {
        let events: [(SeasonEvent, SeasonInstant)?] = (0..<Self.upcomingCount).map { k in
            let i = next.event.rawValue + k, year = next.year + i / 4
            guard DeltaT.supportedYears.contains(year) else { return nil }
            let event = SeasonEvent(rawValue: i % 4) ?? .marchEquinox
            return (event, k == 0 ? next : Seasons.instant(of: event, in: year))
        }
        // The dates as the locale writes them, padded to the widest so that the times line up.
        let dates = events.map { $0.map { Wording.dayMonthYear(date($0.1.instant)) } ?? "" }
        let widest = dates.map { TerminalText.columns($0) }.max() ?? 0
        // The times right-aligned: on a 12-hour clock ` 9:50 PM` above `10:02 PM`.
        let clocks = events.map { $0.map { Wording.clock($0.1.instant.unixSeconds, zone) } ?? "" }
        let widestClock = clocks.map { TerminalText.columns($0) }.max() ?? 0
        // TRANSLATORS: the heading of the next eight equinoxes and solstices.
        return [ReportRow(tr("Upcoming"), [], style: .heading)] + events.indices.map { k in
            guard let (event, instant) = events[k] else { return ReportRow("", []) }
            let shown = dates[k], clock = clocks[k]
            let when = Self.when(date(instant.instant).daysSinceEpoch - today.daysSinceEpoch)
            let season = Season.beginning(event, southern: southern)
            let padding = String(repeating: " ", count: widest - TerminalText.columns(shown))
            let clockPadding = String(repeating: " ", count: widestClock - TerminalText.columns(clock))
            let text = "\(shown)\(padding) \(clockPadding)\(clock) · \(when)"
            return ReportRow(event.seasonalName(southern: southern), [ReportSpan(text, .tinted(season.rawValue))],
                             neutral: event.neutralName)
        }
    }

    /// `today`, `tomorrow`, `29 days`: how far away an event is, in calendar days.
    static func when(_ days: Int) -> String {
        // TRANSLATORS: how far away an equinox or solstice (or a phase of the moon) is.
        days == 0 ? tr("today") : days == 1 ? tr("tomorrow") : fill(trn("%d day", "%d days", days), String(days))
    }

    /// Day length through the year, two samples a month (the 8th and the
    /// 23rd), from the low-precision Sun as the sunlight line's sparkline;
    /// the half-month of today marked below it.
    package func yearRows() -> [ReportRow] {
        var hours: [Double] = []
        for month in 1...12 {
            for day in [8, 23] {
                guard let d = CivilDate(year: today.year, month: month, day: day) else { continue }
                let noon = Instant(unixSeconds: Double(d.daysSinceEpoch) * 86_400 + 43_200)
                hours.append(ApproximateDaylight.hours(latitude: place.coordinates.latitude, at: noon))
            }
        }
        let line = Array(Wording.sparkline(hours))
        let slot = min(line.count - 1, (today.month - 1) * 2 + (today.day >= 16 ? 1 : 0))
        // TRANSLATORS: a mark under today's point of the year's day-length line; keep it short, and the
        // triangle first in the first form and last in the second (it points at today).
        let below = slot < 16 ? tr("▲ today") : tr("today ▲")
        // The triangle stands under the point: at the mark's start, or at its end.
        let marker = String(repeating: " ", count: slot < 16 ? slot : max(0, slot - TerminalText.columns(below) + 1)) + below
        return [
            ReportRow(tr("Day length"), [
                ReportSpan(String(line[..<slot]), .tinted("day")),
                ReportSpan(String(line[slot]), .marked("urgent")),
                ReportSpan(String(line[(slot + 1)...]), .tinted("day")),
            ], style: .heading),
            // TRANSLATORS: the months' initials under the year's day-length line: keep the twelve, one column
            // each with a space between, so that each stands under its month.
            ReportRow("", tr("J F M A M J J A S O N D"), .dim),
            ReportRow("", marker, .bold),
        ]
    }
}
