import CivilTime
import SolarAstronomy
import SolvervContracts
@testable import SolvervProviders
import TestSupport
import XCTest

/// The `dst` provider in zones with and without clock changes. The expected
/// instants are the tz database's published rules, worked out by hand in
/// each comment, and cross-checked with Python's zoneinfo (a separate TZif
/// reader from glibc's): `scripts/dst-transitions.py` prints them.
final class DSTTests: XCTestCase {
    func context(_ lat: Double, _ lon: Double, _ zone: String, _ now: String, wantsLarge: Bool = true,
                 wantsChanges: Bool = false) throws -> ProviderContext {
        ProviderContext(coordinates: try XCTUnwrap(Coordinates(latitude: lat, longitude: lon)),
                        zone: try Zone(named: zone), now: try XCTUnwrap(Timestamp.parse(now)), wantsLarge: wantsLarge,
                        wantsChanges: wantsChanges)
    }

    struct Expected {
        let zone: String, lat: Double, lon: Double, now: String
        let utc: String, local: String, change: Int, days: Int, shift: String
    }

    static let expected = [
        // EU rule: last Sunday of October at 01:00 UTC, back to CET.
        Expected(zone: "Europe/Oslo", lat: 59.91, lon: 10.75, now: "2026-10-13T12:00:00Z",
                 utc: "2026-10-25T01:00:00Z", local: "2026-10-25T02:00:00+01:00", change: -3600, days: 12, shift: "1h"),
        // EU rule: last Sunday of March at 01:00 UTC, forward to CEST.
        Expected(zone: "Europe/Oslo", lat: 59.91, lon: 10.75, now: "2026-01-10T12:00:00Z",
                 utc: "2026-03-29T01:00:00Z", local: "2026-03-29T03:00:00+02:00", change: 3600, days: 78, shift: "1h"),
        // US rule since 2007: second Sunday of March at 02:00 EST (07:00 UTC).
        Expected(zone: "America/New_York", lat: 40.71, lon: -74.01, now: "2026-01-10T17:00:00Z",
                 utc: "2026-03-08T07:00:00Z", local: "2026-03-08T03:00:00-04:00", change: 3600, days: 57, shift: "1h"),
        // US rule: first Sunday of November at 02:00 EDT (06:00 UTC).
        Expected(zone: "America/New_York", lat: 40.71, lon: -74.01, now: "2026-10-20T17:00:00Z",
                 utc: "2026-11-01T06:00:00Z", local: "2026-11-01T01:00:00-05:00", change: -3600, days: 12, shift: "1h"),
        // AN rule (NSW): first Sunday of October at 02:00 standard (16:00 UTC
        // the day before), forward: the south goes forward in spring, October.
        Expected(zone: "Australia/Sydney", lat: -33.87, lon: 151.21, now: "2026-06-10T02:00:00Z",
                 utc: "2026-10-03T16:00:00Z", local: "2026-10-04T03:00:00+11:00", change: 3600, days: 116, shift: "1h"),
        // AN rule: first Sunday of April at 03:00 daylight time, back.
        Expected(zone: "Australia/Sydney", lat: -33.87, lon: 151.21, now: "2026-01-10T02:00:00Z",
                 utc: "2026-04-04T16:00:00Z", local: "2026-04-05T02:00:00+10:00", change: -3600, days: 85, shift: "1h"),
        // Chatham rule: last Sunday of September at 02:45 standard (+12:45,
        // 14:00 UTC the day before), forward to +13:45.
        Expected(zone: "Pacific/Chatham", lat: -43.95, lon: -176.55, now: "2026-06-10T02:00:00Z",
                 utc: "2026-09-26T14:00:00Z", local: "2026-09-27T03:45:00+13:45", change: 3600, days: 109, shift: "1h"),
        // Chatham rule: first Sunday of April at 03:45 daylight time, back to +12:45.
        Expected(zone: "Pacific/Chatham", lat: -43.95, lon: -176.55, now: "2026-01-10T02:00:00Z",
                 utc: "2026-04-04T14:00:00Z", local: "2026-04-05T02:45:00+12:45", change: -3600, days: 85, shift: "1h"),
        // LH rule: first Sunday of October at 02:00 standard (+10:30), forward 30 minutes.
        Expected(zone: "Australia/Lord_Howe", lat: -31.55, lon: 159.08, now: "2026-06-10T02:00:00Z",
                 utc: "2026-10-03T15:30:00Z", local: "2026-10-04T02:30:00+11:00", change: 1800, days: 116, shift: "30m"),
        // LH rule: first Sunday of April at 02:00 daylight time (+11), back 30 minutes.
        Expected(zone: "Australia/Lord_Howe", lat: -31.55, lon: 159.08, now: "2026-01-10T02:00:00Z",
                 utc: "2026-04-04T15:00:00Z", local: "2026-04-05T01:30:00+10:30", change: -1800, days: 85, shift: "30m"),
    ]

    func testChangesAreTheTzDatabaseRules() throws {
        for e in Self.expected {
            let r = DSTProvider().report(try context(e.lat, e.lon, e.zone, e.now))
            let label = "\(e.zone) at \(e.now)"
            XCTAssertEqual(r.fact("utc")?.text, e.utc, label)
            XCTAssertEqual(r.fact("local")?.text, e.local, label)
            XCTAssertEqual(r.fact("offset_change_s")?.value, .integer(e.change), label)
            XCTAssertEqual(r.fact("days")?.value, .integer(e.days), label)
            XCTAssertEqual(r.fact("shift")?.text, e.shift, label)
            let direction = e.change > 0 ? "forward" : "back"
            XCTAssertEqual(r.fact("direction")?.text, direction, label)
            XCTAssertEqual(r.fact("state")?.text, direction, label)
            XCTAssertEqual(r.small, "⏰ \(e.days)d", label)
            XCTAssertTrue(r.medium.hasPrefix("Clocks go \(direction) \(e.shift) in \(e.days) days"), "\(label): \(r.medium)")
            XCTAssertEqual(r.classes, ["clocks-\(direction)"], label)
        }
    }

    /// Chatham keeps its 45-minute offset on both sides of the change.
    func testChathamOffsetsAndClocks() throws {
        let r = DSTProvider().report(try context(-43.95, -176.55, "Pacific/Chatham", "2026-06-10T02:00:00Z"))
        XCTAssertEqual(r.fact("offset_before")?.text, "+12:45")
        XCTAssertEqual(r.fact("offset_after")?.text, "+13:45")
        XCTAssertEqual(r.fact("from_time")?.text, "02:45")
        XCTAssertEqual(r.fact("to_time")?.text, "03:45")
        XCTAssertEqual(r.large?.components(separatedBy: "\n")[1], "Sun 27 Sep 2026, 02:45 → 03:45 (UTC+12:45 → UTC+13:45)")
    }

    /// Calendar days in the zone across the change: the day before is
    /// "tomorrow", the change's whole date is "today" (before it "go", after
    /// it "went"), and the next day counts to the following change.
    func testDaysAcrossTheChange() throws {
        let p = DSTProvider()
        func at(_ now: String) throws -> ProviderReport { p.report(try context(59.91, 10.75, "Europe/Oslo", now)) }
        // 23:30 on Saturday 24 October in Oslo (CEST).
        let eve = try at("2026-10-24T21:30:00Z")
        XCTAssertEqual(eve.fact("days")?.value, .integer(1))
        XCTAssertEqual(eve.fact("when")?.text, "tomorrow")
        XCTAssertEqual(eve.small, "⏰ 1d")
        // 00:10 on Sunday 25 October, before the change at 03:00 CEST.
        let before = try at("2026-10-24T22:10:00Z")
        XCTAssertEqual(before.fact("days")?.value, .integer(0))
        XCTAssertEqual(before.small, "⏰ today")
        XCTAssertTrue(before.medium.hasPrefix("Clocks go back 1h today at 03:00"), before.medium)
        // The change itself, and after it: still today, now in the past tense.
        for now in ["2026-10-25T01:00:00Z", "2026-10-25T12:00:00Z", "2026-10-25T22:59:59Z"] {
            let after = try at(now)
            XCTAssertEqual(after.fact("days")?.value, .integer(0), now)
            XCTAssertEqual(after.fact("utc")?.text, "2026-10-25T01:00:00Z", now)
            XCTAssertTrue(after.medium.hasPrefix("Clocks went back 1h today at 03:00"), after.medium)
        }
        // Midnight CET: the next change, the last Sunday of March 2027 at 01:00 UTC.
        let next = try at("2026-10-25T23:00:00Z")
        XCTAssertEqual(next.fact("utc")?.text, "2027-03-28T01:00:00Z")
        XCTAssertEqual(next.fact("days")?.value, .integer(153))  // 26 Oct 2026 → 28 Mar 2027
        XCTAssertEqual(next.fact("direction")?.text, "forward")
    }

    /// A change at local midnight (Lebanon: last Sunday of March at 00:00,
    /// 22:00 UTC the day before) is today's: the day starts at the change.
    func testChangeAtMidnightIsToday() throws {
        let r = DSTProvider().report(try context(33.89, 35.50, "Asia/Beirut", "2026-03-29T09:00:00Z"))
        XCTAssertEqual(r.fact("utc")?.text, "2026-03-28T22:00:00Z")
        XCTAssertEqual(r.fact("days")?.value, .integer(0))
        XCTAssertEqual(r.fact("from_time")?.text, "00:00")
        XCTAssertEqual(r.fact("to_time")?.text, "01:00")
    }

    /// Sunrise and sunset move by the change, give or take a day's drift of
    /// the season; the text is the difference of the clocks it shows.
    func testSunriseAndSunsetMoveWithTheClocks() throws {
        for e in Self.expected {
            let r = DSTProvider().report(try context(e.lat, e.lon, e.zone, e.now))
            let label = "\(e.zone) at \(e.now)"
            for event in ["sunrise", "sunset"] {
                guard case .integer(let s) = r.fact("\(event)_shift_s")?.value else { return XCTFail("\(label) \(event)") }
                // No place here moves sunrise or sunset by 4 minutes in a day.
                XCTAssertEqual(Double(s), Double(e.change), accuracy: 240, "\(label) \(event)")
                let before = try XCTUnwrap(r.fact("\(event)_before")?.text), after = try XCTUnwrap(r.fact("\(event)_after")?.text)
                func minutes(_ hhmm: String) -> Int { (Int(hhmm.prefix(2)) ?? 0) * 60 + (Int(hhmm.suffix(2)) ?? 0) }
                let shown = minutes(after) - minutes(before)
                XCTAssertEqual(r.fact("\(event)_shift")?.text, SunAround.signed(minutes: shown), label)
            }
            XCTAssertTrue(r.medium.hasSuffix("(sunset \(r.fact("sunset_before")?.text ?? "") → \(r.fact("sunset_after")?.text ?? ""))"),
                          r.medium)
        }
    }

    /// The medium text of the example in the docs: Oslo, October 2026.
    func testOsloAutumnTexts() throws {
        let r = DSTProvider().report(try context(59.91, 10.75, "Europe/Oslo", "2026-10-13T12:00:00Z"))
        XCTAssertEqual(r.medium, "Clocks go back 1h in 12 days (sunset 17:43 → 16:40)")
        XCTAssertEqual(r.large, """
        ⏰ Clocks go back 1h in 12 days
        Sun 25 Oct 2026, 03:00 → 02:00 (UTC+02:00 → UTC+01:00)
        Sunrise 08:18 → 07:20 (−58m)
        Sunset 17:43 → 16:40 (−1h03m)
        """)
    }

    /// At 89° N on Oslo's clocks the Sun neither rises nor sets around
    /// either change (polar night in October, polar day in March): the
    /// change is told without sun facts.
    func testPolarChangeHasNoSunFacts() throws {
        for now in ["2026-10-13T12:00:00Z", "2026-03-10T12:00:00Z"] {
            let r = DSTProvider().report(try context(89, 10.75, "Europe/Oslo", now))
            XCTAssertNotNil(r.fact("utc")?.text, now)
            for name in ["sunrise_before", "sunrise_after", "sunrise_shift", "sunrise_shift_s", "sunset_shift_s"] {
                XCTAssertEqual(r.fact(name)?.value, .missing, "\(now) \(name)")
            }
            XCTAssertFalse(r.medium.contains("sunset"), r.medium)
            XCTAssertEqual(r.large?.components(separatedBy: "\n").count, 2, now)
        }
    }

    /// Zones without clock changes say so, for plain text (a bar leaves the
    /// report out: `saysNothingAhead`), and in the facts.
    func testZonesWithoutChangesSaySo() throws {
        for (zone, lat, lon, offset) in [("Asia/Tokyo", 35.68, 139.69, "+09:00"), ("UTC", 51.48, 0.0, "+00:00"),
                                         ("Asia/Kolkata", 28.61, 77.21, "+05:30")] {
            let r = DSTProvider().report(try context(lat, lon, zone, "2026-06-10T02:00:00Z", wantsChanges: true))
            XCTAssertEqual(r.fact("state")?.text, "none", zone)
            XCTAssertEqual(r.fact("days")?.value, .missing, zone)
            XCTAssertEqual(r.fact("icon")?.value, .missing, zone)
            XCTAssertTrue(r.saysNothingAhead, zone)
            XCTAssertEqual(r.small, "⏰ no changes", zone)
            XCTAssertEqual(r.medium, "No clock changes", zone)
            XCTAssertEqual(r.large, "⏰ No clock changes\nClocks stay at UTC\(offset) all year", zone)
            // Looked at again at the next local midnight.
            let ctx = try context(lat, lon, zone, "2026-06-10T02:00:00Z")
            XCTAssertEqual(r.changes, [ctx.nextMidnight], zone)
        }
        XCTAssertNil(Zone.utc.nextOffsetChange(after: 1_780_000_000))
    }

    /// Watch mode is woken at the change and at each local midnight.
    func testChangesAreTheInstantAndMidnight() throws {
        let ctx = try context(59.91, 10.75, "Europe/Oslo", "2026-10-24T22:10:00Z", wantsChanges: true)
        let r = DSTProvider().report(ctx)
        XCTAssertEqual(r.changes.sorted(), [1_792_890_000, ctx.nextMidnight])
        XCTAssertEqual(ctx.nextMidnight, try XCTUnwrap(Timestamp.parse("2026-10-25T23:00:00Z")))
    }
}
