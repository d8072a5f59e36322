import Foundation
import LocalNames
import TestSupport
import XCTest

/// The generated table of names in the user's language (issue 34) against
/// CLDR's and iso-codes' own answers for a sample (`local_names_sample.tsv`,
/// asked of babel and pycountry afresh by `make local-names`), not against
/// the generator's own choices.
final class LocalNamesTests: XCTestCase {
    static func sample() throws -> [(kind: String, language: String, key: String, name: String)] {
        let text = try String(contentsOfFile: Fixtures.directory + "/local_names_sample.tsv", encoding: .utf8)
        return text.split(separator: "\n").dropFirst().map { line in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return (f[0], f[1], f[2], f[3])
        }
    }

    func testZonesAndRegionsAreNamedAsCLDRAndISOCodesNameThem() throws {
        let rows = try Self.sample()
        XCTAssertGreaterThan(rows.filter { $0.kind == "zone" }.count, 100)
        XCTAssertGreaterThan(rows.filter { $0.kind == "region" }.count, 50)
        for row in rows {
            switch row.kind {
            case "zone":
                XCTAssertEqual(LocalNames.zoneCity(row.key, in: row.language), row.name, "\(row)")
            default:
                let key = row.key.split(separator: ".", maxSplits: 1).map(String.init)
                XCTAssertEqual(LocalNames.region(country: key[0], code: key[1], in: row.language), row.name, "\(row)")
            }
        }
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
