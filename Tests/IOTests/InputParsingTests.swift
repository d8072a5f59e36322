@testable import SolvervIO
import SolvervContracts
import XCTest

/// The parsers behind the input items of issue 14, one form at a time:
/// coordinates as users paste them (#14.13) and the cut of echoed input
/// (#14.15); and terminal columns. (Zone-name suggestions, #14.14, are
/// CivilTimeTests'; the option parser, #14.12, CLITests'.)
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

    func testEchoCutsAt200() {
        XCTAssertEqual(Echo.cut("59.91"), "59.91")
        let exact = String(repeating: "é", count: 200)
        XCTAssertEqual(Echo.cut(exact), exact)
        XCTAssertEqual(Echo.cut(exact + "x"), exact + "…")
        // Combining marks count one by one, so one Character cannot carry a page.
        let stacked = "a" + String(repeating: "\u{301}", count: 10_000)
        XCTAssertEqual(Echo.cut(stacked).unicodeScalars.count, 201)
    }

    func testColumnsAreTerminalColumns() {
        XCTAssertEqual(TerminalText.columns("Oslo"), 4)
        XCTAssertEqual(TerminalText.columns("Tromsø"), 6)
        XCTAssertEqual(TerminalText.columns("Tromso\u{308}"), 6, "a combining mark takes no column")
        XCTAssertEqual(TerminalText.columns("東京"), 4, "CJK is wide")
        XCTAssertEqual(TerminalText.columns("🌞 x"), 4, "an emoji shown as emoji is wide")
        XCTAssertEqual(TerminalText.columns("❄ x"), 3, "❄ alone is text, narrow")
        XCTAssertEqual(TerminalText.columns("❄\u{FE0F} x"), 4, "❄ with VS16 is an emoji")
        XCTAssertEqual(TerminalText.columns("👩‍👩‍👧"), 2, "a ZWJ sequence is one glyph")
        XCTAssertEqual(TerminalText.columns("🇳🇴"), 2, "a flag is one glyph")
        XCTAssertEqual(TerminalText.columns("▓░▁█·→–−°"), 9)
        XCTAssertEqual(TerminalText.columns("a\u{200B}b"), 2, "zero-width space")
    }
}
