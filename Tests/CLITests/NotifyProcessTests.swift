import Foundation
import TestSupport
import XCTest

/// `--notify` on the built binary (issue 18), with a fake notifier that
/// writes its argv, NUL-separated, to a file, and its `TZ` to another: the
/// notice arrives as one argument after the fixed ones, a hostile place
/// name is escaped for the notification body's markup and never run by a
/// shell, the notifier gets the user's `TZ`, nothing repeats after a
/// restart, and a failing notifier is reported once and never stops the
/// line. Oslo, 2026-11-22: sunset at 14:34:21Z.
final class NotifyProcessTests: XCTestCase {
    var dir = ""
    static let hostile = #"$(touch PWNED) `touch PWNED`; touch PWNED | x & "q" 'q' <b>b</b> *"#
    /// As the notification server gets it: markup that shows `hostile` as text.
    static let hostileBody = #"$(touch PWNED) `touch PWNED`; touch PWNED | x &amp; &quot;q&quot; &apos;q&apos; &lt;b&gt;b&lt;/b&gt; *"#

    override func setUpWithError() throws {
        var template = Array((NSTemporaryDirectory() + "/solverv-notify-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw XCTSkip("mkdtemp failed") }
        dir = String(cString: made)
        try FileManager.default.createDirectory(atPath: dir + "/run", withIntermediateDirectories: false,
                                                attributes: [.posixPermissions: 0o700])
        let script = "#!/bin/sh\nprintf 'CALL\\0' >> \"$OUT\"\nprintf '%s\\0' \"$@\" >> \"$OUT\"\n"
            + "printf '%s\\n' \"${TZ-(unset)}\" >> \"$OUT.tz\"\n"
        try script.write(toFile: dir + "/notifier", atomically: true, encoding: .utf8)
        chmod(dir + "/notifier", 0o755)
        try writeConfig(name: Self.hostile)
    }

    /// The config: Oslo, as "home", named `name`.
    func writeConfig(name: String) throws {
        let config = #"{"default": "home", "places": {"home": {"lat": 59.91, "lon": 10.75, "zone": "Europe/Oslo", "name": "# +
            String(data: try JSONSerialization.data(withJSONObject: name, options: .fragmentsAllowed), encoding: .utf8)! + "}}}"
        try config.write(toFile: dir + "/config.json", atomically: true, encoding: .utf8)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: dir)
    }

    /// A line; `tz` is its `TZ`, nil for none.
    func start(_ now: String, _ extra: [String], tz: String? = "UTC") throws -> LiveProcess {
        let arguments = ["sunlight", "--format", "waybar", "--watch", "--config", dir + "/config.json", "--now", now] + extra
        let environment = ["XDG_RUNTIME_DIR": dir + "/run", "OUT": dir + "/calls", "HOME": dir, "TZ": tz ?? ""]
        let process = try tz == nil
            ? LiveProcess(["-u", "TZ", SolvervBinary.path] + arguments, environment: environment, executable: "/usr/bin/env")
            : LiveProcess(arguments, environment: environment)
        addTeardownBlock { process.signal(SIGKILL); _ = process.exit(timeout: 2) }
        return process
    }

    /// The notifier's calls so far: each its argv after the program.
    func calls(waitingFor count: Int, timeout: Double = 8) -> [[String]] {
        var calls: [[String]] = []
        let end = Date().addingTimeInterval(timeout)
        repeat {
            let data = (try? Data(contentsOf: URL(fileURLWithPath: dir + "/calls"))) ?? Data()
            calls = []
            for field in String(decoding: data, as: UTF8.self).split(separator: "\0", omittingEmptySubsequences: false).dropLast() {
                if field == "CALL" { calls.append([]) } else if !calls.isEmpty { calls[calls.count - 1].append(String(field)) }
            }
            if calls.count >= count { return calls }
            usleep(50_000)
        } while Date() < end
        return calls
    }

    /// Started a second before the early notice (`--urgent 30`): it comes
    /// a second later as one argument after the fixed ones, with the place
    /// name verbatim; the line goes on.
    func testTheNoticeIsOneArgumentAndNoShellReadsIt() throws {
        let line = try start("2026-11-22T14:04:20Z", ["--urgent", "30", "--notify-command", dir + "/notifier --fixed  two"])
        XCTAssertNotNil(line.line(), "the first line")
        let got = calls(waitingFor: 1)
        XCTAssertEqual(got.count, 1)
        XCTAssertEqual(got.first, ["--fixed", "two", "30m of sunlight left in \(Self.hostileBody) · sunset at 15:34"])
        XCTAssertNotNil(line.line(), "the urgent line follows, at the same instant")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/PWNED"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/PWNED"))
        line.signal(SIGTERM)
        XCTAssertEqual(line.exit(), 0)
        XCTAssertEqual(line.stderr(), "")
    }

    /// Sunset ten seconds ago: within the grace, so it is announced at
    /// start; started again, the record says it was, and it is not; a
    /// sunset an hour ago (a resume) is never announced.
    func testNoRepeatAfterARestartAndNoneLate() throws {
        for _ in 0..<2 {
            let line = try start("2026-11-22T14:34:31Z", ["--notify-command", dir + "/notifier"])
            XCTAssertNotNil(line.line())
            _ = calls(waitingFor: 2, timeout: 1.5)
            line.signal(SIGTERM)
            XCTAssertEqual(line.exit(), 0)
        }
        XCTAssertEqual(calls(waitingFor: 1).map { $0.last ?? "" }, ["Sunset in \(Self.hostileBody) at 15:34"], "once, over two runs")
        let record = try String(contentsOfFile: dir + "/run/solverv/alerts", encoding: .utf8)
        XCTAssertEqual(record, "sunset 2026-11-22 59.91,10.75\n")

        try? FileManager.default.removeItem(atPath: dir + "/run/solverv/alerts")
        let late = try start("2026-11-22T15:34:21Z", ["--notify-command", dir + "/notifier"])
        XCTAssertNotNil(late.line())
        usleep(800_000)
        late.signal(SIGTERM)
        XCTAssertEqual(late.exit(), 0)
        XCTAssertEqual(calls(waitingFor: 2, timeout: 0.5).count, 1, "an hour-old sunset is dropped")
    }

    /// Issue 23, item 7: a place name with the body markup's live parts
    /// (`<a href>`, `<img src>`, entities) reaches the notifier as text;
    /// the notifier gets the `TZ` Solverv was started with (the place's
    /// zone is Solverv's own business), or none when it had none.
    func testTheBodyIsEscapedAndTheNotifierGetsTheUsersTZ() throws {
        try writeConfig(name: #"<a href="https://evil.example/">Oslo</a><img src="file:///etc/passwd"/> &amp; x"#)
        for (tz, seen) in [("America/New_York", "America/New_York"), (nil, "(unset)")] as [(String?, String)] {
            try? FileManager.default.removeItem(atPath: dir + "/run/solverv/alerts")
            let line = try start("2026-11-22T14:34:31Z", ["--notify-command", dir + "/notifier"], tz: tz)
            XCTAssertNotNil(line.line())
            XCTAssertEqual(calls(waitingFor: tz == nil ? 2 : 1).last?.last,
                           "Sunset in &lt;a href=&quot;https://evil.example/&quot;&gt;Oslo&lt;/a&gt;&lt;img src=&quot;file:///etc/passwd&quot;/&gt; &amp;amp; x at 15:34")
            line.signal(SIGTERM)
            XCTAssertEqual(line.exit(), 0)
            XCTAssertEqual(line.stderr(), "")
            XCTAssertEqual(try String(contentsOfFile: dir + "/calls.tz", encoding: .utf8).split(separator: "\n").last.map(String.init), seen)
        }
    }

    /// A notifier that cannot run, and one that fails: each said once on
    /// stderr (two notices due at start: sunset and a minute before), and
    /// the line goes on.
    func testAFailingNotifierIsReportedOnce() throws {
        for (command, why) in [("/nonexistent/notifier", "cannot run /nonexistent/notifier: No such file or directory"),
                               ("/bin/false", "/bin/false exited with status 1")] {
            try? FileManager.default.removeItem(atPath: dir + "/run/solverv/alerts")
            let line = try start("2026-11-22T14:34:31Z", ["--urgent", "1", "--notify-command", command])
            XCTAssertNotNil(line.line())
            usleep(600_000)
            line.signal(SIGUSR1)
            XCTAssertNotNil(line.line(), "the line goes on")
            line.signal(SIGTERM)
            XCTAssertEqual(line.exit(), 0)
            XCTAssertEqual(line.stderr(), "solverv: --notify: \(why) (further notifier failures are not reported)\n")
        }
    }

    /// The notify options need watch mode, and a command.
    func testOptionsAreChecked() throws {
        let once = try SolvervBinary.run(["--notify", "--format", "plain", "--lat", "1", "--lon", "2"])
        XCTAssertEqual(once.status, 2)
        XCTAssertEqual(once.stderr, "solverv: --notify works in watch mode: add --watch\n")
        // In a bar's format, an error block and status 0 (SPEC §5).
        let empty = try start("2026-11-22T12:00:00Z", ["--notify-command", "  "])
        XCTAssertTrue(empty.line()?.contains("error") == true)
        XCTAssertEqual(empty.exit(), 0)
        XCTAssertTrue(empty.stderr().contains("--notify-command: give a program"), empty.stderr())
    }

    /// `--notify-at civil-dusk --offset -20m` (issue 45): started a second
    /// before it (the instant `solverv wait --print` gives), the one notice
    /// names the event as given, the place and the time; no sunset notice
    /// follows. `--offset` without `--notify-at` is refused.
    func testANoticeAtAChosenEventAndOffset() throws {
        try writeConfig(name: "Oslo")
        let config = ["--config", dir + "/config.json"]
        let printed = try SolvervBinary.run(["wait", "civil-dusk", "--offset", "-20m", "--print", "--now", "2026-11-22T12:00:00Z"] + config)
        XCTAssertEqual(printed.status, 0, printed.stderr)
        let instant = try XCTUnwrap(ISO8601DateFormatter().date(from: String(printed.stdout.prefix(25))), printed.stdout)
        let local = String(printed.stdout.dropFirst(11).prefix(5))
        let before = ISO8601DateFormatter().string(from: instant.addingTimeInterval(-1))
        let line = try start(before, ["--notify-at", "civil-dusk", "--offset", "-20m", "--notify-command", dir + "/notifier"])
        XCTAssertNotNil(line.line(), "the first line")
        let got = calls(waitingFor: 1)
        XCTAssertEqual(got, [["civil-dusk -20m in Oslo at \(local)"]])
        XCTAssertEqual(calls(waitingFor: 2, timeout: 1).count, 1, "no other notice")
        let alone = try start("2026-11-22T12:00:00Z", ["--offset", "-20m", "--notify"])
        XCTAssertTrue(alone.line()?.contains("error") == true)
        XCTAssertEqual(alone.exit(), 0)
        XCTAssertTrue(alone.stderr().contains("--offset on the line moves --notify-at's event"), alone.stderr())
    }
}
