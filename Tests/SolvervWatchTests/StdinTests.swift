import Foundation
import XCTest

@testable import SolvervWatch

/// stdin (i3bar's click events) through a pipe: lines split and joined across
/// reads, junk and invalid UTF-8 passed on for the caller to ignore, an
/// over-long line dropped, and end of file reported once without spinning.
final class StdinTests: XCTestCase {
    override func tearDown() { unblockTestSignals() }

    /// Waits until the lines stop coming (the deadline), collecting them.
    private func drain(_ loop: EventLoop) -> [WakeEvent] {
        var all: [WakeEvent] = []
        while true {
            let events = loop.wait(until: realtimeSeconds() + 0.2)
            all += events.filter { $0 != .deadline }
            if events.contains(.deadline) || events.contains(.stdinClosed) { return all }
        }
    }

    func testLinesAcrossReadsJunkAndInvalidUTF8() throws {
        let stdin = try StdinPipe()
        let loop = try EventLoop(signals: testSignals, watchStdin: true, zonePaths: [], stdinFD: stdin.readFD)
        stdin.write("[\n{\"button\":1}\n{\"butt")
        XCTAssertEqual(drain(loop), [.stdinLine("["), .stdinLine("{\"button\":1}")])
        stdin.write("on\":4}\n\n")
        stdin.write([0x00, 0x7f, 0xff, 0xfe, 0x0a])             // junk, then invalid UTF-8
        stdin.write([0x61, 0xed, 0xa0, 0x80, 0x62, 0x0a])       // a lone surrogate, as UTF-8
        XCTAssertEqual(drain(loop), [
            .stdinLine("{\"button\":4}"), .stdinLine(""),
            .stdinLine("\u{0}\u{7f}\u{FFFD}\u{FFFD}"),
            .stdinLine("a\u{FFFD}\u{FFFD}\u{FFFD}b"),
        ])
    }

    func testOverlongLineIsDroppedAndTheNextKept() throws {
        let stdin = try StdinPipe()
        let loop = try EventLoop(signals: testSignals, watchStdin: true, zonePaths: [], stdinFD: stdin.readFD)
        // The pipe holds 64 KB: write from a second thread while the loop reads.
        let writer = Thread {
            stdin.write("before\n")
            stdin.write([UInt8](repeating: UInt8(ascii: "x"), count: 2 << 20))
            stdin.write("\nafter\n")
            stdin.closeWriter()
        }
        writer.start()
        var lines: [WakeEvent] = []
        var closed = 0
        while closed == 0 {
            for event in loop.wait(until: realtimeSeconds() + 2) {
                XCTAssertNotEqual(event, .deadline, "the writer stalled")
                if event == .stdinClosed { closed += 1 } else { lines.append(event) }
            }
        }
        XCTAssertEqual(lines, [.stdinLine("before"), .stdinLine("after")])
    }

    func testEOFClosesOnceAndLaterWaitsDoNotSpin() throws {
        let stdin = try StdinPipe()
        let loop = try EventLoop(signals: testSignals, watchStdin: true, zonePaths: [], stdinFD: stdin.readFD)
        stdin.write("last line without newline")
        stdin.closeWriter()
        XCTAssertEqual(drain(loop), [.stdinLine("last line without newline"), .stdinClosed])

        let polls = loop.pollCalls
        let deadline = exactDeadline(ahead: 0.1)
        let start = realtimeNanoseconds()
        XCTAssertEqual(loop.wait(until: deadline.seconds), [.deadline], "no second .stdinClosed")
        XCTAssertGreaterThanOrEqual(realtimeNanoseconds() - start, 90_000_000, "slept, did not spin")
        XCTAssertEqual(loop.pollCalls, polls + 1, "one poll: the closed stdin is not polled")
    }

    /// A half-line in the buffer of an over-long line is not emitted at EOF.
    func testEOFInsideOverlongLineEmitsNothing() {
        var lines = StdinLines(limit: 8)
        let chunk: [UInt8] = Array("0123456789abc".utf8)
        XCTAssertEqual(chunk.withUnsafeBytes { lines.append($0) }, [])
        XCTAssertNil(lines.finish())
    }

    /// Exactly the limit is kept; one byte more is dropped, up to its newline.
    func testLineLimitBoundary() {
        var lines = StdinLines(limit: 4)
        let chunk: [UInt8] = Array("abcd\nabcde\nxy".utf8)
        XCTAssertEqual(chunk.withUnsafeBytes { lines.append($0) }, ["abcd"])
        let rest: [UInt8] = Array("z\n".utf8)
        XCTAssertEqual(rest.withUnsafeBytes { lines.append($0) }, ["xyz"])
    }

    func testStdinNotWatchedIsNotRead() throws {
        let stdin = try StdinPipe()
        let loop = try EventLoop(signals: testSignals, watchStdin: false, zonePaths: [], stdinFD: stdin.readFD)
        stdin.write("ignored\n")
        XCTAssertEqual(loop.wait(until: realtimeSeconds() + 0.05), [.deadline])
    }

    func testBadStdinDescriptorIsAClearError() throws {
        XCTAssertThrowsError(try EventLoop(signals: testSignals, watchStdin: true, zonePaths: [], stdinFD: 9999)) {
            XCTAssertEqual($0 as? EventLoopError, .stdinFlags(errno: EBADF))
        }
    }

    /// The loop makes stdin non-blocking while it lives and puts the flags
    /// back after (the open file is shared with a shell on a terminal).
    func testStdinFlagsRestored() throws {
        let stdin = try StdinPipe()
        let before = fcntl(stdin.readFD, F_GETFL)
        do {
            let loop = try EventLoop(signals: testSignals, watchStdin: true, zonePaths: [], stdinFD: stdin.readFD)
            XCTAssertNotEqual(fcntl(stdin.readFD, F_GETFL) & O_NONBLOCK, 0)
            _ = loop
        }
        XCTAssertEqual(fcntl(stdin.readFD, F_GETFL), before)
    }
}
