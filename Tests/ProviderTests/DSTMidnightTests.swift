import CivilTime
import SolarAstronomy
import SolvervContracts
@testable import SolvervProviders
import TestSupport
import XCTest

/// `dst` where clocks change near local midnight (issue 23, item 9): where
/// they go back across it (Newfoundland at 00:01 until 2010, Goose Bay,
/// Moncton, Phoenix 1944, Guam 1969, Casey 2010) the date begins twice, and
/// the line said "in -1 days", missed a change 30 s away, or showed
/// nothing. The expected answers are Python zoneinfo's
/// (`scripts/dst-midnight-fixtures.py`), never Solverv's.
final class DSTMidnightTests: XCTestCase {
    /// The issue's three cases, end to end. Each change is 30 s away: today's,
    /// dated as the tz database dates it (the old clock's date).
    func testTheIssuesCases() throws {
        let cases: [(args: [String], headline: String, clocks: String)] = [
            // St. John's: 00:01 NDT on Sunday 25 October 1992 → 23:01 NST on the 24th.
            (["--tz", "America/St_Johns", "--lat", "47.56", "--lon", "-52.71", "--now", "1992-10-25T02:30:30Z"],
             "⏰ Clocks go back 1h today at 00:01", "Sun 25 Oct 1992, 00:01 → 23:01 (UTC−02:30 → UTC−03:30)"),
            // Guam: 00:01 (+11) on Sunday 26 January 1969 → 23:01 (+10) on the 25th.
            (["--tz", "Pacific/Guam", "--lat", "13.47", "--lon", "144.75", "--now", "1969-01-25T13:00:30Z"],
             "⏰ Clocks go back 1h today at 00:01", "Sun 26 Jan 1969, 00:01 → 23:01 (UTC+11:00 → UTC+10:00)"),
            // Casey: 02:00 (+11) on Friday 5 March 2010 → 23:00 (+8) on the 4th.
            (["--tz", "Antarctica/Casey", "--lat", "-66.28", "--lon", "110.52", "--now", "2010-03-04T14:59:30Z"],
             "⏰ Clocks go back 3h today at 02:00", "Fri 5 Mar 2010, 02:00 → 23:00 (UTC+11:00 → UTC+08:00)"),
        ]
        for c in cases {
            let r = try SolvervBinary.run(["dst", "--size", "large"] + c.args)
            XCTAssertEqual(r.status, 0, r.stderr)
            let lines = r.stdout.split(separator: "\n").map(String.init)
            XCTAssertEqual(lines.first, c.headline, r.stdout)
            XCTAssertEqual(lines.dropFirst().first, c.clocks, r.stdout)
            let json = try SolvervBinary.run(["dst", "--format", "json"] + c.args).stdout
            XCTAssertTrue(json.contains("\"days\":0,"), json)
        }
    }

    /// Seconds after the change, and in the repeated hour after it: still
    /// today's, in the past tense (Guam, 13:01:30 and 13:59 UTC).
    func testAfterTheChangeItIsStillToday() throws {
        for now in ["1969-01-25T13:01:30Z", "1969-01-25T13:59:00Z", "1969-01-25T14:00:30Z"] {
            let r = try SolvervBinary.run(["dst", "--tz", "Pacific/Guam", "--lat", "13.47", "--lon", "144.75", "--now", now])
            XCTAssertTrue(r.stdout.hasPrefix("Clocks went back 1h today at 00:01"), "\(now): \(r.stdout)")
        }
    }

    /// Every change of 1900–2025 within half an hour of local midnight (or
    /// across it), in every zone of the tz database: 30 s before, 30 s after
    /// and 2 h after each, the change shown, its date and the days until it.
    func testEveryMidnightChangeInTheDatabase() throws {
        let rows = Fixtures.csv("dst_midnight_changes.csv")
        XCTAssertGreaterThan(rows.count, 10_000, "the fixture was not found")
        var zones: [String: Zone] = [:]
        var failures: [String] = []
        let place = try XCTUnwrap(Coordinates(latitude: 45, longitude: 0))
        for row in rows {
            let name = try XCTUnwrap(row["zone"])
            guard let zone = zones[name] ?? (try? Zone(named: name)) else { failures.append("\(name): not in this tz database"); continue }
            zones[name] = zone
            let now = try XCTUnwrap(row["now"].flatMap(Double.init))
            let r = DSTProvider().report(ProviderContext(coordinates: place, zone: zone, now: now, wantsLarge: false))
            func integer(_ name: String) -> Int? { if case .integer(let i)? = r.fact(name)?.value { return i } else { return nil } }
            let at = try XCTUnwrap(row["at"].flatMap(Double.init)), before = try XCTUnwrap(row["before"].flatMap(Int.init))
            let label = "\(name) at \(Timestamp.utc(unixSeconds: now))"
            var wrong: [String] = []
            if r.fact("utc")?.text != Timestamp.utc(unixSeconds: at) { wrong.append("change \(r.fact("utc")?.text ?? "none"), not \(Timestamp.utc(unixSeconds: at))") }
            if integer("offset_change_s") != (row["after"].flatMap(Int.init) ?? 0) - before { wrong.append("offset change") }
            if r.fact("date")?.text != row["date"] { wrong.append("date \(r.fact("date")?.text ?? ""), not \(row["date"] ?? "")") }
            if integer("days") != row["days"].flatMap(Int.init) { wrong.append("days \(integer("days") ?? -99), not \(row["days"] ?? "")") }
            if (integer("days") ?? -1) < 0 { wrong.append("negative days") }
            if r.fact("from_time")?.text != DSTProvider.clock(Int64(at) + Int64(before)) { wrong.append("from_time") }
            if !wrong.isEmpty { failures.append("\(label): " + wrong.joined(separator: "; ")) }
        }
        XCTAssertTrue(failures.isEmpty, "\(failures.count) of \(rows.count) wrong:\n" + failures.prefix(20).joined(separator: "\n"))
    }
}
