import Foundation
import XCTest

@testable import SolvervWatch

/// The line written through the loop (issue 23): a full pipe never blocks
/// the process, a terminating signal ends a wait for room, a partial write
/// goes on where it stopped, and the pipe's shared flags are left alone.
final class WriteTests: XCTestCase {
    override func tearDown() { unblockTestSignals() }

    /// A pipe of one page (F_SETPIPE_SZ, 1031), as the reproduction
    /// makes it; full of filler when asked.
    func onePagePipe(full: Bool) throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        XCTAssertEqual(fcntl(fds[1], 1031, 4096), 4096)
        if full {
            let flags = fcntl(fds[1], F_GETFL)
            _ = fcntl(fds[1], F_SETFL, flags | O_NONBLOCK)
            let filler = [UInt8](repeating: UInt8(ascii: "."), count: 4096)
            while write(fds[1], filler, filler.count) > 0 {}
            _ = fcntl(fds[1], F_SETFL, flags)
        }
        return (fds[0], fds[1])
    }

    func testATerminatingSignalEndsAWaitForRoom() throws {
        let pipe = try onePagePipe(full: true)
        defer { close(pipe.read); close(pipe.write) }
        let loop = try EventLoop(signals: testSignals, watchStdin: false, zonePaths: [], outputFD: pipe.write,
                                 terminating: [SIGUSR2])
        let waiter = pthread_self()
        let sender = Thread {
            usleep(100_000)
            pthread_kill(waiter, SIGUSR1)  // not one that ends: kept for the next wait
            usleep(100_000)
            pthread_kill(waiter, SIGUSR2)
        }
        sender.start()
        XCTAssertEqual(loop.write("a line\n"), .ended)
        XCTAssertTrue(loop.wait(until: 0).contains(.signal(SIGUSR1)), "the other signal is told at the next wait")
    }

    func testAFullPipeIsNotWaitedForWhenNotAsked() throws {
        let pipe = try onePagePipe(full: true)
        defer { close(pipe.read); close(pipe.write) }
        let loop = try EventLoop(signals: testSignals, watchStdin: false, zonePaths: [], outputFD: pipe.write)
        XCTAssertEqual(loop.write("footer\n", waiting: false), .full)
    }

    /// A text longer than the pipe, read slowly: every byte arrives once, in order.
    func testAPartialWriteGoesOnWhereItStopped() throws {
        let pipe = try onePagePipe(full: false)
        defer { close(pipe.read) }
        var text = ""
        for i in 0..<3000 { text += "\(i)," }
        text += "\n"
        final class Received: @unchecked Sendable { var bytes: [UInt8] = [] }
        let received = Received()
        let done = DispatchSemaphore(value: 0)
        let reader = Thread {
            var chunk = [UInt8](repeating: 0, count: 1000)
            while true {
                usleep(2_000)
                let n = read(pipe.read, &chunk, chunk.count)
                if n <= 0 { break }
                received.bytes += chunk[..<n]
            }
            done.signal()
        }
        reader.start()
        do {
            let loop = try EventLoop(signals: testSignals, watchStdin: false, zonePaths: [], outputFD: pipe.write)
            XCTAssertEqual(loop.write(text), .written)
            XCTAssertEqual(loop.write("second\n"), .written)
            XCTAssertGreaterThan(loop.pollCalls, 0, "it waited for room")
        }
        close(pipe.write)  // with the loop's own descriptor gone: end of file for the reader
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(String(decoding: received.bytes, as: UTF8.self), text + "second\n")
    }

    /// O_NONBLOCK is set on a description of the loop's own: the pipe's
    /// shared one (a shell's, a script's beside it) stays blocking.
    func testThePipesSharedFlagsAreLeftAlone() throws {
        let pipe = try onePagePipe(full: false)
        defer { close(pipe.read); close(pipe.write) }
        let loop = try EventLoop(signals: testSignals, watchStdin: false, zonePaths: [], outputFD: pipe.write)
        XCTAssertNotEqual(loop.outputFD, pipe.write, "a description of its own")
        XCTAssertEqual(fcntl(pipe.write, F_GETFL) & O_NONBLOCK, 0)
        XCTAssertNotEqual(fcntl(loop.outputFD, F_GETFL) & O_NONBLOCK, 0)
        XCTAssertEqual(loop.write("x\n"), .written)
        var byte = [UInt8](repeating: 0, count: 2)
        XCTAssertEqual(read(pipe.read, &byte, 2), 2)
    }

    /// The reader gone: EPIPE, which the caller takes for a quiet end.
    func testAWriteToAPipeWithoutReaderFails() throws {
        let pipe = try onePagePipe(full: false)
        defer { close(pipe.write) }
        signal(SIGPIPE, SIG_IGN)
        let loop = try EventLoop(signals: testSignals, watchStdin: false, zonePaths: [], outputFD: pipe.write)
        close(pipe.read)
        XCTAssertEqual(loop.write("x\n"), .failed(errno: EPIPE))
    }
}
