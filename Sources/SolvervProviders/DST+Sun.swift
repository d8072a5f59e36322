import CivilTime
import SolarAstronomy
import SolvervContracts

/// Sunrise and sunset either side of a clock change: the last of each
/// before it and the first after it, within two days (none in a polar day
/// or night), and how far their local clock times move.
struct SunAround {
    /// One event's clocks: `before` and `after` as `HH:MM`; `seconds`, how
    /// far its local clock time moves, from the instants; `text`, the
    /// difference of the two clocks shown (`−58m`), so it reads true
    /// against them.
    struct Move {
        let before: String
        let after: String
        let seconds: Int
        let text: String
    }

    let sunrise: Move?
    let sunset: Move?

    init(_ context: ProviderContext, _ change: OffsetChange, _ date: CivilDate) {
        let zone = context.zone
        let days = SolarDays(coordinates: context.coordinates, zone: zone, altitudes: [.sunriseSunset])
        var rises: [Double] = [], sets: [Double] = []
        // In date order: SolarDays chains each day from the one before.
        for k in -2...2 {
            guard let day = days.day(date.adding(days: k)) else { continue }
            if let r = day.rising(.sunriseSunset) { rises.append(r.unixSeconds) }
            if let s = day.setting(.sunriseSunset) { sets.append(s.unixSeconds) }
        }
        let at = Double(change.at)
        func move(_ events: [Double]) -> Move? {
            guard let before = events.last(where: { $0 < at && at - $0 < 2 * 86_400 }),
                  let after = events.first(where: { $0 >= at && $0 - at < 2 * 86_400 }) else { return nil }
            // Local clock seconds of each, on its own offset.
            func local(_ t: Double) -> Double { t + Double(zone.utcOffset(at: Int64(t.rounded(.down)))) }
            func minute(_ t: Double) -> Int { Int((local(t) / 60).rounded(.down)) }
            var seconds = Int((local(after) - local(before)).rounded()) % 86_400
            var minutes = (minute(after) - minute(before)) % 1440
            // Within half a day either way: a clock time, not a date.
            if seconds > 43_200 { seconds -= 86_400 } else if seconds <= -43_200 { seconds += 86_400 }
            if minutes > 720 { minutes -= 1440 } else if minutes <= -720 { minutes += 1440 }
            return Move(before: Wording.clock(before, zone), after: Wording.clock(after, zone),
                        seconds: seconds, text: SunAround.signed(minutes: minutes))
        }
        sunrise = move(rises)
        sunset = move(sets)
    }

    /// `+1h02m`, `−58m`, `±0m`.
    static func signed(minutes: Int) -> String {
        let sign = minutes > 0 ? "+" : minutes < 0 ? "−" : "±"
        let m = abs(minutes)
        return sign + (m >= 60 ? Wording.hoursMinutes(m) : Wording.minutes(m))
    }
}
