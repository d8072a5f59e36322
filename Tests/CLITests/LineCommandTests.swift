import Foundation
import TestSupport
import XCTest

/// `solverv` with no subcommand: one line, for the place the SPEC §5 order gives.
final class LineCommandTests: XCTestCase {
    func testSystemZoneGivesItsCity() throws {
        // Europe/Oslo's entry in zone1970.tab is Oslo: no Greenwich notice.
        let r = try SolvervBinary.run(["--now", "2026-11-22T12:00:00Z"], environment: ["TZ": "Europe/Oslo"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "Winter solstice in 29 days · 2h34m of sun left\n")
    }

    /// The system's zone is a place by `--location ZONE`'s rules (ZonePlace):
    /// a link's own place where its name names one, else Greenwich with a
    /// notice that says why; never its target's sun silently (issue 25).
    func testSystemZoneLinkNeverGivesAnotherPlacesSun() throws {
        func json(_ zone: String) throws -> [String: Any] {
            let r = try SolvervBinary.run(["--format", "json", "--now", "2026-11-25T16:50:00Z"], environment: ["TZ": zone])
            XCTAssertEqual(r.status, 0, r.stderr)
            return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        }
        // Antarctica/South_Pole keeps Auckland's clock; its place is the pole, with 24-hour sun.
        let pole = try SolvervBinary.run(["--now", "2026-11-25T16:50:00Z"], environment: ["TZ": "Antarctica/South_Pole"])
        XCTAssertEqual(pole.stdout, "Summer solstice in 26 days · sun up all day · sets in 117 days\n")
        let poleLocation = try XCTUnwrap(try json("Antarctica/South_Pole")["location"] as? [String: Any])
        XCTAssertEqual(poleLocation["lat"] as? Double, -90)
        XCTAssertEqual(poleLocation["label"] as? String, "South Pole, AQ")
        // Asia/Calcutta names Kolkata, in full.
        let kolkata = try XCTUnwrap(try json("Asia/Calcutta")["location"] as? [String: Any])
        XCTAssertEqual(kolkata["label"] as? String, "Kolkata, West Bengal, IN")
        XCTAssertEqual(try XCTUnwrap(kolkata["lon"] as? Double), 88.36, accuracy: 0.3)
        // Atlantic/Jan_Mayen (Berlin's clock) and US/Eastern (New York's) name
        // no place: Greenwich, and the line says why.
        for (zone, target) in [("Atlantic/Jan_Mayen", "Europe/Berlin"), ("US/Eastern", "America/New_York")] {
            let line = try SolvervBinary.run(["--now", "2026-11-25T16:50:00Z"], environment: ["TZ": zone])
            XCTAssertTrue(line.stdout.contains("using Greenwich"), line.stdout)
            XCTAssertTrue(line.stdout.contains("the system time zone '\(zone)' has no place of its own (it is a link to \(target)"), line.stdout)
            let snapshot = try json(zone)
            let location = try XCTUnwrap(snapshot["location"] as? [String: Any])
            XCTAssertEqual(location["name"] as? String, "Greenwich")
            XCTAssertEqual(location["source"] as? String, "fallback")
            XCTAssertTrue((snapshot["notice"] as? String)?.contains(target) == true, "\(snapshot)")
        }
        // One listed under its own name keeps it: Arctic/Longyearbyen.
        let lyr = try SolvervBinary.run(["--format", "json", "--now", "2026-11-22T12:00:00Z"], environment: ["TZ": "Arctic/Longyearbyen"])
        XCTAssertTrue(lyr.stdout.contains(#""name":"Longyearbyen""#), lyr.stdout)
    }

    func testEnvironmentBeatsTheSystemZoneAndFlagsBeatBoth() throws {
        let env = ["TZ": "Europe/Oslo", "SOLVERV_LAT": "-33.87", "SOLVERV_LON": "151.21", "SOLVERV_TZ": "Australia/Sydney"]
        let sydney = try SolvervBinary.run(["countdown", "--now", "2026-11-22T12:00:00Z"], environment: env)
        // 23:00 in Sydney on 22 November; the solstice is at 07:50 on 22 December there.
        // Sydney's zone is not the system's (Oslo): the line says whose time it shows.
        XCTAssertEqual(sydney.stdout, "Summer solstice in 30 days (Sydney time)\n", "the December solstice is summer in the south")
        // Explicit coordinates drop the environment's place and its zone: Oslo, in its own zone (the system's).
        let oslo = try SolvervBinary.run(["countdown", "--lat", "59.91", "--lon", "10.75", "--now", "2026-11-22T12:00:00Z"], environment: env)
        XCTAssertEqual(oslo.stdout, "Winter solstice in 29 days\n")
    }

    /// SOLVERV_TZ is the zone of SOLVERV_LAT/LON's place only (SPEC §5),
    /// and a bad one is an error whenever it is set.
    func testSolvervTZBelongsToTheEnvironmentsPlace() throws {
        let at = ["countdown", "--format", "json", "--now", "2026-11-22T12:00:00Z"]
        func zone(_ r: BinaryResult) -> String? {
            r.stdout.firstRange(of: #""zone":""#).map { String(r.stdout[$0.upperBound...].prefix { $0 != "\"" }) }
        }
        // With the flags' place: the zone it lies in, not SOLVERV_TZ (1° N
        // 1° E is at sea in the Gulf of Guinea).
        let flags = try SolvervBinary.run(at + ["--lat", "1", "--lon", "1"], environment: ["TZ": "Europe/Oslo", "SOLVERV_TZ": "Asia/Tokyo"])
        XCTAssertEqual(zone(flags), "Etc/GMT", flags.stdout)
        // With the system zone's place: its own zone.
        let system = try SolvervBinary.run(at, environment: ["TZ": "Europe/Oslo", "SOLVERV_TZ": "Asia/Tokyo"])
        XCTAssertEqual(zone(system), "Europe/Oslo", system.stdout)
        // With SOLVERV_LAT/LON: SOLVERV_TZ.
        let env = try SolvervBinary.run(at, environment: ["TZ": "Europe/Oslo", "SOLVERV_LAT": "35.68", "SOLVERV_LON": "139.69",
                                                          "SOLVERV_TZ": "Asia/Tokyo"])
        XCTAssertEqual(zone(env), "Asia/Tokyo", env.stdout)
        // SOLVERV_LAT/LON without SOLVERV_TZ: the zone they lie in, as for the flags.
        let own = try SolvervBinary.run(at, environment: ["TZ": "Europe/Oslo", "SOLVERV_LAT": "-33.87", "SOLVERV_LON": "151.21"])
        XCTAssertEqual(zone(own), "Australia/Sydney", own.stdout)
        // A bad SOLVERV_TZ is an error even where it would not be used.
        let bad = try SolvervBinary.run(["--lat", "1", "--lon", "1"], environment: ["SOLVERV_TZ": "Bad/Zone"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.hasPrefix("solverv: SOLVERV_TZ: unknown time zone 'Bad/Zone'"), bad.stderr)
        for (args, env) in [(["--tz", "Asia/Tokyo"], [String: String]()), ([], ["SOLVERV_LAT": "1", "SOLVERV_LON": "1"]),
                            (["--lat", "1", "--lon", "1", "--tz", "UTC"], [:])] {
            let r = try SolvervBinary.run(args + ["--now", "2026-11-22T12:00:00Z"], environment: env.merging(["SOLVERV_TZ": "Bad/Zone"]) { $1 })
            XCTAssertEqual(r.status, 2, "\(args) \(env)")
            XCTAssertTrue(r.stderr.hasPrefix("solverv: SOLVERV_TZ: unknown time zone 'Bad/Zone'"), r.stderr)
        }
        // In a bar's format: an error block, status 0.
        let bar = try SolvervBinary.run(["--format", "tmux", "--lat", "1", "--lon", "1"], environment: ["SOLVERV_TZ": "Bad/Zone"])
        XCTAssertEqual(bar.status, 0)
        XCTAssertTrue(bar.stderr.hasPrefix("solverv: SOLVERV_TZ: unknown time zone 'Bad/Zone'"), bar.stderr)
        XCTAssertTrue(bar.stdout.contains("SOLVERV_TZ"), bar.stdout)
    }

    func testStatesOfTheSun() throws {
        func line(_ lat: String, _ lon: String, _ zone: String, _ now: String) throws -> String {
            try SolvervBinary.run(["sunlight", "--lat", lat, "--lon", lon, "--now", now], environment: ["TZ": zone]).stdout
        }
        // Longyearbyen: the first sunset after the polar day is at 00:28 on
        // 25 August 2026, 65 calendar days after 21 June; the count is in days
        // of the calendar, and one is "1 day".
        XCTAssertEqual(try line("78.22", "15.63", "Arctic/Longyearbyen", "2026-06-21T12:00:00Z"), "sun up all day · sets in 65 days\n")
        XCTAssertTrue(try line("78.22", "15.63", "Arctic/Longyearbyen", "2026-12-21T12:00:00Z").hasPrefix("no sunrise · sun returns in "))
        XCTAssertEqual(try line("78.22", "15.63", "Arctic/Longyearbyen", "2027-02-15T12:00:00Z"), "no sunrise · sun returns in 1 day\n")
        // The day the polar day begins: a sunrise and no sunset; the light left runs to August.
        XCTAssertEqual(try line("78.22", "15.63", "Arctic/Longyearbyen", "2026-04-18T18:00:00Z"), "sun up · sets in 129 days\n")
        // Apia skipped 30 December 2011: just after that midnight the next sunrise is still found.
        XCTAssertEqual(try line("-13.83", "-171.76", "Pacific/Apia", "2011-12-30T10:30:00Z"), "Today: sunrise 07:01 · 12h56m of daylight\n")
        XCTAssertTrue(try line("59.91", "10.75", "Europe/Oslo", "2026-11-22T05:00:00Z").hasPrefix("sunrise in "))
        XCTAssertTrue(try line("59.91", "10.75", "Europe/Oslo", "2026-11-22T20:00:00Z").hasPrefix("Tomorrow: sunrise 08:"))
        // Reykjavík at 00:01 on 22 June 2025: yesterday's sunset (00:03:59, JPL) has not happened yet.
        XCTAssertEqual(try line("64.1466", "-21.9426", "Atlantic/Reykjavik", "2025-06-22T00:01:00Z"), "2m of sun left\n")
    }

    func testTheEventDayReadsToday() throws {
        let r = try SolvervBinary.run(["countdown", "--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo",
                                       "--now", "2026-12-21T23:00:00Z"], environment: ["TZ": "Europe/Oslo"])
        // Midnight in Oslo: the solstice (21:50 on the 21st) is past.
        XCTAssertEqual(r.stdout, "Spring equinox in 88 days\n")
        let today = try SolvervBinary.run(["countdown", "--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo",
                                           "--now", "2026-12-21T22:30:00Z"], environment: ["TZ": "Europe/Oslo"])
        XCTAssertEqual(today.stdout, "Winter solstice today at 21:50\n")
    }
}
