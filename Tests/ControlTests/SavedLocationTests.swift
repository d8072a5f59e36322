@testable import SolvervControl
import XCTest

/// The saved place's file (issue 41, items 2 and 8): its numbers checked
/// before any arithmetic, the zone and the nearest city saved with it and
/// read back, a file of the older version still read, and the rounding that
/// never moves a place across the 180th meridian.
final class SavedLocationTests: XCTestCase {
    let now = 1_795_780_800

    /// A time outside 1970…9999 is no saved place: a line subtracts it from now.
    func testTimesOutsideTheRangeAreNoSavedPlace() {
        for time in ["-9223372036854775807", "-9223372036854775808", "9223372036854775807", "-1", "253402300800",
                     "99999999999999999999", "1e9", " 1", ""] {
            XCTAssertNil(SavedLocation(text: "latitude 59.91\nlongitude 10.75\ntime \(time)\n"), time)
        }
        for time in ["0", "253402300799", "\(now)"] {
            XCTAssertNotNil(SavedLocation(text: "latitude 59.91\nlongitude 10.75\ntime \(time)\n"), time)
        }
        XCTAssertNil(SavedLocation(latitude: 59.91, longitude: 10.75, time: .max))
        XCTAssertNil(SavedLocation(latitude: 59.91, longitude: 10.75, time: .min))
    }

    func testTheZoneAndCityAreSavedAndReadBack() throws {
        var saved = try XCTUnwrap(SavedLocation(latitude: 59.9139, longitude: 10.7522, time: Int64(now)))
        saved.zone = "Europe/Oslo"
        saved.city = SavedLocation.Nearest(name: "Oslo", label: "Oslo, Oslo, NO", country: "NO", region: "Oslo")
        XCTAssertEqual(saved.text, """
            # solverv: the last place from GeoClue, to about 1 km (solverv locate --forget removes it)
            latitude 59.91
            longitude 10.75
            time \(now)
            zone Europe/Oslo
            city Oslo
            label Oslo, Oslo, NO
            country NO
            region Oslo

            """)
        XCTAssertEqual(SavedLocation(text: saved.text), saved)
        // At sea: a zone and no city.
        var sea = try XCTUnwrap(SavedLocation(latitude: 0, longitude: -150, time: 1))
        sea.zone = "Etc/GMT+10"
        XCTAssertEqual(SavedLocation(text: sea.text), sea)
        XCTAssertFalse(sea.text.contains("city"))
    }

    /// The first version's file: the place and its time, no zone or city (looked up by the line).
    func testAnOlderFileIsStillRead() throws {
        let old = try XCTUnwrap(SavedLocation(text: "# a comment\nlatitude 38.72\nlongitude -9.14\ntime \(now)\n"))
        XCTAssertEqual(old.latitude, 38.72)
        XCTAssertNil(old.zone)
        XCTAssertTrue(old.city.isEmpty)
    }

    /// The words are outside text: cleaned to one line; a half city, or a key twice, is no saved place.
    func testTheWordsAreCleanedAndCheckedWhole() throws {
        let hostile = try XCTUnwrap(SavedLocation(text: "latitude 1\nlongitude 2\ntime 3\nzone Etc/GMT-0\ncity O\u{202E}slo\u{1B}[31m\nlabel A\tB\n"))
        XCTAssertEqual(hostile.city.name, "Oslo[31m")
        XCTAssertEqual(hostile.city.label, "A B")
        XCTAssertEqual(hostile.city.country, "")
        let long = try XCTUnwrap(SavedLocation(text: "latitude 1\nlongitude 2\ntime 3\nzone Z\ncity \(String(repeating: "x", count: 500))\nlabel L\n"))
        XCTAssertEqual(long.city.name.count, 200)
        for bad in ["zone Europe/Oslo\nlabel Oslo, NO\n", "zone Europe/Oslo\ncity Oslo\n", "zone A\nzone B\n",
                    "zone Europe/Oslo\ncity Oslo\nlabel Oslo\nregion\n", "planet Earth\n", "zone\n"] {
            XCTAssertNil(SavedLocation(text: "latitude 1\nlongitude 2\ntime 3\n" + bad), bad)
        }
    }

    /// 179.996° E rounds to 179.99, not to 180 (the other side of the date line, in UTC−12).
    func testRoundingNeverReachesTheAntimeridianFromInside() throws {
        XCTAssertEqual(SavedLocation(latitude: 0, longitude: 179.996, time: 0)?.longitude, 179.99)
        XCTAssertEqual(SavedLocation(latitude: 0, longitude: -179.996, time: 0)?.longitude, -179.99)
        XCTAssertEqual(SavedLocation(latitude: 0, longitude: 180, time: 0)?.longitude, 180)
        XCTAssertEqual(SavedLocation(latitude: 0, longitude: 179.994, time: 0)?.longitude, 179.99)
        XCTAssertEqual(SavedLocation(latitude: 0, longitude: 10.756, time: 0)?.longitude, 10.76)
    }
}
