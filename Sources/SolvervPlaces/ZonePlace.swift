import CivilTime
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
enum ZonePlace {
    static func place(of zone: Zone, _ explicitZone: Zone?) throws(Failure) -> Place {
        let name = zone.name
        let listed = ZoneTable.listedName(of: name)
        if listed == name {
            guard let c = ZoneTable.coordinates(of: name) else { throw placeless(name) }
            let city = ZoneTable.city(of: name)
            return Place(coordinates: c, zone: explicitZone ?? zone, source: .explicit, name: city, zoneNotice: nil,
                         details: PlaceDetails(label: city, country: nil, region: nil, population: nil, match: "zone"))
        }
        // A link not listed under its own name: its name's place, if in its zone.
        let target = listed
        guard ZoneTable.coordinates(of: target) != nil else { throw placeless(name) }
        if let city = ownPlace(ofLink: name, to: target) {
            return try NamedPlace.cityPlace(city, "zone", explicitZone ?? zone)
        }
        let q = Echo.cut(name), t = Echo.cut(target)
        // TRANSLATORS: %1$s is the zone given (Asia/Calcutta), %2$s the zone it links to, %3$s that zone's city.
        throw Failure(fill(tr("--location: %1$s is a link to %2$s in the tz database, not a place: it has no coordinates of its own, and %2$s's are %3$s's. Give --lat and --lon (with --tz %1$s), or --location %2$s for %3$s"), q, t, Echo.cut(ZoneTable.city(of: target))))
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
