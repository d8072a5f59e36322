import Foundation
import TestSupport
import XCTest

/// Files that are not what Solverv expects where it expects them, through
/// the built binary (issue 23, items 5 and 14): a FIFO (real, from mkfifo)
/// at the view state, the alerts record, a lock, `--config` or the default
/// config path never hangs a line, and an unreadable zone, config
/// directory or `/etc/localtime` is named for what it is. Every run is
/// bounded by timeout(1): a hang fails with status 124 instead of hanging
/// the suite.
final class FileErrorTests: XCTestCase {
    var dir = ""
    var runtime: String { dir + "/run" }
    var solvervDirectory: String { runtime + "/solverv" }
    static let oslo = ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--now", "2026-11-22T12:00:00Z"]

    override func setUpWithError() throws {
        var template = Array((NSTemporaryDirectory() + "/solverv-files-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw XCTSkip("mkdtemp failed") }
        dir = String(cString: made)
        chmod(dir, 0o755)  // for the runs as nobody
        for path in [runtime, solvervDirectory] { XCTAssertEqual(mkdir(path, 0o700), 0) }
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: dir)
    }

    func fifo(_ path: String) {
        unlink(path)
        XCTAssertEqual(mkfifo(path, 0o600), 0, path)
    }

    /// The binary (or `program`) with `arguments`, ended after 20 s if it hangs.
    func run(_ arguments: [String], environment: [String: String] = [:], program: String = SolvervBinary.path,
             prefix: [String] = []) throws -> BinaryResult {
        try SolvervBinary.run(prefix + ["/usr/bin/timeout", "20", program] + arguments, environment: environment,
                              executable: prefix.isEmpty ? "/usr/bin/env" : "/usr/bin/setpriv")
    }

    /// `run` as user nobody, with a copy of the binary nobody may run.
    func runAsNobody(_ arguments: [String], environment: [String: String] = [:]) throws -> BinaryResult {
        guard geteuid() == 0 else { throw XCTSkip("only root can run a command as nobody") }
        let copy = dir + "/bin/solverv"
        if !FileManager.default.fileExists(atPath: copy) {
            XCTAssertEqual(mkdir(dir + "/bin", 0o755), 0)
            try FileManager.default.copyItem(atPath: SolvervBinary.path, toPath: copy)
            chmod(copy, 0o755)
        }
        return try run(arguments, environment: environment, program: copy,
                       prefix: ["--reuid=nobody", "--regid=nogroup", "--clear-groups"])
    }

    // MARK: Item 5: a FIFO where a file is expected

    /// The view state is Solverv's own: a FIFO there is taken as no state,
    /// with a notice, by `ctl` (which writes a file in its place), by a
    /// one-shot bar line and by a starting watcher.
    func testAFIFOAtTheViewStateIsNoState() throws {
        let state = solvervDirectory + "/state"
        let notice = "solverv: \(state) is not a regular file (a FIFO); read as no view state (solverv ctl replaces it)\n"
        let env = ["XDG_RUNTIME_DIR": runtime]
        for format in ["tmux", "conky"] {
            fifo(state)
            let line = try run(Self.oslo + ["--format", format], environment: env)
            XCTAssertEqual(line.status, 0, format)
            XCTAssertFalse(line.stdout.isEmpty, format)
            XCTAssertEqual(line.stderr, notice, format)
        }

        let watcher = try LiveProcess(Self.oslo + ["--format", "waybar", "--watch"], environment: env)
        XCTAssertNotNil(watcher.line(timeout: 10), "the watcher starts")
        watcher.signal(SIGTERM)
        XCTAssertEqual(watcher.exit(timeout: 10), 0)
        XCTAssertEqual(watcher.stderr(), notice)

        fifo(state)
        let ctl = try run(["ctl", "next-day"], environment: env)
        XCTAssertEqual(ctl.status, 0)
        XCTAssertEqual(ctl.stderr, notice + "solverv: no running instance to signal; the next one to start shows the change\n")
        XCTAssertEqual(try String(contentsOfFile: state, encoding: .utf8), #"{"serial":1,"day_shift":1,"large":false,"today_serial":0}"# + "\n",
                       "a file in the FIFO's place")
    }

    /// A lock `ctl` cannot take is an error it names (status 1, as any
    /// runtime file it cannot use), not a wait.
    func testAFIFOAtTheLockIsAnError() throws {
        fifo(solvervDirectory + "/lock")
        let ctl = try run(["ctl", "today"], environment: ["XDG_RUNTIME_DIR": runtime])
        XCTAssertEqual(ctl.status, 1)
        XCTAssertEqual(ctl.stderr, "solverv: \(solvervDirectory)/lock is not a regular file (a FIFO)\n")
    }

    /// A FIFO at the alerts record: the notice still comes, the record is
    /// written in its place, and the line goes on. Oslo's sunset,
    /// 2026-11-22, was at 14:34:21Z, ten seconds before the start.
    func testAFIFOAtTheAlertsRecordIsNoRecord() throws {
        let record = solvervDirectory + "/alerts"
        fifo(record)
        let notifier = dir + "/notifier"
        try "#!/bin/sh\nprintf '%s\\n' \"$*\" >> \"$OUT\"\n".write(toFile: notifier, atomically: true, encoding: .utf8)
        chmod(notifier, 0o755)
        let line = try LiveProcess(["sunlight", "--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo",
                                    "--now", "2026-11-22T14:34:31Z", "--format", "waybar", "--watch",
                                    "--notify-command", notifier],
                                   environment: ["XDG_RUNTIME_DIR": runtime, "OUT": dir + "/calls"])
        XCTAssertNotNil(line.line(timeout: 10))
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: dir + "/calls"), Date() < deadline { usleep(50_000) }
        line.signal(SIGUSR1)
        XCTAssertNotNil(line.line(timeout: 10), "the line goes on")
        line.signal(SIGTERM)
        XCTAssertEqual(line.exit(timeout: 10), 0)
        XCTAssertEqual(try String(contentsOfFile: dir + "/calls", encoding: .utf8), "Sunset in 59.91,10.75 at 15:34\n")
        XCTAssertEqual(try String(contentsOfFile: record, encoding: .utf8), "sunset 2026-11-22 59.91,10.75\n")
        XCTAssertEqual(line.stderr(), "solverv: \(record) is not a regular file (a FIFO); read as no alerts fired (the next one replaces it)\n")
    }

    /// The config is the user's: a FIFO given to `--config`, or at the
    /// default path, is an error that names it (an error block in a bar).
    func testAFIFOAtTheConfigIsAnError() throws {
        let given = dir + "/config.json"
        fifo(given)
        let plain = try run(Self.oslo + ["--config", given])
        XCTAssertEqual(plain.status, 2)
        XCTAssertEqual(plain.stderr, "solverv: \(given) is not a regular file (a FIFO)\n")
        let bar = try run(Self.oslo + ["--config", given, "--format", "waybar"])
        XCTAssertEqual(bar.status, 0)
        XCTAssertTrue(bar.stdout.contains(#""class":["error"]"#), bar.stdout)
        XCTAssertEqual(bar.stderr, plain.stderr)

        for (variable, home) in [("HOME", dir + "/home"), ("XDG_CONFIG_HOME", dir + "/xdg")] {
            let path = home + (variable == "HOME" ? "/.config" : "") + "/solverv"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            fifo(path + "/config.json")
            let r = try run(Self.oslo, environment: [variable: home])
            XCTAssertEqual(r.status, 2, variable)
            XCTAssertEqual(r.stderr, "solverv: \(path)/config.json is not a regular file (a FIFO)\n")
        }
    }

    // MARK: Item 14: what cannot be read says so

    /// A zone file that cannot be read is not "unknown": as root, a FIFO
    /// in its place; as nobody, a zone of mode 000. A directory of zones
    /// (`Europe`) stays an unknown zone, with the names it holds.
    func testAnUnreadableZoneSaysItCannotBeRead() throws {
        let tzdir = dir + "/zoneinfo"
        try FileManager.default.createDirectory(atPath: tzdir + "/Europe", withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o755])
        chmod(tzdir, 0o755)
        fifo(tzdir + "/Europe/Oslo")
        let fifoZone = try run(["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo"], environment: ["TZDIR": tzdir])
        XCTAssertEqual(fifoZone.status, 2)
        XCTAssertEqual(fifoZone.stderr, "solverv: --tz: time zone 'Europe/Oslo' cannot be read: \(tzdir)/Europe/Oslo: not a regular file (a FIFO)\n")

        let region = try run(["--lat", "59.91", "--lon", "10.75", "--tz", "Europe"], environment: ["TZDIR": tzdir])
        XCTAssertEqual(region.status, 2)
        XCTAssertTrue(region.stderr.hasPrefix("solverv: --tz: unknown time zone 'Europe' (not in \(tzdir))"), region.stderr)

        try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/Europe/Paris", toPath: tzdir + "/Europe/Paris")
        chmod(tzdir + "/Europe/Paris", 0)
        let closed = try runAsNobody(["--lat", "48.86", "--lon", "2.35", "--tz", "Europe/Paris"], environment: ["TZDIR": tzdir])
        XCTAssertEqual(closed.status, 2)
        XCTAssertEqual(closed.stderr, "solverv: --tz: time zone 'Europe/Paris' cannot be read: \(tzdir)/Europe/Paris: Permission denied\n")
    }

    /// A zone file of 2 GiB (sparse, starting as Oslo's) was read whole by
    /// glibc on every line, after a second, blocking open (issue 32, item
    /// 9): now one open, and a file over 100 KiB is refused unread, in 1 s.
    func testAHugeZoneFileIsRefusedUnread() throws {
        let tzdir = dir + "/zoneinfo"
        try FileManager.default.createDirectory(atPath: tzdir + "/Europe", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/Europe/Oslo", toPath: tzdir + "/Europe/Big")
        XCTAssertEqual(truncate(tzdir + "/Europe/Big", 1 << 31), 0)
        let r = try SolvervBinary.run(["-k", "1", "1", SolvervBinary.path, "--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Big"],
                                      environment: ["TZDIR": tzdir], executable: "/usr/bin/timeout")
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertEqual(r.stderr, "solverv: --tz: time zone 'Europe/Big' cannot be read: \(tzdir)/Europe/Big: larger than 100 KiB: not a time zone file\n")
        // The same zone at its usual size is read as glibc reads it.
        XCTAssertEqual(truncate(tzdir + "/Europe/Big", 0), 0)
        try FileManager.default.removeItem(atPath: tzdir + "/Europe/Big")
        try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/Europe/Oslo", toPath: tzdir + "/Europe/Big")
        let normal = try SolvervBinary.run(["-k", "1", "1", SolvervBinary.path, "--tz", "Europe/Big", "--lat", "59.91", "--lon", "10.75",
                                                   "--now", "2026-11-22T12:00:00Z"],
                                           environment: ["TZDIR": tzdir], executable: "/usr/bin/timeout")
        XCTAssertEqual(normal.status, 0, normal.stderr)
        XCTAssertTrue(normal.stdout.contains("of sun left (Big time)"), normal.stdout)
    }

    /// The same at /etc/localtime (a mount namespace with its own /etc):
    /// times are in UTC, and the notice says why.
    func testAHugeLocaltimeIsRefusedUnread() throws {
        guard geteuid() == 0, (try? SolvervBinary.run(["-m", "true"], executable: "/usr/bin/unshare"))?.status == 0
        else { throw XCTSkip("needs a mount namespace (unshare -m, as root)") }
        let script = "mount -t tmpfs solverv-etc /etc && cp /usr/share/zoneinfo/Europe/Oslo /etc/localtime && truncate -s 2G /etc/localtime"
            + " && exec env -u TZ timeout -k 1 1 \"$SOLVERV\" \"$@\""
        let r = try SolvervBinary.run(["-m", "/bin/sh", "-c", script, "sh", "--now", "2026-06-21T12:00:00Z"],
                                      environment: ["SOLVERV": SolvervBinary.path], executable: "/usr/bin/unshare")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.hasSuffix("; the system time zone cannot be read: /etc/localtime: larger than 100 KiB: not a time zone file; times are in UTC (pass --tz))\n"), r.stdout)
    }

    /// Another user's home on the default config path (HOME kept by sudo,
    /// a service): EACCES on its directory is no config, with a notice;
    /// the same file named by `--config` is an error.
    func testAConfigDirectoryClosedToUsIsNoConfig() throws {
        let home = dir + "/root-home"
        try FileManager.default.createDirectory(atPath: home + "/.config/solverv", withIntermediateDirectories: true)
        chmod(home, 0o700)
        let config = home + "/.config/solverv/config.json"
        try #"{"default": "home", "places": {"home": {"lat": 59.91, "lon": 10.75}}}"#.write(toFile: config, atomically: true, encoding: .utf8)
        let line = try runAsNobody(Self.oslo, environment: ["HOME": home])
        XCTAssertEqual(line.status, 0, line.stderr)
        XCTAssertTrue(line.stdout.contains("of sun left"), line.stdout)
        XCTAssertEqual(line.stderr, "solverv: \(config): cannot read the config: Permission denied (a directory on the way is closed to you); going on without one\n")

        let named = try runAsNobody(Self.oslo + ["--config", config], environment: ["HOME": home])
        XCTAssertEqual(named.status, 2)
        XCTAssertEqual(named.stderr, "solverv: \(config): cannot read the config: Permission denied\n")
    }

    /// A FIFO at /etc/localtime itself (a mount namespace with its own
    /// /etc): times are in UTC, and the line's notice says why, in the
    /// plain text and in the JSON snapshot.
    func testAnUnreadableLocaltimeIsSaid() throws {
        guard geteuid() == 0, (try? SolvervBinary.run(["-m", "true"], executable: "/usr/bin/unshare"))?.status == 0
        else { throw XCTSkip("needs a mount namespace (unshare -m, as root)") }
        // No TZ: the system zone is /etc/localtime's.
        let script = "mount -t tmpfs solverv-etc /etc && mkfifo /etc/localtime && exec env -u TZ timeout 20 \"$SOLVERV\" \"$@\""
        func line(_ format: String) throws -> BinaryResult {
            try SolvervBinary.run(["-m", "/bin/sh", "-c", script, "sh", "--now", "2026-06-21T12:00:00Z", "--format", format],
                                  environment: ["SOLVERV": SolvervBinary.path], executable: "/usr/bin/unshare")
        }
        let notice = "the system time zone cannot be read: /etc/localtime: not a regular file (a FIFO); times are in UTC (pass --tz)"
        let plain = try line("plain")
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertTrue(plain.stdout.hasSuffix("; \(notice))\n"), plain.stdout)
        let json = try line("json")
        let snapshot = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertTrue((snapshot["notice"] as? String)?.hasSuffix(notice) == true, json.stdout)
    }
}
