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
        let socket = state + "/bus"
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
        let r = try SolvervBinary.run(["locate"], environment: environment)
        let took = Date().timeIntervalSince(start)
        XCTAssertEqual(r.status, 1, "\(what): \(r.stderr)", file: file, line: line)
        XCTAssertEqual(r.stdout, "", what, file: file, line: line)
        XCTAssertLessThan(took, 6.5, "\(what): \(took) s", file: file, line: line)
        if silent {
            XCTAssertEqual(r.stderr, "solverv: \(Self.notice)\n", what, file: file, line: line)
            XCTAssertGreaterThan(took, 4.9, what, file: file, line: line)
        } else {
            // Garbage: libdbus may give up on it at once (the connection closed), or wait for sense.
            XCTAssertTrue(r.stderr.hasPrefix("solverv: GeoClue cannot be asked: the system D-Bus "), "\(what): \(r.stderr)", file: file, line: line)
            XCTAssertEqual(r.stderr.filter { $0 == "\n" }.count, 1, "\(what): \(r.stderr)", file: file, line: line)
        }
    }

    func testLocateEndsWithinTheLimitOnASilentGarbledOrFullSocket() throws {
        for kind in ["silent", "garbage", "full"] {
            let (socket, process) = try fakeBus(kind)
            try assertLocateEnds(env(socket), kind, silent: kind != "garbage")
            process.signal(SIGKILL)
            _ = process.exit(timeout: 2)
            try? FileManager.default.removeItem(atPath: socket)
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
    func testAWatchingLineDrawsAtOnceThenSaysTheBusIsFrozen() throws {
        let (socket, _) = try fakeBus("silent")
        for saved in [true, false] {
            let file = state + "/solverv/location"
            if saved {
                try FileManager.default.createDirectory(atPath: state + "/solverv", withIntermediateDirectories: true)
                try "latitude 38.72\nlongitude -9.14\ntime \(Int(Date().timeIntervalSince1970))\n"
                    .write(toFile: file, atomically: true, encoding: .utf8)
            } else {
                try? FileManager.default.removeItem(atPath: file)
            }
            let started = Date()
            let bar = try LiveProcess(["countdown", "--location", "auto", "--format", "waybar", "--watch"], environment: env(socket))
            addTeardownBlock { bar.signal(SIGKILL); _ = bar.exit(timeout: 2) }
            let first = try waybar(bar.line(timeout: 3))
            XCTAssertLessThan(Date().timeIntervalSince(started), 2, "the first line waits for nothing")
            if saved {
                XCTAssertTrue(first.tooltip.contains("(Lisbon time)"), "the saved place: \(first.tooltip)")
            } else {
                XCTAssertTrue(first.tooltip.hasSuffix("--location auto: asking GeoClue for the place"), first.tooltip)
            }
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
