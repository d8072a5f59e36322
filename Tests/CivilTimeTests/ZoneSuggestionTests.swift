@testable import CivilTime
import XCTest

/// Zone-name suggestions (issue 14, #14.14): what a mistyped or pasted
/// zone name is taken for.
final class ZoneSuggestionTests: XCTestCase {
    func testZoneSuggestions() {
        XCTAssertEqual(Zone.suggestions(for: "oslo").first, "Europe/Oslo")
        XCTAssertEqual(Zone.suggestions(for: "Europe/oslo").first, "Europe/Oslo")
        XCTAssertEqual(Zone.suggestions(for: "new york").first, "America/New_York")
        XCTAssertEqual(Zone.suggestions(for: "Europe/Olso").first, "Europe/Oslo")
        XCTAssertEqual(Zone.suggestions(for: "Mars/Olympus_Mons"), [])
        XCTAssertEqual(Zone.suggestions(for: ""), [])
        XCTAssertLessThanOrEqual(Zone.suggestions(for: "utc").count, 3)
        // Every suggestion is a zone the database has.
        for name in ["tokyo", "Amerika/Chicago", "london", "Kolkata", "calcutta", "x"] {
            for s in Zone.suggestions(for: name) { XCTAssertNoThrow(try Zone(named: s), s) }
        }
        // An offset written east-positive leads to the nautical zone that has
        // it, whose name's sign is the other way round; the note says so.
        XCTAssertEqual(Zone.suggestions(for: "GMT+1").first?.hasPrefix("Etc/GMT-1 (that is UTC+1"), true)
        XCTAssertEqual(Zone.suggestions(for: "utc-05:00").first?.hasPrefix("Etc/GMT+5 (that is UTC−5"), true)
        XCTAssertFalse(Zone.suggestions(for: "UTC+15").first?.hasPrefix("Etc/GMT") ?? false)
        XCTAssertNoThrow(try Zone(named: "Etc/GMT-1"))
        XCTAssertEqual(Zone.editDistance(Array("oslo".utf8), Array("olso".utf8), within: 2), 1)
        XCTAssertNil(Zone.editDistance(Array("oslo".utf8), Array("lima".utf8), within: 2))
    }
}
