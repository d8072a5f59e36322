import Foundation
import TestSupport
import XCTest

/// `solverv wait` and `solverv poll` end to end (issue 45): a real wait on
/// the real clock, the printed instants against JPL, the statuses, and
/// `poll` against the JSON snapshot.
final class SunWaitProcessTests: XCTestCase {
    static let greenwich = ["--lat", "51.4769", "--lon", "-0.0005", "--tz", "Europe/London"]

    static func instant(_ line: String) -> Double? {
        line.split(separator: " ").first.flatMap { ISO8601DateFormatter().date(from: String($0)) }?.timeIntervalSince1970
    }

    /// An event 2 s away (`--offset` from `--print`'s instant) ends the wait
    /// on time, within a second, and poll(2) is called once: the timer's
    /// wake, and none before it (strace counts the calls).
    func testAWaitTwoSecondsAwayEndsOnTime() throws {
        let printed = try SolvervBinary.run(["wait", "sunrise", "--print"] + Self.greenwich)
        XCTAssertEqual(printed.status, 0, printed.stderr)
        let sunrise = try XCTUnwrap(Self.instant(printed.stdout), printed.stdout)
        let start = Date().timeIntervalSince1970
        let offset = Int((start + 2).rounded()) - Int(sunrise)
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-wait-\(getpid()).strace").path
        defer { try? FileManager.default.removeItem(atPath: trace) }
        let r = try SolvervBinary.run(["-f", "-e", "trace=poll,ppoll", "-o", trace, SolvervBinary.path,
                                       "wait", "sunrise", "--offset", "\(offset)s"] + Self.greenwich, executable: "/usr/bin/strace")
        let end = Date().timeIntervalSince1970
        XCTAssertEqual(r.status, 0, r.stderr)
        let woke = try XCTUnwrap(Self.instant(r.stdout), r.stdout)
        XCTAssertTrue(r.stdout.hasSuffix(" sunrise offset=\(offset < 0 ? "" : "+")\(offset)s\n"), r.stdout)
        XCTAssertEqual(woke, start + 2, accuracy: 1, r.stdout)
        XCTAssertEqual(end, woke, accuracy: 1, "ended \(end - woke) s after the instant")
        XCTAssertGreaterThan(end - start, 1)
        let polls = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").filter { $0.contains("poll(") }
        XCTAssertEqual(polls.count, 1, polls.joined(separator: "\n"))
    }

    /// `--print` against JPL (DE421, Skyfield): London's −4° rising through
    /// `--angle`, its civil dusk with an offset, rounded to the second.
    func testPrintAgainstJPL() throws {
        let rows = SunEventTests.events.filter { $0["place"] == "london" && $0["date"]?.hasPrefix("2025-0") == true }
        var checked = 0
        for row in rows.prefix(40) where row["threshold_deg"] == "-4" || row["threshold_deg"] == "-6" {
            guard let jd = row["ut1_jd"].flatMap(Double.init) else { continue }
            let t = (jd - 2_440_587.5) * 86_400, rising = row["direction"] == "rising"
            let args = row["threshold_deg"] == "-4" ? [rising ? "sunrise" : "sunset", "--angle", "-4"] : [rising ? "civil-dawn" : "civil-dusk", "--offset", "+20m"]
            let offset = row["threshold_deg"] == "-4" ? 0.0 : 1_200
            let now = ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: t - 3_600))
            let r = try SolvervBinary.run(["wait"] + args + ["--print", "--now", now, "--lat", "51.5074", "--lon", "-0.1278", "--tz", "Europe/London"])
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertEqual(try XCTUnwrap(Self.instant(r.stdout), r.stdout), t + offset, accuracy: 1, "\(args) \(row)")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 10)
        // Altitudes no event has (the script's --angles): −8.5° and +10°, at Sydney.
        var angles = 0
        for row in Fixtures.csv("sun_angle_events.csv") where row["place"] == "sydney" && row["date"]?.hasPrefix("2025-0") == true
            && (row["threshold_deg"] == "-8.5" || row["threshold_deg"] == "10") {
            guard let jd = row["ut1_jd"].flatMap(Double.init), let angle = row["threshold_deg"] else { continue }
            let t = (jd - 2_440_587.5) * 86_400
            let now = ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: t - 3_600))
            let r = try SolvervBinary.run(["wait", row["direction"] == "rising" ? "sunrise" : "sunset", "--angle", angle, "--print", "--now", now,
                                           "--lat", "-33.8688", "--lon", "151.2093", "--tz", "Australia/Sydney"])
            XCTAssertEqual(try XCTUnwrap(Self.instant(r.stdout), r.stdout + r.stderr), t, accuracy: 1, "\(row)")
            angles += 1
        }
        XCTAssertGreaterThan(angles, 10)
    }

    /// `table --angle -4 --offset -90s`: two more columns after status,
    /// the fixtures' −4° rising and setting less 90 s, rounded to the
    /// second; JSON has the same keys; `--offset` alone is refused.
    func testTableAngleColumnsAgainstJPL() throws {
        var events: [String: Double] = [:]
        for row in SunEventTests.events where row["place"] == "tokyo" && row["threshold_deg"] == "6" {
            guard let jd = row["ut1_jd"].flatMap(Double.init), let date = row["date"], let direction = row["direction"] else { continue }
            events[date + direction] = (jd - 2_440_587.5) * 86_400
        }
        let dates = events.keys.filter { $0.hasPrefix("2025-") && $0.hasSuffix("rising") }.map { String($0.prefix(10)) }.sorted().prefix(4)
        XCTAssertEqual(dates.count, 4)
        var checked = 0
        for date in dates {
            let r = try SolvervBinary.run(["table", "--lat", "35.6762", "--lon", "139.6503", "--tz", "Asia/Tokyo", "--from", date, "--days", "1",
                                           "--angle", "6", "--offset", "-90s"])
            XCTAssertEqual(r.status, 0, r.stderr)
            let lines = r.stdout.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
            XCTAssertEqual(lines.first?.suffix(3), ["status", "angle_rise", "angle_set"])
            let row = Dictionary(uniqueKeysWithValues: zip(lines[0], lines[1]))
            for (column, direction) in [("angle_rise", "rising"), ("angle_set", "setting")] {
                let shown = try XCTUnwrap(ISO8601DateFormatter().date(from: row[column] ?? ""), "\(date) \(column)").timeIntervalSince1970
                XCTAssertEqual(shown, try XCTUnwrap(events[date + direction]) - 90, accuracy: 1, "\(date) \(column)")
                checked += 1
            }
        }
        XCTAssertEqual(checked, 8)
        let json = try SolvervBinary.run(["table", "--lat", "35.6762", "--lon", "139.6503", "--from", "2025-01-01", "--days", "1", "--angle", "6",
                                          "--output", "json"])
        XCTAssertTrue(json.stdout.contains(#""status":"normal","angle_rise":"2025-01-01T"#), json.stdout)
        let alone = try SolvervBinary.run(["table", "--lat", "35.6762", "--lon", "139.6503", "--offset", "20m"])
        XCTAssertEqual(alone.status, 2)
        XCTAssertTrue(alone.stderr.contains("--angle"), alone.stderr)
    }

    func testBadInputIsOneLineAndStatusTwo() throws {
        let cases: [[String]] = [
            ["wait"], ["wait", "sunsett"], ["wait", "moonrise", "--angle", "1"], ["wait", "sunset", "sunrise"], ["wait", "noon", "--angle", "-4"],
            ["wait", "sunrise", "--angle", "95"], ["wait", "sunset", "--offset", "20"], ["wait", "sunset", "--offset", "1h1h"],
            ["wait", "sunset", "--threshold", "civil"], ["poll", "--threshold", "dusk"], ["poll", "--offset", "+1m"],
            ["poll", "--lat", "91", "--lon", "0"], ["wait", "sunset", "--now", "yesterday"],
        ]
        for args in cases {
            let r = try SolvervBinary.run(args + (args.contains("--lat") ? [] : Self.greenwich))
            XCTAssertEqual(r.status, 2, "\(args): \(r.stdout)\(r.stderr)")
            XCTAssertEqual(r.stdout, "", "\(args)")
            XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, "\(args): \(r.stderr)")
        }
    }

    /// No sunrise above 40° at Longyearbyen: status 3 at once, never a wait.
    func testAnEventThatDoesNotHappenHasItsOwnStatus() throws {
        let r = try SolvervBinary.run(["wait", "sunrise", "--angle", "40", "--lat", "78.22", "--lon", "15.63"])
        XCTAssertEqual(r.status, 3, r.stderr)
        XCTAssertEqual(r.stdout, "")
        XCTAssertTrue(r.stderr.contains("no sunrise at this place within 370 days"), r.stderr)
        // A polar day's sunset is months away, and waited for.
        let later = try SolvervBinary.run(["wait", "sunset", "--print", "--now", "2026-06-01T00:00:00Z", "--lat", "78.22", "--lon", "15.63"])
        XCTAssertEqual(later.status, 0, later.stderr)
        XCTAssertTrue(later.stdout.hasPrefix("2026-08-2"), later.stdout)
    }

    /// `poll`: `day` and status 2, `night` and status 3, as sunwait's, and
    /// the same answer as the JSON snapshot's state.
    func testPollAgreesWithTheJSONState() throws {
        for hour in stride(from: 0, to: 24, by: 3) {
            for place in [Self.greenwich, ["--lat", "69.65", "--lon", "18.96"], ["--lat", "-33.87", "--lon", "151.21"]] {
                let now = ["--now", String(format: "2026-12-%02dT%02d:17:00Z", 1 + hour / 3, hour)]
                let poll = try SolvervBinary.run(["poll"] + now + place)
                let json = try SolvervBinary.run(["sunlight", "--format", "json"] + now + place)
                let snapshot = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
                let state = try XCTUnwrap((snapshot?["sunlight"] as? [String: Any])?["state"] as? String)
                let day = state == "day" || state == "polar_day"
                XCTAssertEqual(poll.stdout, day ? "day\n" : "night\n", "\(now) \(place) \(state)")
                XCTAssertEqual(poll.status, day ? 2 : 3)
            }
        }
        let civil = try SolvervBinary.run(["poll", "--threshold", "civil", "--now", "2026-11-29T16:00:00Z"] + Self.greenwich)
        XCTAssertEqual(civil.stdout, "day\n")
        let sunset = try SolvervBinary.run(["poll", "--now", "2026-11-29T16:00:00Z"] + Self.greenwich)
        XCTAssertEqual(sunset.stdout, "night\n")
        XCTAssertEqual(sunset.status, 3)
    }
}
