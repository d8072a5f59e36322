import Foundation
import TestSupport
import XCTest

/// Mixed locales are coherent (issue 34, item 5): a date is written wholly
/// in LC_TIME's language and conventions, names, order, pattern and clock,
/// as CLDR writes it (Tests/Fixtures/cldr/calendar.json); the words around
/// it follow LC_MESSAGES. No hybrid such as `Mo 21 Dez 2026, 21:50` beside
/// `Spring equinox 20 Mär`. The built binary with the real catalogues.
final class MixedLocaleTests: XCTestCase {
    static let oslo = ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--now", "2026-11-22T12:00:00Z"]

    /// The large size's lines in `messages` words and `time` dates.
    func large(messages: String, time: String) throws -> [String] {
        XCTAssertTrue(LanguageGoldenTests.requireCatalogues())
        for locale in [messages, time] where !TranslatedBinary.installed(locale) {
            throw XCTSkip("locale \(locale) is not installed (apt-get install locales-all)")
        }
        let r = try SolvervBinary.run(["countdown", "--size", "large"] + Self.oslo, environment: ["LANG": messages, "LC_TIME": time])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
        return r.stdout.split(separator: "\n").map(String.init)
    }

    /// CLDR's 20 March (`MMMd`) in `locale`, from the fixture.
    func march(_ locale: String) throws -> String {
        let fixture = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Fixtures.directory + "/cldr/calendar.json")))
        let dates = try XCTUnwrap((fixture as? [String: Any])?["dates"] as? [String])
        let locales = (fixture as? [String: Any])?["locales"] as? [String: [String: Any]]
        let days = try XCTUnwrap(locales?[locale]?["month_day"] as? [String], locale)
        return days[try XCTUnwrap(dates.firstIndex(of: "2026-03-20"))]
    }

    /// German words, English dates (en_US: commas and a 12-hour clock).
    func testGermanWordsAroundEnglishDates() throws {
        let lines = try large(messages: "de_DE.UTF-8", time: "en_US.UTF-8")
        XCTAssertEqual(lines[0], "❄ Wintersonnenwende in 29 Tagen")
        XCTAssertEqual(lines[1], "Mon, Dec 21, 2026, 9:50 PM")
        XCTAssertTrue(lines[3].contains("Frühlingsanfang " + (try march("en_US"))), lines[3])
        XCTAssertFalse(lines.joined().contains("Dez"), "\(lines)")
    }

    /// English words, German dates: `Mo., 21. Dez. 2026, 21:50`, `20. März`.
    func testEnglishWordsAroundGermanDates() throws {
        let lines = try large(messages: "en_US.UTF-8", time: "de_DE.UTF-8")
        XCTAssertEqual(lines[0], "❄ Winter solstice in 29 days")
        XCTAssertEqual(lines[1], "Mo., 21. Dez. 2026, 21:50")
        XCTAssertTrue(lines[3].hasPrefix("Then: Spring equinox " + (try march("de_DE")) + " ·"), lines[3])
        XCTAssertFalse(lines.joined().contains("Mär "), "no glibc name: \(lines)")
    }

    /// British English words, Japanese dates: `2026年12月21日(月) 21:50`,
    /// never `月 2026年12月21日, 21:50`.
    func testBritishWordsAroundJapaneseDates() throws {
        let lines = try large(messages: "en_GB.UTF-8", time: "ja_JP.UTF-8")
        XCTAssertEqual(lines[1], "2026年12月21日(月) 21:50")
        XCTAssertTrue(lines[3].hasPrefix("Then: Spring equinox " + (try march("ja_JP")) + " ·"), lines[3])
    }

    /// Japanese words, American dates: `Mon, Dec 21, 2026, 9:50 PM`.
    func testJapaneseWordsAroundAmericanDates() throws {
        let lines = try large(messages: "ja_JP.UTF-8", time: "en_US.UTF-8")
        XCTAssertEqual(lines[0], "❄ 冬至まであと29日")
        XCTAssertEqual(lines[1], "Mon, Dec 21, 2026, 9:50 PM")
        XCTAssertTrue(lines[3].hasPrefix("その後：春分（Mar 20） ·"), lines[3])
        XCTAssertFalse(lines.joined().contains("月20日"), "\(lines)")
    }

    /// Each combination's date line is CLDR's date and time for LC_TIME,
    /// whatever the messages' language.
    func testTheDateLineIsCLDRsForLCTime() throws {
        for (messages, time) in [("de_DE", "en_US"), ("en_US", "de_DE"), ("en_GB", "ja_JP"), ("ja_JP", "en_US"), ("ru_RU", "fr_FR")] {
            let lines = try large(messages: messages + ".UTF-8", time: time + ".UTF-8")
            let alone = try large(messages: "C", time: time + ".UTF-8")
            XCTAssertEqual(lines[1], alone[1], "\(messages)/\(time): the date is LC_TIME's alone")
        }
    }
}
