import Foundation
import TestSupport
import XCTest

/// One view, shared (issue 43): two i3bar lines watching with one
/// `XDG_RUNTIME_DIR`, steered by clicks on either and by `solverv ctl`
/// between them. After each action both show the same, and the last
/// action wins. The line is the countdown at noon, whose text changes only
/// at local midnight: every line seen here was caused by the test.
final class SharedViewProcessTests: XCTestCase {
    var runtime = ""
    var environment: [String: String] { ["XDG_RUNTIME_DIR": runtime] }
    var statePath: String { runtime + "/solverv/state" }

    override func setUpWithError() throws {
        var template = Array((NSTemporaryDirectory() + "/solverv-shared-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw XCTSkip("mkdtemp failed") }
        runtime = String(cString: made)  // mode 0700, as logind's
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: runtime)
    }

    /// An i3bar line, past its header and `[`: registered by then (it
    /// registers before its header), and its first line.
    func bar() throws -> (LiveProcess, String) {
        let bar = try LiveProcess(WatchProcessTests.place + ["--format", "i3bar"], environment: environment)
        addTeardownBlock { bar.signal(SIGKILL); _ = bar.exit(timeout: 2) }
        XCTAssertNotNil(bar.line(), "the header")
        XCTAssertEqual(bar.line(), "[")
        bar.send("[\n")  // i3bar opens its array of clicks
        return (bar, try XCTUnwrap(bar.line()))
    }

    func click(_ bar: LiveProcess, _ button: Int) {
        bar.send(#",{"name":"countdown","instance":"59.91,10.75","button":\#(button),"x":10,"y":5}"# + "\n")
    }

    func ctl(_ action: String) throws {
        let r = try SolvervBinary.run(["ctl", action], environment: environment)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "", "both lines are signalled")
    }

    /// The line both bars show next; the same on both.
    func both(_ a: LiveProcess, _ b: LiveProcess, _ what: String) throws -> String {
        let shown = try XCTUnwrap(a.line(), what)
        XCTAssertEqual(b.line(), shown, what)
        return shown
    }

    func testClicksAndCtlSteerOneView() throws {
        let (a, today) = try bar()
        let (b, first) = try bar()
        XCTAssertEqual(first, today)

        click(a, 4)  // scroll up on A
        let tomorrow = try both(a, b, "A's scroll")
        XCTAssertTrue(tomorrow.contains("⟲ 23 Nov") && tomorrow.contains("in 28 days"), tomorrow)

        // A, whose click wrote the state, was not signalled: its next line is the ctl's.
        try ctl("toggle-size")
        let large = try both(a, b, "the ctl after A's scroll")
        XCTAssertTrue(large.contains("⟲ 23 Nov") && large.contains("Since the autumn equinox"),
                      "the ctl kept the click's day, and made both large: \(large)")

        click(b, 2)  // middle on B
        let largeToday = try both(a, b, "B's middle click after the ctl")
        XCTAssertTrue(!largeToday.contains("⟲") && largeToday.contains("Since the autumn equinox"),
                      "the click kept the ctl's size: \(largeToday)")

        try ctl("prev-day")
        let yesterday = try both(a, b, "the ctl")
        XCTAssertTrue(yesterday.contains("⟲ 21 Nov") && yesterday.contains("Since the autumn equinox"), yesterday)
        click(b, 1)  // left on B
        let medium = try both(a, b, "B's left click after the ctl")
        XCTAssertTrue(medium.contains("⟲ 21 Nov") && medium.contains("in 30 days") && !medium.contains("Since"), medium)

        XCTAssertEqual(try String(contentsOfFile: statePath, encoding: .utf8),
                       #"{"serial":5,"day_shift":-1,"large":false,"today_serial":3}"# + "\n")
        for line in [a, b] {
            line.signal(SIGTERM)
            XCTAssertEqual(line.exit(), 0)
            XCTAssertEqual(line.stderr(), "")
        }
    }

    /// A state file Solverv did not write (a serial past its range,
    /// garbage) is read as no view, with a notice; the next click writes a
    /// good one in its place, and both lines follow it.
    func testAHostileStateFileIsReadAsNoViewAndReplaced() throws {
        XCTAssertEqual(mkdir(runtime + "/solverv", 0o700), 0)
        try #"{"serial":9007199254740992,"day_shift":1,"large":true}"#.write(toFile: statePath, atomically: false, encoding: .utf8)
        let (a, today) = try bar()
        XCTAssertTrue(today.contains("in 29 days") && !today.contains("⟲") && !today.contains("Since"), today)
        try "\u{1}{{{garbage".write(toFile: statePath, atomically: false, encoding: .utf8)
        let (b, first) = try bar()
        XCTAssertEqual(first, today)

        click(b, 5)  // scroll down on B
        let yesterday = try both(a, b, "B's scroll")
        XCTAssertTrue(yesterday.contains("⟲ 21 Nov") && yesterday.contains("in 30 days"), yesterday)
        XCTAssertEqual(try String(contentsOfFile: statePath, encoding: .utf8),
                       #"{"serial":1,"day_shift":-1,"large":false,"today_serial":0}"# + "\n")

        let range = "solverv: \(statePath): \"serial\" must be an integer from 0 to 9007199254740991; read as no view state (solverv ctl replaces it)\n"
        let garbage = "solverv: \(statePath) does not hold a JSON object; read as no view state (solverv ctl replaces it)\n"
        for (line, said) in [(a, range), (b, garbage + garbage)] {
            line.signal(SIGTERM)
            XCTAssertEqual(line.exit(), 0)
            XCTAssertEqual(line.stderr(), said, "at its start, and B's at its click, which replaced the file")
        }
    }
}
