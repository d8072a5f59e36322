import CIntl

/// Dates as a person reads them (SPEC §10): LC_TIME's short month and
/// weekday names, day and month in its order (`21 Dec`, en_US `Dec 21`),
/// or its own numeric form where its date format has words of its own
/// (ja `12月21日`). In the C locale, and for machine output, the names
/// Solverv always wrote, day first.
public enum LocaleCalendar {
    /// `Dec` for 12.
    public static func month(_ month: Int) -> String {
        LocaleClock.current.monthName(month)
    }

    /// `Mon`; `weekday` counts from Sunday, 0.
    public static func weekday(_ weekday: Int) -> String {
        LocaleClock.current.weekdayName(weekday)
    }

    /// Whether the names (`Mon`, `Dec`) are in the language of the
    /// messages, so that a translation writing words around them reads
    /// right: zh's `周%1$s` around zh_CN's `一`, not `周Mon` where
    /// `LANGUAGE=zh_CN` meets an English LC_TIME. The messages' language
    /// is their catalogue's `Language:` header; without one, true.
    public static var namesInMessagesLanguage: Bool {
        guard Language.translating else { return true }
        let header = Array(String(cString: dgettext(Language.domain, "")).utf8)
        guard var i = LocaleTime.find("\nLanguage:", [0x0A] + header) else { return true }
        i += "Language:".utf8.count
        while i < header.count, header[i] == UInt8(ascii: " ") { i += 1 }
        let end = header[i...].firstIndex(of: 0x0A) ?? header.count
        let messages = LocaleTime.language(of: String(decoding: header[i..<end], as: UTF8.self))
        return messages.isEmpty || messages == LocaleClock.current.language
    }

    /// `21 Dec`, `Dec 21`, `12月21日`; nb `21. des.`, de `21.12.`.
    public static func dayMonth(day: Int, month: Int) -> String {
        let time = LocaleClock.current
        if let format = time.numericDate { return numeric(format, day: day, month: month, year: nil) }
        // TRANSLATORS: a short date as strftime writes it: %e the day (21), %b the month's short
        // name from the locale (Dec), %m its number (12). Norwegian "%e. %b" (21. des.), German
        // "%e.%m." (21.12.). Used only when the locale's month names are in this language; the
        // large size lists three such dates within 100 columns.
        // xgettext:no-c-format
        if let catalogue = translated(trc("day and month", "%e %b"), "%e %b") { return pattern(catalogue, day: day, month: month, year: nil) }
        return time.dayFirst ? "\(day) \(self.month(month))" : "\(self.month(month)) \(day)"
    }

    /// `21 Dec 2026`, `Dec 21 2026`, `2026年12月21日`; de `21.12.2026`.
    public static func dayMonthYear(day: Int, month: Int, year: Int) -> String {
        let time = LocaleClock.current
        if let format = time.numericDate { return numeric(format, day: day, month: month, year: year) }
        // TRANSLATORS: a date with its year, as the short date above: %Y is the year (2026).
        // Norwegian "%e. %b %Y", German "%e.%m.%Y".
        // xgettext:no-c-format
        if let catalogue = translated(trc("day, month and year", "%e %b %Y"), "%e %b %Y") { return pattern(catalogue, day: day, month: month, year: year) }
        return dayMonth(day: day, month: month) + " \(year)"
    }

    /// A catalogue's date pattern, where the locale's names are in its
    /// language (not German words around an English LC_TIME's `Dec`) and
    /// it differs from the English: else nil, and the date follows
    /// LC_TIME's order of day and month (a language that kept `%e %b`
    /// writes day first, as LC_TIME then says too).
    private static func translated(_ pattern: String, _ english: String) -> String? {
        Language.translating && pattern != english && namesInMessagesLanguage ? pattern : nil
    }

    /// A catalogue's pattern, whole: `%b %e` keeps its month.
    static func pattern(_ pattern: String, day: Int, month: Int, year: Int?) -> String {
        numeric(pattern, day: day, month: month, year: year, whole: true)
    }

    /// A date format with numbers, unpadded (`%d`, `%e`, `%m`, `%b`, `%Y`,
    /// `%y`; the locale's, or a catalogue's pattern): without `year`, only
    /// from its first day or month conversion to the words after its last
    /// (`%m月%d日` of `%Y年%m月%d日`).
    static func numeric(_ format: String, day: Int, month: Int, year: Int?, whole: Bool = false) -> String {
        var bytes = Array(format.utf8)
        if year == nil, !whole {
            let starts = ["%d", "%e", "%-d", "%m", "%-m"].compactMap { LocaleTime.find($0, bytes) }
            if let first = starts.min() { bytes = Array(bytes[first...]) }
            // Drop a year conversion after them, and what leads to it (`%m/%d/%Y`).
            if let y = LocaleTime.find("%Y", bytes) ?? LocaleTime.find("%y", bytes) {
                var cut = y
                while cut > 0, bytes[cut - 1] < 0x80, bytes[cut - 1] != UInt8(ascii: "d"), bytes[cut - 1] != UInt8(ascii: "m") { cut -= 1 }
                bytes = Array(bytes[..<cut])
            }
        }
        var out = String()
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "%"), i + 1 < bytes.count {
                var j = i + 1
                if bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "E") || bytes[j] == UInt8(ascii: "O"), j + 1 < bytes.count { j += 1 }
                switch bytes[j] {
                case UInt8(ascii: "d"), UInt8(ascii: "e"): out += String(day)
                case UInt8(ascii: "m"): out += String(month)
                case UInt8(ascii: "b"), UInt8(ascii: "h"): out += self.month(month)
                case UInt8(ascii: "Y"): out += String(year ?? 0)
                case UInt8(ascii: "y"): out += String((year ?? 0) % 100)
                default: break
                }
                i = j + 1
                continue
            }
            // A run of literal bytes, UTF-8 kept whole.
            var j = i
            while j < bytes.count, bytes[j] != UInt8(ascii: "%") { j += 1 }
            out += String(decoding: bytes[i..<j], as: UTF8.self)
            i = j
        }
        return out
    }
}
