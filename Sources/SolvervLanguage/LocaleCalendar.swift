import CCalendarTable

/// Dates as a person reads them (SPEC §10), written wholly in LC_TIME's
/// language and conventions, whatever language the words around them are
/// in: for a locale of the calendar table, CLDR's pattern and names
/// (en_US `Mon, Dec 21, 2026`, en_GB `Mon, 21 Dec 2026`, de `Mo., 21. Dez.
/// 2026`, ja `2026年12月21日(月)`); for another, glibc's short names in its
/// order of day and month, or its own numeric form. In the C locale, and
/// for machine output, the names Solverv always wrote, day first: `Mon 21
/// Dec 2026`.
public enum LocaleCalendar {
    /// `Dec` for 12: a date's abbreviated month (C, or glibc's).
    public static func month(_ month: Int) -> String {
        if let cldr = LocaleClock.current.cldr { return cldr.name(SOLVERV_MONTHS, min(11, max(0, month - 1))) }
        return LocaleClock.current.monthName(month)
    }

    /// `Mon`; `weekday` counts from Sunday, 0.
    public static func weekday(_ weekday: Int) -> String {
        if let cldr = LocaleClock.current.cldr { return cldr.name(SOLVERV_WEEKDAYS, ((weekday % 7) + 7) % 7) }
        return LocaleClock.current.weekdayName(weekday)
    }

    /// `21 Dec`, en_US `Dec 21`, de `21. Dez.`, ja `12月21日` (CLDR's `MMMd`).
    public static func dayMonth(day: Int, month: Int) -> String {
        let time = LocaleClock.current
        if let cldr = time.cldr { return cldr.write(cldr.calendar.pointee.month_day, .init(day: day, month: month)) }
        if let format = time.numericDate { return numeric(format, day: day, month: month, year: nil) }
        return time.dayFirst ? "\(day) \(self.month(month))" : "\(self.month(month)) \(day)"
    }

    /// `21 Dec 2026`, en_US `Dec 21, 2026`, ru `21 дек. 2026 г.` (`yMMMd`).
    public static func dayMonthYear(day: Int, month: Int, year: Int) -> String {
        let time = LocaleClock.current
        if let cldr = time.cldr { return cldr.write(cldr.calendar.pointee.month_day_year, .init(day: day, month: month, year: year)) }
        if let format = time.numericDate { return numeric(format, day: day, month: month, year: year) }
        return dayMonth(day: day, month: month) + " \(year)"
    }

    /// `Mon 21 Dec`, en_US `Mon, Dec 21`, ja `12月21日(月)` (`MMMEd`);
    /// `weekday` from Sunday, 0.
    public static func weekdayDayMonth(day: Int, month: Int, weekday: Int) -> String {
        if let cldr = LocaleClock.current.cldr {
            return cldr.write(cldr.calendar.pointee.weekday_month_day, .init(day: day, month: month, weekday: weekday))
        }
        return self.weekday(weekday) + " " + dayMonth(day: day, month: month)
    }

    /// `Mon 21 Dec 2026`, en_US `Mon, Dec 21, 2026` (`yMMMEd`).
    public static func weekdayDayMonthYear(day: Int, month: Int, year: Int, weekday: Int) -> String {
        if let cldr = LocaleClock.current.cldr {
            return cldr.write(cldr.calendar.pointee.weekday_month_day_year, .init(day: day, month: month, year: year, weekday: weekday))
        }
        return self.weekday(weekday) + " " + dayMonthYear(day: day, month: month, year: year)
    }

    /// A date and a time of day: CLDR's medium date-time glue (en `Mon,
    /// Dec 21, 2026, 9:50 PM`, ja `2026年12月21日(月) 21:50`); in C and for
    /// glibc's locales, `separator` between them (what each screen wrote).
    public static func dateTime(_ date: String, _ time: String, separator: String = ", ") -> String {
        guard let cldr = LocaleClock.current.cldr else { return date + separator + time }
        return cldr.write(cldr.calendar.pointee.date_time, .init(date: date, time: time))
    }

    /// A month on the chart's axis: `Jan`, or with its year `Jan 2027`
    /// (ja `2027年1月`, CLDR's `yMMM`; the month alone stand-alone, `MMM`).
    public static func monthLabel(_ month: Int, year: Int?) -> String {
        let time = LocaleClock.current
        if let cldr = time.cldr {
            let pattern = year == nil ? cldr.calendar.pointee.month : cldr.calendar.pointee.month_year
            return cldr.write(pattern, .init(month: min(12, max(1, month)), year: year ?? 0))
        }
        return self.month(month) + (year.map { " \($0)" } ?? "")
    }

    /// A date format with numbers, unpadded (`%d`, `%e`, `%m`, `%b`, `%Y`,
    /// `%y`: glibc's `D_FMT` where it has words of its own), without
    /// `year` only from its first day or month conversion to the words
    /// after its last (`%m月%d日` of `%Y年%m月%d日`).
    static func numeric(_ format: String, day: Int, month: Int, year: Int?) -> String {
        var bytes = Array(format.utf8)
        if year == nil {
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
            // A run of literal bytes, UTF-8 kept whole; a `%` that ends the
            // format is one of them (else this loop would never move on).
            var j = i + 1
            while j < bytes.count, bytes[j] != UInt8(ascii: "%") { j += 1 }
            out += String(decoding: bytes[i..<j], as: UTF8.self)
            i = j
        }
        return out
    }
}
