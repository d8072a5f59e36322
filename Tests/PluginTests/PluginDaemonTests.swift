import Foundation
import TestSupport
import XCTest

/// Nothing a plugin's render starts outlives the line, not even a process
/// that left the call's process group: a daemon (SPEC §8, issue 41 item 10).
/// `Tests/Fixtures/plugins/daemonising.c` daemonises on every render as
/// daemon(3) does (fork, setsid, fork, the middle one ends) and its daemon
/// starts one more process in a group of its own; each becomes
/// `sleep 1000`. Before, both lived on after every render and after the
/// line, however the render ended.
final class PluginDaemonTests: XCTestCase {
    var dir = ""
    var plugin = ""
    var noted: NotedProcesses { NotedProcesses(file: dir + "/pids") }

    override func setUpWithError() throws {
        dir = try PluginBuild.directory()
        plugin = try PluginBuild.fixture("daemonising", in: dir)
    }

    override func tearDownWithError() throws {
        noted.killAll()  // what a failed test left
        try? FileManager.default.removeItem(atPath: dir)
    }

    func environment(then: String? = nil) -> [String: String] {
        var environment = ["DAEMON_PIDS": noted.file, "XDG_RUNTIME_DIR": dir]
        environment["DAEMON_THEN"] = then
        return environment
    }

    /// A one-shot line: its render's daemon and the daemon's own process end with it.
    func testOneShotLineLeavesNoDaemon() throws {
        let line = try LiveProcess(["--plugin", plugin] + PluginLoaderTests.place, environment: environment())
        XCTAssertEqual(line.line(), "daemonised")
        XCTAssertEqual(line.exit(), 0)
        XCTAssertEqual(noted.started.count, 2)
        XCTAssertEqual(noted.runningAfter(), [])
        XCTAssertEqual(line.stderr(), "")
    }

    /// Watch mode redrawn 20 times (SIGUSR1), also with `--notify`, which
    /// reads SIGCHLD on the event loop: after each render none of its
    /// processes runs on, and no SIGCHLD of a call's processes wakes the
    /// loop into rendering on and on.
    func testWatchModeLeavesNoDaemonOfAnyRender() throws {
        for extra in [[], ["--notify", "--notify-command", "/bin/true"]] {
            try? FileManager.default.removeItem(atPath: noted.file)
            let bar = try LiveProcess(["--plugin", plugin, "--watch"] + extra + PluginLoaderTests.place, environment: environment())
            addTeardownBlock { bar.signal(SIGKILL); _ = bar.exit(timeout: 2) }
            XCTAssertEqual(bar.line(), "daemonised", "\(extra)")
            for render in 2...21 {
                bar.signal(SIGUSR1)
                XCTAssertEqual(bar.line(), "daemonised", "\(extra) render \(render)")
                noted.waitFor(2 * render)
                // A minute that passes draws one more line (the clock runs on from --now).
                XCTAssert((2 * render...2 * render + 4).contains(noted.started.count), "\(extra) render \(render): \(noted.started.count)")
                XCTAssertEqual(noted.runningAfter(), [], "\(extra) after render \(render)")
            }
            bar.signal(SIGTERM)
            XCTAssertEqual(bar.exit(), 0)
            XCTAssertEqual(noted.runningAfter(), [], "\(extra)")
            XCTAssertEqual(bar.stderr(), "")
        }
    }

    /// A render that hangs past its limit once its daemon runs: killed,
    /// and the daemon with it.
    func testARenderOutOfTimeEndsWithItsDaemon() throws {
        let line = try LiveProcess(["--plugin", plugin] + PluginLoaderTests.place, environment: environment(then: "hang"))
        XCTAssertEqual(line.exit(timeout: 8), 0)
        XCTAssertEqual(noted.started.count, 2)
        XCTAssertEqual(noted.runningAfter(), [])
        XCTAssertEqual(line.stderr(), "solverv: plugin \(plugin): render did not answer in 2 s\n")
    }

    /// A render that crashes or exits once its daemon runs: said as
    /// before, and the daemon ends too.
    func testARenderThatCrashesOrExitsEndsWithItsDaemon() throws {
        for (then, cause) in [("abort", "render crashed (SIGABRT)"), ("exit", "render called exit(0) instead of returning")] {
            try? FileManager.default.removeItem(atPath: noted.file)
            let line = try LiveProcess(["--plugin", plugin] + PluginLoaderTests.place, environment: environment(then: then))
            XCTAssertEqual(line.line(), "⚠ solverv", then)  // it has no render_error
            XCTAssertEqual(line.exit(), 0, then)
            XCTAssertEqual(noted.started.count, 2, then)
            XCTAssertEqual(noted.runningAfter(), [], then)
            XCTAssertEqual(line.stderr(), "solverv: plugin \(plugin): \(cause)\n", then)
        }
    }

    /// SIGTERM (watch mode) or SIGINT (a one-shot line, ^C) while the
    /// render hangs with its daemon running: the line ends at once, and the
    /// daemon with it.
    func testEndingTheLineDuringARenderEndsItsDaemon() throws {
        for (arguments, signal) in [(["--watch"], SIGTERM), ([], SIGINT)] {
            try? FileManager.default.removeItem(atPath: noted.file)
            let line = try LiveProcess(["--plugin", plugin] + arguments + PluginLoaderTests.place, environment: environment(then: "hang"))
            addTeardownBlock { line.signal(SIGKILL); _ = line.exit(timeout: 2) }
            noted.waitFor(2)
            XCTAssertEqual(noted.running.count, 2, "\(arguments): the render hangs, its daemon runs")
            line.signal(signal)
            XCTAssertNotNil(line.exit(timeout: 1.5), "\(arguments): ended within the moment, not at the render's limit")
            XCTAssertEqual(noted.runningAfter(), [], "\(arguments) \(signal)")
        }
    }
}
