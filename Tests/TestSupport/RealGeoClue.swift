import Foundation

/// The real GeoClue 2 (Debian's geoclue-2.0) on a private system bus
/// (TOOLCHAIN.md, "D-Bus from a static binary"): `/usr/libexec/geoclue -t 0`
/// and the demo agent that sway and i3 users run, both as root with
/// `DBUS_SYSTEM_BUS_ADDRESS` on the test's bus, and a local stand-in of the
/// location web service (`Tests/Fixtures/geoclue/location_service.py`)
/// that GeoClue's Wi-Fi source asks. GeoClue reads its config only from
/// /etc/geoclue: the daemon runs in a mount namespace of its own
/// (`unshare -m`) where the test's directory is bind-mounted over it, so
/// the machine's file is never touched and the mount ends with the daemon.
///
/// GeoClue asks the web service once per start and keeps the answer:
/// `answer` and then `stop` and `start` are how the laptop moves.
public final class RealGeoClue {
    public static let daemonPath = "/usr/libexec/geoclue"
    public static let agentPath = "/usr/libexec/geoclue-2.0/demos/agent"
    /// The app section for Solverv's DesktopId that the README tells users to add.
    public static let allowed = "[solverv]\nallowed=true\nsystem=false\nusers=\n"

    public let bus: PrivateSystemBus
    private let etc: String
    private let answerFile: String
    private var service: LiveProcess?
    private var daemon: LiveProcess?
    private var agent: LiveProcess?

    /// Why the real GeoClue cannot run here (a sentence for XCTSkip), or nil.
    public static func unavailable() -> String? {
        let files = FileManager.default
        for path in [daemonPath, agentPath] where !files.isExecutableFile(atPath: path) {
            return "the real GeoClue is not installed (\(path) is missing): apt-get install geoclue-2.0 (make test-deps does)"
        }
        for path in ["/usr/bin/dbus-daemon", "/usr/bin/dbus-send", "/usr/bin/unshare", PrivateSystemBus.python]
        where !files.isExecutableFile(atPath: path) {
            return "\(path) is missing (make test-deps installs what the tests need)"
        }
        var directory: ObjCBool = false
        guard files.fileExists(atPath: "/etc/geoclue", isDirectory: &directory), directory.boolValue else {
            return "/etc/geoclue is missing: there is nothing to bind-mount the test's geoclue.conf over"
        }
        guard getuid() == 0 else {
            return "the real GeoClue runs here as root, in a mount namespace of its own (unshare -m, mount --bind over /etc/geoclue), and the tests run as UID \(getuid())"
        }
        // A namespace that mounts and ends at once: unshare or mount may be refused even to root (a container).
        guard let probe = try? SolvervBinary.run(["-m", "--propagation", "private", "mount", "--bind", "/tmp", "/etc/geoclue"],
                                                 executable: "/usr/bin/unshare") else {
            return "/usr/bin/unshare cannot be run"
        }
        guard probe.status == 0 else {
            let said = probe.stderr.split(separator: "\n").first.map { " (\($0))" } ?? ""
            return "unshare -m and mount --bind are refused here\(said), so the real GeoClue cannot get a test geoclue.conf"
        }
        return nil
    }

    /// The web service's first answer; `apps` is geoclue.conf's app sections.
    public init(latitude: Double, longitude: Double, apps: String = RealGeoClue.allowed) throws {
        bus = try PrivateSystemBus()
        etc = bus.directory + "/etc-geoclue"
        answerFile = bus.directory + "/answer.json"
        try FileManager.default.createDirectory(atPath: etc, withIntermediateDirectories: false)
        try answer(latitude: latitude, longitude: longitude)
        let service = try spawn([PrivateSystemBus.python, Fixtures.directory + "/geoclue/location_service.py", answerFile])
        self.service = service
        guard let ready = service.line(timeout: 10), ready.hasPrefix("ready "), let port = Int(ready.dropFirst(6)) else {
            throw LiveProcessError("the location web service did not start: \(service.stderr())")
        }
        // Only the Wi-Fi source, asking the stand-in; the agent the demo's; Solverv's section as given.
        let config = """
            [agent]
            whitelist=geoclue-demo-agent
            [network-nmea]
            enable=false
            [3g]
            enable=false
            [cdma]
            enable=false
            [modem-gps]
            enable=false
            [compass]
            enable=false
            [wifi]
            enable=true
            url=http://127.0.0.1:\(port)/v1/geolocate
            submit-data=false

            """ + apps
        try config.write(toFile: etc + "/geoclue.conf", atomically: true, encoding: .utf8)
    }

    deinit { shutDown() }

    /// What the web service answers from now on (GeoClue asks at its next start).
    public func answer(latitude: Double, longitude: Double, accuracy: Double = 5000) throws {
        try #"{"location": {"lat": \#(latitude), "lng": \#(longitude)}, "accuracy": \#(accuracy)}"#
            .write(toFile: answerFile, atomically: true, encoding: .utf8)
    }

    /// The environment of GeoClue and its agent: the private bus, and GLib
    /// kept off the machine's network state, proxies and dconf. GLib's
    /// netlink monitor finds no network on a machine without a default
    /// route (an offline builder), and GeoClue then never asks the web
    /// service, loopback or not (measured in an `unshare -n` namespace);
    /// the base monitor always has one.
    var environment: [String: String] {
        bus.environment.merging(["GIO_USE_NETWORK_MONITOR": "base", "GIO_USE_PROXY_RESOLVER": "dummy",
                                 "GSETTINGS_BACKEND": "memory"]) { $1 }
    }

    /// Starts the daemon (and, the first time, the agent), and waits until
    /// GeoClue owns its name on the bus.
    public func start() throws {
        guard daemon == nil else { return }
        // sh execs GeoClue: the process killed is the daemon, and its namespace and mount end with it.
        let script = "mount --bind \"$1\" /etc/geoclue && exec \"$2\" -t 0"
        let daemon = try spawn(["/usr/bin/unshare", "-m", "--propagation", "private", "/bin/sh", "-c", script, "sh", etc, Self.daemonPath])
        self.daemon = daemon
        guard wait(until: true) else {
            throw LiveProcessError("GeoClue did not come on the bus: \(daemon.exit(timeout: 0.1).map { "exit \($0), " } ?? "")\(daemon.stderr())")
        }
        if agent == nil { agent = try spawn([Self.agentPath]) }
    }

    /// Runs `command` in GeoClue's environment (the bus, GLib's settings),
    /// under `setpriv --pdeathsig KILL` where there is setpriv: killed with
    /// the test process, should that die before its tearDown.
    private func spawn(_ command: [String]) throws -> LiveProcess {
        let setpriv = "/usr/bin/setpriv"
        guard FileManager.default.isExecutableFile(atPath: setpriv) else {
            return try LiveProcess(Array(command.dropFirst()), environment: environment, executable: command[0])
        }
        return try LiveProcess(["--pdeathsig", "KILL", "--"] + command, environment: environment, executable: setpriv)
    }

    /// Kills the daemon, as a crash would, and waits until its name is gone from the bus.
    public func stop() {
        guard let daemon else { return }
        daemon.signal(SIGKILL)
        _ = daemon.exit(timeout: 5)
        self.daemon = nil
        _ = wait(until: false)
    }

    /// Everything ended: the daemon, the agent, the web service (the bus ends with this object).
    public func shutDown() {
        stop()
        for process in [agent, service].compactMap({ $0 }) {
            process.signal(SIGKILL)
            _ = process.exit(timeout: 5)
        }
        agent = nil
        service = nil
    }

    /// How many times GeoClue asked the web service since the last call.
    public func asked() -> Int {
        var count = 0
        while let line = service?.line(timeout: 0.05) { if line.hasPrefix("asked") { count += 1 } }
        return count
    }

    /// Waits up to 10 s until org.freedesktop.GeoClue2 has an owner (or none).
    private func wait(until owned: Bool) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let answer = try? SolvervBinary.run(["--system", "--print-reply", "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
                                                 "org.freedesktop.DBus.NameHasOwner", "string:org.freedesktop.GeoClue2"],
                                                environment: bus.environment, executable: "/usr/bin/dbus-send")
            if answer?.stdout.contains("boolean \(owned)") == true { return true }
            if owned, let daemon, daemon.exit(timeout: 0.01) != nil { return false }
            usleep(20_000)
        }
        return false
    }
}
