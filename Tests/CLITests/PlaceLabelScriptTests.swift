import Foundation
import TestSupport
import XCTest

/// A place's label wholly in the reader's language where it has names, and
/// never in two scripts (issue 42, SPEC §10), end to end with the real
/// catalogues and locales, in every shipped language: the city as CLDR or
/// GeoNames names it in the language, its region as CLDR's subdivision
/// names name it, the country as its code. Where a part has no name in the
/// language's script, the region is left out when the country has no other
/// place of the name, else the label is the English one, whole.
final class PlaceLabelScriptTests: XCTestCase {
    static let now = ["--now", "2026-11-22T12:00:00Z"]
    /// The languages written in a script of their own, not in Latin letters.
    static let ownScript: Set = ["ru", "uk", "ja", "ko", "zh_CN", "zh_TW"]
    static let places = ["New York", "Tokyo", "Oslo", "Tromsø", "Moscow"]

    func run(_ arguments: [String], _ locale: String) throws -> String {
        let r = try SolvervBinary.run(arguments + Self.now, environment: ["LANG": locale, "TZ": "UTC"])
        XCTAssertEqual(r.status, 0, "\(locale) \(arguments): \(r.stderr)")
        return r.stdout
    }

    /// The label of the large size (its last line, less the zone's mark).
    func large(_ place: String, _ locale: String) throws -> String {
        let last = try run(["--location", place, "--size", "large"], locale).split(separator: "\n").last.map(String.init) ?? ""
        return last.components(separatedBy: " (").first ?? last
    }

    /// The label of `report`'s first row, the place's (its value after the heading).
    func report(_ place: String, _ locale: String) throws -> String {
        let first = try run(["report", "--location", place], locale).split(separator: "\n").first.map(String.init) ?? ""
        guard let gap = first.range(of: "  ") else { return first }
        return first[gap.upperBound...].trimmingCharacters(in: .whitespaces)
    }

    /// The words of a label with a Latin letter, but its last part, the country's code.
    static func latinWords(_ label: String) -> [String] {
        var parts = label.components(separatedBy: ", ")
        if let code = parts.last, code.count == 2, code.allSatisfy({ $0.isASCII && $0.isUppercase }) { parts.removeLast() }
        return parts.flatMap { $0.split(separator: " ").map(String.init) }.filter { word in
            word.unicodeScalars.contains { ($0.properties.isAlphabetic) && ($0.value < 0x250 || (0x1E00...0x1EFF).contains($0.value)) }
        }
    }

    func testNoLabelMixesScriptsInAnyLanguage() throws {
        guard LanguageGoldenTests.requireCatalogues() else { return }
        for (language, locale) in LanguageGoldenTests.languages where Self.ownScript.contains(language) {
            for place in Self.places {
                for label in [try large(place, locale), try report(place, locale)] {
                    XCTAssertFalse(label.isEmpty, "\(language) \(place)")
                    XCTAssertEqual(Self.latinWords(label), [], "\(language) \(place): \(label)")
                }
            }
        }
    }

    /// The labels the issue's review expects (the region as CLDR names it:
    /// Ukrainian `Трумс`), the same in `report` and the large size.
    func testTheIssuesLabels() throws {
        guard LanguageGoldenTests.requireCatalogues() else { return }
        let expected: [String: [String: String]] = [
            "de": ["Tokyo": "Tokio, Tokio, JP", "New York": "New York, New York, US", "Moscow": "Moskau, Moskau, RU"],
            "es": ["New York": "Nueva York, Nueva York, US", "Moscow": "Moscú, Moscú, RU", "Tokyo": "Tokio, Tokio, JP"],
            "nl": ["Tokyo": "Tokio, Tokio, JP"],
            "cs": ["Tokyo": "Tokio, Tokio, JP"],
            "pt_BR": ["Tokyo": "Tóquio, Tóquio, JP"],
            "fi": ["Oslo": "Oslo, Oslo, NO"],
            "ko": ["Oslo": "오슬로, 오슬로, NO", "Tokyo": "도쿄, 도쿄, JP", "New York": "뉴욕, 뉴욕, US"],
            "ru": ["Tromsø": "Тромсё, Тромс, NO", "Oslo": "Осло, Осло, NO", "New York": "Нью-Йорк, Нью-Йорк, US"],
            "uk": ["Tromsø": "Тромсе, Трумс, NO", "New York": "Нью-Йорк, Нью-Йорк, US"],
            "ja": ["Tromsø": "トロムソ, トロムス県, NO", "New York": "ニューヨーク, ニューヨーク州, US"],
            "zh_TW": ["Tromsø": "特羅姆瑟, 特羅姆斯郡, NO", "New York": "紐約, 紐約州, US"],
        ]
        for (language, locale) in LanguageGoldenTests.languages {
            for (place, label) in expected[language] ?? [:] {
                XCTAssertEqual(try large(place, locale), label, "\(language) \(place)")
                XCTAssertEqual(try report(place, locale), label, "\(language) \(place)")
            }
        }
    }

    /// A name typed as English writes it gives way to the language's own;
    /// one the language writes stays, and so does one with no other name.
    func testTheNameTyped() throws {
        guard LanguageGoldenTests.requireCatalogues() else { return }
        XCTAssertEqual(try large("New York", "es_ES.UTF-8"), "Nueva York, Nueva York, US")
        XCTAssertEqual(try large("New York City", "uk_UA.UTF-8"), "Нью-Йорк, Нью-Йорк, US")
        XCTAssertEqual(try large("Nowy Jork", "pl_PL.UTF-8"), "Nowy Jork, Nowy Jork, US")
        XCTAssertEqual(try large("Bombay", "fr_FR.UTF-8"), "Bombay, Maharashtra, IN")
        XCTAssertEqual(try run(["--location", "New York", "--template", "{location}"], "ko_KR.UTF-8"), "뉴욕\n")
    }

    /// Where a part has no name in the language's script: the region left
    /// out where the country has no other place of the name, else the
    /// English label, whole; the English label where the place has none.
    func testAPartWithoutANameInTheScript() throws {
        guard LanguageGoldenTests.requireCatalogues() else { return }
        // Chennai: チェンナイ, in Tamil Nadu, which has no name in Japanese; the only Chennai in India.
        XCTAssertEqual(try large("Chennai", "ja_JP.UTF-8"), "チェンナイ, IN")
        XCTAssertEqual(try report("Chennai", "ja_JP.UTF-8"), "チェンナイ, IN")
        // Kent, Washington: Кент, in a state named in Russian as the District of Columbia is (`Вашингтон`: so it keeps
        // its English name); Kent has namesakes.
        XCTAssertEqual(try large("Kent, Washington", "ru_RU.UTF-8"), "Kent, Washington, US")
        // Medvedevo has no name in Japanese.
        XCTAssertEqual(try large("Medvedevo", "ja_JP.UTF-8"), "Medvedevo, Mariy El Respublika, RU")
        // A Latin name typed in a language with its own script gives way to the script's.
        XCTAssertEqual(try large("Tokyo", "ru_RU.UTF-8"), "Токио, Токио, JP")
        // In a language written in Latin, a region without a name of its own is the English one.
        XCTAssertEqual(try large("Tromsø", "de_DE.UTF-8"), "Tromsø, Troms, NO")
    }

    /// Machine output keeps the English names (`label`), whatever the language.
    func testJSONKeepsTheEnglishLabel() throws {
        guard LanguageGoldenTests.requireCatalogues() else { return }
        for place in Self.places {
            let english = try run(["--location", place, "--format", "json"], "C")
            for locale in ["ja_JP.UTF-8", "es_ES.UTF-8", "ru_RU.UTF-8"] {
                XCTAssertEqual(try run(["--location", place, "--format", "json"], locale), english, "\(locale) \(place)")
            }
        }
    }
}
