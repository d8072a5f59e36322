import Glibc

/// The clock a person reads (SPEC §10): 12 or 24 hours as LC_TIME's time
/// format says (en_US `7:34 AM`, en_GB and de_DE `07:34`), unless
/// `--clock` or the config's `"clock"` chose. In the C locale, and for
/// machine output (`Language.speakEnglish`), `HH:MM` as always.
public enum LocaleClock {
    /// 12 or 24 from `--clock` or the config; nil: the locale's.
    public nonisolated(unsafe) static var chosenHours: Int?

    /// Whether LC_TIME is a locale's (set when first read): its
    /// conventions are read when first needed, so a line that shows no
    /// time or date never loads or reads them.
    nonisolated(unsafe) static var followsLocale = false
    /// Machine output: the C clock, whatever was chosen.
    nonisolated(unsafe) static var machine = false
    /// The locale LC_TIME is to be set to when first read (`""`: the
    /// environment's), or nil once set.
    nonisolated(unsafe) private static var pending: String?
    /// The locale last followed (`""`: the environment's), which the
    /// other conventions a person reads follow too (`LocaleNumber`).
    nonisolated(unsafe) static var followed = "C"
    /// The conventions read, valid while `isRead`. (Not an optional: its
    /// runtime metadata cost a line 35 000 instructions where it was reset.)
    nonisolated(unsafe) private static var read = LocaleTime.c
    nonisolated(unsafe) private static var isRead = false

    /// The locale's conventions, or C's.
    static var current: LocaleTime {
        guard !machine else { return .c }
        if let name = pending, let cldr = messagesCalendar(name) {
            // LC_TIME would be the locale LC_MESSAGES already is, and the
            // calendar table has it: its dates need nothing from glibc, so
            // LC_TIME is never loaded (a translated line's start-up).
            pending = nil
            followsLocale = true
            read = LocaleTime()
            read.cldr = cldr
            isRead = true
            return read
        }
        if pending != nil { setTimeLocale() }
        guard followsLocale else { return .c }
        if isRead { return read }
        read = LocaleTime.read()
        isRead = true
        return read
    }

    /// The locale changed to `name` (`""`: the environment's): LC_TIME
    /// follows when next read. Loading it costs a translated line a tenth
    /// of its start-up time, and most lines write no clock or date.
    static func follow(_ name: String) {
        followed = name
        pending = name
        followsLocale = false
        isRead = false
        // C costs nothing to set, and leaves no other locale's LC_TIME behind.
        if !name.isEmpty, Language.isPlain(name) { setTimeLocale() }
    }

    /// The table's record where LC_TIME, as `pending` names it (`""`: the
    /// environment's, LC_ALL, then LC_TIME, then LANG, as glibc resolves
    /// it), is the very locale LC_MESSAGES was set to: then it is
    /// installed, and its dates are the table's.
    private static func messagesCalendar(_ pending: String) -> CalendarPattern? {
        var time = pending
        if time.isEmpty {
            for variable in ["LC_ALL", "LC_TIME", "LANG"] {
                if let value = getenv(variable).map({ String(cString: $0) }), !value.isEmpty { time = value; break }
            }
        }
        guard !Language.isPlain(time), let messages = setlocale(LC_MESSAGES, nil).map({ String(cString: $0) }),
              messages == time else { return nil }
        return CalendarPattern.named(time)
    }

    /// Sets LC_TIME to the locale `follow` gave, now; whether it is there.
    @discardableResult
    static func setTimeLocale() -> Bool {
        guard let name = pending else { return followsLocale }
        pending = nil
        // The name set, not the one asked for: "" is the environment's.
        let time = setlocale(LC_TIME, name).map { String(cString: $0) }
        followsLocale = time.map { !Language.isPlain($0) } ?? false
        return time != nil
    }

    /// Whether times are shown on a 12-hour clock.
    public static var twelveHour: Bool {
        if machine { return false }
        if let hours = chosenHours { return hours == 12 }
        let time = current
        return time.cldr?.twelveHour ?? time.twelveHour
    }

    /// A whole hour, for an axis: `03:00` … `24:00`, or on a 12-hour clock
    /// `3 AM` (the minutes left out: `12:00 PM` would not fit the chart's
    /// margin; CLDR's `h`: ja `午後3時`).
    public static func hour(_ hour: Int) -> String {
        if twelveHour, let cldr = current.cldr { return cldr.write(cldr.calendar.pointee.hour_12, .init(hour: hour)) }
        return twelveHour ? marked(hour, "") : time(hour: hour, minute: 0)
    }

    /// A time of day: `07:34` on a 24-hour clock, `7:34 AM` on a 12-hour
    /// one; for a locale of the calendar table as CLDR writes it (`hm`,
    /// `Hm`: ja `午後0:03`, es `7:34`, fi `21.50`, zh_TW `晚上9:50`), else
    /// with glibc's separator and marks (`午前7:34` where the locale puts
    /// its mark first). 24:00 is the end of a day (the chart's axis).
    public static func time(hour: Int, minute: Int) -> String {
        let time = current
        if let cldr = time.cldr {
            let pattern = twelveHour ? cldr.calendar.pointee.hour_minute_12 : cldr.calendar.pointee.hour_minute_24
            return cldr.write(pattern, .init(hour: hour, minute: minute))
        }
        let mm = time.timeSeparator + (minute < 10 ? "0\(minute)" : "\(minute)")
        return twelveHour ? marked(hour, mm) : (hour < 10 ? "0\(hour)" : "\(hour)") + mm
    }

    /// A range of times on one date, as CLDR's interval formats write it
    /// (issue 42): the first field that differs picks the pattern, so the
    /// mark is not written twice where the language does not (ko
    /// `오전 6:02~6:13`, en_US `7:46 – 8:03 AM`, de `07:46–08:03 Uhr`). Outside
    /// the calendar table, the two times joined by an en dash.
    public static func range(from start: (hour: Int, minute: Int), to end: (hour: Int, minute: Int)) -> String {
        guard let cldr = current.cldr else {
            return time(hour: start.hour, minute: start.minute) + "–" + time(hour: end.hour, minute: end.minute)
        }
        let c = cldr.calendar.pointee
        let pattern: UnsafePointer<CChar>?
        if twelveHour {
            let differs = cldr.period(start.hour, start.minute) != cldr.period(end.hour, end.minute)
            pattern = differs ? c.hour_minute_12_range_period : start.hour != end.hour ? c.hour_minute_12_range_hour : c.hour_minute_12_range_minute
        } else {
            pattern = start.hour != end.hour ? c.hour_minute_24_range_hour : c.hour_minute_24_range_minute
        }
        return cldr.write(pattern, .init(hour: start.hour, minute: start.minute), second: .init(hour: end.hour, minute: end.minute))
    }

    /// Two times written whole, the second on another date (`23:40 – 0:12 +1`):
    /// CLDR's interval fallback (`{0} – {1}`), or an en dash outside the table.
    public static func range(written first: String, _ second: String) -> String {
        guard let cldr = current.cldr else { return first + "–" + second }
        return cldr.write(cldr.calendar.pointee.range_fallback, .init(date: second, time: first))
    }

    /// The hour on a 12-hour clock, then `minutes`, with glibc's mark where
    /// the locale puts it; where it has none (a 24-hour locale outside the
    /// table), C's.
    private static func marked(_ hour: Int, _ minutes: String) -> String {
        let time = current
        let mark = hour % 24 < 12 ? time.am : time.pm
        let clock = "\(hour % 12 == 0 ? 12 : hour % 12)" + minutes
        return time.markFirst ? mark + time.markSeparator + clock : clock + " " + mark
    }
}
