import CivilTime
import PlaceNames
import SolarAstronomy
import SolvervContracts
import SolvervControl
import SolvervLanguage

/// What a watching line knows of GeoClue (WatchCommand keeps it), for the
/// notice of `--location auto`; a one-shot line has none and reads the
/// saved place alone.
package struct GeoClueState: Equatable {
    /// GeoClue's failure, as its notice (reason and fix); nil while it answers.
    package var failure: String?
    /// Asked, and no answer yet.
    package var asking: Bool
    /// The place GeoClue gave this line last (rounded as saved): shown
    /// rather than the file's, which another line may have written, or
    /// which could not be written.
    package var located: SavedLocation?

    package init(failure: String?, asking: Bool, located: SavedLocation? = nil) {
        self.failure = failure
        self.asking = asking
        self.located = located
    }
}

/// `--location auto` (SPEC §5): the place GeoClue gave last, read from the
/// file `solverv locate` and watching lines save (SavedLocation), named by
/// the nearest city of the table and shown in the zone it lies in, both
/// found when it was saved (`toSave`). A one-shot line only reads that
/// file: it never waits on D-Bus, and looks nothing up but the zone's file.
package enum AutoPlace {
    /// The word that asks for it, in `--location` and the config's `"location"`.
    package static let name = "auto"
    /// Older than this, a saved place gets a notice: a laptop moves.
    package static let staleAfter = 7 * 86_400.0
    /// A city farther than this does not name the place: its coordinates do.
    static let namingRadius = 100.0

    struct Saved {
        let coordinates: Coordinates
        let name: String
        let details: PlaceDetails
        let time: Double
        /// The zone saved with it; nil in a file of an older version.
        let zone: String?
    }

    enum Answer {
        /// The saved place, and a notice (it is old, or GeoClue failed since).
        case found(Saved, notice: String?)
        /// None saved (or none readable): the notice says why and what to do.
        case missing(notice: String)
    }

    static func saved(environment: (String) -> String?, now: Double, geoClue: GeoClueState?) -> Answer {
        let reading = geoClue?.located.map { SavedLocation.Reading.saved($0) } ?? SavedLocation.read(environment: environment)
        switch reading {
        case .saved(let saved):
            guard let c = Coordinates(latitude: saved.latitude, longitude: saved.longitude) else {
                return .missing(notice: noneSaved(geoClue))
            }
            // Named when it was saved; a file of an older version, now.
            let (name, details) = saved.zone == nil ? naming(saved.latitude, saved.longitude)
                                                    : naming(saved.city, saved.latitude, saved.longitude)
            let place = Saved(coordinates: c, name: name, details: details, time: Double(saved.time), zone: saved.zone)
            if let failure = geoClue?.failure { return .found(place, notice: failure) }
            let age = now - Double(saved.time)
            guard age > staleAfter else { return .found(place, notice: nil) }
            let days = Int(age / 86_400)
            // TRANSLATORS: %d is a number of days (8 or more).
            return .found(place, notice: fill(trn("--location auto: the place from GeoClue is %d day old; run solverv locate",
                                                  "--location auto: the place from GeoClue is %d days old; run solverv locate", days), String(days)))
        case .none:
            return .missing(notice: noneSaved(geoClue))
        case .unreadable(let reason):
            if let failure = geoClue?.failure { return .missing(notice: failure) }
            // TRANSLATORS: %s says why the saved place cannot be read (it names the file).
            return .missing(notice: fill(tr("--location auto: %s; run solverv locate"), reason))
        }
    }

    /// Why there is no place from GeoClue: a watching line's news of GeoClue, else how to save one.
    private static func noneSaved(_ geoClue: GeoClueState?) -> String {
        if let failure = geoClue?.failure { return failure }
        if geoClue?.asking == true { return tr("--location auto: asking GeoClue for the place") }
        // One sentence, also inside a line (plain, conky): what to do.
        return tr("--location auto has no saved place yet: run solverv locate, or name a place with --location NAME")
    }

    /// The place of `saved`: in `inZone`'s zone when one was given (`--tz`),
    /// else its own: the one saved with it, else (an older file, or a zone
    /// this machine's database lacks) the one it lies in.
    static func place(_ saved: Saved, _ notice: String?, _ inZone: Place?) -> Place {
        var place: Place
        if let inZone {
            place = inZone
        } else if let name = saved.zone, let zone = try? Zone(named: name) {
            place = Place(coordinates: saved.coordinates, zone: zone, source: .geoclue, name: saved.name, zoneNotice: nil)
        } else {
            place = Place.placeInOwnZone(saved.coordinates, .geoclue, saved.name)
        }
        place.details = saved.details
        place.locatedAt = saved.time
        place.locationNotice = notice
        return place
    }

    /// The nearest city's name and what it is (`Oslo`, `Oslo, NO`), within
    /// 100 km; else the coordinates (`59.91,10.75`) and no details.
    package static func naming(_ latitude: Double, _ longitude: Double) -> (String, PlaceDetails) {
        naming(nearest(latitude, longitude), latitude, longitude)
    }

    /// `naming` of a city found before (saved with the place).
    static func naming(_ city: SavedLocation.Nearest, _ latitude: Double, _ longitude: Double) -> (String, PlaceDetails) {
        guard !city.isEmpty else { return (SavedLocation.hundredths(latitude) + "," + SavedLocation.hundredths(longitude), .none) }
        return (city.name, PlaceDetails(label: city.label, country: city.country, region: city.region, population: nil, match: "nearest"))
    }

    /// The nearest city of the table within 100 km, as it is saved.
    static func nearest(_ latitude: Double, _ longitude: Double) -> SavedLocation.Nearest {
        guard let (city, km) = NearestCity.to(latitude: latitude, longitude: longitude), km <= namingRadius else { return .none }
        return SavedLocation.Nearest(name: city.name, label: city.label, country: city.countryCode, region: city.regionName ?? "")
    }

    /// A place from GeoClue as it is saved (`solverv locate`, a watching
    /// line): rounded, with the zone and the nearest city of where GeoClue
    /// put it, so that rounding never moves it into another zone; nil
    /// where it is no place.
    package static func toSave(latitude: Double, longitude: Double, time: Int64) -> SavedLocation? {
        guard var saved = SavedLocation(latitude: latitude, longitude: longitude, time: time) else { return nil }
        saved.zone = ZoneBoundaries.zoneName(latitude: latitude, longitude: longitude)
        saved.city = nearest(latitude, longitude)
        return saved
    }
}
