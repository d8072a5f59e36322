import CivilTime
import LocalNames
import PlaceNames
import SolarAstronomy
import SolvervContracts
import SolvervEngine
import SolvervIO
import SolvervLanguage

/// A tz zone's name as a place (`--location Asia/Tokyo`), never another
/// place's sun (SPEC §5). The tz database gives a place to each zone it
/// lists in `zone1970.tab` or `zone.tab`; a link (`Asia/Calcutta`,
/// `Antarctica/South_Pole`, `US/Eastern`) is another name that the database
/// points at some other zone, whose place may be far away (South_Pole is
/// Auckland's clock, Jan_Mayen Berlin's). So:
/// - a zone or link listed under its own name: its own coordinates
///   (`Europe/Oslo`, `Arctic/Longyearbyen`);
/// - a link whose own name is a place of the table in the zone it links to:
///   that place (`Asia/Calcutta` is Kolkata, `Asia/Saigon` Ho Chi Minh City,
///   `Antarctica/South_Pole` the pole itself, 90° S);
/// - any other link is refused, with a hint (`US/Eastern`, `Atlantic/Jan_Mayen`,
///   `Japan`): it names a clock, not a place;
/// - a zone without a place (`Etc/GMT-3`, `UTC`) is refused, with a hint.
///
/// `--location ZONE` and the system's zone (TZ, /etc/localtime) go by these
/// same rules: where `--location` is refused, the system's zone gives
/// Greenwich with a notice that says why (Place.swift).
enum ZonePlace {
    /// What a zone's name gives: its place, or why it has none.
    enum Answer {
        /// `byName` when a link's own name named a place of the table
        /// (`Asia/Calcutta`: Kolkata, with its details).
        case place(Place, byName: Bool)
        /// A zone the tables give no place (`Etc/GMT-3`, `UTC`).
        case placeless
        /// A link not listed itself, whose name is no place of its target's
        /// zone: `target` is the zone it links to, whose place is not its own.
        case link(target: String)
    }

    /// The place of the zone `name`, shown in `shownIn` when given, else
    /// in its own zone (`zone` for a listed zone, the city's for a link
    /// that names one: `Asia/Calcutta` shows Kolkata's time, as it is labelled).
    static func answer(_ name: String, zone: Zone, shownIn: Zone?) throws(Failure) -> Answer {
        if let c = ZoneTable.ownCoordinates(of: name) {
            let city = ZoneTable.city(of: name)
            // Its city in the user's language, as CLDR names it (`Moskau`), when read.
            let local = Language.translating ? LocalPlaceNames { let l = LocalNames.zoneCity(name); return (l, l) } : nil
            return .place(Place(coordinates: c, zone: shownIn ?? zone, source: .explicit, name: city, zoneNotice: nil,
                                details: PlaceDetails(label: city, country: nil, region: nil, population: nil, match: "zone"),
                                localNames: local),
                          byName: false)
        }
        // A link not listed under its own name: its name's place, if in its zone.
        let target = ZoneTable.canonicalName(name)
        guard target != name, ZoneTable.ownCoordinates(of: target) != nil else { return .placeless }
        if let city = ownPlace(ofLink: name, to: target) {
            return .place(try NamedPlace.cityPlace(city, "zone", shownIn), byName: true)
        }
        return .link(target: target)
    }

    /// `--location ZONE`: its place, or a refusal with a hint.
    static func place(of zone: Zone, _ explicitZone: Zone?) throws(Failure) -> Place {
        let name = zone.name
        switch try answer(name, zone: zone, shownIn: explicitZone) {
        case .place(let place, _):
            return place
        case .placeless:
            throw placeless(name)
        case .link(let target):
            let q = Echo.cut(name), t = Echo.cut(target)
            // TRANSLATORS: %1$s is the zone given (Asia/Calcutta), %2$s the zone it links to, %3$s that zone's city.
            throw Failure(fill(tr("--location: %1$s is a link to %2$s in the tz database, not a place: it has no coordinates of its own, and %2$s's are %3$s's. Give --lat and --lon (with --tz %1$s), or --location %2$s for %3$s"), q, t, Echo.cut(ZoneTable.city(of: target))))
        }
    }

    /// The place of the table that a link's own name names (`Calcutta`,
    /// `South Pole`), when it keeps the clock the link points to.
    static func ownPlace(ofLink name: String, to target: String) -> City? {
        let words = ZoneTable.city(of: name)
        switch CityLookup.find(words, suggest: false) {
        case .found(let city, _):
            return ZoneTable.sameZone(city.zone, target) ? city : nil
        case .ambiguous(let candidates):
            let inZone = candidates.filter { ZoneTable.sameZone($0.city.zone, target) }
            return inZone.count == 1 ? inZone[0].city : nil
        default:
            return nil
        }
    }

    private static func placeless(_ name: String) -> Failure {
        let q = Echo.cut(name)
        return Failure(fill(tr("--location: the time zone %1$s has no place in the tz database's zone1970.tab or zone.tab: give --lat and --lon (with --tz %1$s)"), q))
    }
}
