import CivilTime
import SolarAstronomy
import SolvervEngine
import TestSupport
import XCTest

/// `--notify`'s schedule on a manual clock (issue 18): each alert fires
/// once, at its instant; never twice after a suspend, a clock set back or
/// a restart; never late; and, with `--notify-only-lengthening`, never
/// while the days shorten, in either hemisphere.
final class AlertTests: XCTestCase {
    func plan(_ lat: Double, _ lon: Double, _ zone: String, urgent: Int? = 30, onlyLengthening: Bool = false,
              name: String = "Here") throws -> AlertPlan {
        AlertPlan(coordinates: try XCTUnwrap(Coordinates(latitude: lat, longitude: lon)), zone: try Zone(named: zone),
                  placeName: name, urgentMinutes: urgent, onlyLengthening: onlyLengthening)
    }

    func oslo(urgent: Int? = 30, onlyLengthening: Bool = false) throws -> AlertPlan {
        try plan(59.91, 10.75, "Europe/Oslo", urgent: urgent, onlyLengthening: onlyLengthening, name: "Oslo")
    }

    /// Oslo's sunset on 2026-11-22, as the plan has it.
    func sunsetOn22(_ plan: AlertPlan) throws -> Double {
        try XCTUnwrap(plan.alerts(around: try instant("2026-11-22T12:00:00Z")).first {
            $0.kind == .sunset && $0.date.description == "2026-11-22"
        }).at
    }

    /// What a watch loop fires between two instants: it wakes at each alert
    /// instant the plan gives, and also at random instants between (the
    /// line's own wakes: minutes, clicks, signals).
    func run(_ tracker: inout AlertTracker, from start: Double, to end: Double, random: inout SplitMix,
             claim: (String) -> Bool = { _ in true }) -> [(alert: Alert, firedAt: Double)] {
        var fired: [(Alert, Double)] = []
        var t = start
        while t <= end {
            for a in tracker.take(at: t, claim: claim) { fired.append((a, t)) }
            let next = tracker.plan.next(after: t)
            XCTAssertGreaterThan(next, t, "no progress at \(t)")
            let between = t + (next - t) * random.unit()
            if between > t, between < next, between <= end {
                XCTAssertTrue(tracker.take(at: between, claim: claim).isEmpty, "fired between wakes at \(between)")
            }
            t = next
        }
        return fired
    }

    /// Oslo on 2026-11-22 (`table`: sunrise 08:31:15, sunset 15:34:21 +01:00):
    /// sunrise, 30 minutes before sunset, and sunset, each once, each at
    /// its instant, over two days walked minute by minute and by the plan.
    func testEachAlertFiresOnceAtItsInstant() throws {
        var tracker = AlertTracker(plan: try oslo())
        var random = SplitMix(state: 18)
        let start = try instant("2026-11-22T00:00:00+01:00"), end = try instant("2026-11-23T00:00:00+01:00")
        let fired = run(&tracker, from: start, to: end - 1, random: &random)
        XCTAssertEqual(fired.map(\.alert.kind), [.sunrise, .beforeSunset, .sunset])
        for (alert, at) in fired {
            XCTAssertEqual(at, alert.at, "\(alert.kind) fired at its own instant")
            XCTAssertEqual(alert.date.description, "2026-11-22")
        }
        XCTAssertEqual(fired[0].alert.at, try instant("2026-11-22T08:31:15+01:00"), accuracy: 1)
        XCTAssertEqual(fired[2].alert.at, try instant("2026-11-22T15:34:21+01:00"), accuracy: 1)
        XCTAssertEqual(fired[1].alert.at, fired[2].alert.at - 1800, accuracy: 1e-6)
        XCTAssertEqual(fired[0].alert.message, "Sunrise in Oslo at 08:31 · 7h03m of daylight")
        XCTAssertEqual(fired[1].alert.message, "30m of sunlight left in Oslo · sunset at 15:34")
        XCTAssertEqual(fired[2].alert.message, "Sunset in Oslo at 15:34")
        // Every minute of the day again, the same tracker: nothing fires twice.
        for minute in 0..<1440 {
            XCTAssertTrue(tracker.take(at: start + Double(minute) * 60).isEmpty, "minute \(minute) fired again")
        }
        // Without --urgent, only sunrise and sunset.
        var plain = AlertTracker(plan: try oslo(urgent: nil))
        XCTAssertEqual(run(&plain, from: start, to: end - 1, random: &random).map(\.alert.kind), [.sunrise, .sunset])
    }

    /// A suspend through sunset: the clock jumps past it by more than the
    /// grace, and it is dropped, never fired late; a jump within the grace
    /// fires it once, and a clock set back before it does not fire it again.
    func testNeverLateNorTwiceAfterASuspend() throws {
        let plan = try oslo(urgent: nil)
        let sunset = try sunsetOn22(plan)
        var slept = AlertTracker(plan: plan)
        XCTAssertTrue(slept.take(at: sunset - 600).isEmpty)
        XCTAssertTrue(slept.take(at: sunset + AlertPlan.grace + 1).isEmpty, "an hour-old sunset is not announced")
        XCTAssertTrue(slept.take(at: sunset + 3600).isEmpty)

        var late = AlertTracker(plan: plan)
        XCTAssertTrue(late.take(at: sunset - 60).isEmpty)
        XCTAssertEqual(late.take(at: sunset + 120).map(\.kind), [.sunset], "two minutes late, within the grace")
        XCTAssertTrue(late.take(at: sunset + 121).isEmpty)
        // The clock set back before sunset, then on past it again.
        XCTAssertTrue(late.take(at: sunset - 30).isEmpty)
        XCTAssertTrue(late.take(at: sunset).isEmpty, "not again after the clock was set back")
        XCTAssertTrue(late.take(at: sunset + 10).isEmpty)
    }

    /// A restart: a new tracker (a new process) claims through the same
    /// record, and what the first fired is not fired again.
    func testNeverTwiceAfterARestart() throws {
        var record: [String] = []
        func claim(_ key: String) -> Bool {
            if record.contains(key) { return false }
            record.append(key)
            return true
        }
        let plan = try oslo()
        let sunset = try sunsetOn22(plan)
        var first = AlertTracker(plan: plan)
        XCTAssertEqual(first.take(at: sunset, claim: claim).map(\.kind), [.sunset])
        var second = AlertTracker(plan: plan)
        XCTAssertTrue(second.take(at: sunset + 5, claim: claim).isEmpty, "the restarted line does not repeat it")
        XCTAssertEqual(record, ["sunset 2026-11-22 59.91,10.75"])
        // The next day's alerts are new keys.
        var random = SplitMix(state: 19)
        let next = run(&second, from: sunset + 6, to: sunset + 86_400, random: &random, claim: claim)
        XCTAssertEqual(next.map(\.alert.kind), [.sunrise, .beforeSunset, .sunset])
        XCTAssertTrue(next.allSatisfy { $0.alert.date.description == "2026-11-23" })
    }

    /// `--notify-only-lengthening`: silent while the days shorten (north in
    /// autumn, south in its autumn), alerts while they lengthen (north in
    /// spring, south in its spring), with the same plan otherwise.
    func testOnlyWhileDaysLengthen() throws {
        let places: [(String, Double, Double, String, lengthening: String, shortening: String)] = [
            ("Oslo", 59.91, 10.75, "Europe/Oslo", "2026-02-10", "2026-11-22"),
            ("Sydney", -33.87, 151.21, "Australia/Sydney", "2026-10-05", "2026-04-20"),
            ("Punta Arenas", -53.16, -70.91, "America/Punta_Arenas", "2026-08-15", "2026-02-15"),
            ("Anchorage", 61.22, -149.90, "America/Anchorage", "2026-03-20", "2026-09-22"),
        ]
        var random = SplitMix(state: 20)
        for p in places {
            let plan = try plan(p.1, p.2, p.3, onlyLengthening: true, name: p.0)
            let zone = try Zone(named: p.3)
            func day(_ d: String) throws -> (Double, Double) {
                let date = try XCTUnwrap(CivilDate(iso: Substring(d)))
                return (Double(zone.startOfDay(date)), Double(zone.startOfDay(date.adding(days: 1))) - 1)
            }
            var growing = AlertTracker(plan: plan)
            let (a, b) = try day(p.lengthening)
            XCTAssertEqual(run(&growing, from: a, to: b, random: &random).map(\.alert.kind), [.sunrise, .beforeSunset, .sunset],
                           "\(p.0) \(p.lengthening): the days lengthen")
            var shrinking = AlertTracker(plan: plan)
            let (c, d) = try day(p.shortening)
            XCTAssertTrue(run(&shrinking, from: c, to: d, random: &random).isEmpty, "\(p.0) \(p.shortening): the days shorten")
            // The same days without the option: the alerts are there.
            var all = AlertTracker(plan: try self.plan(p.1, p.2, p.3, name: p.0))
            XCTAssertEqual(run(&all, from: c, to: d, random: &random).count, 3, "\(p.0) \(p.shortening) without the option")
        }
    }

    /// A polar night has no sunrise nor sunset: nothing fires, and the plan
    /// looks again a day on, neither stalling nor spinning.
    func testPolarNightIsQuiet() throws {
        let plan = try plan(78.22, 15.63, "Arctic/Longyearbyen")
        var tracker = AlertTracker(plan: plan)
        var random = SplitMix(state: 21)
        let start = try instant("2026-12-10T00:00:00+01:00")
        var wakes = 0
        var t = start
        while t < start + 5 * 86_400 { t = plan.next(after: t); wakes += 1 }
        XCTAssertLessThanOrEqual(wakes, 6, "about one look a day")
        XCTAssertTrue(run(&tracker, from: start, to: start + 5 * 86_400, random: &random).isEmpty)
    }
}
