import CivilTime
import SolvervEngine
import XCTest

/// The city that names a zone's clock (`(Tokyo time)`): a suggested
/// zone's, and the nautical zones' by their real offset.
final class ZoneCityTests: XCTestCase {
    func testZoneCities() {
        XCTAssertEqual(Zone.suggestions(for: "buenos aires").first.map(ZoneTable.city), "Buenos Aires")
        // The nautical zones' names run west positive; their clocks are named by the real offset.
        XCTAssertEqual(ZoneTable.city(of: "Etc/GMT-14"), "UTC+14")
        XCTAssertEqual(ZoneTable.city(of: "Etc/GMT+1"), "UTC−1")
        XCTAssertEqual(ZoneTable.city(of: "Etc/GMT"), "GMT")
        XCTAssertEqual(ZoneTable.city(of: "Europe/Oslo"), "Oslo")
    }
}
