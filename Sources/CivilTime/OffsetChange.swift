/// A change of a zone's UTC offset: a clock change, for daylight saving
/// time or a new standard time. Found from the tz database through glibc
/// (the offset at instants), never from hand-written DST rules.
public struct OffsetChange: Sendable, Equatable {
    /// The first second on the new offset (Unix seconds).
    public let at: Int64
    /// The offsets from UTC before and after, in seconds.
    public let before: Int
    public let after: Int

    public init(at: Int64, before: Int, after: Int) {
        self.at = at
        self.before = before
        self.after = after
    }

    /// How far the clocks move, in seconds: +3600 forward, −1800 back (Lord Howe).
    public var shift: Int { after - before }
}

extension Zone {
    /// The first change of offset after the second `t`: the earliest
    /// instant within `days` days after `t` whose offset differs from the
    /// offset at `t`; nil if none (a zone without DST, such as Asia/Tokyo).
    ///
    /// The offset is compared a day apart, then bisected to the second: no
    /// zone has ever changed its clocks twice within a day, and glibc reads
    /// both the TZif transitions and the POSIX rule that extends them.
    public func nextOffsetChange(after t: Int64, withinDays days: Int = 400) -> OffsetChange? {
        let offset = utcOffset(at: t)
        var from = t
        for _ in 0..<max(0, days) {
            let to = from + 86_400
            if utcOffset(at: to) != offset {
                // The offset at `from` is the old one, at `to` a new one.
                var lo = from, hi = to
                while hi - lo > 1 {
                    let m = lo + (hi - lo) / 2
                    if utcOffset(at: m) == offset { lo = m } else { hi = m }
                }
                return OffsetChange(at: hi, before: offset, after: utcOffset(at: hi))
            }
            from = to
        }
        return nil
    }
}
