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
///    small, is a search, not a spelling), and not as English writes it
///    where the language has a name of its own (`--location 'New York'`
///    shows `Nueva York` in Spanish, `Нью-Йорк` in Russian);
/// 2. CLDR's exemplar city, for a place that is its zone's city (Moscow is
///    `Moskau` in German), and for a zone's own place (McMurdo, `マクマード基地`);
/// 3. the place's one GeoNames name in the script of the language (Cyrillic
///    for ru and uk, Hangul, kana or kanji, simplified or traditional Han);
/// 4. else the English name (nil here).
/// The label around it: LocalPlaceLabel.swift.
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
        guard let typed = typedName(typed, of: city) else { return ownName(of: city) }
        // A name typed as English writes it gives way to the language's own:
        // `New York` (New York City's zone's city) in Spanish, any Latin name in Russian.
        let english = Folding.fold(typed) == Folding.fold(ZoneTable.city(of: city.zone))
        guard english || !LocalNames.writtenInLatin && isLatin(typed) else { return typed }
        return ownName(of: city) ?? typed
    }

    /// The place's own name in the user's language: its zone's city as CLDR
    /// names it, or its one name in the language's script.
    static func ownName(of city: City) -> String? {
        if city.isZonePlace {
            // A zone's own place (McMurdo) is its zone's city, when named alike.
            let own = ZoneTable.city(of: city.zone)
            return Folding.fold(own) == Folding.fold(city.name) ? LocalNames.zoneCity(city.zone) : nil
        }
        return LocalNames.place(latitude: city.latitude, longitude: city.longitude)
    }

    /// The name as typed (its part before a comma, without the spaces
    /// around it), when it is one of the place's other names and is written
    /// as a name is, with its capitals.
    static func typedName(_ typed: String?, of city: City) -> String? {
        guard let typed, !city.name.utf8.contains(UInt8(ascii: ",")) else { return nil }
        let bytes = Array(typed.utf8)
        var end = bytes.firstIndex(of: UInt8(ascii: ",")) ?? bytes.count, start = 0
        while start < end, bytes[start] == 0x20 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 { end -= 1 }
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        let key = Folding.fold(name)
        guard !key.isEmpty, key != Folding.fold(city.name), isWrittenAsAName(name),
              CityLookup.places(named: name).contains(where: { $0.index == city.index })
        else { return nil }
        return name
    }

    /// Whether a name begins as a name does: with a capital (`München`, not
    /// `münchen`), and not in capitals throughout (`MÜNCHEN`). A script
    /// without capitals (`東京`, `서울`) always does. Only the scripts whose
    /// case is plain arithmetic are told (Latin, Greek, Cyrillic): no
    /// Unicode tables to page in for one name.
    static func isWrittenAsAName(_ name: String) -> Bool {
        var scalars = name.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return false }
        switch letterCase(first) {
        case .lower: return false
        case .upper: return scalars.next().map { letterCase($0) != .upper } ?? true
        case .none: return true
        }
    }

    enum Case { case upper, lower, none }

    static func letterCase(_ s: Unicode.Scalar) -> Case {
        let v = s.value
        switch v {
        case 0xD7, 0xF7: return .none
        case 0x41...0x5A, 0xC0...0xDE, 0x391...0x3A9, 0x400...0x42F, 0x178: return .upper
        case 0x61...0x7A, 0xDF...0xFF, 0x3B1...0x3C9, 0x430...0x45F, 0x138, 0x149, 0x17F: return .lower
        // Latin Extended-A pairs its capitals and small letters, the capital
        // first: on even code points, and on odd ones from Ĺ to ň and Ź to ž.
        case 0x139...0x148, 0x179...0x17E: return v % 2 == 1 ? .upper : .lower
        case 0x100...0x17F: return v % 2 == 0 ? .upper : .lower
        default: return .none
        }
    }
}
