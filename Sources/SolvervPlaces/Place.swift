import CivilTime
import Glibc
import SolarAstronomy
import SolvervConfig
import SolvervContracts
import SolvervControl
import SolvervEngine
import SolvervIO
import SolvervLanguage

/// Where to compute and which zone to show times in, and how that was decided
/// (SPEC §5): flags (`--lat/--lon`, or `--location NAME`), then the
/// config's default place, then the environment, then the system zone's
/// place in the tz database, then Greenwich with a visible notice.
/// `--location auto` (or the config's `"location": "auto"`) comes before
/// the config's place: the place GeoClue gave last, as `solverv locate` or
/// a watching line saved it (AutoPlace.swift); without one, the rest of
/// the order, with a notice that says why and what to do.
/// Coordinates are shown in `--tz`, else their own zone: a named place's,
/// `SOLVERV_TZ` for the environment's, else the zone they lie in; the
/// system's place and Greenwich in the system zone.
package struct Place {
    package enum Source: String {
        case explicit, config, env, timezone, fallback
        /// GeoClue's, through the saved location (`--location auto`).
        case geoclue
    }

    package var coordinates: Coordinates
    package let zone: Zone
    package let source: Source
    /// A short name for the place (a zone's city, or "Greenwich").
    package let name: String
    /// Set when the system's zone could not be read and times fell back to
    /// UTC, or when it is a link with no place of its own.
    var zoneNotice: String?
    /// A place found by name (`--location`, a config place): what it is, for
    /// the large size, the tooltip, `report` and the snapshot (SPEC §5).
    package var details = PlaceDetails.none
    /// `--location auto`: why GeoClue's place is not shown, or that it is
    /// old; nil when it is shown and fresh, and without `auto`.
    var locationNotice: String?
    /// When GeoClue located the place (unix seconds), for a GeoClue place.
    package var locatedAt: Double?
    /// `--location auto` was asked for, and this is another place (the
    /// config's, the zone's, Greenwich): the line says it is not located.
    package var notLocated = false
    /// Its names in the user's language (SPEC §10: a zone's city as CLDR
    /// names it, a place by the name typed or its name in the language's
    /// script), looked up when first read. Nil in English; `name` and
    /// `details.label` stay English.
    package var localNames: LocalPlaceNames?

    /// The name a person reads.
    package var shownName: String { localNames?.name ?? name }
    /// The label a person reads: the place's in full where it was found by
    /// name (`München, Bayern, DE`), else its name.
    package var shownLabel: String { details.isNamed ? localNames?.label ?? details.label : shownName }
    /// The places of its name that the ranking passed over (Namesakes.swift).
    package var namesakes = Namesakes()
    /// The regions of its name that it is not in (RegionNames.swift).
    package var regionNamesake = RegionNamesake()

    /// What a user should see: no location was given, or no zone could be read.
    package var notice: String? {
        var fallback: String?
        // `--location auto` without a place says what to do itself; the
        // fallback's advice beside it would be a second, longer, answer.
        if source == .fallback, !notLocated {
            // Written as the report writes a place: 51.4769° N, 0.0005° W (de 51,4769° N, 0,0005° W).
            let position = Coordinates.greenwich.written(decimals: 4)
            // TRANSLATORS: said when no place is given (in the line and on stderr); %s is Greenwich's position, 51.4769° N, 0.0005° W.
            fallback = fill(tr("no location set; using Greenwich (%s): pass --lat/--lon or --location, give the config a default place, or set SOLVERV_LAT/SOLVERV_LON"), position)
        }
        let notices = [locationNotice, fallback, zoneNotice].compactMap { $0 }
        return notices.isEmpty ? nil : notices.joined(separator: "; ")
    }

    /// `now` (unix seconds, the clock's unless given) dates a saved GeoClue
    /// place; `geoClue` is what a watching line knows of GeoClue (nil: a
    /// one-shot line, which reads the saved place only).
    package static func resolve(_ options: Options, config: Config? = nil,
                        environment: (String) -> String? = Environment.variable,
                        now: Double? = nil, geoClue: GeoClueState? = nil) throws(Failure) -> Place {
        let explicitZone = try options.values["tz"].map { z throws(Failure) in try zone(z, from: "--tz") }
        // The system's zone is read only where it is used, and once: with
        // --lat, --lon and --tz, not at all (a dozen file system calls).
        var cachedSystemZone: Zone??
        func systemZone() -> Zone? {
            if let cachedSystemZone { return cachedSystemZone }
            let zone = Zone.system()
            cachedSystemZone = .some(zone)
            return zone
        }
        let systemZoneName = { Zone.systemZoneName() }  // memoized by Zone
        func place(_ c: Coordinates, _ zone: Zone?, _ source: Source, _ name: String) -> Place {
            if let zone { return Place(coordinates: c, zone: zone, source: source, name: name, zoneNotice: nil) }
            // glibc would quietly use UTC for a system zone it cannot find
            // or read; say so.
            let system = systemZone(), systemName = systemZoneName()
            var zoneNotice: String?
            if system == nil, let missing = missingDatabaseNotice() {
                zoneNotice = missing
            } else if system == nil, let unreadable = Zone.systemZoneUnreadable() {
                // TRANSLATORS: the zone's name (or nothing), then why it cannot be read, such as "Permission denied".
                zoneNotice = systemName.map { fill(tr("the system time zone '%s' cannot be read: %s; times are in UTC (pass --tz)"), Echo.cut($0), unreadable) }
                    ?? fill(tr("the system time zone cannot be read: %s; times are in UTC (pass --tz)"), unreadable)
            } else if system == nil, let systemName {
                // TRANSLATORS: a zone name, then " (did you mean ZONE, ZONE?)" or nothing.
                zoneNotice = fill(tr("the system time zone '%s' is not in the tz database%s; times are in UTC (pass --tz)"), Echo.cut(systemName), closest(systemName))
            }
            return Place(coordinates: c, zone: system ?? Zone.utc, source: source, name: name, zoneNotice: zoneNotice)
        }
        // SOLVERV_TZ belongs to SOLVERV_LAT/LON (SPEC §5): it is the zone of
        // that place only, but a bad one is an error whenever it is set, so
        // that a typo never goes unseen until the flags are dropped.
        let envZone = try environment("SOLVERV_TZ").map { z throws(Failure) in try zone(z, from: "SOLVERV_TZ") }
        let wantsAuto = options.values["location"] == AutoPlace.name
        if let name = options.values["location"], !wantsAuto {
            if options.values["lat"] != nil || options.values["lon"] != nil {
                throw Failure(tr("give --location or --lat/--lon, not both"))
            }
            return try named(name, zone: explicitZone, config: config)
        }
        if wantsAuto, options.values["lat"] != nil || options.values["lon"] != nil {
            throw Failure(tr("give --location or --lat/--lon, not both"))
        }
        // GeoClue's place, when asked for: else the rest of the order, saying why.
        var unlocated: String?
        if wantsAuto || (config?.autoLocation == true && options.values["lat"] == nil && options.values["lon"] == nil) {
            switch AutoPlace.saved(environment: environment, now: now ?? Invocation.systemClock(), geoClue: geoClue) {
            case .found(let saved, let notice):
                return AutoPlace.place(saved, notice, explicitZone.map { place(saved.coordinates, $0, .geoclue, saved.name) })
            case .missing(let notice):
                unlocated = notice
            }
        }
        var rest = try withoutAuto(options, config: config, environment: environment, explicitZone: explicitZone,
                                   envZone: envZone, place: place, systemZone: systemZone, systemZoneName: systemZoneName)
        if let unlocated {
            rest.locationNotice = unlocated
            rest.notLocated = true
        }
        return rest
    }

    /// The order after `--location`: the flags' coordinates, the config's
    /// place, the environment's, the system zone's, Greenwich. Inlined: the
    /// line's link order (`hot-symbols.txt`) knows `resolve`.
    @inline(__always)
    private static func withoutAuto(_ options: Options, config: Config?, environment: (String) -> String?, explicitZone: Zone?,
                                    envZone: Zone?, place: (Coordinates, Zone?, Source, String) -> Place,
                                    systemZone: () -> Zone?, systemZoneName: () -> String?) throws(Failure) -> Place {
        // Coordinates from the flags take the flags' zone, else their own.
        if let lat = options.values["lat"], let lon = options.values["lon"] {
            let (c, name) = try coordinatesAndName(lat, lon, names: ("--lat", "--lon"))
            if let explicitZone { return place(c, explicitZone, .explicit, name) }
            return placeInOwnZone(c, .explicit, name)
        }
        if options.values["lat"] != nil || options.values["lon"] != nil {
            throw Failure(tr("--lat and --lon go together: give both"))
        }
        // A place of the config has its zone, else the one it lies in.
        if let named = config?.defaultPlace {
            if explicitZone == nil, named.zone == nil { return placeInOwnZone(named.coordinates, .config, named.name) }
            return place(named.coordinates, explicitZone ?? named.zone, .config, named.name)
        }
        switch (environment("SOLVERV_LAT"), environment("SOLVERV_LON")) {
        case let (lat?, lon?):
            let (c, name) = try coordinatesAndName(lat, lon, names: ("SOLVERV_LAT", "SOLVERV_LON"))
            if let zone = explicitZone ?? envZone { return place(c, zone, .env, name) }
            return placeInOwnZone(c, .env, name)
        case (nil, nil):
            break
        default:
            throw Failure(tr("SOLVERV_LAT and SOLVERV_LON go together: set both"))
        }
        // The system zone's place, by `--location ZONE`'s rules (ZonePlace):
        // never a link's target's (Jan_Mayen's clock is Berlin's, its sun is not).
        var linkNotice: String?
        if let name = systemZoneName(), let system = systemZone() {
            switch try? ZonePlace.answer(name, zone: system, shownIn: explicitZone ?? system) {
            case .place(let found, let byName)?:
                // A zone's own place is named by its city, as always; a place a link's name names, in full.
                return Place(coordinates: found.coordinates, zone: found.zone, source: .timezone, name: found.name,
                             zoneNotice: nil, details: byName ? found.details : .none, localNames: found.localNames)
            case .link(let target)?:
                // TRANSLATORS: the system's zone (Atlantic/Jan_Mayen), the zone it links to, then that zone's city.
                linkNotice = fill(tr("the system time zone '%1$s' has no place of its own (it is a link to %2$s, %3$s's clock)"),
                                  Echo.cut(name), Echo.cut(target), Echo.cut(ZoneTable.city(of: target)))
            case .placeless?, nil:
                break
            }
        }
        var greenwich = place(.greenwich, explicitZone, .fallback, "Greenwich")
        if Language.translating {
            // TRANSLATORS: the place whose sun a line shows when no place is set (the observatory's): the usual name in your language (ja グリニッジ).
            greenwich.localNames = LocalPlaceNames { (trc("place", "Greenwich"), nil) }
        }
        if let linkNotice { greenwich.zoneNotice = greenwich.zoneNotice.map { $0 + "; " + linkNotice } ?? linkNotice }
        return greenwich
    }

    /// The place `--location NAME` names: a place of the config first (by
    /// key or name), then a city or a tz zone (NamedPlace.swift).
    package static func named(_ name: String, zone explicitZone: Zone?, config: Config?) throws(Failure) -> Place {
        // `report --location auto --location Oslo`: GeoClue's saved place, as the line reads it.
        if name == AutoPlace.name {
            var auto = Options()
            auto.values["location"] = name
            auto.values["tz"] = explicitZone?.name
            return try resolve(auto, config: config)
        }
        if let named = config?.place(named: name) {
            let details = PlaceDetails(label: named.name, country: nil, region: nil, population: nil, match: "config")
            guard let zone = explicitZone ?? named.zone else {
                var place = placeInOwnZone(named.coordinates, .config, named.name)
                place.details = details
                return place
            }
            return Place(coordinates: named.coordinates, zone: zone, source: .config, name: named.name, zoneNotice: nil,
                         details: details)
        }
        do {
            return try NamedPlace.resolve(name, zone: explicitZone)
        } catch {
            // A typo of one of the config's own places says so first.
            if let config, let hint = ConfigReader.suggestion(name, config.places.map(\.key)) {
                // TRANSLATORS: the place given, the config's path, then a hint such as " (did you mean home?)".
                throw Failure(fill(tr("--location: no place '%s' in %s%s"), Echo.cut(name), Echo.cut(config.file), hint))
            }
            throw error
        }
    }

    /// A place shown in the zone its coordinates lie in (ZoneBoundaries). The
    /// compiled borders may name a zone newer than this machine's tz
    /// database: then the nautical zone of the longitude stands in (the
    /// place's mean solar time within half an hour, without its summer
    /// time), and the notice says so.
    static func placeInOwnZone(_ c: Coordinates, _ source: Source, _ name: String) -> Place {
        let found = ZoneBoundaries.zoneName(latitude: c.latitude, longitude: c.longitude)
        if let zone = try? Zone(named: found) {
            return Place(coordinates: c, zone: zone, source: source, name: name, zoneNotice: nil)
        }
        if let missing = missingDatabaseNotice() {
            return Place(coordinates: c, zone: Zone.utc, source: source, name: name, zoneNotice: missing)
        }
        let nautical = ZoneBoundaries.nauticalZoneName(longitude: c.longitude)
        // TRANSLATORS: a place, its zone (Europe/Kyiv), the tz database's directory, then a zone such as Etc/GMT-2.
        let notice = fill(tr("the zone of %s, %s, is not in the tz database (%s); times are in the nautical zone of its longitude, %s (pass --tz)"),
                          name, found, Zone.directory, nautical)
        return Place(coordinates: c, zone: (try? Zone(named: nautical)) ?? Zone.utc, source: source, name: name,
                     zoneNotice: notice)
    }

    /// The zones closest to a name the database lacks, as a clause of a notice.
    private static func closest(_ name: String) -> String {
        let close = Zone.suggestions(for: name)
        return close.isEmpty ? "" : " " + fill(tr("(did you mean %s?)"), close.joined(separator: ", "))
    }

    private static func zone(_ name: String, from source: String) throws(Failure) -> Zone {
        do {
            return try Zone(named: name)
        } catch {
            throw Failure("\(source): \(error.message(echoing: Echo.cut))")
        }
    }

    /// Coordinates from text, each value checked and blamed on its own:
    /// `names` are how the user gave them (`--lat`, `--lon` or the variables).
    package static func coordinates(_ lat: String, _ lon: String, names: (String, String)) throws(Failure) -> Coordinates {
        // TRANSLATORS: --lat and --lon, or SOLVERV_LAT and SOLVERV_LON.
        let swapHint = " " + fill(tr("(are %s and %s swapped?)"), names.0, names.1)
        let la = try degrees(lat, .latitude, names.0, swapped: { swappedLetters(lat, lon) ? swapHint : "" })
        let lo = try degrees(lon, .longitude, names.1, swapped: { swappedLetters(lat, lon) ? swapHint : "" })
        guard abs(la) <= 90 else {
            // 10.75, 59.91 for Oslo: a latitude that would do as a longitude, and the other way round.
            let swapped = abs(la) <= 180 && abs(lo) <= 90 ? swapHint : ""
            // TRANSLATORS: --lat or SOLVERV_LAT, the value given, then a hint " (are … swapped?)" or nothing.
            throw Failure(fill(tr("%s: a latitude is within ±90, not %s%s"), names.0, Echo.cut(lat), swapped))
        }
        guard let c = Coordinates(latitude: la, longitude: lo) else {
            throw Failure(fill(tr("%s: a longitude is within ±180, not %s"), names.1, Echo.cut(lon)))
        }
        return c
    }

    /// Whether both values carry the other axis's letters (`10.75E`, `59.91N`).
    private static func swappedLetters(_ lat: String, _ lon: String) -> Bool {
        func wrong(_ text: String, _ axis: Degrees.Axis) -> Bool {
            do { _ = try Degrees.parse(text, axis) } catch { if case .wrongHemisphere = error { return true } }
            return false
        }
        return wrong(lat, .latitude) && wrong(lon, .longitude)
    }

    private static func degrees(_ text: String, _ axis: Degrees.Axis, _ name: String,
                                swapped: () -> String) throws(Failure) -> Double {
        do {
            return try Degrees.parse(text, axis)
        } catch {
            let quoted = "'\(Echo.cut(text))'"
            switch error {
            case .notANumber:
                // TRANSLATORS: an option such as --lat, then the value given in quotes.
                throw Failure(fill(axis == .latitude ? tr("%s: %s is not a number of degrees (expected e.g. 59.91, -33.87 or 59.91N)")
                                                     : tr("%s: %s is not a number of degrees (expected e.g. 10.75, -0.12 or 10.75E)"), name, quoted))
            case .wrongHemisphere(let letter):
                // TRANSLATORS: an option such as --lat, the value given, its letter (E or W), then a hint " (are … swapped?)" or nothing.
                throw Failure(fill(axis == .latitude ? tr("%s: %s has %s, a longitude's hemisphere; a latitude takes N or S%s")
                                                     : tr("%s: %s has %s, a latitude's hemisphere; a longitude takes E or W%s"),
                                   name, quoted, String(letter), swapped()))
            case .signAndHemisphere:
                throw Failure(fill(tr("%s: %s has both a sign and a hemisphere letter; give one"), name, quoted))
            }
        }
    }

    /// The coordinates and the place's name: the text as given when both are
    /// plain numbers (`59.91,10.75`, the line's usual case, parsed once),
    /// else the degrees meant (`59°54'N` → `59.9`).
    private static func coordinatesAndName(_ lat: String, _ lon: String,
                                           names: (String, String)) throws(Failure) -> (Coordinates, String) {
        if let la = Number.parse(lat), let lo = Number.parse(lon), let c = Coordinates(latitude: la, longitude: lo) {
            return (c, "\(lat),\(lon)")
        }
        let c = try coordinates(lat, lon, names: names)
        return (c, "\(c.latitude),\(c.longitude)")
    }
}
