import CivilTime
import SolarAstronomy
import SolvervContracts
import SolvervLanguage

extension SkyFacts {
    /// The facts (in `placeholders`' order), the light classes, and when
    /// what is shown of them next changes (watch mode only).
    func report() -> (facts: [Fact], classes: [String], changes: [Double]) {
        var facts: [Fact] = [], changes: [Double] = []
        let unix = context.now, watching = context.wantsChanges
        // A countdown to `target` where shown: its minutes, its seconds,
        // and the target itself, after which it counts to the next one.
        func countdown(_ name: String, to target: Double?) {
            guard watching, let target, target >= unix else { return }
            let minutes = context.shows(name), seconds = context.shows(name + "_s")
            if minutes || seconds { changes.append(target) }
            if minutes, let t = Wording.durationChange(until: target, now: unix) { changes.append(t) }
            if seconds { changes.append(target - (target - unix).rounded(.down)) }
        }

        for (name, altitude, dawn) in Self.twilights {
            let today = dawn ? day.rising(altitude) : day.setting(altitude)
            facts.append(Fact(name, context.text(name, today.map { Wording.local($0.unixSeconds, zone) })))
            // TRANSLATORS: a twilight that does not happen that day (polar summer or winter).
            facts.append(Fact(name + "_time", context.text(name + "_time", today.map { marked($0, from: date) } ?? tr("none"))))
            let reads = context.reads(name + "_in") || context.reads(name + "_in_s") || context.shows(name + "_in")
                || context.shows(name + "_in_s")
            let upcoming = reads ? first([(altitude, dawn)], after: now)?.unixSeconds : nil
            let left = upcoming.map { $0 - unix }
            facts.append(Fact(name + "_in", context.text(name + "_in", left.map { Wording.duration(seconds: $0) })))
            facts.append(Fact(name + "_in_s", left.map { .integer(Int($0.rounded(.down))) } ?? .missing))
            countdown(name + "_in", to: upcoming)
        }

        for (name, low, high) in [("golden_hour", SunAltitude.blueHourTop, SunAltitude.goldenHourTop),
                                  ("blue_hour", .civilTwilight, .blueHourTop)] {
            let names = [name, name + "_start", name + "_end", name + "_in", name + "_in_s"]
            guard names.contains(where: { context.reads($0) || context.shows($0) }) else {
                for n in names { facts.append(Fact(n, .missing)) }
                continue
            }
            let (start, end, on) = span(low, high)
            let today = context.today
            var range: String?
            if start != nil || end != nil {
                range = (start.map { marked($0, from: today) } ?? "…") + "–" + (end.map { marked($0, from: today) } ?? "…")
            }
            let left = on ? 0 : start.map { $0.unixSeconds - unix }
            facts.append(Fact(name, context.text(name, range)))
            facts.append(Fact(name + "_start", context.text(name + "_start", start.map { Wording.local($0.unixSeconds, zone) })))
            facts.append(Fact(name + "_end", context.text(name + "_end", end.map { Wording.local($0.unixSeconds, zone) })))
            facts.append(Fact(name + "_in", context.text(name + "_in", on ? nil : left.map { Wording.duration(seconds: $0) })))
            facts.append(Fact(name + "_in_s", left.map { .integer(Int($0.rounded(.down))) } ?? .missing))
            if watching, names.prefix(3).contains(where: context.shows) {
                for t in [start, end] { if let t, t.unixSeconds >= unix { changes.append(t.unixSeconds) } }
            }
            if !on { countdown(name + "_in", to: start?.unixSeconds) }
            // While it is on, the countdown ends with it: the next one's is shown then.
            if on, watching, context.shows(name + "_in") || context.shows(name + "_in_s"), let e = end?.unixSeconds { changes.append(e) }
        }

        let position = context.reads("altitude") || context.reads("azimuth") ? SunPosition(context.coordinates, at: now) : nil
        facts.append(Fact("altitude", position.map { .number($0.altitude, decimals: 1) } ?? .missing))
        facts.append(Fact("azimuth", position.map { .number(Self.tenthOnCircle($0.azimuth), decimals: 1) } ?? .missing))
        if watching {
            if context.shows("altitude") { changes.append(positionChange { $0.altitude }) }
            if context.shows("azimuth") { changes.append(positionChange { $0.azimuth }) }
        }

        let solstice = context.reads("since_solstice") || context.reads("since_solstice_s") || context.reads("year_light")
            ? solsticeLengths() : nil
        let length = Int(day.daylight().rounded())
        let since = solstice.map { length - $0.last }
        facts.append(Fact("since_solstice", context.text("since_solstice", since.map(Self.signedDuration))))
        facts.append(Fact("since_solstice_s", since.map { .integer($0) } ?? .missing))
        var share: Fact.Value = .missing
        if let (last, next) = solstice, last != next {
            let lo = min(last, next), hi = max(last, next)
            share = .integer(min(100, max(0, Int((Double(length - lo) / Double(hi - lo) * 100).rounded()))))
        }
        facts.append(Fact("year_light", share))

        var classes: [String] = []
        if context.drawsLightClasses {
            classes = lightClasses()
            if watching {
                for altitude in Self.altitudes where altitude != .sunriseSunset {
                    for rising in [true, false] { if let t = first([(altitude, rising)], after: now) { changes.append(t.unixSeconds) } }
                }
            }
        }
        return (facts, classes, changes)
    }

    /// The light classes now, most specific first: `golden-hour` or
    /// `blue-hour`, then the twilight (`civil-twilight` from sunset's
    /// −0.8333° down to −6°, then nautical, astronomical); none by full day
    /// or full night. From the crossings that give the state, so that the
    /// two agree, and change at the crossings listed as changes.
    func lightClasses() -> [String] {
        let h = holding
        func above(_ a: SunAltitude) -> Bool { h.isAbove(a, at: now) }
        var out: [String] = []
        if above(.blueHourTop), !above(.goldenHourTop) { out.append("golden-hour") }
        if above(.civilTwilight), !above(.blueHourTop) { out.append("blue-hour") }
        if !above(.sunriseSunset) {
            if above(.civilTwilight) {
                out.append("civil-twilight")
            } else if above(.nauticalTwilight) {
                out.append("nautical-twilight")
            } else if above(.astronomicalTwilight) {
                out.append("astronomical-twilight")
            }
        }
        return out
    }

    /// A bearing to a tenth, with 359.96° read as 0.0, not 360.0.
    static func tenthOnCircle(_ degrees: Double) -> Double {
        let r = (degrees * 10).rounded() / 10
        return r >= 360 ? r - 360 : r
    }

    /// `+2h05m`, `−12m`: a signed change of day length, in the countdowns' words.
    static func signedDuration(_ seconds: Int) -> String {
        (seconds < 0 ? "−" : "+") + Wording.duration(seconds: Double(abs(seconds)))
    }

    /// When the shown tenth of a degree next changes: where the value
    /// crosses the next half-tenth in the way it moves, found by regula
    /// falsi over the next minute (the Sun's path is all but straight over
    /// a minute: a few steps reach the millisecond); a minute on if it does
    /// not get there. Watch mode only, and only where the value is shown.
    private func positionChange(_ value: (SunPosition) -> Double) -> Double {
        let unix = context.now
        let v0 = value(SunPosition(context.coordinates, at: now))
        // The change from v0, across 0°/360° for a bearing.
        func moved(_ t: Double) -> Double {
            var d = value(SunPosition(context.coordinates, at: Instant(unixSeconds: t))) - v0
            if d > 180 { d -= 360 } else if d < -180 { d += 360 }
            return d
        }
        let shown = (v0 * 10).rounded() / 10
        let minute = moved(unix + 60)
        let target = (minute >= 0 ? shown + 0.05 : shown - 0.05) - v0
        guard abs(minute) >= abs(target) else { return unix + 60 }
        var a = unix, fa = -target, b = unix + 60, fb = minute - target
        for _ in 0..<20 where b - a > 1e-4 && fa != fb {
            let c = b - fb * (b - a) / (fb - fa), fc = moved(c) - target
            if (fc < 0) == (fa < 0) { a = c; fa = fc; fb /= 2 } else { b = c; fb = fc; fa /= 2 }
        }
        return max(unix, a)
    }

    /// Day lengths (seconds) on the local dates of the last solstice at or
    /// before the day's date and of the next after it; nil outside the
    /// years where ΔT is modelled.
    private func solsticeLengths() -> (last: Int, next: Int)? {
        let y = date.year
        guard DeltaT.supportedYears.contains(y - 1), DeltaT.supportedYears.contains(y + 1) else { return nil }
        let dates = [(y - 1, SeasonEvent.decemberSolstice), (y, .juneSolstice), (y, .decemberSolstice), (y + 1, .juneSolstice)]
            .map { zone.date(at: Int64(Seasons.instant(of: $0.1, in: $0.0).instant.unixSeconds.rounded(.down))) }
        guard let last = dates.last(where: { $0 <= date }), let next = dates.first(where: { $0 > date }) else { return nil }
        let days = SolarDays(coordinates: context.coordinates, zone: zone, altitudes: [.sunriseSunset])
        guard let a = days.day(existing: last, step: 1)?.day, let b = days.day(existing: next, step: 1)?.day else { return nil }
        return (Int(a.daylight().rounded()), Int(b.daylight().rounded()))
    }
}
