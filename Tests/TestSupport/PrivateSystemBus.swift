import Foundation

/// A system D-Bus of the test's own (TOOLCHAIN.md, "D-Bus from a static
/// binary"): `dbus-daemon` with `<type>system</type>`, a unix socket in a
/// temporary directory and an allow-all policy, for `solverv` to reach
/// through `DBUS_SYSTEM_BUS_ADDRESS`; and a stand-in GeoClue 2 on it
/// (`Tests/Fixtures/geoclue/mock_geoclue.py`, Debian's python3-dbus and
/// python3-gi, which `make test` installs). Nothing touches the machine's
/// own bus or its GeoClue.
public final class PrivateSystemBus {
    public let directory: String
    /// `unix:path=…/bus`.
    public let address: String
    private let daemon: LiveProcess

    /// The Python with dbus-python and PyGObject: Debian's, not a
    /// virtualenv's or pyenv's that the PATH may name first.
    public static let python = "/usr/bin/python3"
    public static var mock: String { Fixtures.directory + "/geoclue/mock_geoclue.py" }

    public init() throws {
        var template = Array((NSTemporaryDirectory() + "solverv-bus-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw LiveProcessError("mkdtemp failed") }
        directory = String(cString: made)
        address = "unix:path=\(directory)/bus"
        let config = """
            <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
            <busconfig>
              <type>system</type>
              <listen>\(address)</listen>
              <auth>EXTERNAL</auth>
              <policy context="default">
                <allow user="*"/>
                <allow own="*"/>
                <allow send_destination="*"/>
                <allow receive_sender="*"/>
              </policy>
            </busconfig>
            """
        try config.write(toFile: directory + "/bus.conf", atomically: true, encoding: .utf8)
        daemon = try LiveProcess(["--config-file=\(directory)/bus.conf", "--nofork", "--nosyslog"],
                                 executable: "/usr/bin/dbus-daemon")
        for _ in 0..<500 where !FileManager.default.fileExists(atPath: directory + "/bus") { usleep(10_000) }
        guard FileManager.default.fileExists(atPath: directory + "/bus") else {
            throw LiveProcessError("dbus-daemon did not start: \(daemon.stderr())")
        }
    }

    deinit {
        daemon.signal(SIGTERM)
        daemon.signal(SIGCONT)  // a daemon a test stopped ends too
        _ = daemon.exit(timeout: 2)
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Signals the bus daemon: SIGSTOP freezes the bus (as a hung
    /// dbus-daemon is), SIGCONT thaws it.
    public func signalDaemon(_ number: Int32) { daemon.signal(number) }

    /// The environment that points a process at this bus.
    public var environment: [String: String] { ["DBUS_SYSTEM_BUS_ADDRESS": address] }

    /// Starts the stand-in GeoClue in `mode` (granted, denied, silent) with
    /// its first location, and waits until it owns its name.
    public func geoClue(_ mode: String, latitude: String = "59.9139", longitude: String = "10.7522",
                        accuracy: String = "40", description: String = "WiFi") throws -> MockGeoClue {
        let process = try LiveProcess([Self.mock, mode, latitude, longitude, accuracy, description],
                                      environment: environment, executable: Self.python)
        let mock = MockGeoClue(process)
        guard mock.wait(for: "ready", timeout: 20) else {
            throw LiveProcessError("the GeoClue mock did not start: \(process.stderr())")
        }
        return mock
    }
}

/// The stand-in GeoClue, steered through its stdin: moved, taken off the
/// bus and put back; it says what it did on stdout.
public final class MockGeoClue {
    public let process: LiveProcess
    /// What it said that `wait` has not consumed.
    public private(set) var said: [String] = []

    init(_ process: LiveProcess) { self.process = process }

    deinit {
        process.closeStdin()
        if process.exit(timeout: 2) == nil { process.signal(SIGKILL) }
    }

    /// Waits for a line that starts with `word`; false after `timeout` seconds.
    @discardableResult
    public func wait(for word: String, timeout: Double = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let i = said.firstIndex(where: { $0.hasPrefix(word) }) {
                said.removeSubrange(...i)
                return true
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0, let line = process.line(timeout: left) else { return false }
            said.append(line)
        }
    }

    /// A new location, announced with LocationUpdated.
    public func move(_ latitude: Double, _ longitude: Double, accuracy: Double = 30, description: String = "GPS") {
        process.send("move \(latitude) \(longitude) \(accuracy) \(description)\n")
        wait(for: "moved")
    }

    /// Releases its name on the bus (GeoClue stopped), or takes it again.
    public func leave() {
        process.send("leave\n")
        wait(for: "left")
    }

    public func comeBack() {
        process.send("return\n")
        wait(for: "returned")
    }
}
