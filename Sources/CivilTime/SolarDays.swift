import SolarAstronomy

/// Solar days by local date at one place: the bridge between the zone's
/// calendar and the astronomy's instants. Consecutive dates share a lower
/// culmination, so the last day found is kept to start the next.
public final class SolarDays {
    let finder: SolarDayFinder
    let zone: Zone
    let altitudes: [SunAltitude]
    private var last: SolarDay?
    /// The start of the date after the last one asked for: the next date's start.
    private var nextStart: (date: CivilDate, seconds: Int64)?

    /// `days`: about how many dates will be asked for, so the ephemeris
    /// can choose its sampling.
    public init(coordinates: Coordinates, zone: Zone, altitudes: [SunAltitude], days: Int = 4) {
        finder = SolarDayFinder(coordinates: coordinates, track: SolarTrack(days: days))
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
        // Unwrapped, then passed: copying a stored `SolarDay?` as a whole
        // goes through runtime metadata (30 000 instructions on first use).
        var previous: SolarDay?
        if let last { previous = last }
        let day = finder.day(transitFrom: start, to: end, altitudes: altitudes, previous: previous)
            ?? finder.day(transitNear: Instant(ut: (start.ut + end.ut) / 2), altitudes: altitudes)
        last = day
        return day
    }
}
