import CivilTime
import PlaceNames
import SolarAstronomy
import SolvervContracts
import SolvervEngine
import SolvervIO
import SolvervLanguage

/// `--location NAME` (SPEC §5): a place by its name, offline.
///
/// The name is looked for, in this order:
/// 1. among the places the config file names (`entries`; source `config`);
/// 2. as a tz zone when it has a `/` and is one (`Asia/Tokyo`: ZonePlace);
/// 3. among the places of the bundled table, by every name they go by
///    (`Tromsø`, `Calcutta`, `東京`, `Suzhou, Jiangsu`, `Biel/Bienne`), with
///    `CityLookup`'s ranking: the place's coordinates and zone;
/// 4. as a zone without a `/` (`UTC`, `Japan`: ZonePlace).
///
/// `--tz` still sets the zone times are shown in. A name that fits several
/// places lists them with region, country and people, and a name that fits
/// none suggests close ones: both are bad input (status 2), and every hint
/// printed resolves to exactly the place it names (`Hints`).
enum NamedPlace {
    /// A place the config file names: the first source `--location` looks in.
    /// (The config file fills these; matching is by folded name, as for cities.)
    struct Entry {
        package let name: String
        package let coordinates: Coordinates
        package let zone: Zone
    }

    package static func resolve(_ text: String, zone explicitZone: Zone?, entries: [Entry] = []) throws(Failure) -> Place {
        let key = Folding.fold(text)
        guard !key.isEmpty else {
            throw Failure(tr("--location needs a name: a city (e.g. Tromsø, or 'Portland, Oregon') or a time zone (e.g. Asia/Tokyo)"))
        }
        if let entry = entries.first(where: { Folding.fold($0.name) == key }) {
            return Place(coordinates: entry.coordinates, zone: explicitZone ?? entry.zone, source: .config,
                         name: entry.name, zoneNotice: nil)
        }
        // A zone name first; a name with a slash that is no zone may be a city's (`Biel/Bienne`).
        let slash = text.utf8.contains(UInt8(ascii: "/"))
        if slash, let zone = try? Zone(named: text) {
            return try ZonePlace.place(of: zone, explicitZone)
        }
        // A name no place has may be a zone's without a slash (`UTC`) before
        // it is a typo: the suggestions, a scan of every name, come last.
        var result = CityLookup.find(text, suggest: false)
        switch result {
        case .unknown, .region:
            if !slash, let zone = try? Zone(named: text) { return try ZonePlace.place(of: zone, explicitZone) }
        default:
            break
        }
        if case .unknown = result { result = CityLookup.find(text) }
        switch result {
        case .found(let city, let match):
            var place = try cityPlace(city, match.rawValue, explicitZone, typed: text)
            // Chosen among namesakes: the ones passed over are named where the place is.
            if match == .ranked { place.namesakes = Namesakes(query: text) }
            // A region's name too (`Oregon`): named where the namesakes are.
            place.regionNamesake = RegionNamesake(query: text, city: city)
            return place
        case .ambiguous(let candidates):
            let example = LocalHints.hint(for: candidates[0].city).map(LocalHints.option) ?? coordinatesHint(candidates[0].city)
            // TRANSLATORS: the name given, the places it names ("Portland, Oregon, US (652 503 people); …"), then an example option.
            throw Failure(fill(tr("--location: '%s' is ambiguous: %s; say which, e.g. %s, or give --lat and --lon"), Echo.cut(text), list(candidates), example))
        case .notThere(let cities):
            let region = text.split(separator: ",", omittingEmptySubsequences: false).dropFirst()
                .map { $0.drop { $0 == " " } }.joined(separator: ",")
            // TRANSLATORS: a city's name, the country or region given, then the places of that name elsewhere.
            throw Failure(fill(tr("--location: no place called '%s' in %s; there is %s; or give --lat and --lon"), Echo.cut(String(text.prefix { $0 != "," })), Echo.cut(region), list(cities.map { Ranking.Candidate(city: $0, alternate: false) })))
        case .unknownRegion(let region):
            throw Failure(fill(tr("--location: '%s' is not a country (a code such as NO, or a name such as Norway) or a region (such as Jiangsu, West Bengal, or a US state's code such as IL); or give --lat and --lon"), Echo.cut(region)))
        case .country(let country):
            // TRANSLATORS: what was asked, the country's name in your language (CLDR's: Japon, Япония; in the nominative) and its code, then one or more --location examples.
            throw Failure(fill(tr("--location: '%s' is a country or territory (%s, %s), not a place: say which, e.g. %s; or give --lat and --lon"), Echo.cut(text), RegionNames.countryName(code: country.code, english: country.name), country.code, countryHints(country)))
        case .region(let regions):
            throw RegionNames.failure(text, regions)
        case .unknownReference(let part):
            // TRANSLATORS: "near" is the keyword of --location 'Name, near Place'; keep it in English.
            throw Failure(fill(tr("--location: '%s' names no one place: after near, give a place that --location finds by its name alone (e.g. near Oslo); or give --lat and --lon"), Echo.cut(part)))
        case .unknown(let suggestions):
            var hints: [String] = []
            if slash {
                // A zone's file that is there but cannot be read: the zone's own error.
                do { _ = try Zone(named: text) } catch {
                    if case .unreadable = error { throw Failure("--location: \(error.message(echoing: Echo.cut))") }
                }
                // Neither a zone nor a city (`Biel/Bienen`, `Asia/Tokio`): the zones and the places it may mean.
                hints = Zone.suggestions(for: text)
            }
            // In the user's language and quotes where that form finds the place (LocalHints).
            hints += suggestions.map { city in LocalHints.hint(for: city).map(quoted) ?? coordinatesHint(city) }
            let hint = hints.isEmpty
                ? " " + tr("(the table has the cities of 15 000 people or more, by every name GeoNames gives them; for another place give --lat and --lon)")
                : " " + fill(tr("(did you mean %s? or give --lat and --lon)"), hints.joined(separator: listSeparator))
            // TRANSLATORS: the name given, then a hint in parentheses.
            throw Failure(fill(tr("--location: no city or time zone called '%s'%s"), Echo.cut(text), hint))
        }
    }

    /// A place of the table: its coordinates, and its zone unless `--tz`
    /// gives one; named in the user's language too (`typed`: the name as
    /// given to `--location`, which may be that name; LocalPlaceName).
    static func cityPlace(_ city: City, _ match: String, _ explicitZone: Zone?, typed: String? = nil) throws(Failure) -> Place {
        guard let c = Coordinates(latitude: city.latitude, longitude: city.longitude) else {
            throw Failure.internal(fill(tr("the place table has bad coordinates for %s"), city.label))
        }
        let zone: Zone
        if let explicitZone {
            zone = explicitZone
        } else {
            do {
                zone = try Zone(named: city.zone)
            } catch {
                // TRANSLATORS: a city, its zone such as Asia/Kolkata, then the tz database's directory.
                throw Failure(fill(tr("--location: %s keeps the time of %s, which this system's tz database (%s) does not have: install or update tzdata, or give --tz"), city.label, city.zone, Zone.directory))
            }
        }
        // A namesake of its region (two Hayes in England) is named as its hints
        // name it, so that the two look different once chosen.
        let label = city.isZonePlace ? city.label : city.resolvingLabel ?? city.label
        let details = PlaceDetails(label: label, country: city.countryCode, region: city.regionName,
                                   population: city.isZonePlace ? nil : city.population, match: match)
        return Place(coordinates: c, zone: zone, source: .explicit, name: city.name, zoneNotice: nil, details: details,
                     localNames: LocalPlaceName.names(of: city, typed: typed, label: label))
    }

    /// `Suzhou, Jiangsu, CN (6 715 559 people); …`: eight (nine when that is
    /// all; past that, how many more and how to narrow the list), each by a
    /// label that resolves to it alone (`Hints.resolvingLabel`: with its
    /// district where its region has two of the name), else by its
    /// coordinates; a place that carries the name as an alternate says so.
    static func list(_ candidates: [Ranking.Candidate]) -> String {
        var items: [String] = []
        // One more is listed rather than counted; a longer list says how to narrow it.
        let shown = candidates.count == 9 ? 9 : 8
        for candidate in candidates.prefix(shown) {
            let city = candidate.city
            // TRANSLATORS: %s is a population such as "652 503" (digits grouped by spaces).
            let people = city.isZonePlace ? tr("a tz zone's place") : fill(trn("%s person", "%s people", city.population), grouped(city.population))
            // TRANSLATORS: what a place is, such as "652 503 people", when it carries the name given as one of its other names.
            let what = candidate.alternate ? fill(tr("%s, by another name"), people) : people
            if let label = LocalHints.resolvingLabel(of: city) {
                items.append("\(label) (\(what))")
            } else {
                items.append("\(city.label) (\(coordinatesHint(city)), \(what))")
            }
        }
        if candidates.count > shown {
            // TRANSLATORS: after "and %d more" of a list of places of one name.
            let narrow = tr("(name a region or a country to see them)")
            items.append(fill(trn("and %d more", "and %d more", candidates.count - shown), String(candidates.count - shown)) + " " + narrow)
        }
        return items.joined(separator: entrySeparator)
    }

    /// `--lat 15.03 --lon 120.68`: two decimals, enough to tell two towns apart.
    static func coordinatesHint(_ city: City) -> String {
        coordinatesHint(latitude: city.latitude, longitude: city.longitude)
    }

    static func coordinatesHint(latitude: Double, longitude: Double) -> String {
        "--lat \(Number.fixed(latitude, decimals: 2)) --lon \(Number.fixed(longitude, decimals: 2))"
    }

    /// `--location 'Tokyo' (its capital) or --location Asia/Tokyo (the place
    /// of its time zone)`: the country's capital where the table has it, and the
    /// zones zone.tab lists for it (three at most), each a hint that resolves.
    static func countryHints(_ country: Country) -> String {
        var hints: [String] = []
        // TRANSLATORS: %s is a --location option naming the country's capital.
        if let capital = country.capital, let hint = LocalHints.hint(for: capital) { hints.append(fill(tr("%s (its capital)"), LocalHints.option(hint))) }
        let zones = ZoneTable.zones(inCountry: country.code)
        if !zones.isEmpty {
            let options = zones.prefix(3).map { "--location \($0)" }.joined(separator: listSeparator)
            if zones.count > 3 {
                // TRANSLATORS: %1$s lists three --location options; %2$d zones more are not listed.
                hints.append(fill(tr("%1$s and %2$d more (the places of its time zones)"), options, String(zones.count - 3)))
            } else if zones.count == 1 {
                // TRANSLATORS: %s is a --location option naming a time zone.
                hints.append(fill(tr("%s (the place of its time zone)"), options))
            } else {
                // TRANSLATORS: %s lists --location options naming time zones.
                hints.append(fill(tr("%s (the places of its time zones)"), options))
            }
        }
        // TRANSLATORS: " or " joins the hints above; "one of its cities" stands when there are none.
        return hints.isEmpty ? tr("one of its cities") : hints.joined(separator: tr(" or "))
    }

    /// `652 503`: digits in groups of three.
    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(" ") }
            out.append(d)
        }
        return out
    }
}
