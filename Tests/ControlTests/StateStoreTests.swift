import Foundation
@testable import SolvervControl
import SolvervJSON
import XCTest

/// The state file and the runtime directory under a private
/// `XDG_RUNTIME_DIR` of each test.
final class StateStoreTests: XCTestCase {
    var runtime = ""

    override func setUpWithError() throws {
        runtime = try Self.temporaryDirectory()
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: runtime)
    }

    static func temporaryDirectory() throws -> String {
        var template = Array((NSTemporaryDirectory() + "/solverv-control-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw XCTSkip("mkdtemp failed") }
        return String(cString: made)
    }

    static func mode(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? Int
    }

    func testTheDirectoryIsCreatedClosedToOthers() throws {
        let dir = try StateStore.directory(runtime: runtime)
        XCTAssertEqual(dir, runtime + "/solverv")
        XCTAssertEqual(Self.mode(dir), 0o700)
        XCTAssertEqual(try StateStore.directory(runtime: runtime + "/"), dir, "found again, with or without a slash")
    }

    func testALooserDirectoryIsRefused() throws {
        XCTAssertEqual(mkdir(runtime + "/solverv", 0o700), 0)
        chmod(runtime + "/solverv", 0o755)
        XCTAssertThrowsError(try StateStore.directory(runtime: runtime)) { error in
            XCTAssertEqual((error as? ControlError)?.message,
                           "\(runtime)/solverv has mode 0755, open to other users; it must be 0700 (chmod 700 \(runtime)/solverv)")
        }
        XCTAssertThrowsError(try StateStore.write(ViewState(dayShift: 1), runtime: runtime))
        XCTAssertEqual(StateStore.read(runtime: runtime, notice: { _ in }), .initial)
        XCTAssertThrowsError(try StateStore.register(pid: getpid(), runtime: runtime))
        XCTAssertEqual(StateStore.signalInstances(SIGUSR1, runtime: runtime), 0)
    }

    func testAnotherUsersDirectoryIsRefused() throws {
        guard geteuid() == 0 else { throw XCTSkip("only root can give a directory away") }
        XCTAssertEqual(mkdir(runtime + "/solverv", 0o700), 0)
        XCTAssertEqual(chown(runtime + "/solverv", 65534, 65534), 0)
        XCTAssertThrowsError(try StateStore.directory(runtime: runtime)) { error in
            XCTAssertTrue((error as? ControlError)?.message.contains("belongs to user 65534, not to you") == true, "\(error)")
        }
    }

    func testALinkIsRefused() throws {
        let elsewhere = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: elsewhere) }
        XCTAssertEqual(symlink(elsewhere, runtime + "/solverv"), 0)
        XCTAssertThrowsError(try StateStore.directory(runtime: runtime)) { error in
            XCTAssertTrue((error as? ControlError)?.message.contains("is not a directory") == true, "\(error)")
        }
    }

    func testNoRuntimeDirectory() {
        XCTAssertThrowsError(try StateStore.directory(runtime: nil)) { error in
            XCTAssertTrue((error as? ControlError)?.message.hasPrefix("XDG_RUNTIME_DIR is not set") == true, "\(error)")
        }
        XCTAssertEqual(StateStore.read(runtime: nil, notice: { _ in }), .initial)
        XCTAssertThrowsError(try StateStore.register(pid: getpid(), runtime: nil), "the instance runs without control")
        XCTAssertEqual(StateStore.signalInstances(SIGUSR1, runtime: nil), 0)
    }

    func testWrittenAtomicallyAndReadBack() throws {
        try StateStore.write(ViewState(dayShift: -3, large: true), runtime: runtime)
        let dir = runtime + "/solverv"
        XCTAssertEqual(try String(contentsOfFile: dir + "/state", encoding: .utf8),
                       "{\"serial\":0,\"day_shift\":-3,\"large\":true,\"today_serial\":0}\n")
        XCTAssertEqual(Self.mode(dir + "/state"), 0o600)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["state"], "no temporary file is left")
        XCTAssertEqual(StateStore.read(runtime: runtime, notice: { _ in }), ViewState(dayShift: -3, large: true))
        try StateStore.write(.initial, runtime: runtime)
        XCTAssertEqual(StateStore.read(runtime: runtime, notice: { _ in }), .initial)
    }

    func testAFailedWriteThrowsAndLeavesNoTemporaryFile() throws {
        let dir = try StateStore.directory(runtime: runtime)
        XCTAssertEqual(mkdir(dir + "/state", 0o700), 0)  // rename(2) cannot replace a directory with a file
        XCTAssertThrowsError(try StateStore.write(ViewState(dayShift: 1), runtime: runtime)) { error in
            XCTAssertTrue((error as? ControlError)?.message.hasPrefix("cannot write \(dir)/state: ") == true, "\(error)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["state"])
        XCTAssertEqual(StateStore.read(runtime: runtime, notice: { _ in }), .initial)
    }

    /// A file Solverv did not write is believed in nothing: read as the
    /// initial state, with a notice that says what is wrong; members it
    /// does not know, and those it misses (an older version's), are let be.
    func testABadStateFileReadsAsTheInitialStateWithANotice() throws {
        let dir = try StateStore.directory(runtime: runtime)
        let path = dir + "/state"
        let object = "\(path) does not hold a JSON object"
        func range(_ key: String, _ low: Int, _ high: Int) -> String { "\(path): \"\(key)\" must be an integer from \(low) to \(high)" }
        let shift = range("day_shift", -3660, 3660)
        let serial = range("serial", 0, 9_007_199_254_740_991)
        let cases: [(String, String)] = [
            ("", object), ("garbage", object), ("[1,2]", object), ("{\"day_shift\":", object), ("null", object),
            ("{\"serial\":1}\u{0}", object),
            ("{\"day_shift\":\"2\",\"large\":true}", shift),
            ("{\"day_shift\":1,\"large\":1}", "\(path): \"large\" must be true or false"),
            ("{\"day_shift\":3661,\"large\":true}", shift),
            ("{\"day_shift\":-9223372036854775808}", shift),
            ("{\"day_shift\":2.0,\"large\":false}", shift),
            ("{\"serial\":-1}", serial),
            ("{\"serial\":9007199254740992}", serial),
            ("{\"serial\":9223372036854775807}", serial),
            ("{\"serial\":99999999999999999999999}", object),  // beyond 64 bits: no JSON jansson reads
            ("{\"serial\":1e300}", serial),
            ("{\"serial\":3,\"today_serial\":-5}", range("today_serial", 0, 9_007_199_254_740_991)),
            ("{\"serial\":1,\"serial\":2}", object),  // a repeated key means nothing
            ("{\"day_shift\":5}" + String(repeating: " ", count: 5000), "cannot read \(path): longer than 4096 bytes, or a read failed"),
        ]
        for (text, problem) in cases {
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            var notices: [String] = []
            XCTAssertEqual(StateStore.read(runtime: runtime, notice: { notices.append($0.message) }), .initial, text)
            XCTAssertEqual(notices, [problem + "; read as no view state (solverv ctl replaces it)"], text)
        }
        let good: [(String, ViewState)] = [
            ("{\"large\":true}", ViewState(large: true)),  // before serials
            ("{\"day_shift\":-7,\"large\":false}", ViewState(dayShift: -7)),
            ("{\"day_shift\":-7,\"extra\":[]}", ViewState(dayShift: -7)),
            (" {\"serial\":9007199254740991,\"today_serial\":4,\"day_shift\":3660}\n",
             ViewState(dayShift: 3660, serial: 9_007_199_254_740_991, todaySerial: 4)),
        ]
        for (text, expected) in good {
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            XCTAssertEqual(StateStore.read(runtime: runtime, notice: { XCTFail("\(text): \($0)") }), expected, text)
        }
    }

    /// Mutations of a real state file from a fixed seed: none crashes,
    /// and what is believed is in range and reads back the same once written.
    func testFuzzedStateFiles() throws {
        var m = ClickEventsTests.Mutator(state: 43)
        let seed = #"{"serial":9007199254740990,"day_shift":-3659,"large":true,"today_serial":12}"#
        var believed = 0
        for _ in 0..<20_000 {
            let text = m.mutate(seed)
            guard let state = try? ViewState(json: JSONValue.parse(text), path: "state") else { continue }
            believed += 1
            XCTAssertTrue(abs(state.dayShift) <= ViewState.dayShiftLimit, text)
            XCTAssertTrue((0...ViewState.serialLimit).contains(state.serial) && (0...ViewState.serialLimit).contains(state.todaySerial), text)
            let again = try ViewState(json: JSONValue.parse(try XCTUnwrap(state.json.encoded())), path: "state")
            XCTAssertEqual(again, state, text)
        }
        XCTAssertGreaterThan(believed, 1000, "the mutations should leave many files valid")
    }

    /// Each action raises the serial; the file holds its result (the size
    /// toggled to, the shift reached), never the command; the serial wraps
    /// to 1 past its limit rather than leave its range.
    func testActionsStoreTheirResultAndRaiseTheSerial() throws {
        var s = ViewState.initial
        s.perform(.nextDay)
        s.perform(.toggleSize)
        XCTAssertEqual(s, ViewState(dayShift: 1, large: true, serial: 2))
        s.perform(.today)
        XCTAssertEqual(s, ViewState(dayShift: 0, large: true, serial: 3, todaySerial: 3))
        s.perform(.previousDay)
        XCTAssertEqual(s, ViewState(dayShift: -1, large: true, serial: 4, todaySerial: 3))
        s = ViewState(serial: ViewState.serialLimit)
        s.perform(.toggleSize)
        XCTAssertEqual(s, ViewState(large: true, serial: 1))
        XCTAssertEqual(ViewAction.allCases.map(\.rawValue), ["next-day", "prev-day", "today", "toggle-size"])
        XCTAssertEqual([Click.left, .middle, .right, .scrollUp, .scrollDown].map { ViewAction($0) },
                       [.toggleSize, .today, nil, .nextDay, .previousDay])
    }

    /// Issue 23, item 5: a FIFO at the state is read as none, at once,
    /// with a notice; an update writes a file in its place, and says what
    /// it replaced only once it has.
    func testAFIFOAtTheStateIsNoneAndReplaced() throws {
        let dir = try StateStore.directory(runtime: runtime)
        XCTAssertEqual(mkfifo(dir + "/state", 0o600), 0)
        var notices: [String] = []
        XCTAssertEqual(StateStore.read(runtime: runtime, notice: { notices.append($0.message) }), .initial)
        XCTAssertEqual(StateStore.peek(runtime: runtime, notice: { notices.append($0.message) }), .initial)
        let expected = "\(dir)/state is not a regular file (a FIFO); read as no view state (solverv ctl replaces it)"
        XCTAssertEqual(notices, [expected, expected])
        notices = []
        try StateStore.update(runtime: runtime, notice: { notices.append($0.message) }) { $0.perform(.nextDay) }
        XCTAssertEqual(notices, [expected])
        XCTAssertEqual(StateStore.read(runtime: runtime, notice: { XCTFail("\($0)") }), ViewState(dayShift: 1, serial: 1))
    }

    func testUpdatesStopAtTheLimitAndNoneIsLost() throws {
        try StateStore.write(ViewState(dayShift: ViewState.dayShiftLimit - 1), runtime: runtime)
        for _ in 0..<3 { try StateStore.update(runtime: runtime, notice: { _ in }) { $0.perform(.nextDay) } }
        XCTAssertEqual(StateStore.read(runtime: runtime, notice: { _ in }).dayShift, ViewState.dayShiftLimit)
        try StateStore.update(runtime: runtime, notice: { _ in }) { $0.perform(.today) }
        // Many changes at once, as a fast scroll runs many `solverv ctl`: the lock keeps each.
        let runtime = self.runtime
        DispatchQueue.concurrentPerform(iterations: 40) { _ in
            _ = try? StateStore.update(runtime: runtime, notice: { _ in }) { $0.perform(.previousDay) }
        }
        XCTAssertEqual(StateStore.read(runtime: runtime, notice: { _ in }), ViewState(dayShift: -40, serial: 44, todaySerial: 4))
        var s = ViewState(dayShift: -ViewState.dayShiftLimit)
        s.perform(.previousDay)
        s.perform(.toggleSize)
        XCTAssertEqual(s, ViewState(dayShift: -ViewState.dayShiftLimit, large: true, serial: 2))
    }
}
