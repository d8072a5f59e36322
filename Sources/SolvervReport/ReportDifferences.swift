import CivilTime
import SolarAstronomy
import SolvervEngine
import SolvervLanguage
import SolvervPlaces

/// Two places side by side, in words: how the second's day length, sunrise
/// and sunset differ from the first's. Sunrise and sunset are compared by
/// the local clocks (when the sun rises there, as people say it) and, when
/// the zones differ, in time too.
package enum ReportDifferences {
    package static func rows(_ places: [Place], _ suns: [ReportSun]) -> [ReportRow] {
        guard places.count == 2, suns.count == 2 else { return [] }
        let (a, b) = (places[0].shownName, places[1].shownName)
        let sameZone = ZoneTable.sameZone(places[0].zone.name, places[1].zone.name)
        let dayChange = suns[1].daylight - suns[0].daylight
        let length = dayChange == 0
            // TRANSLATORS: the "Day length" row under "Differences", when both days are as long: %1$s is
            // the first place, %2$s the second. Places are names as the "Place" row prints them, in the
            // nominative, and cannot be declined: keep each where its dictionary form is right (a label
            // before a colon, a subject), never after a preposition that governs a case.
            ? fill(tr("%1$s and %2$s: the same"), a, b)
            : Self.length(dayChange, b, a)
        return [
            ReportRow(tr("Differences"), [], style: .heading),
            ReportRow(tr("Day length"), length),
            ReportRow(tr("Sunrise"), event(suns[0].sunrise, suns[1].sunrise, suns, (a, b), sameZone: sameZone)),
            ReportRow(tr("Sunset"), event(suns[0].sunset, suns[1].sunset, suns, (a, b), sameZone: sameZone)),
        ]
    }

    /// `New York City's day is 1h58m30s longer than Moscow's`.
    static func length(_ change: Int, _ second: String, _ first: String) -> String {
        let difference = ReportSun.length(abs(change))
        // TRANSLATORS: the "Day length" row under "Differences": how the second place's day compares
        // with the first's. %1$s is the second place, %2$s the first, %3$s the difference (2h11m05s).
        // The places are names as the "Place" row prints them (Moskva, New York), in the nominative:
        // they cannot be declined, so write the sentence where each stands in its dictionary form:
        // both as subjects compared ("New York má o 1 h 58 min delší den než Moskva", "Nowy Jork ma
        // dzień dłuższy o … niż Moskwa", "Нью-Йорк получает на … больше дневного света, чем Москва"),
        // after a preposition that leaves a name as it is ("In New York ist der Tag … länger als in
        // Moskau"), or before a particle ("ニューヨークの昼はモスクワより…長い", "纽约的昼长比莫斯科长…",
        // no spaces around a name in Chinese and Japanese).
        if change > 0 { return fill(tr("%1$s's day is %3$s longer than %2$s's"), second, first, difference) }
        return fill(tr("%1$s's day is %3$s shorter than %2$s's"), second, first, difference)
    }

    /// How the second place's event compares with the first's, or which has none.
    static func event(_ first: Instant?, _ second: Instant?, _ suns: [ReportSun], _ names: (String, String),
                      sameZone: Bool) -> String {
        guard let first, let second else {
            let missing = [first == nil ? why(suns[0], names.0) : nil, second == nil ? why(suns[1], names.1) : nil]
            // TRANSLATORS: between two places' "none" (no sunrise, polar night): zh and ja "；".
            return missing.compactMap { $0 }.joined(separator: trc("between clauses", "; "))
        }
        let clock = wall(second, suns[1]) - wall(first, suns[0])
        let time = Int((second.unixSeconds - first.unixSeconds).rounded())
        let byClock = compared(clock, names)
        if sameZone || clock == time { return byClock }
        // TRANSLATORS: when two places' clocks differ: %s is "Tokyo's is 2h11m05s earlier", and after the
        // comma how far apart the events are in time. A line may break after the comma.
        if time == 0 { return fill(tr("%s by the clock, at the same instant"), byClock) }
        // TRANSLATORS: %1$s is "Tokyo's is 2h11m05s earlier" (by the clock), %2$s a duration such as 6h00m14s.
        return fill(time < 0 ? tr("%s by the clock, %s earlier in time") : tr("%s by the clock, %s later in time"),
                    byClock, ReportSun.length(abs(time)))
    }

    /// `Tokyo's is 2h11m05s earlier`.
    static func compared(_ seconds: Int, _ names: (String, String)) -> String {
        // TRANSLATORS: sunrises (or sunsets) at the same time in two places: %1$s is the first place,
        // %2$s the second, in the nominative (see "%1$s's day is %3$s longer than %2$s's").
        seconds == 0 ? fill(tr("%1$s and %2$s: at the same time"), names.0, names.1)
            // TRANSLATORS: the second place's sunrise (or sunset) against the first's: %1$s is the second
            // place, in the nominative (a label before a colon reads well: "Нью-Йорк: на … раньше"),
            // %2$s a duration such as 2h11m05s.
            : fill(seconds < 0 ? tr("%s's is %s earlier") : tr("%s's is %s later"), names.1, ReportSun.length(abs(seconds)))
    }

    /// Seconds from the start of the report's local date to `t` on the
    /// local clock: past 86 400 for a sunset after midnight.
    static func wall(_ t: Instant, _ sun: ReportSun) -> Int {
        let s = Int64(t.unixSeconds.rounded())
        return Int(s + Int64(sun.zone.utcOffset(at: s))) - sun.date.daysSinceEpoch * 86_400
    }

    static func why(_ sun: ReportSun, _ name: String) -> String {
        switch sun.day.status() {
        // TRANSLATORS: no sunrise (or sunset) in a place that day: %s is its name, in the nominative.
        case .polarDay: fill(tr("%s: none (polar day)"), name)
        case .polarNight: fill(tr("%s: none (polar night)"), name)
        case .normal: fill(tr("%s: none"), name)
        }
    }
}
