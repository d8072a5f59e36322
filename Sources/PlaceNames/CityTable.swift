import CPlaceTable
import Glibc

/// A place of the bundled table, read from the compiled C data only when
/// asked for: a GeoNames city of 15 000 people or more (CC BY 4.0), or a tz
/// zone's own place from `zone.tab` (McMurdo, Troll, the South Pole), which
/// has no population.
///
/// A view of the place's record: each property reads what it says, and
/// nothing else. A line that found a place reads its record (one page) and
/// its zone's name, not its district's or its country's name.
public struct City: Equatable {
    /// The place's index in the table (cities largest first, then zones' places).
    public let index: Int
    /// Where its record is in the data.
    let record: UInt32

    public init(_ index: Int) {
        self.index = index
        record = solverv_place_record(UInt32(index))
    }

    /// The place whose record is at `record` (a name's `NameIndex.Ref`).
    init(record: Int) {
        self.record = UInt32(record)
        index = Int(solverv_place_index(UInt32(record)))
    }

    public static func == (a: City, b: City) -> Bool { a.index == b.index }

    /// How many places the table has.
    public static var count: Int { Int(solverv_place_count) }
    /// How many of them are cities (the rest are zones' own places).
    public static var cityCount: Int { Int(solverv_city_count) }

    public var name: String { String(cString: solverv_place_name(record)) }
    /// Degrees, north and east positive, as GeoNames gives them (1e-5°).
    public var latitude: Double { Double(solverv_place_latitude(record)) / 1e5 }
    public var longitude: Double { Double(solverv_place_longitude(record)) / 1e5 }
    /// People; 0 for a zone's place.
    public var population: Int { Int(solverv_place_population(record)) }
    /// Its tz database zone, e.g. `Europe/Oslo`.
    public var zone: String { String(cString: solverv_zone_name(UInt32(solverv_place_zone(record)))) }
    /// ISO 3166 code, e.g. `NO`.
    public var countryCode: String { country.code }
    public var countryName: String { country.name }
    var country: Country { Country(Int(solverv_place_country(record))) }
    /// Its admin-1 region as GeoNames names it (`West Bengal`, `Oregon`), and
    /// that region's code (GeoNames', a US state's postal code); nil where
    /// there is none.
    public var regionName: String? {
        let name = String(cString: text(after: 1))
        return name.isEmpty ? nil : name
    }
    public var regionCode: String? {
        guard region != 0 else { return nil }
        let code = String(cString: solverv_place_text_at(solverv_region_at(UInt32(region)).pointee.code))
        return code.isEmpty ? nil : code
    }
    /// Its admin-2 district (`Kolkata`, `Sangamon County`), where GeoNames'
    /// table gives one: it tells apart places of one name in one region.
    public var districtName: String? {
        let d = solverv_place_district(record)
        return d == 0 ? nil : String(cString: solverv_district_name(UInt32(d)))
    }
    /// The index of its region in the table (0: none).
    var region: Int { Int(solverv_place_region(record)) }
    var district: Int { Int(solverv_place_district(record)) }
    var countryIndex: Int { Int(solverv_place_country(record)) }

    /// `Kolkata, West Bengal, IN`, `McMurdo, AQ`: the place, its region and
    /// its country, as the large size, `report` and the lists name it.
    /// A name that already ends with its region (`Misato, Saitama`) does
    /// not repeat it.
    public var label: String {
        let region = regionName.map { name.hasSuffix(", " + $0) ? "" : ", " + $0 } ?? ""
        return name + region + ", " + countryCode
    }

    /// The label that finds this place alone, as the lists and the line
    /// print it: `label`, else `Name, District, Region, CC`, else the label
    /// with `near Place`; nil where none does. `Hints.resolvingLabel` works
    /// it out; `make places` writes its answer into the table, so that a
    /// line reads it rather than making the lookups (PlaceNamesTests and
    /// `make bench-places` check the two agree for every place).
    public var resolvingLabel: String? {
        switch solverv_place_label_kind(record) {
        case 0: return label
        case 1: return String(cString: text(after: 2))
        default: return nil
        }
    }

    /// The `n`th string after the name in the record (1: the region's name, 2: the label).
    private func text(after n: Int) -> UnsafePointer<CChar> {
        var p = solverv_place_name(record)
        for _ in 0..<n { p += strlen(p) + 1 }
        return p
    }

    /// Whether this is a zone's own place rather than a city.
    public var isZonePlace: Bool { index >= City.cityCount }
}

/// A country or territory of the table: its ISO code, its English name and
/// its capital, where the table has that city (Guam's Hagåtña, 1 000
/// people, it has not).
public struct Country: Equatable {
    let index: Int

    init(_ index: Int) {
        self.index = index
    }

    public var code: String {
        var r = solverv_country_at(UInt32(index)).pointee
        return withUnsafeBytes(of: &r.code) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    public var name: String { String(cString: solverv_place_text_at(solverv_country_at(UInt32(index)).pointee.name)) }

    public var capital: City? {
        let i = solverv_country_at(UInt32(index)).pointee.capital
        return i < 0 ? nil : City(Int(i))
    }

    static var count: Int { Int(solverv_country_count) }
}
