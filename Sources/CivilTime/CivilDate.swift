/// A calendar date in the proleptic Gregorian calendar (ISO 8601), for every
/// year, also before 1582 (SPEC §7).
public struct CivilDate: Comparable, Hashable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Fails for a date that does not exist (month 13, 31 April, 29 February 2100).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1,
              day <= CivilDate.daysInMonth(year: year, month: month)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// For fields already known to form a date (from glibc or from arithmetic).
    init(validYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Days since 1970-01-01 (Hinnant, "chrono-compatible low-level date algorithms").
    public var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    public init(daysSinceEpoch days: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        month = m
        day = d
    }

    public func adding(days: Int) -> CivilDate { CivilDate(daysSinceEpoch: daysSinceEpoch + days) }

    /// Parses exactly `YYYY-MM-DD`; nil for anything else or a date that does not exist.
    public init?(iso text: Substring) {
        guard let date = Array(text.utf8).withUnsafeBufferPointer({ CivilDate(isoBytes: $0) }) else { return nil }
        self = date
    }

    init?(isoBytes b: UnsafeBufferPointer<UInt8>) {
        guard b.count == 10, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"),
              let y = Digits.value(b[0..<4]), let m = Digits.value(b[5..<7]), let d = Digits.value(b[8..<10])
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// `YYYY-MM-DD` (years 0 to 9999, which is all Solverv computes).
    public var description: String {
        String(unsafeUninitializedCapacity: 10) { b in
            write(into: b)
            return 10
        }
    }

    /// Writes `YYYY-MM-DD` into the first 10 bytes of `b`.
    func write(into b: UnsafeMutableBufferPointer<UInt8>) {
        Digits.write(year, into: b, at: 0, width: 4)
        b[4] = 45
        Digits.write(month, into: b, at: 5, width: 2)
        b[7] = 45
        Digits.write(day, into: b, at: 8, width: 2)
    }

    public static func isLeap(_ y: Int) -> Bool { (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    public static func < (a: CivilDate, b: CivilDate) -> Bool { a.daysSinceEpoch < b.daysSinceEpoch }
}

/// Fixed-width decimal fields, read and written without Foundation.
enum Digits {
    static func value<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int? {
        var v = 0
        for c in bytes {
            guard c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") else { return nil }
            v = v * 10 + Int(c - UInt8(ascii: "0"))
        }
        return bytes.isEmpty ? nil : v
    }

    /// Writes `v` (not negative) as `width` decimal digits at `at`.
    static func write(_ v: Int, into b: UnsafeMutableBufferPointer<UInt8>, at: Int, width: Int) {
        var v = abs(v)
        for i in stride(from: at + width - 1, through: at, by: -1) {
            b[i] = UInt8(48 + v % 10)
            v /= 10
        }
    }
}
