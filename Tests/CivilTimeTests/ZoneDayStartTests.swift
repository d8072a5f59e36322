import CivilTime
import TestSupport
import XCTest

/// When a local date begins where clocks change near midnight (issue 23,
/// item 9). Where they go back across midnight the date begins twice, and
/// `startOfDay` is the first time: it picked either. The expected instants
/// are Python zoneinfo's (`scripts/dst-midnight-fixtures.py`), not ours.
final class ZoneDayStartTests: XCTestCase {
    /// The issue's three zones. Guam went back from 00:01 on 26 January
    /// 1969 (+11) to 23:01 on the 25th (+10), at 13:01 UTC: the 26th began
    /// at 13:00 UTC, and again at 14:00 UTC.
    func testTheIssuesZonesStartTheRepeatedDateTheFirstTime() throws {
        let guam = try Zone(named: "Pacific/Guam")
        let jan26 = try XCTUnwrap(CivilDate(year: 1969, month: 1, day: 26))
        XCTAssertEqual(guam.startOfDay(jan26), -29_415_600)  // 1969-01-25T13:00:00Z
        // In the repeated hour (23:30 on the 25th, second time) the next
        // midnight is the second one, not the first, which is past.
        XCTAssertEqual(guam.startOfNextDay(after: -29_413_800), -29_412_000)  // 13:30Z → 14:00Z
        XCTAssertEqual(guam.startOfNextDay(after: -29_415_660), -29_415_600)  // 12:59Z → 13:00Z
        // St. John's went back from 00:01 NDT on 25 October 1992 at 02:31 UTC:
        // the 25th began at 02:30 UTC (NDT) and again at 03:30 UTC (NST).
        let stJohns = try Zone(named: "America/St_Johns")
        XCTAssertEqual(stJohns.startOfDay(try XCTUnwrap(CivilDate(year: 1992, month: 10, day: 25))), 719_980_200)
        // Casey went back from 02:00 (+11) on 5 March 2010 to 23:00 (+8) on
        // the 4th, at 15:00 UTC: the 5th began at 13:00 UTC (+11), and again at 16:00 UTC (+8).
        let casey = try Zone(named: "Antarctica/Casey")
        XCTAssertEqual(casey.startOfDay(try XCTUnwrap(CivilDate(year: 2010, month: 3, day: 5))), 1_267_707_600)
    }

    /// Every date around every change of 1900–2025 that crosses or touches
    /// local midnight, in every zone: `startOfDay` is its first start, and
    /// from the second before each start the next midnight is that start.
    func testEveryDateAroundMidnightChangesInTheDatabase() throws {
        let rows = Fixtures.csv("dst_midnight_day_starts.csv")
        XCTAssertGreaterThan(rows.count, 10_000, "the fixture was not found")
        var zones: [String: Zone] = [:]
        var failures: [String] = [], twice = 0
        for row in rows {
            let name = try XCTUnwrap(row["zone"])
            guard let zone = zones[name] ?? (try? Zone(named: name)) else { failures.append("\(name): not in this tz database"); continue }
            zones[name] = zone
            let date = try XCTUnwrap(row["date"].flatMap { CivilDate(iso: Substring($0)) })
            let starts = (row["starts"] ?? "").split(separator: " ").compactMap { Int64($0) }
            guard let first = starts.first else { continue }
            if starts.count > 1 { twice += 1 }
            if zone.startOfDay(date) != first { failures.append("\(name) \(date): starts at \(zone.startOfDay(date)), not \(first)") }
            for s in starts where zone.date(at: s - 1) == date.adding(days: -1) {
                let next = zone.startOfNextDay(after: s - 1)
                if next != s { failures.append("\(name) \(date): the next midnight after \(s - 1) is \(next), not \(s)") }
            }
        }
        XCTAssertGreaterThan(twice, 50, "dates that begin twice")
        XCTAssertTrue(failures.isEmpty, "\(failures.count) wrong:\n" + failures.prefix(20).joined(separator: "\n"))
    }
}
