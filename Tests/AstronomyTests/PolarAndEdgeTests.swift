import CivilTime
import SolarAstronomy
import XCTest

/// Events that do not happen are values, never errors, NaNs or crashes:
/// every latitude from pole to pole, every few days of a year.
final class PolarAndEdgeTests: XCTestCase {
    func testEveryLatitudeGivesFiniteValues() throws {
        let altitudes: [SunAltitude] = [.sunriseSunset, .civilTwilight, .nauticalTwilight, .astronomicalTwilight]
        for lat in stride(from: -90.0, through: 90, by: 5) {
            for lon in [-180.0, 0, 135.5] {
                let c = try XCTUnwrap(Coordinates(latitude: lat, longitude: lon))
                let days = SolarDays(coordinates: c, zone: .utc, altitudes: altitudes)
                var date = CivilDate(year: 2026, month: 1, day: 1)!
                for _ in 0..<74 {
                    let day = try XCTUnwrap(days.day(date), "\(lat),\(lon) \(date)")
                    XCTAssertTrue(day.transitAltitude.isFinite)
                    let daylight = day.daylight()
                    XCTAssertTrue((0...86_400).contains(daylight), "\(lat),\(lon) \(date): \(daylight)")
                    for a in altitudes {
                        for t in [day.rising(a), day.setting(a)].compactMap({ $0 }) {
                            XCTAssertTrue(t.ut.isFinite && t >= day.start && t <= day.end, "\(lat),\(lon) \(date)")
                        }
                    }
                    date = date.adding(days: 5)
                }
            }
        }
    }

    func testPolarStatusesAtLongyearbyen() throws {
        let c = try XCTUnwrap(Coordinates(latitude: 78.2232, longitude: 15.6267))
        let days = SolarDays(coordinates: c, zone: try Zone(named: "Arctic/Longyearbyen"), altitudes: [.sunriseSunset])
        XCTAssertEqual(days.day(CivilDate(year: 2026, month: 6, day: 21)!)?.status(), .polarDay)
        XCTAssertEqual(days.day(CivilDate(year: 2026, month: 6, day: 21)!)?.daylight(), 86_400)
        XCTAssertEqual(days.day(CivilDate(year: 2026, month: 12, day: 21)!)?.status(), .polarNight)
        XCTAssertEqual(days.day(CivilDate(year: 2026, month: 12, day: 21)!)?.daylight(), 0)
        XCTAssertEqual(days.day(CivilDate(year: 2026, month: 3, day: 21)!)?.status(), .normal)
    }

    func testCoordinatesRejectWhatIsNotAPlace() {
        XCTAssertNil(Coordinates(latitude: 90.0001, longitude: 0))
        XCTAssertNil(Coordinates(latitude: 0, longitude: -180.5))
        XCTAssertNil(Coordinates(latitude: .nan, longitude: 0))
        XCTAssertNil(Coordinates(latitude: 0, longitude: .infinity))
        XCTAssertNotNil(Coordinates(latitude: -90, longitude: 180))
    }
}
