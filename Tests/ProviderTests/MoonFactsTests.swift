import CivilTime
import LunarAstronomy
import SolarAstronomy
import SolvervContracts
import SolvervProviders
import XCTest

/// The moon provider's facts (issue 44) on days whose phases are known:
/// full moon 2026-01-03 10:03 UT, new moon 2026-01-18 19:52 UT (USNO), and
/// London's moonrise and moonset from Skyfield + DE421 (MoonriseTests).
final class MoonFactsTests: XCTestCase {
    func context(_ lat: Double, _ lon: Double, _ zone: String, _ now: String,
                 wantsChanges: Bool = false, icons: IconSet = .emoji) throws -> ProviderContext {
        ProviderContext(coordinates: try XCTUnwrap(Coordinates(latitude: lat, longitude: lon)),
                        zone: try Zone(named: zone), now: try XCTUnwrap(Timestamp.parse(now)), wantsLarge: true,
                        icons: icons, wantsChanges: wantsChanges)
    }

    func testTheDayOfTheFullMoonAndAfter() throws {
        // Before the instant, on its local date: already the full moon's day.
        let full = MoonFacts(try context(59.91, 10.75, "Europe/Oslo", "2026-01-03T08:00:00Z"))
        XCTAssertEqual(full.phase, .fullMoon)
        XCTAssertEqual(full.fullDays, 0)
        // New moon 2026-01-18 20:52 in Oslo.
        XCTAssertEqual(full.newDays, 15)
        XCTAssertEqual(full.next.map(\.phase), [.fullMoon, .lastQuarter, .newMoon, .firstQuarter])
        XCTAssertEqual(MoonFacts(try context(59.91, 10.75, "Europe/Oslo", "2026-01-03T12:00:00Z")).next.first?.phase, .lastQuarter)
        XCTAssertGreaterThan(full.illumination, 0.99)
        XCTAssertEqual(full.percent, 100)
        // New moon 2025-12-20 01:43 UT.
        XCTAssertEqual(full.ageDays, 14.26, accuracy: 0.01)
        XCTAssertEqual(MoonFacts.icon(full.phase, .emoji), "🌕")

        let after = MoonFacts(try context(59.91, 10.75, "Europe/Oslo", "2026-01-04T12:00:00Z"))
        XCTAssertEqual(after.phase, .waningGibbous)
        XCTAssertEqual(after.phase.trend, "waning")
        // The next full moon: 2026-02-01 23:09 in Oslo.
        XCTAssertEqual(after.fullDays, 28)
        XCTAssertEqual(after.nextFull.phase, .fullMoon)
    }

    func testMoonriseAndMoonsetOfTheDisplayDay() throws {
        let f = MoonFacts(try context(51.5074, -0.1278, "Europe/London", "2026-01-01T12:00:00Z"))
        // Skyfield + DE421: rise 1767273931.99, set 1767248920.47.
        XCTAssertEqual(try XCTUnwrap(f.rise).unixSeconds, 1_767_273_931.99, accuracy: 2)
        XCTAssertEqual(try XCTUnwrap(f.set).unixSeconds, 1_767_248_920.47, accuracy: 2)
        // 12:00, after the 06:28 set and before the 13:25 rise.
        XCTAssertFalse(f.up)
        XCTAssertTrue(MoonFacts(try context(51.5074, -0.1278, "Europe/London", "2026-01-01T14:00:00Z")).up)
    }

    func testALineThatShowsNoRiseOrSetDoesNotSearchForThem() throws {
        let place = try XCTUnwrap(Coordinates(latitude: 51.5074, longitude: -0.1278))
        let zone = try Zone(named: "Europe/London"), now = try XCTUnwrap(Timestamp.parse("2026-01-01T14:00:00Z"))
        func facts(_ read: [String]?, large: Bool = false) -> MoonFacts {
            MoonFacts(ProviderContext(coordinates: place, zone: zone, now: now, wantsLarge: large, readFacts: read))
        }
        // The small and medium texts, without a template: no search, and no rise or set claimed.
        let bare = facts([])
        XCTAssertFalse(bare.hasRiseSet)
        XCTAssertNil(bare.rise)
        XCTAssertNil(bare.set)
        let report = MoonProvider().report(ProviderContext(coordinates: place, zone: zone, now: now, wantsLarge: false,
                                                           readFacts: []))
        for name in ["moonrise", "moonset", "rise", "set", "up"] {
            XCTAssertEqual(report.facts.first { $0.name == name }?.value, .missing, name)
        }
        // Anything that reads one, the large size and the JSON snapshot (nil: every fact) search.
        for f in [facts(["up"]), facts(["moonset"]), facts([], large: true), facts(nil)] {
            XCTAssertTrue(f.hasRiseSet)
            XCTAssertEqual(try XCTUnwrap(f.rise).unixSeconds, 1_767_273_931.99, accuracy: 2)
            XCTAssertTrue(f.up)
        }
    }

    func testChangesIncludeMidnightAndTheNextWholePercent() throws {
        let c = try context(51.5074, -0.1278, "Europe/London", "2026-01-08T09:00:00Z", wantsChanges: true)
        let f = MoonFacts(c)
        XCTAssertTrue(f.changes.contains(c.nextMidnight))
        XCTAssertTrue(f.changes.allSatisfy { $0 >= c.now })
        let percentChange = try XCTUnwrap(IlluminationChange.next(after: c.instant))
        XCTAssertTrue(f.changes.contains(percentChange.unixSeconds))
        // The percent holds until the change and differs after it; a week
        // after full, it falls by a percent in a few hours.
        XCTAssertEqual(IlluminationChange.percent(at: percentChange.adding(days: -1e-4)), f.percent)
        XCTAssertEqual(IlluminationChange.percent(at: percentChange), f.percent - 1)
        XCTAssertLessThan(percentChange.unixSeconds - c.now, 6 * 3600)
    }

    func testAPercentHoldsLongestAtFullMoon() throws {
        // 100 % from 99.5 %: around the full moon it holds for many hours, still found.
        let t = try XCTUnwrap(Timestamp.parse("2026-01-03T10:03:00Z"))
        let change = try XCTUnwrap(IlluminationChange.next(after: Instant(unixSeconds: t)))
        XCTAssertEqual(IlluminationChange.percent(at: Instant(unixSeconds: t)), 100)
        XCTAssertEqual(IlluminationChange.percent(at: change), 99)
        XCTAssertGreaterThan(change.unixSeconds - t, 6 * 3600)
    }

    func testEightIconsInEachSet() {
        for icons in IconSet.allCases {
            XCTAssertEqual(Set(MoonPhaseName.allCases.map { MoonFacts.icon($0, icons) }).count, 8)
        }
    }
}
