@testable import SolvervLanguage
import XCTest

/// The ending a clock time takes after "at" (issue 42): Turkish's
/// locative follows the number read last, from the catalogue's table.
final class ClockEndingTests: XCTestCase {
    static let turkish = "'da 'de 'de 'te 'te 'te 'da 'de 'de 'da 'da 'de 'da 'ta 'de"

    func testTurkishFollowsTheLastSpokenNumber() {
        for (clock, said) in [
            ("21:50", "21:50'de"),  // elli
            ("10:00", "10:00'da"),  // on
            ("13:30", "13:30'da"),  // otuz
            ("08:40", "08:40'ta"),  // kırk
            ("03:00", "03:00'te"),  // üç
            ("05:00", "05:00'te"),  // beş
            ("06:00", "06:00'da"),  // altı
            ("09:00", "09:00'da"),  // dokuz
            ("00:00", "00:00'da"),  // sıfır
            ("20:00", "20:00'de"),  // yirmi
            ("12:00", "12:00'de"),  // on iki
            ("14:01", "14:01'de"),  // bir
            ("17:44", "17:44'te"),  // dört
            ("07:07", "07:07'de"),  // yedi
            ("18:08", "18:08'de"),  // sekiz
            ("11:26", "11:26'da"),  // altı
            ("ÖS 9:50", "ÖS 9:50'de"),  // a 12-hour clock: the same numbers
            ("ÖÖ 3:00", "ÖÖ 3:00'te"),
        ] {
            XCTAssertEqual(ClockEnding.appended(to: clock, endings: Self.turkish), said, clock)
        }
    }

    func testNoTableNoEnding() {
        for table in ["none", "", "'da 'de", Self.turkish + " 'x"] {
            XCTAssertEqual(ClockEnding.appended(to: "21:50", endings: table), "21:50", table)
        }
        XCTAssertEqual(ClockEnding.appended(to: "noon", endings: Self.turkish), "noon")
    }

    /// English (no catalogue) says the time as it is.
    func testEnglishAddsNothing() {
        XCTAssertEqual(clockAt("21:50"), "21:50")
    }
}
