import Foundation
@testable import SolvervControl
import XCTest

/// Pid files under `instances/`, and who gets signalled: live instances
/// only, never a process that merely has a recorded pid.
final class InstanceTests: XCTestCase {
    var runtime = ""
    var instances: String { runtime + "/solverv/instances" }

    override func setUpWithError() throws {
        runtime = try StateStoreTests.temporaryDirectory()
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: runtime)
    }

    /// A process that sleeps until it is ended: SIGUSR1 ends it too, as it
    /// ends most programs, so a signal sent to it is seen.
    func sleeper(named name: String = "sleep") throws -> Process {
        let program = runtime + "/" + name
        try FileManager.default.copyItem(atPath: "/bin/sleep", toPath: program)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: program)
        p.arguments = ["30"]
        try p.run()
        addTeardownBlock { if p.isRunning { p.terminate(); p.waitUntilExit() } }
        return p
    }

    func testRegisteringWritesAPrivatePidFileThatCloseRemoves() throws {
        let handle = try StateStore.register(pid: getpid(), runtime: runtime)
        let path = instances + "/\(getpid())"
        XCTAssertEqual(handle.path, path)
        XCTAssertEqual(StateStoreTests.mode(instances), 0o700)
        XCTAssertEqual(StateStoreTests.mode(path), 0o600)
        let start = try XCTUnwrap(ProcessStart.of(getpid()))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "\(getpid()) \(start)\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: instances), ["\(getpid())"], "no temporary file left")
        handle.close()
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        handle.close()  // twice is harmless
    }

    func testAFileLeftWithOurPidIsReplaced() throws {
        try FileManager.default.createDirectory(atPath: instances, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        chmod(runtime + "/solverv", 0o700)
        try "\(getpid()) 1\n".write(toFile: instances + "/\(getpid())", atomically: false, encoding: .utf8)
        let handle = try StateStore.register(pid: getpid(), runtime: runtime)
        XCTAssertNotEqual(try String(contentsOfFile: handle.path, encoding: .utf8), "\(getpid()) 1\n")
        handle.close()
    }

    func testALiveInstanceIsSignalled() throws {
        // A name with the parentheses and spaces that /proc/PID/stat does not escape.
        let p = try sleeper(named: "so) 1 2 (lverv")
        let handle = try StateStore.register(pid: p.processIdentifier, runtime: runtime)
        // Signalled by a program of another name, the live file is let be.
        XCTAssertEqual(StateStore.signalInstances(SIGUSR1, runtime: runtime, program: "solverv"), 0)
        XCTAssertTrue(p.isRunning)
        XCTAssertEqual(StateStore.signalInstances(SIGUSR1, runtime: runtime, program: "so) 1 2 (lverv"), 1)
        p.waitUntilExit()
        XCTAssertEqual(p.terminationReason, .uncaughtSignal)
        XCTAssertEqual(p.terminationStatus, SIGUSR1)
        // Ended without closing its handle: the next signalling removes its file.
        XCTAssertEqual(StateStore.signalInstances(SIGUSR1, runtime: runtime), 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: handle.path))
    }

    func testTheFileOfAnEndedProcessIsRemoved() throws {
        // A sleeper ended by us, not /bin/true: that could end, and be
        // reaped, before it is registered (seen under load).
        let p = try sleeper()
        let handle = try StateStore.register(pid: p.processIdentifier, runtime: runtime)
        p.terminate()
        p.waitUntilExit()
        XCTAssertEqual(StateStore.signalInstances(SIGUSR1, runtime: runtime), 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: handle.path))
    }

    /// A pid file whose process ended, and whose pid now belongs to another
    /// program of the same user: that program must not get SIGUSR1.
    func testAReusedPidIsNotSignalled() throws {
        let p = try sleeper()
        _ = try StateStore.directory(runtime: runtime)
        XCTAssertEqual(mkdir(instances, 0o700), 0)
        let path = instances + "/\(p.processIdentifier)"
        for recorded in ["\(p.processIdentifier) 1\n", "\(p.processIdentifier)\n", "", "\(p.processIdentifier + 1) \(ProcessStart.of(p.processIdentifier) ?? 0)\n"] {
            try recorded.write(toFile: path, atomically: false, encoding: .utf8)
            XCTAssertEqual(StateStore.signalInstances(SIGUSR1, runtime: runtime), 0, recorded)
            XCTAssertFalse(FileManager.default.fileExists(atPath: path), recorded)
            XCTAssertTrue(p.isRunning)
        }
    }

    func testOtherFilesAreLeftAlone() throws {
        let p = try sleeper()
        _ = try StateStore.directory(runtime: runtime)
        XCTAssertEqual(mkdir(instances, 0o700), 0)
        for name in ["notes", ".\(p.processIdentifier).tmp", "+\(p.processIdentifier)", "99999999999"] {
            try "\(p.processIdentifier) \(ProcessStart.of(p.processIdentifier) ?? 0)\n".write(toFile: instances + "/" + name, atomically: false, encoding: .utf8)
        }
        XCTAssertEqual(symlink(runtime + "/sleep", instances + "/\(p.processIdentifier)"), 0)
        XCTAssertEqual(StateStore.signalInstances(SIGUSR1, runtime: runtime), 0)
        XCTAssertTrue(p.isRunning)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: instances).count, 5)
    }

    func testAFileOfAnotherUserIsNotBelieved() throws {
        guard geteuid() == 0 else { throw XCTSkip("only root can give a file away") }
        let p = try sleeper()
        let handle = try StateStore.register(pid: p.processIdentifier, runtime: runtime)
        XCTAssertEqual(chown(handle.path, 65534, 65534), 0)
        XCTAssertEqual(StateStore.signalInstances(SIGUSR1, runtime: runtime), 0)
        XCTAssertTrue(p.isRunning)
    }

    /// What a process runs is the file name of its binary, also after an
    /// upgrade replaced the file; the test process is no Solverv.
    func testProgramNames() {
        XCTAssertEqual(ProcessCheck.programName("/usr/local/bin/solverv"), "solverv")
        XCTAssertEqual(ProcessCheck.programName("/usr/local/bin/solverv (deleted)"), "solverv")
        XCTAssertEqual(ProcessCheck.programName("/a b/so) 1 2 (lverv"), "so) 1 2 (lverv")
        XCTAssertNotNil(ProcessCheck.ownProgram())
        XCTAssertTrue(ProcessCheck.runs(getpid(), ProcessCheck.ownProgram() ?? ""))
        XCTAssertFalse(ProcessCheck.runs(getpid(), "solverv"))
    }

    func testProcessStartTime() {
        XCTAssertNotNil(ProcessStart.of(getpid()))
        XCTAssertEqual(ProcessStart.of(getpid()), ProcessStart.of(getpid()))
        XCTAssertNil(ProcessStart.of(-1))
        XCTAssertEqual(StateStore.pidName("123"), 123)
        for name in ["", ".", "..", "0", "-1", "+1", "1a", "99999999999", "2147483648", " 1"] {
            XCTAssertNil(StateStore.pidName(name), name)
        }
    }
}
