import Foundation
import LocalNames
import TestSupport
import XCTest

/// The generated table of names in the user's language (issue 34) against
/// CLDR's and iso-codes' own answers for a sample (`local_names_sample.tsv`,
/// asked of babel and pycountry afresh by `make local-names`), not against
/// the generator's own choices.
final class LocalNamesTests: XCTestCase {
    /// The rows: `zone` (CLDR's exemplar city), `region` (iso-codes'
    /// name, where CLDR has none in the language's script), `cldr-region`
    /// (CLDR's subdivision name as its file writes it, with the English
    /// region's name as the place table shows it, `english`), `country`
    /// (CLDR's territory name).
    static func sample() throws -> [(kind: String, language: String, key: String, name: String, english: String)] {
        let text = try String(contentsOfFile: Fixtures.directory + "/local_names_sample.tsv", encoding: .utf8)
        return text.split(separator: "\n").dropFirst().map { line in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return (f[0], f[1], f[2], f[3], f.count > 4 ? f[4] : "")
        }
    }

    func testZonesAndRegionsAreNamedAsCLDRAndISOCodesNameThem() throws {
        let rows = try Self.sample()
        XCTAssertGreaterThan(rows.filter { $0.kind == "zone" }.count, 100)
        XCTAssertGreaterThan(rows.filter { $0.kind == "cldr-region" }.count, 300)
        XCTAssertGreaterThan(rows.filter { $0.kind == "country" }.count, 200)
        XCTAssertEqual(LocalNames.country(code: "RU", in: "ru"), "Россия")
        XCTAssertEqual(LocalNames.country(code: "JP", in: "de"), nil)   // Japan, as in English
        XCTAssertEqual(LocalNames.country(code: "NO", in: "ja"), "ノルウェー")
        var whole = 0, shorter = 0
        for row in rows {
            let key = row.key.split(separator: ".", maxSplits: 1).map(String.init)
            switch row.kind {
            case "zone":
                XCTAssertEqual(LocalNames.zoneCity(row.key, in: row.language), row.name, "\(row)")
            case "region":
                XCTAssertEqual(LocalNames.region(country: key[0], code: key[1], in: row.language), row.name, "\(row)")
            case "country":
                XCTAssertEqual(LocalNames.country(code: row.key, in: row.language), row.name, "\(row)")
            default:
                // CLDR's name, or its words less the one for the region's kind
                // (`Präfektur Tokio` → `Tokio`), or none where that is the English one.
                let cldr = row.name.split(separator: " (").first.map(String.init) ?? row.name
                guard let name = LocalNames.region(country: key[0], code: key[1], in: row.language) else {
                    XCTAssertTrue(cldr.contains(row.english), "\(row)")
                    continue
                }
                if name == cldr { whole += 1 } else { shorter += 1 }
                XCTAssertTrue(cldr == name || cldr.hasPrefix(name + " ") || cldr.hasSuffix(" " + name), "\(row): \(name)")
            }
        }
        // Most names are CLDR's as they are.
        XCTAssertGreaterThan(whole, 4 * shorter, "\(whole) whole, \(shorter) shorter")
    }

    /// Issue 42's examples: regions by CLDR's subdivision names, the word for
    /// the kind dropped where the English has none, kept in Japanese and Chinese.
    func testRegionsByCLDR() {
        XCTAssertEqual(LocalNames.region(country: "NO", code: "18", in: "ru"), "Тромс")
        XCTAssertEqual(LocalNames.region(country: "NO", code: "18", in: "ja"), "トロムス県")
        XCTAssertEqual(LocalNames.region(country: "NO", code: "18", in: "zh_TW"), "特羅姆斯郡")
        XCTAssertEqual(LocalNames.region(country: "US", code: "NY", in: "ja"), "ニューヨーク州")
        XCTAssertEqual(LocalNames.region(country: "US", code: "NY", in: "es"), "Nueva York")
        XCTAssertEqual(LocalNames.region(country: "JP", code: "40", in: "ko"), "도쿄")
        XCTAssertEqual(LocalNames.region(country: "JP", code: "40", in: "de"), "Tokio")
        XCTAssertEqual(LocalNames.region(country: "JP", code: "40", in: "pt_BR"), "Tóquio")
        XCTAssertEqual(LocalNames.region(country: "NO", code: "12", in: "ru"), "Осло")
        XCTAssertEqual(LocalNames.region(country: "RU", code: "48", in: "es"), "Moscú")
        // Not `Oslon lääni`, iso-codes' name of a county Finland no longer has: CLDR's is Oslo, the English one.
        XCTAssertNil(LocalNames.region(country: "NO", code: "12", in: "fi"))
        // Where the English names the kind, so does the label: Moscow Oblast is no Moskau.
        XCTAssertEqual(LocalNames.region(country: "RU", code: "47", in: "de"), "Oblast Moskau")
        XCTAssertEqual(LocalNames.region(country: "RU", code: "47", in: "ru"), "Московская область")
        // Norwegian's CLDR names Moscow Oblast `Moskva`, Moscow's own region's English name: none.
        XCTAssertNil(LocalNames.region(country: "RU", code: "47", in: "nb"))
    }

    /// Every city that is a zone's city takes CLDR's name of it, though
    /// GeoNames names it otherwise (New York City, Mexico City, Tirana);
    /// names in a language's script where GeoNames has several spellings.
    func testCitiesByTheirZonesAndScripts() {
        let newYork = (40.71427, -74.00597)
        XCTAssertEqual(LocalNames.place(latitude: newYork.0, longitude: newYork.1, in: "de"), "New York")
        XCTAssertEqual(LocalNames.place(latitude: newYork.0, longitude: newYork.1, in: "es"), "Nueva York")
        XCTAssertEqual(LocalNames.place(latitude: newYork.0, longitude: newYork.1, in: "ko"), "뉴욕")
        XCTAssertEqual(LocalNames.place(latitude: newYork.0, longitude: newYork.1, in: "uk"), "Нью-Йорк")
        XCTAssertEqual(LocalNames.place(latitude: 19.42847, longitude: -99.12766, in: "es"), "Ciudad de México")
        XCTAssertEqual(LocalNames.place(latitude: 41.32744, longitude: 19.81866, in: "ru"), "Тирана")
        // Not Panama for Panama City where CLDR has no name of the language's: that is the country.
        XCTAssertNil(LocalNames.place(latitude: 8.9936, longitude: -79.51973, in: "de"))
        // Tromsø: Тромсё in Russian, Тромсе in Ukrainian (GeoNames has both and Тромсьо).
        let tromso = (69.6489, 18.95508)
        XCTAssertEqual(LocalNames.place(latitude: tromso.0, longitude: tromso.1, in: "ru"), "Тромсё")
        XCTAssertEqual(LocalNames.place(latitude: tromso.0, longitude: tromso.1, in: "uk"), "Тромсе")
        // GeoNames has it in simplified characters only: converted for zh_TW.
        XCTAssertEqual(LocalNames.place(latitude: tromso.0, longitude: tromso.1, in: "zh_CN"), "特罗姆瑟")
        XCTAssertEqual(LocalNames.place(latitude: tromso.0, longitude: tromso.1, in: "zh_TW"), "特羅姆瑟")
    }

    /// Places GeoNames names in several Cyrillic spellings and CLDR not at
    /// all (Espoo: Еспо, Еспоо, Эспоо): the Russian and the Ukrainian name,
    /// as the languages' Wikipedias title them (`cyrillic_place_names.tsv`,
    /// written by hand), where the generator once kept the English one.
    func testRussianAndUkrainianAmongSeveralCyrillicNames() throws {
        let text = try String(contentsOfFile: Fixtures.directory + "/cyrillic_place_names.tsv", encoding: .utf8)
        let rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t").map(String.init) }
        XCTAssertGreaterThan(rows.count, 15)
        for f in rows {
            guard f.count == 5, let latitude = Double(f[1]), let longitude = Double(f[2]) else {
                XCTFail("bad row: \(f)")
                continue
            }
            XCTAssertEqual(LocalNames.place(latitude: latitude, longitude: longitude, in: f[0]), f[4], "\(f[3]) in \(f[0])")
        }
    }

    func testWhichLanguagesAreWrittenInLatin() {
        for language in ["de", "fr", "es", "pl", "cs", "tr", "hu", "nb", "fi"] {
            XCTAssertTrue(LocalNames.writtenInLatin(language), language)
        }
        for language in ["ru", "uk", "ja", "ko", "zh_CN", "zh_TW"] {
            XCTAssertFalse(LocalNames.writtenInLatin(language), language)
        }
        XCTAssertTrue(LocalNames.writtenInLatin(nil))
        XCTAssertTrue(LocalNames.writtenInLatin("en"))
    }

    func testTheIssuesExamples() {
        XCTAssertEqual(LocalNames.zoneCity("Europe/Moscow", in: "de"), "Moskau")
        XCTAssertEqual(LocalNames.zoneCity("Europe/Moscow", in: "ru"), "Москва")
        XCTAssertEqual(LocalNames.zoneCity("Europe/Moscow", in: "ja"), "モスクワ")
        XCTAssertEqual(LocalNames.zoneCity("Europe/Moscow", in: "zh_CN"), "莫斯科")
        XCTAssertEqual(LocalNames.zoneCity("Asia/Shanghai", in: "zh_CN"), "上海")
        XCTAssertEqual(LocalNames.zoneCity("Asia/Tokyo", in: "ja"), "東京")
        XCTAssertEqual(LocalNames.zoneCity("Europe/London", in: "fr"), "Londres")
        XCTAssertEqual(LocalNames.region(country: "DE", code: "02", in: "fr"), "Bavière")
        XCTAssertEqual(LocalNames.region(country: "DE", code: "02", in: "ru"), "Бавария")
        // Moscow (GeoNames: 55.75204 N, 37.61781 E) is its zone's city.
        XCTAssertEqual(LocalNames.place(latitude: 55.75204, longitude: 37.61781, in: "de"), "Moskau")
    }

    func testEnglishAndUnknownLanguagesHaveNone() {
        XCTAssertNil(LocalNames.zoneCity("Europe/Moscow", in: nil))
        XCTAssertNil(LocalNames.zoneCity("Europe/Moscow", in: "en"))
        XCTAssertNil(LocalNames.zoneCity("Europe/Moscow", in: "xx"))
        // The same word in English is no name of its own.
        XCTAssertNil(LocalNames.zoneCity("Europe/Berlin", in: "de"))
        XCTAssertNil(LocalNames.zoneCity("Etc/GMT-3", in: "de"))
        XCTAssertNil(LocalNames.zoneCity("Nowhere/Zone", in: "de"))
    }

    /// CLDR files some cities under the zone's older name (Europe/Kiev,
    /// Asia/Calcutta); a link to another city's zone gets none of its names.
    func testOlderNamesAndLinks() {
        XCTAssertEqual(LocalNames.zoneCity("Europe/Kyiv", in: "uk"), "Київ")
        XCTAssertEqual(LocalNames.zoneCity("Europe/Kyiv", in: "de"), "Kiew")
        XCTAssertEqual(LocalNames.zoneCity("Asia/Kolkata", in: "ja"), "コルカタ")
        XCTAssertNil(LocalNames.zoneCity("America/Nipigon", in: "ja"))
    }

    /// Never a name in another script than the language's.
    func testNoWrongScript() {
        for zone in ["Europe/Paris", "America/New_York", "Asia/Tokyo", "Africa/Cairo"] {
            for language in ["ru", "uk", "ja", "ko", "zh_CN", "zh_TW"] {
                let name = LocalNames.zoneCity(zone, in: language) ?? ""
                XCTAssertFalse(name.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic }, "\(zone) \(language): \(name)")
            }
        }
    }
}
