import SolarAstronomy

/// Solar days by local date at one place: the bridge between the zone's
/// calendar and the astronomy's instants. Consecutive dates share a lower
/// culmination, so the last day found is kept to start the next.
///
/// Within 0.2° of a pole the days are the calendar dates themselves
/// (`SolarDayFinder.usesCalendarDays`, where the convention is explained),
/// so `table`, the line and the snapshot read the same days everywhere.
public final class SolarDays {
    let finder: SolarDayFinder
    let zone: Zone
    let altitudes: [SunAltitude]
    private var last: SolarDay?
    /// The start of the date after the last one asked for: the next date's start.
    private var nextStart: (date: CivilDate, seconds: Int64)?

    /// `days`: about how many dates will be asked for, so the ephemeris
    /// can choose its sampling. `keepsEveryCrossing`: what `SolarDay.isAbove`
    /// and `nextCrossing` need (a line's questions, not a table's).
    public init(coordinates: Coordinates, zone: Zone, altitudes: [SunAltitude], days: Int = 4, keepsEveryCrossing: Bool = false) {
        var finder = SolarDayFinder(coordinates: coordinates, track: SolarTrack(days: days))
        finder.keepsEveryCrossing = keepsEveryCrossing
        self.finder = finder
        self.zone = zone
        self.altitudes = altitudes
    }

    /// The solar day whose transit falls on `date` in the zone. Where noon
    /// lies near local midnight a date can have no transit (solar days run
    /// 24 h ± 30 s); it then gets the solar day whose transit is nearest its
    /// middle, so every date has a row. Nil only for a date the zone skipped
    /// (Pacific/Apia went from 29 to 31 December 2011).
    public func day(_ date: CivilDate) -> SolarDay? {
        let startSeconds = nextStart.flatMap { $0.date == date ? $0.seconds : nil } ?? zone.startOfDay(date)
        let endSeconds = zone.startOfDay(date.adding(days: 1))
        nextStart = (date.adding(days: 1), endSeconds)
        let start = Instant(unixSeconds: Double(startSeconds))
        let end = Instant(unixSeconds: Double(endSeconds))
        guard end > start else { return nil }
        if finder.usesCalendarDays {
            return finder.day(calendarFrom: start, to: end, altitudes: altitudes)
        }
        let day = finder.day(transitFrom: start, to: end, altitudes: altitudes, previous: last)
            ?? finder.day(transitNear: Instant(ut: (start.ut + end.ut) / 2), altitudes: altitudes)
        last = day
        return day
    }

    /// The solar day of `date` with its date or, where the zone skipped
    /// that date (Apia, 2011-12-30), of the first date it has a step (±1) on.
    public func day(existing date: CivilDate, step: Int) -> (date: CivilDate, day: SolarDay)? {
        for k in 0..<3 {
            let d = date.adding(days: k * step)
            if let day = day(d) { return (d, day) }
        }
        return nil
    }

    /// The solar day the instant `t` falls in, with the date it belongs to
    /// (the date of its transit): what a line calls today's Sun. `date` is
    /// the local date at `t`. Usually its day; before the lower culmination
    /// that opens it, the day before; after the one that closes it, the day
    /// after. Near the place's own meridian only the first happens (after
    /// midnight in summer time); in a display zone far from the place both
    /// do, for hours: in Los Angeles time Oslo's noon is at 04:20, so its
    /// solar day ends at 16:20 and the evening belongs to tomorrow's.
    /// Nil only where the zone skipped the dates around `date`.
    public func day(holding t: Instant, around date: CivilDate) -> (date: CivilDate, day: SolarDay)? {
        guard var found = day(existing: date, step: -1) else { return nil }
        if t < found.day.start, let earlier = day(existing: found.date.adding(days: -1), step: -1) {
            found = earlier
        } else if t >= found.day.end, let later = day(existing: found.date.adding(days: 1), step: 1) {
            found = later
        }
        if finder.usesCalendarDays || (t >= found.day.start && t < found.day.end) { return found }
        // Where noon falls near local midnight a date can lack a transit and
        // its neighbour hold two (see `day(_:)`): a solar day that no date's
        // row holds. The instant's own day is then the one whose transit is
        // nearest it, dated by that transit.
        let own = finder.day(transitNear: t, altitudes: altitudes)
        return (zone.date(at: Int64(own.transit.unixSeconds.rounded(.down))), own)
    }

    /// The first upward (`rising`) or downward crossing of `altitude` after
    /// `t`, in any half of any day, searching from `day` (the day dated
    /// `date`, which holds `t` or ends before it) through `limit` more days;
    /// nil if none. Solar days are chained by their transits, not by dates:
    /// a date with two transits would otherwise skip a solar day. Needs
    /// every crossing kept.
    public func nextCrossing(_ altitude: SunAltitude, after t: Instant, rising: Bool,
                             from day: SolarDay, dated date: CivilDate, within limit: Int) -> Instant? {
        var current = day, d = date
        for k in 0...limit {
            if let x = current.crossing(altitude, after: t, rising: rising) { return x }
            guard k < limit else { break }
            if finder.usesCalendarDays {
                var next: SolarDay?
                for _ in 0..<3 where next == nil {  // stepping over a date the zone skipped
                    d = d.adding(days: 1)
                    next = self.day(d)
                }
                guard let next else { return nil }
                current = next
            } else {
                current = finder.day(transitNear: Instant(ut: current.transit.ut + 1), altitudes: altitudes)
            }
        }
        return nil
    }
}
