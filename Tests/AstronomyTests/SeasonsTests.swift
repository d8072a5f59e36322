import SolarAstronomy
import TestSupport
import XCTest

/// Equinoxes and solstices against Skyfield with JPL DE421/DE422
/// (`Tests/Fixtures/seasons.csv`, from scripts/reference/make_seasons.py).
final class SeasonsTests: XCTestCase {
    /// SPEC §9, in seconds of TT: (years, max, median).
    static let ttTolerances: [(ClosedRange<Int>, Double, Double?)] = [
        (1900...2100, 3, 1.5),
        (1600...2400, 5, nil),
        (1000...3000, 30, nil),
    ]

    func testInstantsInTerrestrialTimeAgainstJPL() throws {
        let rows = Fixtures.csv("seasons.csv")
        // 1000–2999: DE422 ends on 3000-01-30, before the year 3000's events.
        XCTAssertEqual(rows.count, 8000)
        var stats = Self.ttTolerances.map { _ in ErrorStatistics() }
        for row in rows {
            guard let year = Int(row["year"] ?? ""), let jd = Double(row["tt_jd"] ?? ""),
                  let event = SeasonEvent.allCases.first(where: { $0.id == row["event"] })
            else { return XCTFail("bad fixture row \(row)") }
            let ours = Seasons.instant(of: event, in: year)
            let error = (ours.tt - (jd - Instant.j2000)) * 86_400
            for (i, band) in Self.ttTolerances.enumerated() where band.0.contains(year) {
                stats[i].add(error)
            }
        }
        for (i, (years, maxError, median)) in Self.ttTolerances.enumerated() {
            print("seasons TT \(years): \(stats[i])")
            XCTAssertLessThanOrEqual(stats[i].max, maxError, "max TT error over \(years)")
            if let median { XCTAssertLessThanOrEqual(stats[i].median, median, "median TT error over \(years)") }
        }
    }

    func testInstantsInUniversalTimeAgainstJPL() throws {
        var stats = ErrorStatistics()
        for row in Fixtures.csv("seasons.csv") {
            guard let year = Int(row["year"] ?? ""), (1900...2025).contains(year),
                  let jd = Double(row["ut1_jd"] ?? ""),
                  let event = SeasonEvent.allCases.first(where: { $0.id == row["event"] })
            else { continue }
            let ours = Seasons.instant(of: event, in: year).instant
            stats.add((ours.ut - (jd - Instant.j2000)) * 86_400)
        }
        print("seasons UT 1900–2025: \(stats)")
        XCTAssertEqual(stats.count, 126 * 4)
        XCTAssertLessThanOrEqual(stats.max, 4)
    }
}
