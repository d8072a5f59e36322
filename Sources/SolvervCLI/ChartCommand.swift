import CivilTime
import SolarAstronomy
import SolvervContracts
import SolvervLanguage
import SolvervProviders

/// `solverv chart`: an SVG of day length over 3, 6 or 12 months from two
/// weeks before today (`--months`, 12 by default), or from `--from` to
/// `--to` (at most three years). Sunrise and sunset are curves in local
/// time with the daylight between them, inside the civil, nautical and
/// astronomical twilight bands; clock changes show as steps. Equinoxes and
/// solstices are marked and named for the hemisphere; today is marked too.
/// A polar day is a full band, a polar night none. `--location A
/// --location B` adds a second place's sunrise, sunset and civil twilight
/// as lines. The SVG goes to stdout; a year is about 50 KB (65 KB with a
/// second place).
///
///     $ solverv chart --location Oslo > oslo.svg
enum ChartCommand {
    static let monthChoices = [3, 6, 12]
    static let defaultMonths = 12
    /// Three years, a leap day included.
    static let maximumDays = 1097
    static let limit = 2
    /// `--months` starts this many days before today: today's mark then
    /// stands inside the plot, with the last two weeks beside it, never on
    /// the frame.
    static let daysBeforeToday = 14

    static func run(_ options: Options, _ out: inout Output) throws(Failure) {
        let names = options.all("location")
        let coordinates = options.values["lat"] != nil || options.values["lon"] != nil
        let count = names.count + (coordinates ? 1 : 0)
        guard count <= limit else {
            throw Failure("chart draws at most \(limit) places (got \(count))")
        }
        let now = try Invocation.instant(options)
        let places = try ReportPlaces.resolve(options, config: Config.load(options))
        if places.count == 2, places[0].coordinates == places[1].coordinates, places[0].zone.name == places[1].zone.name {
            throw Failure("chart: the two places are the same place (\(Echo.cut(places[0].name))); name another, or one")
        }
        let zone = places[0].zone
        let today = zone.date(at: Int64(now.rounded(.down)))
        try Invocation.checkYear(today.year, "--now")
        let (from, to) = try range(options, today: today)
        try out.write(ChartSVG.render(chart(places, from: from, to: to, now: now)))
        for notice in places.compactMap(\.notice) { TableCommand.note(notice) }
    }

    /// `--months N` from two weeks before today, or `--from D --to D`; never both.
    static func range(_ options: Options, today: CivilDate) throws(Failure) -> (CivilDate, CivilDate) {
        let from = try Invocation.date("from", options), to = try Invocation.date("to", options)
        let monthsText = options.values["months"]
        if monthsText != nil, from != nil || to != nil { throw Failure("give --months or --from/--to, not both") }
        if let from, let to {
            guard from <= to else { throw Failure("--from \(from) is after --to \(to)") }
            let n = to.daysSinceEpoch - from.daysSinceEpoch + 1
            guard n <= maximumDays else { throw Failure("--from … --to spans \(n) days; a chart shows at most \(maximumDays) (three years)") }
            return (from, to)
        }
        if from != nil || to != nil { throw Failure("give --from and --to together (or --months)") }
        var months = defaultMonths
        if let text = monthsText {
            guard let m = Number.integer(text, in: Int.min...Int.max), monthChoices.contains(m) else {
                throw Failure("--months must be 3, 6 or 12 (got '\(Echo.cut(text))')")
            }
            months = m
        }
        let start = today.adding(days: -daysBeforeToday)
        let end = adding(months: months, to: start).adding(days: -1)
        try Invocation.checkYear(start.year, "--now")
        try Invocation.checkYear(end.year, "--months")
        return (start, end)
    }

    /// The same day of the month `months` later, or that month's last day.
    static func adding(months: Int, to date: CivilDate) -> CivilDate {
        let m = date.month - 1 + months
        let year = date.year + m / 12, month = m % 12 + 1
        var day = date.day
        while day > 1, CivilDate(year: year, month: month, day: day) == nil { day -= 1 }
        return CivilDate(year: year, month: month, day: day) ?? date
    }

    /// `21 Jun`.
    static func dayMonth(_ date: CivilDate) -> String { "\(date.day) \(Wording.months[date.month - 1])" }

    static func chart(_ places: [Place], from: CivilDate, to: CivilDate, now: Double) -> Chart {
        let count = to.daysSinceEpoch - from.daysSinceEpoch + 1
        let zone = places[0].zone
        // Names for the hemisphere, unless the places are in both.
        let southern = places.map { $0.coordinates.latitude < 0 }
        let mixed = southern.contains(true) && southern.contains(false)
        /// Days from the first date's midnight to `unix`, on the first place's clock.
        func at(_ unix: Double) -> (Double, CivilDate) {
            let seconds = Int64(unix.rounded(.down))
            let local = seconds + Int64(zone.utcOffset(at: seconds))
            return (Double(local - Int64(from.daysSinceEpoch) * 86_400) / 86_400, zone.date(at: seconds))
        }
        var marks: [Chart.Mark] = []
        for year in (from.year - 1)...(to.year + 1) {
            for season in Seasons.events(in: year) {
                let (x, date) = at(season.instant.unixSeconds)
                guard date >= from, date <= to else { continue }
                let name = mixed ? season.event.neutralName : season.event.seasonalName(southern: southern[0])
                // TRANSLATORS: a mark on the chart: %1$s an event (Winter solstice), %2$s its date (21 Dec).
                marks.append(Chart.Mark(kind: season.event.id, at: x, date: date, label: fill(trc("chart mark", "%s %s"), name, dayMonth(date))))
            }
        }
        let (x, today) = at(now)
        if today >= from, today <= to {
            // TRANSLATORS: today's mark on the chart: %s is its date (21 Dec).
            marks.append(Chart.Mark(kind: "today", at: x, date: today, label: fill(tr("Today %s"), dayMonth(today))))
        }
        let placed = places.map { Chart.Placed(name: $0.name, zone: $0.zone.name, days: ChartDays(
            coordinates: $0.coordinates, zone: $0.zone, from: from, count: count)) }
        // Names from outside may be long: cut by the width they are drawn
        // at, so that the title and subtitle stay within the plot's width.
        let room = ChartSVG.right - ChartSVG.left
        // TRANSLATORS: the chart's title: %s is a place's name, or two places as "%s and %s".
        let daylightIn = tr("Daylight in %s")
        // TRANSLATORS: two places in the chart's title (Oslo and Tokyo).
        let both = tr("%s and %s")
        func named(_ names: [String]) -> String { names.count == 2 ? fill(both, names[0], names[1]) : names.joined() }
        let fixed = ChartText.width(fill(daylightIn, named(places.map { _ in "" })), size: 18, bold: true)
        let titleNames = ChartText.fit(places.map(\.name), fixed: fixed,
                                       into: room, size: 18, bold: true)
        let title = fill(daylightIn, named(titleNames))
        let dates = "\(dayMonth(from)) \(from.year) – \(dayMonth(to)) \(to.year)"
        // TRANSLATORS: the chart's subtitle: %1$s its dates (8 Dec 2025 – 7 Dec 2026), %2$s the zone of its
        // times (Europe/Oslo), or the zones of two places with their names.
        let localTime = tr("%s · local time: %s")
        let subtitle: String
        if places.allSatisfy({ $0.zone.name == zone.name }) {
            subtitle = fill(localTime, dates, zone.name)
        } else {
            let zones = places.map { "\($0.zone.name) ()" }.joined(separator: ", ")
            let names = ChartText.fit(places.map(\.name), fixed: ChartText.width(fill(localTime, dates, zones), size: 12), into: room, size: 12)
            subtitle = fill(localTime, dates, zip(places, names).map { "\($0.zone.name) (\($1))" }.joined(separator: ", "))
        }
        return Chart(title: title, subtitle: subtitle, places: placed, first: from, count: count, marks: marks)
    }
}
