import CivilTime
import SolarAstronomy
import SolvervContracts
import SolvervIO
import SolvervLanguage
import SolvervPlaces

/// `solverv poll [--threshold sunset|civil|nautical|astronomical|DEG]`:
/// whether it is day or night now at the place, for scripts that ask "is
/// it dark?". It prints `day` or `night` and says it in its status too, as
/// sunwait's `poll` does: 2 by day, 3 by night. (Bad usage is status 2 as
/// everywhere, with nothing on stdout: a script that must tell the two
/// apart reads the word, or tests for 3.)
///
/// Day is the Sun's centre above the threshold's altitude: −0.8333° for
/// `sunset` (the default: sunrise and sunset as everywhere in Solverv),
/// −6°, −12°, −18° for the twilights, or any altitude in degrees. Read
/// from the same crossings as the line's state, so `poll` says `day`
/// exactly when `--format json` says `day` or `polar_day`.
package enum SunPoll {
    /// What `poll --help` and the man page say after the options.
    package static let notes = """
        poll prints day or night: day while the Sun's centre is above the threshold (sunset: -0.8333°,
        sunrise and sunset as everywhere; civil -6°, nautical -12°, astronomical -18°; or degrees).
        Exit status, as sunwait's poll: 2 day, 3 night. Bad usage is 2 too, with nothing on stdout:
        read the word, or test for 3 (is it dark?).
        """
    package static let dayStatus: Int32 = 2
    package static let nightStatus: Int32 = 3
    package static let thresholds: [(String, Double)] = [("sunset", -0.8333), ("civil", -6), ("nautical", -12), ("astronomical", -18)]

    /// The altitude of `--threshold` (sunrise and sunset's when not given).
    package static func threshold(_ text: String?) throws(Failure) -> SunAltitude {
        guard let text else { return .sunriseSunset }
        if let named = thresholds.first(where: { $0.0 == text }) { return SunAltitude(degrees: named.1) }
        guard let degrees = Number.parse(text), abs(degrees) < 90 else {
            let names = thresholds.map(\.0)
            // TRANSLATORS: the value given, a "did you mean" or nothing, then the names it takes (they stay as they are).
            throw Failure(fill(tr("--threshold: '%s' is not %s, or an altitude in degrees between -90 and 90%s"), Echo.cut(text),
                               names.joined(separator: ", "), Suggestion.hint(text, names)))
        }
        return SunAltitude(degrees: degrees)
    }

    /// Whether the Sun is above `altitude` at `t` (unix seconds): read, as
    /// the line reads its state, from the crossings of the solar day that
    /// holds the instant (the next one where a calendar day near a pole has ended).
    package static func isDay(at t: Double, coordinates: Coordinates, zone: Zone, altitude: SunAltitude = .sunriseSunset) -> Bool {
        let days = SolarDays(coordinates: coordinates, zone: zone, altitudes: [altitude], keepsEveryCrossing: true)
        let now = Instant(unixSeconds: t)
        guard let (date, day) = days.day(holding: now, around: zone.date(at: Int64(t.rounded(.down)))) else { return false }
        if now >= day.end, let next = days.day(existing: date.adding(days: 1), step: 1)?.day {
            return next.isAbove(altitude, at: now)
        }
        return day.isAbove(altitude, at: now)
    }

    package static func run(_ options: Options, _ out: inout Output) throws(Failure) {
        let altitude = try threshold(options.values["threshold"])
        let run = try Invocation(options)
        let day = isDay(at: run.now, coordinates: run.place.coordinates, zone: run.place.zone, altitude: altitude)
        try out.write(day ? "day\n" : "night\n")
        out.status = day ? dayStatus : nightStatus
    }
}
