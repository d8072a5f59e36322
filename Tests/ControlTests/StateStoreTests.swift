import Foundation
@testable import SolvervControl
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
        XCTAssertEqual(try String(contentsOfFile: dir + "/state", encoding: .utf8), "{\"day_shift\":-3,\"large\":true}\n")
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

    func testABadStateFileReadsAsTheInitialState() throws {
        let dir = try StateStore.directory(runtime: runtime)
        let cases: [(String, ViewState)] = [
            ("", .initial), ("garbage", .initial), ("[1,2]", .initial), ("{\"day_shift\":", .initial),
            ("{\"day_shift\":\"2\",\"large\":1}", .initial),
            ("{\"day_shift\":3661,\"large\":true}", ViewState(dayShift: 0, large: true)),
            ("{\"day_shift\":-9223372036854775808}", .initial),
            ("{\"day_shift\":2.0,\"large\":false}", .initial),
            ("{\"large\":true}", ViewState(dayShift: 0, large: true)),
            ("{\"day_shift\":-7,\"extra\":[]}", ViewState(dayShift: -7, large: false)),
            ("{\"day_shift\":5}" + String(repeating: " ", count: 5000), .initial),  // longer than any state file
        ]
        for (text, expected) in cases {
            try text.write(toFile: dir + "/state", atomically: false, encoding: .utf8)
            XCTAssertEqual(StateStore.read(runtime: runtime, notice: { _ in }), expected, text)
        }
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
        try StateStore.update(runtime: runtime, notice: { notices.append($0.message) }) { $0.nextDay() }
        XCTAssertEqual(notices, [expected])
        XCTAssertEqual(StateStore.read(runtime: runtime, notice: { XCTFail("\($0)") }), ViewState(dayShift: 1))
    }

    func testUpdatesStopAtTheLimitAndNoneIsLost() throws {
        try StateStore.write(ViewState(dayShift: ViewState.dayShiftLimit - 1), runtime: runtime)
        for _ in 0..<3 { try StateStore.update(runtime: runtime, notice: { _ in }) { $0.nextDay() } }
        XCTAssertEqual(StateStore.read(runtime: runtime, notice: { _ in }).dayShift, ViewState.dayShiftLimit)
        try StateStore.update(runtime: runtime, notice: { _ in }) { $0.today() }
        // Many changes at once, as a fast scroll runs many `solverv ctl`: the lock keeps each.
        let runtime = self.runtime
        DispatchQueue.concurrentPerform(iterations: 40) { _ in
            _ = try? StateStore.update(runtime: runtime, notice: { _ in }) { $0.previousDay() }
        }
        XCTAssertEqual(StateStore.read(runtime: runtime, notice: { _ in }), ViewState(dayShift: -40, large: false))
        var s = ViewState(dayShift: -ViewState.dayShiftLimit)
        s.previousDay()
        s.toggleSize()
        XCTAssertEqual(s, ViewState(dayShift: -ViewState.dayShiftLimit, large: true))
    }
}
