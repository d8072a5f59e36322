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
    /// Set when the system's zone could not be read and times fell back to UTC.
    var zoneNotice: String?

    /// What a user should see: no location was given, or no zone could be read.
    var notice: String? {
        // Two optionals, not an array of them: `compactMap` and `joined`
        // would cost the one-shot line runtime metadata.
        let fallback = source == .fallback
            ? "no location set; using Greenwich (51.4769 N, 0.0005 W): pass --lat/--lon or set SOLVERV_LAT/SOLVERV_LON"
            : nil
        switch (fallback, zoneNotice) {
        case let (f?, z?): return f + "; " + z
        case let (f?, nil): return f
        case let (nil, z?): return z
        case (nil, nil): return nil
        }
    }

    static func resolve(_ options: Options, environment: (String) -> String? = Place.environment) throws(Failure) -> Place {
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
            // glibc would quietly use UTC for a system zone it cannot find; say so.
            let system = systemZone(), systemName = systemZoneName()
            let zoneNotice = system == nil && systemName != nil
                ? "the system time zone '\(systemName ?? "")' is not in the tz database; times are in UTC (pass --tz)" : nil
            return Place(coordinates: c, zone: system ?? Zone.utc, source: source, name: name, zoneNotice: zoneNotice)
        }
        // Coordinates from the flags take the flags' zone or the system's:
        // the environment's zone belongs to the environment's place.
        if let lat = options.values["lat"], let lon = options.values["lon"] {
            return place(try coordinates(lat, lon, from: "--lat/--lon"), explicitZone, .explicit, "\(lat),\(lon)")
        }
        if options.values["lat"] != nil || options.values["lon"] != nil {
            throw Failure("--lat and --lon go together: give both")
        }
        let envZone = try environment("SOLVERV_TZ").map { z throws(Failure) in try zone(z, from: "SOLVERV_TZ") }
        let display = explicitZone ?? envZone
        switch (environment("SOLVERV_LAT"), environment("SOLVERV_LON")) {
        case let (lat?, lon?):
            return place(try coordinates(lat, lon, from: "SOLVERV_LAT/SOLVERV_LON"), display, .env, "\(lat),\(lon)")
        case (nil, nil):
            break
        default:
            throw Failure("SOLVERV_LAT and SOLVERV_LON go together: set both")
        }
        if let name = systemZoneName(), systemZone() != nil, let c = ZoneTable.coordinates(of: name) {
            return place(c, display, .timezone, ZoneTable.city(of: name))
        }
        return place(.greenwich, display, .fallback, "Greenwich")
    }

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
