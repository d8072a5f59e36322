import CivilTime
import SolarAstronomy
import SolvervContracts
import SolvervIO
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
            ReportRow("The day", [ReportSpan("\(Wording.day(date)) \(date.year)", .bold)], style: .heading),
            event("Astronomical dawn", .astronomicalTwilight, rising: true, night),
            event("Nautical dawn", .nauticalTwilight, rising: true, night),
            event("Civil dawn", .civilTwilight, rising: true, night),
            span("Blue hour", from: .civilTwilight, to: .blueHourTop, rising: true, blue),
            span("Golden hour", from: .blueHourTop, to: .goldenHourTop, rising: true, gold),
            event("Sunrise", .sunriseSunset, rising: true, sun),
            ReportRow("Solar noon", [ReportSpan(clock(day.transit), sun),
                                     ReportSpan(" · sun at \(ReportSun.signed(day.transitAltitude))°")]),
            span("Golden hour", from: .blueHourTop, to: .goldenHourTop, rising: false, gold),
            event("Sunset", .sunriseSunset, rising: false, sun),
            span("Blue hour", from: .civilTwilight, to: .blueHourTop, rising: false, blue),
            event("Civil dusk", .civilTwilight, rising: false, night),
            event("Nautical dusk", .nauticalTwilight, rising: false, night),
            event("Astronomical dusk", .astronomicalTwilight, rising: false, night),
        ]
        let status = day.status()
        let length = ReportSun.length(daylight) + (status == .normal ? "" : " · " + (status == .polarDay ? "polar day" : "polar night"))
        rows.append(ReportRow("Day length", length, .bold))
        rows.append(ReportRow("Change", change.map { Wording.change(seconds: $0) + " since the day before" } ?? "—"))
        // What the sunlight line says now, on two rows where it has two
        // parts (`Tomorrow: sunrise 08:35 · 6h54m of daylight`): a narrower column.
        let state = TerminalText.Style.tinted(sunlight?.classes.last ?? "day")
        let now = sunlight?.medium ?? ""
        let parts = now.split(separator: " · ", maxSplits: 1).map(String.init)
        rows.append(ReportRow("Now", [ReportSpan(parts.first ?? now, state)]))
        rows.append(ReportRow("", [ReportSpan(parts.count > 1 ? parts[1] : "", state)]))
        return rows
    }

    /// `08:31`, with `+1` when the time falls on the next local date (a
    /// sunset after midnight, SPEC §4), `−1` on the one before.
    func clock(_ t: Instant) -> String {
        let text = Wording.clock(t.unixSeconds, zone)
        let offset = zone.date(at: Int64(t.unixSeconds.rounded(.down))).daysSinceEpoch - date.daysSinceEpoch
        return offset == 0 ? text : text + (offset > 0 ? " +\(offset)" : " −\(-offset)")
    }

    /// A rising or a setting, or why there is none that day.
    private func event(_ label: String, _ altitude: SunAltitude, rising: Bool, _ style: TerminalText.Style) -> ReportRow {
        if let t = rising ? day.rising(altitude) : day.setting(altitude) { return ReportRow(label, [ReportSpan(clock(t), style)]) }
        return ReportRow(label, none(altitude), .dim)
    }

    /// Why the Sun does not cross `altitude` that day.
    private func none(_ altitude: SunAltitude) -> String {
        let status = day.status(altitude)
        if altitude == .sunriseSunset, status != .normal { return "none · " + (status == .polarDay ? "polar day" : "polar night") }
        switch status {
        case .polarDay: return "none · sun stays above \(ReportSun.degrees(altitude))"
        case .polarNight: return "none · sun stays below \(ReportSun.degrees(altitude))"
        case .normal: return "none"
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
        case let (s?, e?): text = "\(clock(s))–\(clock(e))"
        case let (s?, nil): text = "from \(clock(s))"
        case let (nil, e?): text = "until \(clock(e))"
        case (nil, nil):
            if lowStatus == .polarNight { return ReportRow(label, "none · sun stays below \(ReportSun.degrees(low))", .dim) }
            if highStatus == .polarDay { return ReportRow(label, "none · sun stays above \(ReportSun.degrees(high))", .dim) }
            text = lowStatus == .polarDay && highStatus == .polarNight ? "all day" : "none"
        }
        return ReportRow(label, [ReportSpan(text, style)])
    }

    /// `−6°`, `+6°`.
    static func degrees(_ altitude: SunAltitude) -> String {
        let d = altitude.degrees
        let whole = d == d.rounded() ? String(Int(abs(d))) : Number.fixed(abs(d), decimals: 1)
        return (d < 0 ? "−" : "+") + whole + "°"
    }

    /// `7.3`, `−11.6`: degrees to a tenth, with a real minus sign.
    static func signed(_ x: Double) -> String {
        let text = Number.fixed(abs(x), decimals: 1)
        return x < 0 && text != "0.0" ? "−" + text : text
    }

    /// `7h03m06s`, `12m05s`, `0s`: a day's length to the second.
    static func length(_ seconds: Int) -> String {
        let h = seconds / 3600, m = seconds % 3600 / 60, s = seconds % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
        if h > 0 { return "\(h)h\(two(m))m\(two(s))s" }
        return m > 0 ? "\(m)m\(two(s))s" : "\(s)s"
    }
}
