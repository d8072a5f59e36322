import CivilTime
import SolarAstronomy
import SolvervLanguage

/// How lines say durations, times and dates: short, in the bar's own terms,
/// in the reader's language and on the locale's clock (SPEC §10). Every
/// compact form is a translatable format: a language writes its own units.
package enum Wording {
    /// `3h12m`, `4h02m` or `12m`, whole minutes down: a countdown never runs ahead.
    /// Past two days, `128d5h`: a polar day's sunlight is counted in days.
    package static func duration(seconds: Double) -> String {
        let minutes = max(0, Int((seconds / 60).rounded(.down)))
        if minutes >= 2 * 1440 {
            // TRANSLATORS: a compact duration in days and hours, 128d5h (small size: within 14 columns
            // with the icon); the first %s is the days, the second the hours.
            return fill(tr("%sd%sh"), String(minutes / 1440), String(minutes % 1440 / 60))
        }
        return minutes >= 60 ? hoursMinutes(minutes) : self.minutes(minutes)
    }

    /// `4h02m`: whole minutes, as hours and two-digit minutes.
    package static func hoursMinutes(_ minutes: Int) -> String {
        let m = minutes % 60
        // TRANSLATORS: a compact duration, 4h02m (small size: within 14 columns with the icon);
        // the first %s is the hours, the second the minutes, always two digits.
        return fill(tr("%sh%sm"), String(minutes / 60), m < 10 ? "0\(m)" : String(m))
    }

    /// `12m`.
    package static func minutes(_ minutes: Int) -> String {
        // TRANSLATORS: a compact duration in minutes, 12m; %s is the number.
        fill(tr("%sm"), String(minutes))
    }

    /// `1h`: whole hours.
    package static func hours(_ hours: Int) -> String {
        // TRANSLATORS: a compact duration in whole hours, 1h (how far clocks move); %s is the number.
        fill(tr("%sh"), String(hours))
    }

    /// `29d`: calendar days, the small size's count.
    package static func days(_ days: Int) -> String {
        // TRANSLATORS: compact days until an event, 29d (small size: within 14 columns with the icon);
        // %s is the number.
        fill(tr("%sd"), String(days))
    }

    /// `29d`, or `today` on the day: the small size's count, and `{days_short}`.
    package static func daysShort(_ days: Int) -> String {
        // TRANSLATORS: the small size on the day of the event, after its icon (within 14 columns with it).
        days == 0 ? trc("small", "today") : Wording.days(days)
    }

    /// `in 29 days`, `tomorrow`, or `today at 21:50`: when an event comes.
    package static func when(days: Int, time: String) -> String {
        switch days {
        // TRANSLATORS: when an event comes, in the medium size (within 72 columns with the event's
        // name); %s is a time such as 21:50 or 9:50 PM.
        case 0: return fill(tr("today at %s"), clockAt(time))
        case 1: return tr("tomorrow")
        // TRANSLATORS: when an event comes, in the medium size (within 72 columns with its name).
        default: return fill(trn("in %d day", "in %d days", days), String(days))
        }
    }

    /// `Winter solstice in 29 days`, `… tomorrow`, `… today at 21:50`: the
    /// countdown's medium size, a whole sentence for each when, so that a
    /// language words each its own way (zh `距冬至还有29天`, `冬至：明天`,
    /// `冬至：今天晚上9:50`; ja `冬至まであと29日`).
    package static func eventWhen(_ name: String, days: Int, time: String) -> String {
        switch days {
        // TRANSLATORS: the medium size on the day of an event (within 72 columns): %1$s is its name
        // (Winter solstice, March equinox), %2$s its time (21:50 or 9:50 PM).
        case 0: return fill(trc("countdown", "%1$s today at %2$s"), name, clockAt(time))
        // TRANSLATORS: the medium size the day before an event: %s is its name (Winter solstice).
        case 1: return fill(trc("countdown", "%s tomorrow"), name)
        // TRANSLATORS: the medium size, an event 2 days away or more (within 72 columns): %1$s is its
        // name (Winter solstice), %2$d the number of days.
        default: return fill(trn("%1$s in %2$d day", "%1$s in %2$d days", days), name, String(days))
        }
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
        let s = abs(seconds), rest = s % 60
        // TRANSLATORS: a compact change in day length, +3m12s (the sign comes before it): the first %s
        // is the minutes, the second the seconds, always two digits.
        if s >= 60 { return sign + fill(tr("%sm%ss"), String(s / 60), rest < 10 ? "0\(rest)" : String(rest)) }
        // TRANSLATORS: a compact change in day length in seconds, +45s (the sign comes before it).
        return sign + fill(tr("%ss"), String(s))
    }

    /// The local time of the minute the instant falls in (rounding up
    /// could carry 23:59:40 into the next day, away from its date and `+1`
    /// mark): `HH:MM`, or the locale's clock (`7:34 AM` in en_US, `07.34`
    /// in fi).
    /// The wall clock is the RFC 3339 stamp's (its offset in whole minutes),
    /// reckoned, not written and read back: that cost a large line 6 000
    /// instructions a clock (callgrind, issue 35).
    package static func clock(_ unix: Double, _ zone: Zone) -> String {
        let stamp = Timestamp.stamp(unixSeconds: (unix / 60).rounded(.down) * 60, in: zone)
        let wall = stamp.seconds + (stamp.offset ?? 0)
        let secondOfDay = Int((wall % 86_400 + 86_400) % 86_400)
        return LocaleClock.time(hour: secondOfDay / 3600, minute: secondOfDay % 3600 / 60)
    }

    /// `7:46–8:03` (ko `오전 6:02~6:13`): two instants of one local date, as
    /// the locale writes a range of times (`LocaleClock.range`).
    package static func clockRange(_ start: Double, _ end: Double, _ zone: Zone) -> String {
        let (a, b) = (minuteOfDay(start, zone), minuteOfDay(end, zone))
        return LocaleClock.range(from: (a / 60, a % 60), to: (b / 60, b % 60))
    }

    private static func minuteOfDay(_ unix: Double, _ zone: Zone) -> Int {
        let stamp = Timestamp.stamp(unixSeconds: (unix / 60).rounded(.down) * 60, in: zone)
        let wall = stamp.seconds + (stamp.offset ?? 0)
        return Int((wall % 86_400 + 86_400) % 86_400) / 60
    }

    /// RFC 3339 in the zone, to the second.
    package static func local(_ unix: Double, _ zone: Zone) -> String {
        Timestamp.local(unixSeconds: unix, in: zone)
    }

    /// `21 Dec` (en_US `Dec 21`, de `21. Dez.`, ja `12月21日`): LC_TIME's
    /// way (`LocaleCalendar`), whatever the language around it.
    package static func dayMonth(_ date: CivilDate) -> String {
        LocaleCalendar.dayMonth(day: date.day, month: date.month)
    }

    /// `Mon 21 Dec` (en_US `Mon, Dec 21`).
    package static func day(_ date: CivilDate) -> String {
        LocaleCalendar.weekdayDayMonth(day: date.day, month: date.month, weekday: weekday(date))
    }

    /// `21 Dec 2026` (en_US `Dec 21, 2026`, ja `2026年12月21日`).
    package static func dayMonthYear(_ date: CivilDate) -> String {
        LocaleCalendar.dayMonthYear(day: date.day, month: date.month, year: date.year)
    }

    /// `Mon 21 Dec 2026` (en_US `Mon, Dec 21, 2026`).
    package static func dayWithYear(_ date: CivilDate) -> String {
        LocaleCalendar.weekdayDayMonthYear(day: date.day, month: date.month, year: date.year, weekday: weekday(date))
    }

    /// A date and a time: `Mon 21 Dec 2026, 21:50` (en_US `Mon, Dec 21,
    /// 2026, 9:50 PM`); in C `separator` between them.
    package static func dateTime(_ date: CivilDate, _ time: String, separator: String = ", ") -> String {
        LocaleCalendar.dateTime(dayWithYear(date), time, separator: separator)
    }

    /// From Sunday, 0: 1970-01-01 was a Thursday.
    private static func weekday(_ date: CivilDate) -> Int {
        ((date.daysSinceEpoch % 7) + 7 + 4) % 7
    }

    /// Which day a fact is about: `Today`, `Tomorrow`, `Yesterday`, else
    /// `Mon 21 Dec`. `offset`: days from today to `date`.
    package static func dayLabel(_ offset: Int, _ date: CivilDate) -> String {
        switch offset {
        // TRANSLATORS: which day the sunrise and sunset of a line are, at its start: Today: sunrise 08:35
        case 0: tr("Today")
        case 1: tr("Tomorrow")
        case -1: tr("Yesterday")
        default: day(date)
        }
    }

    /// `63%`.
    package static func percent(_ value: Int) -> String {
        // TRANSLATORS: a percentage, 63% (fr and de may write 63 %); %s is the number.
        fill(tr("%s%%"), String(value))
    }

    /// `▓▓▓▓▓▓░░░░` for a fraction 0…1.
    package static func bar(_ fraction: Double, width: Int = 10) -> String {
        let filled = min(width, max(0, Int((fraction * Double(width)).rounded())))
        return String(repeating: "▓", count: filled) + String(repeating: "░", count: width - filled)
    }

    /// `▁▂▄▆█▆▄▂` scaled between the smallest and largest value.
    /// (Strings appended, not a `[Character]` made into one: its metadata
    /// cost waybar's tooltip 12 000 instructions, callgrind, issue 35.)
    package static func sparkline(_ values: [Double]) -> String {
        let blocks = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
        guard let lo = values.min(), let hi = values.max(), hi > lo else {
            return String(repeating: "▄", count: values.count)
        }
        var line = ""
        for value in values { line += blocks[min(7, Int(((value - lo) / (hi - lo) * 7).rounded()))] }
        return line
    }
}
