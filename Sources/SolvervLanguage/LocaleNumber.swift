import Glibc

/// The decimal separator a person reads (SPEC §10): LC_NUMERIC's, as the
/// locale that sets the clock gives it (de `9,9°`, fr `59,91° N`), for
/// `report`. In C, and for machine output, a point; lines in the bars
/// show no decimals, so they never load it.
public enum LocaleNumber {
    /// The separator read, and for which locale.
    nonisolated(unsafe) private static var read: (locale: String, separator: String)?

    /// `.` or the locale's (`,`).
    public static var decimalSeparator: String {
        guard !LocaleClock.machine else { return "." }
        let locale = LocaleClock.followed
        if let read, read.locale == locale { return read.separator }
        let separator = Language.isPlain(locale) && !locale.isEmpty ? "." : separator(of: locale)
        read = (locale, separator)
        return separator
    }

    /// LC_NUMERIC is set only while it is read, and C again at once: C
    /// libraries (jansson's number parsing, printf) keep the C point.
    private static func separator(of locale: String) -> String {
        defer { setlocale(LC_NUMERIC, "C") }
        guard setlocale(LC_NUMERIC, locale) != nil, let conventions = localeconv(), let point = conventions.pointee.decimal_point,
              let text = String(validatingCString: point), !text.isEmpty, text.utf8.count <= 4
        else { return "." }
        return text
    }

    /// A number written with a point (`9.9`, from `Number.fixed`) with
    /// the locale's separator instead (`9,9`).
    public static func localized(_ number: String) -> String {
        let separator = decimalSeparator
        guard separator != ".", let dot = number.utf8.firstIndex(of: UInt8(ascii: ".")) else { return number }
        return String(number[..<dot]) + separator + String(number[number.index(after: dot)...])
    }
}
