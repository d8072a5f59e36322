import CivilTime
import SolarAstronomy
import SolvervContracts
import SolvervIO
import SolvervLanguage
import SolvervPlaces
import SolvervProviders

/// The report's sun rows for one place: the solar day the shown instant
/// falls in, the one the sunlight line calls today (usually the local
/// date's, as `table` has it, SPEC §4), with the golden and blue hours, in
/// the order they come; an event that does not happen says why. So the
/// "Now" row never counts down sunlight beside a sunset already past.
package struct ReportSun {
    static let altitudes: [SunAltitude] = [
        .sunriseSunset, .civilTwilight, .nauticalTwilight, .astronomicalTwilight, .goldenHourTop, .blueHourTop,
    ]

    let date: CivilDate
    let zone: Zone
    let day: SolarDay
    /// Day length, seconds, and its change since the day before (nil when
    /// the zone skipped that date).
    let daylight: Int
    let change: Int?

    /// The day holding `now` (unix seconds), whose local date is `today`.
    /// Nil where the zone skipped the dates around it (Pacific/Apia, 2011-12-30).
    package init?(_ place: Place, holding now: Double, today: CivilDate) {
        let days = SolarDays(coordinates: place.coordinates, zone: place.zone, altitudes: Self.altitudes)
        guard let (date, day) = days.day(holding: Instant(unixSeconds: now), around: today) else { return nil }
        let before = days.day(date.adding(days: -1))
        self.date = date
        zone = place.zone
        self.day = day
        let length = Int(day.daylight().rounded())
        daylight = length
        change = before.map { length - Int($0.daylight().rounded()) }
    }

    var sunrise: Instant? { day.rising(.sunriseSunset) }
    var sunset: Instant? { day.setting(.sunriseSunset) }

    /// The rows, `sunlight` (what the sunlight provider says now) last.
    package func rows(sunlight: ProviderReport?) -> [ReportRow] {
        let night = TerminalText.Style.tinted("night"), blue = TerminalText.Style.tinted("polar-night")
        let gold = TerminalText.Style.tinted("summer"), sun = TerminalText.Style.tinted("day")
        var rows = [
            // TRANSLATORS: the heading of the day's sun times in the report.
            ReportRow(tr("The day"), [ReportSpan(Wording.dayWithYear(date), .bold)], style: .heading),
            event(tr("Astronomical dawn"), .astronomicalTwilight, rising: true, night),
            event(tr("Nautical dawn"), .nauticalTwilight, rising: true, night),
            event(tr("Civil dawn"), .civilTwilight, rising: true, night),
            // TRANSLATORS: the time of soft blue light just before sunrise and after sunset.
            span(tr("Blue hour"), from: .civilTwilight, to: .blueHourTop, rising: true, blue),
            // TRANSLATORS: the time of warm light just after sunrise and before sunset.
            span(tr("Golden hour"), from: .blueHourTop, to: .goldenHourTop, rising: true, gold),
            event(tr("Sunrise"), .sunriseSunset, rising: true, sun),
            ReportRow(tr("Solar noon"), [ReportSpan(clock(day.transit), sun),
                                         // TRANSLATORS: the Sun's height at solar noon: %s is degrees, such as 7.3 or −11.6.
                                         ReportSpan(" · " + fill(tr("sun at %s°"), ReportSun.signed(day.transitAltitude)))]),
            span(tr("Golden hour"), from: .blueHourTop, to: .goldenHourTop, rising: false, gold),
            event(tr("Sunset"), .sunriseSunset, rising: false, sun),
            span(tr("Blue hour"), from: .civilTwilight, to: .blueHourTop, rising: false, blue),
            event(tr("Civil dusk"), .civilTwilight, rising: false, night),
            event(tr("Nautical dusk"), .nauticalTwilight, rising: false, night),
            event(tr("Astronomical dusk"), .astronomicalTwilight, rising: false, night),
        ]
        let status = day.status()
        let length = ReportSun.length(daylight) + (status == .normal ? "" : " · " + (status == .polarDay ? tr("polar day") : tr("polar night")))
        rows.append(ReportRow(tr("Day length"), length, .bold))
        // TRANSLATORS: the change in day length: %s is such as +3m12s or −45s.
        let changed = change.map { fill(tr("%s since the day before"), Wording.change(seconds: $0)) }
        rows.append(ReportRow(tr("Change"), changed ?? "—"))
        // What the sunlight line says now, on two rows where it has two
        // parts (`Tomorrow: sunrise 08:35 · 6h54m of daylight`): a narrower column.
        let state = TerminalText.Style.tinted(sunlight?.classes.last ?? "day")
        let now = sunlight?.medium ?? ""
        let parts = now.split(separator: " · ", maxSplits: 1).map(String.init)
        // TRANSLATORS: the report's row of what the sunlight line says now.
        rows.append(ReportRow(tr("Now"), [ReportSpan(parts.first ?? now, state)]))
        rows.append(ReportRow("", [ReportSpan(parts.count > 1 ? parts[1] : "", state)]))
        return rows
    }

    /// `08:31`, with `+1` when the time falls on the next local date (a
    /// sunset after midnight, SPEC §4), `−1` on the one before.
    func clock(_ t: Instant) -> String {
        let text = Wording.clock(t.unixSeconds, zone)
        let offset = dayOffset(t)
        return offset == 0 ? text : text + (offset > 0 ? " +\(offset)" : " −\(-offset)")
    }

    /// `7:46–8:03`: CLDR's interval format where both ends are on the
    /// report's date (ko `오전 6:02~6:13`), else each end written whole.
    func range(_ s: Instant, _ e: Instant) -> String {
        guard dayOffset(s) == 0, dayOffset(e) == 0 else { return LocaleClock.range(written: clock(s), clock(e)) }
        return Wording.clockRange(s.unixSeconds, e.unixSeconds, zone)
    }

    /// Days from the report's date to `t`'s local date.
    func dayOffset(_ t: Instant) -> Int {
        zone.date(at: Int64(t.unixSeconds.rounded(.down))).daysSinceEpoch - date.daysSinceEpoch
    }

    /// A rising or a setting, or why there is none that day.
    private func event(_ label: String, _ altitude: SunAltitude, rising: Bool, _ style: TerminalText.Style) -> ReportRow {
        if let t = rising ? day.rising(altitude) : day.setting(altitude) { return ReportRow(label, [ReportSpan(clock(t), style)]) }
        return ReportRow(label, none(altitude), .dim)
    }

    /// Why the Sun does not cross `altitude` that day.
    private func none(_ altitude: SunAltitude) -> String {
        let status = day.status(altitude)
        if altitude == .sunriseSunset, status != .normal { return status == .polarDay ? tr("none · polar day") : tr("none · polar night") }
        switch status {
        // TRANSLATORS: no such twilight that day: %s is the Sun's altitude, such as −6° or +6°.
        case .polarDay: return fill(tr("none · sun stays above %s"), ReportSun.degrees(altitude))
        case .polarNight: return fill(tr("none · sun stays below %s"), ReportSun.degrees(altitude))
        case .normal: return tr("none")
        }
    }

    /// The time the Sun spends between two altitudes, in the morning
    /// (`rising`: from `low` up to `high`) or the evening (down again).
    /// An end the Sun does not reach that day is left open (`until 03:12`).
    private func span(_ label: String, from low: SunAltitude, to high: SunAltitude, rising: Bool,
                      _ style: TerminalText.Style) -> ReportRow {
        let start = rising ? day.rising(low) : day.setting(high)
        let end = rising ? day.rising(high) : day.setting(low)
        let lowStatus = day.status(low), highStatus = day.status(high)
        let text: String
        switch (start, end) {
        case let (s?, e?): text = range(s, e)
        // TRANSLATORS: a golden or blue hour that starts or ends on another day: %s is a time such as 03:12.
        case let (s?, nil): text = fill(tr("from %s"), clock(s))
        case let (nil, e?): text = fill(tr("until %s"), clock(e))
        case (nil, nil):
            if lowStatus == .polarNight { return ReportRow(label, fill(tr("none · sun stays below %s"), ReportSun.degrees(low)), .dim) }
            if highStatus == .polarDay { return ReportRow(label, fill(tr("none · sun stays above %s"), ReportSun.degrees(high)), .dim) }
            text = lowStatus == .polarDay && highStatus == .polarNight ? tr("all day") : tr("none")
        }
        return ReportRow(label, [ReportSpan(text, style)])
    }

    /// `−6°`, `+6°`.
    static func degrees(_ altitude: SunAltitude) -> String {
        let d = altitude.degrees
        let whole = d == d.rounded() ? String(Int(abs(d))) : LocaleNumber.localized(Number.fixed(abs(d), decimals: 1))
        return (d < 0 ? "−" : "+") + whole + "°"
    }

    /// `7.3`, `−11.6`: degrees to a tenth, with a real minus sign and
    /// the locale's decimal separator (de `7,3`).
    static func signed(_ x: Double) -> String {
        let text = Number.fixed(abs(x), decimals: 1)
        return (x < 0 && text != "0.0" ? "−" : "") + LocaleNumber.localized(text)
    }

    /// `7h03m06s`, `12m05s`, `0s`: a day's length to the second.
    static func length(_ seconds: Int) -> String {
        let h = seconds / 3600, m = seconds % 3600 / 60, s = seconds % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
        // TRANSLATORS: a length of time to the second, such as 7h03m06s: hours, then minutes and seconds as two digits.
        if h > 0 { return fill(tr("%dh%sm%ss"), String(h), two(m), two(s)) }
        // TRANSLATORS: such as 12m05s and 0s: minutes, seconds as two digits; seconds alone.
        return m > 0 ? fill(tr("%dm%ss"), String(m), two(s)) : fill(tr("%ds"), String(s))
    }
}
