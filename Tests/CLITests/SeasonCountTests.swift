import Foundation
import TestSupport
import XCTest

/// `--seasons` and the config's "seasons" (issue 45): the countdown to the
/// meteorological seasons, named for the hemisphere, and to the eight
/// points with the cross-quarter days; `events --seasons cross-quarter`.
final class SeasonCountTests: XCTestCase {
    static let oslo = ["countdown", "--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo"]
    static let sydney = ["countdown", "--lat", "-33.87", "--lon", "151.21", "--tz", "Australia/Sydney"]

    func line(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let r = try SolvervBinary.run(arguments + ["--format", "plain"], environment: environment)
        XCTAssertEqual(r.status, 0, r.stderr)
        return r.stdout
    }

    func testMeteorologicalSeasonsFollowTheHemisphere() throws {
        let template = ["--template", "{name} · {neutral_name} · {event} · {days} · {local} · {previous_event} · {season}"]
        XCTAssertEqual(try line(Self.oslo + ["--now", "2026-11-29T12:00:00Z", "--seasons", "meteorological"] + template),
                       "Start of winter · 1 Dec · december_1 · 2 · 2026-12-01T00:00:00+01:00 · september_1 · winter\n")
        XCTAssertEqual(try line(Self.sydney + ["--now", "2026-11-29T01:00:00Z", "--seasons", "meteorological"] + template),
                       "Start of summer · 1 Dec · december_1 · 2 · 2026-12-01T00:00:00+11:00 · september_1 · summer\n")
        // On the day itself, all day: "today".
        XCTAssertEqual(try line(Self.oslo + ["--now", "2027-03-01T22:00:00Z", "--seasons", "meteorological", "--template", "{name} {when}"]),
                       "Start of spring today at 00:00\n")
        // Astronomical, the default, is as before.
        XCTAssertEqual(try line(Self.oslo + ["--now", "2026-11-29T12:00:00Z", "--seasons", "astronomical", "--template", "{event} {days}"]),
                       "december_solstice 22\n")
    }

    func testCrossQuarterDaysAmongTheEvents() throws {
        let template = ["--template", "{name} · {event} · {days} · {utc} · {previous_event} · {season}"]
        XCTAssertEqual(try line(Self.oslo + ["--now", "2027-01-20T12:00:00Z", "--seasons", "cross-quarter"] + template),
                       "February cross-quarter day · february_cross_quarter · 15 · 2027-02-04T01:46:18Z · december_solstice · winter\n")
        XCTAssertEqual(try line(Self.sydney + ["--now", "2027-01-20T12:00:00Z", "--seasons", "cross-quarter"] + template),
                       "February cross-quarter day · february_cross_quarter · 15 · 2027-02-04T01:46:18Z · december_solstice · summer\n")
        let german = ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8"]
        XCTAssertEqual(try line(Self.oslo + ["--now", "2027-01-20T12:00:00Z", "--seasons", "cross-quarter", "--template", "{name}"],
                                environment: german), "Jahreszeitenmitte im Februar\n")
        // The large size lists the two events after it.
        let large = try line(Self.oslo + ["--now", "2027-01-20T12:00:00Z", "--seasons", "cross-quarter", "--size", "large"])
        XCTAssertTrue(large.contains("Then: Spring equinox 20 Mar · May cross-quarter day 5 May\n"), large)
    }

    func testEventsListsTheCrossQuarterDaysInOrder() throws {
        let r = try SolvervBinary.run(["events", "--from", "2026", "--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo",
                                       "--seasons", "cross-quarter"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout.split(separator: "\n").map { $0.split(separator: ",")[1] }, [
            "event", "february_cross_quarter", "march_equinox", "may_cross_quarter", "june_solstice", "august_cross_quarter",
            "september_equinox", "november_cross_quarter", "december_solstice",
        ])
        XCTAssertTrue(r.stdout.contains("2026,february_cross_quarter,2026-02-03T20:02:08Z,2026-02-03T21:02:08+01:00,69.1\n"), r.stdout)
        // Without the option, the four (SPEC §7).
        let plain = try SolvervBinary.run(["events", "--from", "2026", "--lat", "59.91", "--lon", "10.75"])
        XCTAssertEqual(plain.stdout.split(separator: "\n").count, 5)
    }

    func testBadValuesAreRefused() throws {
        let bad = try SolvervBinary.run(Self.oslo + ["--seasons", "meteorologic"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--seasons: 'meteorologic' is not one of astronomical, meteorological, cross-quarter"), bad.stderr)
        let events = try SolvervBinary.run(["events", "--seasons", "meteorological"])
        XCTAssertEqual(events.status, 2)
        XCTAssertTrue(events.stderr.contains("events lists the Sun's events"), events.stderr)
    }

    func testTheConfigKeyAndTheFlagOverIt() throws {
        let home = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("slv-seasons-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let path = home.appendingPathComponent("config.json").path
        try #"{"seasons": "meteorological"}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let args = Self.oslo + ["--now", "2026-11-29T12:00:00Z", "--config", path, "--template", "{event}"]
        XCTAssertEqual(try line(args), "december_1\n")
        XCTAssertEqual(try line(args + ["--seasons", "astronomical"]), "december_solstice\n")
        try #"{"seasons": "metric"}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let bad = try SolvervBinary.run(args)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("'metric' is not one of astronomical, meteorological, cross-quarter"), bad.stderr)
    }
}
