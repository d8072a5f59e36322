import CivilTime
import SolarAstronomy
import TestSupport
import XCTest

/// An observer's elevation (issue 45): rise, set and twilights with the
/// horizon lowered by its dip, against Skyfield + DE421 with the horizon
/// moved alike (`sun_elevation.csv`, scripts/reference/make_sun_elevation.py):
/// p99 1 s, as the Sun's events at sea level.
final class ElevationTests: XCTestCase {
    func testEventsAgainstJPLWithTheHorizonMovedByTheDip() throws {
        let rows = Fixtures.csv("sun_elevation.csv")
        XCTAssertGreaterThan(rows.count, 1000, "sun_elevation.csv is missing or short")
        var stats = ErrorStatistics()
        var days: [String: SolarDays] = [:]
        for row in rows {
            guard let lat = row["lat"].flatMap(Double.init), let lon = row["lon"].flatMap(Double.init),
                  let h = row["elevation_m"].flatMap(Double.init), let degrees = row["altitude_deg"].flatMap(Double.init),
                  let unix = row["unix"].flatMap(Double.init), var place = Coordinates(latitude: lat, longitude: lon)
            else { return XCTFail("bad row \(row)") }
            place.elevation = h
            let key = row["place"] ?? ""
            let finder = days[key] ?? SolarDays(coordinates: place, zone: Zone.utc, altitudes: [.sunriseSunset, .civilTwilight, .nauticalTwilight],
                                                days: 400, keepsEveryCrossing: true)
            days[key] = finder
            let t = Instant(unixSeconds: unix)
            let rising = row["rising"] == "1"
            guard let (_, day) = finder.day(holding: t, around: Zone.utc.date(at: Int64(unix))) else { return XCTFail("no day at \(unix)") }
            let found = day.crossing(SunAltitude(degrees: degrees),
                                     after: t.adding(days: -1.0 / 24), rising: rising)
            guard let found else { XCTFail("\(key) \(degrees)° \(rising ? "rising" : "setting") at \(unix): none"); continue }
            stats.add((found.unixSeconds - unix))
        }
        print("elevation events vs JPL: \(stats)")
        XCTAssertLessThanOrEqual(stats.percentile(99), 1)
    }

    /// The dip: 1.76′·√h, none at or below sea level; and it moves sunrise
    /// earlier, by about as long as the Sun takes to climb it.
    func testTheDipMovesSunriseEarlier() throws {
        var denver = try XCTUnwrap(Coordinates(latitude: 39.7392, longitude: -104.9903))
        XCTAssertEqual(denver.horizonDip, 0)
        denver.elevation = 1609
        XCTAssertEqual(denver.horizonDip * 60, 1.76 * 1609.0.squareRoot(), accuracy: 1e-9)
        var dead = denver
        dead.elevation = -430
        XCTAssertEqual(dead.horizonDip, 0)
        let date = try XCTUnwrap(CivilDate(year: 2026, month: 3, day: 20))
        let zone = try Zone(named: "America/Denver")
        let low = SolarDays(coordinates: try XCTUnwrap(Coordinates(latitude: 39.7392, longitude: -104.9903)), zone: zone, altitudes: [.sunriseSunset])
        let high = SolarDays(coordinates: denver, zone: zone, altitudes: [.sunriseSunset])
        let rise0 = try XCTUnwrap(low.day(date)?.rising(.sunriseSunset)), rise1 = try XCTUnwrap(high.day(date)?.rising(.sunriseSunset))
        // 1.18° at 15°/h·cos(39.7°) ≈ 11.5°/h: about 6 minutes.
        XCTAssertEqual((rise0.unixSeconds - rise1.unixSeconds) / 60, 6.1, accuracy: 0.5)
    }
}
