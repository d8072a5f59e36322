import CivilTime
import SolarAstronomy
import SolvervConfig
import SolvervContracts
import SolvervEngine
import SolvervIO
import SolvervLanguage
import SolvervPlaces

/// The one or two places of `solverv report`:
/// - no `--location`: the place of every command (SPEC §5: `--lat/--lon`,
///   the environment, the system zone's city, Greenwich);
/// - `--location A`, or `--location A --location B`: those places;
/// - `--lat/--lon` with one `--location`: the coordinates first, the
///   named place beside them.
/// `--tz` is the display zone of every place shown, as for the line.
package enum ReportPlaces {
    /// At most two places fit side by side in a terminal.
    static let limit = 2

    package static func resolve(_ options: Options, config: Config?) throws(Failure) -> [Place] {
        let names = options.all("location")
        let coordinates = options.values["lat"] != nil || options.values["lon"] != nil
        let count = names.count + (coordinates ? 1 : 0)
        guard count <= limit else {
            throw Failure(fill(coordinates ? tr("report shows at most %d places side by side (got %d: --lat/--lon and %d --location)")
                                           : tr("report shows at most %d places side by side (got %d: %d --location)"),
                               String(limit), String(count), String(names.count)))
        }
        // --tz as `Place.resolve` reads it (its own function is private: a
        // second caller would change its symbol in the line's link order).
        let zone = try options.values["tz"].map { name throws(Failure) in
            do throws(Zone.Failure) { return try Zone(named: name) } catch { throw Failure("--tz: \(error.message(echoing: Echo.cut))") }
        }
        var places: [Place] = []
        if names.isEmpty || coordinates {
            var own = options
            own.values["location"] = nil
            places.append(try Place.resolve(own, config: config))
        }
        for name in names { places.append(try location(name, zone: zone, config: config)) }
        return places
    }

    /// The place a `--location` value names, as the line reads it.
    static func location(_ name: String, zone override: Zone?, config: Config?) throws(Failure) -> Place {
        try Place.named(name, zone: override, config: config)
    }
}
