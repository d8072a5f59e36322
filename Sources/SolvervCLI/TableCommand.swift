import CivilTime
import SolarAstronomy

/// `solverv table`: a row per local date with sunrise, sunset, solar noon,
/// day length and its change, and the three twilights (SPEC §7). Times are
/// RFC 3339 in the display zone, rounded to the second, empty when the
/// event does not happen that day.
///
///     $ solverv table --lat 59.91 --lon 10.75 --tz Europe/Oslo --from 2026-06-21 --days 1
enum TableCommand {
    static let columns = [
        "date", "sunrise", "sunset", "solar_noon", "daylight_s", "delta_s",
        "civil_dawn", "civil_dusk", "nautical_dawn", "nautical_dusk",
        "astronomical_dawn", "astronomical_dusk", "status",
    ]
    static let defaultDays = 7
    /// A century of rows is already more than any use; more is a typo.
    static let maximumDays = 36_600
    static let altitudes: [SunAltitude] = [.sunriseSunset, .civilTwilight, .nauticalTwilight, .astronomicalTwilight]

    static func run(_ run: Invocation) throws(Failure) -> String {
        let format = try run.outputFormat()
        let from = try run.date("from") ?? run.today
        let count = try dayCount(run, from: from)
        let last = from.adding(days: count - 1).year
        guard DeltaT.supportedYears.contains(last) else {
            throw Failure("the table would reach year \(last), outside \(DeltaT.supportedYears.lowerBound)–\(DeltaT.supportedYears.upperBound)")
        }
        let zone = run.place.zone
        let days = SolarDays(coordinates: run.place.coordinates, zone: zone, altitudes: altitudes, days: count + 2)
        var previous = days.day(from.adding(days: -1)).map { Int($0.daylight().rounded()) }
        var rows: [[Cell]] = []
        rows.reserveCapacity(count)
        for i in 0..<count {
            let date = from.adding(days: i)
            guard let day = days.day(date) else { continue }
            let daylight = Int(day.daylight().rounded())
            func time(_ t: Instant?) -> Cell {
                t.map { .time(Timestamp.stamp(unixSeconds: $0.unixSeconds, in: zone)) } ?? .empty
            }
            rows.append([
                .text(date.description),
                time(day.rising(.sunriseSunset)), time(day.setting(.sunriseSunset)), time(day.transit),
                .integer(daylight), previous.map { .integer(daylight - $0) } ?? .empty,
                time(day.rising(.civilTwilight)), time(day.setting(.civilTwilight)),
                time(day.rising(.nauticalTwilight)), time(day.setting(.nauticalTwilight)),
                time(day.rising(.astronomicalTwilight)), time(day.setting(.astronomicalTwilight)),
                .text(day.status().rawValue),
            ])
            previous = daylight
        }
        return try Table(columns: columns, rows: rows).render(format)
    }

    /// `--days N` or `--to DATE` (inclusive), not both; a week by default.
    static func dayCount(_ run: Invocation, from: CivilDate) throws(Failure) -> Int {
        let daysText = run.options.values["days"]
        if let to = try run.date("to") {
            guard daysText == nil else { throw Failure("give --to or --days, not both") }
            guard from <= to else { throw Failure("--from \(from) is after --to \(to)") }
            let n = to.daysSinceEpoch - from.daysSinceEpoch + 1
            guard n <= maximumDays else { throw Failure("--from … --to spans \(n) days; at most \(maximumDays)") }
            return n
        }
        guard let text = daysText else { return defaultDays }
        guard let n = Number.integer(text, in: Int.min...Int.max) else {
            throw Failure("--days: '\(text)' is not a whole number")
        }
        guard (1...maximumDays).contains(n) else {
            throw Failure("--days must be between 1 and \(maximumDays) (got \(n))")
        }
        return n
    }
}
