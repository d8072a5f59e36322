import Foundation
import TestSupport
import XCTest

/// Day counts take each language's plural form (issue 26: 0, 1, 2, 5, 11,
/// 21, 22, 25 and 101 days in ru, pl, fr and ja; uk, cs, nl and da too),
/// from the built binary with the real catalogues (`.build/locale`) in real
/// locales. Three texts print a count through ngettext, and each has its
/// own range:
/// - the countdown's `in %d days`: 2 to 94 days (0 is "today at 21:50",
///   1 "tomorrow", both plain messages);
/// - the report's `%d days` to each coming event: 2 days on (0 is "today",
///   1 "tomorrow");
/// - a polar night's `sun returns in %d days` (a polar day's `sets in`): 1
///   to about 110 days in Longyearbyen (the day it returns shows the
///   sunrise's time instead).
/// So no text prints 0 through ngettext; the catalogues' rule for 0 (French
/// keeps it singular) is checked through glibc's ngettext itself.
final class PluralFormTests: XCTestCase {
    static let counts = [0, 1, 2, 5, 11, 21, 22, 25, 101]

    /// The form of `days` each language uses, as its grammar has it.
    static let forms: [String: [Int: String]] = [
        "ru": [0: "дней", 1: "день", 2: "дня", 5: "дней", 11: "дней", 21: "день", 22: "дня", 25: "дней", 101: "день"],
        "pl": [0: "dni", 1: "dzień", 2: "dni", 5: "dni", 11: "dni", 21: "dni", 22: "dni", 25: "dni", 101: "dni"],
        "fr": [0: "jour", 1: "jour", 2: "jours", 5: "jours", 11: "jours", 21: "jours", 22: "jours", 25: "jours", 101: "jours"],
        "nl": [0: "dagen", 1: "dag", 2: "dagen", 5: "dagen", 11: "dagen", 21: "dagen", 22: "dagen", 25: "dagen", 101: "dagen"],
        "da": [0: "dage", 1: "dag", 2: "dage", 5: "dage", 11: "dage", 21: "dage", 22: "dage", 25: "dage", 101: "dage"],
        "cs": [0: "dní", 1: "den", 2: "dny", 5: "dní", 11: "dní", 21: "dní", 22: "dní", 25: "dní", 101: "dní"],
        "uk": [0: "днів", 1: "день", 2: "дні", 5: "днів", 11: "днів", 21: "день", 22: "дні", 25: "днів", 101: "день"],
    ]
    static let languages = ["fr", "ja", "pl", "ru"]
        + ["nl", "da", "cs", "uk"]

    static let oslo = ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo"]
    static let longyearbyen = ["--lat", "78.22", "--lon", "15.63", "--tz", "Arctic/Longyearbyen"]

    override func setUpWithError() throws {
        XCTAssertTrue(LanguageGoldenTests.requireCatalogues())
    }

    func locale(_ language: String) -> String {
        (ColumnBudgetTests.locales[language] ?? language) + ".UTF-8"
    }

    /// Noon UTC `days` days before `date` (`YYYY-MM-DD`).
    static func now(_ days: Int, before date: String) -> String {
        let formatter = ISO8601DateFormatter()
        let day = formatter.date(from: date + "T12:00:00Z") ?? Date(timeIntervalSince1970: 0)
        return formatter.string(from: day.addingTimeInterval(-86_400 * Double(days)))
    }

    /// Whether `text` shows `n` days in `language`'s form for n: `21 день`
    /// (and not `21 дней`), or Japanese's one form `21日`; digits do not run
    /// on before the count, nor letters after the word.
    static func shows(_ text: String, _ n: Int, in language: String) -> Bool {
        let phrase = language == "ja" ? "\(n)日" : "\(n) " + (forms[language]?[n] ?? "?")
        let pattern = "(?<![0-9])" + NSRegularExpression.escapedPattern(for: phrase) + (language == "ja" ? "" : "(?!\\p{L})")
        return text.range(of: pattern, options: .regularExpression) != nil
    }

    func run(_ arguments: [String], _ language: String?) throws -> String {
        let r = try SolvervBinary.run(arguments, environment: language.map { ["LANG": locale($0)] } ?? [:])
        XCTAssertEqual(r.status, 0, "\(arguments) \(language ?? "C"): \(r.stderr)")
        return r.stdout
    }

    func testTheCountdownsDays() throws {
        for n in Self.counts where n >= 2 && n <= 94 {
            let arguments = ["countdown", "--size", "medium"] + Self.oslo + ["--now", Self.now(n, before: "2026-12-21")]
            XCTAssertEqual(try run(arguments, nil), "Winter solstice in \(n) days (Oslo time)\n")
            for language in Self.languages {
                let line = try run(arguments, language)
                XCTAssertTrue(Self.shows(line, n, in: language), "\(language) \(n): \(line)")
            }
        }
        // 0 and 1 read as today and tomorrow, not as a count.
        let today = try run(["countdown", "--size", "medium"] + Self.oslo + ["--now", "2026-12-21T12:00:00Z"], "ru")
        XCTAssertEqual(today, "Зимнее солнцестояние сегодня в 21:50 (время: Осло)\n")
        let tomorrow = try run(["countdown", "--size", "medium"] + Self.oslo + ["--now", "2026-12-20T12:00:00Z"], "pl")
        XCTAssertEqual(tomorrow, "Przesilenie zimowe jutro (czas: Oslo)\n")
    }

    /// The report's coming events: the solstice n days on, and for 101 the
    /// March equinox (from 9 December 2026).
    func testTheReportsDays() throws {
        for n in Self.counts where n >= 2 {
            let now = n == 101 ? Self.now(n, before: "2027-03-20") : Self.now(n, before: "2026-12-21")
            let arguments = ["report"] + Self.oslo + ["--now", now]
            let english = try run(arguments, nil)
            XCTAssertTrue(english.contains(" · \(n) days\n"), "\(n): \(english)")
            for language in Self.languages {
                let screen = try run(arguments, language)
                XCTAssertTrue(Self.shows(screen, n, in: language), "\(language) \(n): \(screen)")
            }
        }
    }

    /// Longyearbyen's polar night of 2026–27: the sun returns on 16 February.
    func testThePolarNightsDays() throws {
        for n in Self.counts where n >= 1 {
            let arguments = ["sunlight", "--size", "medium"] + Self.longyearbyen + ["--now", Self.now(n, before: "2027-02-16")]
            XCTAssertEqual(try run(arguments, nil), "no sunrise · sun returns in \(n) day\(n == 1 ? "" : "s") (Longyearbyen time)\n")
            for language in Self.languages {
                let line = try run(arguments, language)
                XCTAssertTrue(Self.shows(line, n, in: language), "\(language) \(n): \(line)")
            }
        }
    }

    /// Every day-count message of the real catalogues, for every count 0
    /// included, through glibc's ngettext (gettext-base's `ngettext`, which
    /// reads the catalogue and its Plural-Forms as the binary does).
    func testEveryDayCountMessageInTheCatalogues() throws {
        let ngettext = "/usr/bin/ngettext"
        guard FileManager.default.isExecutableFile(atPath: ngettext) else { throw XCTSkip("no ngettext (apt-get install gettext-base)") }
        let messages = [("in %d day", "in %d days"), ("%d day", "%d days"), ("sun returns in %d day", "sun returns in %d days"),
                        ("sets in %d day", "sets in %d days")]
        for language in Self.languages {
            for (singular, plural) in messages {
                for n in Self.counts {
                    let r = try SolvervBinary.run(["-d", "solverv", singular, plural, String(n)],
                                                  environment: ["LC_ALL": locale(language), "LANGUAGE": language,
                                                                "TEXTDOMAINDIR": ColumnBudgetTests.builtCatalogues.path],
                                                  executable: ngettext)
                    XCTAssertEqual(r.status, 0, r.stderr)
                    XCTAssertFalse(r.stdout.hasPrefix(singular) || r.stdout.hasPrefix(plural), "\(language): untranslated \(singular)")
                    let text = r.stdout.replacingOccurrences(of: "%d", with: String(n))
                    XCTAssertTrue(Self.shows(text, n, in: language), "\(language) \(singular) \(n): \(text)")
                }
            }
        }
    }

    /// The matcher tells the forms apart.
    func testTheMatcherTellsTheFormsApart() {
        XCTAssertTrue(Self.shows("через 21 день (время)", 21, in: "ru"))
        XCTAssertFalse(Self.shows("через 21 дней", 21, in: "ru"))
        XCTAssertFalse(Self.shows("через 121 день", 21, in: "ru"))
        XCTAssertFalse(Self.shows("dans 2 jour", 2, in: "fr"))
        XCTAssertFalse(Self.shows("dans 1 jours", 1, in: "fr"))
        XCTAssertTrue(Self.shows("冬至 21日後", 21, in: "ja"))
        XCTAssertFalse(Self.shows("冬至 121日後", 21, in: "ja"))
    }
}
