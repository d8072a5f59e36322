import CivilTime
import SolvervEngine
import TestSupport
import XCTest

/// The `dst` line on a manual clock: it wakes at the clock change itself
/// (where "go" becomes "went") and at local midnights, and at nothing else.
final class DSTSchedulerTests: XCTestCase {
    func testWakesAtTheChangeAndAtMidnights() throws {
        let oslo = try Line("Oslo", lat: 59.91, lon: 10.75, zone: "Europe/Oslo", providers: ["dst"], format: "plain", size: .medium)
        var random = SplitMix(state: 18)
        let change = try instant("2026-10-25T01:00:00Z")  // last Sunday of October, 03:00 CEST → 02:00 CET
        let w = walk(oslo, from: try instant("2026-10-23T12:00:00Z"), to: try instant("2026-10-27T12:00:00Z"), random: &random)
        let expected = [try instant("2026-10-23T22:00:00Z"), try instant("2026-10-24T22:00:00Z"), change,
                        try instant("2026-10-25T23:00:00Z"), try instant("2026-10-26T23:00:00Z")]
        XCTAssertEqual(w.wakes.map(\.at), expected)
        XCTAssertTrue(w.shown(at: change - 1).hasPrefix("Clocks go back 1h today at 03:00"), w.shown(at: change - 1))
        XCTAssertTrue(w.shown(at: change).hasPrefix("Clocks went back 1h today at 03:00"), w.shown(at: change))
        XCTAssertTrue(w.shown(at: change + 86_400).hasPrefix("Clocks go forward 1h in 153 days"), w.shown(at: change + 86_400))
    }

    /// Where the clocks never change a bar's line is empty, not an error,
    /// and rests (a day at a time); plain text says so.
    func testNoChangeShowsNothingInABarAndRests() throws {
        let tokyo = try Line("Tokyo", lat: 35.68, lon: 139.69, zone: "Asia/Tokyo", providers: ["dst"], format: "tmux", size: .small)
        let t = try instant("2026-06-10T02:00:00Z")
        let rendered = Engine.render(tokyo.spec, at: t)
        XCTAssertFalse(rendered.failed)
        XCTAssertEqual(rendered.text, "\n")
        XCTAssertGreaterThanOrEqual(rendered.validUntil, t + 3600)
        // Beside the countdown it adds nothing to a bar: no empty part, no separator.
        let both = try Line("Tokyo", lat: 35.68, lon: 139.69, zone: "Asia/Tokyo", providers: ["countdown", "dst"], format: "waybar", size: .medium)
        let alone = try Line("Tokyo", lat: 35.68, lon: 139.69, zone: "Asia/Tokyo", providers: ["countdown"], format: "waybar", size: .medium)
        XCTAssertEqual(both.text(t), alone.text(t))
        // Plain text says there is nothing ahead (issue 23, item 10).
        let plain = try Line("Tokyo", lat: 35.68, lon: 139.69, zone: "Asia/Tokyo", providers: ["countdown", "dst"], format: "plain", size: .medium)
        XCTAssertTrue(plain.text(t).contains(" · No clock changes"), plain.text(t))
    }
}
