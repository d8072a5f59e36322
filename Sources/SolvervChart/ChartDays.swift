import CivilTime
import SolarAstronomy

/// One place's dates on the chart, reduced to what is drawn: for each date
/// and each altitude, when the Sun is above it, in hours from that date's
/// local midnight. Each date is computed once, by `SolarDays` (as `table`).
package struct ChartDays {
    /// From the daylight outwards: sunrise/sunset, civil, nautical, astronomical.
    static let altitudes: [SunAltitude] = [.sunriseSunset, .civilTwilight, .nauticalTwilight, .astronomicalTwilight]

    /// When the Sun is above one altitude on one date.
    enum Span: Equatable {
        case none, full
        /// Local hours of the date: `rise` may be below 0 (the evening
        /// before) and `set` above 24 (after midnight, as in Reykjavík in June).
        case between(rise: Double, set: Double)
    }

    let first: CivilDate
    /// `spans[level][i]` for the date `first + i`; nil where the zone skipped the date.
    let spans: [[Span?]]
    /// Sunrise and sunset (and the twilights') as local hours, nil where the event does not happen.
    let rises: [[Double?]]
    let sets: [[Double?]]

    /// The dates whose clock differs from the date before's (a clock
    /// change happened in between): the curves step there.
    let clockChanges: [Int]

    var count: Int { spans.first?.count ?? 0 }

    package init(coordinates: Coordinates, zone: Zone, from: CivilDate, count: Int) {
        let days = SolarDays(coordinates: coordinates, zone: zone, altitudes: Self.altitudes, days: count + 2)
        let levels = Self.altitudes.count
        var spans = [[Span?]](repeating: [], count: levels)
        var rises = [[Double?]](repeating: [], count: levels)
        var sets = [[Double?]](repeating: [], count: levels)
        for i in 0..<count {
            let date = from.adding(days: i)
            let day = days.day(date)
            for (k, altitude) in Self.altitudes.enumerated() {
                guard let day else {
                    spans[k].append(nil); rises[k].append(nil); sets[k].append(nil)
                    continue
                }
                let rise = day.rising(altitude).map { Self.hours($0, date, zone) }
                let set = day.setting(altitude).map { Self.hours($0, date, zone) }
                rises[k].append(rise)
                sets[k].append(set)
                spans[k].append(Self.span(day, altitude, rise: rise, set: set, date: date, zone: zone))
            }
        }
        // The offset at each date's noon: a change shows between two dates.
        var changes: [Int] = []
        var previous: Int?
        for i in 0..<count {
            let noon = Int64(zone.startOfDay(from.adding(days: i))) + 43_200
            let offset = Int(zone.utcOffset(at: noon))
            if let previous, previous != offset { changes.append(i) }
            previous = offset
        }
        self.clockChanges = changes
        self.first = from
        self.spans = spans
        self.rises = rises
        self.sets = sets
    }

    /// Hours from `date`'s local midnight to `t`, on the zone's clock: a
    /// clock change shows as a step of its size.
    static func hours(_ t: Instant, _ date: CivilDate, _ zone: Zone) -> Double {
        let seconds = Int64(t.unixSeconds.rounded())
        let local = seconds + Int64(zone.utcOffset(at: seconds))
        return Double(local - Int64(date.daysSinceEpoch) * 86_400) / 3600
    }

    /// A day's time above `altitude`. A missing rise means the Sun was
    /// already above at the solar day's start (it only sets); a missing set,
    /// that it is still above at the end.
    static func span(_ day: SolarDay, _ altitude: SunAltitude, rise: Double?, set: Double?,
                     date: CivilDate, zone: Zone) -> Span {
        switch day.status(altitude) {
        case .polarDay: return .full
        case .polarNight: return .none
        case .normal:
            switch (rise, set) {
            case let (r?, s?): return s - r >= 24 ? .full : .between(rise: r, set: s)
            case let (nil, s?): return .between(rise: hours(day.start, date, zone), set: s)
            case let (r?, nil): return .between(rise: r, set: hours(day.end, date, zone))
            // Crossings only inside the halves' wrong ends: more above than not is a full band.
            case (nil, nil): return day.daylight(altitude) > 43_200 ? .full : .none
            }
        }
    }

    /// One span as it lies on the 0–24 axis: up to two pieces, each with
    /// the shift (−24, 0, +24 h) that brought it there. A span that runs past
    /// midnight is cut there, never drawn across it.
    static func pieces(_ span: Span) -> [(shift: Int, low: Double, high: Double)] {
        switch span {
        case .none: return []
        case .full: return [(0, 0, 24)]
        case let .between(rise, set):
            var pieces: [(shift: Int, low: Double, high: Double)] = []
            for shift in [-24, 0, 24] {
                let low = max(rise + Double(shift), 0), high = min(set + Double(shift), 24)
                if high > low { pieces.append((shift, low, high)) }
            }
            return pieces
        }
    }
}

/// A run of consecutive dates drawn as one closed path: a band's piece
/// from `first` on, its lower and upper edges in local hours.
struct ChartBandSegment {
    let level: Int
    let first: Int
    /// Dates the band covers whole (00:00–24:00): a run of their own.
    let full: Bool
    var lows: [Double] = []
    var highs: [Double] = []

    /// The segments of `level`'s band: a piece continues the segment of the
    /// day before when it has the same shift; a date without that piece (a
    /// polar gap, a skipped date, a wrap past midnight) ends it.
    ///
    /// A date the band covers whole never continues a segment of partial
    /// dates, nor they one of whole dates. Where the last night before
    /// them lay across midnight, in two pieces (after 00:00 and before
    /// 24:00), a shared segment would slope from that night's edge to
    /// 00:00 over half a date while the other piece stopped at the date's
    /// end: a thin wedge of night hanging from the top edge. Apart, each
    /// run ends at its date's edge and the whole dates start there.
    static func segments(_ days: ChartDays, level: Int) -> [ChartBandSegment] {
        var done: [ChartBandSegment] = []
        // By shift: −24, 0, +24 h.
        var open = [ChartBandSegment?](repeating: nil, count: 3)
        for (i, span) in days.spans[level].enumerated() {
            var next = [ChartBandSegment?](repeating: nil, count: 3)
            let full = span == .full
            for piece in span.map(ChartDays.pieces) ?? [] {
                let slot = piece.shift / 24 + 1
                let continued = open[slot].flatMap { $0.full == full ? $0 : nil }
                var segment = continued ?? ChartBandSegment(level: level, first: i, full: full)
                if continued != nil { open[slot] = nil }
                segment.lows.append(piece.low)
                segment.highs.append(piece.high)
                next[slot] = segment
            }
            done += open.compactMap { $0 }
            open = next
        }
        done += open.compactMap { $0 }
        return done.sorted { $0.first < $1.first }
    }
}

/// A run of consecutive dates of one event (sunrise, civil dusk…) drawn as
/// one open line.
struct ChartCurve {
    let first: Int
    var hours: [Double] = []

    /// More than this from one date to the next is a wrap past midnight or
    /// a polar edge, never the curve: clocks change by at most 2 h and the
    /// Sun's times near a polar edge by about 1 h a day.
    static let largestStep = 3.0

    /// The curve's runs: split where the event does not happen and where
    /// its local time wraps past midnight.
    static func runs(_ times: [Double?]) -> [ChartCurve] {
        var done: [ChartCurve] = []
        var current: ChartCurve?
        for (i, time) in times.enumerated() {
            guard let time else {
                if let c = current { done.append(c) }
                current = nil
                continue
            }
            let h = time - 24 * (time / 24).rounded(.down)
            if let last = current?.hours.last, abs(h - last) <= largestStep {
                current?.hours.append(h)
            } else {
                if let c = current { done.append(c) }
                current = ChartCurve(first: i, hours: [h])
            }
        }
        if let c = current { done.append(c) }
        return done
    }
}
