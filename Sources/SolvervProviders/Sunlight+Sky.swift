import CivilTime
import SolarAstronomy
import SolvervContracts
import SolvervLanguage

/// The sunlight line's facts beyond sunrise and sunset (issue 45): the
/// twilights, the golden and blue hours, where the Sun stands now, and the
/// daylight since the last solstice. Each is built only where something
/// reads it (a template that places it, the JSON snapshot, a plugin), so a
/// line without them pays nothing; see `SkyFacts.wanted`.
///
/// - The twilights are today's (the solar day the instant falls in, as
///   `{sunrise}`): `{civil_dawn}` is RFC 3339, `{civil_dawn_time}` the
///   clock with the `+1`/`−1` mark of `{sunset_mark}` (or `none` where the
///   Sun does not reach −6° that day), and `{civil_dawn_in}` counts down to
///   the next civil dawn after now, as `{until_sunrise}` counts.
/// - The golden hour (the Sun's centre from −4° to +6°) and the blue hour
///   (−6° to −4°) are the one under way, else the next to come, morning or
///   evening: what someone with a camera asks. `{golden_hour}` is its
///   `start–end` in local clock times (`+1` on an end after midnight), and
///   `{golden_hour_in}` the time until it starts, empty while it is on.
/// - `{altitude}` and `{azimuth}`: the Sun's centre now, in degrees to a
///   tenth: topocentric and apparent, without refraction (SPEC §4 has none
///   beyond sunrise's −0.8333° constant), so the Sun on the horizon at
///   sunrise reads −0.8. Azimuth is east of true north, 0–360.
/// - `{since_solstice}`: today's day length minus that of the last
///   solstice's date (`+2h05m`); `{year_light}`: where today's length sits
///   between that solstice's and the next one's, 0 % at the shorter, 100 %
///   at the longer. "The year" is thus the solstice-to-solstice half year
///   the date is in, whose ends are the shortest and longest days.
struct SkyFacts {
    /// A twilight's fact name, the altitude, and whether it is the dawn.
    static let twilights: [(String, SunAltitude, Bool)] = [
        ("civil_dawn", .civilTwilight, true), ("civil_dusk", .civilTwilight, false),
        ("nautical_dawn", .nauticalTwilight, true), ("nautical_dusk", .nauticalTwilight, false),
        ("astronomical_dawn", .astronomicalTwilight, true), ("astronomical_dusk", .astronomicalTwilight, false),
    ]

    /// Every altitude these facts and the light classes cross.
    static let altitudes: [SunAltitude] = [
        .sunriseSunset, .civilTwilight, .nauticalTwilight, .astronomicalTwilight, .blueHourTop, .goldenHourTop,
    ]

    static var placeholders: [(String, String)] {
        var list: [(String, String)] = []
        for (name, altitude, dawn) in twilights {
            let word = name.replacingUnderscores
            let what = dawn ? "rises past" : "sets past"
            list.append((name, "today's \(word), RFC 3339 (the Sun \(what) \(Int(altitude.degrees))°; empty if none)"))
            list.append((name + "_time", "today's \(word), HH:MM with the +1/−1 mark of {sunset_mark}, or none"))
            list.append((name + "_in", "time until the next \(word), 1h05m (empty if none within two days)"))
            list.append((name + "_in_s", "the same, seconds"))
        }
        for (name, range) in [("golden_hour", "−4° to +6°"), ("blue_hour", "−6° to −4°")] {
            let word = name.replacingUnderscores
            list.append((name, "the \(word) (the Sun \(range)) under way, else the next, morning or evening: 16:41–17:38"))
            list.append((name + "_start", "when that \(word) starts, RFC 3339"))
            list.append((name + "_end", "when it ends, RFC 3339"))
            list.append((name + "_in", "time until it starts, 1h05m (empty while it is on)"))
            list.append((name + "_in_s", "the same, seconds (0 while it is on)"))
        }
        list += [
            ("altitude", "the Sun's altitude now, degrees to a tenth: topocentric, no refraction (−0.8 at sunrise)"),
            ("azimuth", "the Sun's azimuth now, degrees east of true north, 0–360"),
            ("since_solstice", "today's day length minus the last solstice's date's, +2h05m or −1h12m"),
            ("since_solstice_s", "the same, seconds"),
            ("year_light", "today's day length between the last and the next solstice's, 0–100 (0 the shorter)"),
        ]
        return list
    }

    /// Whether the line reads any of these facts or draws the light
    /// classes: then the day needs every altitude's crossings. (Names
    /// matched by their stems, not against `placeholders`: building that
    /// list of tuples would cost every line with a template.)
    static func wanted(_ context: ProviderContext) -> Bool {
        // A one-shot waybar line takes its classes from the Sun's altitude
        // now (`classes(_:)`), not from five more altitudes' crossings.
        guard !(context.drawsLightClasses && context.wantsChanges), let read = context.readFacts else { return true }
        for name in read where isOurs(name) { return true }
        return false
    }

    /// The light classes from the Sun's altitude now, for a line that
    /// draws them but asks for no changes (a one-shot waybar line): the
    /// bands of `SkyFacts.lightClasses`, lowered by the horizon's dip as the
    /// crossings are. Within a millisecond of a crossing the two may differ.
    static func classes(_ context: ProviderContext) -> [String] {
        let a = SunPosition(context.coordinates, at: context.instant).altitude + context.coordinates.horizonDip
        var out: [String] = []
        if a > SunAltitude.blueHourTop.degrees, a <= SunAltitude.goldenHourTop.degrees { out.append("golden-hour") }
        if a > SunAltitude.civilTwilight.degrees, a <= SunAltitude.blueHourTop.degrees { out.append("blue-hour") }
        if a <= SunAltitude.sunriseSunset.degrees {
            if a > SunAltitude.civilTwilight.degrees {
                out.append("civil-twilight")
            } else if a > SunAltitude.nauticalTwilight.degrees {
                out.append("nautical-twilight")
            } else if a > SunAltitude.astronomicalTwilight.degrees {
                out.append("astronomical-twilight")
            }
        }
        return out
    }

    static func isOurs(_ name: String) -> Bool {
        for stem in ["civil_", "nautical_", "astronomical_", "golden_hour", "blue_hour", "since_solstice"] where name.hasPrefix(stem) {
            return true
        }
        return name == "altitude" || name == "azimuth" || name == "year_light"
    }

    let context: ProviderContext
    /// The solar day the instant falls in, its date, the next, and the one before.
    let date: CivilDate
    let day: SolarDay
    let next: SolarDay
    let before: SolarDay?

    var now: Instant { context.instant }
    var zone: Zone { context.zone }

    /// The solar day that holds `now`.
    var holding: SolarDay { now < day.start ? before ?? day : now < day.end ? day : next }

    func dateOf(_ t: Instant) -> CivilDate { zone.date(at: Int64(t.unixSeconds.rounded(.down))) }

    /// `05:12`, `00:40+1`: the clock of `t`, marked when it falls on
    /// another date than `reference`.
    func marked(_ t: Instant, from reference: CivilDate) -> String {
        let offset = dateOf(t).daysSinceEpoch - reference.daysSinceEpoch
        let clock = Wording.clock(t.unixSeconds, zone)
        return offset == 0 ? clock : clock + (offset > 0 ? "+\(offset)" : "−\(-offset)")
    }

    /// The first crossing after `t` of any of `kinds` (altitude, upward), in
    /// the days at hand, in time order.
    func first(_ kinds: [(SunAltitude, Bool)], after t: Instant) -> Instant? {
        for d in [before, day, next] {
            guard let d, d.end > t else { continue }
            var best: Instant?
            for (altitude, rising) in kinds {
                if let x = d.crossing(altitude, after: t, rising: rising), best.map({ x < $0 }) ?? true { best = x }
            }
            if let best { return best }
        }
        return nil
    }

    /// The golden or blue hour (the Sun between `low` and `high`) under
    /// way at `now`, else the next: its start (nil if it began before the
    /// days at hand) and end (nil if it ends after them), and whether it is on.
    func span(_ low: SunAltitude, _ high: SunAltitude) -> (start: Instant?, end: Instant?, on: Bool) {
        let starts: [(SunAltitude, Bool)] = [(low, true), (high, false)]
        let ends: [(SunAltitude, Bool)] = [(high, true), (low, false)]
        let on = holding.isAbove(low, at: now) && !holding.isAbove(high, at: now)
        if on {
            // The last start before now: walk the starts from the day before.
            var start: Instant?, t = (before ?? day).start
            while let s = first(starts, after: t), s <= now {
                start = s
                t = s.adding(days: 1e-9)
            }
            return (start, first(ends, after: now), true)
        }
        guard let start = first(starts, after: now) else { return (nil, nil, false) }
        return (start, first(ends, after: start), false)
    }
}

extension String {
    /// `civil_dawn` → `civil dawn`, for the placeholders' descriptions.
    fileprivate var replacingUnderscores: String {
        var out = ""
        for c in self { out.append(c == "_" ? " " : c) }
        return out
    }
}
