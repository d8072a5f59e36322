import Foundation
import TestSupport
import XCTest

/// `--elevation` and a config place's "elevation" (issue 45): the horizon's
/// dip (1.76′·√h) moves rise, set and the twilights, in the line and in
/// `table`, and the flag wins over the config. Accuracy: ElevationTests.
final class ElevationOptionTests: XCTestCase {
    static let denver = ["--lat", "39.7392", "--lon", "-104.9903", "--tz", "America/Denver", "--now", "2026-03-20T18:00:00Z"]
    static let template = ["--template", "{sunrise} {sunset} {civil_dawn} {daylight_s}"]

    func output(_ arguments: [String]) throws -> String {
        let r = try SolvervBinary.run(arguments)
        XCTAssertEqual(r.status, 0, r.stderr)
        return r.stdout
    }

    func testTheDipMovesRiseSetAndTwilights() throws {
        XCTAssertEqual(try output(["sunlight"] + Self.denver + Self.template),
                       "2026-03-20T07:03:09-06:00 2026-03-20T19:12:08-06:00 2026-03-20T06:36:16-06:00 43738\n")
        XCTAssertEqual(try output(["sunlight"] + Self.denver + Self.template + ["--elevation", "1609"]),
                       "2026-03-20T06:57:02-06:00 2026-03-20T19:18:15-06:00 2026-03-20T06:30:08-06:00 44473\n")
        // Below sea level there is no dip.
        XCTAssertEqual(try output(["sunlight"] + Self.denver + Self.template + ["--elevation", "-400"]),
                       try output(["sunlight"] + Self.denver + Self.template))
        let table = try output(["table", "--days", "1", "--elevation", "1609"] + Self.denver)
        XCTAssertTrue(table.contains("\n2026-03-20,2026-03-20T06:57:02-06:00,2026-03-20T19:18:15-06:00,"), table)
        // The Sun's own altitude stays the true one.
        XCTAssertEqual(try output(["sunlight", "--template", "{altitude}"] + Self.denver + ["--elevation", "1609"]),
                       try output(["sunlight", "--template", "{altitude}"] + Self.denver))
    }

    /// `wait` and `poll` stand where the line stands: the sunrise that
    /// `wait` waits for is the line's, and `poll` says day from it.
    func testWaitAndPollTakeTheHeight() throws {
        let at = ["--lat", "39.7392", "--lon", "-104.9903", "--tz", "America/Denver"]
        let wait = try output(["wait", "sunrise", "--print", "--elevation", "1609", "--now", "2026-03-20T06:00:00-06:00"] + at)
        XCTAssertEqual(wait, "2026-03-20T06:57:02-06:00 sunrise\n")
        // Between the two sunrises: day up there, night at sea level.
        let between = ["--now", "2026-03-20T07:00:00-06:00"] + at
        let up = try SolvervBinary.run(["poll", "--elevation", "1609"] + between)
        XCTAssertEqual([up.stdout, "\(up.status)"], ["day\n", "2"])
        let down = try SolvervBinary.run(["poll"] + between)
        XCTAssertEqual([down.stdout, "\(down.status)"], ["night\n", "3"])
    }

    func testTheConfigsElevationAndTheFlagOverIt() throws {
        let home = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("slv-elevation-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let path = home.appendingPathComponent("config.json").path
        try #"{"places": {"denver": {"lat": 39.7392, "lon": -104.9903, "elevation": 1609}}, "default": "denver"}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let args = ["sunlight", "--config", path, "--now", "2026-03-20T18:00:00Z", "--template", "{sunrise}"]
        XCTAssertEqual(try output(args), "2026-03-20T06:57:02-06:00\n")
        XCTAssertEqual(try output(args + ["--elevation", "0"]), "2026-03-20T07:03:09-06:00\n")
        try #"{"places": {"denver": {"lat": 39.7392, "lon": -104.9903, "elevation": 12000}}}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let bad = try SolvervBinary.run(args)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("places.denver.elevation: 12000 is not a height in metres from −500 to 9000"), bad.stderr)
    }

    func testBadHeightsAreRefused() throws {
        for value in ["9001", "high", "nan", "-501"] {
            let r = try SolvervBinary.run(["sunlight", "--elevation", value] + Self.denver)
            XCTAssertEqual(r.status, 2, value)
            XCTAssertTrue(r.stderr.contains("--elevation: '\(value)' is not a height in metres from −500 to 9000"), r.stderr)
        }
        // A bar gets an error block, and status 0 (SPEC §5).
        let bar = try SolvervBinary.run(["sunlight", "--elevation", "high", "--format", "waybar"] + Self.denver)
        XCTAssertEqual(bar.status, 0)
        XCTAssertTrue(bar.stdout.contains("error"), bar.stdout)
        let events = try SolvervBinary.run(["events", "--elevation", "100"])
        XCTAssertEqual(events.status, 2)
    }

    /// The JSON snapshot says which height the events are for; nothing at sea level.
    func testTheSnapshotCarriesTheElevation() throws {
        func location(_ extra: [String]) throws -> [String: Any] {
            let text = try output(["sunlight", "--format", "json"] + Self.denver + extra)
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            return try XCTUnwrap(object["location"] as? [String: Any])
        }
        XCTAssertEqual(try location(["--elevation", "1609"])["elevation_m"] as? Double, 1609)
        XCTAssertNil(try location([])["elevation_m"])
    }
}
