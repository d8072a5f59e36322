import CIntl
import Glibc

/// What LC_TIME says about clocks and calendars (SPEC §10), read once
/// when first asked: for a locale of the calendar table (every language
/// Solverv speaks, and English), CLDR's names and patterns
/// (`CalendarPattern`), and nothing from glibc; for another, glibc's, from
/// `nl_langinfo` in UTF-8 (`LocaleText`): 12 or 24 hours, the AM and PM
/// marks and where they go, the months' and weekdays' short names, and the
/// order of day and month. The C locale's values are those Solverv always
/// wrote: `07:34`, `Mon 21 Dec`.
struct LocaleTime {
    /// CLDR's names and patterns for the locale, where the table has it:
    /// then every other field is C's, and unused.
    var cldr: CalendarPattern?
    /// Whether the locale's time format counts 12 hours (`%I`, `%l`, or
    /// `%r`, which en_US's `T_FMT` is).
    var twelveHour = false
    /// C's where the locale has none (most 24-hour locales).
    var am = "AM"
    var pm = "PM"
    /// The mark before the hour (ja `午前7:34`, zh and ko with a space),
    /// and what is between them; else after it, after a space.
    var markFirst = false
    var markSeparator = " "
    /// Between the hour and the minutes: `.` where the time format says
    /// so (fi `%H.%M.%S`: `21.50`; nb `kl. %H.%M`), else `:`.
    var timeSeparator = ":"
    /// `ABMON_1`…`ABMON_12`, trimmed (ja pads ` 1月`).
    var months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    /// `ABDAY_1`…`ABDAY_7`: Sunday first, as glibc lists them.
    var weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    /// `21 Dec` (C, en_GB, de, sv) or `Dec 21` (en_US, hu): from `D_FMT`,
    /// or from `D_T_FMT` where `D_FMT` starts with the year.
    var dayFirst = true
    /// The date format (`D_FMT`) when it writes words of its own around
    /// the numbers (ja `%Y年%m月%d日`): dates are then numbers in it, never
    /// month names; nil for a format of numbers and punctuation.
    var numericDate: String?

    /// The C locale's: what Solverv wrote before it spoke any other.
    static let c = LocaleTime()

    /// The short name of `month` (1–12, clamped): read in place, since a
    /// copy of `months` costs a line the runtime metadata of `[String]`
    /// (21 000 instructions on a large line, callgrind, issue 35).
    func monthName(_ month: Int) -> String {
        months[min(11, max(0, month - 1))]
    }

    /// The short name of `weekday` (0 is Sunday), read in place as `monthName`.
    func weekdayName(_ weekday: Int) -> String {
        weekdays[((weekday % 7) + 7) % 7]
    }

    /// The current LC_TIME locale's.
    static func read() -> LocaleTime {
        var time = LocaleTime()
        let name = setlocale(LC_TIME, nil).map { String(cString: $0) } ?? ""
        if let cldr = CalendarPattern.named(name) {
            time.cldr = cldr
            return time
        }
        let text = LocaleText()
        guard let timeFormat = text.text(T_FMT) else { return time }
        time.twelveHour = find("%I", timeFormat) != nil || find("%l", timeFormat) != nil || find("%r", timeFormat) != nil
        // Only a point: ja's `%H時%M分` is a format of words, not a separator.
        if ["%H.%M", "%k.%M", "%I.%M", "%l.%M"].contains(where: { find($0, timeFormat) != nil }) { time.timeSeparator = "." }
        // Empty in most 24-hour locales: C's then.
        if let am = text.text(AM_STR), let pm = text.text(PM_STR), !am.isEmpty, !pm.isEmpty {
            time.am = am
            time.pm = pm
        }
        let ampm = Array((text.text(T_FMT_AMPM) ?? "").utf8)
        if let mark = find("%p", ampm) ?? find("%P", ampm), let hour = find("%I", ampm) ?? find("%l", ampm), mark + 2 <= hour {
            time.markFirst = true
            time.markSeparator = String(decoding: ampm[(mark + 2)..<hour], as: UTF8.self)
        }
        var months: [String] = []
        for i in 0..<12 {
            guard let name = text.text(ABMON_1 + i) else { break }
            months.append(trimmed(name))
        }
        var weekdays: [String] = []
        for i in 0..<7 {
            guard let name = text.text(ABDAY_1 + i) else { break }
            weekdays.append(trimmed(name))
        }
        if months.count == 12, weekdays.count == 7, !months.contains(""), !weekdays.contains("") {
            time.months = months
            time.weekdays = weekdays
        }
        if let dateFormat = text.text(D_FMT) {
            // An ISO-like date format (sv, lt, hu `%Y-%m-%d`) does not say
            // how the locale writes a date in words; its date-and-time
            // format does (sv `%a %e %b %Y`: `21 dec`). Else the date
            // format says it: en_US's `%m/%d/%Y` is month first, though its
            // D_T_FMT (`%a %d %b %Y`) is day first.
            let order = Array((startsWithYear(dateFormat) ? text.text(D_T_FMT) ?? dateFormat : dateFormat).utf8)
            let day = ["%d", "%e", "%-d", "%-e"].compactMap { find($0, order) }.min()
            let month = ["%m", "%b", "%-m", "%B"].compactMap { find($0, order) }.min()
            if let day, let month { time.dayFirst = day < month }
            if dateFormat.utf8.contains(where: { $0 >= 0x80 }) { time.numericDate = dateFormat }
        }
        return time
    }

    /// Where `needle` (ASCII) first starts in `text`'s bytes. (Not
    /// `firstRange(of:)`, which brings the regex library's code along.)
    static func find(_ needle: String, _ text: [UInt8]) -> Int? {
        let n = Array(needle.utf8)
        guard text.count >= n.count else { return nil }
        for i in 0...(text.count - n.count) where text[i..<(i + n.count)].elementsEqual(n) { return i }
        return nil
    }

    static func find(_ needle: String, _ text: String) -> Int? { find(needle, Array(text.utf8)) }

    /// Whether `format`'s first conversion is the year (`%Y`, `%y`, `%F`;
    /// flags such as `%-`, `%E` skipped).
    static func startsWithYear(_ format: String) -> Bool {
        let bytes = Array(format.utf8)
        guard var i = bytes.firstIndex(of: UInt8(ascii: "%")) else { return false }
        i += 1
        while i < bytes.count, "-_0^#EO".utf8.contains(bytes[i]) { i += 1 }
        return i < bytes.count && "YyF".utf8.contains(bytes[i])
    }

    private static func trimmed(_ name: String) -> String {
        var s = Substring(name)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
