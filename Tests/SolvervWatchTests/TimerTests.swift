import Foundation
import XCTest

@testable import SolvervWatch

/// The absolute CLOCK_REALTIME deadline (SPEC §6): never early, at once when
/// past. Upper bounds are only a generous safety net, not timing assertions.
final class TimerTests: XCTestCase {
    override func tearDown() { unblockTestSignals() }

    func testDeadlineAheadReturnsDeadlineNotBefore() throws {
        let loop = try EventLoop(signals: testSignals, watchStdin: false, zonePaths: [])
        let deadline = exactDeadline(ahead: 0.05)
        let events = loop.wait(until: deadline.seconds)
        let woke = realtimeNanoseconds()
        XCTAssertEqual(events, [.deadline])
        XCTAssertGreaterThanOrEqual(woke, deadline.nanoseconds, "woke before the deadline")
        XCTAssertLessThan(woke - deadline.nanoseconds, 2_000_000_000, "safety timeout")
        XCTAssertEqual(loop.pollCalls, 1, "one poll per wait: no polling loop")
    }

    func testPastDeadlineReturnsAtOnce() throws {
        let loop = try EventLoop(signals: testSignals, watchStdin: false, zonePaths: [])
        for deadline in [realtimeSeconds() - 60, 0, -5, .nan] {
            let start = realtimeSeconds()
            XCTAssertEqual(loop.wait(until: deadline), [.deadline], "deadline \(deadline)")
            XCTAssertLessThan(realtimeSeconds() - start, 2, "safety timeout")
        }
    }

    func testSuccessiveDeadlinesRearmTheTimer() throws {
        let loop = try EventLoop(signals: testSignals, watchStdin: false, zonePaths: [])
        for _ in 0..<3 {
            let deadline = exactDeadline(ahead: 0.02)
            XCTAssertEqual(loop.wait(until: deadline.seconds), [.deadline])
            XCTAssertGreaterThanOrEqual(realtimeNanoseconds(), deadline.nanoseconds)
        }
    }

    /// Deadlines are rounded up to the nanosecond, so the timer cannot fire
    /// before them; the values are worked by hand.
    func testDeadlineToTimespecRoundsUp() {
        func pair(_ d: Double) -> [Int] {
            let ts = EventLoop.timespec(atOrAfter: d)
            return [ts.tv_sec, ts.tv_nsec]
        }
        XCTAssertEqual(pair(1.5), [1, 500_000_000])
        XCTAssertEqual(pair(1_800_000_000.015625), [1_800_000_000, 15_625_000])
        XCTAssertEqual(pair(0.25e-9), [0, 1])              // a quarter nanosecond rounds up
        XCTAssertEqual(pair(2 - 0x1p-52), [2, 0])           // just under 2 s: 2 s, not 1 s + 1e9 ns
        XCTAssertEqual(pair(0), [0, 1])                     // it_value zero would disarm
        XCTAssertEqual(pair(-3), [0, 1])
        XCTAssertEqual(pair(.nan), [0, 1])
        XCTAssertEqual(pair(1e300), [1 << 40, 0])
    }

    /// The clock-change path (`.clockChanged` when the timerfd read fails with
    /// ECANCELED under TFD_TIMER_CANCEL_ON_SET) needs the system clock set;
    /// the tests never do that. readTimer maps ECANCELED to .clockChanged and
    /// every wait re-arms the timer, which also clears the cancelled state.
    /// What can be checked: an idle timer read is nothing, not an event.
    func testIdleTimerReadIsNoEvent() throws {
        let loop = try EventLoop(signals: testSignals, watchStdin: false, zonePaths: [])
        XCTAssertNil(loop.readTimer())
    }

    /// A clock step between two waits (simulated: the recorded offset of
    /// CLOCK_REALTIME to CLOCK_MONOTONIC is moved an hour) is reported at the
    /// start of the next wait, once; the wait after it sleeps normally.
    func testClockStepBetweenWaitsIsReportedOnce() throws {
        let loop = try EventLoop(signals: testSignals, watchStdin: false, zonePaths: [])
        XCTAssertEqual(loop.wait(until: realtimeSeconds() - 1), [.deadline])
        XCTAssertEqual(loop.wait(until: realtimeSeconds() - 1), [.deadline], "no false alarm")
        loop.lastClockOffset = (loop.lastClockOffset ?? 0) - 3600
        XCTAssertEqual(loop.wait(until: realtimeSeconds() + 60), [.clockChanged])
        let deadline = exactDeadline(ahead: 0.02)
        XCTAssertEqual(loop.wait(until: deadline.seconds), [.deadline])
        XCTAssertGreaterThanOrEqual(realtimeNanoseconds(), deadline.nanoseconds)
    }

    func testInfinityWaitsForOtherEventsOnly() throws {
        let loop = try EventLoop(signals: testSignals, watchStdin: false, zonePaths: [])
        raise(SIGUSR1)
        XCTAssertEqual(loop.wait(until: .infinity), [.signal(SIGUSR1)])
    }
}
