import Foundation
import TestSupport
import XCTest

/// Nothing a plugin's render starts outlives the render, nor the line
/// (SPEC §8, issue 32): each call runs in a process group of its own,
/// ended as a whole when the call ends, answers or runs out of time, and
/// when SIGTERM ends the line in the middle of one. Before, every render of
/// `Tests/Fixtures/plugins/forking.c` left its two processes behind: 63
/// after 60 s of watch mode, all still there after SIGTERM.
final class PluginProcessTests: XCTestCase {
    var dir = ""
    var plugin = ""
    var pidFile: String { dir + "/pids" }

    override func setUpWithError() throws {
        dir = try PluginBuild.directory()
        plugin = try PluginBuild.fixture("forking", in: dir)
    }

    override func tearDownWithError() throws {
        noted.killAll()  // what a failed test left
        try? FileManager.default.removeItem(atPath: dir)
    }

    var noted: NotedProcesses { NotedProcesses(file: pidFile) }
    func started() -> [pid_t] { noted.started }
    func running() -> [pid_t] { noted.running }
    func runningAfter(_ seconds: Double = 2) -> [pid_t] { noted.runningAfter(seconds) }
    func waitForStarted(_ count: Int) { noted.waitFor(count) }

    var environment: [String: String] { ["FORKING_PIDS": pidFile, "XDG_RUNTIME_DIR": dir] }

    /// A one-shot line: its render's processes end with it.
    func testOneShotLineLeavesNoProcess() throws {
        let line = try LiveProcess(["--plugin", plugin] + PluginLoaderTests.place, environment: environment)
        XCTAssertEqual(line.line(), "forked")
        XCTAssertEqual(line.exit(), 0)
        XCTAssertEqual(started().count, 2)
        XCTAssertEqual(runningAfter(), [])
    }

    /// Watch mode redrawn 30 times (SIGUSR1 forces a render each time, as
    /// `solverv ctl` does): after each render, none of its processes runs
    /// on; after SIGTERM, none at all.
    func testWatchModeLeavesNoProcessOfAnyRender() throws {
        let bar = try LiveProcess(["--plugin", plugin, "--watch"] + PluginLoaderTests.place, environment: environment)
        addTeardownBlock { bar.signal(SIGKILL); _ = bar.exit(timeout: 2) }
        XCTAssertEqual(bar.line(), "forked")
        for render in 2...31 {
            bar.signal(SIGUSR1)
            waitForStarted(2 * render)
            XCTAssertGreaterThanOrEqual(started().count, 2 * render)
            XCTAssertEqual(runningAfter(), [], "after render \(render)")
        }
        bar.signal(SIGTERM)
        XCTAssertEqual(bar.exit(), 0)
        XCTAssertEqual(runningAfter(), [])
        XCTAssertEqual(bar.stderr(), "")
    }

    /// SIGTERM (watch mode) or SIGINT (a one-shot line, ^C) while a render
    /// that started processes hangs: the line ends at once, and so do they.
    func testEndingTheLineDuringARenderEndsItsProcesses() throws {
        var env = environment
        env["FORKING_HANG"] = "1"
        for (arguments, signal) in [(["--watch"], SIGTERM), ([], SIGINT), ([], SIGTERM)] {
            try? FileManager.default.removeItem(atPath: pidFile)
            let line = try LiveProcess(["--plugin", plugin] + arguments + PluginLoaderTests.place, environment: env)
            addTeardownBlock { line.signal(SIGKILL); _ = line.exit(timeout: 2) }
            waitForStarted(2)
            XCTAssertEqual(running().count, 2, "\(arguments): the render runs, with its processes")
            line.signal(signal)
            XCTAssertNotNil(line.exit(timeout: 1.5), "\(arguments): ended within the moment, not at the render's limit")
            XCTAssertEqual(runningAfter(), [], "\(arguments) \(signal)")
        }
    }

    /// A render that hangs past its time: killed with everything it started.
    func testARenderOutOfTimeEndsWithItsProcesses() throws {
        var env = environment
        env["FORKING_HANG"] = "1"
        let line = try LiveProcess(["--plugin", plugin] + PluginLoaderTests.place, environment: env)
        XCTAssertEqual(line.exit(timeout: 8), 0)
        XCTAssertEqual(started().count, 2)
        XCTAssertEqual(runningAfter(), [])
        XCTAssertEqual(line.stderr(), "solverv: plugin \(plugin): render did not answer in 2 s\n")
    }
}
