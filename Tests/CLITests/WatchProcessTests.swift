import Foundation
import TestSupport
import XCTest

/// Watch mode on the built binary, driven as a bar drives it (issue 15):
/// clicks on stdin, signals, `solverv ctl`, a reader that goes away, and an
/// error that must not end the process. The line is the countdown at noon,
/// whose text changes only at local midnight: any line seen here was caused
/// by the test, never by the clock.
final class WatchProcessTests: XCTestCase {
    static let place = ["countdown", "--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--now", "2026-11-22T12:00:00Z"]

    func start(_ arguments: [String], environment: [String: String] = [:], ownProcessGroup: Bool = false) throws -> LiveProcess {
        let process = try LiveProcess(Self.place + arguments, environment: environment, ownProcessGroup: ownProcessGroup)
        addTeardownBlock { process.signal(SIGKILL); _ = process.exit(timeout: 2) }
        return process
    }

    func testI3barClicksMoveTheDateAndBack() throws {
        let bar = try start(["--format", "i3bar"])
        let header = try XCTUnwrap(bar.line())
        let protocolHeader = try JSONSerialization.jsonObject(with: Data(header.utf8)) as? [String: Any]
        XCTAssertEqual(protocolHeader?["click_events"] as? Bool, true)
        XCTAssertEqual(protocolHeader?["stop_signal"] as? Int, Int(SIGTSTP))
        XCTAssertEqual(bar.line(), "[")
        let today = try XCTUnwrap(bar.line())
        XCTAssertTrue(today.contains("Winter solstice in 29 days"), today)
        // i3bar opens its own array, then sends one object per click.
        bar.send("[\n")
        bar.send(#"{"name":"countdown","instance":"59.91,10.75","button":4,"x":10,"y":5}"# + "\n")
        let tomorrow = try XCTUnwrap(bar.line(), "a scroll up shows the next day")
        XCTAssertTrue(tomorrow.contains("⟲ 23 Nov") && tomorrow.contains("in 28 days"), tomorrow)
        // Junk and malformed events change nothing and end nothing.
        bar.send("not json\n,{\"button\":\"4\"}\n,{\"button\":99}\n,[1,2]\n" + String(repeating: "x", count: 200_000) + "\n")
        bar.send(#",{"name":"countdown","button":2}"# + "\n")
        XCTAssertEqual(bar.line(), today, "a middle click returns to today, and the junk before it did nothing")
        bar.send(#",{"name":"countdown","button":1}"# + "\n")
        let large = try XCTUnwrap(bar.line())
        XCTAssertTrue(large.contains("Since the autumn equinox"), "a left click shows the large size: \(large)")
        // A closed stdin (i3bar stops sending clicks) is not an end either.
        bar.closeStdin()
        bar.signal(SIGUSR1)
        XCTAssertEqual(bar.line(), large, "SIGUSR1 prints the line again at once")
        bar.signal(SIGTERM)
        XCTAssertEqual(bar.exit(), 0)
    }

    /// i3bar's stop and continue signals (named in its header) pause and
    /// resume output; in other formats SIGTSTP keeps its default, so that
    /// Ctrl-Z suspends a line watched in a terminal.
    func testStopAndContinuePauseOutput() throws {
        let bar = try start(["--format", "i3bar"])
        for _ in 0..<3 { XCTAssertNotNil(bar.line()) }  // header, "[", the first line
        bar.signal(SIGTSTP)
        bar.signal(SIGUSR1)
        XCTAssertNil(bar.line(timeout: 0.5), "no output while the bar has stopped us")
        bar.signal(SIGCONT)
        XCTAssertNotNil(bar.line(), "the line again when the bar continues us")
        XCTAssertNil(bar.exit(timeout: 0.1), "still running")

        let terminal = try start(["--watch"], ownProcessGroup: true)  // as a shell's job
        XCTAssertNotNil(terminal.line())
        terminal.signal(SIGTSTP)
        func state() -> String? {
            guard let stat = try? String(contentsOfFile: "/proc/\(terminal.pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            return stat[stat.index(close, offsetBy: 2)...].split(separator: " ").first.map(String.init)
        }
        var stopped = false
        for _ in 0..<50 where !stopped { stopped = state() == "T"; usleep(20_000) }
        XCTAssertTrue(stopped, "Ctrl-Z stops a watched line outside i3bar (state \(state() ?? "?"))")
        terminal.signal(SIGCONT)
    }

    /// A middle click returns to today, also from a line started with `--date`;
    /// `--date` stays that date in watch mode.
    func testMiddleClickReturnsToTodayFromDate() throws {
        let bar = try start(["--format", "i3bar", "--date", "2026-06-21"])
        for _ in 0..<2 { XCTAssertNotNil(bar.line()) }
        let shown = try XCTUnwrap(bar.line())
        XCTAssertTrue(shown.contains("⟲ 21 Jun"), shown)
        bar.send("[\n{\"button\":2}\n")
        let today = try XCTUnwrap(bar.line())
        XCTAssertTrue(today.contains("Winter solstice in 29 days") && !today.contains("⟲"), today)

        // Two seconds before midnight in Oslo; the shown date does not move at it.
        let fixed = try LiveProcess(["countdown", "--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--watch",
                                     "--date", "2026-06-20", "--now", "2026-11-22T22:59:58Z"])
        addTeardownBlock { fixed.signal(SIGKILL); _ = fixed.exit(timeout: 2) }
        XCTAssertEqual(fixed.line(), "⟲ 20 Jun Summer solstice tomorrow (Oslo time)")
        XCTAssertNil(fixed.line(timeout: 3.5), "still 20 June after midnight")
    }

    func testAReaderThatWentAwayEndsItWithStatus0() throws {
        let bar = try start(["--format", "polybar", "--watch"])
        XCTAssertNotNil(bar.line())
        // Its next change is at midnight: it must not wait for it to notice.
        bar.closeStdout()
        XCTAssertEqual(bar.exit(), 0)
        XCTAssertEqual(bar.stderr(), "", "quietly")
    }

    func testAnErrorKeepsItRunning() throws {
        let process = try LiveProcess(["countdown", "--lat", "59.91", "--lon", "10.75", "--tz", "Bad/Zone", "--format", "waybar", "--watch"])
        addTeardownBlock { process.signal(SIGKILL); _ = process.exit(timeout: 2) }
        let bar = process
        let block = try XCTUnwrap(bar.line())
        XCTAssertTrue(block.contains(#""class":["error"]"#), block)
        XCTAssertNil(bar.exit(timeout: 0.5), "an error block, and the process lives on")
        bar.signal(SIGUSR1)
        XCTAssertEqual(bar.line(), block, "tried again, and still the block")
        bar.signal(SIGINT)
        XCTAssertEqual(bar.exit(), 0)
    }

    func testCtlSteersARunningWaybar() throws {
        let runtime = FileManager.default.temporaryDirectory.appendingPathComponent("slv-watch-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        addTeardownBlock { try? FileManager.default.removeItem(at: runtime) }
        let env = ["XDG_RUNTIME_DIR": runtime.path]
        let bar = try start(["--format", "waybar", "--watch"], environment: env)
        let first = try XCTUnwrap(bar.line())
        XCTAssertTrue(first.hasPrefix(#"{"text":"❄ 29d""#), first)
        // The instance registered itself before its first line.
        let ctl = try SolvervBinary.run(["ctl", "next-day"], environment: env)
        XCTAssertEqual(ctl.status, 0, ctl.stderr)
        XCTAssertEqual(ctl.stderr, "", "an instance was signalled")
        let next = try XCTUnwrap(bar.line())
        XCTAssertTrue(next.contains("28d") && next.contains("⟲"), next)
        _ = try SolvervBinary.run(["ctl", "today"], environment: env)
        XCTAssertEqual(bar.line(), first)
        bar.signal(SIGTERM)
        XCTAssertEqual(bar.exit(), 0)
        let instances = (try? FileManager.default.contentsOfDirectory(atPath: runtime.appendingPathComponent("solverv/instances").path)) ?? []
        XCTAssertEqual(instances, [], "its pid file is gone with it")
    }

    /// tmux and conky run one-shot lines; `solverv ctl` (bound to keys)
    /// steers them through the same state. plain and json do not follow it.
    func testOneShotBarLinesFollowCtl() throws {
        let runtime = FileManager.default.temporaryDirectory.appendingPathComponent("slv-oneshot-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        addTeardownBlock { try? FileManager.default.removeItem(at: runtime) }
        let env = ["XDG_RUNTIME_DIR": runtime.path]
        let before = try SolvervBinary.run(Self.place + ["--format", "tmux"], environment: env)
        XCTAssertFalse(before.stdout.contains("⟲"), before.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: runtime.appendingPathComponent("solverv").path),
                       "a one-shot line creates nothing")
        XCTAssertEqual(try SolvervBinary.run(["ctl", "next-day"], environment: env).status, 0)
        let tmux = try SolvervBinary.run(Self.place + ["--format", "tmux"], environment: env)
        XCTAssertTrue(tmux.stdout.contains("⟲") && tmux.stdout.contains("28d"), tmux.stdout)
        let plain = try SolvervBinary.run(Self.place, environment: env)
        XCTAssertEqual(plain.stdout, "Winter solstice in 29 days (Oslo time)\n")
        // toggle-size: tmux's small line becomes medium (one step up), which still fits a status line.
        XCTAssertEqual(try SolvervBinary.run(["ctl", "today"], environment: env).status, 0)
        XCTAssertEqual(try SolvervBinary.run(["ctl", "toggle-size"], environment: env).status, 0)
        let medium = try SolvervBinary.run(Self.place + ["--format", "tmux"], environment: env)
        XCTAssertEqual(medium.stdout, "#[fg=#7fb8ff]Winter solstice in 29 days (Oslo time)#[default]\n")
    }
}

/// A new system zone is seen at once (SPEC §6): `/etc/localtime` is
/// replaced, as `timedatectl set-timezone` does, and the running line shows
/// its times in the new zone without any other wake. The test gives the
/// process its own /etc, bound over the real one in a private mount
/// namespace (`unshare -m`, root only), so the machine's zone is untouched.
final class WatchZoneChangeTests: XCTestCase {
    func testANewSystemZoneIsFollowedAtOnce() throws {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare"),
              try SolvervBinary.run(["-m", "--propagation", "private", "/bin/true"], executable: "/usr/bin/unshare").status == 0
        else {
            throw XCTSkip("needs root and a mount namespace (unshare -m) for a private /etc")
        }
        let etc = FileManager.default.temporaryDirectory.appendingPathComponent("slv-etc-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: etc, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: etc) }
        let link = etc.appendingPathComponent("localtime").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/usr/share/zoneinfo/Europe/Oslo")
        // No place and no --tz: the place is the system zone's city, in the
        // system's zone (coordinates would bring their own). TZ unset: the
        // system's is /etc/localtime.
        let script = "mount --bind \(RealBar.shellWord(etc.path)) /etc && exec env -u TZ \(RealBar.shellWord(SolvervBinary.path)) " +
            "countdown --size large --watch --now 2026-11-22T12:00:00Z"
        let line = try LiveProcess(["-m", "--propagation", "private", "/bin/sh", "-c", script], executable: "/usr/bin/unshare")
        addTeardownBlock { line.signal(SIGKILL); _ = line.exit(timeout: 2) }
        XCTAssertEqual(line.line(), "❄ Winter solstice in 29 days")
        XCTAssertEqual(line.line(), "Mon 21 Dec 2026, 21:50", "the solstice in Oslo time")
        for _ in 0..<2 { _ = line.line() }  // progress, then the events after
        // Replaced by rename, as timedatectl does: a new link, moved over the old.
        let fresh = etc.appendingPathComponent("localtime.new").path
        try FileManager.default.createSymbolicLink(atPath: fresh, withDestinationPath: "/usr/share/zoneinfo/Asia/Tokyo")
        XCTAssertEqual(rename(fresh, link), 0)
        XCTAssertEqual(line.line(), "❄ Winter solstice in 30 days", "21:00 on 22 November in Tokyo")
        XCTAssertEqual(line.line(), "Tue 22 Dec 2026, 05:50", "the same instant in Tokyo time, at once")
    }
}
