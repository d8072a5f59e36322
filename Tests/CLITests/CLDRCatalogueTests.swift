import Foundation
import TestSupport
import XCTest

/// Every catalogue (each po/*.po present) against CLDR, the Unicode locale
/// data that ICU, browsers and Android use, from fixtures made once by
/// `make calendar` (scripts/reference/make_calendar.py;
/// Tests/Fixtures/cldr): its `Plural-Forms` sorts n = 0…1000 as CLDR's
/// plural rules do; what it quotes it quotes with the language's own
/// quotation marks (CLDR's delimiters); and its relative days (`in %d
/// days`, `tomorrow`) are CLDR's, or say beside the message, in a
/// translator's note naming CLDR, why the bar says it otherwise.
final class CLDRCatalogueTests: XCTestCase {
    static var poDirectory: URL {
        URL(fileURLWithPath: Fixtures.directory).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("po")
    }

    /// Every po/LANG.po: the shipped languages and any on their way.
    static func catalogues() throws -> [(language: String, file: POFile)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: poDirectory.path).filter { $0.hasSuffix(".po") }.sorted()
        return try names.map { (String($0.dropLast(3)), try POFile(path: poDirectory.appendingPathComponent($0).path)) }
    }

    static func fixture(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.directory + "/cldr/" + name))
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    func testEnoughCataloguesAreChecked() throws {
        XCTAssertGreaterThanOrEqual(try Self.catalogues().count, 16)
    }

    /// Two n are in one gettext form exactly when they are in one CLDR
    /// category, for every n from 0 to 1000, and every form is used.
    func testPluralFormsAgreeWithCLDR() throws {
        let rules = try Self.fixture("plurals.json")["languages"] as? [String: String] ?? [:]
        for (language, po) in try Self.catalogues() {
            guard let categories = rules[language].map(Array.init), categories.count == 1001 else {
                XCTFail("\(language): no CLDR plural rule in Tests/Fixtures/cldr/plurals.json (make calendar)")
                continue
            }
            guard let plural = PluralExpression(header: po.header) else {
                XCTFail("\(language): its Plural-Forms does not parse")
                continue
            }
            var formOf: [Character: UInt] = [:], categoryOf: [UInt: Character] = [:]
            for n in 0...1000 {
                let form = plural(UInt(n)), category = categories[n]
                XCTAssertLessThan(Int(form), plural.count, "\(language): form \(form) of \(n) past nplurals")
                if let seen = formOf[category], seen != form { XCTFail("\(language): \(n) is form \(form), but CLDR's \(category) is form \(seen)") }
                if let seen = categoryOf[form], seen != category { XCTFail("\(language): \(n) is CLDR's \(category), but form \(form) is \(seen)") }
                formOf[category] = form
                categoryOf[form] = category
            }
            XCTAssertEqual(categoryOf.count, plural.count, "\(language): nplurals \(plural.count), CLDR has \(Set(categories).count) categories for 0…1000")
        }
    }

    /// The evaluator reads C's precedence as gettext does.
    func testThePluralExpressionEvaluates() throws {
        let russian = try XCTUnwrap(PluralExpression(header: "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"))
        XCTAssertEqual([1, 2, 5, 11, 21, 22, 25, 111, 112].map { russian(UInt($0)) }, [0, 1, 2, 2, 0, 1, 2, 2, 2])
        let french = try XCTUnwrap(PluralExpression(header: "Plural-Forms: nplurals=2; plural=(n > 1);"))
        XCTAssertEqual([0, 1, 2].map { french(UInt($0)) }, [0, 0, 1])
        let japanese = try XCTUnwrap(PluralExpression(header: "Plural-Forms: nplurals=1; plural=0;"))
        XCTAssertEqual(japanese(7), 0)
        XCTAssertNil(PluralExpression(header: "Plural-Forms: nplurals=2; plural=(n > ;"))
    }

    /// The quoted parts of an English message (`'%s'`, `'--%s'`), as its
    /// text has them: a `'` after a letter or digit is an apostrophe
    /// (`Solverv's`, `59°54'N`).
    static func quoted(_ text: String) -> [String] {
        let chars = Array(text)
        var parts: [String] = []
        var i = 0
        while i < chars.count {
            if chars[i] == "'", i == 0 || !(chars[i - 1].isLetter || chars[i - 1].isNumber || chars[i - 1] == "°"),
               let end = chars[(i + 1)...].firstIndex(of: "'"), end > i + 1, !chars[i + 1].isWhitespace,
               end + 1 == chars.count || !(chars[end + 1].isLetter || chars[end + 1].isNumber) {
                parts.append(String(chars[(i + 1)..<end]))
                i = end + 1
                continue
            }
            i += 1
        }
        return parts
    }

    /// What English quotes with ASCII `'…'`, each language quotes with its
    /// own marks (German „%s“, French « %s », Japanese 「%s」), a no-break
    /// space inside allowed; no ASCII quote pair is left around it.
    func testQuotationMarksAreTheLanguagesOwn() throws {
        let quotes = try Self.fixture("quotes.json")["languages"] as? [String: [String]] ?? [:]
        for (language, po) in try Self.catalogues() {
            guard let marks = quotes[language], marks.count == 2 else {
                XCTFail("\(language): no CLDR quotation marks in Tests/Fixtures/cldr/quotes.json (make calendar)")
                continue
            }
            var checked = 0
            for entry in po.entries {
                let parts = Self.quoted(entry.msgid).map { $0.replacingOccurrences(of: "%[0-9]\\$", with: "%", options: .regularExpression) }
                guard !parts.isEmpty else { continue }
                // `%1$s` is the `%s` a translation moved.
                for translation in entry.translations.map({ $0.replacingOccurrences(of: "%[0-9]\\$", with: "%", options: .regularExpression) })
                where !translation.isEmpty {
                    for part in parts where part.contains("%") || part.count <= 3 {
                        let spaced = [part, "\u{A0}" + part + "\u{A0}", "\u{202F}" + part + "\u{202F}"]
                        XCTAssertTrue(spaced.contains { translation.contains(marks[0] + $0 + marks[1]) },
                                      "\(language): \(entry.msgid) → \(translation): \(part) not in \(marks[0])…\(marks[1])")
                        XCTAssertFalse(translation.contains("'" + part + "'"), "\(language): \(translation) keeps ASCII quotes")
                        checked += 1
                    }
                }
            }
            XCTAssertGreaterThan(checked, 20, language)
        }
    }

    func testTheQuotedPartsAreFound() {
        XCTAssertEqual(Self.quoted("unknown option '%s' (did you mean '--%s'?)"), ["%s", "--%s"])
        XCTAssertEqual(Self.quoted("'%s' is not a latitude (expected e.g. 59.91 or \"59°54'N\")"), ["%s"])
        XCTAssertEqual(Self.quoted("no catalogue of Solverv's speaks locale '%s'"), ["%s"])
        XCTAssertEqual(Self.quoted("'}' at position %d has no '{' (write }} for a brace)"), ["}", "{"])
    }

    /// CLDR's relative days, or a translator's note naming CLDR.
    func testRelativeDaysAreCLDRsOrSayWhyNot() throws {
        let relative = try Self.fixture("relative.json")["languages"] as? [String: [String: Any]] ?? [:]
        let rules = try Self.fixture("plurals.json")["languages"] as? [String: String] ?? [:]
        let letters: [Character: String] = ["z": "zero", "o": "one", "t": "two", "f": "few", "m": "many", "x": "other"]
        for (language, po) in try Self.catalogues() {
            guard let cldr = relative[language], let future = cldr["future"] as? [String: String],
                  let categories = rules[language].map(Array.init), let plural = PluralExpression(header: po.header)
            else {
                XCTFail("\(language): no CLDR relative days (make calendar)")
                continue
            }
            let noted = { (entry: POFile.Entry) in entry.notes.contains { $0.contains("CLDR") } }
            if let days = po.entries.first(where: { $0.msgid == "in %d day" && $0.context == nil }), !noted(days) {
                // The counts a line shows: 2 to 94 days (0 and 1 are today and tomorrow).
                for n in 2...94 {
                    let form = Int(plural(UInt(n)))
                    guard form < days.translations.count, let expected = letters[categories[n]].flatMap({ future[$0] }) else { continue }
                    XCTAssertEqual(days.translations[form].replacingOccurrences(of: "%d", with: "{0}"), expected,
                                   "\(language): in \(n) days (or a translator's note naming CLDR)")
                }
            }
            if let tomorrow = po.entries.first(where: { $0.msgid == "tomorrow" && $0.context == nil }), !noted(tomorrow) {
                XCTAssertEqual(tomorrow.translations.first, cldr["tomorrow"] as? String, "\(language): tomorrow (or a translator's note naming CLDR)")
            }
        }
    }
}
