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
        // TRANSLATORS: how the day length of two places compares: %s are their names.
        let length = dayChange == 0
            ? fill(tr("the same in %s and %s"), a, b)
            // TRANSLATORS: the second place's day against the first's: "Tokyo's is 2h11m05s longer than Oslo's"
            // (%1$s the second place, %2$s the difference, %3$s the first place).
            : fill(dayChange > 0 ? tr("%s's is %s longer than %s's") : tr("%s's is %s shorter than %s's"), b, ReportSun.length(abs(dayChange)), a)
        return [
            ReportRow(tr("Differences"), [], style: .heading),
            ReportRow(tr("Day length"), length),
            ReportRow(tr("Sunrise"), event(suns[0].sunrise, suns[1].sunrise, suns, (a, b), sameZone: sameZone)),
            ReportRow(tr("Sunset"), event(suns[0].sunset, suns[1].sunset, suns, (a, b), sameZone: sameZone)),
        ]
    }

    /// How the second place's event compares with the first's, or which has none.
    static func event(_ first: Instant?, _ second: Instant?, _ suns: [ReportSun], _ names: (String, String),
                      sameZone: Bool) -> String {
        guard let first, let second else {
            let missing = [first == nil ? why(suns[0], names.0) : nil, second == nil ? why(suns[1], names.1) : nil]
            return missing.compactMap { $0 }.joined(separator: "; ")
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
        // TRANSLATORS: sunrises (or sunsets) at the same time in two places: %s are their names.
        seconds == 0 ? fill(tr("at the same time in %s and %s"), names.0, names.1)
            // TRANSLATORS: %1$s is the second place, %2$s a duration such as 2h11m05s.
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
        // TRANSLATORS: no sunrise (or sunset) in a place that day: %s is its name.
        case .polarDay: fill(tr("none in %s (polar day)"), name)
        case .polarNight: fill(tr("none in %s (polar night)"), name)
        case .normal: fill(tr("none in %s"), name)
        }
    }
}
