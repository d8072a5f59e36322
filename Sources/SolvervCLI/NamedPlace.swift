import CivilTime
import PlaceNames
import SolarAstronomy
import SolvervContracts
import SolvervEngine

/// `--location NAME` (SPEC §5): a place by its name, offline.
///
/// The name is looked for, in this order:
/// 1. among the places the config file names (`entries`; source `config`);
/// 2. as a tz zone when it has a `/` (`Asia/Tokyo`: its `zone1970.tab`
///    coordinates, and that zone);
/// 3. among the cities of the bundled GeoNames table (`Tromsø`, `tromso`,
///    `Portland, Oregon`, `Paris, FR`): the city's coordinates and zone;
/// 4. as a zone without a `/` (`Japan`, `GB`).
///
/// `--tz` still sets the zone times are shown in. A name that fits several
/// cities lists them, largest first, and one that fits none suggests close
/// ones: both are bad input (status 2).
enum NamedPlace {
    /// A place the config file names: the first source `--location` looks in.
    /// (The config file fills these; matching is by folded name, as for cities.)
    struct Entry {
        let name: String
        let coordinates: Coordinates
        let zone: Zone
    }

    static func resolve(_ text: String, zone explicitZone: Zone?, entries: [Entry] = []) throws(Failure) -> Place {
        let key = Folding.fold(text)
        guard !key.isEmpty else {
            throw Failure("--location needs a name: a city (e.g. Tromsø, or 'Portland, Oregon') or a time zone (e.g. Asia/Tokyo)")
        }
        if let entry = entries.first(where: { Folding.fold($0.name) == key }) {
            return Place(coordinates: entry.coordinates, zone: explicitZone ?? entry.zone, source: .config,
                         name: entry.name, zoneNotice: nil)
        }
        if text.utf8.contains(UInt8(ascii: "/")) {
            return try zonePlace(text, explicitZone)
        }
        switch CityLookup.find(text) {
        case .found(let city):
            return try cityPlace(city, explicitZone)
        case .ambiguous(let cities):
            let example = "'\(cities[0].name), \(cities[0].stateName ?? cities[0].countryCode)'"
            throw Failure("--location: '\(Echo.cut(text))' is ambiguous: \(list(cities)); say which, e.g. --location \(example)")
        case .notThere(let cities):
            let region = text.split(separator: ",", omittingEmptySubsequences: false).dropFirst()
                .map { $0.drop { $0 == " " } }.joined(separator: ",")
            throw Failure("--location: no city called '\(Echo.cut(String(text.prefix { $0 != "," })))' in \(Echo.cut(region)); there is \(list(cities))")
        case .unknownRegion(let region):
            throw Failure("--location: '\(Echo.cut(region))' is not a country (a code such as NO, or a name such as Norway) or a US state")
        case .unknown(let suggestions):
            if let place = try zoneWithoutSlash(text, explicitZone) { return place }
            let hint = suggestions.isEmpty
                ? " (the table has the cities of 15 000 people or more; for another place give --lat and --lon)"
                : " (did you mean \(suggestions.map(\.label).joined(separator: "; "))?)"
            throw Failure("--location: no city or time zone called '\(Echo.cut(text))'\(hint)")
        }
    }

    /// A city's place: its coordinates, and its zone unless `--tz` gives one.
    static func cityPlace(_ city: City, _ explicitZone: Zone?) throws(Failure) -> Place {
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
        return Place(coordinates: c, zone: zone, source: .explicit, name: city.name, zoneNotice: nil)
    }

    /// A zone's place: the coordinates `zone1970.tab` lists for it.
    static func zonePlace(_ text: String, _ explicitZone: Zone?) throws(Failure) -> Place {
        let zone: Zone
        do {
            zone = try Zone(named: text)
        } catch {
            throw Failure("--location: \(error.message(echoing: Echo.cut))")
        }
        return try place(of: zone, explicitZone)
    }

    /// A zone named without a `/` (`Japan`, `UTC`), or nil if there is none of that name.
    private static func zoneWithoutSlash(_ text: String, _ explicitZone: Zone?) throws(Failure) -> Place? {
        guard let zone = try? Zone(named: text) else { return nil }
        return try place(of: zone, explicitZone)
    }

    private static func place(of zone: Zone, _ explicitZone: Zone?) throws(Failure) -> Place {
        guard let c = ZoneTable.coordinates(of: zone.name) else {
            throw Failure("--location: the time zone \(Echo.cut(zone.name)) has no place in the tz database's zone1970.tab: give --lat and --lon (and --tz \(Echo.cut(zone.name)))")
        }
        let name = ZoneTable.city(of: ZoneTable.listedName(of: zone.name))
        return Place(coordinates: c, zone: explicitZone ?? zone, source: .explicit, name: name, zoneNotice: nil)
    }

    /// `Portland, Oregon, US (652 503 people); …`: at most eight, with the
    /// coordinates of those a label does not tell apart.
    static func list(_ cities: [City]) -> String {
        var items: [String] = []
        for city in cities.prefix(8) {
            let shared = cities.contains { $0 != city && $0.label == city.label }
            let at = shared ? "\(degrees(city.latitude, "N", "S")) \(degrees(city.longitude, "E", "W")), " : ""
            items.append("\(city.label) (\(at)\(grouped(city.population)) people)")
        }
        if cities.count > 8 { items.append("and \(cities.count - 8) more") }
        return items.joined(separator: "; ")
    }

    /// `45.52N`: two decimals, enough to tell two towns apart.
    private static func degrees(_ value: Double, _ positive: String, _ negative: String) -> String {
        let hundredths = Int((abs(value) * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)\(value < 0 ? negative : positive)"
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
