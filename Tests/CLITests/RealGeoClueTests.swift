import Foundation
import TestSupport
import XCTest

/// `solverv locate` and `--location auto` against the real GeoClue 2
/// (issue 40), as sway and i3 users run it: Debian's daemon with its demo
/// agent, on a private system bus, finding the place through its Wi-Fi
/// source from a local stand-in of the location web service (RealGeoClue).
/// What the real daemon cannot be made to do (a NaN, an agent's refusal,
/// silence) stays with the stand-in GeoClue (GeoClueTests, GeoClueWatchTests).
///
/// GeoClue 2.6 answers a client that asks for a city's accuracy (level 4,
/// what Solverv asks) from Wi-Fi with the place moved 1 or 2 km north or
/// south and 3 km added to the accuracy; a client that asks for more gets
/// the web service's own answer. So a place 5 km accurate reads "8 km".
final class RealGeoClueTests: XCTestCase {
    static let oslo = (latitude: 59.9139, longitude: 10.7522)
    static let lisbon = (latitude: 38.7223, longitude: -9.1393)
    var geoClue: RealGeoClue?
    var state = ""

    override func setUpWithError() throws {
        if let reason = RealGeoClue.unavailable() { throw XCTSkip(reason) }
        state = NSTemporaryDirectory() + "solverv-state-" + UUID().uuidString.prefix(8)
    }

    /// The daemon, its agent, the web service and the bus end here, whatever the test did.
    override func tearDown() {
        geoClue?.shutDown()
        geoClue = nil
        if !state.isEmpty { try? FileManager.default.removeItem(atPath: state) }
    }

    /// The real GeoClue, started, with the web service answering `place`.
    func realGeoClue(_ place: (latitude: Double, longitude: Double), apps: String = RealGeoClue.allowed) throws -> RealGeoClue {
        let geoClue = try RealGeoClue(latitude: place.latitude, longitude: place.longitude, apps: apps)
        self.geoClue = geoClue
        try geoClue.start()
        return geoClue
    }

    func env(_ geoClue: RealGeoClue) -> [String: String] {
        ["XDG_STATE_HOME": state, "TZ": "Europe/Oslo", "DBUS_SYSTEM_BUS_ADDRESS": geoClue.bus.address]
    }

    var savedFile: String { state + "/solverv/location" }

    /// The saved place's latitude and longitude, whatever else the file holds.
    func saved() -> (latitude: Double, longitude: Double)? {
        guard let text = try? String(contentsOfFile: savedFile, encoding: .utf8) else { return nil }
        func number(_ key: String) -> Double? {
            text.split(separator: "\n").lazy.compactMap { line -> Double? in
                let words = line.split(separator: " ")
                return words.count == 2 && words[0] == key ? Double(words[1]) : nil
            }.first
        }
        guard let latitude = number("latitude"), let longitude = number("longitude") else { return nil }
        return (latitude, longitude)
    }

    /// Within GeoClue's 2 km and the file's rounding to 0.01°.
    func assertNear(_ found: (latitude: Double, longitude: Double)?, _ place: (latitude: Double, longitude: Double),
                    file: StaticString = #filePath, line: UInt = #line) {
        guard let found else { return XCTFail("no place saved", file: file, line: line) }
        XCTAssertEqual(found.latitude, place.latitude, accuracy: 0.03, file: file, line: line)
        XCTAssertEqual(found.longitude, place.longitude, accuracy: 0.01, file: file, line: line)
    }

    // MARK: solverv locate, and the one-shot line

    func testLocateSavesGeoCluesPlaceAndAOneShotLineReadsOnlyTheFile() throws {
        let geoClue = try realGeoClue(Self.oslo)
        let r = try SolvervBinary.run(["locate"], environment: env(geoClue))
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertGreaterThan(geoClue.asked(), 0, "GeoClue asked the web service")
        XCTAssertTrue(r.stdout.contains(" km from Oslo, Oslo, NO)\ntime zone: Europe/Oslo\n"), r.stdout)
        // A city's accuracy was asked for, and no more: GeoClue moved the place and said so.
        XCTAssertTrue(r.stdout.contains("accuracy: 8 km\n"), "GeoClue's city accuracy (5 km + 3 km): \(r.stdout)")
        XCTAssertTrue(r.stdout.contains("saved in \(savedFile)\n"), r.stdout)
        let place = try XCTUnwrap(saved(), "the saved place")
        assertNear(place, Self.oslo)

        // A one-shot line shows it, and opens no socket (strace): GeoClue runs, and is not asked.
        let log = state + "/strace.log"
        let line = try SolvervBinary.run(["-f", "-e", "trace=%network", "-o", log, SolvervBinary.path,
                                          "--location", "auto", "--format", "json"],
                                         environment: env(geoClue), executable: "/usr/bin/strace")
        let calls = try String(contentsOfFile: log, encoding: .utf8)
        XCTAssertFalse(calls.contains("socket(") || calls.contains("connect("), calls)
        try assertShowsTheSavedPlace(line, place)
        XCTAssertEqual(geoClue.asked(), 0, "the line did not make GeoClue ask")

        // With GeoClue gone, the same.
        geoClue.stop()
        try assertShowsTheSavedPlace(SolvervBinary.run(["--location", "auto", "--format", "json"], environment: env(geoClue)), place)
    }

    /// A JSON line's place is the one saved from GeoClue, named by its city.
    func assertShowsTheSavedPlace(_ line: BinaryResult, _ place: (latitude: Double, longitude: Double),
                                  file: StaticString = #filePath, lineNumber: UInt = #line) throws {
        XCTAssertEqual(line.status, 0, line.stderr, file: file, line: lineNumber)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.stdout.utf8)) as? [String: Any], line.stdout,
                                   file: file, line: lineNumber)
        let location = try XCTUnwrap(object["location"] as? [String: Any], line.stdout, file: file, line: lineNumber)
        XCTAssertEqual(location["source"] as? String, "geoclue", line.stdout, file: file, line: lineNumber)
        XCTAssertEqual(location["name"] as? String, "Oslo", line.stdout, file: file, line: lineNumber)
        XCTAssertEqual(location["lat"] as? Double, place.latitude, line.stdout, file: file, line: lineNumber)
        XCTAssertEqual(location["lon"] as? Double, place.longitude, line.stdout, file: file, line: lineNumber)
    }

    /// A geoclue.conf that turns Solverv off is obeyed, in GeoClue's words:
    /// the DesktopId Solverv gives is the `solverv` its users configure.
    func testGeoClueConfDenyingSolvervIsObeyed() throws {
        let geoClue = try realGeoClue(Self.oslo, apps: "[solverv]\nallowed=false\nsystem=false\nusers=\n")
        let r = try SolvervBinary.run(["locate"], environment: env(geoClue))
        XCTAssertEqual(r.status, 1, r.stdout)
        XCTAssertTrue(r.stderr.contains("GeoClue denied the location ('solverv' disallowed by configuration for UID 0)"), r.stderr)
        XCTAssertNil(saved(), "nothing saved")
        XCTAssertEqual(geoClue.asked(), 0, "GeoClue did not look for the place")
    }

    // MARK: A watching line

    /// A waybar line's tooltip.
    func tooltip(_ line: String) -> String {
        let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        return object?["tooltip"] as? String ?? ""
    }

    /// The first line whose tooltip passes `test`, within `timeout` seconds;
    /// a failure names the lines seen instead.
    func awaitTooltip(_ bar: LiveProcess, _ what: String, timeout: Double = 5, file: StaticString = #filePath,
                      line: UInt = #line, _ test: (String) -> Bool) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        var seen: [String] = []
        while let next = bar.line(timeout: max(0, deadline.timeIntervalSinceNow)) {
            if test(tooltip(next)) { return tooltip(next) }
            seen.append(tooltip(next))
        }
        XCTFail("no line with \(what) within \(timeout) s; seen: \(seen)", file: file, line: line)
        return nil
    }

    func testTheWatchLineFollowsGeoClueLeavingReturningAndAMove() throws {
        let geoClue = try realGeoClue(Self.oslo)
        let bar = try LiveProcess(["countdown", "--location", "auto", "--format", "waybar", "--watch"], environment: env(geoClue))
        addTeardownBlock { bar.signal(SIGKILL); _ = bar.exit(timeout: 2) }
        _ = awaitTooltip(bar, "GeoClue's place") { $0.hasSuffix("Oslo, Oslo, NO") }
        assertNear(saved(), Self.oslo)

        // GeoClue killed: the line keeps the place and says so.
        geoClue.stop()
        _ = awaitTooltip(bar, "GeoClue gone") { $0.contains("Oslo, Oslo, NO") && $0.contains("GeoClue left") }
        // Back: asked again, and the notice goes.
        try geoClue.start()
        _ = awaitTooltip(bar, "GeoClue back") { $0.hasSuffix("Oslo, Oslo, NO") && !$0.contains("GeoClue") }
        XCTAssertGreaterThan(geoClue.asked(), 0, "the new GeoClue asked the web service")

        // The laptop in Lisbon: the new daemon's place, drawn on Lisbon's clock, and saved.
        geoClue.stop()
        try geoClue.answer(latitude: Self.lisbon.latitude, longitude: Self.lisbon.longitude)
        try geoClue.start()
        _ = awaitTooltip(bar, "Lisbon") { $0.contains("Lisboa, PT") && $0.hasSuffix("(Lisbon time)") }
        assertNear(saved(), Self.lisbon)
        bar.signal(SIGTERM)
        XCTAssertEqual(bar.exit(), 0)
    }
}
