import Foundation
import Glibc
import TestSupport
import XCTest

/// What the Swift runtime does before `main` in the static release binary
/// (issue 43; Sources/CStartWithoutProc, docs/building.md): the arguments
/// come from start-up, not from /proc/self/maps, and the backtracer looks
/// for swift-backtrace only when SWIFT_BACKTRACE asks for backtraces, which
/// a crash then still prints, as before.
final class RuntimeStartupTests: XCTestCase {
    static let oslo = ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--now", "2026-11-22T12:00:00Z"]
    static let tmuxLine = "#[fg=#7fb8ff]❄ 29d#[default] · #[fg=#ffd75f]☀ 2h34m#[default]\n"

    override func setUpWithError() throws {
        // The debug build links the runtime dynamically, which does its own start-up.
        guard SolvervBinary.path.contains("/release/") else { throw XCTSkip("needs SOLVERV_BINARY=.build/release/solverv") }
    }

    /// The line's system calls (strace's lines) and its output.
    func traced(_ environment: [String: String] = [:]) throws -> (out: String, calls: [String]) {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/strace") else { throw XCTSkip("strace is not installed") }
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("slv-strace-\(UUID().uuidString.prefix(8)).log").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        let r = try SolvervBinary.run(["-f", "-o", log, SolvervBinary.path, "--format", "tmux"] + Self.oslo,
                                      environment: environment, executable: "/usr/bin/strace")
        XCTAssertEqual(r.status, 0, r.stderr)
        return (r.stdout, try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init))
    }

    /// Before, every line read /proc/self/maps for its arguments, followed
    /// /proc/self/exe and stat'ed eight places for swift-backtrace, and asked
    /// twice whether stdout was a terminal: 17 system calls before main, with
    /// the access(2) of a check for /proc. Now /proc/self/exe is read once,
    /// by glibc's own start-up.
    func testALineLooksForNoBacktracerAndReadsNoMaps() throws {
        let (out, calls) = try traced()
        XCTAssertEqual(out, Self.tmuxLine)
        let said = calls.joined(separator: "\n")
        XCTAssertFalse(calls.contains { $0.contains("/proc/self/maps") }, said)
        XCTAssertFalse(calls.contains { $0.contains("swift-backtrace") || $0.contains("libexec/swift") }, said)
        XCTAssertFalse(calls.contains { $0.contains("TCGETS") }, said)
        XCTAssertEqual(calls.filter { $0.contains("/proc/self/exe") }.count, 1, said)
    }

    /// SWIFT_BACKTRACE, once set, is the runtime's to follow as it always
    /// did: with enable=no it still looks for swift-backtrace.
    func testASetSwiftBacktraceIsTheRuntimes() throws {
        let (out, calls) = try traced(["SWIFT_BACKTRACE": "enable=no"])
        XCTAssertEqual(out, Self.tmuxLine)
        XCTAssertTrue(calls.contains { $0.contains("/swift-backtrace\"") }, calls.joined(separator: "\n"))
    }

    /// SIGSEGV to a watch line: by default the process ends on the signal,
    /// silently, as before (no release finds a swift-backtrace beside it);
    /// SWIFT_BACKTRACE=enable=yes with a toolchain's swift-backtrace-static
    /// prints the crash report, as before. (The runtime's handler then
    /// returns: a SIGSEGV sent by kill(2) faults nowhere, so the line lives
    /// on, and ends on SIGTERM.)
    func testACrashReportIsTheUsersToTurnOn() throws {
        let plain = try LiveProcess(["--format", "tmux", "--watch"] + Self.oslo.dropLast(2))
        XCTAssertNotNil(plain.line(timeout: 10))
        plain.signal(SIGSEGV)
        XCTAssertEqual(plain.exit(timeout: 10), 128 + SIGSEGV)
        XCTAssertEqual(plain.stderr(), "")

        guard let backtracer = Self.toolchainBacktracer() else { throw XCTSkip("no swift-backtrace-static beside swiftc on the PATH") }
        let asked = try LiveProcess(["--format", "tmux", "--watch"] + Self.oslo.dropLast(2),
                                    environment: ["SWIFT_BACKTRACE": "enable=yes,swift-backtrace=\(backtracer)"])
        XCTAssertNotNil(asked.line(timeout: 10))
        asked.signal(SIGSEGV)
        asked.signal(SIGTERM)
        XCTAssertEqual(asked.exit(timeout: 60), 0)
        let report = asked.stderr()
        XCTAssertTrue(report.contains("*** Program crashed: "), report)
        XCTAssertTrue(report.contains("Thread 0 \"solverv\" crashed:"), report)
    }

    /// Where /proc is not mounted (a mount namespace with an empty /proc):
    /// the arguments still arrive, and so does the line, with backtraces
    /// asked for too (the runtime's search then finds nothing under "/").
    func testALineStartsWithoutProc() throws {
        guard geteuid() == 0, (try? SolvervBinary.run(["-m", "true"], executable: "/usr/bin/unshare"))?.status == 0
        else { throw XCTSkip("needs a mount namespace (unshare -m, as root)") }
        let script = "mount -t tmpfs solverv-no-proc /proc && exec \"$SOLVERV\" \"$@\""
        for asked in [[:], ["SWIFT_BACKTRACE": "enable=yes"]] {
            let r = try SolvervBinary.run(["-m", "/bin/sh", "-c", script, "sh", "--format", "tmux"] + Self.oslo,
                                          environment: ["SOLVERV": SolvervBinary.path].merging(asked) { $1 }, executable: "/usr/bin/unshare")
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertEqual(r.stdout, Self.tmuxLine, "\(asked)")
        }
    }

    /// The toolchain's static backtracer: `libexec/swift/linux` beside the
    /// `bin` of the swiftc on the PATH.
    static func toolchainBacktracer() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for dir in path.split(separator: ":") {
            let swiftc = URL(fileURLWithPath: String(dir)).appendingPathComponent("swiftc")
            guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
            let backtracer = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("libexec/swift/linux/swift-backtrace-static").path
            if FileManager.default.isExecutableFile(atPath: backtracer) { return backtracer }
        }
        return nil
    }
}
