import Glibc
import LocalNames
import PlaceNames
import SolvervContracts
import SolvervIO
import SolvervLanguage

/// A region's name given to `--location` (SPEC §5: a place is never
/// guessed silently). `Texas` names no place: the answer says it is a
/// region, and which city to name (its largest, as `City, Region`, a hint
/// that finds it). `Oregon` names a city, Oregon, Ohio, and a state: the
/// city is the answer, and the notice names the state, where the
/// namesakes are named (`Namesakes`: stderr on a terminal, `report`). A
/// city in the region of its name (New York City, Berlin, Tokyo) is that
/// region's city: nothing to say.
///
/// The regions are looked up only where the notice is shown: a line in a
/// bar, whose stderr is no terminal, reads no more of the table for it.
package struct RegionNamesake {
    /// The name given (a name alone, without a comma); "" for none.
    var query = ""
    /// The place it found (its index in the table).
    var city = 0

    init() {}

    init(query: String, city: City) {
        if !query.utf8.contains(UInt8(ascii: ",")) { self.query = query }
        self.city = city.index
    }

    /// The regions the name names that the place is not in.
    func regions() -> [AdminRegion] {
        guard !query.isEmpty else { return [] }
        let chosen = City(city)
        return AdminRegion.named(query).filter { !$0.contains(chosen) }
    }

    /// `Oregon is also a US state: for a place there, name a city in it,
    /// e.g. --location 'Portland, Oregon'`, or nil.
    func clause() -> String? {
        let regions = regions()
        guard let first = regions.first else { return nil }
        // TRANSLATORS: %1$s is a region's name (Oregon), %2$s what it is ("a US state"), %3$s one or more --location examples.
        return fill(tr("%1$s is also %2$s: for a place there, name a city in it, e.g. %3$s"), RegionNames.shownName(first),
                    RegionNames.kinds(regions), RegionNames.examples(regions))
    }
}

enum RegionNames {
    /// What a region is, as a person says it: `a US state`, `a region of France`.
    static func kind(_ region: AdminRegion) -> String {
        switch region.countryCode {
        // TRANSLATORS: what Texas is (it follows "is" or "is also").
        case "US" where region.code != "DC": return tr("a US state")
        // TRANSLATORS: what Bavaria is (it follows "is" or "is also"); Land is the German word for such a state.
        case "DE": return tr("a German state (Land)")
        // TRANSLATORS: what Hokkaido is (it follows "is" or "is also").
        case "JP": return tr("a Japanese prefecture")
        // TRANSLATORS: what Normandy is (it follows "is" or "is also"); %s is the country's name in your language, as CLDR names it (Frankreich, Франция), in the nominative: frame it so that the nominative reads right ("регион страны %s", "a region of the country %s"); its code (FR) in the rare case CLDR has no name in your script.
        default: return fill(tr("a region of %s"), countryName(code: region.countryCode, english: region.countryName))
        }
    }

    /// A country as a sentence names it: CLDR's name in the user's language
    /// (LocalNames), else GeoNames' English one in English and in a language
    /// written in Latin (where the two are one: Japan in German), else its
    /// code, which mixes no script in.
    static func countryName(code: String, english: String) -> String {
        if Language.catalogueLanguage == nil { return english }
        return LocalNames.country(code: code) ?? (LocalNames.writtenInLatin ? english : code)
    }

    /// A region's name in the user's language (CLDR's or iso-codes'), else GeoNames'.
    static func shownName(_ region: AdminRegion) -> String {
        LocalNames.region(country: region.countryCode, code: region.code) ?? region.name
    }

    /// The kinds of several regions of one name (Punjab: India's and
    /// Pakistan's), three at most, joined with " or ".
    static func kinds(_ regions: [AdminRegion]) -> String {
        var seen: [String] = []
        for kind in regions.prefix(3).map(kind) where !seen.contains(kind) { seen.append(kind) }
        return seen.joined(separator: tr(" or "))
    }

    /// `--location 'Houston, Texas'` for each region (three at most), each
    /// a hint that finds its city; coordinates for a city no hint finds.
    static func examples(_ regions: [AdminRegion]) -> String {
        var out: [String] = []
        for region in regions.prefix(3) {
            // In the user's language where a form names the city alone (LocalHints), its region's first.
            if let example = region.largestCity.flatMap({ LocalHints.localHint(for: $0, regionFirst: true) }) ?? region.example {
                out.append(LocalHints.option(example))
            } else if let city = region.largestCity {
                out.append(NamedPlace.coordinatesHint(city))
            }
        }
        // A region without a city of 15 000 people: any place in it, by its coordinates.
        return out.isEmpty ? "--lat … --lon …" : out.joined(separator: tr(" or "))
    }

    /// The answer to a name only regions carry (`Texas`): bad input.
    static func failure(_ text: String, _ regions: [AdminRegion]) -> Failure {
        // TRANSLATORS: %1$s is the name given (Texas), %2$s what it is ("a US state"), %3$s one or more --location examples.
        Failure(fill(tr("--location: '%1$s' is %2$s, not a place: name a city in it, e.g. %3$s; or give --lat and --lon"),
                     Echo.cut(text), kinds(regions), examples(regions)))
    }
}

extension Place {
    /// `Oregon, Ohio, US chosen for 'Oregon'; Oregon is also a US state: …`,
    /// with the namesakes' notice where there is one; nil where the name
    /// names no other region.
    func regionNotice(after namesakes: String?) -> String? {
        guard let clause = regionNamesake.clause() else { return namesakes }
        // TRANSLATORS: %1$s is the place chosen (Derby, England, GB), %2$s the name given to --location.
        let head = namesakes ?? fill(tr("%1$s chosen for '%2$s'"), shownLabel, Echo.cut(regionNamesake.query))
        return head + clauseSeparator + clause
    }
}
