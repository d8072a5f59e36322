import Foundation
import TestSupport
import XCTest

/// A line showing another date, on the built binary (issue 23): after an
/// i3bar scroll, `solverv ctl next-day`, a future `--date` or the last date
/// of the modelled years, it woke 2.5 times a second and printed nothing.
/// Over ten seconds each line may wake only to print: its wakes (voluntary
/// context switches, from /proc) are never more than its new lines, and it
/// uses next to no CPU (under a fifth of a second).
final class ShiftedWatchTests: XCTestCase {
    static let place = ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--now", "2026-11-22T12:00:00Z"]

    func wakes(_ pid: pid_t) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = try XCTUnwrap(status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") })
        return try XCTUnwrap(Int(line.split(separator: "\t").last ?? ""))
    }

    /// CPU time used so far (user and system), in clock ticks.
    func cpuTicks(_ pid: pid_t) throws -> Int {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        let close = try XCTUnwrap(stat.lastIndex(of: ")"))
        let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
        return try XCTUnwrap(Int(fields[11])) + (try XCTUnwrap(Int(fields[12])))  // utime and stime, fields 14 and 15
    }

    func testAShiftedLineWakesOnlyToPrint() throws {
        let runtime = FileManager.default.temporaryDirectory.appendingPathComponent("slv-shift-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        addTeardownBlock { try? FileManager.default.removeItem(at: runtime) }
        let env = ["XDG_RUNTIME_DIR": runtime.path]
        var lines: [(String, LiveProcess)] = []
        func start(_ what: String, _ arguments: [String], environment: [String: String] = [:]) throws -> LiveProcess {
            let process = try LiveProcess(arguments + Self.place, environment: environment)
            addTeardownBlock { process.signal(SIGKILL); _ = process.exit(timeout: 2) }
            lines.append((what, process))
            return process
        }
        for date in ["2027-03-01", "2999-12-31"] {
            let line = try start("--date \(date)", ["--format", "waybar", "--watch", "--date", date])
            XCTAssertNotNil(line.line(), line.stderr())
        }
        let steered = try start("ctl next-day", ["--format", "waybar", "--watch"], environment: env)
        XCTAssertNotNil(steered.line())
        let ctl = try SolvervBinary.run(["ctl", "next-day"], environment: env)
        XCTAssertEqual(ctl.status, 0, ctl.stderr)
        let next = try XCTUnwrap(steered.line(), "the line after ctl next-day")
        XCTAssertTrue(next.contains("⟲ 23 Nov"), next)
        let bar = try start("i3bar scroll", ["--format", "i3bar"])
        for _ in 0..<3 { XCTAssertNotNil(bar.line()) }  // header, "[", today
        bar.send("[\n" + #"{"name":"sunlight","button":4}"# + "\n")
        let scrolled = try XCTUnwrap(bar.line(), "the line after a scroll up")
        XCTAssertTrue(scrolled.contains("⟲ 23 Nov"), scrolled)

        usleep(200_000)
        let before = try lines.map { try wakes($0.1.pid) }
        let cpuBefore = try lines.map { try cpuTicks($0.1.pid) }
        sleep(10)
        for (((what, process), woke), cpu) in zip(zip(lines, before), cpuBefore) {
            let wakes = try wakes(process.pid) - woke
            // A loop that never sleeps wakes nobody: its CPU time says it.
            let ticks = try cpuTicks(process.pid) - cpu
            XCTAssertLessThan(ticks, Int(sysconf(Int32(_SC_CLK_TCK))) / 5, "\(what): \(ticks) ticks of CPU in 10 s")
            var printed = 0
            while process.line(timeout: 0.2) != nil { printed += 1 }
            XCTAssertLessThanOrEqual(wakes, printed, "\(what): \(wakes) wakes in 10 s for \(printed) new lines")
            process.signal(SIGTERM)
            XCTAssertEqual(process.exit(), 0, what)
        }
    }
}
