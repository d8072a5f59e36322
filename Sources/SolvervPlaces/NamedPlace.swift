import CivilTime
import PlaceNames
import SolarAstronomy
import SolvervContracts
import SolvervEngine
import SolvervIO

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
            throw Failure("--location needs a name: a city (e.g. Tromsø, or 'Portland, Oregon') or a time zone (e.g. Asia/Tokyo)")
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
        if case .unknown = result {
            if !slash, let zone = try? Zone(named: text) { return try ZonePlace.place(of: zone, explicitZone) }
            result = CityLookup.find(text)
        }
        switch result {
        case .found(let city, let match):
            return try cityPlace(city, match.rawValue, explicitZone)
        case .ambiguous(let candidates):
            let example = Hints.hint(for: candidates[0].city).map { "--location '\($0)'" } ?? coordinatesHint(candidates[0].city)
            throw Failure("--location: '\(Echo.cut(text))' is ambiguous: \(list(candidates)); say which, e.g. \(example), or give --lat and --lon")
        case .notThere(let cities):
            let region = text.split(separator: ",", omittingEmptySubsequences: false).dropFirst()
                .map { $0.drop { $0 == " " } }.joined(separator: ",")
            throw Failure("--location: no place called '\(Echo.cut(String(text.prefix { $0 != "," })))' in \(Echo.cut(region)); there is \(list(cities.map { Ranking.Candidate(city: $0, alternate: false) })); or give --lat and --lon")
        case .unknownRegion(let region):
            throw Failure("--location: '\(Echo.cut(region))' is not a country (a code such as NO, or a name such as Norway) or a region (such as Jiangsu, West Bengal, or a US state's code such as IL); or give --lat and --lon")
        case .unknown(let suggestions):
            if slash {
                // Neither a zone nor a city: the zone's own error, with its suggestions.
                do { _ = try Zone(named: text) } catch { throw Failure("--location: \(error.message(echoing: Echo.cut))") }
            }
            let hints = suggestions.map { city in Hints.hint(for: city).map { "'\($0)'" } ?? coordinatesHint(city) }
            let hint = hints.isEmpty
                ? " (the table has the cities of 15 000 people or more, by every name GeoNames gives them; for another place give --lat and --lon)"
                : " (did you mean \(hints.joined(separator: ", "))? or give --lat and --lon)"
            throw Failure("--location: no city or time zone called '\(Echo.cut(text))'\(hint)")
        }
    }

    /// A place of the table: its coordinates, and its zone unless `--tz` gives one.
    static func cityPlace(_ city: City, _ match: String, _ explicitZone: Zone?) throws(Failure) -> Place {
        guard let c = Coordinates(latitude: city.latitude, longitude: city.longitude) else {
            throw Failure.internal("the place table has bad coordinates for \(city.label)")
        }
        let zone: Zone
        if let explicitZone {
            zone = explicitZone
        } else {
            do {
                zone = try Zone(named: city.zone)
            } catch {
                throw Failure("--location: \(city.label) keeps the time of \(city.zone), which this system's tz database (\(Zone.directory)) does not have: install or update tzdata, or give --tz")
            }
        }
        let details = PlaceDetails(label: city.label, country: city.countryCode, region: city.regionName,
                                   population: city.isZonePlace ? nil : city.population, match: match)
        return Place(coordinates: c, zone: zone, source: .explicit, name: city.name, zoneNotice: nil, details: details)
    }

    /// `Suzhou, Jiangsu, CN (6 715 559 people); …`: at most eight, each by a
    /// label that resolves to it alone (`Hints.resolvingLabel`: with its
    /// district where its region has two of the name), else by its coordinates; a place
    /// that carries the name as an alternate says so.
    static func list(_ candidates: [Ranking.Candidate]) -> String {
        var items: [String] = []
        for candidate in candidates.prefix(8) {
            let city = candidate.city
            let people = city.isZonePlace ? "a tz zone's place" : "\(grouped(city.population)) people"
            let also = candidate.alternate ? ", by another name" : ""
            if let label = Hints.resolvingLabel(city) {
                items.append("\(label) (\(people)\(also))")
            } else {
                items.append("\(city.label) (\(coordinatesHint(city)), \(people)\(also))")
            }
        }
        if candidates.count > 8 { items.append("and \(candidates.count - 8) more") }
        return items.joined(separator: "; ")
    }

    /// `--lat 15.03 --lon 120.68`: two decimals, enough to tell two towns apart.
    static func coordinatesHint(_ city: City) -> String {
        "--lat \(Number.fixed(city.latitude, decimals: 2)) --lon \(Number.fixed(city.longitude, decimals: 2))"
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
