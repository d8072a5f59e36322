import Foundation
import XCTest

@testable import SolvervWatch

/// Watched signals arrive through the signalfd as `.signal(n)` (SPEC §6:
/// SIGUSR1 refreshes; stop, continue, TERM and INT are handled by the caller).
final class SignalTests: XCTestCase {
    override func tearDown() { unblockTestSignals() }

    func testSignalRaisedBeforeWaitIsReported() throws {
        let loop = try EventLoop(signals: testSignals, watchStdin: false, zonePaths: [])
        raise(SIGUSR1)
        let events = loop.wait(until: realtimeSeconds() + 2)
        XCTAssertEqual(events, [.signal(SIGUSR1)])
    }

    func testSignalWhileWaitingWakesIt() throws {
        let loop = try EventLoop(signals: testSignals, watchStdin: false, zonePaths: [])
        let waiter = pthread_self()
        let sender = Thread {
            usleep(50_000)
            pthread_kill(waiter, SIGUSR1)
        }
        sender.start()
        let start = realtimeSeconds()
        let events = loop.wait(until: start + 2)
        XCTAssertEqual(events, [.signal(SIGUSR1)])
        XCTAssertLessThan(realtimeSeconds() - start, 1.9, "woke by the signal, not the deadline")
    }

    func testTwoKindsOfSignalAreTwoEvents() throws {
        let loop = try EventLoop(signals: testSignals, watchStdin: false, zonePaths: [])
        raise(SIGUSR2)
        raise(SIGUSR1)
        let events = loop.wait(until: realtimeSeconds() + 2)
        XCTAssertEqual(Set(events.map { "\($0)" }), ["signal(\(SIGUSR1))", "signal(\(SIGUSR2))"])
        XCTAssertEqual(events.count, 2)
    }

    func testBadSignalNumberIsAClearError() {
        XCTAssertThrowsError(try EventLoop(signals: [9999], watchStdin: false, zonePaths: [])) { error in
            XCTAssertEqual(error as? EventLoopError, .blockSignals(errno: EINVAL))
            XCTAssertEqual("\(error)", "cannot block the watched signals: Invalid argument")
        }
    }
}
