import LocalNames
import PlaceNames
import SolvervContracts
import SolvervEngine
import SolvervLanguage

/// A place of the table named in the user's language (SPEC §10, issue 34),
/// for what a person reads: the large size, the tooltip, `report`, the
/// chart and `{location}`. The JSON snapshot keeps the English names.
///
/// The name, first found:
/// 1. the name the user typed, when it is one of the place's other names
///    (`--location München` shows `München`, `--location Москва` `Москва`,
///    `--location 北京` `北京`), written with its capitals (`münchen`, all
///    small, is a search, not a spelling);
/// 2. CLDR's exemplar city, for a place that is its zone's city (Moscow is
///    `Moskau` in German), and for a zone's own place (McMurdo, `マクマード基地`);
/// 3. the place's one GeoNames name in the script of the language (Cyrillic
///    for ru and uk, Hangul, kana or kanji, simplified or traditional Han);
/// 4. else the English name (nil here).
/// Its region is named as iso-codes' ISO 3166-2 catalogue names it in the
/// language (`Bayern` → `Bavière`), else as in English.
///
/// In English (C, POSIX, a locale without a catalogue) this reads nothing.
enum LocalPlaceName {
    /// The place's names in the user's language, looked up when first read;
    /// nil in English. `label` is the English one (`Munich, Bayern, DE`).
    static func names(of city: City, typed: String?, label: String) -> LocalPlaceNames? {
        guard Language.translating else { return nil }
        return LocalPlaceNames {
            let name = LocalPlaceName.name(of: city, typed: typed)
            return (name, LocalPlaceName.label(label, of: city, name: name))
        }
    }

    /// The place's name in the user's language, where it differs from `city.name`.
    static func name(of city: City, typed: String?) -> String? {
        guard Language.catalogueLanguage != nil else { return nil }
        if let typed = typedName(typed, of: city) { return typed }
        if city.isZonePlace {
            // A zone's own place (McMurdo) is its zone's city, when named alike.
            let own = ZoneTable.city(of: city.zone)
            return Folding.fold(own) == Folding.fold(city.name) ? LocalNames.zoneCity(city.zone) : nil
        }
        return LocalNames.place(latitude: city.latitude, longitude: city.longitude)
    }

    /// `label` (`Munich, Bayern, DE`, as the English lists write it) with
    /// the place's and its region's names in the user's language.
    static func label(_ label: String, of city: City, name: String?) -> String? {
        guard Language.catalogueLanguage != nil else { return nil }
        guard label.hasPrefix(city.name) else { return nil }
        // The parts after the name: `Bayern`, `DE` (or a district first, `near …` last).
        var parts = label.dropFirst(city.name.count).split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        if let region = city.regionName, let code = city.regionCode,
           let localRegion = LocalNames.region(country: city.countryCode, code: code),
           let i = parts.firstIndex(of: " " + region) {
            parts[i] = " " + localRegion
        }
        var local = name ?? city.name
        for part in parts.dropFirst() { local += "," + part }
        return local == label ? nil : local
    }

    /// The name as typed (its part before a comma), when it is one of the
    /// place's other names and is written as a name is, with its capitals.
    static func typedName(_ typed: String?, of city: City) -> String? {
        guard let typed, !city.name.contains(",") else { return nil }
        let part = typed.prefix { $0 != "," }
        let name = String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        let key = Folding.fold(name)
        guard !key.isEmpty, key != Folding.fold(city.name), isWrittenAsAName(name),
              CityLookup.places(named: name).contains(where: { $0.index == city.index })
        else { return nil }
        return name
    }

    /// Whether a name in a script with capitals has some, and is not all
    /// capitals (`München`, not `münchen` or `MÜNCHEN`); a script without
    /// (`東京`, `서울`) always is.
    static func isWrittenAsAName(_ name: String) -> Bool {
        var upper = 0, lower = 0
        for scalar in name.unicodeScalars {
            if scalar.properties.isUppercase { upper += 1 } else if scalar.properties.isLowercase { lower += 1 }
        }
        if upper + lower == 0 { return true }
        return upper > 0 && (lower > 0 || upper == 1)
    }
}
