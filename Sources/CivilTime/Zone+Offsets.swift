/// The offsets of many instants in time order, each the one glibc gives,
/// with fewer conversions: `events --moon --from 1000 --to 3000` asks for
/// 100 000 of them, half past the zone file's table (2 000 years of rows
/// in Europe/Oslo), where each is a localtime_r of 700 instructions and
/// two locks.
///
/// Past the table glibc evaluates the zone's POSIX rule (its footer) one
/// UTC year at a time: it computes the year's two changes, and an instant
/// is in the rule's second offset between them (or, where the first comes
/// later, outside them). Within a UTC year the offsets therefore run
/// X…X Y…Y X…X, at most two changes. So the instants of a year need glibc
/// only at the ends, at one instant inside the Y block (found where last
/// year's was), and along two binary searches for the block's edges:
/// about 13 conversions for a year's 53 rows. Where no Y is found there,
/// every instant is converted. The answers are glibc's own, asked fewer
/// times (ZoneOffsetsTests: every instant of 1000–3000 in a dozen zones).
public struct OffsetWalk {
    /// The middle of the last Y block seen: seconds after its year's start.
    var middle: Int64?

    public init() {}
}

extension Zone {
    /// The offset at each of `instants` (Unix seconds, in time order: where
    /// they are not, each is converted), as `utcOffset(at:)` gives it.
    /// `walk` carries what one year tells the next.
    public func utcOffsets(at instants: [Int64], walk: inout OffsetWalk) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(instants.count)
        var i = 0
        while i < instants.count {
            let s = instants[i]
            guard usesRule(at: s) else {
                // From the file's table: cheap as it is.
                result.append(utcOffset(at: s))
                i += 1
                continue
            }
            // The run of instants in this UTC year, all past the table.
            let start = Zone.utcYearStart(s), end = Zone.utcYearStart(start + 366 * 86_400)
            var j = i + 1
            while j < instants.count, instants[j] < end, instants[j] >= instants[j - 1], usesRule(at: instants[j]) {
                j += 1
            }
            if j - i < 12 {
                // Few: each converted.
                for k in i..<j { result.append(utcOffset(at: instants[k])) }
            } else {
                offsetsInRuleYear(instants[i..<j], yearStart: start, walk: &walk, into: &result)
            }
            i = j
        }
        return result
    }

    /// Whether glibc's rule, not the file's table, gives the offset at `s`.
    private func usesRule(at s: Int64) -> Bool {
        guard let file else { return true }
        return file.tableOffset(at: s) == nil
    }

    /// 00:00 UTC on 1 January of the UTC year of `s`.
    static func utcYearStart(_ s: Int64) -> Int64 {
        let days = s >= 0 ? s / 86_400 : (s + 1) / 86_400 - 1
        let year = CivilDate(daysSinceEpoch: Int(days)).year
        return Int64(CivilDate(year: year, month: 1, day: 1)?.daysSinceEpoch ?? Int(days)) * 86_400
    }

    /// The offsets of `run`, instants of one UTC year past the table, appended.
    private func offsetsInRuleYear(_ run: ArraySlice<Int64>, yearStart: Int64, walk: inout OffsetWalk, into result: inout [Int]) {
        let t = Array(run)
        let n = t.count
        var known = [Int?](repeating: nil, count: n)
        func offset(_ k: Int) -> Int {
            if let o = known[k] { return o }
            let o = converted(t[k])
            known[k] = o
            return o
        }
        /// The first index in lo+1...hi whose offset is not offset(lo), where
        /// offsets run offset(lo)…offset(lo) then offset(hi)…offset(hi).
        func edge(_ lo: Int, _ hi: Int) -> Int {
            var lo = lo, hi = hi
            let a = offset(lo)
            while hi - lo > 1 {
                let m = lo + (hi - lo) / 2
                if offset(m) == a { lo = m } else { hi = m }
            }
            return hi
        }
        let x = offset(0), last = offset(n - 1)
        if x != last {
            // X…X Y…Y: one change among the instants.
            let e = edge(0, n - 1)
            for k in 0..<n { result.append(k < e ? x : last) }
            return
        }
        // X at both ends: a Y block, if any, lies between. Look where last year's was.
        var probe: Int?
        if let middle = walk.middle {
            let target = yearStart + middle
            probe = t.firstIndex { $0 >= target }
        }
        guard let p = probe, p > 0, p < n - 1, offset(p) != x else {
            // None found there: every instant converted.
            for k in 0..<n { result.append(offset(k)) }
            walk.middle = nil
            if let first = (0..<n).first(where: { offset($0) != x }) {
                let end = (first..<n).first { offset($0) == x } ?? n
                walk.middle = (t[first] + t[end - 1]) / 2 - yearStart
            }
            return
        }
        let y = offset(p)
        let from = edge(0, p), to = edge(p, n - 1)  // Y on from..<to
        for k in 0..<n { result.append(k >= from && k < to ? y : x) }
        walk.middle = (t[from] + t[to - 1]) / 2 - yearStart
    }
}
