import SolarAstronomy
import TestSupport
import XCTest

/// The line's `{altitude}` and `{azimuth}` against Skyfield with JPL DE421
/// (`sun_position.csv`, made by scripts/reference/make_sun_position.py):
/// within 0.01° (issue 45), airless and topocentric on both sides.
final class SunPositionTests: XCTestCase {
    func testAgainstJPL() throws {
        let rows = Fixtures.csv("sun_position.csv")
        XCTAssertGreaterThanOrEqual(rows.count, 600, "sun_position.csv is missing or short")
        var worstAltitude = 0.0, worstAzimuth = 0.0
        for row in rows {
            guard let lat = row["lat"].flatMap(Double.init), let lon = row["lon"].flatMap(Double.init),
                  let unix = row["unix"].flatMap(Double.init), let alt = row["altitude_deg"].flatMap(Double.init),
                  let az = row["azimuth_deg"].flatMap(Double.init),
                  let place = Coordinates(latitude: lat, longitude: lon) else { return XCTFail("bad row \(row)") }
            let ours = SunPosition(place, at: Instant(unixSeconds: unix))
            worstAltitude = max(worstAltitude, abs(ours.altitude - alt))
            // Azimuth is on a circle; near the zenith it turns fast, and
            // what is compared is the direction's error along the horizon.
            var dz = abs(ours.azimuth - az).truncatingRemainder(dividingBy: 360)
            if dz > 180 { dz = 360 - dz }
            worstAzimuth = max(worstAzimuth, dz * cos(alt * .pi / 180))
            XCTAssert((0..<360).contains(ours.azimuth))
        }
        XCTAssertLessThan(worstAltitude, 0.01)
        XCTAssertLessThan(worstAzimuth, 0.01)
        print("sun position vs JPL: altitude max \(worstAltitude)°, azimuth max \(worstAzimuth)° (on the sky)")
    }
}
