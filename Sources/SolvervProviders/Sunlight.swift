import CivilTime
import SolarAstronomy
import SolvervContracts
import SolvervLanguage

/// **sunlight**: the Sun today.
///
/// While the Sun is up, the sunlight left until sunset; before sunrise, the
/// time until it; after sunset, the coming day's sunrise and day length,
/// labelled with its day (`Tomorrow: sunrise 08:35 · 6h54m of daylight`).
/// Polar day says "sun up all day" with the days until the first sunset;
/// polar night "no sunrise" with the days until the Sun returns, and so
/// does the evening a polar night begins ("no sunrise tomorrow · sun
/// returns in 49 days"). Day length and its change since yesterday come
/// from instants, so DST days do not distort them. A sunset after local
/// midnight carries a `+1` mark, a sunrise before it (a zone far from the
/// place) a `−1`.
///
/// "Today" is the solar day the instant falls in (SPEC §4: the day of
/// local date D runs from the lower culmination before D's transit to the
/// one after), dated by its transit in the display zone, whatever zone
/// that is (`SolarDays.day(holding:around:)`). On the place's own clock it
/// is the date's day or, before the lower culmination that opens it, the
/// day before: in Reykjavík at 00:01 in late June the Sun is still up, and
/// it is yesterday's sunset that is counted down. In a display zone far
/// from the place it moves by hours either way: in Los Angeles time Oslo's
/// noon is at 04:20, so from 16:20 the instant is in tomorrow's solar day,
/// whose sunrise falls before that date's midnight (`Tomorrow: sunrise
/// 18:53−1 · sunset 13:43`). So the state and the counts agree with the
/// day's rise and set: up means sunrise ≤ now < sunset and `remaining` is
/// sunset − now; before sunrise the line counts down to today's sunrise;
/// after sunset the next sunrise is the one after today's sunset. Within
/// 0.2° of a pole days are calendar dates (see
/// `SolarDayFinder.usesCalendarDays`). The plain placeholders (`sunrise`,
/// `daylight`, …) and the JSON snapshot's `sunrise`, `sunset`,
/// `daylight_s` and `delta_s` are today's; the `next_` ones are the next
/// after now. Whether the Sun is up now, and the next rise and set, come
/// from the same crossings `table` prints, and today's rise and set are
/// `table`'s row for today's date.
///
/// Default text: small `☀ 3h12m`, medium `3h12m of sun left`, large adds
/// today's sunrise, sunset, day length and change, each line labelled with
/// its day, and a sparkline of the year.
///
/// `--urgent N` marks the last N minutes before sunset: class `urgent`
/// (waybar), `"urgent": true` (i3bar) and the urgent colour elsewhere.
///
/// The twilights, the golden and blue hours, the Sun's altitude and
/// azimuth now, and the daylight gained since the last solstice are
/// placeholders too (`{civil_dusk_time}`, `{golden_hour}`, `{altitude}`,
/// `{since_solstice}`, …; `SkyFacts` says what each is). In waybar, the
/// JSON snapshot and a plugin the classes name the light now besides the
/// state: `golden-hour`, `blue-hour`, `civil-twilight`,
/// `nautical-twilight` and `astronomical-twilight`.
///
/// Example template: `--template '{icon} {sunset_time}{sunset_mark}'`.
public struct SunlightProvider: Provider {
    public init() {}

    public let name = "sunlight"
    public let summary = "the sunlight left today, sunrise, sunset and day length"
    // Computed, not stored: only `formats` and templates read it, and
    // building an array of tuples costs a one-shot line runtime metadata.
    public var placeholders: [(String, String)] { [
        ("icon", "☀ by day, 🌅 before sunrise, 🌙 after sunset, 🔆 in polar day, 🌑 in polar night"),
        ("state", "day, night, polar_day or polar_night, now"),
        ("status", "what the medium line says: 3h12m of sun left, Tomorrow: sunrise 08:35 · 6h54m of daylight"),
        ("remaining", "sunlight left now, 3h12m (0m at night)"),
        ("remaining_s", "sunlight left now, seconds"),
        ("remaining_hms", "sunlight left now with its seconds, 2:34:05 (watch mode then wakes each second)"),
        ("until_sunrise", "time until the next sunrise, 1h05m (empty by day)"),
        ("sunrise", "today's sunrise, RFC 3339 (empty if none); today is the solar day the instant falls in"),
        ("sunset", "today's sunset, RFC 3339 (empty if none)"),
        ("sunrise_time", "today's sunrise, HH:MM"),
        ("sunset_time", "today's sunset, HH:MM"),
        ("sunrise_mark", "−1 when today's sunrise falls before local midnight (a zone far from the place)"),
        ("sunset_mark", "+1 when today's sunset falls after local midnight"),
        ("daylight", "today's day length, 7h21m"),
        ("daylight_s", "today's day length, seconds (86400 polar day, 0 polar night)"),
        ("delta", "today's day length minus yesterday's, +2m05s"),
        ("delta_s", "today's day length minus yesterday's, seconds"),
        ("next_sunrise", "the next sunrise after now, RFC 3339: today's before it, tomorrow's after it"),
        ("next_sunrise_time", "the next sunrise after now, HH:MM"),
        ("next_sunset", "the next sunset after now, RFC 3339"),
        ("next_sunset_time", "the next sunset after now, HH:MM"),
        ("next_daylight", "the length of the day the next sunrise opens, 6h54m"),
        ("next_daylight_s", "the length of the day the next sunrise opens, seconds"),
        ("days_until_change", "calendar days until the next sunset (sun up for days) or sunrise (sun down for days)"),
    ] + SkyFacts.placeholders }

    public func report(_ context: ProviderContext) -> ProviderReport {
        let zone = context.zone
        // Every altitude only where the sky's facts or classes are read.
        let sky = SkyFacts.wanted(context)
        let days = SolarDays(coordinates: context.coordinates, zone: zone, altitudes: sky ? SkyFacts.altitudes : [.sunriseSunset],
                             keepsEveryCrossing: true)
        let now = context.instant
        // The solar day the instant falls in (see the doc comment), and the
        // days either side of it, stepping over a date the zone skipped.
        guard let (date, day) = days.day(holding: now, around: context.today) else { return unavailable() }
        let before = days.day(existing: date.adding(days: -1), step: -1)?.day
        guard let (nextDate, next) = days.day(existing: date.adding(days: 1), step: 1) else { return unavailable() }
        let daylight = Int(day.daylight().rounded())
        let delta = before.map { daylight - Int($0.daylight().rounded()) }
        let rise = day.rising(.sunriseSunset), set = day.setting(.sunriseSunset)
        let today = context.today
        func dateOf(_ t: Instant) -> CivilDate { zone.date(at: Int64(t.unixSeconds.rounded(.down))) }
        func inDays(_ t: Instant) -> Int { dateOf(t).daysSinceEpoch - today.daysSinceEpoch }

        // Up or down now, from the crossings of the day that holds the
        // instant (the next one only if a repeated date's calendar day, near
        // a pole, has ended): the crossings `table` prints. Then the next rise and set after now,
        // in the two days at hand or, around a polar day or night, up to a
        // year on.
        let holding = now < day.end ? day : next
        let above = holding.isAbove(.sunriseSunset, at: now)
        var far: SolarDays?
        func following(rising: Bool) -> Instant? {
            if let t = day.crossing(.sunriseSunset, after: now, rising: rising) ?? next.crossing(.sunriseSunset, after: now, rising: rising) {
                return t
            }
            let search = far ?? SolarDays(coordinates: context.coordinates, zone: zone, altitudes: [.sunriseSunset],
                                          days: 200, keepsEveryCrossing: true)
            far = search
            return search.nextCrossing(.sunriseSunset, after: now, rising: rising, from: next, dated: nextDate, within: 370)
        }
        let nextRise = following(rising: true), nextSet = following(rising: false)
        // The length of the day that the next sunrise opens.
        let nextDaylight = nextRise.map { r -> Double in
            if r < day.end { return day.daylight() }
            if r < next.end { return next.daylight() }
            return (far ?? days).day(dateOf(r))?.daylight() ?? 0
        }

        var state = "day", icon = SunIcon.day.glyph(context.icons), small = "", medium = ""
        var remaining = 0.0, untilSunrise: Double?
        var polarDays: Int?
        // Which counts the default texts show, and so tick by the minute.
        var textCountsSunlight = false, textCountsToSunrise = false
        if above {
            remaining = nextSet.map { ($0.ut - now.ut) * 86_400 } ?? 0
            if day.status() == .polarDay {
                state = "polar_day"
                icon = SunIcon.polarDay.glyph(context.icons)
                polarDays = nextSet.map(inDays)
                // TRANSLATORS: the small size in a polar day, after the icon (within 14 columns with it).
                small = icon + " " + trc("small", "all day")
                medium = tr("sun up all day") + (polarDays.map { " · " + sets($0) } ?? "")
            } else if nextSet != nil, remaining < 86_400 {
                textCountsSunlight = true
                small = icon + " " + Wording.duration(seconds: remaining)
                // TRANSLATORS: the medium size by day; %s is a duration such as 3h12m.
                medium = fill(tr("%s of sun left"), Wording.duration(seconds: remaining))
            } else {
                // The day a polar day begins: up, and no sunset for days.
                polarDays = nextSet.map(inDays)
                small = icon + " " + trc("small", "all day")
                // TRANSLATORS: the medium size on the day a polar day begins.
                medium = tr("sun up") + (polarDays.map { " · " + sets($0) } ?? "")
            }
        } else {
            state = "night"
            untilSunrise = nextRise.map { ($0.ut - now.ut) * 86_400 }
            if day.status() == .polarNight {
                state = "polar_night"
                icon = SunIcon.polarNight.glyph(context.icons)
                polarDays = nextRise.map(inDays)
                // TRANSLATORS: the small size in a polar night, after the icon (within 14 columns with it).
                small = icon + " " + trc("small", "no sun")
                // TRANSLATORS: the medium size in a polar night.
                medium = tr("no sunrise") + (polarDays.map { " · " + returns($0) } ?? "")
            } else if let nextRise, nextRise < holding.end {
                icon = SunIcon.beforeSunrise.glyph(context.icons)
                textCountsToSunrise = true
                small = icon + " " + Wording.duration(seconds: untilSunrise ?? 0)
                // TRANSLATORS: the medium size before sunrise; %s is a duration such as 1h05m.
                medium = fill(tr("sunrise in %s"), Wording.duration(seconds: untilSunrise ?? 0))
            } else if let nextRise, inDays(nextRise) <= inDays(now) + 1 {
                // After sunset: the coming day's sunrise and length, with its day.
                icon = SunIcon.afterSunset.glyph(context.icons)
                let clock = Wording.clock(nextRise.unixSeconds, zone)
                small = icon + " " + clock
                // TRANSLATORS: the medium size after sunset (within 72 columns): %1$s is the day (Tomorrow,
                // or Mon 21 Dec), %2$s a time such as 08:35 or 8:35 AM, %3$s a duration such as 6h54m.
                medium = fill(tr("%1$s: sunrise %2$s · %3$s of daylight"), Wording.dayLabel(inDays(nextRise), dateOf(nextRise)),
                              clock, Wording.duration(seconds: nextDaylight ?? 0))
            } else {
                // The evening a polar night begins: say when the Sun returns.
                icon = SunIcon.afterSunset.glyph(context.icons)
                polarDays = nextRise.map(inDays)
                // TRANSLATORS: the small size on the evening a polar night begins, after the icon (within
                // 14 columns with it).
                small = icon + " " + trc("small", "no sunrise")
                // TRANSLATORS: the medium size on the evening a polar night begins.
                medium = tr("no sunrise tomorrow") + (polarDays.map { " · " + returns($0) } ?? "")
            }
        }

        // A sunset after the day's date, a sunrise before it (a display zone
        // far from the place): the date of the minute each clock shows.
        let mark = (set.map { dateOf($0) > date } ?? false) ? "+1" : ""
        let riseMark = (rise.map { dateOf($0) < date } ?? false) ? "−1" : ""
        var large: String?
        if context.wantsLarge {
            // The headline may be about the coming day; these lines are about
            // the day the instant falls in, and say so.
            let label = Wording.dayLabel(date.daysSinceEpoch - today.daysSinceEpoch, date)
            let riseClock = rise.map { Wording.clock($0.unixSeconds, zone) }
            let setClock = set.map { Wording.clock($0.unixSeconds, zone) }
            // TRANSLATORS: the large size (within 100 columns): %1$s is the day (Today, or Mon 21 Dec),
            // %2$s and %3$s times such as 08:35 or 8:35 AM, perhaps with a mark: 00:12+1.
            let times = fill(tr("%1$s: sunrise %2$s · sunset %3$s"), label, (riseClock ?? "—") + riseMark, (setClock ?? "—") + mark)
            // TRANSLATORS: the large size: %1$s is the day (Today, or Mon 21 Dec), %2$s a duration such as 7h21m.
            let length = fill(tr("%1$s: daylight %2$s"), label, Wording.duration(seconds: Double(daylight)))
                + (delta.map { " (" + Wording.change(seconds: $0) + ")" } ?? "")
            // TRANSLATORS: the large size: %s is a sparkline of the year's day lengths, 12 columns.
            let year = fill(tr("Year %s"), yearOfDaylight(context, date.year))
            large = icon + " " + medium + "\n" + times + "\n" + length + "\n" + year
        }
        // The last minutes of a day that ends with a sunset, when asked for.
        let urgent = state == "day" && nextSet != nil && context.urgentMinutes.map { remaining <= Double($0) * 60 } == true
        let fraction = rise.flatMap { r in set.map { s in (now.ut - r.ut) / (s.ut - r.ut) } }
        func local(_ name: String, _ t: Instant?) -> Fact.Value {
            context.text(name, t.map { Wording.local($0.unixSeconds, zone) })
        }
        // Clock times only where they are read: the first one loads LC_TIME,
        // which costs a translated line a tenth of its start-up time.
        func clock(_ name: String, _ t: Instant?) -> Fact.Value {
            context.text(name, t.map { Wording.clock($0.unixSeconds, zone) })
        }
        var changes: [Double] = []
        if context.wantsChanges {
            // When what this report can show changes: the date (day labels,
            // day counts, the year's sparkline), the solar day it is about,
            // sunrise and sunset, the floored minutes of `remaining` and
            // `until_sunrise`, the urgent minutes, and the next percent.
            changes = [context.nextMidnight, day.end.unixSeconds, next.end.unixSeconds]
            if let t = nextRise?.unixSeconds { changes.append(t) }
            if let t = nextSet?.unixSeconds {
                changes.append(t)
                if let u = context.urgentMinutes { changes.append(t - Double(u) * 60) }
            }
            let unix = now.unixSeconds
            if above, let set = nextSet?.unixSeconds {
                // "all day" gives way to a count of hours a day before sunset.
                if set - 86_400 >= unix { changes.append(set - 86_400) }
                if (textCountsSunlight && context.showsTexts) || context.shows("remaining"),
                   let t = Wording.durationChange(until: set, now: unix) { changes.append(t) }
                // Whole seconds: the JSON snapshot's `remaining_s`, and `{remaining_hms}` where a template shows it.
                if context.shows("remaining_s") || context.shows("remaining_hms") { changes.append(set - (set - unix).rounded(.down)) }
            }
            if !above, let rise = nextRise?.unixSeconds,
               (textCountsToSunrise && context.showsTexts) || context.shows("until_sunrise"),
               let t = Wording.durationChange(until: rise, now: unix) { changes.append(t) }
            // The percent of the day gone: waybar's `percentage`.
            if context.wantsLarge, let r = rise?.unixSeconds, let s = set?.unixSeconds, s > r {
                let done = ((context.now - r) / (s - r) * 100).rounded(.down)
                if done >= 0, done < 100 { changes.append(r + (s - r) * (done + 1) / 100) }
            }
        }
        let skyReport = sky ? SkyFacts(context: context, date: date, day: day, next: next, before: before).report() : nil
        if context.wantsChanges {
            changes += skyReport?.changes ?? []
            changes = changes.filter { $0 >= context.now }
        }
        // The light classes, most specific first, only where drawn: the
        // plain literals otherwise, as before them (no array grown per line).
        let light = skyReport?.classes ?? (context.drawsLightClasses ? SkyFacts.classes(context) : [])
        let classes = light.isEmpty ? (urgent ? ["urgent", state.cssClass] : [state.cssClass])
            : (urgent ? ["urgent"] : []) + light + [state.cssClass]
        var facts = [
            Fact("icon", .text(icon)),
            Fact("state", .text(state)),
            Fact("status", .text(medium)),
            // The texts below are built where they are read: a line's
            // template, the JSON snapshot or a plugin (`context.text`).
            Fact("remaining", context.text("remaining", Wording.duration(seconds: remaining))),
            Fact("remaining_s", .integer(Int(remaining.rounded(.down)))),
            Fact("remaining_hms", context.text("remaining_hms", Wording.clockDuration(seconds: remaining))),
            Fact("until_sunrise", context.text("until_sunrise", untilSunrise.map { Wording.duration(seconds: $0) })),
            Fact("sunrise", local("sunrise", rise)),
            Fact("sunset", local("sunset", set)),
            Fact("sunrise_time", clock("sunrise_time", rise)),
            Fact("sunset_time", clock("sunset_time", set)),
            Fact("sunrise_mark", .text(riseMark)),
            Fact("sunset_mark", .text(mark)),
            Fact("daylight", context.text("daylight", Wording.duration(seconds: Double(daylight)))),
            Fact("daylight_s", .integer(daylight)),
            Fact("delta", context.text("delta", delta.map { Wording.change(seconds: $0) })),
            Fact("delta_s", delta.map { .integer($0) } ?? .missing),
            Fact("next_sunrise", local("next_sunrise", nextRise)),
            Fact("next_sunrise_time", clock("next_sunrise_time", nextRise)),
            Fact("next_sunset", local("next_sunset", nextSet)),
            Fact("next_sunset_time", clock("next_sunset_time", nextSet)),
            Fact("next_daylight", context.text("next_daylight", nextDaylight.map { Wording.duration(seconds: $0) })),
            Fact("next_daylight_s", nextDaylight.map { .integer(Int($0.rounded())) } ?? .missing),
            Fact("days_until_change", polarDays.map { .integer($0) } ?? .missing),
        ]
        if let skyReport { facts += skyReport.facts }
        return ProviderReport(
            provider: name,
            facts: facts,
            small: small,
            medium: medium,
            large: large,
            classes: classes,
            percentage: fraction.map { min(100, max(0, Int(($0 * 100).rounded(.down)))) },
            alt: state,
            changes: changes
        )
    }

    /// `sets in 3 days`: when a polar day ends.
    private func sets(_ days: Int) -> String {
        // TRANSLATORS: the medium size in a polar day, after "sun up all day · ".
        if days <= 0 { return tr("sets today") }
        // TRANSLATORS: the medium size in a polar day, after "sun up all day · ".
        return fill(trn("sets in %d day", "sets in %d days", days), String(days))
    }

    /// `sun returns in 49 days`: when a polar night ends.
    private func returns(_ days: Int) -> String {
        // TRANSLATORS: the medium size in a polar night, after "no sunrise · ".
        if days <= 0 { return tr("sun returns today") }
        // TRANSLATORS: the medium size in a polar night, after "no sunrise · ".
        return fill(trn("sun returns in %d day", "sun returns in %d days", days), String(days))
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
    /// (A loop, not `String(map …)`: the `[Character]` cost the tmux line
    /// 27 000 instructions of runtime metadata, callgrind, issue 24.)
    fileprivate var cssClass: String {
        var out = String()
        out.reserveCapacity(utf8.count)
        for c in self { out.append(c == "_" ? "-" : c) }
        return out
    }
}
