import SolvervContracts
import XCTest

/// `Columns.of` reads text as UTF-8 bytes and counts ASCII and Latin-1
/// without Unicode's tables: these hold it to the scalar-by-scalar count
/// and to Unicode's own categories.
final class ColumnsTests: XCTestCase {
    /// Latin-1 is counted by a rule of its own: it must agree with the
    /// categories that take no column anywhere else (Mn, Me, Cf, Cc).
    func testLatin1AgreesWithUnicodeCategories() {
        for value in UInt32(0)...0xFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let none: Bool
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format, .control: none = true
            default: none = false
            }
            XCTAssertEqual(Columns.of(scalar), none ? 0 : 1, "U+\(String(value, radix: 16))")
            XCTAssertFalse(scalar.properties.isEmojiPresentation)
        }
    }

    /// Every scalar, of one, two, three and four bytes, decoded from UTF-8
    /// as the scalar itself counts; and runs of them add up.
    func testTextCountsAsItsScalars() {
        var run = "", expected = 0
        for value in stride(from: UInt32(0), through: 0x10FFFF, by: 1) {
            guard let scalar = Unicode.Scalar(value), value != 0xFE0F else { continue }
            let alone = String(Character(scalar))
            XCTAssertEqual(Columns.of(alone), Columns.of(scalar), "U+\(String(value, radix: 16))")
            if value % 97 == 0 {
                run.unicodeScalars.append(scalar)
                expected += Columns.of(scalar)
            }
        }
        XCTAssertEqual(Columns.of(run), expected)
    }

    func testLinesTheBarsShow() {
        XCTAssertEqual(Columns.of("❄ Winter solstice in 29 days · ☀ 2h34m of sun left"), 50)
        XCTAssertEqual(Columns.of("🌔 Waxing gibbous, 94% lit · Moonset 05:28"), 42, "🌔 is wide")
        XCTAssertEqual(Columns.of("東京の日照"), 10)
        XCTAssertEqual(Columns.of("Tromso\u{308} · Ålesund"), 16, "a combining mark takes none")
        XCTAssertEqual(Columns.of("a\u{AD}b\u{7F}c\u{1B}"), 3, "soft hyphen, DEL and ESC take none")
    }

    /// U+FE0F makes a narrow symbol an emoji, two columns; after a letter,
    /// an ASCII character or a wide emoji it adds nothing.
    func testVariationSelector16() {
        XCTAssertEqual(Columns.of("❄\u{FE0F}"), 2)
        XCTAssertEqual(Columns.of("❄\u{FE0F} x"), 4)
        XCTAssertEqual(Columns.of("#\u{FE0F}"), 1)
        XCTAssertEqual(Columns.of("é\u{FE0F}"), 1)
        XCTAssertEqual(Columns.of("🌔\u{FE0F}"), 2)
        XCTAssertEqual(Columns.of("\u{FE0F}"), 0)
    }

    func testCutKeepsTheBudget() {
        XCTAssertEqual(Columns.cut("Sunrise · sunset", to: 9), "Sunrise…")
        XCTAssertEqual(Columns.cut("東京の日照", to: 6), "東京…")
        XCTAssertEqual(Columns.cut("short", to: 9), "short")
    }
}

extension ColumnsTests {
    /// The symbol blocks skip the category lookup: none of their scalars
    /// may be one that takes no column.
    func testSymbolBlocksHoldNoZeroWidthCharacter() {
        var checked = 0
        for value in UInt32(0)...0x10FFFF where Columns.inSymbolBlock(value) {
            checked += 1
            guard let scalar = Unicode.Scalar(value) else { continue }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format, .control:
                XCTFail("U+\(String(value, radix: 16)) takes no column")
            default: break
            }
        }
        XCTAssertEqual(checked, 0x2BFF - 0x2190 + 1 + 0x1FAFF - 0x1F000 + 1)
    }
}
