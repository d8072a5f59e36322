/// RFC 3339 timestamps: writing instants in UTC or in a zone, and reading
/// the `--now` argument.
public enum Timestamp {
    /// `2026-03-20T14:45:53Z`, rounded to the nearest second.
    public static func utc(unixSeconds: Double) -> String {
        Stamp(seconds: Int64(unixSeconds.rounded()), offset: nil).description
    }

    /// `2026-03-20T14:45:53Z` not yet written, for tables (`Stamp`).
    public static func utcStamp(unixSeconds: Double) -> Stamp {
        utcStamp(second: second(unixSeconds))
    }

    /// The same of a whole second (`second(_:)`).
    public static func utcStamp(second: Int64) -> Stamp {
        Stamp(seconds: second, offset: nil)
    }

    /// `2026-03-20T15:45:53+01:00` in `zone`, rounded to the nearest second.
    public static func local(unixSeconds: Double, in zone: Zone) -> String {
        stamp(unixSeconds: unixSeconds, in: zone).description
    }

    /// The instant, rounded to the second, with `zone`'s offset then.
    ///
    /// RFC 3339 offsets have no seconds; before standard time, the tz
    /// database gives local mean time (e.g. −00:01:15 in London). Such an
    /// offset is rounded to the minute and the wall clock shown with it, so
    /// the text still names the exact instant.
    public static func stamp(unixSeconds: Double, in zone: Zone) -> Stamp {
        let s = second(unixSeconds)
        return stamp(second: s, utcOffset: zone.utcOffset(at: s))
    }

    /// The second a stamp shows for `unixSeconds`: the nearest.
    public static func second(_ unixSeconds: Double) -> Int64 {
        Int64(unixSeconds.rounded())
    }

    /// The stamp of `second` where the zone's offset is `offset` (seconds
    /// east), as `stamp(unixSeconds:in:)` makes it: for tables that ask the
    /// zone for many offsets at once (`Zone.utcOffsets`).
    public static func stamp(second s: Int64, utcOffset offset: Int) -> Stamp {
        // Whole minutes, the rule since 1972, as they are: the rounding
        // would give them back unchanged, for a division and a call.
        guard offset % 60 != 0 else { return Stamp(seconds: s, offset: Int64(offset)) }
        return Stamp(seconds: s, offset: Int64((Double(offset) / 60).rounded()) * 60)
    }

    /// An RFC 3339 timestamp not yet written: tables append thousands of
    /// them to one buffer, and a String each costs more than the astronomy.
    public struct Stamp: Sendable, CustomStringConvertible {
        public let seconds: Int64
        /// Seconds east of UTC, whole minutes; nil writes `Z`.
        public let offset: Int64?

        public var description: String {
            String(unsafeUninitializedCapacity: 25) { write(into: $0) }
        }

        /// Appends the text to `bytes`; `recent` keeps the last date written,
        /// whose ten bytes the next stamp of the same day copies instead of
        /// converting again (a table writes a dozen stamps a day).
        public func append(to bytes: inout [UInt8], recent: inout RecentDate) {
            // Written on the stack, then copied once.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 25) { b in
                let n = write(into: b, recent: &recent)
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: b[..<n]))
            }
        }

        /// Writes into `b` (25 bytes at least); returns how many were written.
        func write(into b: UnsafeMutableBufferPointer<UInt8>) -> Int {
            var recent = RecentDate()
            return write(into: b, recent: &recent)
        }

        /// Writes into `b` (25 bytes at least), copying the date from
        /// `recent` when it is the same day (`append`); returns how many
        /// bytes were written.
        public func write(into b: UnsafeMutableBufferPointer<UInt8>, recent: inout RecentDate) -> Int {
            let wall = seconds + (offset ?? 0)
            // Floor division in integers: through Double it was a division
            // and a call to floor for every stamp of a table.
            let days = Int(wall >= 0 ? wall / 86_400 : (wall + 1) / 86_400 - 1)
            let sod = Int(wall - Int64(days) * 86_400)
            recent.write(days, into: b)
            b[10] = 84  // T
            Digits.write(sod / 3600, into: b, at: 11, width: 2)
            b[13] = 58
            Digits.write(sod / 60 % 60, into: b, at: 14, width: 2)
            b[16] = 58
            Digits.write(sod % 60, into: b, at: 17, width: 2)
            guard let offset else {
                b[19] = 90  // Z
                return 20
            }
            let m = Int(abs(offset) / 60)
            b[19] = offset < 0 ? 45 : 43
            Digits.write(m / 60, into: b, at: 20, width: 2)
            b[22] = 58
            Digits.write(m % 60, into: b, at: 23, width: 2)
            return 25
        }
    }

    /// The last date a run of stamps wrote (`YYYY-MM-DD`, ten bytes).
    public struct RecentDate {
        private var day = Int.min
        private var head: UInt64 = 0, tail: UInt16 = 0

        public init() {}

        /// Writes the date `day` days after 1970-01-01 into `b`'s first ten bytes.
        mutating func write(_ day: Int, into b: UnsafeMutableBufferPointer<UInt8>) {
            guard let base = b.baseAddress else { return }
            let raw = UnsafeMutableRawPointer(base)
            if day != self.day {
                CivilDate(daysSinceEpoch: day).write(into: b)
                head = raw.loadUnaligned(as: UInt64.self)
                tail = raw.loadUnaligned(fromByteOffset: 8, as: UInt16.self)
                self.day = day
            } else {
                raw.storeBytes(of: head, as: UInt64.self)
                raw.storeBytes(of: tail, toByteOffset: 8, as: UInt16.self)
            }
        }
    }

    /// Reads an RFC 3339 date-time (`2026-03-20T14:45:53Z`, `…+01:00`,
    /// fractional seconds allowed) as Unix seconds; nil for anything else.
    public static func parse(_ text: String) -> Double? {
        Array(text.utf8).withUnsafeBufferPointer { parse(bytes: $0) }
    }

    static func parse(bytes b: UnsafeBufferPointer<UInt8>) -> Double? {
        guard b.count >= 20, let date = CivilDate(isoBytes: UnsafeBufferPointer(rebasing: b[0..<10])),
              b[10] == UInt8(ascii: "T") || b[10] == UInt8(ascii: "t") || b[10] == UInt8(ascii: " "),
              b[13] == UInt8(ascii: ":"), b[16] == UInt8(ascii: ":"),
              let hh = Digits.value(b[11..<13]), let mm = Digits.value(b[14..<16]), let ss = Digits.value(b[17..<19]),
              hh < 24, mm < 60, ss < 61
        else { return nil }
        var i = 19
        var fraction = 0.0
        if b[i] == UInt8(ascii: ".") {
            var scale = 0.1
            i += 1
            let first = i
            while i < b.count, let d = Digits.value(b[i..<i + 1]) {
                fraction += Double(d) * scale
                scale /= 10
                i += 1
            }
            guard i > first else { return nil }
        }
        guard i < b.count else { return nil }
        var offset = 0
        switch b[i] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            guard i + 1 == b.count else { return nil }
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            guard i + 6 == b.count, b[i + 3] == UInt8(ascii: ":"),
                  let oh = Digits.value(b[i + 1..<i + 3]), let om = Digits.value(b[i + 4..<i + 6]),
                  oh < 24, om < 60
            else { return nil }
            offset = (oh * 3600 + om * 60) * (b[i] == UInt8(ascii: "-") ? -1 : 1)
        default:
            return nil
        }
        // A leap second (:60) is read as the last second of its minute.
        let seconds = date.daysSinceEpoch * 86_400 + hh * 3600 + mm * 60 + min(ss, 59) - offset
        return Double(seconds) + fraction
    }
}
