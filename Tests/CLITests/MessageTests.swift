import Foundation
import TestSupport
import XCTest

/// What a user is told, and the exit status, where issue 14 found it wrong.
final class MessageTests: XCTestCase {
    static let oslo = ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--now", "2026-11-22T12:00:00Z"]
    static let bars = ["i3bar", "waybar", "polybar", "tmux", "conky", "i3blocks", "i3status-rs"]

    /// Item 8, SPEC §5: in a bar's format the error block is the answer:
    /// on stdout, the message on stderr, status 0 (waybar hides a module
    /// that exits non-zero). plain, json, the subcommands and an unknown
    /// format keep status 2.
    func testBarErrorsExit0OthersExit2() throws {
        for format in Self.bars {
            for bad in [["--tz", "Bad/Zone"], ["--bogus"], ["--lat", "95", "--lon", "0"]] {
                let r = try SolvervBinary.run(["--format", format] + bad)
                let label = "\(format) \(bad)"
                XCTAssertEqual(r.status, 0, label)
                XCTAssertFalse(r.stdout.isEmpty, label)
                XCTAssertTrue(r.stderr.hasPrefix("solverv: "), label)
                XCTAssertEqual(r.stderr.filter { $0 == "\n" }.count, 1, label)
            }
        }
        for args in [["--format", "plain", "--tz", "Bad/Zone"], ["--format", "json", "--tz", "Bad/Zone"], ["--format", "json", "--bogus"],
                     ["--format", "nosuchbar"], ["table", "--format", "waybar"], ["events", "--tz", "Bad/Zone"],
                     ["table", "--days", "0"] + Self.oslo] {
            let r = try SolvervBinary.run(args)
            XCTAssertEqual(r.status, 2, "\(args)")
        }
    }

    /// Item 15: the table's notice echoes the system zone's name (here from
    /// TZ); no control or bidi character of it reaches the terminal.
    func testTableNoticeIsCleaned() throws {
        let r = try SolvervBinary.run(["table", "--days", "1", "--now", "2026-11-22T12:00:00Z"],
                                      environment: ["TZ": "Europe/Evil\u{1B}[31m\u{202E}\u{7}"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stderr.contains("Europe/Evil"), r.stderr)
        for scalar in r.stderr.unicodeScalars where scalar != "\n" {
            XCTAssertFalse(scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{202E}", "U+\(String(scalar.value, radix: 16)) in \(r.stderr)")
        }
    }

    /// Item 17: a bad option is the only line, with no notice before it,
    /// even when no location is set.
    func testBadTableOptionIsTheOnlyLine() throws {
        for bad in [["--days", "0"], ["--output", "xml"], ["--from", "2026-02-30"], ["--to", "2026-01-01", "--days", "2"]] {
            let r = try SolvervBinary.run(["table"] + bad)
            XCTAssertEqual(r.status, 2, "\(bad)")
            XCTAssertEqual(r.stderr.filter { $0 == "\n" }.count, 1, "\(bad): \(r.stderr)")
            XCTAssertFalse(r.stderr.contains("no location"), r.stderr)
        }
        // A good table without a location still has its notice.
        let good = try SolvervBinary.run(["table", "--days", "1", "--now", "2026-11-22T12:00:00Z"])
        XCTAssertEqual(good.status, 0)
        XCTAssertTrue(good.stderr.contains("no location set"), good.stderr)
    }

    /// Item 18: Pacific/Apia skipped 2011-12-30. A range with other dates
    /// has their rows, status 0, and a line saying why one is missing; a
    /// range of that date alone is an error, with nothing on stdout.
    func testSkippedDatesAreTold() throws {
        let apia = ["--lat", "-13.83", "--lon", "-171.76", "--tz", "Pacific/Apia"]
        let alone = try SolvervBinary.run(["table", "--from", "2011-12-30", "--days", "1"] + apia)
        XCTAssertEqual(alone.status, 2)
        XCTAssertEqual(alone.stdout, "")
        XCTAssertEqual(alone.stderr.filter { $0 == "\n" }.count, 1, alone.stderr)
        XCTAssertTrue(alone.stderr.contains("2011-12-30") && alone.stderr.contains("Pacific/Apia"), alone.stderr)
        for output in ["csv", "json"] {
            let r = try SolvervBinary.run(["table", "--from", "2011-12-28", "--days", "5", "--output", output] + apia)
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertEqual(r.stderr, "solverv: no row for 2011-12-30: Pacific/Apia skipped that date (its clocks jumped over it)\n")
            XCTAssertFalse(r.stdout.contains("2011-12-30,"))
            XCTAssertTrue(r.stdout.contains("2011-12-29") && r.stdout.contains("2011-12-31") && r.stdout.contains("2012-01-01"))
        }
    }

    /// Item 19: `--format` on a subcommand points to `--output`; -h, -V and
    /// `help` work and are in the help, whose usage lines give table and
    /// events their place options and list `formats`.
    func testHelpAndHints() throws {
        for command in ["events", "table"] {
            let r = try SolvervBinary.run([command, "--format", "json"])
            XCTAssertEqual(r.status, 2)
            XCTAssertTrue(r.stderr.contains("--output json"), r.stderr)
        }
        let help = try SolvervBinary.run(["--help"])
        XCTAssertEqual(help.status, 0)
        for short in [["-h"], ["help"]] {
            XCTAssertEqual(try SolvervBinary.run(short).stdout, help.stdout, "\(short)")
        }
        let version = try SolvervBinary.run(["-V"])
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.stdout, try SolvervBinary.run(["--version"]).stdout)
        XCTAssertTrue(version.stdout.hasPrefix("solverv "))
        let usage = help.stdout.components(separatedBy: "\n\n")[0]
        for word in ["--version", "-V", "-h", "--help", "solverv formats", "solverv help"] {
            XCTAssertTrue(usage.contains(word), "\(word) in\n\(usage)")
        }
        // Each subcommand's usage, continuation lines included, lists the place.
        for command in ["events", "table"] {
            let lines = usage.components(separatedBy: "\n")
            let start = try XCTUnwrap(lines.firstIndex { $0.contains("solverv \(command)") })
            var text = lines[start]
            for line in lines[(start + 1)...] where !line.contains("solverv ") { text += line }
            for option in ["--lat X --lon Y", "--tz ZONE", "--output csv|json"] {
                XCTAssertTrue(text.contains(option), "\(command): \(option)")
            }
        }
        // `help table` is table's own help (CommandHelpTests); a word that is none is refused.
        XCTAssertNotEqual(try SolvervBinary.run(["help", "table"]).stdout, help.stdout)
        XCTAssertEqual(try SolvervBinary.run(["help", "nonsense"]).status, 2)
    }

    /// Item 6: a FIFO where the tz database's table should be (TZDIR may
    /// point anywhere) is not waited on: the run ends, using what it can.
    func testFIFOInTheZoneDatabaseDoesNotHang() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-tzdir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("Europe").path,
                                                   withDestinationPath: "/usr/share/zoneinfo/Europe")
        XCTAssertEqual(mkfifo(dir.appendingPathComponent("zone1970.tab").path, 0o600), 0)
        XCTAssertEqual(mkfifo(dir.appendingPathComponent("zone.tab").path, 0o600), 0)
        let r = try shell("timeout 20 \"$SOLVERV\" --now 2026-11-22T12:00:00Z; echo \"status $?\" >&2",
                          environment: ["TZ": "Europe/Oslo", "TZDIR": dir.path])
        XCTAssertTrue(r.stderr.hasSuffix("status 0\n"), r.stderr)
        // The table could not be read, so no city: Greenwich, said so.
        XCTAssertTrue(r.stdout.contains("Greenwich"), r.stdout)
    }
}
