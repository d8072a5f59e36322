import CivilTime
import SolvervContracts
import SolvervEngine
import TestSupport
import XCTest

/// The watch loop's schedule on a manual clock: it wakes once per change
/// of the text, at the change, and never between (issue 15).
final class SchedulerTests: XCTestCase {
    static func places() throws -> [(Line, Line)] {
        let list: [(String, Double, Double, String)] = [
            ("Oslo", 59.91, 10.75, "Europe/Oslo"),
            ("Longyearbyen", 78.22, 15.63, "Arctic/Longyearbyen"),
            ("Sydney", -33.87, 151.21, "Australia/Sydney"),
            ("Adelaide", -34.93, 138.60, "Australia/Adelaide"),
            ("Kolkata", 22.57, 88.36, "Asia/Kolkata"),
        ]
        return try list.map { (try Line.minutes($0.0, $0.1, $0.2, $0.3), try Line.days($0.0, $0.1, $0.2, $0.3)) }
    }

    /// Local midnight starting `date` in the line's zone.
    func midnight(_ line: Line, _ date: String) throws -> Double {
        Double(line.zone.startOfDay(try XCTUnwrap(CivilDate(iso: Substring(date)))))
    }

    /// The minute line (sunlight, tmux small) through whole days spread over
    /// a year, the DST days of Europe/Oslo among them; between the days the
    /// clock jumps (a suspend), which the walk takes up at once.
    /// `SOLVERV_FULL_YEAR=1` walks every day of the year instead.
    func testMinuteLineWakesOncePerChange() throws {
        let full = ProcessInfo.processInfo.environment["SOLVERV_FULL_YEAR"] == "1"
        var random = SplitMix(state: 15)
        var report: [String] = []
        for (line, _) in try Self.places() {
            var dates = stride(from: 0, to: 365, by: full ? 365 : 91).map {
                CivilDate(year: 2026, month: 1, day: 1)!.adding(days: $0).description
            }
            dates += ["2026-03-29", "2026-10-25", "2026-06-21", "2026-12-21"]
            var wakes = 0, days = 0
            for date in dates {
                let start = try midnight(line, date)
                let end = full ? try midnight(line, "2027-01-01") : start + 86_400
                let w = walk(line, from: start, to: end, random: &random)
                XCTAssertFalse(w.wakes.contains { !$0.changed }, "\(line.name) \(date): a wake without a change")
                wakes += w.wakes.count
                days += Int(((end - start) / 86_400).rounded())
            }
            report.append("\(line.name) \(Double(wakes) / Double(days)) wakes/day")
        }
        print("minute line (sunlight tmux small): " + report.joined(separator: ", "))
    }

    /// The days-only line (countdown, plain small) for a year: it wakes only
    /// at local midnights (its text holds through the event's whole date).
    func testDaysOnlyLineWakesAtMidnightsOnly() throws {
        var random = SplitMix(state: 16)
        var report: [String] = []
        for (_, line) in try Self.places() {
            let start = try midnight(line, "2026-01-01") + 3600, end = try midnight(line, "2027-01-01") + 3600
            let w = walk(line, from: start, to: end, random: &random)
            for wake in w.wakes {
                let date = line.zone.date(at: Int64(wake.at))
                XCTAssertEqual(wake.at, Double(line.zone.startOfDay(date)), "\(line.name): a wake at \(wake.at), not at midnight")
            }
            XCTAssertFalse(w.wakes.contains { !$0.changed }, "\(line.name): a wake without a change")
            report.append("\(line.name) \(Double(w.wakes.count) / 365) wakes/day")
        }
        print("days-only line (countdown plain small): " + report.joined(separator: ", "))
    }

    /// At every minute (and half minute) of two days around each DST change
    /// in Oslo, the text the loop shows is the text of that instant.
    func testEveryMinuteShowsTheTextOfItsInstant() throws {
        let oslo = try Line.minutes("Oslo", 59.91, 10.75, "Europe/Oslo")
        let waybar = try Line("Oslo", lat: 59.91, lon: 10.75, zone: "Europe/Oslo",
                              providers: ["countdown", "sunlight"], format: "waybar", size: .small)
        var random = SplitMix(state: 17)
        for line in [oslo, waybar] {
            for date in ["2026-03-28", "2026-10-24"] {  // each DST change at 01:00 UTC on the second day
                let start = try midnight(line, date)
                let w = walk(line, from: start, to: start + 2 * 86_400, random: &random)
                XCTAssertFalse(w.wakes.contains { !$0.changed }, "\(line.spec.formatter.name) \(date): a wake without a change")
                for k in 1..<(2 * 2880) {
                    let t = start + Double(k) * 30
                    XCTAssertEqual(w.shown(at: t), line.text(t), "\(line.spec.formatter.name) at \(t)")
                }
            }
        }
    }

    /// A suspend of hours, or a clock set back, is the next call with the
    /// new instant: the text of that instant at once, then its next change.
    func testJumpsAreTakenUpAtOnce() throws {
        let oslo = try Line.minutes("Oslo", 59.91, 10.75, "Europe/Oslo")
        let t = try instant("2026-11-22T12:00:00Z")
        let before = oslo.text(t)
        for jump in [5 * 3600.0, -3 * 3600.0, 40 * 86_400.0, -400 * 86_400.0] {
            let (at, rendered) = Engine.nextChange(oslo.spec, after: t + jump, text: before)
            XCTAssertEqual(at, t + jump)
            XCTAssertEqual(rendered.text, oslo.text(t + jump))
            XCTAssertNotEqual(rendered.text, before)
            // Then the next change after it, as from any other instant.
            let next = Engine.nextChange(oslo.spec, after: at, text: rendered.text)
            XCTAssertGreaterThan(next.at, at)
            XCTAssertNotEqual(next.rendered.text, rendered.text)
            XCTAssertEqual(oslo.text(next.at - 0.5), rendered.text)
        }
    }

    /// Polar night in Longyearbyen: no sunrise for months, and the minute
    /// line says "no sun" all along; it wakes at most at the look-ahead
    /// cap or when its text changes, never each minute.
    func testPolarNightWakesRarely() throws {
        let line = try Line.minutes("Longyearbyen", 78.22, 15.63, "Arctic/Longyearbyen")
        var random = SplitMix(state: 18)
        let start = try instant("2026-12-01T00:00:00Z")
        let w = walk(line, from: start, to: start + 30 * 86_400, random: &random)
        XCTAssertLessThan(w.wakes.count, 40, "\(w.wakes.count) wakes in 30 days of polar night")
    }

    /// Out of the modelled years the line is the error block, and the next
    /// look is a day on.
    func testErrorTextWaitsADay() throws {
        let line = try Line("Oslo", lat: 59.91, lon: 10.75, zone: "Europe/Oslo", providers: ["countdown"], format: "tmux", size: .small)
        let t = try instant("3000-12-25T12:00:00Z")
        let rendered = Engine.render(line.spec, at: t)
        XCTAssertTrue(rendered.text.contains("3001"), rendered.text)
        XCTAssertEqual(rendered.validUntil, t + 86_400)
        let (at, again) = Engine.nextChange(line.spec, after: t, text: rendered.text)
        XCTAssertEqual(again.text, rendered.text)
        XCTAssertGreaterThanOrEqual(at, t + 86_400)
    }
}

/// Another date at today's time of day (`--date`, i3bar's scroll).
final class DayShiftTests: XCTestCase {
    /// Across the spring-forward change the wall-clock time is kept: 13:00
    /// on 2026-03-28 (UTC+1) shifted a day is 13:00 on 2026-03-29 (UTC+2),
    /// 23 hours on; and the shifted line is the line of that instant, led
    /// by its mark, which holds until the real midnight.
    func testShiftKeepsTheTimeOfDayAcrossDST() throws {
        let plain = try Line("Oslo", lat: 59.91, lon: 10.75, zone: "Europe/Oslo", providers: ["sunlight"], format: "plain", size: .medium)
        let shifted = try Line("Oslo", lat: 59.91, lon: 10.75, zone: "Europe/Oslo", providers: ["sunlight"], format: "plain",
                               size: .medium, dayShift: 1)
        let t = try instant("2026-03-28T12:00:00Z")
        XCTAssertEqual(shifted.text(t), "⟲ 29 Mar " + plain.text(try instant("2026-03-29T11:00:00Z")))
        // The mark moves on at the real midnight, and the schedule wakes for it.
        var random = SplitMix(state: 19)
        let w = walk(shifted, from: t, to: try instant("2026-03-29T00:30:00Z"), random: &random)
        XCTAssertTrue(w.wakes.contains { $0.at == (try? instant("2026-03-28T23:00:00Z")) }, "no wake at the real midnight")
        XCTAssertTrue(shifted.text(try instant("2026-03-28T23:00:00Z")).hasPrefix("⟲ 30 Mar "))
    }
}

/// The JSON snapshot gives its instant to the second: by day, watching it
/// prints one line a second, at the whole second, never a second line
/// when `remaining_s` ticks at sunset's fraction of a second.
final class JSONScheduleTests: XCTestCase {
    func testTheSnapshotIsDrawnOnceASecondAtTheWholeSecond() throws {
        let line = try Line("Oslo", lat: 59.91, lon: 10.75, zone: "Europe/Oslo", providers: ["countdown", "sunlight"],
                            format: "json", size: .medium)
        var t = 1_795_000_000.25  // 2026-11-18, by day in Oslo
        var wakes: [Double] = []
        for _ in 0..<120 {
            let next = Engine.render(line.spec, at: t).validUntil
            wakes.append(next)
            t = next
        }
        XCTAssertTrue(wakes.allSatisfy { $0 == $0.rounded(.down) }, "every wake at a whole second")
        XCTAssertEqual(Set(wakes).count, wakes.count)
        XCTAssertEqual(wakes.last.map { $0 - wakes[0] }, Double(wakes.count - 1), "one wake a second")
    }
}
