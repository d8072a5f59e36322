import CPlaceTable

/// The countries and regions a part after a comma may mean: a country's
/// ISO code or name (`NO`, `Norway`, and `USA`, `UK`), or an admin-1
/// region's name, a shorter form of it, its GeoNames code or its ISO 3166-2
/// code (`Jiangsu Sheng`, `Jiangsu`, `West Bengal`, `Saitama`, `IL`,
/// `Illinois`, `ON`), or an admin-2 district's name (`Sangamon County`).
/// `CA` is Canada or California: a part may mean several.
struct Regions {
    var countries: [Int] = []
    var regions: [Int] = []
    var districts: [Int] = []

    /// Common names that are not the table's: `USA`, `UK`.
    static let aliases: [(String, String)] = [
        ("usa", "US"), ("united states of america", "US"), ("america", "US"),
        ("uk", "GB"), ("great britain", "GB"), ("britain", "GB"),
    ]

    init?(_ key: [UInt8]) {
        guard !key.isEmpty else { return nil }
        for (alias, code) in Regions.aliases where Array(alias.utf8) == key {
            for i in 0..<Country.count where Country(i).code == code { countries.append(i) }
        }
        for (i, c) in Regions.countryKeys.enumerated() where c.code == key || c.name == key { countries.append(i) }
        for r in Regions.regions(named: key) {
            if r >= 0x10000 { districts.append(r - 0x10000) } else { regions.append(r) }
        }
        if countries.isEmpty && regions.isEmpty && districts.isEmpty { return nil }
    }

    /// Each country's code and name, folded: once per process, on the first
    /// part after a comma (a line without `--location` never builds them).
    static let countryKeys: [(code: [UInt8], name: [UInt8])] = (0..<Country.count).map {
        let c = Country($0)
        return (Folding.fold(c.code), Folding.fold(c.name))
    }

    /// The country whose English name (or a common one, `USA`) is `key`:
    /// its index. Not its code: `GB` and `NZ` are zones' names too.
    static func country(named key: [UInt8]) -> Int? {
        for (alias, code) in aliases where Array(alias.utf8) == key {
            return (0..<Country.count).first { Country($0).code == code }
        }
        return countryKeys.firstIndex { $0.name == key }
    }

    /// The regions (and, as 0x10000 + its index, the districts) whose keys include `key` (binary search of the sorted keys).
    static func regions(named key: [UInt8]) -> [Int] {
        let count = Int(solverv_region_key_count)
        func keyAt(_ i: Int) -> UnsafePointer<CChar> { solverv_region_key_text_at(solverv_region_key_at(UInt32(i)).pointee.key) }
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if compare(keyAt(mid), key) < 0 { low = mid + 1 } else { high = mid }
        }
        var out: [Int] = []
        var i = low
        while i < count, compare(keyAt(i), key) == 0 {
            out.append(Int(solverv_region_key_at(UInt32(i)).pointee.region))
            i += 1
        }
        return out
    }

    func contains(_ city: City) -> Bool {
        countries.contains(city.countryIndex) || (city.region != 0 && regions.contains(city.region))
            || (city.district != 0 && districts.contains(city.district))
    }

    /// strcmp of a C string with `key`'s bytes.
    static func compare(_ c: UnsafePointer<CChar>, _ key: [UInt8]) -> Int {
        var i = 0
        while true {
            let a = UInt8(bitPattern: c[i])
            let b: UInt8 = i < key.count ? key[i] : 0
            if a != b { return Int(a) - Int(b) }
            if a == 0 { return 0 }
            i += 1
        }
    }
}
