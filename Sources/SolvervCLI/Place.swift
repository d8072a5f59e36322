import CivilTime
import Glibc
import SolarAstronomy

/// Where to compute and which zone to show times in, and how that was decided
/// (SPEC §5): flags, then the environment, then the system zone's place in
/// the tz database, then Greenwich with a visible notice.
struct Place {
    enum Source: String {
        case explicit, config, env, timezone, fallback
    }

    let coordinates: Coordinates
    let zone: Zone
    let source: Source
    /// A short name for the place (a zone's city, or "Greenwich").
    let name: String

    /// What a user sees when no location was given.
    var notice: String? {
        source == .fallback
            ? "no location set; using Greenwich (51.4769 N, 0.0005 W): pass --lat/--lon or set SOLVERV_LAT/SOLVERV_LON"
            : nil
    }

    static func resolve(_ options: Options, environment: (String) -> String? = Place.environment) throws(Failure) -> Place {
        let explicitZone = try options.values["tz"].map { z throws(Failure) in try zone(z, from: "--tz") }
        let envZone = try environment("SOLVERV_TZ").map { z throws(Failure) in try zone(z, from: "SOLVERV_TZ") }
        let systemZoneName = Zone.systemZoneName()
        let systemZone = systemZoneName.flatMap { try? Zone(named: $0) }
        // Coordinates from the flags take the flags' zone or the system's:
        // the environment's zone belongs to the environment's place.
        if let lat = options.values["lat"], let lon = options.values["lon"] {
            return Place(coordinates: try coordinates(lat, lon, from: "--lat/--lon"), zone: explicitZone ?? systemZone ?? utc,
                         source: .explicit, name: "\(lat),\(lon)")
        }
        let display = explicitZone ?? envZone ?? systemZone ?? utc
        if options.values["lat"] != nil || options.values["lon"] != nil {
            throw Failure("--lat and --lon go together: give both")
        }
        if let lat = environment("SOLVERV_LAT"), let lon = environment("SOLVERV_LON") {
            return Place(coordinates: try coordinates(lat, lon, from: "SOLVERV_LAT/SOLVERV_LON"),
                         zone: display, source: .env, name: "\(lat),\(lon)")
        }
        if let name = systemZoneName, systemZone != nil, let c = ZoneTable.coordinates(of: name) {
            return Place(coordinates: c, zone: display, source: .timezone,
                         name: ZoneTable.city(of: name))
        }
        return Place(coordinates: .greenwich, zone: display, source: .fallback, name: "Greenwich")
    }

    private static var utc: Zone { Zone.utc }

    private static func zone(_ name: String, from source: String) throws(Failure) -> Zone {
        do {
            return try Zone(named: name)
        } catch {
            throw Failure("\(source): \(error)")
        }
    }

    static func coordinates(_ lat: String, _ lon: String, from source: String) throws(Failure) -> Coordinates {
        guard let la = Number.parse(lat), let lo = Number.parse(lon) else {
            throw Failure("\(source): '\(lat)', '\(lon)' are not numbers (expected e.g. 59.91 and 10.75)")
        }
        guard let c = Coordinates(latitude: la, longitude: lo) else {
            throw Failure("\(source): latitude must be within ±90 and longitude within ±180 (got \(lat), \(lon))")
        }
        return c
    }

    static func environment(_ name: String) -> String? {
        guard let v = getenv(name) else { return nil }
        let s = String(cString: v)
        return s.isEmpty ? nil : s
    }
}
