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
        XCTAssertEqual(ZoneTable.city(of: "Etc/GMT"), "UTC")
        XCTAssertEqual(ZoneTable.city(of: "Europe/Oslo"), "Oslo")
        XCTAssertEqual(ZoneTable.city(of: "America/Argentina/Buenos_Aires"), "Buenos Aires")
        XCTAssertEqual(ZoneTable.city(of: "UTC"), "UTC")
        XCTAssertEqual(ZoneTable.city(of: "America/Port_of_Spain"), "Port of Spain")
    }

    /// One zone under two names (a link), told apart from another zone and
    /// from a name the database does not have.
    func testSameZone() {
        XCTAssertTrue(ZoneTable.sameZone("Europe/Oslo", "Europe/Oslo"))
        XCTAssertTrue(ZoneTable.sameZone("UTC", "Etc/UTC"))
        XCTAssertTrue(ZoneTable.sameZone("GB", "Europe/London"))
        XCTAssertFalse(ZoneTable.sameZone("Europe/Oslo", "Asia/Tokyo"))
        XCTAssertFalse(ZoneTable.sameZone("UTC", "Nowhere/Atlantis"))
        XCTAssertFalse(ZoneTable.sameZone("Nowhere/Atlantis", "Nowhere/Lemuria"))
    }
}
