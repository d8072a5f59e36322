import Glibc
import XCTest

@testable import SolvervWatch

/// The output's reader going away (the bar exited) wakes the loop at once,
/// so a line that changes once a day does not outlive its bar by a day.
final class OutputTests: XCTestCase {
    override func tearDown() { unblockTestSignals() }

    func testAClosedReaderIsReportedOnceAtOnce() throws {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        defer { close(fds[1]) }
        let loop = try EventLoop(signals: testSignals, watchStdin: false, zonePaths: [], outputFD: fds[1])
        // With the reader there, only the deadline wakes it.
        XCTAssertEqual(loop.wait(until: realtimeSeconds() + 0.05), [.deadline])
        close(fds[0])
        XCTAssertEqual(loop.wait(until: realtimeSeconds() + 30), [.outputClosed], "at once, not at the deadline")
        XCTAssertEqual(loop.wait(until: realtimeSeconds() + 0.05), [.deadline], "told once")
    }

    /// A file (or a terminal) as the output never reports a closed reader.
    func testAFileIsNeverClosed() throws {
        let path = "/tmp/slv-output-\(getpid())"
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer { close(fd); unlink(path) }
        let loop = try EventLoop(signals: testSignals, watchStdin: false, zonePaths: [], outputFD: fd)
        XCTAssertEqual(loop.wait(until: realtimeSeconds() + 0.05), [.deadline])
    }
}
