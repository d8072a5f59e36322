import CivilTime
import SolarAstronomy
import SolvervContracts
import SolvervEngine
import SolvervFormatters
import SolvervProviders
import TestSupport
import XCTest

/// The sky's placeholders and light classes in watch mode (issue 45): a
/// line that shows them wakes when they change and never shows a stale
/// one; a line that shows none of them looks ahead at no more instants.
final class SkyScheduleTests: XCTestCase {
    static let sky = SunlightProvider().placeholders.map(\.0)

    func line(_ template: String?, format: String = "plain", size: Size = .medium, lat: Double = 59.91, lon: Double = 10.75,
              zone: String = "Europe/Oslo") throws -> Line {
        try Line("sky", lat: lat, lon: lon, zone: zone, providers: ["sunlight"], format: format, size: size,
                 template: try template.map { try Template($0, known: Self.sky) })
    }

    /// Whole days in winter and at midsummer: the countdowns, the golden and
    /// blue hours, and waybar's classes; the walk checks that the text
    /// changes only at wakes and that each wake changes it.
    func testSkyPlaceholdersChangeOnlyAtWakes() throws {
        var random = SplitMix(state: 45)
        let lines = [
            try line("{civil_dusk_in} · {nautical_dawn_in} · {astronomical_dusk_time}"),
            try line("{golden_hour} {golden_hour_in} · {blue_hour} {blue_hour_in}"),
            try line("{golden_hour} {golden_hour_in} {civil_dawn_in}", lat: -33.87, lon: 151.21, zone: "Australia/Sydney"),
            try line(nil, format: "waybar", size: .small),
        ]
        for line in lines {
            for date in ["2026-11-29", "2026-06-21"] {
                let start = Double(line.zone.startOfDay(try XCTUnwrap(CivilDate(iso: Substring(date)))))
                let w = walk(line, from: start, to: start + 86_400, random: &random)
                XCTAssertFalse(w.wakes.contains { !$0.changed }, "\(date): a wake without a change")
                XCTAssertGreaterThan(w.wakes.count, 3)
            }
        }
    }

    /// The Sun's position, shown to a tenth of a degree, through two hours
    /// around sunset and around noon.
    func testPositionChangesOnlyAtWakes() throws {
        var random = SplitMix(state: 46)
        let line = try self.line("{altitude} {azimuth}")
        for start in [try instant("2026-11-29T14:00:00Z"), try instant("2026-11-29T10:30:00Z")] {
            let w = walk(line, from: start, to: start + 7200, random: &random)
            XCTAssertFalse(w.wakes.contains { !$0.changed }, "a wake without a change")
            // The altitude moves about 0.1° every minute or two then.
            XCTAssertGreaterThan(w.wakes.count, 60)
        }
    }

    /// The instants a report offers the look-ahead: a template without the
    /// sky's placeholders, and a bar that does not draw the light classes
    /// (i3bar colours by the state), get none of the twilights' crossings.
    func testLinesWithoutThemLookAheadNoMore() throws {
        let oslo = try XCTUnwrap(Coordinates(latitude: 59.91, longitude: 10.75))
        let zone = try Zone(named: "Europe/Oslo")
        let now = try instant("2026-11-29T12:00:00Z")
        func changes(_ shown: [String]?, classes: Bool = false) -> [Double] {
            var context = ProviderContext(coordinates: oslo, zone: zone, now: now, wantsLarge: false, wantsChanges: true,
                                          shownFacts: shown, readFacts: shown ?? [])
            context.drawsLightClasses = classes
            return SunlightProvider().report(context).changes
        }
        // Civil, nautical and astronomical dusk that evening (sun_events-style, to the second).
        let dusks = [try instant("2026-11-29T15:16:28Z"), try instant("2026-11-29T16:10:47Z"), try instant("2026-11-29T17:00:58Z")]
        func near(_ list: [Double], _ t: Double) -> Bool { list.contains { abs($0 - t) < 1 } }
        for shown in [nil, ["remaining"], ["sunset_time", "daylight"]] {
            let plain = changes(shown)
            for dusk in dusks { XCTAssertFalse(near(plain, dusk), "\(shown ?? []) looks at \(dusk)") }
        }
        XCTAssertTrue(near(changes(["civil_dusk_in"]), dusks[0]))
        XCTAssertFalse(near(changes(["civil_dusk_in"]), dusks[1]))
        let drawn = changes(nil, classes: true)
        for dusk in dusks { XCTAssertTrue(near(drawn, dusk), "waybar's classes change at \(dusk)") }
    }

    /// A one-shot waybar line takes the light classes from the Sun's
    /// altitude now, watch mode from the crossings: the same classes, at
    /// every ten minutes of a winter and a summer day in Oslo and Tromsø,
    /// at sea level and 1000 m up.
    func testOneShotAndWatchClassesAgree() throws {
        let zone = try Zone(named: "Europe/Oslo")
        for (lat, lon) in [(59.91, 10.75), (69.65, 18.96)] {
            for elevation in [0.0, 1000] {
                var place = try XCTUnwrap(Coordinates(latitude: lat, longitude: lon))
                place.elevation = elevation
                for day in [try instant("2026-12-01T00:00:00Z"), try instant("2026-05-20T00:00:00Z")] {
                    for k in 0..<144 {
                        let now = day + Double(k) * 600 + 7
                        func classes(watching: Bool) -> [String] {
                            var context = ProviderContext(coordinates: place, zone: zone, now: now, wantsLarge: false,
                                                          wantsChanges: watching, shownFacts: nil, readFacts: [])
                            context.drawsLightClasses = true
                            return SunlightProvider().report(context).classes
                        }
                        XCTAssertEqual(classes(watching: false), classes(watching: true), "\(lat) \(elevation) m at \(now)")
                    }
                }
            }
        }
    }
}
