import Foundation
import XCTest

@testable import SolvervWatch

/// A measurement, not a timed test: how often the waiting thread is woken
/// during one wait on a deadline 3 s ahead. Voluntary context switches
/// (getrusage RUSAGE_THREAD, ru_nvcsw) count the times it went to sleep; with
/// one poll and no polling loop that is about one per wait. It runs only with
/// SOLVERV_MEASURE_WAKES=1 (scripts/bench/loop-wakes), as it takes 3 s.
final class WakeMeasurement: XCTestCase {
    override func tearDown() { unblockTestSignals() }

    func testWakesDuringAThreeSecondWait() throws {
        guard ProcessInfo.processInfo.environment["SOLVERV_MEASURE_WAKES"] == "1" else {
            throw XCTSkip("a 3 s measurement: run scripts/bench/loop-wakes")
        }
        let stdin = try StdinPipe()  // an open, silent stdin, as under i3bar
        let loop = try EventLoop(signals: testSignals, watchStdin: true, zonePaths: ["/etc/localtime"],
                                 stdinFD: stdin.readFD)
        // RUSAGE_THREAD (1): a GNU extension that the Glibc module leaves out.
        let rusageThread = __rusage_who_t(1)
        var before = rusage()
        var after = rusage()
        getrusage(rusageThread, &before)
        let start = realtimeSeconds()
        let events = loop.wait(until: start + 3)
        let elapsed = realtimeSeconds() - start
        getrusage(rusageThread, &after)
        let voluntary = after.ru_nvcsw - before.ru_nvcsw
        let involuntary = after.ru_nivcsw - before.ru_nivcsw
        let cpu = Double(after.ru_utime.tv_sec - before.ru_utime.tv_sec + after.ru_stime.tv_sec - before.ru_stime.tv_sec)
            + Double(after.ru_utime.tv_usec - before.ru_utime.tv_usec + after.ru_stime.tv_usec - before.ru_stime.tv_usec) / 1e6
        print(String(format: "loop-wakes: one wait of %.3f s: %ld voluntary, %ld involuntary context switches, %.1f ms CPU, %d poll call(s), events %@",
                     elapsed, voluntary, involuntary, cpu * 1000, loop.pollCalls, "\(events)"))
        XCTAssertEqual(events, [.deadline])
        XCTAssertLessThanOrEqual(voluntary, 3, "more wakes than one wait needs")
    }
}
