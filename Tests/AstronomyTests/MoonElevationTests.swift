import LunarAstronomy
import SolarAstronomy
import TestSupport
import XCTest

/// Moonrise and moonset for an observer above sea level (issues 44, 45):
/// the observer at its height on the ellipsoid (the parallax from there) and
/// the horizon lowered by the dip, 1.76′·√h, as the Sun's events are; against
/// Skyfield + DE421 with the horizon moved alike (`moon_elevation.csv`,
/// `make_moon_events.py --elevation`), unrounded.
final class MoonElevationTests: XCTestCase {
    static func place(_ row: [String: String]) -> Coordinates? {
        guard let lat = Double(row["lat"] ?? ""), let lon = Double(row["lon"] ?? ""),
              let h = Double(row["elevation_m"] ?? ""), var place = Coordinates(latitude: lat, longitude: lon)
        else { return nil }
        place.elevation = h
        return place
    }

    func testRiseAndSetAgainstJPLWithTheHorizonMovedByTheDip() throws {
        let rows = Fixtures.csv("moon_elevation.csv")
        XCTAssertGreaterThan(rows.count, 300, "moon_elevation.csv is missing or short")
        var stats = ErrorStatistics()
        for row in rows {
            guard let place = Self.place(row), let start = Double(row["day_start_unix"] ?? ""),
                  let end = Double(row["day_end_unix"] ?? "")
            else { return XCTFail("bad fixture row \(row)") }
            let ours = MoonriseMoonset(at: place, from: Instant(unixSeconds: start), to: Instant(unixSeconds: end))
            for (column, instant) in [("rise_unix", ours.rise), ("set_unix", ours.set)] {
                let what = "\(row["place"] ?? "") \(row["date"] ?? "") \(column)"
                switch (Double(row[column] ?? ""), instant) {
                case let (r?, o?): stats.add(o.unixSeconds - r)
                case (nil, nil): break
                case let (r, o): XCTFail("\(what): JPL \(String(describing: r)), ours \(String(describing: o?.unixSeconds))")
                }
            }
        }
        print("elevated moonrise/moonset vs JPL (s): \(stats)")
        XCTAssertGreaterThan(stats.count, 600)
        XCTAssertLessThanOrEqual(stats.percentile(99), MoonriseTests.p99Error)
        XCTAssertLessThanOrEqual(stats.max, MoonriseTests.measuredMax)
    }

    /// The dip brings moonrise earlier and moonset later, by minutes on a
    /// mountain; the parallax from the height alone moves them by under a second.
    func testTheDipMovesMoonriseEarlier() throws {
        var summit = try XCTUnwrap(Coordinates(latitude: 19.8207, longitude: -155.4681))
        let start = Instant(unixSeconds: 1_772_359_200), end = start.adding(days: 1)  // 2026-03-01, Honolulu
        let low = MoonriseMoonset(at: summit, from: start, to: end)
        summit.elevation = 4205
        let high = MoonriseMoonset(at: summit, from: start, to: end)
        let rise0 = try XCTUnwrap(low.rise).unixSeconds, rise1 = try XCTUnwrap(high.rise).unixSeconds
        let set0 = try XCTUnwrap(low.set).unixSeconds, set1 = try XCTUnwrap(high.set).unixSeconds
        // 1.9° of dip at under 14°/h·cos(19.8°) (the Moon's own motion
        // slows the sky's 15°/h): eight minutes or more, the declination's slant adds some.
        XCTAssertTrue((8...12).contains((rise0 - rise1) / 60), "\(rise0 - rise1) s")
        XCTAssertTrue((8...12).contains((set1 - set0) / 60), "\(set1 - set0) s")
    }
}
