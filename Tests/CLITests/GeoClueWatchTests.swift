import Foundation
import TestSupport
import XCTest

/// A watching line with `--location auto` follows the laptop (SPEC §5, §6;
/// issue 36): GeoClue's connection in the same poll as the timer, a move of
/// more than 5 km drawn at once in the new place's zone and saved, GeoClue
/// leaving and returning on the bus followed without a restart, and a
/// denied, missing or silent GeoClue stated within 5 s while the line
/// shows the next place of the order. The line is the countdown, whose text
/// changes only at midnight: every line seen here came from GeoClue.
final class GeoClueWatchTests: XCTestCase {
    var state = ""

    override func setUpWithError() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon") else {
            throw XCTSkip("dbus-daemon is not installed (apt-get install dbus-daemon)")
        }
        state = NSTemporaryDirectory() + "solverv-state-" + UUID().uuidString.prefix(8)
        addTeardownBlock { [state] in try? FileManager.default.removeItem(atPath: state) }
    }

    func start(_ bus: PrivateSystemBus, _ more: [String] = [], executable: String? = nil,
               prefix: [String] = []) throws -> LiveProcess {
        let process = try LiveProcess(prefix + ["countdown", "--location", "auto", "--format", "waybar", "--watch"] + more,
                                      environment: ["XDG_STATE_HOME": state, "TZ": "Europe/Oslo",
                                                    "DBUS_SYSTEM_BUS_ADDRESS": bus.address],
                                      executable: executable)
        addTeardownBlock { process.signal(SIGKILL); _ = process.exit(timeout: 2) }
        return process
    }

    /// A waybar line's text and tooltip.
    func waybar(_ line: String?, file: StaticString = #filePath, lineNumber: UInt = #line) throws -> (text: String, tooltip: String) {
        let json = try XCTUnwrap(line, "no line came", file: file, line: lineNumber)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], json, file: file, line: lineNumber)
        return (object["text"] as? String ?? "", object["tooltip"] as? String ?? "")
    }

    func saved() -> String? { try? String(contentsOfFile: state + "/solverv/location", encoding: .utf8) }

    func testTheLineFollowsGeoClueFromOsloToLisbonAndBack() throws {
        let bus = try PrivateSystemBus()
        let geoClue = try bus.geoClue("granted", latitude: "59.9139", longitude: "10.7522")
        let bar = try start(bus)
        // At once, before GeoClue answers: the zone's city, saying it asks.
        let first = try waybar(bar.line())
        XCTAssertTrue(first.tooltip.hasSuffix("--location auto: asking GeoClue for the place"), first.tooltip)
        let oslo = try waybar(bar.line(timeout: 2))
        XCTAssertTrue(oslo.tooltip.hasSuffix("Oslo, Oslo, NO"), "GeoClue's place, named by its nearest city: \(oslo.tooltip)")
        XCTAssertTrue(saved()?.contains("latitude 59.91\nlongitude 10.75\n") == true, saved() ?? "nothing saved")

        // Lisbon: drawn within a second, on Lisbon's clock, and saved.
        let moved = Date()
        geoClue.move(38.7223, -9.1393)
        let lisbon = try waybar(bar.line(timeout: 1))
        XCTAssertLessThan(Date().timeIntervalSince(moved), 1)
        XCTAssertTrue(lisbon.tooltip.hasSuffix("(Lisbon time)"), lisbon.tooltip)
        XCTAssertTrue(lisbon.tooltip.contains("Lisboa, PT"), lisbon.tooltip)
        XCTAssertTrue(saved()?.contains("latitude 38.72\nlongitude -9.14\n") == true, saved() ?? "nothing saved")

        // 2 km on is the same place: nothing drawn, nothing saved.
        let before = saved()
        geoClue.move(38.74, -9.14)
        XCTAssertNil(bar.line(timeout: 0.7), "a move of 2 km is no news")
        XCTAssertEqual(saved(), before)

        // GeoClue leaves the bus: the line keeps Lisbon and says so; it comes back and is followed.
        geoClue.leave()
        let left = try waybar(bar.line(timeout: 2))
        XCTAssertTrue(left.tooltip.contains("(Lisbon time)") && left.tooltip.hasSuffix("GeoClue left the system D-Bus; the line follows it again when it returns"),
                      left.tooltip)
        geoClue.comeBack()
        XCTAssertTrue(geoClue.wait(for: "started solverv 4"), "asked again on its return")
        let back = try waybar(bar.line(timeout: 2))
        XCTAssertTrue(back.tooltip.hasSuffix("(Lisbon time)"), back.tooltip)
        geoClue.move(59.9139, 10.7522)
        let home = try waybar(bar.line(timeout: 1))
        XCTAssertTrue(home.tooltip.hasSuffix("Oslo, Oslo, NO"), "home again, on the system's clock: \(home.tooltip)")
        bar.signal(SIGTERM)
        XCTAssertEqual(bar.exit(), 0)
    }

    /// Between GeoClue's updates nothing wakes the line: after the place is
    /// drawn, poll is not called again until the next change (a midnight).
    func testNoWakeBetweenUpdates() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/strace") else { throw XCTSkip("strace is not installed") }
        let bus = try PrivateSystemBus()
        let geoClue = try bus.geoClue("granted")
        let log = state + "-strace.log"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: log) }
        let bar = try start(bus, executable: "/usr/bin/strace", prefix: ["-e", "trace=poll,ppoll", "-o", log, SolvervBinary.path])
        XCTAssertNotNil(bar.line())
        XCTAssertNotNil(bar.line(timeout: 2), "GeoClue's place")
        usleep(300_000)
        func polls() -> Int {
            ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").components(separatedBy: "poll(").count - 1
        }
        let settled = polls()
        usleep(2_000_000)
        XCTAssertEqual(polls(), settled, "no wake in 2 s without news")
        geoClue.move(38.7223, -9.1393)
        XCTAssertNotNil(bar.line(timeout: 1))
    }

    /// A denied, missing or silent GeoClue: within 5 s the line says why and
    /// how to fix it (the tooltip, and stderr), showing the config's place;
    /// the process goes on.
    func testFailuresFallBackWithinFiveSecondsWithTheNotice() throws {
        let bus = try PrivateSystemBus()
        let config = state + "/config.json"
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        try #"{"default": "cabin", "places": {"cabin": {"lat": 61.1, "lon": 10.5, "name": "Cabin"}}}"#
            .write(toFile: config, atomically: true, encoding: .utf8)
        for (mode, notice) in [(nil, "GeoClue is not on the system D-Bus: install it"),
                               ("denied", "disallowed, no agent for UID 1000): add [solverv] allowed=true system=false users= to /etc/geoclue/geoclue.conf"),
                               ("silent", "GeoClue gave no location within 5 s")] {
            let geoClue = try mode.map { try bus.geoClue($0) }
            let started = Date()
            let bar = try start(bus, ["--config", config])
            var line = try waybar(bar.line())
            if line.tooltip.hasSuffix("asking GeoClue for the place") { line = try waybar(bar.line(timeout: 6)) }
            XCTAssertLessThan(Date().timeIntervalSince(started), 5.9, mode ?? "none")
            XCTAssertTrue(line.tooltip.contains(notice), "\(mode ?? "none"): \(line.tooltip)")
            XCTAssertNil(bar.exit(timeout: 0.1), "the line runs on")
            bar.signal(SIGTERM)
            XCTAssertEqual(bar.exit(), 0)
            XCTAssertTrue(bar.stderr().contains(notice), "said on stderr too")
            _ = geoClue
        }
    }

    /// A hostile location is no place: the line keeps what it had and says why.
    func testHostileLocationIsNotShown() throws {
        let bus = try PrivateSystemBus()
        let geoClue = try bus.geoClue("granted", latitude: "nan")
        let bar = try start(bus)
        _ = bar.line()
        let line = try waybar(bar.line(timeout: 2))
        XCTAssertTrue(line.tooltip.contains("GeoClue gave a location that is no place (latitude NaN), and it is not used"), line.tooltip)
        geoClue.move(59.9139, 10.7522, accuracy: 10_000_000)
        let far = try waybar(bar.line(timeout: 1))
        XCTAssertTrue(far.tooltip.contains("(accuracy 10000 km)"), far.tooltip)
        XCTAssertNil(saved())
    }
}
