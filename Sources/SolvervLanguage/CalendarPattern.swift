import CCalendarTable

/// A date or a time as a locale of the calendar table writes it (SPEC §10):
/// one of CLDR's patterns (`d MMM`, `E, MMM d, y`, `aK:mm`), compiled by
/// scripts/reference/make_calendar.py into literal UTF-8 and a byte below
/// 0x20 for each field, filled in here with the locale's own names.
/// (Sendable: the record is constant data, linked into the binary.)
struct CalendarPattern: @unchecked Sendable {
    /// The record: the locale's names and patterns.
    let calendar: UnsafePointer<solverv_calendar>

    /// The record for a locale name (`de_DE.UTF-8`, `en_GB`, `sr_RS@latin`):
    /// `ll_RR`, then the rest of its language's regions (`en_*`: English
    /// outside the US), then `ll`; nil for C and for a language the table
    /// does not have.
    static func named(_ locale: String) -> CalendarPattern? {
        let base = String(locale.utf8.prefix { $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "@") }) ?? ""
        let language = String(base.utf8.prefix { $0 != UInt8(ascii: "_") }) ?? ""
        guard !language.isEmpty, language != "C", language != "POSIX" else { return nil }
        let keys = base == language ? [language] : [base, language + "_*", language]
        for key in keys {
            if let found = solverv_calendar_named(key) { return CalendarPattern(calendar: found) }
        }
        return nil
    }

    /// What a pattern's fields take; a field without its value writes nothing.
    struct Values {
        var day = 0, month = 1, year = 0
        /// From Sunday, 0.
        var weekday = 0
        var hour = 0, minute = 0
        /// The date and the time that the date-time glue joins.
        var date = "", time = ""
    }

    func name(_ names: solverv_calendar_names, _ i: Int) -> String {
        guard i >= 0, let text = solverv_calendar_name(calendar, names, UInt32(i)) else { return "" }
        return String(cString: text)
    }

    /// Whether the locale's own clock counts 12 hours (CLDR's short time
    /// format: en_US `h:mm a`, ko `a h:mm`; en_GB, de, ja 24).
    var twelveHour: Bool { calendar.pointee.twelve_hour != 0 }

    /// The part of the day a time is in, as the 12-hour pattern names it:
    /// the flexible one (B: zh_Hant 清晨, 上午) where the record has them,
    /// else AM or PM (a). A range across two parts writes both.
    func period(_ hour: Int, _ minute: Int) -> String {
        field(solverv_calendar_name(calendar, SOLVERV_FLEXIBLE, 0) != nil ? 24 : 23, .init(hour: hour, minute: minute))
    }

    /// `pattern` (one of the record's) with `values`; in a range's
    /// pattern, the fields after its split byte (31) take `second`.
    func write(_ pattern: UnsafePointer<CChar>?, _ values: Values, second: Values? = nil) -> String {
        guard let pattern else { return "" }
        var out = String()
        var p = pattern
        var literal: [UInt8] = []
        var values = values
        while p.pointee != 0 {
            let byte = UInt8(bitPattern: p.pointee)
            p += 1
            if byte >= 0x20 { literal.append(byte); continue }
            if !literal.isEmpty { out += String(decoding: literal, as: UTF8.self); literal.removeAll(keepingCapacity: true) }
            if byte == 31 {
                if let second { values = second }
                continue
            }
            out += field(byte, values)
        }
        if !literal.isEmpty { out += String(decoding: literal, as: UTF8.self) }
        return out
    }

    private func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    private func field(_ code: UInt8, _ v: Values) -> String {
        let h12 = v.hour % 12 == 0 ? 12 : v.hour % 12
        switch code {
        case 1: return "\(v.day)"
        case 2: return twoDigits(v.day)
        case 3: return "\(v.month)"
        case 4: return twoDigits(v.month)
        case 5: return name(SOLVERV_MONTHS, v.month - 1)
        case 6: return name(SOLVERV_MONTHS_ALONE, v.month - 1)
        case 7: return name(SOLVERV_WEEKDAYS, v.weekday)
        case 8: return name(SOLVERV_WEEKDAYS_ALONE, v.weekday)
        case 9: return name(SOLVERV_MONTHS_ALONE_WIDE, v.month - 1)
        case 14: return "\(v.year)"
        case 15: return "\(h12)"
        case 16: return twoDigits(h12)
        case 17: return "\(v.hour)"
        case 18: return twoDigits(v.hour)
        // 0–11: Japanese noon is 午後0:03.
        case 19: return "\(v.hour % 12)"
        case 20: return twoDigits(v.hour % 12)
        case 21: return twoDigits(v.minute)
        case 22: return "\(v.minute)"
        // 24:00 (the end of a day on the chart's axis) is midnight: AM.
        case 23: return name(SOLVERV_PERIODS, v.hour % 24 < 12 ? 0 : 1)
        case 24:
            // The part of the day (zh_Hant 晚上), with its own name at exactly 00:00 and 12:00.
            let hour = v.hour % 24
            if v.minute == 0, hour == 0 || hour == 12 { return name(SOLVERV_FLEXIBLE, hour == 0 ? 24 : 25) }
            return name(SOLVERV_FLEXIBLE, hour)
        case 25: return v.time
        case 26: return v.date
        default: return ""
        }
    }
}
