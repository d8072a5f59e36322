import Foundation
import TestSupport
import XCTest

/// `solverv moon` end to end: the JSON snapshot's moonrise and moonset
/// against Skyfield + DE421 (`Tests/Fixtures/moon_rise_set.csv`), and the
/// line in a bar.
final class MoonCommandTests: XCTestCase {
    func testRiseAndSetInTheSnapshotAgainstJPL() throws {
        // Every 40th fixture day: places on both sides of the date line, 1900–2050.
        let rows = Fixtures.csv("moon_rise_set.csv").enumerated().filter { $0.offset % 40 == 0 }.map(\.element)
        XCTAssertGreaterThan(rows.count, 50)
        var stats = ErrorStatistics()
        for row in rows {
            let start = try XCTUnwrap(Double(row["day_start_unix"] ?? ""))
            let now = Timestamp.iso(start + 12 * 3600)
            let r = try SolvervBinary.run(["moon", "--format", "json", "--lat", row["lat"] ?? "", "--lon", row["lon"] ?? "",
                                           "--tz", row["zone"] ?? "", "--now", now])
            XCTAssertEqual(r.status, 0, r.stderr)
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            let moon = try XCTUnwrap(json["moon"] as? [String: Any], r.stdout)
            for (key, column) in [("rise", "rise_unix"), ("set", "set_unix")] {
                let what = "\(row["place"] ?? "") \(row["date"] ?? "") \(key)"
                switch (Double(row[column] ?? ""), moon[key] as? String) {
                case let (reference?, text?):
                    stats.add(try XCTUnwrap(EventsCommandTests.instant(text), what) - reference)
                case (nil, nil):
                    XCTAssertTrue(moon[key] is NSNull, what)
                case let (reference, text):
                    XCTFail("\(what): JPL \(String(describing: reference)), solverv \(String(describing: text))")
                }
            }
        }
        print("moon CLI rise/set as printed (s): \(stats)")
        // Issue 44: p99 60 s, max 120 s; measured max 1.1 s before rounding to the second.
        XCTAssertLessThanOrEqual(stats.max, 2)
    }

    func testIlluminationAgeAndNextInTheSnapshot() throws {
        var stats = ErrorStatistics()
        for row in Fixtures.csv("moon_illumination.csv").enumerated().filter({ $0.offset % 100 == 0 }).map(\.element) {
            let unix = try XCTUnwrap(Double(row["ut1_unix"] ?? ""))
            let r = try SolvervBinary.run(["moon", "--format", "json", "--lat", "0", "--lon", "0", "--tz", "UTC",
                                           "--now", Timestamp.iso(unix.rounded())])
            XCTAssertEqual(r.status, 0, r.stderr)
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            let moon = try XCTUnwrap(json["moon"] as? [String: Any], r.stdout)
            let fraction = try XCTUnwrap(moon["illumination"] as? Double, r.stdout)
            stats.add((fraction - (Double(row["fraction"] ?? "") ?? .nan)) * 100)
            let age = try XCTUnwrap(moon["age_days"] as? Double, r.stdout)
            XCTAssertTrue((0..<29.9).contains(age), r.stdout)
            let next = try XCTUnwrap(moon["next"] as? [[String: String]], r.stdout)
            XCTAssertEqual(next.count, 4)
            XCTAssertTrue(next.allSatisfy { Set($0.keys) == ["event", "utc"] && $0["utc"]?.hasSuffix("Z") == true }, r.stdout)
        }
        print("moon CLI illumination (percentage points): \(stats)")
        // Issue 44: within 0.5 percentage points (the instant is rounded to the second).
        XCTAssertEqual(stats.count, 30)
        XCTAssertLessThanOrEqual(stats.max, 0.5)
    }

    func testTheLineInWaybarHasTheClass() throws {
        let r = try SolvervBinary.run(["moon", "--format", "waybar", "--lat", "51.5", "--lon", "-0.13", "--tz", "Europe/London",
                                       "--now", "2026-01-03T12:00:00Z"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], r.stdout)
        XCTAssertEqual(json["class"] as? [String], ["full"])
        XCTAssertEqual(json["alt"] as? String, "full_moon")
        XCTAssertTrue((json["text"] as? String)?.hasPrefix("🌕") ?? false, r.stdout)
    }

    /// i3status-rust: `Info` on the day of the full moon, `Idle` the day after.
    func testTheI3statusRustState() throws {
        for (now, state) in [("2026-01-03T12:00:00Z", "Info"), ("2026-01-04T12:00:00Z", "Idle")] {
            let r = try SolvervBinary.run(["moon", "--format", "i3status-rs", "--lat", "51.5", "--lon", "-0.13",
                                           "--tz", "Europe/London", "--now", now])
            XCTAssertEqual(r.status, 0, r.stderr)
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], r.stdout)
            XCTAssertEqual(json["state"] as? String, state, now)
        }
    }

    /// Each phase class has its colour: i3bar's `color` on the full moon's day.
    func testTheFullMoonsColourInI3bar() throws {
        let r = try SolvervBinary.run(["moon", "--format", "i3bar", "--once", "--lat", "51.5", "--lon", "-0.13",
                                       "--tz", "Europe/London", "--now", "2026-01-03T12:00:00Z"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("\"color\":\"#ffffd7\""), r.stdout)
    }
}

private enum Timestamp {
    /// RFC 3339 in UTC for `--now`, independently of the code under test.
    static func iso(_ unix: Double) -> String {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime]
        return f.string(from: Date(timeIntervalSince1970: unix))
    }
}
