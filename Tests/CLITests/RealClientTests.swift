import Foundation
import TestSupport
import XCTest

/// The real binary inside real bars: tmux draws `#(solverv …)` in its status
/// line, conky prints `${execpi 60 solverv …}` (SPEC §1), and the tests read
/// what they actually show. The hostile-string cases prove the harness
/// interprets each bar's own syntax, so that escaping tests built on it mean
/// something.
final class RealClientTests: XCTestCase {
    static let sunlightArguments = ["sunlight", "--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo",
                                    "--now", "2026-11-22T12:00:00Z"]
    /// What the line must say, whatever else it gains (a place name, …).
    static let sunLeft = "2h34m of sun left"

    /// The line as the binary prints it when run directly, without its "\n":
    /// a bar must show exactly this.
    func directLine() throws -> String {
        let r = try SolvervBinary.run(Self.sunlightArguments)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.hasSuffix("\n") && r.stdout.filter { $0 == "\n" }.count == 1,
                      "one line: \(r.stdout.debugDescription)")
        XCTAssertTrue(r.stdout.contains(Self.sunLeft), r.stdout.debugDescription)
        return String(r.stdout.dropLast())
    }

    /// `solverv sunlight …` as a shell command line. conky cuts a leading
    /// quote (see `RealConky`), so a path that needs quoting goes after `exec`.
    static var sunlightCommand: String {
        let binary = RealBar.shellWord(SolvervBinary.path)
        return (binary.hasPrefix("'") ? "exec " + binary : binary) + " " + sunlightArguments.joined(separator: " ")
    }

    func requireTmux() throws {
        guard RealBar.executable("tmux") != nil else {
            throw XCTSkip("tmux is not installed (Debian: apt-get install tmux); the real-tmux tests need it")
        }
    }

    func requireConky() throws {
        guard RealBar.executable("conky") != nil else {
            throw XCTSkip("conky is not installed (Debian: apt-get install conky-cli); the real-conky tests need it")
        }
    }

    func requireBinary() {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: SolvervBinary.path),
                      "\(SolvervBinary.path) is missing: run `swift build --build-tests` first")
    }

    // MARK: tmux

    func testTmuxDrawsTheSunlightLine() throws {
        try requireTmux()
        requireBinary()
        let expected = try directLine()
        let line = try RealTmux.statusLine(running: Self.sunlightCommand, timeout: 10)
        XCTAssertTrue(line.plain.contains(Self.sunLeft), line.plain.debugDescription)
        // Nothing else is on the status line, and status-right is right-aligned.
        XCTAssertEqual(line.plain.trimmingCharacters(in: .whitespaces), expected)
        if expected.allSatisfy(\.isASCII) {
            XCTAssertEqual(line.plain.count, RealTmux.width, "right-aligned in the full width: \(line.plain.debugDescription)")
        }
        XCTAssertTrue(line.styled.contains(expected), line.styled.debugDescription)
    }

    func testTmuxInterpretsStyleSequencesInCommandOutput() throws {
        try requireTmux()
        // The command prints `#[fg=red]RED`: tmux takes `#[fg=red]` as a style.
        let line = try RealTmux.statusLine(running: "printf '#[fg=red]RED'", timeout: 10)
        XCTAssertEqual(line.plain.trimmingCharacters(in: .whitespaces), "RED", line.plain.debugDescription)
        XCTAssertFalse(line.plain.contains("#["), "the style must not be drawn as text: \(line.plain.debugDescription)")
        // Red foreground (SGR 31) switched on right before "RED", and only there.
        let red = try NSRegularExpression(pattern: "\u{1B}\\[(?:[0-9;]*;)?31(?:;[0-9;]*)?mRED")
        let styled = line.styled
        XCTAssertEqual(red.numberOfMatches(in: styled, range: NSRange(styled.startIndex..., in: styled)), 1,
                       "no red RED in \(styled.debugDescription)")
        // Control: plain text has no colour at all.
        let plain = try RealTmux.statusLine(running: "printf 'PLAIN'", timeout: 10)
        XCTAssertFalse(plain.styled.contains("31m"), plain.styled.debugDescription)
    }

    // MARK: conky

    func testConkyPrintsTheSunlightLine() throws {
        try requireConky()
        requireBinary()
        let expected = try directLine()
        let execpi = try RealConky.output(running: Self.sunlightCommand, as: .execpi(seconds: 60), timeout: 10)
        XCTAssertTrue(execpi.contains(Self.sunLeft), execpi.debugDescription)
        XCTAssertEqual(execpi, expected + "\n")
        let execp = try RealConky.output(running: Self.sunlightCommand, as: .execp, timeout: 10)
        XCTAssertEqual(execp, expected + "\n")
    }

    func testConkyInterpretsVariablesInExecpOutput() throws {
        try requireConky()
        let hostile = "printf '${color red}x'"
        // ${exec} prints the output as is: the control.
        XCTAssertEqual(try RealConky.output(running: hostile, as: .exec), "${color red}x\n")
        // ${execp} and ${execpi} parse it: ${color red} is consumed (console
        // mode draws no colour), only "x" is left.
        XCTAssertEqual(try RealConky.output(running: hostile, as: .execp), "x\n")
        XCTAssertEqual(try RealConky.output(running: hostile, as: .execpi(seconds: 60)), "x\n")
        // A variable with visible output, to see that it is evaluated, not dropped.
        var name = [CChar](repeating: 0, count: 256)
        XCTAssertEqual(gethostname(&name, name.count), 0)
        let nodename = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        XCTAssertEqual(try RealConky.output(running: "printf '<${nodename}>'", as: .execp), "<\(nodename)>\n")
        // `$$` is conky's escape for `$`.
        XCTAssertEqual(try RealConky.output(running: "printf 'a$$b'", as: .execp), "a$b\n")
    }
}
