import Foundation
import XCTest

@testable import SolvervWatch

/// CLOCK_REALTIME now, in whole nanoseconds: what the kernel compares the
/// timer's deadline with.
func realtimeNanoseconds() -> Int64 {
    var ts = timespec()
    clock_gettime(CLOCK_REALTIME, &ts)
    return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
}

func realtimeSeconds() -> Double {
    Double(realtimeNanoseconds()) / 1e9
}

/// A deadline at least `ahead` seconds from now that a Double holds exactly
/// and that falls on a whole nanosecond: a multiple of 1/64 s (15.625 ms).
/// Returns it as seconds and as nanoseconds, so that "not before the
/// deadline" can be checked without rounding.
func exactDeadline(ahead: Double) -> (seconds: Double, nanoseconds: Int64) {
    let step: Int64 = 15_625_000
    let earliest = realtimeNanoseconds() + Int64(ahead * 1e9)
    let nanoseconds = (earliest / step + 1) * step
    return (Double(nanoseconds / step) / 64, nanoseconds)
}

/// The signals the tests send. EventLoop blocks them in the test thread; they
/// are unblocked in tearDown after any still pending has been taken, so that
/// none can take its default action (ending the test process) later.
/// Caveat: XCTest may run other threads that do not block them, so the tests
/// send thread-directed signals (raise, pthread_kill) to the waiting thread,
/// never a process-directed kill(getpid(), …).
let testSignals: [Int32] = [SIGUSR1, SIGUSR2]

func unblockTestSignals() {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in testSignals { sigaddset(&set, signal) }
    var zero = timespec(tv_sec: 0, tv_nsec: 0)
    while sigtimedwait(&set, nil, &zero) > 0 {}
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
}

/// A pipe standing in for stdin; the write end is closed with `closeWriter()`.
/// Unchecked: the tests hand it to one writer thread and touch only the read end meanwhile.
final class StdinPipe: @unchecked Sendable {
    let readFD: Int32
    private(set) var writeFD: Int32

    init() throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw POSIXError(.EMFILE) }
        readFD = fds[0]
        writeFD = fds[1]
    }

    func write(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.write(writeFD, $0.baseAddress, $0.count) }
            precondition(n > 0, "pipe write failed")
            offset += n
        }
    }

    func write(_ text: String) { write(Array(text.utf8)) }

    func closeWriter() {
        if writeFD >= 0 { close(writeFD) }
        writeFD = -1
    }

    deinit {
        closeWriter()
        close(readFD)
    }
}

/// A directory under /tmp, removed at the end of the test.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("solverv-watch-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
