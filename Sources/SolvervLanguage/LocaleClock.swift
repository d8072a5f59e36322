/// The clock a person reads (SPEC §10): 12 or 24 hours as LC_TIME's time
/// format says (en_US `7:34 AM`, en_GB and de_DE `07:34`), unless
/// `--clock` or the config's `"clock"` chose. In the C locale, and for
/// machine output (`Language.speakEnglish`), `HH:MM` as always.
public enum LocaleClock {
    /// 12 or 24 from `--clock` or the config; nil: the locale's.
    public nonisolated(unsafe) static var chosenHours: Int?

    /// Whether LC_TIME is a locale's (set by `Language.start`): its
    /// conventions are read when first needed, so a line that shows no
    /// time or date never reads them.
    nonisolated(unsafe) static var followsLocale = false
    /// Machine output: the C clock, whatever was chosen.
    nonisolated(unsafe) static var machine = false
    nonisolated(unsafe) private static var read: LocaleTime?

    /// The locale's conventions, or C's.
    static var current: LocaleTime {
        guard followsLocale, !machine else { return .c }
        if let read { return read }
        let time = LocaleTime.read()
        read = time
        return time
    }

    /// LC_TIME changed: read it again when next asked.
    static func follow(_ locale: Bool) {
        followsLocale = locale
        read = nil
    }

    /// Whether times are shown on a 12-hour clock.
    public static var twelveHour: Bool {
        if machine { return false }
        return chosenHours.map { $0 == 12 } ?? current.twelveHour
    }

    /// A time of day: `07:34` on a 24-hour clock, `7:34 AM` on a 12-hour
    /// one (`午前7:34` where the locale puts its mark first).
    public static func time(hour: Int, minute: Int) -> String {
        let mm = minute < 10 ? "0\(minute)" : "\(minute)"
        guard twelveHour else { return (hour < 10 ? "0\(hour)" : "\(hour)") + ":" + mm }
        let time = current
        let mark = hour < 12 ? time.am : time.pm
        let clock = "\(hour % 12 == 0 ? 12 : hour % 12):" + mm
        return time.markFirst ? mark + time.markSeparator + clock : clock + " " + mark
    }
}
