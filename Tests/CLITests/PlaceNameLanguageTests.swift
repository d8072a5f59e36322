import Foundation
import TestSupport
import XCTest

/// Places are named in the user's language (issue 34, item 1; SPEC §10),
/// end to end with the real catalogues (`make catalogues`) and locales
/// (locales-all): the name typed, else CLDR's city of the zone, else the
/// place's one name in the language's script, else the English name. The
/// JSON snapshot keeps the English names.
final class PlaceNameLanguageTests: XCTestCase {
    static let now = ["--now", "2026-11-22T12:00:00Z"]

    func line(_ arguments: [String], _ locale: String, tz: String = "Europe/Oslo") throws -> String {
        let r = try SolvervBinary.run(arguments + Self.now, environment: ["LANG": locale, "TZ": tz])
        XCTAssertEqual(r.status, 0, "\(locale) \(arguments): \(r.stderr)")
        return r.stdout + r.stderr
    }

    func testTheNameTypedNamesThePlaceAndTheZonesCityIsCLDRs() throws {
        guard LanguageGoldenTests.requireCatalogues() else { return }
        let moscow = try line(["--location", "Москва", "--size", "large"], "ru_RU.UTF-8")
        XCTAssertTrue(moscow.contains("Москва, Москва, RU (время: Москва)"), moscow)
        let petersburg = try line(["--location", "Санкт-Петербург", "--size", "large"], "ru_RU.UTF-8")
        XCTAssertTrue(petersburg.contains("Санкт-Петербург, Санкт-Петербург, RU"), petersburg)
        let munich = try line(["--location", "München", "--size", "large"], "de_DE.UTF-8")
        XCTAssertTrue(munich.contains("München, Bayern, DE (Ortszeit Berlin)"), munich)
        let tokyo = try line(["--location", "東京", "--size", "large"], "ja_JP.UTF-8")
        XCTAssertTrue(tokyo.contains("東京, 東京都, JP (東京時間)"), tokyo)
        let london = try line(["--location", "Londres", "--size", "large"], "fr_FR.UTF-8")
        XCTAssertTrue(london.contains("Londres, Angleterre, GB"), london)
        XCTAssertTrue(london.contains("Londres)"), london)
        // The typed name names the place; the indicator names the zone's clock, Shanghai's.
        let beijing = try line(["--location", "北京", "--size", "large"], "zh_CN.UTF-8")
        XCTAssertTrue(beijing.contains("北京, 北京市, CN (上海时间)"), beijing)
    }

    func testZonesCitiesAndPlacesByTheirNames() throws {
        guard LanguageGoldenTests.requireCatalogues() else { return }
        let moscow = try line(["--lat", "55.75", "--lon", "37.62", "--tz", "Europe/Moscow", "--size", "medium"], "de_DE.UTF-8")
        XCTAssertTrue(moscow.hasSuffix("(Ortszeit Moskau)\n"), moscow)
        // A zone's own place, named by the indicator once.
        let zone = try line(["--location", "Europe/Moscow", "--size", "large"], "de_DE.UTF-8")
        XCTAssertTrue(zone.hasSuffix("\n(Ortszeit Moskau)\n"), zone)
        // Moscow by its English name is its zone's city: CLDR's name, its region iso-codes'.
        let byEnglish = try line(["--location", "Moscow", "--size", "large"], "ja_JP.UTF-8")
        XCTAssertTrue(byEnglish.contains("\nモスクワ, ") && byEnglish.hasSuffix(", RU (モスクワ時間)\n"), byEnglish)
        XCTAssertEqual(try line(["--location", "Moscow", "--template", "{location}"], "ja_JP.UTF-8"), "モスクワ\n")
        // Its one name in the language's script (Munich has one in kana).
        XCTAssertTrue(try line(["--location", "Munich", "--size", "large"], "ja_JP.UTF-8").contains("ミュンヘン, バイエルン自由州, DE"))
        // The region as CLDR names it (issue 42; iso-codes' where CLDR has none).
        XCTAssertTrue(try line(["--location", "Munich", "--size", "large"], "fr_FR.UTF-8").contains("Munich, Bavière, DE"))
        // Kyiv, which CLDR files under its older name, Europe/Kiev.
        XCTAssertTrue(try line(["--location", "Europe/Kyiv", "--size", "medium"], "uk_UA.UTF-8").contains("Київ"))
    }

    func testALanguageWithoutANameKeepsTheEnglishOne() throws {
        guard LanguageGoldenTests.requireCatalogues() else { return }
        // No name in Japanese for Medvedevo: English, not another script's.
        let medvedevo = try line(["--location", "Medvedevo", "--size", "large"], "ja_JP.UTF-8")
        XCTAssertTrue(medvedevo.contains("\nMedvedevo, "), medvedevo)
        // All small (a search, not a spelling): the place's own name in German.
        XCTAssertTrue(try line(["--location", "münchen", "--size", "large"], "de_DE.UTF-8").contains("Munich, Bayern, DE"))
        // In English nothing changes.
        XCTAssertTrue(try line(["--location", "München", "--size", "large"], "C").contains("Munich, Bayern, DE (Berlin time)"))
        XCTAssertTrue(try line(["--location", "Москва", "--size", "large"], "C.UTF-8").contains("Moscow, Moskva, RU (Moscow time)"))
    }

    func testGreenwichAndTheNauticalZones() throws {
        guard LanguageGoldenTests.requireCatalogues() else { return }
        for size in ["small", "medium"] {
            let ja = try line(["--size", size], "ja_JP.UTF-8", tz: "UTC")
            XCTAssertTrue(ja.contains("グリニッジ"), ja)
            XCTAssertFalse(ja.contains("Greenwich"), ja)
            let zh = try line(["--size", size], "zh_CN.UTF-8", tz: "UTC")
            XCTAssertTrue(zh.contains("格林尼治"), zh)
        }
        XCTAssertEqual(try line(["--template", "{location}"], "ja_JP.UTF-8", tz: "UTC").split(separator: "\n").first, "グリニッジ")
        // The sea at 0°: UTC's clock, no city's, in every language.
        for locale in ["C", "de_DE.UTF-8", "ja_JP.UTF-8"] {
            let sea = try line(["--lat", "1", "--lon", "1", "--size", "medium"], locale)
            XCTAssertTrue(sea.hasSuffix(" (UTC)\n"), "\(locale): \(sea)")
            XCTAssertFalse(sea.contains("GMT"), sea)
        }
        let east = try line(["--lat", "1", "--lon", "-20", "--size", "medium"], "de_DE.UTF-8")
        XCTAssertTrue(east.hasSuffix(" (UTC−1)\n"), east)
    }

    /// Machine output keeps the English names; a plugin's snapshot adds the local ones.
    func testJSONKeepsTheEnglishNames() throws {
        guard LanguageGoldenTests.requireCatalogues() else { return }
        for arguments in [["--location", "Москва"], ["--location", "東京"], ["--tz", "Europe/Moscow", "--lat", "55.75", "--lon", "37.62"]] {
            let english = try line(arguments + ["--format", "json"], "C")
            for locale in ["ru_RU.UTF-8", "ja_JP.UTF-8", "de_DE.UTF-8"] {
                XCTAssertEqual(try line(arguments + ["--format", "json"], locale), english, "\(locale) \(arguments)")
            }
        }
    }
}
