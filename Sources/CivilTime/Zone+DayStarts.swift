extension Zone {
    /// The first second of `date` in this zone: its local midnight, or the
    /// end of a gap when the clocks jump over midnight. Where they go back
    /// across midnight (Newfoundland at 00:01 from 1987 to 2010, Guam in
    /// 1969, Casey in 2010) the date begins twice, and this is the first
    /// time: a change at 00:01 is that date's. For a date the zone skipped
    /// (Pacific/Apia, 2011-12-30), the start of the next one it has.
    public func startOfDay(_ date: CivilDate) -> Int64 {
        let midnight = Int64(date.daysSinceEpoch) * 86_400
        // Usually the offset at midnight gives it at once: the clock reads
        // 00:00 there, and 23:59:59 the day before a second earlier. Unless
        // the clocks went back shortly before, when the date may have begun
        // once already, on the larger offset o′, at `midnight − o′`. No
        // offset reaches a day, so that is after `midnight − 1 day`, and the
        // offset there is o′: no zone has changed its clocks twice in two
        // days. (That instant is also the edge of the span `utcOffset`
        // has just cached: the check costs no conversion.)
        let offset = utcOffset(at: midnight - Int64(utcOffset(at: midnight)))
        let guess = midnight - Int64(offset)
        if utcOffset(at: guess) == offset, self.date(at: guess - 1) < date,
           utcOffset(at: midnight - 86_400) <= offset {
            return guess
        }
        return dayStarts(date).first ?? guess
    }

    /// The first second after `t` at which the local date moves on from the
    /// date at `t`: the next local midnight. After clocks go back across
    /// midnight, the date repeats its last hour and then begins again: the
    /// second beginning, not the first, which is past.
    public func startOfNextDay(after t: Int64) -> Int64 {
        let next = date(at: t).adding(days: 1)
        let first = startOfDay(next)
        if first > t { return first }
        return dayStarts(next).first { $0 > t } ?? startOfDay(next.adding(days: 1))
    }

    /// How far from UTC midnight a local date can begin: no offset has ever
    /// passed ±26 hours' worth of difference between two of a zone's days.
    private static let dayStartReach: Int64 = 26 * 3600

    /// Every second at which `date` begins, in time order: the date at it is
    /// `date` or later, and a second before it earlier. Once, except where
    /// clocks go back across midnight (twice). The candidates are the
    /// midnights on each offset the zone has around the date, and the
    /// changes of offset there (the end of a gap over midnight).
    func dayStarts(_ date: CivilDate) -> [Int64] {
        let midnight = Int64(date.daysSinceEpoch) * 86_400
        // The offsets, every three hours over the span a date can begin in:
        // no zone has changed its clocks twice within three hours.
        var probes: [(at: Int64, offset: Int)] = []
        var at = midnight - Self.dayStartReach - 3 * 3600
        while at <= midnight + Self.dayStartReach + 3 * 3600 {
            probes.append((at, utcOffset(at: at)))
            at += 3 * 3600
        }
        func begins(_ t: Int64) -> Bool { self.date(at: t) >= date && self.date(at: t - 1) < date }
        var starts: [Int64] = []
        for (i, p) in probes.enumerated() {
            // Midnight on this offset, if the zone is on it then.
            let onOffset = midnight - Int64(p.offset)
            if utcOffset(at: onOffset) == p.offset, begins(onOffset), !starts.contains(onOffset) { starts.append(onOffset) }
            // A change between this probe and the next: bisected to its first second.
            guard i + 1 < probes.count, probes[i + 1].offset != p.offset else { continue }
            var lo = p.at, hi = probes[i + 1].at
            while hi - lo > 1 {
                let m = lo + (hi - lo) / 2
                if utcOffset(at: m) == p.offset { lo = m } else { hi = m }
            }
            if begins(hi), !starts.contains(hi) { starts.append(hi) }
        }
        return starts.sorted()
    }
}
