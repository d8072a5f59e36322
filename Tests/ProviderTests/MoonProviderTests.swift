import CivilTime
import SolarAstronomy
import SolvervContracts
@testable import SolvervProviders
import XCTest

/// The moon provider's texts and facts in English (the C locale), on days
/// whose phases are known (MoonFactsTests).
final class MoonProviderTests: XCTestCase {
    func report(_ now: String, zone: String = "Europe/London", lat: Double = 51.5074, lon: Double = -0.1278,
                icons: IconSet = .emoji) throws -> ProviderReport {
        MoonProvider().report(ProviderContext(coordinates: try XCTUnwrap(Coordinates(latitude: lat, longitude: lon)),
                                              zone: try Zone(named: zone), now: try XCTUnwrap(Timestamp.parse(now)),
                                              wantsLarge: true, icons: icons))
    }

    func testTheTextsOnAWaxingGibbousDay() throws {
        // 2025-12-31: first quarter 2025-12-27, full moon 2026-01-03 10:03 UT.
        let r = try report("2025-12-31T12:00:00Z")
        XCTAssertEqual(r.small, "🌔 3d")
        XCTAssertTrue(r.medium.hasPrefix("Waxing gibbous, "), r.medium)
        XCTAssertTrue(r.medium.hasSuffix("% lit"), r.medium)
        XCTAssertEqual(r.classes, ["waxing"])
        XCTAssertEqual(r.alt, "waxing_gibbous")
        let lines = try XCTUnwrap(r.large).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3)
        XCTAssertEqual(lines[0], "🌔 " + r.medium)
        XCTAssertTrue(lines[1].contains("Moonrise ") && lines[1].contains("Moonset "), lines[1])
        XCTAssertTrue(lines[2].hasPrefix("Then: 🌕 3 Jan · 🌗 10 Jan · 🌑 18 Jan · 🌓 26 Jan"), lines[2])
        XCTAssertEqual(r.fact("next_phase")?.text, "Full moon")
        XCTAssertEqual(r.fact("next_phase_date")?.text, "2026-01-03")
        XCTAssertEqual(r.fact("full_days")?.value, .integer(3))
        XCTAssertEqual(r.fact("phase")?.text, "waxing_gibbous")
    }

    func testADayWithoutMoonriseSaysSo() throws {
        // London, January 2026: one day has no moonrise (MoonriseTests); find it.
        var found = false
        for day in 0..<30 {
            let r = try report(Timestamp.utc(unixSeconds: 1_767_268_800 + Double(day) * 86_400))
            guard r.fact("rise")?.value == .missing else { continue }
            found = true
            XCTAssertEqual(r.fact("moonrise")?.text, "no moonrise today")
            XCTAssertTrue(try XCTUnwrap(r.large).contains("no moonrise today"))
        }
        XCTAssertTrue(found)
    }

    func testEveryFactHasAPlaceholderAndTheNerdIcons() throws {
        let r = try report("2026-01-03T12:00:00Z", icons: .nerd)
        XCTAssertEqual(r.facts.map(\.name), MoonProvider().placeholders.map(\.0))
        XCTAssertEqual(r.fact("moon_icon")?.text, "\u{E39B}")
        XCTAssertEqual(r.fact("moon_phase")?.text, "Full moon")
        XCTAssertEqual(r.classes, ["full"])
        XCTAssertEqual(r.small, "\u{E39B} today")
    }

    func testTheNewFactValuesAsTemplatesShowThem() {
        XCTAssertEqual(Fact("a", .number(14.26, decimals: 1)).text, "14.3")
        XCTAssertEqual(Fact("a", .number(3.005, decimals: 2)).text, "3.01")
        XCTAssertEqual(Fact("a", .number(-0.04, decimals: 1)).text, "0.0")
        XCTAssertEqual(Fact("a", .number(-2.5, decimals: 0)).text, "−3")
        XCTAssertEqual(Fact("a", .number(7.05, decimals: 2)).text, "7.05")
        XCTAssertEqual(Fact("a", .fraction(0.7849)).text, "78")
        XCTAssertEqual(Fact("a", .objects([[Fact("event", .text("full_moon")), Fact("utc", .text("2026-01-03T10:02:56Z"))],
                                            [Fact("event", .text("last_quarter")), Fact("utc", .missing)]])).text,
                       "full_moon 2026-01-03T10:02:56Z, last_quarter ")
    }
}
