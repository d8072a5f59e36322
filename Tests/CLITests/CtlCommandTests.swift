import Foundation
import SolvervControl
import TestSupport
import XCTest

/// `solverv ctl` through the built binary, with a private XDG_RUNTIME_DIR.
final class CtlCommandTests: XCTestCase {
    var runtime = ""
    var statePath: String { runtime + "/solverv/state" }

    override func setUpWithError() throws {
        var template = Array((NSTemporaryDirectory() + "/solverv-ctl-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw XCTSkip("mkdtemp failed") }
        runtime = String(cString: made)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: runtime)
    }

    func ctl(_ words: String...) throws -> BinaryResult {
        try SolvervBinary.run(["ctl"] + words, environment: ["XDG_RUNTIME_DIR": runtime])
    }

    func state() throws -> String {
        try String(contentsOfFile: statePath, encoding: .utf8)
    }

    func testEachActionChangesTheState() throws {
        let note = "solverv: no running instance to signal; the next one to start shows the change\n"
        // The results, each under a new serial; `today` notes its own.
        for (action, expected) in [("next-day", #"{"serial":1,"day_shift":1,"large":false,"today_serial":0}"#),
                                   ("next-day", #"{"serial":2,"day_shift":2,"large":false,"today_serial":0}"#),
                                   ("prev-day", #"{"serial":3,"day_shift":1,"large":false,"today_serial":0}"#),
                                   ("toggle-size", #"{"serial":4,"day_shift":1,"large":true,"today_serial":0}"#),
                                   ("today", #"{"serial":5,"day_shift":0,"large":true,"today_serial":5}"#),
                                   ("prev-day", #"{"serial":6,"day_shift":-1,"large":true,"today_serial":5}"#),
                                   ("toggle-size", #"{"serial":7,"day_shift":-1,"large":false,"today_serial":5}"#)] {
            let r = try ctl(action)
            XCTAssertEqual(r.status, 0, action)
            XCTAssertEqual(r.stdout, "", action)
            XCTAssertEqual(r.stderr, note, "with no instance running, a note says so")
            XCTAssertEqual(try state(), expected + "\n", action)
        }
    }

    /// A `sleep` that runs as `name` (a copy of /bin/sleep in a directory
    /// of its own, open to every user), as `user` when given (through
    /// setpriv): SIGUSR1 ends it, so a signal sent to it is seen. Returned
    /// once it runs the copy, so that /proc/PID/exe names it.
    func sleeper(named name: String, user: String? = nil) throws -> Process {
        // Beside the runtime directory, not in it: that stays 0700, as
        // solverv ctl requires, and would keep another user out.
        let dir = NSTemporaryDirectory() + "/slv-bin-" + name + "-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
        chmod(dir, 0o755)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        let program = dir + "/" + name
        try FileManager.default.copyItem(atPath: "/bin/sleep", toPath: program)
        let p = Process()
        if let user {
            p.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            p.arguments = ["--reuid=\(user)", "--regid=nogroup", "--clear-groups", program, "30"]
        } else {
            p.executableURL = URL(fileURLWithPath: program)
            p.arguments = ["30"]
        }
        try p.run()
        addTeardownBlock { if p.isRunning { p.terminate(); p.waitUntilExit() } }
        let deadline = Date().addingTimeInterval(10)
        func running() -> String? {
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(p.processIdentifier)/exe"))
                .map { URL(fileURLWithPath: $0).lastPathComponent }
        }
        while running() != name {
            guard Date() < deadline, p.isRunning else { throw XCTSkip("\(name) did not start") }
            usleep(10_000)
        }
        return p
    }

    /// A running Solverv of ours (a program named as the binary) gets SIGUSR1.
    func testARunningInstanceIsSignalledQuietly() throws {
        let sleeper = try sleeper(named: URL(fileURLWithPath: SolvervBinary.path).lastPathComponent)
        let handle = try StateStore.register(pid: sleeper.processIdentifier, runtime: runtime)
        defer { handle.close() }
        let r = try ctl("next-day")
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stdout + r.stderr, "", "bound to a key, it prints nothing")
        sleeper.waitUntilExit()
        XCTAssertEqual(sleeper.terminationReason, .uncaughtSignal)
        XCTAssertEqual(sleeper.terminationStatus, SIGUSR1)
        XCTAssertEqual(try state(), #"{"serial":1,"day_shift":1,"large":false,"today_serial":0}"# + "\n")
    }

    /// Registers `sleeper` as an instance and runs `ctl next-day`, which
    /// must signal nothing; whether the pid file is still there after.
    func ctlSignalsNothing(registering sleeper: Process) throws -> Bool {
        let handle = try StateStore.register(pid: sleeper.processIdentifier, runtime: runtime)
        defer { handle.close() }
        let r = try ctl("next-day")
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stderr, "solverv: no running instance to signal; the next one to start shows the change\n")
        usleep(300_000)
        XCTAssertTrue(sleeper.isRunning, "not signalled")
        return FileManager.default.fileExists(atPath: handle.path)
    }

    /// Issue 23, item 6: a pid file as `register` writes it (the pid, the
    /// right start time) that names a real `sleep` is forged: the process
    /// is no Solverv, and is not signalled; the file is left as it is.
    func testAForgedPidFileSignalsNoOtherProgram() throws {
        XCTAssertTrue(try ctlSignalsNothing(registering: sleeper(named: "sleep")))
    }

    /// Root's `kill` reaches every process: `ctl` run as root still
    /// signals no other user's, even one that runs a binary named solverv.
    func testAnotherUsersProcessIsNeverSignalled() throws {
        guard geteuid() == 0 else { throw XCTSkip("only root can start another user's process") }
        let name = URL(fileURLWithPath: SolvervBinary.path).lastPathComponent
        _ = try ctlSignalsNothing(registering: sleeper(named: name, user: "nobody"))
    }

    func testBadUsageIsOneLineAndStatus2() throws {
        let list = "next-day|prev-day|today|toggle-size"
        let cases: [([String], String)] = [
            (["ctl"], "solverv: 'ctl' needs an action: ctl \(list)\n"),
            (["ctl", "tomorrow"], "solverv: 'tomorrow' is not an action of 'ctl': ctl \(list)\n"),
            (["ctl", "today", "now"], "solverv: unexpected argument 'now' after 'today'\n"),
            (["ctl", "--format", "i3bar", "today"], "solverv: --format does not apply to 'ctl'\n"),
            (["ctl", "--now", "2026-03-20T00:00:00Z", "today"], "solverv: --now does not apply to 'ctl'\n"),
        ]
        for (arguments, message) in cases {
            let r = try SolvervBinary.run(arguments, environment: ["XDG_RUNTIME_DIR": runtime])
            XCTAssertEqual(r.status, 2, arguments.joined(separator: " "))
            XCTAssertEqual(r.stdout, "", "no error block: ctl's output is no bar's")
            XCTAssertEqual(r.stderr, message)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: statePath), "bad usage changes nothing")
    }

    func testNoUsableStateIsStatus1() throws {
        let unset = try SolvervBinary.run(["ctl", "today"])
        XCTAssertEqual(unset.status, 1)
        XCTAssertEqual(unset.stderr, "solverv: XDG_RUNTIME_DIR is not set (to an absolute path): it holds the state that solverv ctl shares with running instances\n")

        // The runtime directory itself open to others (issue 41): nothing made in it.
        chmod(runtime, 0o755)
        let open = try ctl("today")
        XCTAssertEqual(open.status, 1)
        XCTAssertEqual(open.stderr, "solverv: \(runtime) has mode 0755, open to other users; it must be 0700 (chmod 700 \(runtime))\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: runtime + "/solverv"))
        chmod(runtime, 0o700)

        XCTAssertEqual(mkdir(runtime + "/solverv", 0o755), 0)
        chmod(runtime + "/solverv", 0o755)
        let loose = try ctl("today")
        XCTAssertEqual(loose.status, 1)
        XCTAssertEqual(loose.stderr, "solverv: \(runtime)/solverv has mode 0755, open to other users; it must be 0700 (chmod 700 \(runtime)/solverv)\n")

        chmod(runtime + "/solverv", 0o700)
        XCTAssertEqual(mkdir(statePath, 0o700), 0)
        let unwritable = try ctl("next-day")
        XCTAssertEqual(unwritable.status, 1)
        XCTAssertTrue(unwritable.stderr.hasPrefix("solverv: cannot write \(statePath): "), unwritable.stderr)
        XCTAssertEqual(unwritable.stderr.split(separator: "\n").count, 1)
    }

    func testHelpNamesIt() throws {
        let help = try SolvervBinary.run(["help", "ctl"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("solverv ctl next-day|prev-day|today|toggle-size\n"))
    }
}
