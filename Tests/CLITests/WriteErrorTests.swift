import Foundation
import TestSupport
import XCTest

/// Runs a shell line with `$SOLVERV` set to the binary, for what Process
/// cannot set up: stdout on /dev/full, closed descriptors, a pipe whose
/// reader leaves early.
func shell(_ script: String, environment: [String: String] = [:]) throws -> BinaryResult {
    try SolvervBinary.run(["-c", script], environment: ["SOLVERV": SolvervBinary.path].merging(environment) { $1 },
                          executable: "/bin/sh")
}

/// Every write is checked (issue 14, item 1; SPEC §5): a failed write is one
/// line on stderr and status 1; a reader that went away is quiet, status 0.
final class WriteErrorTests: XCTestCase {
    static let place = "--lat 59.91 --lon 10.75 --tz Europe/Oslo --now 2026-11-22T12:00:00Z"
    /// The place for `command`: `formats` takes none.
    static func place(_ command: String) -> String { command.hasPrefix("formats") ? "" : place }
    /// Every format and subcommand, each with a place so no notice is due.
    static let commands = [
        "", "--format json", "--format i3bar", "--format waybar", "--format polybar", "--format tmux", "--format conky",
        "sunlight --size large", "events --from 2026", "events --from 2026 --output json", "table --days 3",
        "table --days 3 --output json", "formats", "--help", "--version",
    ]

    func testFullDiskIsAnErrorWithStatus1() throws {
        for command in Self.commands {
            let r = try shell("\"$SOLVERV\" \(command) \(Self.place(command)) >/dev/full")
            XCTAssertEqual(r.status, 1, command)
            XCTAssertEqual(r.stderr, "solverv: cannot write output: No space left on device\n", command)
        }
    }

    /// A bar's error block is its answer (status 0): lost on a full disk,
    /// the run failed (status 1), and both messages are told.
    func testLostErrorBlockIsAFailure() throws {
        let r = try shell("\"$SOLVERV\" --format waybar --tz Bad/Zone >/dev/full")
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("cannot write output: No space left on device"), r.stderr)
        XCTAssertTrue(r.stderr.contains("Bad/Zone"), r.stderr)
        let plain = try shell("\"$SOLVERV\" --format json --tz Bad/Zone >/dev/full")
        XCTAssertEqual(plain.status, 2, "bad input stays status 2")
    }

    /// With stdout closed (`>&-`) the output has nowhere to go; /dev/null is
    /// put on fd 1 so that no zone file lands there, and the run still fails.
    func testClosedStdoutIsAnErrorWithStatus1() throws {
        for command in Self.commands {
            let r = try shell("\"$SOLVERV\" \(command) \(Self.place(command)) >&-")
            XCTAssertEqual(r.status, 1, command)
            XCTAssertEqual(r.stderr, "solverv: cannot write output: Bad file descriptor\n", command)
        }
    }

    /// Closed stdin and stderr take nothing from a run: the output is whole.
    func testClosedStdinAndStderrAreHarmless() throws {
        let expected = try SolvervBinary.run(["table", "--days", "40"] + Self.place.split(separator: " ").map(String.init))
        XCTAssertEqual(expected.status, 0)
        let r = try shell("\"$SOLVERV\" table --days 40 \(Self.place) <&- 2>&-")
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stdout, expected.stdout)
        // The system zone's files are read with fd 0–2 closed, too.
        let line = try shell("\"$SOLVERV\" --format json --now 2026-11-22T12:00:00Z <&- 2>&-", environment: ["TZ": "Europe/Oslo"])
        XCTAssertEqual(line.status, 0)
        XCTAssertTrue(line.stdout.contains("Oslo"), line.stdout)
    }

    /// `solverv table --days 36600 | head -1`: the reader leaves after one
    /// line; Solverv ends quietly with 0, in both outputs and for events.
    func testReaderGoneIsQuietWithStatus0() throws {
        for command in ["table --days 36600", "table --days 36600 --output json", "events --from 1000 --to 3000"] {
            let r = try shell("(\"$SOLVERV\" \(command) \(Self.place); echo \"status $?\" >&2) | head -c 100 >/dev/null")
            XCTAssertEqual(r.stderr, "status 0\n", command)
        }
    }

    /// Rows are streamed in 64 KB pieces: a long table, cut into many
    /// pieces, is still one JSON array with a row per date, and its JSON
    /// rows say what its CSV rows say.
    func testLongStreamedTablesStayWhole() throws {
        let args = ["table", "--days", "3000", "--from", "2026-01-01"] + Self.place.split(separator: " ").map(String.init)
        let csv = try SolvervBinary.run(args)
        let json = try SolvervBinary.run(args + ["--output", "json"])
        XCTAssertEqual(csv.status, 0)
        XCTAssertEqual(json.status, 0)
        XCTAssertGreaterThan(json.stdout.utf8.count, 10 * 65_536)
        XCTAssertTrue(json.stdout.hasSuffix("]\n"))
        XCTAssertEqual(json.stdout.filter { $0 == "\n" }.count, 1, "one line")
        let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let lines = csv.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(rows.count, 3000)
        XCTAssertEqual(lines.count, 3001)
        let header = lines[0].split(separator: ",").map(String.init)
        for (row, line) in zip(rows, lines.dropFirst()) {
            let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            for (name, cell) in zip(header, cells) {
                let value = row[name]
                let text = (value as? String) ?? (value as? NSNumber).map { "\($0)" } ?? ""
                XCTAssertEqual(text, cell, "\(name) in \(line)")
            }
        }
        let events = try SolvervBinary.run(["events", "--from", "1000", "--to", "3000", "--output", "json"])
        XCTAssertEqual(events.status, 0)
        let eventRows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(events.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(eventRows.count, 2001 * 4)
    }
}
