import LocalNames
import PlaceNames
import SolvervLanguage

/// The places that notices and suggestions name (SPEC §5, §10, issue 42),
/// in the user's language, as the labels of `report` and the large size
/// are (LocalPlaceName, LocalPlaceLabel):
/// - a place named in a sentence (`for Moscow, Idaho, US use …`) by its
///   label in the language, or the English label whole (never two scripts);
/// - a hint, what the user types (`did you mean 'Oslo'`, `--location
///   'Moscow, US'`), in the language only where that form resolves to
///   exactly the place it names (`Осло`, `Москва, US`): every name a label
///   shows is searchable (`make places` adds CLDR's and iso-codes'), but a
///   shorter form may find another place, so a hint is tried, never
///   assumed, and else it is the English one (`Hints`), which always resolves. So every hint printed
///   still picks its place, in any language (docs/places.md).
/// A hint typed as an option is written as /bin/sh reads it: ASCII quotes
/// are the shell's, not the language's. In English this reads no names.
enum LocalHints {
    /// What to type for `city`: its form in the user's language that
    /// resolves to it, else `Hints.hint`; nil where neither does.
    static func hint(for city: City) -> String? {
        let english = Hints.hint(for: city)
        return localHint(for: city) ?? english
    }

    /// The first of `Name`, `Name, CC`, `Name, Region`, `Name, Region, CC`
    /// with the names in the user's language (the place's own, CLDR's or
    /// GeoNames'; the region's CLDR or iso-codes') that `CityLookup`
    /// answers with exactly `city`, in the language's script; nil for none.
    /// `regionFirst`: the forms with the region first (an example of a
    /// city in a region: `Хьюстон, Техас`).
    static func localHint(for city: City, regionFirst: Bool = false) -> String? {
        guard Language.catalogueLanguage != nil, let name = LocalPlaceName.ownName(of: city) else { return nil }
        let latin = LocalNames.writtenInLatin
        guard latin || !LocalPlaceName.isLatin(name) else { return nil }
        var forms = [name, name + ", " + city.countryCode]
        if let code = city.regionCode, let region = LocalNames.region(country: city.countryCode, code: code),
           latin || !LocalPlaceName.isLatin(region) {
            let withRegion = [name + ", " + region, name + ", " + region + ", " + city.countryCode]
            forms = regionFirst ? withRegion + forms : forms + withRegion
        }
        return forms.first { text in
            if case .found(let found, _) = CityLookup.find(text, suggest: false), found.index == city.index { return true }
            return false
        }
    }

    /// `city` as a sentence names it: its label in the user's language
    /// (LocalPlaceLabel), else its English label that resolves to it.
    static func label(of city: City) -> String {
        let english = city.isZonePlace ? city.label : city.resolvingLabel ?? city.label
        guard Language.catalogueLanguage != nil else { return english }
        return LocalPlaceName.label(english, of: city, name: LocalPlaceName.ownName(of: city)) ?? english
    }

    /// `city` as a list of namesakes names it, each item a hint: its label
    /// in the user's language where that label finds it alone, else its
    /// English label that does (`Hints.resolvingLabel`), else nil.
    /// Where the label in the language does not find it alone (a name
    /// two places of a region share in the language), its name in the
    /// language with the country's code, and the region's where it must.
    static func resolvingLabel(of city: City) -> String? {
        guard let english = city.resolvingLabel else { return nil }
        let local = label(of: city)
        if local != english, finds(local, city) { return local }
        if let hint = localHint(for: city, regionFirst: true), hint.utf8.contains(UInt8(ascii: ",")) { return hint }
        if let name = localHint(for: city).flatMap({ $0.utf8.contains(UInt8(ascii: ",")) ? nil : $0 }),
           finds(name + ", " + city.countryCode, city) {
            return name + ", " + city.countryCode
        }
        return english
    }

    static func finds(_ text: String, _ city: City) -> Bool {
        if case .found(let found, _) = CityLookup.find(text, suggest: false), found.index == city.index { return true }
        return false
    }

    /// `--location 'Moscow, US'`: the option for a hint, as /bin/sh reads
    /// it back (`"Khimki, Moskovskaya oblast'"` in double quotes; in
    /// single quotes with `'\''` where it has characters that double
    /// quotes do not keep).
    static func option(_ hint: String) -> String {
        "--location " + shellWord(hint)
    }

    static func shellWord(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "'")) else { return "'" + text + "'" }
        if !text.utf8.contains(where: { "\"$`\\!".utf8.contains($0) }) { return "\"" + text + "\"" }
        var out = "'"
        for c in text.unicodeScalars {
            if c == "'" { out += "'\\''" } else { out.unicodeScalars.append(c) }
        }
        return out + "'"
    }
}
