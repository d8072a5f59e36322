import CivilTime
import SolarAstronomy

/// How lines say durations, times and dates: short, in the bar's own terms.
package enum Wording {
    /// `3h12m`, `4h02m` or `12m`, whole minutes down: a countdown never runs ahead.
    /// Past two days, `128d5h`: a polar day's sunlight is counted in days.
    package static func duration(seconds: Double) -> String {
        let minutes = max(0, Int((seconds / 60).rounded(.down)))
        if minutes >= 2 * 1440 { return "\(minutes / 1440)d\(minutes % 1440 / 60)h" }
        let m = minutes % 60
        return minutes >= 60 ? "\(minutes / 60)h\(m < 10 ? "0" : "")\(m)m" : "\(minutes)m"
    }

    /// `2:34:05`: hours, minutes and seconds, whole seconds down (the
    /// countdown with seconds, `{remaining_hms}`). Hours run on past a day.
    package static func clockDuration(seconds: Double) -> String {
        let total = max(0, Int(seconds.rounded(.down)))
        let m = total / 60 % 60, s = total % 60
        return "\(total / 3600):\(m < 10 ? "0" : "")\(m):\(s < 10 ? "0" : "")\(s)"
    }

    /// The next instant at or after `now` past which `duration(seconds:
    /// target − now)` changes: `target` less a whole number of minutes (of
    /// hours, while it shows days). The text holds at that instant and
    /// changes just after it (the minutes are floored). Nil once `target` is past.
    package static func durationChange(until target: Double, now: Double) -> Double? {
        let left = target - now
        guard left > 0 else { return nil }
        let step = left >= 2 * 86_400 ? 3600.0 : 60.0
        return target - step * (left / step).rounded(.down)
    }

    /// `+3m12s`, `−45s`: a change in day length, to the second.
    package static func change(seconds: Int) -> String {
        let sign = seconds < 0 ? "−" : "+"
        let s = abs(seconds)
        return s >= 60 ? "\(sign)\(s / 60)m\(s % 60 < 10 ? "0" : "")\(s % 60)s" : "\(sign)\(s)s"
    }

    /// Local `HH:MM`, the minute the instant falls in: rounding up could
    /// carry 23:59:40 into the next day, away from its date and `+1` mark.
    package static func clock(_ unix: Double, _ zone: Zone) -> String {
        let text = Timestamp.local(unixSeconds: (unix / 60).rounded(.down) * 60, in: zone)
        return String(text.dropFirst(11).prefix(5))
    }

    /// RFC 3339 in the zone, to the second.
    package static func local(_ unix: Double, _ zone: Zone) -> String {
        Timestamp.local(unixSeconds: unix, in: zone)
    }

    package static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    package static let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]  // 1970-01-01 was a Thursday

    /// `Mon 21 Dec`.
    package static func day(_ date: CivilDate) -> String {
        let w = ((date.daysSinceEpoch % 7) + 7) % 7
        return "\(weekdays[w]) \(date.day) \(months[date.month - 1])"
    }

    /// Which day a fact is about: `Today`, `Tomorrow`, `Yesterday`, else
    /// `Mon 21 Dec`. `offset`: days from today to `date`.
    package static func dayLabel(_ offset: Int, _ date: CivilDate) -> String {
        switch offset {
        case 0: "Today"
        case 1: "Tomorrow"
        case -1: "Yesterday"
        default: day(date)
        }
    }

    /// `▓▓▓▓▓▓░░░░` for a fraction 0…1.
    package static func bar(_ fraction: Double, width: Int = 10) -> String {
        let filled = min(width, max(0, Int((fraction * Double(width)).rounded())))
        return String(repeating: "▓", count: filled) + String(repeating: "░", count: width - filled)
    }

    /// `▁▂▄▆█▆▄▂` scaled between the smallest and largest value.
    package static func sparkline(_ values: [Double]) -> String {
        let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
        guard let lo = values.min(), let hi = values.max(), hi > lo else {
            return String(repeating: "▄", count: values.count)
        }
        return String(values.map { blocks[min(7, Int((($0 - lo) / (hi - lo) * 7).rounded()))] })
    }
}
