import CivilTime
import Foundation
import SolarAstronomy
import SolvervEngine
import SolvervNotify
import SolvervWatch
import XCTest

/// `wait`'s decisions on a clock the test moves (issue 45): the system
/// clock cannot be set by a test, so a jump, a suspend and a clock set back
/// are played through the same `Waiter` steps the real loop takes, with
/// `sleep` standing in for the timerfd. The real timer is the end-to-end
/// test's (SunWaitProcessTests).
final class SunWaitTests: XCTestCase {
    /// 2026-11-29T12:00:00Z, 13:00 in Oslo: sunset is at 15:23.
    let start = 1_795_953_600.0

    func waiter(_ event: String = "sunset", angle: String? = nil) throws -> SunWait.Waiter {
        SunWait.Waiter(try SunEventQuery.parse(event: event, angle: angle, offset: nil),
                       coordinates: try XCTUnwrap(Coordinates(latitude: 59.91, longitude: 10.75)), zone: try Zone(named: "Europe/Oslo"), start: start)
    }

    /// The clock, and each deadline the waiter slept to.
    final class Clock {
        var now: Double
        var deadlines: [Double] = []
        init(_ now: Double) { self.now = now }
    }

    func testTheTimerEndsTheWaitOnceWithNoWakeBetween() throws {
        var w = try waiter()
        let target = try XCTUnwrap(w.target)
        let clock = Clock(start)
        let outcome = w.run(clock: { clock.now }) { deadline in
            clock.deadlines.append(deadline)
            clock.now = deadline + 0.002
            return [.deadline]
        }
        XCTAssertEqual(outcome, .reached(target))
        XCTAssertEqual(clock.deadlines, [target])
    }

    /// A resume or clock step past the instant by more than a minute: missed.
    func testAClockJumpPastTheInstantIsAMiss() throws {
        var w = try waiter()
        let target = try XCTUnwrap(w.target)
        let clock = Clock(start)
        let outcome = w.run(clock: { clock.now }) { _ in
            clock.now = target + 3_600
            return [.clockChanged]
        }
        XCTAssertEqual(outcome, .missed(target, late: 3_600))
    }

    /// Within the tolerance (a resume just after sunset): the event, on time.
    func testAJumpJustPastTheInstantIsTheEvent() throws {
        var w = try waiter()
        let target = try XCTUnwrap(w.target)
        let clock = Clock(start)
        let outcome = w.run(clock: { clock.now }) { _ in
            clock.now = target + SunWait.missedTolerance - 1
            return [.clockChanged, .deadline]
        }
        XCTAssertEqual(outcome, .reached(target))
    }

    /// A clock change that does not pass the instant: found again from the
    /// new time. Forward, the same sunset; set back two days, that day's.
    func testAClockChangeBeforeTheInstantLooksAgain() throws {
        var w = try waiter()
        let target = try XCTUnwrap(w.target)
        let clock = Clock(start)
        var jumps = [start + 600, start - 2 * 86_400]
        let outcome = w.run(clock: { clock.now }) { deadline in
            clock.deadlines.append(deadline)
            if !jumps.isEmpty {
                clock.now = jumps.removeFirst()
                return [.clockChanged]
            }
            clock.now = deadline
            return [.deadline]
        }
        XCTAssertEqual(clock.deadlines.count, 3)
        XCTAssertEqual(clock.deadlines[0], target)
        XCTAssertEqual(clock.deadlines[1], target)
        XCTAssertEqual(clock.deadlines[2], target - 2 * 86_400, accuracy: 600)
        XCTAssertEqual(outcome, .reached(clock.deadlines[2]))
    }

    /// An angle the Sun never reaches at Oslo: told at once, never slept on.
    func testAnEventThatDoesNotHappenIsNeverWaitedFor() throws {
        var w = try waiter("sunrise", angle: "60")
        XCTAssertNil(w.target)
        let outcome = w.run(clock: { self.start }) { _ in
            XCTFail("slept")
            return [.deadline]
        }
        XCTAssertEqual(outcome, .never)
    }

    /// `--notify-at civil-dusk --offset -20m`: the plan holds that event
    /// alone, a day before and after the instant, each at wait's instant;
    /// due at it and for `AlertPlan.grace` after, never later.
    func testAlertsAtAChosenEvent() throws {
        let query = try SunEventQuery.parse(event: "civil-dusk", angle: nil, offset: "-20m")
        let coordinates = try XCTUnwrap(Coordinates(latitude: 59.91, longitude: 10.75)), zone = try Zone(named: "Europe/Oslo")
        var plan = AlertPlan(coordinates: coordinates, zone: zone, placeName: "Oslo", urgentMinutes: 30, onlyLengthening: false)
        plan.chosen = ChosenAlert(label: query.label) { query.next(after: $0, coordinates: coordinates, zone: zone) }
        let alerts = plan.alerts(around: start)
        XCTAssertEqual(alerts.map(\.kind), [.event, .event])
        let today = try XCTUnwrap(query.next(after: start, coordinates: coordinates, zone: zone))
        XCTAssertEqual(alerts.map(\.at), [try XCTUnwrap(query.next(after: start - 86_400, coordinates: coordinates, zone: zone)), today])
        XCTAssertEqual(alerts.last?.message, "civil-dusk -20m in Oslo at 15:56")
        XCTAssertEqual(plan.due(at: today).map(\.at), [today])
        XCTAssertEqual(plan.due(at: today + AlertPlan.grace).map(\.at), [today])
        XCTAssertEqual(plan.due(at: today + AlertPlan.grace + 1), [])
        XCTAssertEqual(plan.next(after: start), today)
        // Late November's days shorten: --notify-only-lengthening leaves none.
        var shortening = AlertPlan(coordinates: coordinates, zone: zone, placeName: "Oslo", urgentMinutes: nil, onlyLengthening: true)
        shortening.chosen = plan.chosen
        XCTAssertEqual(shortening.alerts(around: start), [])
    }
}
