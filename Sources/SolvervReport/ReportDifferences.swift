import CivilTime
import SolarAstronomy
import SolvervEngine
import SolvervPlaces

/// Two places side by side, in words: how the second's day length, sunrise
/// and sunset differ from the first's. Sunrise and sunset are compared by
/// the local clocks (when the sun rises there, as people say it) and, when
/// the zones differ, in time too.
package enum ReportDifferences {
    package static func rows(_ places: [Place], _ suns: [ReportSun]) -> [ReportRow] {
        guard places.count == 2, suns.count == 2 else { return [] }
        let (a, b) = (places[0].name, places[1].name)
        let sameZone = ZoneTable.sameZone(places[0].zone.name, places[1].zone.name)
        let dayChange = suns[1].daylight - suns[0].daylight
        let length = dayChange == 0
            ? "the same in \(a) and \(b)"
            : "\(b)'s is \(ReportSun.length(abs(dayChange))) \(dayChange > 0 ? "longer" : "shorter") than \(a)'s"
        return [
            ReportRow("Differences", [], style: .heading),
            ReportRow("Day length", length),
            ReportRow("Sunrise", event(suns[0].sunrise, suns[1].sunrise, suns, (a, b), sameZone: sameZone)),
            ReportRow("Sunset", event(suns[0].sunset, suns[1].sunset, suns, (a, b), sameZone: sameZone)),
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
        return byClock + " by the clock, " + (time == 0 ? "at the same instant" : "\(ReportSun.length(abs(time))) \(time < 0 ? "earlier" : "later") in time")
    }

    /// `Tokyo's is 2h11m05s earlier`.
    static func compared(_ seconds: Int, _ names: (String, String)) -> String {
        seconds == 0 ? "at the same time in \(names.0) and \(names.1)"
            : "\(names.1)'s is \(ReportSun.length(abs(seconds))) \(seconds < 0 ? "earlier" : "later")"
    }

    /// Seconds from the start of the report's local date to `t` on the
    /// local clock: past 86 400 for a sunset after midnight.
    static func wall(_ t: Instant, _ sun: ReportSun) -> Int {
        let s = Int64(t.unixSeconds.rounded())
        return Int(s + Int64(sun.zone.utcOffset(at: s))) - sun.date.daysSinceEpoch * 86_400
    }

    static func why(_ sun: ReportSun, _ name: String) -> String {
        switch sun.day.status() {
        case .polarDay: "none in \(name) (polar day)"
        case .polarNight: "none in \(name) (polar night)"
        case .normal: "none in \(name)"
        }
    }
}
