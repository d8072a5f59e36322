import Foundation
import TestSupport
import XCTest

/// How a watched line ends (issue 23): a signal ends it at once even while
/// its bar has stopped reading, and a bad option value ends `plain` and
/// `json` at once with status 2, while a bar keeps its error block.
final class WatchEndTests: XCTestCase {
    static let place = ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--now", "2026-11-22T12:00:00Z"]

    func start(_ arguments: [String], fullStdout: Bool = false) throws -> LiveProcess {
        let process = try LiveProcess(arguments, fullStdout: fullStdout)
        addTeardownBlock { process.signal(SIGKILL); _ = process.exit(timeout: 2) }
        return process
    }

    /// The issue's reproduction: a pipe of one page that nobody reads, a
    /// JSON line a second into it, then SIGTERM (and SIGINT, SIGHUP).
    func testASignalEndsALineWhoseBarStoppedReading() throws {
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            let line = try start(["--format", "json", "--watch"] + Self.place, fullStdout: true)
            // Long enough for its first lines to find the pipe full.
            usleep(1_500_000)
            XCTAssertNil(line.exit(timeout: 0), "still running, waiting for room")
            line.signal(signal)
            XCTAssertEqual(line.exit(timeout: 1), 0, "signal \(signal): status 0 at once")
            XCTAssertEqual(line.stderr(), "")
        }
    }

    /// `plain` and `json`, watching or not, end at once with status 2 and
    /// the one-shot line's output: a message on stderr (and the JSON error).
    func testABadOptionEndsPlainAndJSONAtOnce() throws {
        let cases: [[String]] = [
            ["--tz", "Bad/Zone"], ["--lat", "95", "--lon", "10"], ["--size", "huge"], ["--date", "2026-02-30"],
        ]
        for bad in cases {
            for format in ["plain", "json"] {
                let arguments = ["--format", format, "--now", "2026-11-22T12:00:00Z"] + bad
                let once = try SolvervBinary.run(arguments)
                XCTAssertEqual(once.status, 2, "\(arguments)")
                let line = try start(arguments + ["--watch"])
                XCTAssertEqual(line.exit(timeout: 5), 2, "\(arguments) --watch: ends with status 2")
                var stdout: [String] = []
                while let next = line.line(timeout: 1) { stdout.append(next) }
                XCTAssertEqual(stdout.map { $0 + "\n" }.joined(), once.stdout, "\(arguments) --watch")
                XCTAssertEqual(line.stderr(), once.stderr, "\(arguments) --watch")
                XCTAssertTrue(once.stderr.hasPrefix("solverv: ") && once.stderr.filter { $0 == "\n" }.count == 1, once.stderr)
            }
        }
    }

    /// A bar shows the error block, and keeps running (it tries again at
    /// the next wake) until it is told to end.
    func testABarKeepsItsErrorBlockUntilEnded() throws {
        let bar = try start(["--format", "waybar", "--watch", "--lat", "59.91", "--lon", "10.75", "--tz", "Bad/Zone"])
        let block = try XCTUnwrap(bar.line())
        XCTAssertTrue(block.contains(#""class":["error"]"#), block)
        XCTAssertNil(bar.exit(timeout: 1), "still running")
        bar.signal(SIGTERM)
        XCTAssertEqual(bar.exit(), 0)
        XCTAssertTrue(bar.stderr().hasPrefix("solverv: --tz: unknown time zone 'Bad/Zone'"), bar.stderr())
    }
}
