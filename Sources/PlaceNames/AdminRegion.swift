import CPlaceTable

/// A region of the table by its own name, as a newcomer types it for a
/// place (`Texas`, `Bavaria`, `Hokkaido`, `Oregon`): an admin-1 region (a
/// US state, a German Land, a Japanese prefecture), which is no place to
/// show the sun of. `CityLookup` answers a name that only regions carry
/// with them (`Result.region`), and `regions(named:)` says which regions a
/// name that a city carries also names (Oregon, Ohio, and the state of
/// Oregon), so that the city is never taken for the region silently.
///
/// A region's code (`TX`, `BY`, GeoNames' `02`) is no name here: short
/// codes are zones' names too (`GB`, `NZ`), and `Name, TX` reads them.
public struct AdminRegion: Equatable {
    /// Its index in the table's regions (1…; 0 is none).
    let index: Int

    init(_ index: Int) {
        self.index = index
    }

    /// Its name as GeoNames gives it: `Texas`, `Bavaria`, `Tokyo`.
    public var name: String {
        String(cString: solverv_place_text_at(solverv_region_at(UInt32(index)).pointee.name))
    }

    /// GeoNames' code for it (a US state's postal code: `TX`, `DC`).
    public var code: String {
        String(cString: solverv_place_text_at(solverv_region_at(UInt32(index)).pointee.code))
    }

    public var countryCode: String { country.code }
    public var countryName: String { country.name }
    var country: Country { Country(Int(solverv_region_at(UInt32(index)).pointee.country)) }

    /// Its largest city of the table, if any: the example a message gives.
    /// (Cities are largest first: a scan until one lies in it, read only
    /// where a message is written.)
    public var largestCity: City? {
        for i in 0..<City.cityCount where City(i).region == index { return City(i) }
        return nil
    }

    /// What to type for a place in it: its largest city as `City, Region`
    /// (`Houston, Texas`), else as the first form of `Hints` that finds
    /// exactly that city; nil where it has no city, or none finds it.
    public var example: String? {
        guard let city = largestCity else { return nil }
        for text in [city.name + ", " + name, city.name + ", " + name + ", " + city.countryCode] where Hints.resolves(text, to: city) {
            return text
        }
        return Hints.hint(for: city)
    }

    /// Whether `city` lies in it.
    public func contains(_ city: City) -> Bool { city.region == index }

    /// The regions whose name (or another of their names, in any script,
    /// or one without a generic word: `Jiangsu` for `Jiangsu Sheng`) is
    /// `text`, folded; not their codes. In the table's order.
    public static func named(_ text: String) -> [AdminRegion] { named(key: Folding.fold(text)) }

    static func named(key: [UInt8]) -> [AdminRegion] {
        guard !key.isEmpty else { return [] }
        var found: [AdminRegion] = []
        for r in Regions.regions(named: key) where r < 0x10000 && !found.contains(where: { $0.index == r }) {
            let region = AdminRegion(r)
            // A short word of letters and digits that is not the region's
            // own name is one of its codes (`TX`, `BY`, `02`).
            let short = key.count <= 3 && key.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x7A).contains($0) }
            if short, Folding.fold(region.name) != key { continue }
            found.append(region)
        }
        return found
    }
}
