import CPlaceTable
import Glibc

/// A place of the bundled table, read from the compiled C data only when
/// asked for: a GeoNames city of 15 000 people or more (CC BY 4.0), or a tz
/// zone's own place from `zone.tab` (McMurdo, Troll, the South Pole), which
/// has no population.
public struct City: Equatable {
    /// The place's index in the table (cities largest first, then zones' places).
    public let index: Int
    public let name: String
    /// Degrees, north and east positive, as GeoNames gives them (1e-5°).
    public let latitude: Double
    public let longitude: Double
    /// People; 0 for a zone's place.
    public let population: Int
    /// Its tz database zone, e.g. `Europe/Oslo`.
    public let zone: String
    /// ISO 3166 code, e.g. `NO`.
    public let countryCode: String
    public let countryName: String
    /// Its admin-1 region as GeoNames names it (`West Bengal`, `Oregon`), and
    /// that region's code (GeoNames', a US state's postal code); nil where
    /// there is none.
    public let regionName: String?
    public let regionCode: String?
    /// Its admin-2 district (`Kolkata`, `Sangamon County`), where GeoNames'
    /// table gives one: it tells apart places of one name in one region.
    public let districtName: String?
    /// The index of its region in the table (0: none).
    let region: Int

    /// How many places the table has.
    public static var count: Int { Int(solverv_place_count) }
    /// How many of them are cities (the rest are zones' own places).
    public static var cityCount: Int { Int(solverv_city_count) }

    public init(_ index: Int) {
        let c = solverv_place_at(UInt32(index)).pointee
        self.index = index
        name = String(cString: solverv_place_text_at(c.name))
        latitude = Double(c.latitude) / 1e5
        longitude = Double(c.longitude) / 1e5
        population = Int(c.population)
        zone = String(cString: solverv_zone_name(UInt32(c.zone)))
        let country = Country(Int(c.country))
        countryCode = country.code
        countryName = country.name
        region = Int(c.region)
        districtName = c.district == 0 ? nil : String(cString: solverv_district_name(UInt32(c.district)))
        if c.region != 0 {
            let r = solverv_region_at(UInt32(c.region)).pointee
            let name = String(cString: solverv_place_text_at(r.name))
            regionName = name.isEmpty ? nil : name
            let code = String(cString: solverv_place_text_at(r.code))
            regionCode = code.isEmpty ? nil : code
        } else {
            regionName = nil
            regionCode = nil
        }
    }

    /// `Kolkata, West Bengal, IN`, `McMurdo, AQ`: the place, its region and
    /// its country, as the large size, `report` and the lists name it.
    /// A name that already ends with its region (`Misato, Saitama`) does
    /// not repeat it.
    public var label: String {
        let region = regionName.map { name.hasSuffix(", " + $0) ? "" : ", " + $0 } ?? ""
        return name + region + ", " + countryCode
    }

    /// Whether this is a zone's own place rather than a city.
    public var isZonePlace: Bool { index >= City.cityCount }
}

/// A country or territory of the table: its ISO code, its English name and
/// its capital, where the table has that city (Guam's Hagåtña, 1 000
/// people, it has not).
public struct Country: Equatable {
    public let code: String
    public let name: String
    let index: Int

    init(_ index: Int) {
        var r = solverv_country_at(UInt32(index)).pointee
        self.index = index
        code = withUnsafeBytes(of: &r.code) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        name = String(cString: solverv_place_text_at(r.name))
    }

    public var capital: City? {
        let i = solverv_country_at(UInt32(index)).pointee.capital
        return i < 0 ? nil : City(Int(i))
    }

    static var count: Int { Int(solverv_country_count) }
}
