import Foundation
@testable import SolvervControl
import XCTest

/// The one view as lines follow it: each line here is a `SharedView`
/// registered for a `sleep` (a program that is not this test's, so that
/// nothing is signalled: what a signal would make a line do is `follow`).
final class SharedViewTests: XCTestCase {
    var runtime = ""

    override func setUpWithError() throws {
        runtime = try StateStoreTests.temporaryDirectory()
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: runtime)
    }

    func line(_ notices: @escaping (String) -> Void = { XCTFail($0) }) throws -> SharedView {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sleep")
        p.arguments = ["30"]
        try p.run()
        addTeardownBlock { if p.isRunning { p.terminate(); p.waitUntilExit() } }
        let view = SharedView(pid: p.processIdentifier, runtime: runtime, notice: { notices($0.message) })
        XCTAssertTrue(view.isShared)
        return view
    }

    func ctl(_ action: ViewAction) throws {
        try StateStore.update(runtime: runtime, notice: { XCTFail($0.message) }) { $0.perform(action) }
    }

    /// Clicks on either line and `ctl` between them: the last action wins
    /// on both, and a line applies a state once.
    func testTheLastActionWinsOnEveryLine() throws {
        let a = try line(), b = try line()
        a.perform(.nextDay, notice: { XCTFail($0.message) })
        XCTAssertEqual(a.state, ViewState(dayShift: 1, serial: 1))
        XCTAssertFalse(a.follow(notice: { XCTFail($0.message) }), "its own click is applied already")
        XCTAssertTrue(b.follow(notice: { XCTFail($0.message) }))
        XCTAssertEqual(b.state, a.state)
        XCTAssertFalse(b.follow(notice: { XCTFail($0.message) }), "a refresh applies nothing new")

        try ctl(.toggleSize)
        XCTAssertTrue(a.follow(notice: { XCTFail($0.message) }))
        XCTAssertTrue(b.follow(notice: { XCTFail($0.message) }))
        XCTAssertEqual(a.state, ViewState(dayShift: 1, large: true, serial: 2), "the ctl did not drop the click's day")
        XCTAssertEqual(b.state, a.state)

        // A click and a ctl before either line reads: each on top of the other.
        b.perform(.nextDay, notice: { XCTFail($0.message) })
        try ctl(.toggleSize)
        XCTAssertTrue(a.follow(notice: { XCTFail($0.message) }))
        XCTAssertTrue(b.follow(notice: { XCTFail($0.message) }))
        XCTAssertEqual(a.state, ViewState(dayShift: 2, large: false, serial: 4))
        XCTAssertEqual(b.state, a.state)
        XCTAssertFalse(a.leftDate || b.leftDate)

        // A return to today leaves `--date` on every line, the one clicked or not.
        a.perform(.today, notice: { XCTFail($0.message) })
        XCTAssertTrue(b.follow(notice: { XCTFail($0.message) }))
        XCTAssertTrue(a.leftDate && b.leftDate)
        XCTAssertEqual(b.state, ViewState(serial: 5, todaySerial: 5))
        // A line started since has its date until the next return to today.
        let c = try line()
        XCTAssertEqual(c.state, b.state)
        XCTAssertFalse(c.leftDate)
        try ctl(.nextDay)
        XCTAssertTrue(c.follow(notice: { XCTFail($0.message) }))
        XCTAssertFalse(c.leftDate)
    }

    /// A file lost, or replaced by garbage, begins again at serial 1: still
    /// applied where it shows another view.
    func testAStateBegunAgainIsApplied() throws {
        let a = try line()
        for _ in 0..<3 { a.perform(.previousDay, notice: { XCTFail($0.message) }) }
        XCTAssertEqual(a.state, ViewState(dayShift: -3, serial: 3))
        try "{\"serial\":1e400}".write(toFile: runtime + "/solverv/state", atomically: false, encoding: .utf8)
        var notices: [String] = []
        XCTAssertTrue(a.follow(notice: { notices.append($0.message) }), "garbage is no view: the initial one")
        XCTAssertEqual(a.state, .initial)
        XCTAssertEqual(notices, ["\(runtime)/solverv/state does not hold a JSON object; read as no view state (solverv ctl replaces it)"])
        a.perform(.previousDay, notice: { _ in })
        let b = try line()
        XCTAssertEqual(b.state, ViewState(dayShift: -1, serial: 1))
        XCTAssertEqual(unlink(runtime + "/solverv/state"), 0)
        try ctl(.previousDay)
        XCTAssertFalse(b.follow(notice: { XCTFail($0.message) }), "the same state: nothing to apply")
        try ctl(.toggleSize)
        XCTAssertTrue(b.follow(notice: { XCTFail($0.message) }))
        XCTAssertEqual(b.state, ViewState(dayShift: -1, large: true, serial: 2))
    }

    /// A click whose state cannot be written steers its own line, says
    /// why, and is kept through a refresh; the next action that is written
    /// wins on it.
    func testAClickThatCannotBeWrittenSteersItsLineAlone() throws {
        var notices: [String] = []
        let a = try line({ notices.append($0) })
        let dir = try StateStore.directory(runtime: runtime)
        // The temporary file of this process's writes: a directory there makes them fail.
        let blocker = dir + "/.state.\(getpid()).tmp"
        XCTAssertEqual(mkdir(blocker, 0o700), 0)
        a.perform(.toggleSize, notice: { notices.append($0.message) })
        XCTAssertEqual(notices.count, 1)
        XCTAssertTrue(notices.first?.hasPrefix("cannot write \(blocker): ") == true, "\(notices)")
        XCTAssertTrue(notices.first?.hasSuffix("; the click steers this line alone") == true, "\(notices)")
        XCTAssertTrue(a.state.large)
        XCTAssertFalse(a.follow(notice: { notices.append($0.message) }), "the file did not change")
        XCTAssertTrue(a.state.large, "a refresh keeps the click's view")
        a.perform(.today, notice: { _ in })
        XCTAssertTrue(a.leftDate)
        XCTAssertEqual(rmdir(blocker), 0)
        try ctl(.nextDay)
        XCTAssertTrue(a.follow(notice: { notices.append($0.message) }))
        XCTAssertEqual(a.state, ViewState(dayShift: 1, serial: 1), "the ctl, done on the file's view, wins")
    }

    /// Without a runtime directory the line is its own: nothing to follow.
    func testWithoutARuntimeDirectoryClicksSteerTheLineAlone() {
        let view = SharedView(pid: getpid(), runtime: nil, notice: { XCTFail($0.message) })
        XCTAssertFalse(view.isShared)
        view.perform(.nextDay, notice: { XCTFail($0.message) })
        view.perform(.nextDay, notice: { XCTFail($0.message) })
        XCTAssertEqual(view.state.dayShift, 2)
        XCTAssertFalse(view.follow(notice: { XCTFail($0.message) }))
        XCTAssertEqual(view.state.dayShift, 2)

        XCTAssertEqual(mkdir(runtime + "/solverv", 0o755), 0)
        chmod(runtime + "/solverv", 0o755)
        var notices: [String] = []
        let loose = SharedView(pid: getpid(), runtime: runtime, notice: { notices.append($0.message) })
        XCTAssertFalse(loose.isShared)
        XCTAssertEqual(notices, ["\(runtime)/solverv has mode 0755, open to other users; it must be 0700 (chmod 700 \(runtime)/solverv); solverv ctl cannot reach this line"])
    }
}
