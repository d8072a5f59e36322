import CivilTime
import Glibc
import SolarAstronomy
import SolvervContracts
import SolvervEngine
import SolvervLanguage
import SolvervProviders

/// `solverv report`: the info screen, for people at a terminal. For a place:
/// where it is, its zone and whose clock the times are on; the next
/// equinox or solstice with its countdown, progress and the season; the
/// day's twilights, golden and blue hours, sunrise, solar noon and sunset,
/// day length and its change, and the sunlight left now; the next eight
/// events; and the year's day lengths as a sparkline with today marked.
///
/// Two places (`--location A --location B`, or `--lat/--lon` and one
/// `--location`) stand side by side, row by row, with the differences in
/// day length, sunrise and sunset spelled out below. `--date D` shows D at
/// the current time of day, in each place's zone; `--now` pins the clock.
/// Colour (ANSI SGR) on a terminal; plain when piped, with `NO_COLOR` set,
/// or with `--color never`; `--color always` forces it. The screen fits
/// `$COLUMNS` columns when it is set, else the terminal's width, else 80.
///
///     $ solverv report --lat 59.91 --lon 10.75 --tz Europe/Oslo
enum ReportCommand {
    static func run(_ options: Options, _ out: inout Output) throws(Failure) {
        // Everything that can be refused is checked before a line is printed.
        let colour = try TerminalText.colourWanted(options.values["color"])
        let now = try Invocation.instant(options)
        let places = try ReportPlaces.resolve(options, config: Config.load(options))
        let date = try Invocation.date("date", options)
        try out.write(run(places: places, now: now, date: date, colour: colour, systemZone: Zone.systemZoneName(),
                          width: width()))
    }

    static let defaultWidth = 80
    /// Narrower is laid out at this width: a label and the year's sparkline.
    static let narrowestWidth = 44

    /// The columns to fit: `$COLUMNS` when it is a number, as shells and
    /// `ls` read it; else the width of the terminal on stdout; else 80.
    static func width(environment: (String) -> String? = Place.environment,
                      terminal: () -> Int? = terminalWidth) -> Int {
        let columns = environment("COLUMNS").flatMap { Number.integer($0, in: 1...100_000) } ?? terminal() ?? defaultWidth
        return max(columns, narrowestWidth)
    }

    /// The width of the terminal stdout is, or nil when it is not one.
    static func terminalWidth() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// The screen for one or two places at `now` (unix seconds), or on
    /// `date` at the current time of day in each place's zone.
    static func run(places: [Place], now: Double, date: CivilDate?, colour: Bool, systemZone: String?,
                    width: Int = defaultWidth) throws(Failure) -> String {
        var columns: [[ReportRow]] = []
        var suns: [ReportSun] = []
        for place in places {
            let zone = place.zone
            let shown = date.map { DayShift.shift(now, days: $0.daysSinceEpoch - zone.date(at: Int64(now.rounded(.down))).daysSinceEpoch, in: zone) } ?? now
            let today = zone.date(at: Int64(shown.rounded(.down)))
            try Invocation.checkYear(today.year, date == nil ? "--now" : "--date")
            let context = ProviderContext(coordinates: place.coordinates, zone: zone, now: shown, wantsLarge: false)
            if let why = CountdownProvider.refusal(context) { throw Failure(why) }
            guard let countdown = Providers.report("countdown", context), let sun = ReportSun(place, holding: shown, today: today) else {
                throw Failure("\(zone.name) skipped \(today) (its clocks jumped over it): nothing to show")
            }
            let season = ReportSeason(place: place, now: shown, today: today, countdown: countdown)
            // A zone without clock changes says so beside its offset (`dst`'s none).
            let steady = Providers.report("dst", context)?.saysNothingAhead == true
            var rows = header(place, shown: shown, today: today, shifted: date != nil, steady: steady, systemZone: systemZone)
            rows += [.gap] + season.countdownRows()
            rows += [.gap] + sun.rows(sunlight: Providers.report("sunlight", context))
            rows += [.gap] + season.upcomingRows()
            rows += [.gap] + season.yearRows()
            columns.append(rows)
            suns.append(sun)
        }
        var text = ReportScreen.render(columns, colour: colour, width: width)
        if places.count == 2 {
            // Its labels in the grid's label column.
            let labels = ReportScreen.labelWidth(columns)
            text += "\n" + ReportScreen.render([ReportDifferences.rows(places, suns)], colour: colour, labelWidth: labels, width: width)
        }
        // TRANSLATORS: a notice below the report; %s is the notice itself.
        let notices = places.compactMap(\.notice).map { [ReportSpan(fill(tr("Note: %s"), $0), .dim)] }
        if !notices.isEmpty { text += "\n" + ReportScreen.lines(notices, colour: colour, width: width) }
        return text
    }

    /// Where, in which zone, and when. `steady`: the zone has no clock
    /// change ahead, and its offset is said to hold all year.
    static func header(_ place: Place, shown: Double, today: CivilDate, shifted: Bool, steady: Bool,
                       systemZone: String?) -> [ReportRow] {
        let zone = place.zone
        let c = place.coordinates
        // TRANSLATORS: a latitude and a longitude, such as "59.91° N": %s is the degrees.
        let position = fill(c.latitude < 0 ? tr("%s° S") : tr("%s° N"), Number.fixed(abs(c.latitude), decimals: 2)) + ", "
            + fill(c.longitude < 0 ? tr("%s° W") : tr("%s° E"), Number.fixed(abs(c.longitude), decimals: 2))
        // TRANSLATORS: whose clock the report's times are on: %s is the city that names the zone (Tokyo).
        let indicator = ZoneTable.sameZone(systemZone ?? "UTC", zone.name) ? "" : " " + fill(tr("(%s time)"), ZoneTable.city(of: zone.name))
        let offset = utcOffset(zone.utcOffset(at: Int64(shown.rounded(.down))))
        let time = "\(Wording.day(today)) \(today.year), \(Wording.clock(shown, zone))" + (shifted ? " ⟲" : "")
        return [
            // A place found by name is named in full (SPEC §5): `Kolkata, West Bengal, IN`.
            // TRANSLATORS: the report's labels, in a column of their own at its left.
            ReportRow(tr("Place"), [ReportSpan(place.details.isNamed ? place.details.label : place.name, .bold)], style: .heading),
            ReportRow("", position, .dim),
            ReportRow(tr("Zone"), zone.name),
            // TRANSLATORS: a zone without clock changes: %s is its offset, such as UTC+09:00.
            ReportRow("", (steady ? fill(tr("%s all year"), offset) : offset) + indicator, .dim),
            ReportRow(tr("Date"), time),
        ]
    }

    /// `UTC+01:00`, `UTC−03:30`, `UTC`.
    static func utcOffset(_ seconds: Int) -> String {
        guard seconds != 0 else { return "UTC" }
        let minutes = abs(seconds) / 60
        let h = minutes / 60, m = minutes % 60
        return "UTC\(seconds < 0 ? "−" : "+")\(h < 10 ? "0" : "")\(h):\(m < 10 ? "0" : "")\(m)"
    }
}
