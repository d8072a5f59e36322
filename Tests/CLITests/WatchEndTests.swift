import Foundation
import TestSupport
import XCTest

/// How a watched line ends (issue 23): a signal ends it at once even while
/// its bar has stopped reading.
final class WatchEndTests: XCTestCase {
    static let place = ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--now", "2026-11-22T12:00:00Z"]

    func start(_ arguments: [String], fullStdout: Bool = false) throws -> LiveProcess {
        let process = try LiveProcess(arguments, fullStdout: fullStdout)
        addTeardownBlock { process.signal(SIGKILL); _ = process.exit(timeout: 2) }
        return process
    }

    /// The reproduction: a pipe of one page that nobody reads, a
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
}
