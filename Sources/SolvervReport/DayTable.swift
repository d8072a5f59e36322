import CivilTime
import SolarAstronomy
import SolvervContracts
import SolvervFormatters
import SolvervIO
import SolvervLanguage
import SolvervPlaces

/// `solverv table`: a row per local date with sunrise, sunset, solar noon,
/// day length and its change, and the three twilights (SPEC §7). Times are
/// RFC 3339 in the display zone, rounded to the second, empty when the
/// event does not happen that day. `--angle DEG` adds two columns after
/// `status`, `angle_rise` and `angle_set`: the Sun's centre rising and
/// setting through DEG on that solar day (SPEC §4's convention, as the
/// twilights), each shifted by `--offset` when given (issue 45).
///
///     $ solverv table --lat 59.91 --lon 10.75 --tz Europe/Oslo --from 2026-06-21 --days 1
///     $ solverv table --location Oslo --angle -8.5 --offset +20m
public enum DayTable {
    static let columns = [
        "date", "sunrise", "sunset", "solar_noon", "daylight_s", "delta_s",
        "civil_dawn", "civil_dusk", "nautical_dawn", "nautical_dusk",
        "astronomical_dawn", "astronomical_dusk", "status",
    ]
    /// With `--angle`, after `status`: columns that scripts count keep their places.
    static let angleColumns = ["angle_rise", "angle_set"]
    static let defaultDays = 7
    /// A century of rows is already more than any use; more is a typo.
    static let maximumDays = 36_600
    static let altitudes: [SunAltitude] = [.sunriseSunset, .civilTwilight, .nauticalTwilight, .astronomicalTwilight]

    package static func run(_ run: Invocation, _ out: inout Output) throws(Failure) {
        // Every option is checked before anything is printed: a bad one is
        // the only line on stderr, with no notice before it.
        let format = try run.outputFormat()
        let from = try run.date("from") ?? run.today
        let count = try dayCount(run, from: from)
        let last = from.adding(days: count - 1).year
        guard DeltaT.supportedYears.contains(last) else {
            throw Failure(fill(tr("the table would reach year %d, outside %d–%d"), String(last), String(DeltaT.supportedYears.lowerBound), String(DeltaT.supportedYears.upperBound)))
        }
        let angle = try run.options.values["angle"].map { (text: String) throws(Failure) in SunAltitude(degrees: try EventOptions.altitude("angle", text)) }
        let offset = try run.options.values["offset"].map { (text: String) throws(Failure) in try EventOptions.duration(text) } ?? 0
        if angle == nil, run.options.values["offset"] != nil {
            throw Failure(tr("--offset in table shifts the --angle columns: give --angle DEG too"))
        }
        let zone = run.place.zone
        let days = SolarDays(coordinates: run.place.coordinates, zone: zone, altitudes: altitudes + (angle.map { [$0] } ?? []), days: count + 2)
        var previous = days.day(from.adding(days: -1)).map { Int($0.daylight().rounded()) }
        var table = Table(columns: columns + (angle == nil ? [] : angleColumns), format: format)
        var skipped: [CivilDate] = []
        // One row's cells, reused: a fresh array per row is an allocation per row.
        var row: [Cell] = []
        row.reserveCapacity(columns.count)
        for i in 0..<count {
            let date = from.adding(days: i)
            guard let day = days.day(date) else {
                // Pacific/Apia went from 29 to 31 December 2011: no row, and a word why.
                skipped.append(date)
                if table.count > 0 { note(skipping: date, in: zone) }
                continue
            }
            // A table has no room for notices; stderr does. Said once the
            // table is sure to have a row: a table of none is an error alone.
            if table.count == 0 {
                if let notice = run.place.notice { note(notice) }
                if let notice = run.place.namesakeNoticeForStderr { note(notice) }
                for date in skipped { note(skipping: date, in: zone) }
            }
            let daylight = Int(day.daylight().rounded())
            func time(_ t: Instant?) -> Cell {
                t.map { .time(Timestamp.stamp(unixSeconds: $0.unixSeconds, in: zone)) } ?? .empty
            }
            row.removeAll(keepingCapacity: true)
            row.append(.text(date.description))
            row.append(time(day.rising(.sunriseSunset)))
            row.append(time(day.setting(.sunriseSunset)))
            row.append(time(day.transit))
            row.append(.integer(daylight))
            row.append(previous.map { .integer(daylight - $0) } ?? .empty)
            row.append(time(day.rising(.civilTwilight)))
            row.append(time(day.setting(.civilTwilight)))
            row.append(time(day.rising(.nauticalTwilight)))
            row.append(time(day.setting(.nauticalTwilight)))
            row.append(time(day.rising(.astronomicalTwilight)))
            row.append(time(day.setting(.astronomicalTwilight)))
            row.append(.text(day.status().rawValue))
            if let angle {
                row.append(time(day.rising(angle).map { $0.adding(days: offset / 86_400) }))
                row.append(time(day.setting(angle).map { $0.adding(days: offset / 86_400) }))
            }
            try table.write(row, to: &out)
            previous = daylight
        }
        // Every date asked for was skipped: an empty table would look like
        // an answer, so it is bad input, as a date that never was.
        guard table.count > 0 else {
            let dates = skipped.map(\.description).joined(separator: ", ")
            // TRANSLATORS: a zone such as Pacific/Apia, then the dates, such as 2011-12-30.
            throw Failure(fill(tr("no rows: %s skipped every date asked for (%s)"), zone.name, dates))
        }
        try table.finish(&out)
    }

    /// A line on stderr, cleaned: zone names come from `TZ` and links too.
    public static func note(_ text: String) {
        Output.message("solverv: \(Escape.plain(text))\n")
    }

    static func note(skipping date: CivilDate, in zone: Zone) {
        // TRANSLATORS: a date such as 2011-12-30, then a zone such as Pacific/Apia.
        note(fill(tr("no row for %s: %s skipped that date (its clocks jumped over it)"), date.description, zone.name))
    }

    /// `--days N` or `--to DATE` (inclusive), not both; a week by default.
    static func dayCount(_ run: Invocation, from: CivilDate) throws(Failure) -> Int {
        let daysText = run.options.values["days"]
        if let to = try run.date("to") {
            guard daysText == nil else { throw Failure(tr("give --to or --days, not both")) }
            guard from <= to else { throw Failure(fill(tr("--from %s is after --to %s"), from.description, to.description)) }
            let n = to.daysSinceEpoch - from.daysSinceEpoch + 1
            guard n <= maximumDays else { throw Failure(fill(tr("--from … --to spans %d days; at most %d"), String(n), String(maximumDays))) }
            return n
        }
        guard let text = daysText else { return defaultDays }
        guard let n = Number.integer(text, in: Int.min...Int.max) else {
            throw Failure(fill(tr("--days: '%s' is not a whole number"), Echo.cut(text)))
        }
        guard (1...maximumDays).contains(n) else {
            throw Failure(fill(tr("--days must be between 1 and %d (got %d)"), String(maximumDays), String(n)))
        }
        return n
    }
}
