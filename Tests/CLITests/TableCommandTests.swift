import Foundation
import TestSupport
import XCTest

/// `solverv table` end to end, against the JPL fixtures, at the places and
/// dates where bar tools usually go wrong.
final class TableCommandTests: XCTestCase {
    struct Case {
        let place: String
        let from: String
        let days: Int
    }

    /// DST transition days (London, Sydney, Lord Howe's half hour, Santiago's
    /// midnight jump, Chatham), the date line (Apia, Kiritimati), a zone far
    /// from solar time (Kashgar), sunsets after midnight (Reykjavík, Fairbanks),
    /// and polar transitions (Tromsø, Longyearbyen, McMurdo).
    static let cases = [
        Case(place: "london", from: "2025-03-29", days: 3), Case(place: "london", from: "2025-10-25", days: 3),
        Case(place: "sydney", from: "2025-04-05", days: 3), Case(place: "lord_howe", from: "2025-10-04", days: 3),
        Case(place: "santiago", from: "2025-09-06", days: 3), Case(place: "chatham", from: "2025-09-27", days: 3),
        Case(place: "apia", from: "2025-01-01", days: 9), Case(place: "kiritimati", from: "2025-06-21", days: 9),
        Case(place: "kashgar", from: "2025-06-21", days: 5), Case(place: "reykjavik", from: "2025-06-18", days: 7),
        Case(place: "fairbanks", from: "2025-06-18", days: 7), Case(place: "tromso", from: "2025-05-15", days: 10),
        Case(place: "tromso", from: "2025-11-22", days: 10), Case(place: "longyearbyen", from: "2025-04-15", days: 8),
        Case(place: "mcmurdo", from: "2025-02-18", days: 8),
    ]

    func testTableAgainstJPL() throws {
        var days: [String: [String: String]] = [:]
        for row in Fixtures.csv("sun_days.csv") { days["\(row["place"]!)|\(row["date"]!)"] = row }
        var events: [String: String] = [:]
        for row in Fixtures.csv("sun_events.csv") {
            events["\(row["place"]!)|\(row["date"]!)|\(row["threshold_deg"]!)|\(row["direction"]!)"] = row["ut1_jd"]
        }
        let columns: [(String, String, String)] = [
            ("sunrise", "-0.8333", "rising"), ("sunset", "-0.8333", "setting"),
            ("civil_dawn", "-6", "rising"), ("civil_dusk", "-6", "setting"),
            ("nautical_dawn", "-12", "rising"), ("nautical_dusk", "-12", "setting"),
            ("astronomical_dawn", "-18", "rising"), ("astronomical_dusk", "-18", "setting"),
        ]
        var stats = ErrorStatistics()
        var checkedDays = 0
        for c in Self.cases {
            let sample = try XCTUnwrap(days.values.first { $0["place"] == c.place }, c.place)
            let r = try SolvervBinary.run(["table", "--lat", sample["lat"]!, "--lon", sample["lon"]!, "--tz", sample["zone"]!,
                                           "--from", c.from, "--days", String(c.days)])
            XCTAssertEqual(r.status, 0, r.stderr)
            let lines = r.stdout.split(separator: "\n").map(String.init)
            let header = lines[0].split(separator: ",").map(String.init)
            XCTAssertEqual(lines.count, c.days + 1)
            var previousDaylight: Int?
            for line in lines.dropFirst() {
                let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                let row = Dictionary(uniqueKeysWithValues: zip(header, cells))
                let date = row["date"]!
                let daylight = try XCTUnwrap(Int(row["daylight_s"]!))
                if let p = previousDaylight { XCTAssertEqual(Int(row["delta_s"]!), daylight - p, line) }
                previousDaylight = daylight
                guard let reference = days["\(c.place)|\(date)"] else { continue }
                checkedDays += 1
                let noon = try XCTUnwrap(EventsCommandTests.instant(row["solar_noon"]!), line)
                stats.add(noon - Self.unix(reference["transit_ut1_jd"]!))
                XCTAssertEqual(String(row["solar_noon"]!.prefix(10)), date, "noon falls on its date: \(line)")
                for (column, threshold, direction) in columns {
                    let jpl = events["\(c.place)|\(date)|\(threshold)|\(direction)"]
                    let text = row[column]!
                    XCTAssertEqual(text.isEmpty, (jpl ?? "").isEmpty, "\(c.place) \(date) \(column): '\(text)' vs JPL '\(jpl ?? "")'")
                    guard let jpl, !jpl.isEmpty, let t = EventsCommandTests.instant(text) else { continue }
                    stats.add(t - Self.unix(jpl))
                }
                let status = row["status"]!
                XCTAssertTrue(["normal", "polar_day", "polar_night"].contains(status), line)
                if status == "polar_day" { XCTAssertEqual(daylight, 86_400) }
                if status == "polar_night" { XCTAssertEqual(daylight, 0) }
            }
        }
        print("table CLI against JPL: \(checkedDays) days, time error (s) \(stats)")
        XCTAssertGreaterThan(checkedDays, 60)
        XCTAssertLessThanOrEqual(stats.max, 1)
    }

    func testSunsetAfterMidnightBelongsToThePreviousDate() throws {
        // Reykjavík, 2025-06-21: the Sun sets after local midnight.
        let r = try SolvervBinary.run(["table", "--lat", "64.1466", "--lon", "-21.9426", "--tz", "Atlantic/Reykjavik",
                                       "--from", "2025-06-21", "--days", "1"])
        let row = r.stdout.split(separator: "\n")[1].split(separator: ",", omittingEmptySubsequences: false)
        XCTAssertEqual(row[0], "2025-06-21")
        XCTAssertTrue(row[2].hasPrefix("2025-06-22T00:"), String(row[2]))
    }

    func testDaylightChangeIgnoresTheClockChange() throws {
        // London, 2026-03-29: the clocks jump an hour; the day grows by minutes, not by an hour.
        let r = try SolvervBinary.run(["table", "--lat", "51.5074", "--lon", "-0.1278", "--tz", "Europe/London",
                                       "--from", "2026-03-29", "--days", "1", "--output", "json"])
        let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        let delta = try XCTUnwrap(rows.first?["delta_s"] as? Int)
        XCTAssertTrue((200...260).contains(delta), "delta_s \(delta)")
        XCTAssertTrue((rows.first?["sunrise"] as? String)?.hasSuffix("+01:00") ?? false)
        XCTAssertEqual(rows.first?.count, 13)
    }

    /// A date the zone skipped has no row, and the next row's change is
    /// against the last day that happened; every other date has one.
    func testSkippedAndTransitlessDates() throws {
        let apia = try SolvervBinary.run(["table", "--lat", "-13.83", "--lon", "-171.77", "--tz", "Pacific/Apia",
                                          "--from", "2011-12-29", "--days", "3"])
        let dates = apia.stdout.split(separator: "\n").dropFirst().map { $0.prefix(10) }
        XCTAssertEqual(dates, ["2011-12-29", "2011-12-31"])
        // Greenwich shown in Auckland time: noon falls near midnight, and a
        // date without a transit still gets a row.
        let far = try SolvervBinary.run(["table", "--lat", "51.48", "--lon", "0", "--tz", "Pacific/Auckland",
                                         "--from", "2026-06-08", "--days", "10"])
        XCTAssertEqual(far.stdout.split(separator: "\n").count, 11)
    }

    static func unix(_ jd: String) -> Double { (Double(jd)! - 2_440_587.5) * 86_400 }
}
