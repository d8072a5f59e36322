import Foundation
import TestSupport
import XCTest

/// `solverv wait moonrise|moonset` end to end (issue 45): the printed
/// instants against Skyfield + DE421 (`Tests/Fixtures/moon_rise_set.csv`),
/// a day without moonrise waiting for the next day's, and `--angle` refused.
final class MoonWaitTests: XCTestCase {
    static func iso(_ t: Double) -> String { ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: t)) }

    static func printed(_ event: String, now: Double, _ row: [String: String]) throws -> Double {
        let r = try SolvervBinary.run(["wait", event, "--print", "--now", iso(now), "--lat", row["lat"]!, "--lon", row["lon"]!, "--tz", row["zone"]!])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.hasSuffix(" \(event)\n"), r.stdout)
        return try XCTUnwrap(SunWaitProcessTests.instant(r.stdout), r.stdout + r.stderr)
    }

    /// A handful of places and dates, from the local day's start: the day's
    /// rise and set within 2 s (the line is rounded to the second).
    func testPrintAgainstSkyfield() throws {
        var checked = 0
        for (i, row) in Fixtures.csv("moon_rise_set.csv").enumerated() where i % 211 == 0 {
            guard let start = row["day_start_unix"].flatMap(Double.init) else { continue }
            for (event, key) in [("moonrise", "rise_unix"), ("moonset", "set_unix")] {
                guard let t = row[key].flatMap(Double.init), t > start + 1 else { continue }
                XCTAssertEqual(try Self.printed(event, now: start + 1, row), t, accuracy: 2, "\(event) \(row)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 12)
    }

    /// London on 9 January 2026 has no moonrise: the wait is for the next
    /// day's, early on 10 January, the same as from that day's start; the
    /// day's moonset is the fixture's.
    func testADayWithoutMoonriseWaitsForTheNextDays() throws {
        let row = try XCTUnwrap(Fixtures.csv("moon_rise_set.csv").first { $0["place"] == "london" && $0["date"] == "2026-01-09" })
        XCTAssertEqual(row["rise_unix"], "")
        let start = try XCTUnwrap(row["day_start_unix"].flatMap(Double.init)), end = try XCTUnwrap(row["day_end_unix"].flatMap(Double.init))
        let rise = try Self.printed("moonrise", now: start + 1, row)
        XCTAssertGreaterThan(rise, end)
        XCTAssertLessThan(rise, end + 3 * 3_600)
        XCTAssertEqual(try Self.printed("moonrise", now: end, row), rise)
        XCTAssertEqual(try Self.printed("moonset", now: start + 1, row), try XCTUnwrap(row["set_unix"].flatMap(Double.init)), accuracy: 2)
    }

    /// `--angle` is the Sun's: refused for the Moon's events, status 2, as for noon.
    func testAngleRefused() throws {
        for event in ["moonrise", "moonset"] {
            let r = try SolvervBinary.run(["wait", event, "--angle", "-4", "--print", "--lat", "51.5", "--lon", "0", "--tz", "Europe/London"])
            XCTAssertEqual(r.status, 2, r.stdout)
            XCTAssertTrue(r.stderr.contains("not to \(event)"), r.stderr)
            XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, r.stderr)
        }
    }
}
