import CivilTime
import SolarAstronomy

/// `solverv` with no subcommand: one plain line for the resolved location,
/// the next equinox or solstice and the state of today's sunlight.
///
///     $ solverv --lat 59.91 --lon 10.75 --tz Europe/Oslo --now 2026-11-22T12:00:00Z
///     Winter solstice in 29 days · 2h41m of sun left
enum LineCommand {
    static let providers = ["countdown", "sunlight"]

    static func run(_ run: Invocation, providers chosen: [String]) throws(Failure) -> String {
        for word in chosen where !providers.contains(word) {
            throw Failure("unknown subcommand or provider '\(word)' (subcommands: \(Solverv.commandNames); providers: \(providers.joined(separator: ", ")))")
        }
        let wanted = chosen.isEmpty ? providers : providers.filter(chosen.contains)
        var parts: [String] = []
        if wanted.contains("countdown") { parts.append(countdown(run)) }
        if wanted.contains("sunlight") { parts.append(sunlight(run)) }
        if let notice = run.place.notice { parts.append("(\(notice))") }
        return parts.joined(separator: " · ") + "\n"
    }

    static func countdown(_ run: Invocation) -> String {
        let zone = run.place.zone
        let today = run.today
        // The event stays "today" for the whole of its local date.
        let midnight = Instant(unixSeconds: Double(zone.startOfDay(today)))
        let next = Seasons.next(atOrAfter: midnight)
        let date = zone.date(at: unix(next.instant))
        let days = date.daysSinceEpoch - today.daysSinceEpoch
        let name = seasonalName(next.event, southern: run.place.coordinates.latitude < 0)
        switch days {
        case 0: return "\(name) today at \(clock(next.instant, zone))"
        case 1: return "\(name) tomorrow"
        default: return "\(name) in \(days) days"
        }
    }

    static func sunlight(_ run: Invocation) -> String {
        let zone = run.place.zone
        let days = SolarDays(coordinates: run.place.coordinates, zone: zone, altitudes: [.sunriseSunset])
        let now = Instant(unixSeconds: run.now)
        guard let today = days.day(run.today) else { return "" }
        switch today.status() {
        case .polarDay: return "sun up all day"
        case .polarNight: return "no sunrise today"
        case .normal: break
        }
        if let rise = today.rising(.sunriseSunset), now < rise {
            return "sunrise in \(duration(rise.ut - now.ut))"
        }
        let set = today.setting(.sunriseSunset) ?? today.end
        if now < set {
            return "\(duration(set.ut - now.ut)) of sun left"
        }
        guard let tomorrow = days.day(run.today.adding(days: 1)), let rise = tomorrow.rising(.sunriseSunset) else {
            return "no sunrise tomorrow"
        }
        return "sunrise tomorrow \(clock(rise, zone))"
    }

    /// Northern names north of the equator; the seasons swap south of it.
    static func seasonalName(_ event: SeasonEvent, southern: Bool) -> String {
        let northern = ["Spring equinox", "Summer solstice", "Autumn equinox", "Winter solstice"]
        return northern[(event.rawValue + (southern ? 2 : 0)) % 4]
    }

    /// `3h12m`, `4h02m` or `12m`, whole minutes down: a countdown never runs ahead.
    static func duration(_ days: Double) -> String {
        let minutes = Int((days * 1440).rounded(.down))
        let m = minutes % 60
        return minutes >= 60 ? "\(minutes / 60)h\(m < 10 ? "0" : "")\(m)m" : "\(minutes)m"
    }

    /// Local `HH:MM`, to the nearest minute.
    static func clock(_ t: Instant, _ zone: Zone) -> String {
        let minute = (t.unixSeconds / 60).rounded() * 60
        let text = Timestamp.local(unixSeconds: minute, in: zone)
        return String(text.dropFirst(11).prefix(5))
    }

    private static func unix(_ t: Instant) -> Int64 { Int64(t.unixSeconds.rounded()) }
}
