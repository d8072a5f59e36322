import LocalNames
import PlaceNames
import SolvervLanguage

/// A place's label in the user's language (SPEC §10, issue 42): the English
/// label (`Tromsø, Troms, NO`, as the lists write it) with the place's name
/// and its region's in that language (`Тромсё, Тромс, NO`). The region's
/// name is CLDR's subdivision name, else iso-codes' (`Bayern` → `Bavière`),
/// else the English one. The country stays a code, in every language: it
/// is what `--location 'Name, CC'` takes, and no word of any language.
///
/// A label never mixes scripts. In a language with a script of its own
/// (ru, uk, ja, ko, zh_CN, zh_TW), where a part has no name in it:
/// - the region is left out when no other place of the name is in the
///   country (`Тромсё, NO`), so that the label still tells the place from
///   its namesakes;
/// - else, and where the place itself or a district has none, the label
///   is the English one, whole: the form `--location`
///   takes, and the one the lists and hints print.
///
/// The qualifier of a place that shares its name with another of its
/// district (`Hayes, England, GB, near Southall`) says `near` in the
/// language (gettext), with the place near by as the language names it; in
/// a language with a script of its own where that place has no name in
/// it, the qualifier is left out rather than mix scripts: the label then
/// names the place, its region and country, and where it must tell the
/// namesakes apart it goes with what does (a notice gives the option that
/// picks each; a list of candidates, which are hints, prints the English
/// label whole, the form that finds it: LocalHints).
extension LocalPlaceName {
    /// `label` in the user's language, with `name` (nil: the English one)
    /// as the place's; nil where it is the English label.
    static func label(_ label: String, of city: City, name: String?) -> String? {
        guard Language.catalogueLanguage != nil else { return nil }
        let bytes = Array(label.utf8), near = Array(", near ".utf8)
        guard let at = find(near, in: bytes) else { return labelWithoutNear(label, of: city, name: name) }
        let base = String(decoding: bytes[..<at], as: UTF8.self)
        let latin = LocalNames.writtenInLatin
        guard let local = labelWithoutNear(base, of: city, name: name) ?? (latin ? base : nil) else { return nil }
        return local + nearPart(String(decoding: bytes[(at + near.count)...], as: UTF8.self), latin: latin)
    }

    /// `, near Southall` in the user's language (`, bij Southall`, `, рядом с Саутхоллом`
    /// as its catalogue writes it), or "" where the place has no name in its script.
    static func nearPart(_ reference: String, latin: Bool) -> String {
        var shown = latin ? reference : nil
        if case .found(let place, _) = CityLookup.find(reference, suggest: false),
           let own = ownName(of: place), latin || !isLatin(own) {
            shown = own
        }
        // TRANSLATORS: the last part of a place's label that tells it from a namesake of its district (Hayes, England, GB, near Southall); %s is a place near by.
        return shown.map { ", " + fill(tr("near %s"), $0) } ?? ""
    }

    /// `label` (without a `near` part) in the user's language; nil where it
    /// is the English label. Bytes, not Characters: the generic splits cost
    /// a large line a dozen page faults.
    static func labelWithoutNear(_ label: String, of city: City, name: String?) -> String? {
        let latin = LocalNames.writtenInLatin
        // No name in the language's script (none, or a Latin one typed): the English label, whole.
        guard latin || name.map({ !isLatin($0) }) ?? false else { return nil }
        let whole = Array(label.utf8), own = Array(city.name.utf8)
        guard whole.starts(with: own) else { return nil }
        // What follows the name: `, Bayern, DE` (or a district first, `near …` last).
        var rest = Array(whole[own.count...])
        if let region = city.regionName, let code = city.regionCode {
            let part = Array((", " + region + ",").utf8)
            if let at = find(part, in: rest) {
                if let localRegion = LocalNames.region(country: city.countryCode, code: code) {
                    rest.replaceSubrange(at..<(at + part.count), with: Array((", " + localRegion + ",").utf8))
                } else if !latin {
                    guard at == 0, rest.count == part.count + city.countryCode.utf8.count + 1,
                          !hasNamesakes(city) else { return nil }
                    rest.removeSubrange(0..<(part.count - 1))
                }
            }
        }
        if !latin {
            // What is left but the country's code must be in the language's script.
            let code = Array((", " + city.countryCode).utf8)
            let words = rest.count >= code.count && Array(rest.suffix(code.count)) == code ? rest.dropLast(code.count) : rest[...]
            guard !isLatin(String(decoding: words, as: UTF8.self)) else { return nil }
        }
        let local = (name ?? city.name) + String(decoding: rest, as: UTF8.self)
        return local == label ? nil : local
    }

    /// Whether another place of the table in `city`'s country has its name.
    static func hasNamesakes(_ city: City) -> Bool {
        CityLookup.places(named: city.name).contains { $0.index != city.index && $0.countryCode == city.countryCode }
    }

    /// Whether `text` has a Latin letter (ASCII, Latin-1, Extended-A and -B,
    /// Extended Additional): plain ranges, no Unicode tables to page in.
    static func isLatin(_ text: String) -> Bool {
        text.unicodeScalars.contains { s in
            switch s.value {
            case 0x41...0x5A, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F, 0x1E00...0x1EFF: return true
            default: return false
            }
        }
    }

    /// Where `part` first starts in `bytes`, or nil.
    static func find(_ part: [UInt8], in bytes: [UInt8]) -> Int? {
        guard part.count <= bytes.count else { return nil }
        for at in 0...(bytes.count - part.count) where bytes[at] == part[0] {
            var i = 1
            while i < part.count, bytes[at + i] == part[i] { i += 1 }
            if i == part.count { return at }
        }
        return nil
    }
}
