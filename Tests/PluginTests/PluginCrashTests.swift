import Foundation
import TestSupport
import XCTest

/// A plugin's render that segfaults, aborts, calls exit() or hangs never
/// takes the line down (issue 23): it runs in a child process with a time
/// limit, and the line shows the plugin's error block naming the plugin and
/// the cause, with one line on stderr. `Tests/Fixtures/plugins/misbehaving.c`
/// misbehaves as the file named by $MISBEHAVE_FILE says.
final class PluginCrashTests: XCTestCase {
    var dir = ""
    var plugin = ""
    var modeFile: String { dir + "/mode" }
    var hangingMarker: String { modeFile + ".hanging" }

    override func setUpWithError() throws {
        dir = try PluginBuild.directory()
        plugin = try PluginBuild.fixture("misbehaving", in: dir)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: dir)
    }

    func misbehave(_ mode: String) throws {
        try? FileManager.default.removeItem(atPath: hangingMarker)
        try mode.write(toFile: modeFile, atomically: true, encoding: .utf8)
    }

    var environment: [String: String] { ["MISBEHAVE_FILE": modeFile, "XDG_RUNTIME_DIR": dir] }

    let closedPipe = "render returned, but had closed the pipe its text comes back through (a plugin may close only descriptors it opened)"

    /// The cause each misbehaviour is reported with.
    var causes: [(mode: String, cause: String)] {
        [("segv", "render crashed (SIGSEGV)"), ("abort", "render crashed (SIGABRT)"),
         ("exit", "render called exit(3) instead of returning"), ("hang", "render did not answer in 2 s")]
    }

    /// One-shot: the block naming the plugin and the cause, status 0, soon.
    /// The run returns only once its stderr is closed by every process
    /// holding it: the hung child was killed, not left behind.
    func testOneShotShowsTheBlockNamingThePlugin() throws {
        var cases = causes.map { (mode: $0.mode, stdout: "[error: plugin \(plugin): \($0.cause)]\n", stderr: "solverv: plugin \(plugin): \($0.cause)\n") }
        cases += [
            // A crash in free: render's text is not used, and the block is the
            // fallback, as render_error's free crashes too.
            ("free-segv", "⚠ solverv\n", "solverv: plugin \(plugin): free crashed (SIGSEGV) after render\n"),
            // A crash in render_error: the fallback block.
            ("error-segv", "⚠ solverv\n", "solverv: plugin \(plugin): render returned NULL\n"),
            // More than a pipe holds, and than a line may be.
            ("long", "[error: plugin \(plugin): render returned text that is not UTF-8, or over 65535 bytes]\n",
             "solverv: plugin \(plugin): render returned text that is not UTF-8, or over 65535 bytes\n"),
            // A plugin's stray printf goes to stderr, never into the bar's line.
            ("stdout", "fine line\n", "STRAY OUTPUT\n"),
            // A render that closed every descriptor, its pipe too, then
            // returned: said as what happened, not as "called exit(0)".
            ("close-fds", "[error: plugin \(plugin): \(closedPipe)]\n", "solverv: plugin \(plugin): \(closedPipe)\n"),
        ]
        for (mode, stdout, stderr) in cases {
            try misbehave(mode)
            let started = Date()
            let r = try SolvervBinary.run(["--plugin", plugin] + PluginLoaderTests.place, environment: environment)
            XCTAssertEqual(r.status, 0, mode)
            XCTAssertEqual(r.stdout, stdout, mode)
            XCTAssertEqual(r.stderr, stderr, mode)
            XCTAssertLessThan(Date().timeIntervalSince(started), 8, "\(mode): the line ends soon")
        }
    }

    /// Watch mode shows the block and carries on: the next wake renders
    /// again, after a crash, an abort, an exit and a hang alike.
    func testWatchLineSurvivesEachMisbehaviour() throws {
        try misbehave("fine")
        let bar = try LiveProcess(["--plugin", plugin, "--watch"] + PluginLoaderTests.place, environment: environment)
        addTeardownBlock { bar.signal(SIGKILL); _ = bar.exit(timeout: 2) }
        XCTAssertEqual(bar.line(), "fine line")
        for (mode, cause) in causes {
            try misbehave(mode)
            bar.signal(SIGUSR1)
            XCTAssertEqual(bar.line(), "[error: plugin \(plugin): \(cause)]", mode)
            try misbehave("fine")
            bar.signal(SIGUSR1)
            XCTAssertEqual(bar.line(), "fine line", "after \(mode), the next wake draws the line")
        }
        bar.signal(SIGTERM)
        XCTAssertEqual(bar.exit(), 0)
        XCTAssertEqual(bar.stderr(), causes.map { "solverv: plugin \(plugin): \($0.cause)\n" }.joined())
    }

    /// With `--notify`, watch mode reads SIGCHLD (to reap its notifiers): a
    /// render's child ending must not wake the line into another render,
    /// and another child, and so on. Between two minutes, no render.
    func testARenderDoesNotWakeANotifyingLine() throws {
        try misbehave("fine")
        let count = dir + "/renders"
        var env = environment
        env["MISBEHAVE_COUNT"] = count
        let now = ["--now", "2026-11-22T12:00:01Z"]  // the next minute is 59 s away
        let bar = try LiveProcess(["--plugin", plugin, "--watch", "--notify", "--notify-command", "/bin/true"]
                                      + PluginLoaderTests.place.dropLast(2) + now, environment: env)
        addTeardownBlock { bar.signal(SIGKILL); _ = bar.exit(timeout: 2) }
        XCTAssertEqual(bar.line(), "fine line")
        func renders() -> Int { (try? FileManager.default.attributesOfItem(atPath: count)[.size] as? Int) ?? 0 }
        // The wake's own renders end (the engine looks ahead for the next
        // change); then none follows for a whole second.
        var last = -1
        let deadline = Date().addingTimeInterval(15)
        while renders() != last, Date() < deadline {
            last = renders()
            usleep(1_000_000)
        }
        XCTAssertGreaterThan(last, 0)
        XCTAssertEqual(renders(), last, "no render between two wakes")
        bar.signal(SIGTERM)
        XCTAssertEqual(bar.exit(), 0)
    }

    /// SIGTERM while a render hangs ends the line at once (well before the
    /// 2 s limit), status 0, with no block for the render it cut short.
    func testSIGTERMEndsAWatchLineWhileARenderHangs() throws {
        try misbehave("fine")
        let bar = try LiveProcess(["--plugin", plugin, "--watch"] + PluginLoaderTests.place, environment: environment)
        addTeardownBlock { bar.signal(SIGKILL); _ = bar.exit(timeout: 2) }
        XCTAssertEqual(bar.line(), "fine line")
        try misbehave("hang")
        bar.signal(SIGUSR1)
        let seen = Date().addingTimeInterval(5)
        while !FileManager.default.fileExists(atPath: hangingMarker), Date() < seen { usleep(10_000) }
        XCTAssertTrue(FileManager.default.fileExists(atPath: hangingMarker), "the render hangs")
        bar.signal(SIGTERM)
        XCTAssertEqual(bar.exit(timeout: 1.5), 0, "ended within the moment, not at the render's limit")
        XCTAssertNil(bar.line(timeout: 0.2), "no block for a render cut short")
        XCTAssertEqual(bar.stderr(), "")
    }
}
