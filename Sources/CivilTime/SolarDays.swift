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
        // Unwrapped, then passed: copying a stored `SolarDay?` as a whole
        // goes through runtime metadata (30 000 instructions on first use).
        var previous: SolarDay?
        if let last { previous = last }
        let day = finder.day(transitFrom: start, to: end, altitudes: altitudes, previous: previous)
            ?? finder.day(transitNear: Instant(ut: (start.ut + end.ut) / 2), altitudes: altitudes)
        last = day
        return day
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
