import CivilTime
import PlaceNames
import SolarAstronomy
import SolvervControl
import SolvervFormatters
import SolvervGeoClue
import SolvervIO
import SolvervLanguage
import SolvervProviders

/// `solverv locate`'s work: GeoClue asked once (at most 5 s), the place
/// saved for the one-shot lines of `--location auto`, and what is said of
/// it (`LocateCommand` is the command's glue).
public enum Locate {
    /// Asks, saves, and returns what `locate` prints; GeoClue's failure, or
    /// a place that cannot be saved, is the command's failure (status 1).
    public static func once(now: Double) throws(Failure) -> String {
        let location: GeoClueLocation
        switch GeoClueSession.locate() {
        case .success(let found): location = found
        case .failure(let failure): throw Failure.internal(failure.notice)
        }
        let time = location.timestamp ?? now
        guard let saved = AutoPlace.toSave(latitude: location.latitude, longitude: location.longitude,
                                           time: Int64(time.rounded(.down))) else {
            throw Failure.internal(GeoClueFailure.notAPlace(location.fault ?? "?").notice)
        }
        let path: String
        do throws(ControlError) {
            path = try saved.save()
        } catch {
            throw Failure.internal(error.message)
        }
        return text(location, saved, age: now - time, path: path)
    }

    /// What `locate` prints: the place as saved (rounded), and how it was found.
    static func text(_ location: GeoClueLocation, _ saved: SavedLocation, age: Double, path: String) -> String {
        var lines: [String] = []
        let position = Coordinates(latitude: saved.latitude, longitude: saved.longitude)?.written(decimals: 2) ?? ""
        // The city saved with it (AutoPlace.toSave), found from where GeoClue put it.
        if !saved.city.isEmpty, let (city, km) = NearestCity.to(latitude: location.latitude, longitude: location.longitude) {
            // TRANSLATORS: %1$s is a position (59.91° N, 10.75° E), %2$s kilometres, %3$s a city (Oslo, NO).
            lines.append(fill(tr("%1$s (%2$s km from %3$s)"), position, String(Int(km.rounded())), Escape.plain(city.label)))
        } else {
            lines.append(position)
        }
        let zone = saved.zone ?? ZoneBoundaries.zoneName(latitude: saved.latitude, longitude: saved.longitude)
        // TRANSLATORS: %s is a tz zone (Europe/Oslo).
        lines.append(fill(tr("time zone: %s"), zone))
        // TRANSLATORS: a distance: %s is whole kilometres (5 km) or metres (800 m).
        let accuracy = location.accuracy >= 1000 ? fill(tr("%s km"), String(Int((location.accuracy / 1000).rounded())))
                                                 : fill(tr("%s m"), String(Int(location.accuracy.rounded())))
        // GeoClue's own words, outside text: no control or bidi character reaches the terminal.
        let source = String(Escape.plain(location.description).prefix(80))
        // TRANSLATORS: %s is GeoClue's accuracy (5 km, 40 m), then where GeoClue found it in parentheses, or nothing.
        lines.append(fill(tr("accuracy: %s"), accuracy) + (source.isEmpty ? "" : " (\(source))"))
        // TRANSLATORS: a location's age: %s is a duration such as 12m or 3h05m.
        let ago = age < 60 ? tr("just now") : fill(tr("%s ago"), Wording.duration(seconds: age))
        // TRANSLATORS: %s is "just now" or "12m ago".
        lines.append(fill(tr("located: %s"), ago))
        // TRANSLATORS: %s is the file's path.
        lines.append(fill(tr("saved in %s"), path))
        return lines.joined(separator: "\n") + "\n"
    }
}
