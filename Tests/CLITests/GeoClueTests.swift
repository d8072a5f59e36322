import Foundation
import TestSupport
import XCTest

/// `--location auto` and `solverv locate` end to end (SPEC §5, issue 36),
/// against a stand-in GeoClue 2 on a private system bus (PrivateSystemBus):
/// the mock's place with its nearest city and zone; a denied, missing or
/// silent GeoClue and a bus that cannot be reached, each stated with its
/// fix; hostile locations; the saved file (mode 0600, rounded, its time)
/// and what a one-shot line reads (that file only); `--forget`.
final class GeoClueTests: XCTestCase {
    static let now = ["--now", "2026-11-22T12:00:00Z"]
    var state = ""

    override func setUpWithError() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon") else {
            throw XCTSkip("dbus-daemon is not installed (apt-get install dbus-daemon)")
        }
        state = NSTemporaryDirectory() + "solverv-state-" + UUID().uuidString.prefix(8)
        addTeardownBlock { [state] in try? FileManager.default.removeItem(atPath: state) }
    }

    /// The environment of a run: this test's state directory, the bus, a zone.
    func env(_ bus: PrivateSystemBus?, _ more: [String: String] = [:]) -> [String: String] {
        var e = ["XDG_STATE_HOME": state, "TZ": "Europe/Oslo"]
        e["DBUS_SYSTEM_BUS_ADDRESS"] = bus?.address ?? "unix:path=/nonexistent/solverv-test-bus"
        for (k, v) in more { e[k] = v }
        return e
    }

    var savedFile: String { state + "/solverv/location" }

    func saved() -> String? { try? String(contentsOfFile: savedFile, encoding: .utf8) }

    /// The snapshot's location and notice of a one-shot `--location auto` line.
    func snapshot(_ environment: [String: String], _ more: [String] = [], now: String = "2026-11-22T12:00:00Z") throws -> (location: [String: Any], notice: String?) {
        let r = try SolvervBinary.run(["--location", "auto", "--format", "json", "--now", now] + more, environment: environment)
        XCTAssertEqual(r.status, 0, r.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], r.stdout)
        return (try XCTUnwrap(object["location"] as? [String: Any]), object["notice"] as? String)
    }

    // MARK: solverv locate

    func testLocateSavesTheMocksPlaceRoundedWithItsCityAndZone() throws {
        let bus = try PrivateSystemBus()
        let geoClue = try bus.geoClue("granted", latitude: "59.9139", longitude: "10.7522", accuracy: "40", description: "WiFi")
        let r = try SolvervBinary.run(["locate"], environment: env(bus))
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(geoClue.wait(for: "started solverv 4"), "DesktopId solverv, RequestedAccuracyLevel 4 (city), then Start")
        XCTAssertTrue(r.stdout.hasPrefix("59.91° N, 10.75° E (0 km from Oslo, Oslo, NO)\n"), r.stdout)
        XCTAssertTrue(r.stdout.contains("time zone: Europe/Oslo\naccuracy: 40 m (WiFi)\nlocated: just now\nsaved in \(savedFile)\n"), r.stdout)
        // Only the rounded place and its time, in a file of ours alone.
        let text = try XCTUnwrap(saved())
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        XCTAssertEqual(lines.prefix(2), ["latitude 59.91", "longitude 10.75"])
        let time = try XCTUnwrap(Double(lines[2].dropFirst(5)), text)
        XCTAssertEqual(time, Date().timeIntervalSince1970, accuracy: 60)
        XCTAssertFalse(text.contains("WiFi"), "GeoClue's description is never saved")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: savedFile)[.posixPermissions] as? Int, 0o600)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: state + "/solverv")[.posixPermissions] as? Int, 0o700)

        // The one-shot lines read it: the nearest city, its zone, GeoClue as the source, the age.
        let (location, notice) = try snapshot(env(nil, ["TZ": "UTC"]), now: Self.iso(Date()))
        XCTAssertEqual(location["name"] as? String, "Oslo")
        XCTAssertEqual(location["zone"] as? String, "Europe/Oslo")
        XCTAssertEqual(location["source"] as? String, "geoclue")
        XCTAssertEqual(location["lat"] as? Double, 59.91)
        XCTAssertEqual(location["match"] as? String, "nearest")
        XCTAssertLessThan(try XCTUnwrap(location["age_s"] as? Int), 120)
        XCTAssertNil(notice)
        // In a bar on another zone's clock, the indicator says whose.
        let waybar = try SolvervBinary.run(["--location", "auto", "--format", "waybar"] + Self.now, environment: env(nil, ["TZ": "UTC"]))
        XCTAssertTrue(waybar.stdout.contains("(Oslo time)"), waybar.stdout)

        // --forget removes it, and says so; a second time, that there was none.
        let forget = try SolvervBinary.run(["locate", "--forget"], environment: env(nil))
        XCTAssertEqual(forget.stdout, "forgot the saved location: \(savedFile) removed\n")
        XCTAssertNil(saved())
        let again = try SolvervBinary.run(["locate", "--forget"], environment: env(nil))
        XCTAssertEqual(again.status, 0)
        XCTAssertEqual(again.stdout, "no saved location to forget (\(savedFile))\n")
    }

    /// The config's `"location": "auto"` asks for the same; flags still win.
    func testConfigAutoReadsTheSavedPlaceAndFlagsWin() throws {
        try write("# a comment\nlatitude 38.72\nlongitude -9.14\ntime \(Int(Date().timeIntervalSince1970))\n", to: savedFile)
        let config = state + "/config.json"
        try #"{"location": "auto", "default": "home", "places": {"home": {"lat": 59.91, "lon": 10.75, "name": "Home"}}}"#
            .write(toFile: config, atomically: true, encoding: .utf8)
        let (location, _) = try snapshot(env(nil), ["--config", config], now: Self.iso(Date()))
        XCTAssertEqual(location["zone"] as? String, "Europe/Lisbon")
        XCTAssertEqual(location["source"] as? String, "geoclue")
        let r = try SolvervBinary.run(["--config", config, "--lat", "1", "--lon", "2", "--format", "json"] + Self.now, environment: env(nil))
        XCTAssertTrue(r.stdout.contains(#""source":"explicit""#), r.stdout)
        try #"{"location": "home"}"#.write(toFile: config, atomically: true, encoding: .utf8)
        let refused = try SolvervBinary.run(["--config", config, "--format", "plain"], environment: env(nil))
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains(#"location: 'home' is not auto"#), refused.stderr)
    }

    // MARK: No place from GeoClue: the fallback, and the notice

    func testNoSavedPlaceFallsBackWithTheNoticeToRunLocate() throws {
        let advice = "--location auto has no saved place yet: run solverv locate, or name a place with --location NAME"
        // The zone's city, in bars (status 0, the notice on stderr and in the tooltip) and in plain (status 0).
        let (location, notice) = try snapshot(env(nil))
        XCTAssertEqual(location["name"] as? String, "Oslo")
        XCTAssertEqual(location["source"] as? String, "timezone")
        XCTAssertEqual(notice, advice)
        for format in ["tmux", "waybar", "polybar", "i3bar"] {
            let r = try SolvervBinary.run(["--location", "auto", "--format", format] + Self.now, environment: env(nil))
            XCTAssertEqual(r.status, 0, format)
            XCTAssertTrue(r.stderr.contains(advice), "\(format): \(r.stderr)")
        }
        let plain = try SolvervBinary.run(["--location", "auto", "--format", "plain"] + Self.now, environment: env(nil))
        XCTAssertEqual(plain.status, 0)
        XCTAssertTrue(plain.stdout.contains("(\(advice))"), plain.stdout)
        let medium = try SolvervBinary.run(["--location", "auto", "--format", "polybar"] + Self.now, environment: env(nil))
        XCTAssertTrue(medium.stdout.contains("(not located)"), medium.stdout)
        // The config's place before the zone's city; Greenwich last.
        let config = state + "/config.json"
        try write(#"{"default": "home", "places": {"home": {"lat": 61.1, "lon": 10.5, "name": "Cabin"}}}"#, to: config)
        XCTAssertEqual(try snapshot(env(nil), ["--config", config]).location["name"] as? String, "Cabin")
        let greenwich = try snapshot(env(nil, ["TZ": "UTC"]))
        XCTAssertEqual(greenwich.location["source"] as? String, "fallback")
        // One sentence: not the fallback's own advice beside it (issue 41).
        XCTAssertEqual(greenwich.notice, advice)
        // A file that is not a saved place is not read as one.
        try write("latitude nan\nlongitude 10\ntime 1\n", to: savedFile)
        XCTAssertTrue(try snapshot(env(nil)).notice?.contains("is not a saved location; run solverv locate") == true)
    }

    /// In a real bar: a tmux status line with `--location auto` shows the
    /// place `solverv locate` saved from the stand-in GeoClue, on its clock.
    func testATmuxLineShowsThePlaceLocateSaved() throws {
        guard RealBar.executable("tmux") != nil else { throw XCTSkip("tmux is not installed") }
        let bus = try PrivateSystemBus()
        let geoClue = try bus.geoClue("granted", latitude: "38.7223", longitude: "-9.1393")
        XCTAssertEqual(try SolvervBinary.run(["locate"], environment: env(bus)).status, 0)
        let command = RealBar.shellWord(SolvervBinary.path) + " sunlight --location auto --format tmux --size medium"
        let line = try RealTmux.statusLine(running: command, until: { $0.contains("time)") }, environment: env(nil))
        XCTAssertTrue(line.plain.hasSuffix("(Lisbon time)"), line.plain)
        _ = geoClue
    }

    /// `report` and `table` take GeoClue's place as the line does, also beside another place.
    func testReportAndTableReadTheSavedPlace() throws {
        try write("latitude 69.65\nlongitude 18.96\ntime \(Int(Date().timeIntervalSince1970))\n", to: savedFile)
        let report = try SolvervBinary.run(["report", "--location", "auto", "--location", "Lisbon"] + Self.now, environment: env(nil))
        XCTAssertEqual(report.status, 0, report.stderr)
        XCTAssertTrue(report.stdout.contains("Tromsø") && report.stdout.contains("Lisbon"), report.stdout)
        let table = try SolvervBinary.run(["table", "--location", "auto", "--days", "1", "--from", "2026-06-21"] + Self.now, environment: env(nil))
        XCTAssertEqual(table.status, 0, table.stderr)
        XCTAssertTrue(table.stdout.contains(",polar_day"), "Tromsø in June: \(table.stdout)")
    }

    func testAWeekOldPlaceIsUsedWithANotice() throws {
        let now = try XCTUnwrap(ISO8601DateFormatter().date(from: "2026-11-22T12:00:00Z")).timeIntervalSince1970
        try write("latitude 59.91\nlongitude 10.75\ntime \(Int(now) - 8 * 86_400 - 60)\n", to: savedFile)
        let (location, notice) = try snapshot(env(nil))
        XCTAssertEqual(location["source"] as? String, "geoclue")
        XCTAssertEqual(location["age_s"] as? Int, 8 * 86_400 + 60)
        XCTAssertEqual(notice, "--location auto: the place from GeoClue is 8 days old; run solverv locate")
        try write("latitude 59.91\nlongitude 10.75\ntime \(Int(now) - 6 * 86_400)\n", to: savedFile)
        XCTAssertNil(try snapshot(env(nil)).notice)
    }

    /// A one-shot line never waits on D-Bus: it opens the saved file and
    /// makes no socket at all, GeoClue or not.
    func testOneShotAutoLineReadsOnlyTheFile() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/strace") else { throw XCTSkip("strace is not installed") }
        try write("latitude 59.91\nlongitude 10.75\ntime \(Int(Date().timeIntervalSince1970))\n", to: savedFile)
        let log = state + "/strace.log"
        let r = try SolvervBinary.run(["-f", "-e", "trace=%network,openat,open", "-o", log, SolvervBinary.path,
                                       "--location", "auto", "--format", "tmux"],
                                      environment: env(nil), executable: "/usr/bin/strace")
        XCTAssertEqual(r.status, 0, r.stderr)
        let calls = try String(contentsOfFile: log, encoding: .utf8)
        XCTAssertTrue(calls.contains("\(savedFile)\", O_RDONLY"), calls)
        XCTAssertFalse(calls.contains("socket(") || calls.contains("connect("), calls)
    }

    // MARK: GeoClue failures, for locate

    func testLocateStatesEachFailureAndSavesNothing() throws {
        let bus = try PrivateSystemBus()
        func locate(_ environment: [String: String]) throws -> (BinaryResult, Double) {
            let start = Date()
            let r = try SolvervBinary.run(["locate"], environment: environment)
            return (r, Date().timeIntervalSince(start))
        }
        // No GeoClue on the bus.
        var (r, took) = try locate(env(bus))
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "solverv: GeoClue is not on the system D-Bus: install it (Debian: apt install geoclue-2.0) and turn location services on\n")
        XCTAssertLessThan(took, 2)
        // Denied: GeoClue's reason, and the two lines for geoclue.conf.
        do {
            let denied = try bus.geoClue("denied")
            (r, took) = try locate(env(bus))
            XCTAssertEqual(r.status, 1)
            XCTAssertTrue(r.stderr.contains("GeoClue denied the location ('solverv' disallowed, no agent for UID 1000): add [solverv] allowed=true system=false users= to /etc/geoclue/geoclue.conf"), r.stderr)
            XCTAssertLessThan(took, 2)
            _ = denied
        }
        // Silent: the answer limit, 5 s.
        do {
            let silent = try bus.geoClue("silent")
            (r, took) = try locate(env(bus))
            XCTAssertEqual(r.status, 1)
            XCTAssertTrue(r.stderr.contains("GeoClue gave no location within 5 s"), r.stderr)
            XCTAssertGreaterThan(took, 4.9)
            XCTAssertLessThan(took, 6.5)
            _ = silent
        }
        // No bus at all; and a bus address that is no unix socket.
        (r, _) = try locate(env(nil))
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("the system D-Bus cannot be reached"), r.stderr)
        (r, _) = try locate(env(nil, ["DBUS_SYSTEM_BUS_ADDRESS": "tcp:host=localhost,port=1"]))
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("DBUS_SYSTEM_BUS_ADDRESS is tcp:host=localhost,port=1, not a unix: socket"), r.stderr)
        XCTAssertNil(saved(), "nothing is saved when GeoClue gives no place")
    }

    func testHostileLocationsAreNoPlace() throws {
        let bus = try PrivateSystemBus()
        for (lat, lon, accuracy, fault) in [("nan", "10", "40", "latitude NaN"), ("1000", "10", "40", "latitude 1000"),
                                             ("10", "-1000", "40", "longitude -1000"), ("59.9", "10.7", "10000000", "accuracy 10000 km"),
                                             ("59.9", "10.7", "inf", "accuracy inf")] {
            let geoClue = try bus.geoClue("granted", latitude: lat, longitude: lon, accuracy: accuracy)
            let r = try SolvervBinary.run(["locate"], environment: env(bus))
            XCTAssertEqual(r.status, 1, fault)
            XCTAssertEqual(r.stderr, "solverv: GeoClue gave a location that is no place (\(fault)), and it is not used\n")
            XCTAssertNil(saved(), fault)
            _ = geoClue
        }
        // GeoClue's description is outside text: no escape reaches the terminal.
        let geoClue = try bus.geoClue("granted", description: "Wi\\x1b]0;owned\\x07Fi\\u202e")
        let r = try SolvervBinary.run(["locate"], environment: env(bus))
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("accuracy: 40 m (Wi]0;ownedFi)\n"), r.stdout)
        XCTAssertFalse(r.stdout.unicodeScalars.contains { $0.value == 0x1b || $0.value == 0x07 || $0.value == 0x202e })
        _ = geoClue
    }

    /// The static release binary carries no glibc NSS, which libdbus-1.a
    /// would have linked in (Sources/CDBusStaticLink): it loads no shared
    /// library to look up a user or a host. (A dynamic debug binary has
    /// none of glibc inside either.)
    func testTheBinaryCarriesNoNSS() throws {
        let binary = try Data(contentsOf: URL(fileURLWithPath: SolvervBinary.path))
        XCTAssertNil(binary.range(of: Data("/etc/nsswitch.conf".utf8)))
        XCTAssertNil(binary.range(of: Data("libnss_files.so".utf8)))
    }

    // MARK: Helpers

    func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    static func iso(_ date: Date) -> String { ISO8601DateFormatter().string(from: date) }
}
