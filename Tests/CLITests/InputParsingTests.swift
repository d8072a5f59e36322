@testable import SolvervCLI
@testable import SolvervIO
@testable import CivilTime
import SolvervContracts
import SolvervEngine
import XCTest

/// The parsers behind the input items of issue 14, one form at a time:
/// coordinates as users paste them (#14.13), zone-name suggestions (#14.14)
/// and the cut of echoed input (#14.15).
final class InputParsingTests: XCTestCase {
    func testDegreesInEveryPastedForm() throws {
        let latitudes: [(String, Double)] = [
            ("59.91", 59.91), ("-0.0005", -0.0005), ("+10", 10), ("1e1", 10), ("1.5E-1", 0.15), (".5", 0.5),
            ("59.91N", 59.91), ("59.91 n", 59.91), ("33.87S", -33.87), ("33.87°S", -33.87), ("33.87 ° S", -33.87),
            ("59°54'N", 59.9), ("59°54′36″N", 59.91), ("59°54'36\"", 59.91), ("59°54'36''N", 59.91),
            ("59º54.6’N", 59.91), ("−33.87", -33.87), ("  59.91N ", 59.91), ("1e1°N", 10),
        ]
        for (text, expected) in latitudes {
            XCTAssertEqual(try Degrees.parse(text, .latitude), expected, accuracy: 1e-9, text)
        }
        XCTAssertEqual(try Degrees.parse("10.75E", .longitude), 10.75, accuracy: 1e-12)
        XCTAssertEqual(try Degrees.parse("0.12W", .longitude), -0.12, accuracy: 1e-12)
        XCTAssertEqual(try Degrees.parse("151°12'E", .longitude), 151.2, accuracy: 1e-12)
    }

    func testDegreesRefusals() {
        func refusal(_ text: String, _ axis: Degrees.Axis) -> Degrees.Refusal? {
            do { _ = try Degrees.parse(text, axis); return nil } catch { return error }
        }
        for text in ["", " ", "nan", "NaN", "inf", "-inf", "infinity", "0x10", "0x1p3", "1e+", "e5", ".", "-",
                     "12abc", "1,5", "59°60'", "59°54'60\"", "59'54°", "59°54", "59.5°30'", "5°1e1'", "1e1000",
                     "N", "°N", "59 54 36", "--5", "5 5", "59°°"] {
            XCTAssertEqual(refusal(text, .latitude), .notANumber, "'\(text)'")
        }
        XCTAssertEqual(refusal("10.75E", .latitude), .wrongHemisphere("E"))
        XCTAssertEqual(refusal("1e", .latitude), .wrongHemisphere("E"))  // 1 east, not an exponent
        XCTAssertEqual(try Degrees.parse("1e", .longitude), 1)
        XCTAssertEqual(refusal("59.91n", .longitude), .wrongHemisphere("N"))
        XCTAssertEqual(refusal("-33.87S", .latitude), .signAndHemisphere)
        XCTAssertEqual(refusal("+10E", .longitude), .signAndHemisphere)
    }

    func testZoneSuggestions() {
        XCTAssertEqual(Zone.suggestions(for: "oslo").first, "Europe/Oslo")
        XCTAssertEqual(Zone.suggestions(for: "Europe/oslo").first, "Europe/Oslo")
        XCTAssertEqual(Zone.suggestions(for: "new york").first, "America/New_York")
        XCTAssertEqual(Zone.suggestions(for: "Europe/Olso").first, "Europe/Oslo")
        XCTAssertEqual(Zone.suggestions(for: "buenos aires").first.map(ZoneTable.city), "Buenos Aires")
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
        // And the line names such a clock by its real offset.
        XCTAssertEqual(ZoneTable.city(of: "Etc/GMT-14"), "UTC+14")
        XCTAssertEqual(ZoneTable.city(of: "Etc/GMT+1"), "UTC−1")
        XCTAssertEqual(ZoneTable.city(of: "Etc/GMT"), "GMT")
        XCTAssertEqual(ZoneTable.city(of: "Europe/Oslo"), "Oslo")
        XCTAssertEqual(Zone.editDistance(Array("oslo".utf8), Array("olso".utf8), within: 2), 1)
        XCTAssertNil(Zone.editDistance(Array("oslo".utf8), Array("lima".utf8), within: 2))
    }

    func testEchoCutsAt200() {
        XCTAssertEqual(Echo.cut("59.91"), "59.91")
        let exact = String(repeating: "é", count: 200)
        XCTAssertEqual(Echo.cut(exact), exact)
        XCTAssertEqual(Echo.cut(exact + "x"), exact + "…")
        // Combining marks count one by one, so one Character cannot carry a page.
        let stacked = "a" + String(repeating: "\u{301}", count: 10_000)
        XCTAssertEqual(Echo.cut(stacked).unicodeScalars.count, 201)
    }

    /// #14.12, in process: the option parser's refusals.
    func testOptionValuesThatLookLikeOptions() {
        func message(_ args: [String]) -> String? {
            do { _ = try Options.parse(["solverv"] + args); return nil } catch { return error.message }
        }
        XCTAssertEqual(message(["--lat", "--lon", "10.75"]).map { $0.hasPrefix("--lat needs a value") }, true)
        XCTAssertNil(message(["--lon", "-0.1", "--lat", "-5"]))
        XCTAssertNil(message(["--template=--{days}--"]))
        XCTAssertEqual(try Options.parse(["solverv", "--template=--x"]).values["template"], "--x")
        XCTAssertEqual(message(["--now"]), "--now needs a value")
        XCTAssertEqual(message(["--version=2"]), "--version takes no value")
        XCTAssertEqual(message(["--t", "x"]).map { $0.contains("ambiguous") }, true)
    }
}
