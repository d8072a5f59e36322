import CivilTime
import SolarAstronomy
import SolvervChart
import SolvervConfig
import SolvervContracts
import SolvervIO
import SolvervLanguage
import SolvervPlaces
import SolvervProviders
import SolvervReport

/// `solverv chart`: an SVG of day length over 3, 6 or 12 months from two
/// weeks before today (`--months`, 12 by default), or from `--from` to
/// `--to` (at most three years). Sunrise and sunset are curves in local
/// time with the daylight between them, inside the civil, nautical and
/// astronomical twilight bands; clock changes show as steps. Equinoxes and
/// solstices are marked and named for the hemisphere; today is marked too,
/// and the Moon's principal phases stand over their dates, drawn as discs.
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
            throw Failure(fill(tr("chart draws at most %d places (got %d)"), String(limit), String(count)))
        }
        let now = try Invocation.instant(options)
        let config = try Config.load(options)
        let places = try ReportPlaces.resolve(options, config: config)
        if places.count == 2, places[0].coordinates == places[1].coordinates, places[0].zone.name == places[1].zone.name {
            throw Failure(fill(tr("chart: the two places are the same place (%s); name another, or one"), Echo.cut(places[0].name)))
        }
        let zone = places[0].zone
        let today = zone.date(at: Int64(now.rounded(.down)))
        try ComputedYears.check(today.year, "--now")
        let (from, to) = try range(options, today: today)
        try out.write(ChartSVG.render(Chart(places, from: from, to: to, now: now)))
        for notice in places.compactMap(\.notice) + places.compactMap(\.namesakeNoticeForStderr) { DayTable.note(notice) }
    }

    /// `--months N` from two weeks before today, or `--from D --to D`; never both.
    static func range(_ options: Options, today: CivilDate) throws(Failure) -> (CivilDate, CivilDate) {
        let from = try Invocation.date("from", options), to = try Invocation.date("to", options)
        let monthsText = options.values["months"]
        if monthsText != nil, from != nil || to != nil { throw Failure(tr("give --months or --from/--to, not both")) }
        if let from, let to {
            guard from <= to else { throw Failure(fill(tr("--from %s is after --to %s"), from.description, to.description)) }
            let n = to.daysSinceEpoch - from.daysSinceEpoch + 1
            guard n <= maximumDays else { throw Failure(fill(tr("--from … --to spans %d days; a chart shows at most %d (three years)"), String(n), String(maximumDays))) }
            return (from, to)
        }
        if from != nil || to != nil { throw Failure(tr("give --from and --to together (or --months)")) }
        var months = defaultMonths
        if let text = monthsText {
            guard let m = Number.integer(text, in: Int.min...Int.max), monthChoices.contains(m) else {
                throw Failure(fill(tr("--months must be 3, 6 or 12 (got '%s')"), Echo.cut(text)))
            }
            months = m
        }
        let start = today.adding(days: -daysBeforeToday)
        let end = adding(months: months, to: start).adding(days: -1)
        try ComputedYears.check(start.year, "--now")
        try ComputedYears.check(end.year, "--months")
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
}
