import Foundation
import TestSupport
import XCTest

/// A system bus that takes the connection and then fails to answer as a
/// bus (issue 41, item 1; SPEC §5: "a denied, missing, silent or frozen
/// GeoClue or bus, from the first byte of the connection on, falls through
/// with a notice within 5 s, and a watch line draws its first line before it
/// asks anything"): a socket that listens and never speaks, one that speaks
/// garbage, one whose listen queue is full (connect(2) itself waits), and a
/// real dbus-daemon stopped with SIGSTOP. `locate` ends within the limit
/// with one line and status 1; a watching line draws at once and then says
/// why, and runs on.
final class GeoClueFrozenBusTests: XCTestCase {
    var state = ""

    override func setUpWithError() throws {
        state = NSTemporaryDirectory() + "solverv-frozen-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        addTeardownBlock { [state] in try? FileManager.default.removeItem(atPath: state) }
    }

    static let notice = "GeoClue cannot be asked: the system D-Bus did not answer as a bus within 5 s (is dbus-daemon stopped or hung?); give the place with --location NAME"

    func env(_ socket: String) -> [String: String] {
        ["XDG_STATE_HOME": state, "TZ": "Europe/Oslo", "DBUS_SYSTEM_BUS_ADDRESS": "unix:path=" + socket]
    }

    /// A stand-in bus in Python: `silent` listens and never accepts;
    /// `garbage` accepts and writes bytes that are no D-Bus; `full` has a
    /// listen queue of one, filled at once, so that a connect waits.
    func fakeBus(_ kind: String) throws -> (socket: String, process: LiveProcess) {
        let socket = state + "/bus-" + kind
        let script = """
            import socket, sys, time
            kind, path = sys.argv[1], sys.argv[2]
            s = socket.socket(socket.AF_UNIX)
            s.bind(path)
            s.listen(0 if kind == "full" else 8)
            held = []
            if kind == "full":
                for _ in range(4):
                    c = socket.socket(socket.AF_UNIX)
                    c.setblocking(False)
                    try:
                        c.connect(path)
                        held.append(c)
                    except BlockingIOError:
                        break
            print("ready", flush=True)
            while kind == "garbage":
                c, _ = s.accept()
                c.sendall(b"\\xff\\xfe\\x00garbage\\r\\nOK nonsense\\r\\n" + bytes(range(256)) * 8)
                held.append(c)
            time.sleep(600)
            """
        let process = try LiveProcess(["-c", script, kind, socket], executable: PrivateSystemBus.python)
        addTeardownBlock { process.signal(SIGKILL); _ = process.exit(timeout: 2) }
        XCTAssertEqual(process.line(timeout: 20), "ready")
        return (socket, process)
    }

    /// `locate`: the notice in one line and status 1, within the limit
    /// (and, for a bus that says nothing, not much before it).
    func assertLocateEnds(_ environment: [String: String], _ what: String, silent: Bool = true,
                          file: StaticString = #filePath, line: UInt = #line) throws {
        let start = Date()
        assertEnded(try LiveProcess(["locate"], environment: environment), since: start, what, silent: silent, file: file, line: line)
    }

    /// `assertLocateEnds` of a `locate` started at `start`.
    func assertEnded(_ locate: LiveProcess, since start: Date, _ what: String, silent: Bool,
                     file: StaticString = #filePath, line: UInt = #line) {
        let status = locate.exit(timeout: 8)
        let took = Date().timeIntervalSince(start)
        XCTAssertEqual(status, 1, "\(what): \(locate.stderr())", file: file, line: line)
        XCTAssertNil(locate.line(timeout: 0.1), what, file: file, line: line)
        XCTAssertLessThan(took, 6.5, "\(what): \(took) s", file: file, line: line)
        let stderr = locate.stderr()
        if silent {
            XCTAssertEqual(stderr, "solverv: \(Self.notice)\n", what, file: file, line: line)
            XCTAssertGreaterThan(took, 4.9, what, file: file, line: line)
        } else {
            // Garbage: libdbus may give up on it at once (the connection closed), or wait for sense.
            XCTAssertTrue(stderr.hasPrefix("solverv: GeoClue cannot be asked: the system D-Bus "), "\(what): \(stderr)", file: file, line: line)
            XCTAssertEqual(stderr.filter { $0 == "\n" }.count, 1, "\(what): \(stderr)", file: file, line: line)
        }
    }

    /// The three buses at once: each `locate` waits out its own limit, not
    /// one after another (the suite's time, issue 40).
    func testLocateEndsWithinTheLimitOnASilentGarbledOrFullSocket() throws {
        let kinds = ["silent", "garbage", "full"]
        let buses = try kinds.map { try fakeBus($0) }
        let start = Date()
        let locates = try buses.map { try LiveProcess(["locate"], environment: env($0.socket)) }
        for (i, kind) in kinds.enumerated() {
            assertEnded(locates[i], since: start, kind, silent: kind != "garbage")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: state + "/solverv/location"), "nothing saved")
    }

    func testLocateEndsWithinTheLimitOnAStoppedDBusDaemon() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon") else {
            throw XCTSkip("dbus-daemon is not installed (apt-get install dbus-daemon)")
        }
        let bus = try PrivateSystemBus()
        bus.signalDaemon(SIGSTOP)
        defer { bus.signalDaemon(SIGCONT) }
        var environment = env("")
        environment["DBUS_SYSTEM_BUS_ADDRESS"] = bus.address
        try assertLocateEnds(environment, "SIGSTOP")
    }

    /// A watching line: its first line at once (the saved place, or the
    /// fallback while it asks), the notice within the limit, and it runs on.
    /// The line with a saved place and the one without run side by side.
    func testAWatchingLineDrawsAtOnceThenSaysTheBusIsFrozen() throws {
        let (socket, _) = try fakeBus("silent")
        let started = Date()
        var bars: [(saved: Bool, bar: LiveProcess)] = []
        for saved in [true, false] {
            var environment = env(socket)
            let home = state + (saved ? "/saved" : "/none")
            environment["XDG_STATE_HOME"] = home
            if saved {
                try FileManager.default.createDirectory(atPath: home + "/solverv", withIntermediateDirectories: true)
                try "latitude 38.72\nlongitude -9.14\ntime \(Int(Date().timeIntervalSince1970))\n"
                    .write(toFile: home + "/solverv/location", atomically: true, encoding: .utf8)
            }
            let bar = try LiveProcess(["countdown", "--location", "auto", "--format", "waybar", "--watch"], environment: environment)
            addTeardownBlock { bar.signal(SIGKILL); _ = bar.exit(timeout: 2) }
            bars.append((saved, bar))
        }
        for (saved, bar) in bars {
            let first = try waybar(bar.line(timeout: 3))
            XCTAssertLessThan(Date().timeIntervalSince(started), 2, "the first line waits for nothing")
            if saved {
                XCTAssertTrue(first.tooltip.contains("(Lisbon time)"), "the saved place: \(first.tooltip)")
            } else {
                XCTAssertTrue(first.tooltip.hasSuffix("--location auto: asking GeoClue for the place"), first.tooltip)
            }
        }
        for (saved, bar) in bars {
            let second = try waybar(bar.line(timeout: 7))
            XCTAssertLessThan(Date().timeIntervalSince(started), 6.5)
            XCTAssertTrue(second.tooltip.hasSuffix(Self.notice), second.tooltip)
            XCTAssertEqual(saved, second.tooltip.contains("(Lisbon time)"), "the saved place is kept: \(second.tooltip)")
            XCTAssertNil(bar.exit(timeout: 0.3), "the line runs on")
            bar.signal(SIGTERM)
            XCTAssertEqual(bar.exit(), 0)
            XCTAssertTrue(bar.stderr().contains(Self.notice), bar.stderr())
        }
    }

    func waybar(_ line: String?) throws -> (text: String, tooltip: String) {
        let json = try XCTUnwrap(line, "no line came")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], json)
        return (object["text"] as? String ?? "", object["tooltip"] as? String ?? "")
    }
}
