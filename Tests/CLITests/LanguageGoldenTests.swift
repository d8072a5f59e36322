import Foundation
import TestSupport
import XCTest

/// Golden lines in each shipped language (issue 26), from the built binary
/// with the real catalogues (`make catalogues` compiles po/ into
/// `.build/locale`, where the build tree's binary finds them) under
/// `LANG=<the language's locale>.UTF-8`: the default line (countdown and
/// sunlight) at every size, plain and as waybar's JSON, for a northern and a
/// southern place at a pinned instant. A translator's change to a text
/// these lines show fails here on purpose: review the new lines, then
/// `SOLVERV_UPDATE_GOLDEN=1 swift test --filter LanguageGoldenTests`
/// rewrites `Tests/Golden/languages/CASE/LANG/FORMAT-SIZE.txt`.
final class LanguageGoldenTests: XCTestCase {
    static let cases = GoldenTests.cases.filter { ["oslo-winter-day", "sydney-southern"].contains($0.name) }
    static let formats = ["plain", "waybar"]

    /// The shipped languages, each with the locale it is read in.
    static var languages: [(language: String, locale: String)] {
        ColumnBudgetTests.locales.sorted { $0.key < $1.key }.map { ($0.key, $0.value + ".UTF-8") }
    }

    /// Fails (rather than skips) when a catalogue or a locale is missing: a
    /// golden that silently does not run pins nothing.
    static func requireCatalogues(file: StaticString = #filePath, line: UInt = #line) -> Bool {
        var ready = true
        for (language, locale) in languages {
            let mo = ColumnBudgetTests.builtCatalogues.appendingPathComponent("\(language)/LC_MESSAGES/solverv.mo")
            if !FileManager.default.fileExists(atPath: mo.path) {
                XCTFail("\(language): no \(mo.path) (run `make catalogues`)", file: file, line: line)
                ready = false
            }
            if !TranslatedBinary.installed(locale) {
                XCTFail("\(language): locale \(locale) is not installed (apt-get install locales-all)", file: file, line: line)
                ready = false
            }
        }
        return ready
    }

    func testEveryLanguageAndSize() throws {
        XCTAssertEqual(Self.cases.count, 2)
        guard Self.requireCatalogues() else { return }
        for c in Self.cases {
            for (language, locale) in Self.languages {
                for format in Self.formats {
                    for size in GoldenTests.sizes {
                        let r = try SolvervBinary.run(c.arguments + ["--format", format, "--size", size], environment: ["LANG": locale])
                        XCTAssertEqual(r.status, 0, "\(c.name) \(language) \(format) \(size): \(r.stderr)")
                        XCTAssertEqual(r.stderr, "", "\(c.name) \(language) \(format) \(size)")
                        if format == "waybar" {
                            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)), "\(c.name) \(language) \(size)")
                        }
                        try ReportGoldenTests.compare(r.stdout, "languages/\(c.name)/\(language)/\(format)-\(size).txt")
                    }
                }
            }
        }
    }

    /// The moon on the full moon's day (issue 44), plain at every size, in
    /// each language: `languages/moon-london-full/LANG/plain-SIZE.txt`; and
    /// each language's medium line is its own.
    func testTheMoonInEveryLanguage() throws {
        guard Self.requireCatalogues(), let c = GoldenTests.moonCases.first else { return }
        let english = try SolvervBinary.run(c.arguments + ["--size", "medium"]).stdout
        var seen: [String: String] = [:]
        for (language, locale) in Self.languages {
            for size in GoldenTests.sizes {
                let r = try SolvervBinary.run(c.arguments + ["--format", "plain", "--size", size], environment: ["LANG": locale])
                XCTAssertEqual(r.status, 0, "\(language) \(size): \(r.stderr)")
                XCTAssertEqual(r.stderr, "", "\(language) \(size)")
                try ReportGoldenTests.compare(r.stdout, "languages/\(c.name)/\(language)/plain-\(size).txt")
                guard size == "medium" else { continue }
                XCTAssertNotEqual(r.stdout, english, language)
                XCTAssertNil(seen[r.stdout], "\(language) prints \(seen[r.stdout] ?? "")'s line: \(r.stdout)")
                seen[r.stdout] = language
            }
        }
    }

    /// The goldens are the catalogues' text: the English line differs from
    /// each, and each language's line differs from every other's.
    func testEachLanguageHasItsOwnLines() throws {
        guard Self.requireCatalogues() else { return }
        let arguments = Self.cases[0].arguments + ["--size", "medium"]
        let english = try SolvervBinary.run(arguments).stdout
        var seen: [String: String] = [:]
        for (language, locale) in Self.languages {
            let line = try SolvervBinary.run(arguments, environment: ["LANG": locale]).stdout
            XCTAssertNotEqual(line, english, language)
            XCTAssertNil(seen[line], "\(language) prints \(seen[line] ?? "")'s line: \(line)")
            seen[line] = language
        }
    }
}
