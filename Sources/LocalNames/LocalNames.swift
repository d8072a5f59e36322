import CLocalNames
import SolvervLanguage

/// Names of places in the language the user reads (SPEC §10): `Moskau`,
/// `Москва`, `東京` for Moscow and Tokyo, `Bavière` for Bayern. From the
/// table `make local-names` generates (CLDR's exemplar cities of the zones,
/// a place's one GeoNames name in the language's own script, CLDR's
/// subdivision names, else iso-codes' translations, of ISO 3166-2's
/// regions): nil where the language has no
/// name of its own, and always in English (C, POSIX, en, `speakEnglish`),
/// so that the English name stays and machine output never changes.
///
/// Only a lookup reads the table, a few pages of its own section: a line in
/// English, or one that names no place, never touches it.
public enum LocalNames {
    /// The zone's city (`Europe/Moscow` → `Moskau` in German), where CLDR
    /// names it in the user's language otherwise than in English.
    public static func zoneCity(_ zone: String) -> String? {
        zoneCity(zone, in: Language.catalogueLanguage)
    }

    /// `zoneCity(_:)` in `language` (`de`, `zh_CN`), nil for none.
    package static func zoneCity(_ zone: String, in language: String?) -> String? {
        guard let language = index(of: language) else { return nil }
        let row = search(count: Int(solverv_local_zone_count)) { compare(solverv_local_key(0, UInt32($0)), zone) }
        return row.flatMap { name(language, kind: 0, row: $0) }
    }

    /// The place at these coordinates (1e-5 degrees, as the place table
    /// has them), in the user's language: its zone's city as CLDR names it,
    /// or its one name in the language's script.
    public static func place(latitude: Double, longitude: Double) -> String? {
        place(latitude: latitude, longitude: longitude, in: Language.catalogueLanguage)
    }

    /// `place(latitude:longitude:)` in `language`, nil for none.
    package static func place(latitude: Double, longitude: Double, in language: String?) -> String? {
        guard let language = index(of: language) else { return nil }
        let lat = Int32((latitude * 1e5).rounded()), lon = Int32((longitude * 1e5).rounded())
        func order(_ p: solverv_local_point) -> Int {
            p.latitude != lat ? (p.latitude < lat ? -1 : 1) : p.longitude != lon ? (p.longitude < lon ? -1 : 1) : 0
        }
        // The samples (every 32nd key) first: then one block of keys, a page at most.
        var low = 0, high = Int(solverv_local_place_sample_count)
        while low < high {
            let mid = (low + high) / 2
            if order(solverv_local_place_sample(UInt32(mid))) <= 0 { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return nil }
        let first = (low - 1) * 32, count = min(32, Int(solverv_local_place_count) - first)
        let row = search(count: count) { order(solverv_local_place(UInt32(first + $0))) }
        return row.flatMap { name(language, kind: 2, row: first + $0) }
    }

    /// A region by its country's code and GeoNames' admin-1 code (`DE`,
    /// `02`: Bayern → `Bavière` in French; `NO`, `18`: Troms → `Тромс` in
    /// Russian; `JP`, `40`: Tokyo → `Tokio` in German, `東京都` in Japanese).
    public static func region(country: String, code: String) -> String? {
        region(country: country, code: code, in: Language.catalogueLanguage)
    }

    /// `region(country:code:)` in `language`, nil for none.
    package static func region(country: String, code: String, in language: String?) -> String? {
        guard let language = index(of: language) else { return nil }
        let key = country + "." + code
        let row = search(count: Int(solverv_local_region_count)) { compare(solverv_local_key(1, UInt32($0)), key) }
        return row.flatMap { name(language, kind: 1, row: $0) }
    }

    /// A country by its code, as CLDR names it in the user's language
    /// (`RU` → Russland, Россия, ロシア); nil where that is GeoNames'
    /// English name, or in English.
    public static func country(code: String) -> String? {
        country(code: code, in: Language.catalogueLanguage)
    }

    /// `country(code:)` in `language`, nil for none.
    package static func country(code: String, in language: String?) -> String? {
        guard let language = index(of: language) else { return nil }
        let row = search(count: Int(solverv_local_country_count)) { compare(solverv_local_key(3, UInt32($0)), code) }
        return row.flatMap { name(language, kind: 3, row: $0) }
    }

    /// Whether the user's language is written in Latin letters (de, fr, pl),
    /// not in a script of its own (ru, uk, ja, ko, zh_CN, zh_TW); true in English.
    public static var writtenInLatin: Bool { writtenInLatin(Language.catalogueLanguage) }

    /// `writtenInLatin` for `language`.
    package static func writtenInLatin(_ language: String?) -> Bool {
        guard let language = index(of: language) else { return true }
        return solverv_local_language_is_latin(UInt32(language)) != 0
    }

    /// The index of `language` among the table's, or nil (English, or none given).
    static func index(of language: String?) -> Int? {
        guard let language else { return nil }
        for i in 0..<Int(solverv_local_language_count) where compare(solverv_local_language(UInt32(i)), language) == 0 {
            return i
        }
        return nil
    }

    /// The name of row `row` of `kind` (0 zones, 1 regions, 2 places, 3 countries) in
    /// `language`: a binary search of that language's entries.
    static func name(_ language: Int, kind: UInt32, row: Int) -> String? {
        let starts = solverv_local_starts(kind), entries = solverv_local_entries(kind)
        let start = Int(starts[language]), end = Int(starts[language + 1])
        guard let i = search(count: end - start, { Int(entries[start + $0].row) - row }) else { return nil }
        let e = entries[start + i]
        return String(cString: solverv_local_text(kind) + Int(UInt32(e.text_low) | UInt32(e.text_high) << 16))
    }

    /// The index in 0..<count where `order` (the entry against the key:
    /// negative before, 0 at, positive after) is 0, or nil.
    static func search(count: Int, _ order: (Int) -> Int) -> Int? {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            let o = order(mid)
            if o == 0 { return mid }
            if o < 0 { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    /// strcmp of a NUL-terminated text of the table with `key`'s bytes.
    static func compare(_ text: UnsafePointer<CChar>, _ key: String) -> Int {
        var i = 0
        for b in key.utf8 {
            let t = UInt8(bitPattern: text[i])
            if t != b { return t == 0 ? -1 : Int(t) - Int(b) }
            i += 1
        }
        return text[i] == 0 ? 0 : 1
    }
}
