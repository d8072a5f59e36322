import Foundation
import TestSupport
import XCTest

/// The saved place of `--location auto` and GeoClue's words (issue 41):
/// a file whose time would overflow `now − time` is no saved place (item 2);
/// the zone and the nearest city are saved with the place and read back,
/// not looked up (item 8), and a place near the 180th meridian keeps its
/// zone; GeoClue's error text is cleaned on every path (item 5); and a
/// line without a saved place says what to do in one sentence (item 9).
final class GeoClueSavedPlaceTests: XCTestCase {
    static let now = ["--now", "2026-11-22T12:00:00Z"]
    var state = ""

    override func setUpWithError() throws {
        state = NSTemporaryDirectory() + "solverv-saved-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        addTeardownBlock { [state] in try? FileManager.default.removeItem(atPath: state) }
    }

    func env(_ bus: PrivateSystemBus? = nil, _ more: [String: String] = [:]) -> [String: String] {
        var e = ["XDG_STATE_HOME": state, "TZ": "Europe/Oslo",
                 "DBUS_SYSTEM_BUS_ADDRESS": bus?.address ?? "unix:path=/nonexistent/solverv-test-bus"]
        for (k, v) in more { e[k] = v }
        return e
    }

    var savedFile: String { state + "/solverv/location" }

    /// Writes the saved place's file, in a directory of mode 0700 as `solverv locate` makes it.
    func save(_ text: String) throws {
        try FileManager.default.createDirectory(atPath: state + "/solverv", withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        try text.write(toFile: savedFile, atomically: true, encoding: .utf8)
    }

    func snapshot(_ arguments: [String], _ environment: [String: String]) throws -> [String: Any] {
        let r = try SolvervBinary.run(arguments + ["--format", "json"] + Self.now, environment: environment)
        XCTAssertEqual(r.status, 0, r.stderr)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], r.stdout)
    }

    // MARK: Item 2

    /// `time -9223372036854775807` killed every auto line with SIGILL.
    func testATimeThatWouldOverflowIsNoSavedPlace() throws {
        for time in ["-9223372036854775807", "9223372036854775807", "253402300800"] {
            try save("latitude 59.91\nlongitude 10.75\ntime \(time)\n")
            for format in ["tmux", "waybar", "json", "plain"] {
                let r = try SolvervBinary.run(["--location", "auto", "--format", format] + Self.now, environment: env())
                XCTAssertEqual(r.status, 0, "\(time) \(format): \(r.stderr)")
                XCTAssertTrue(r.stderr.contains("\(savedFile) is not a saved location; run solverv locate"), r.stderr)
            }
            let bar = try LiveProcess(["countdown", "--location", "auto", "--format", "waybar", "--watch"] + Self.now, environment: env())
            XCTAssertNotNil(bar.line(), "\(time): the watching line draws")
            bar.signal(SIGTERM)
            XCTAssertEqual(bar.exit(), 0, bar.stderr())
        }
    }

    // MARK: Item 8

    /// What was saved is what the line shows: a city and zone the coordinates
    /// would not give prove they are read, not looked up; a zone the database
    /// lacks falls back to the one the place lies in.
    func testTheSavedCityAndZoneAreShown() throws {
        try save("latitude 59.91\nlongitude 10.75\ntime 1795780800\nzone Asia/Tokyo\ncity Testville\nlabel Testville, Nowhere, XX\ncountry XX\nregion Nowhere\n")
        let location = try XCTUnwrap(snapshot(["--location", "auto"], env())["location"] as? [String: Any])
        XCTAssertEqual(location["name"] as? String, "Testville")
        XCTAssertEqual(location["label"] as? String, "Testville, Nowhere, XX")
        XCTAssertEqual(location["country"] as? String, "XX")
        XCTAssertEqual(location["zone"] as? String, "Asia/Tokyo")
        XCTAssertEqual(location["match"] as? String, "nearest")
        // `--tz` still wins.
        let shifted = try XCTUnwrap(snapshot(["--location", "auto", "--tz", "UTC"], env())["location"] as? [String: Any])
        XCTAssertEqual(shifted["zone"] as? String, "UTC")
        for zone in ["Not/AZone", "../../../etc/passwd"] {
            try save("latitude 59.91\nlongitude 10.75\ntime 1795780800\nzone \(zone)\n")
            let other = try XCTUnwrap(snapshot(["--location", "auto"], env())["location"] as? [String: Any])
            XCTAssertEqual(other["zone"] as? String, "Europe/Oslo", zone)
            XCTAssertEqual(other["name"] as? String, "59.91,10.75", "a zone and no city: none within 100 km")
        }
    }

    /// `locate` and a watching line save the zone and the city; 179.996° E
    /// at sea keeps UTC+12, as `--lat/--lon` gives it.
    func testLocateAndWatchSaveTheZoneAndCity() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon") else { throw XCTSkip("dbus-daemon is not installed") }
        let bus = try PrivateSystemBus()
        do {
            let geoClue = try bus.geoClue("granted", latitude: "0.5", longitude: "179.996")
            let r = try SolvervBinary.run(["locate"], environment: env(bus))
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertTrue(r.stdout.contains("time zone: Etc/GMT-12\n"), r.stdout)
            let text = try String(contentsOfFile: savedFile, encoding: .utf8)
            XCTAssertTrue(text.contains("\nlongitude 179.99\n"), text)
            XCTAssertTrue(text.hasSuffix("\nzone Etc/GMT-12\n"), "at sea: a zone and no city: \(text)")
            let auto = try XCTUnwrap(snapshot(["--location", "auto"], env())["location"] as? [String: Any])
            let given = try XCTUnwrap(snapshot(["--lat", "0.5", "--lon", "179.996"], env())["location"] as? [String: Any])
            XCTAssertEqual(auto["zone"] as? String, given["zone"] as? String)
            XCTAssertEqual(auto["zone"] as? String, "Etc/GMT-12")
            _ = geoClue
        }
        // A watching line saves them too: here over a file of the older
        // version at the same place, saved again at once, in full.
        try save("latitude 38.72\nlongitude -9.14\ntime \(Int(Date().timeIntervalSince1970))\n")
        let geoClue = try bus.geoClue("granted", latitude: "38.7223", longitude: "-9.1393")
        let bar = try LiveProcess(["countdown", "--location", "auto", "--format", "waybar", "--watch"], environment: env(bus))
        addTeardownBlock { bar.signal(SIGKILL); _ = bar.exit(timeout: 2) }
        XCTAssertNotNil(bar.line())
        var text = ""
        for _ in 0..<30 where !text.contains("zone ") {
            usleep(100_000)
            text = (try? String(contentsOfFile: savedFile, encoding: .utf8)) ?? ""
        }
        XCTAssertTrue(text.contains("\nzone Europe/Lisbon\ncity ") && text.contains("\nlabel "), text)
        _ = geoClue
    }

    // MARK: Item 5

    /// GeoClue's own words, hostile: no bidi override, escape or line break
    /// reaches a watching line's stderr or its bar, nor `locate`'s stderr.
    func testGeoClueErrorTextIsCleanedOnEveryPath() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon") else { throw XCTSkip("dbus-daemon is not installed") }
        let bus = try PrivateSystemBus()
        let geoClue = try bus.geoClue("refusing", description: "no\\u202eagent\\x1b[31m\\u2066red\\nnext\\u0085line")
        func assertClean(_ text: String, _ what: String) {
            XCTAssertTrue(text.contains("GeoClue denied the location (noagent[31mred next line)"), "\(what): \(text)")
            XCTAssertFalse(text.unicodeScalars.contains { [0x202E, 0x2066, 0x1B, 0x85].contains($0.value) }, what)
        }
        let locate = try SolvervBinary.run(["locate"], environment: env(bus))
        XCTAssertEqual(locate.status, 1)
        assertClean(locate.stderr, "locate")
        XCTAssertEqual(locate.stderr.filter { $0 == "\n" }.count, 1, locate.stderr)
        let bar = try LiveProcess(["countdown", "--location", "auto", "--format", "waybar", "--watch"], environment: env(bus))
        addTeardownBlock { bar.signal(SIGKILL); _ = bar.exit(timeout: 2) }
        XCTAssertNotNil(bar.line())
        let line = try XCTUnwrap(bar.line(timeout: 3))
        assertClean(line, "the bar")
        bar.signal(SIGTERM)
        XCTAssertEqual(bar.exit(), 0)
        assertClean(bar.stderr(), "the watching line's stderr")
        _ = geoClue
    }

    // MARK: Item 9

    /// Without a saved place: one sentence that says what to do, on stderr
    /// and in the line, not the fallback's advice beside it.
    func testNoSavedPlaceIsOneSentence() throws {
        let advice = "--location auto has no saved place yet: run solverv locate, or name a place with --location NAME"
        for zone in ["UTC", "Europe/Oslo"] {
            let r = try SolvervBinary.run(["--location", "auto", "--format", "plain"] + Self.now, environment: env(nil, ["TZ": zone]))
            XCTAssertEqual(r.status, 0)
            XCTAssertEqual(r.stderr, "solverv: \(advice)\n", zone)
            XCTAssertTrue(r.stdout.hasSuffix("(\(advice))\n"), r.stdout)
            let json = try snapshot(["--location", "auto"], env(nil, ["TZ": zone]))
            XCTAssertEqual(json["notice"] as? String, advice, zone)
        }
        XCTAssertLessThan(advice.count, 100)
    }
}
