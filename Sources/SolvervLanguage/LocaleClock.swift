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
        return chosenHours.map { $0 == 12 } ?? current.twelveHour
    }

    /// The locale's AM and PM marks; where it has none (de_DE, fr_FR:
    /// 24-hour locales), the catalogue's, if the locale's names are its
    /// language; else C's.
    static func marks(_ time: LocaleTime) -> [String] {
        guard !time.hasMarks, Language.translating, LocaleCalendar.namesInMessagesLanguage else { return [time.am, time.pm] }
        // TRANSLATORS: the marks of a 12-hour clock (--clock 12), 7:34 AM and 7:34 PM, where the
        // locale has none of its own: the abbreviations your language uses (German vorm., nachm.).
        // (Untranslated, a mark is C's own: the same either way.)
        return [trc("clock", "AM"), trc("clock", "PM")]
    }

    /// A whole hour, for an axis: `03:00` … `24:00`, or on a 12-hour clock
    /// `3 AM` (the minutes left out: `12:00 nachm.` would not fit the
    /// chart's margin).
    public static func hour(_ hour: Int) -> String {
        twelveHour ? marked(hour, "") : time(hour: hour, minute: 0)
    }

    /// A time of day: `07:34` on a 24-hour clock, `7:34 AM` on a 12-hour
    /// one (`午前7:34` where the locale puts its mark first), with the
    /// locale's separator (fi `07.34`).
    public static func time(hour: Int, minute: Int) -> String {
        let mm = current.timeSeparator + (minute < 10 ? "0\(minute)" : "\(minute)")
        return twelveHour ? marked(hour, mm) : (hour < 10 ? "0\(hour)" : "\(hour)") + mm
    }

    /// The hour on a 12-hour clock, then `minutes`, with its mark where
    /// the locale puts it.
    private static func marked(_ hour: Int, _ minutes: String) -> String {
        let time = current
        let mark = marks(time)[hour % 24 < 12 ? 0 : 1]
        let clock = "\(hour % 12 == 0 ? 12 : hour % 12)" + minutes
        return time.markFirst ? mark + time.markSeparator + clock : clock + " " + mark
    }
}
