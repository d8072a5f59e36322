import CivilTime
import SolarAstronomy
import SolvervContracts

/// **sunlight**: the Sun today.
///
/// While the Sun is up, the sunlight left until sunset; before sunrise, the
/// time until it; after sunset, tomorrow's sunrise and day length. Polar
/// day says "sun up all day" with the days until the first sunset; polar
/// night "no sunrise" with the days until the Sun returns. Day length and
/// its change since yesterday come from instants, so DST days do not
/// distort them. A sunset after local midnight carries a `+1` mark.
///
/// "Today" is the solar day the instant falls in (SPEC §4): in Reykjavík
/// at 00:01 in late June the Sun is still up, and it is yesterday's sunset
/// that is counted down.
///
/// Default text: small `☀ 3h12m`, medium `3h12m of sun left`, large adds
/// sunrise, sunset, day length and change, and a sparkline of the year.
///
/// `--urgent N` marks the last N minutes before sunset: class `urgent`
/// (waybar), `"urgent": true` (i3bar) and the urgent colour elsewhere.
///
/// Example template: `--template '{icon} {sunset_time}{sunset_mark}'`.
public struct SunlightProvider: Provider {
    public init() {}

    public let name = "sunlight"
    public let summary = "the sunlight left today, sunrise, sunset and day length"
    // Computed, not stored: only `formats` and templates read it, and
    // building an array of tuples costs a one-shot line runtime metadata.
    public var placeholders: [(String, String)] { [
        ("icon", "☀ by day, 🌅 before sunrise, 🌙 after sunset, 🌑 in polar night"),
        ("state", "day, night, polar_day or polar_night"),
        ("status", "what the medium line says: 3h12m of sun left"),
        ("remaining", "sunlight left now, 3h12m (0m at night)"),
        ("remaining_s", "sunlight left now, seconds"),
        ("until_sunrise", "time until the next sunrise, 1h05m (empty by day)"),
        ("sunrise", "sunrise, RFC 3339 (empty if none)"),
        ("sunset", "sunset, RFC 3339 (empty if none)"),
        ("sunrise_time", "sunrise, HH:MM"),
        ("sunset_time", "sunset, HH:MM"),
        ("sunset_mark", "+1 when the sunset falls after local midnight"),
        ("daylight", "day length, 7h21m"),
        ("daylight_s", "day length, seconds (86400 polar day, 0 polar night)"),
        ("delta", "change since yesterday, +2m05s"),
        ("delta_s", "change since yesterday, seconds"),
        ("days_until_change", "polar day or night: calendar days until the first sunset or sunrise"),
    ] }

    public func report(_ context: ProviderContext) -> ProviderReport {
        let zone = context.zone
        let days = SolarDays(coordinates: context.coordinates, zone: zone, altitudes: [.sunriseSunset])
        let now = context.instant
        // The solar day the instant falls in: usually today's, but before
        // today's lower culmination it is still yesterday's. A date the zone
        // skipped (Apia, 2011-12-30) has no solar day; step over it.
        func existing(_ d: CivilDate, _ step: Int) -> (CivilDate, SolarDay)? {
            for k in 0..<3 { if let day = days.day(d.adding(days: k * step)) { return (d.adding(days: k * step), day) } }
            return nil
        }
        guard var (date, day) = existing(context.today, -1) else { return unavailable() }
        if now < day.start, let earlier = existing(date.adding(days: -1), -1) { (date, day) = earlier }
        let before = existing(date.adding(days: -1), -1)?.1
        let daylight = Int(day.daylight().rounded())
        let delta = before.map { daylight - Int($0.daylight().rounded()) }
        let rise = day.rising(.sunriseSunset), set = day.setting(.sunriseSunset)
        let today = context.today
        func inDays(_ t: Instant) -> Int { zone.date(at: Int64(t.unixSeconds.rounded(.down))).daysSinceEpoch - today.daysSinceEpoch }
        func plural(_ n: Int) -> String { n == 1 ? "1 day" : "\(n) days" }

        var state = "day", icon = SunIcon.day.glyph(context.icons), small = "", medium = ""
        var remaining = 0.0, untilSunrise: Double?
        var polarDays: Int?
        if day.status() == .polarNight {
            state = "polar_night"
            icon = SunIcon.polarNight.glyph(context.icons)
            let next = nextCrossing(after: now, from: date, rising: true, context)
            polarDays = next.map(inDays)
            untilSunrise = next.map { ($0.ut - now.ut) * 86_400 }
            small = "\(icon) no sun"
            medium = "no sunrise" + (polarDays.map { " · sun returns in \(plural($0))" } ?? "")
        } else if let rise, now < rise {
            state = "night"
            icon = SunIcon.beforeSunrise.glyph(context.icons)
            untilSunrise = (rise.ut - now.ut) * 86_400
            small = "\(icon) \(Wording.duration(seconds: untilSunrise ?? 0))"
            medium = "sunrise in \(Wording.duration(seconds: untilSunrise ?? 0))"
        } else if let set, now >= set {
            state = "night"
            icon = SunIcon.afterSunset.glyph(context.icons)
            if let next = existing(date.adding(days: 1), 1)?.1, let r = next.rising(.sunriseSunset) {
                untilSunrise = (r.ut - now.ut) * 86_400
                let clock = Wording.clock(r.unixSeconds, zone)
                small = "\(icon) \(clock)"
                medium = "sunrise \(clock) · \(Wording.duration(seconds: next.daylight())) of daylight"
            } else {
                small = "\(icon) no sunrise"
                medium = "no sunrise tomorrow"
            }
        } else if let set {
            remaining = (set.ut - now.ut) * 86_400
            small = "\(icon) \(Wording.duration(seconds: remaining))"
            medium = "\(Wording.duration(seconds: remaining)) of sun left"
        } else {
            // Up, and no sunset today: polar day, or the day it begins.
            state = day.status() == .polarDay ? "polar_day" : "day"
            let next = nextCrossing(after: now, from: date, rising: false, context)
            polarDays = next.map(inDays)
            remaining = next.map { ($0.ut - now.ut) * 86_400 } ?? 0
            small = "\(icon) all day"
            medium = (state == "polar_day" ? "sun up all day" : "sun up") + (polarDays.map { " · sets in \(plural($0))" } ?? "")
        }

        let riseClock = rise.map { Wording.clock($0.unixSeconds, zone) }
        let setClock = set.map { Wording.clock($0.unixSeconds, zone) }
        let setDate = set.map { zone.date(at: Int64($0.unixSeconds.rounded())) }
        let mark = (setDate.map { $0 > date } ?? false) ? "+1" : ""
        var large: String?
        if context.wantsLarge {
            let times = "Sunrise \(riseClock ?? "—") · Sunset \(setClock ?? "—")\(mark)"
            let length = "Daylight \(Wording.duration(seconds: Double(daylight)))" + (delta.map { " (\(Wording.change(seconds: $0)))" } ?? "")
            large = "\(icon) \(medium)\n\(times)\n\(length)\nYear \(yearOfDaylight(context, date.year))"
        }
        // The last minutes of a day that ends with a sunset, when asked for.
        let urgent = state == "day" && set != nil && context.urgentMinutes.map { remaining <= Double($0) * 60 } == true
        let fraction = rise.flatMap { r in set.map { s in (now.ut - r.ut) / (s.ut - r.ut) } }
        return ProviderReport(
            provider: name,
            facts: [
                Fact("icon", .text(icon)),
                Fact("state", .text(state)),
                Fact("status", .text(medium)),
                Fact("remaining", .text(Wording.duration(seconds: remaining))),
                Fact("remaining_s", .integer(Int(remaining.rounded(.down)))),
                Fact("until_sunrise", untilSunrise.map { .text(Wording.duration(seconds: $0)) } ?? .missing),
                Fact("sunrise", rise.map { .text(Wording.local($0.unixSeconds, zone)) } ?? .missing),
                Fact("sunset", set.map { .text(Wording.local($0.unixSeconds, zone)) } ?? .missing),
                Fact("sunrise_time", riseClock.map { .text($0) } ?? .missing),
                Fact("sunset_time", setClock.map { .text($0) } ?? .missing),
                Fact("sunset_mark", .text(mark)),
                Fact("daylight", .text(Wording.duration(seconds: Double(daylight)))),
                Fact("daylight_s", .integer(daylight)),
                Fact("delta", delta.map { .text(Wording.change(seconds: $0)) } ?? .missing),
                Fact("delta_s", delta.map { .integer($0) } ?? .missing),
                Fact("days_until_change", polarDays.map { .integer($0) } ?? .missing),
            ],
            small: small,
            medium: medium,
            large: large,
            classes: urgent ? ["urgent", state.cssClass] : [state.cssClass],
            percentage: fraction.map { min(100, max(0, Int(($0 * 100).rounded(.down)))) },
            alt: state
        )
    }

    /// The first sunrise (or sunset) after `now`, searching the solar days
    /// from `date` on, a year at most: the end of a polar night (or day).
    private func nextCrossing(after now: Instant, from date: CivilDate, rising: Bool, _ context: ProviderContext) -> Instant? {
        let days = SolarDays(coordinates: context.coordinates, zone: context.zone, altitudes: [.sunriseSunset], days: 200)
        for k in 0...366 {
            guard let d = days.day(date.adding(days: k)) else { continue }
            if let t = rising ? d.rising(.sunriseSunset) : d.setting(.sunriseSunset), t > now { return t }
        }
        return nil
    }

    /// Day length on the 15th of each month of `year`, from the
    /// low-precision Sun: a sparkline has eight heights, and the precise
    /// ephemeris would cost a one-shot waybar tooltip 36 extra places.
    private func yearOfDaylight(_ context: ProviderContext, _ year: Int) -> String {
        let lengths = (1...12).compactMap { m in
            CivilDate(year: year, month: m, day: 15).map { date in
                ApproximateDaylight.hours(latitude: context.coordinates.latitude,
                                          at: Instant(unixSeconds: Double(date.daysSinceEpoch) * 86_400 + 43_200))
            }
        }
        return Wording.sparkline(lengths)
    }

    private func unavailable() -> ProviderReport {
        ProviderReport(provider: name, facts: [Fact("state", .missing)], small: "", medium: "", large: nil,
                       classes: [], percentage: nil, alt: "")
    }
}

extension String {
    /// CSS classes use hyphens: `polar_day` → `polar-day`.
    /// (A loop, not `String(map …)`: a `[Character]` costs runtime metadata.)
    fileprivate var cssClass: String {
        var out = String()
        out.reserveCapacity(utf8.count)
        for c in self { out.append(c == "_" ? "-" : c) }
        return out
    }
}
