import CivilTime
import TestSupport
import XCTest

/// The zone of coordinates (ZoneBoundaries) against timezonefinder's own
/// answers: `Tests/Fixtures/zone_sample.csv`, written by `make zones` from
/// timezonefinder (not from this code): cities at least 1 km from a border
/// and points 1.2–3 km off a border, on land and at sea.
final class ZoneBoundariesTests: XCTestCase {
    func testAgreesWithTimezonefinderOnTheSample() throws {
        let rows = Fixtures.csv("zone_sample.csv")
        XCTAssertGreaterThan(rows.filter { $0["kind"] == "city" }.count, 700)
        XCTAssertGreaterThan(rows.filter { $0["kind"] == "border" }.count, 390)
        var wrong: [String] = []
        for row in rows {
            guard let lat = row["lat"].flatMap(Double.init), let lon = row["lon"].flatMap(Double.init),
                  let expected = row["zone"] else { return XCTFail("bad row \(row)") }
            let found = ZoneBoundaries.zoneName(latitude: lat, longitude: lon)
            if found != expected {
                wrong.append("\(row["kind"] ?? "") \(row["name"] ?? "") \(lat),\(lon): \(found), timezonefinder \(expected)")
            }
        }
        XCTAssertEqual(wrong, [])
    }

    func testEveryAnswerIsAZoneOfTheSystemDatabase() throws {
        // Random points: the data's names are zones this machine's tzdata knows.
        var rng = SplitMix(state: 17)
        var unknown = Set<String>()
        for _ in 0..<20_000 {
            let lat = rng.unit() * 180 - 90, lon = rng.unit() * 360 - 180
            let name = ZoneBoundaries.zoneName(latitude: lat, longitude: lon)
            if (try? Zone(named: name)) == nil { unknown.insert(name) }
        }
        XCTAssertEqual(unknown, [])
    }

    func testSeaDateLineAndEdges() {
        // Mid-Atlantic: the nautical zone of 30° W, UTC−2 (POSIX signs).
        XCTAssertEqual(ZoneBoundaries.zoneName(latitude: 0, longitude: -30), "Etc/GMT+2")
        XCTAssertEqual(ZoneBoundaries.zoneName(latitude: -40, longitude: 80), "Etc/GMT-5")
        // Either side of the date line at sea, a day apart.
        XCTAssertEqual(ZoneBoundaries.zoneName(latitude: 5, longitude: 179.9), "Etc/GMT-12")
        XCTAssertEqual(ZoneBoundaries.zoneName(latitude: 5, longitude: -179.9), "Etc/GMT+12")
        // Samoa and American Samoa, 80 km apart across it.
        XCTAssertEqual(ZoneBoundaries.zoneName(latitude: -13.83, longitude: -171.77), "Pacific/Apia")
        XCTAssertEqual(ZoneBoundaries.zoneName(latitude: -14.28, longitude: -170.70), "Pacific/Pago_Pago")
        // 180° E is 180° W; the poles and wrapped or broken input answer, never trap.
        XCTAssertEqual(ZoneBoundaries.zoneName(latitude: 0, longitude: 180), ZoneBoundaries.zoneName(latitude: 0, longitude: -180))
        XCTAssertEqual(ZoneBoundaries.zoneName(latitude: 51.4769, longitude: 360 - 0.0005), "Europe/London")
        for (lat, lon) in [(90.0, 0.0), (-90.0, 179.99), (.nan, .nan), (.infinity, -.infinity), (1e300, -1e300)] {
            XCTAssertFalse(ZoneBoundaries.zoneName(latitude: lat, longitude: lon).isEmpty)
        }
    }

    func testNauticalZoneOfALongitude() {
        XCTAssertEqual(ZoneBoundaries.nauticalZoneName(longitude: 139.69), "Etc/GMT-9")
        XCTAssertEqual(ZoneBoundaries.nauticalZoneName(longitude: -74), "Etc/GMT+5")
        XCTAssertEqual(ZoneBoundaries.nauticalZoneName(longitude: 7.4), "Etc/GMT")
        XCTAssertEqual(ZoneBoundaries.nauticalZoneName(longitude: -180), "Etc/GMT+12")
        XCTAssertEqual(ZoneBoundaries.nauticalZoneName(longitude: 180), "Etc/GMT-12")
    }
}
