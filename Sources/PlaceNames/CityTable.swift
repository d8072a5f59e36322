import CPlaceTable
import Glibc

/// A city of the bundled table (GeoNames, CC BY 4.0: every city of 15 000
/// people or more), read from the compiled C data only when asked for.
public struct City: Equatable {
    /// The city's place in the table (largest first).
    public let index: Int
    public let name: String
    /// Degrees, north and east positive, as GeoNames gives them (1e-5°).
    public let latitude: Double
    public let longitude: Double
    public let population: Int
    /// Its tz database zone, e.g. `Europe/Oslo`.
    public let zone: String
    /// ISO 3166 code, e.g. `NO`.
    public let countryCode: String
    public let countryName: String
    /// A US city's state, by postal code (`OR`) and name (`Oregon`); else nil.
    public let stateCode: String?
    public let stateName: String?

    /// How many cities the table has.
    public static var count: Int { Int(solverv_city_count) }

    init(_ index: Int) {
        let c = solverv_city_at(UInt32(index)).pointee
        self.index = index
        name = String(cString: solverv_place_text_at(c.name))
        latitude = Double(c.latitude) / 1e5
        longitude = Double(c.longitude) / 1e5
        population = Int(c.population)
        zone = String(cString: solverv_zone_name(UInt32(c.zone)))
        let country = Region(solverv_country_at(UInt32(c.country)).pointee)
        countryCode = country.code
        countryName = country.name
        if c.state != 0 {
            let state = Region(solverv_state_at(UInt32(c.state)).pointee)
            stateCode = state.code
            stateName = state.name
        } else {
            stateCode = nil
            stateName = nil
        }
    }

    /// `Portland, Oregon, US`, `Tromsø, NO`: how a list tells cities apart.
    public var label: String {
        name + (stateName.map { ", " + $0 } ?? "") + ", " + countryCode
    }
}

/// A country or a US state: a code and a name.
struct Region {
    let code: String
    let name: String

    init(_ r: solverv_region) {
        var code = r.code
        self.code = withUnsafeBytes(of: &code) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        name = String(cString: solverv_place_text_at(r.name))
    }
}

/// The table's keys: folded names, sorted by their bytes.
enum Keys {
    static var count: Int { Int(solverv_place_key_count) }

    /// The key at `i`, its city and whether it is an alternate spelling.
    static func entry(_ i: Int) -> (key: UnsafePointer<CChar>, city: Int, alternate: Bool) {
        let e = solverv_place_key_entry(UInt32(i)).pointee
        return (solverv_place_key_at(e.key), Int(e.city & 0x7fff_ffff), e.city & 0x8000_0000 != 0)
    }

    /// The entries whose key is `key`, found by binary search, within the
    /// bucket of its first two letters where it has one.
    static func matching(_ key: [UInt8]) -> Range<Int> {
        var bounds = 0..<count
        if key.count >= 2, let a = letter(key[0]), let b = letter(key[1]) {
            let pair = UInt32(a * 26 + b)
            bounds = Int(solverv_place_bucket(0, pair))..<Int(solverv_place_bucket(1, pair))
        }
        func first(where after: (Int32) -> Bool) -> Int {
            var low = bounds.lowerBound, high = bounds.upperBound
            while low < high {
                let mid = (low + high) / 2
                if after(compare(entry(mid).key, key)) { high = mid } else { low = mid + 1 }
            }
            return low
        }
        let start = first { $0 >= 0 }
        let end = first { $0 > 0 }
        return start..<end
    }

    /// 0–25 for a–z, else nil.
    private static func letter(_ b: UInt8) -> Int? {
        b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z") ? Int(b - UInt8(ascii: "a")) : nil
    }

    /// strcmp of a C key with `key`'s bytes: negative, zero or positive.
    static func compare(_ c: UnsafePointer<CChar>, _ key: [UInt8]) -> Int32 {
        var i = 0
        while true {
            let a = UInt8(bitPattern: c[i])
            let b: UInt8 = i < key.count ? key[i] : 0
            if a != b { return Int32(a) - Int32(b) }
            if a == 0 { return 0 }
            i += 1
        }
    }

    /// The bytes of a key.
    static func bytes(_ c: UnsafePointer<CChar>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: UnsafeRawPointer(c).assumingMemoryBound(to: UInt8.self), count: Int(strlen(c)))
    }
}
