/// One solar day at one place, by the convention of SPEC §4: the day whose
/// solar transit falls on a given local date, running from the lower
/// culmination before that transit to the one after it. Risings belong to
/// its first half, settings to its second.
///
/// Within 0.2° of a pole the day is the local calendar date instead
/// (`SolarDayFinder.usesCalendarDays`): its sunrise is the first upward
/// crossing within the date, its sunset the last downward one.
public struct SolarDay: Sendable {
    /// Solar noon: the upper culmination (topocentric hour angle 0). At a
    /// pole, the Sun's crossing of the given longitude's meridian.
    public let transit: Instant
    /// The Sun's altitude at the transit, degrees.
    public let transitAltitude: Double
    /// The lower culminations (hour angle 180°) that bound the day; near a
    /// pole, the date's local midnights.
    public let start: Instant
    public let end: Instant
    let altitudes: [SunAltitude]
    /// One entry per altitude, in the same order.
    let crossings: [Crossings]

    struct Crossings: Sendable {
        /// The first upward crossing in the first half (the sunrise column).
        var rising: Instant?
        /// The last downward crossing in the second half (the sunset column).
        var setting: Instant?
        /// Whether the Sun crosses the altitude anywhere in the day.
        var crosses = false
        /// Whether the Sun is above the altitude at the day's start.
        var aboveAtStart = false
        /// Seconds above the altitude, summed over every crossing of the day.
        var above = 0.0
        /// Every crossing of the day in time order (UT days), alternately
        /// upward and downward from `aboveAtStart`; kept only when the finder
        /// was asked to (`keepsEveryCrossing`) or near a pole.
        var every: [Double] = []
    }

    /// The first upward crossing of `altitude` in the first half, if any.
    public func rising(_ altitude: SunAltitude) -> Instant? { crossings(altitude)?.rising }

    /// The last downward crossing of `altitude` in the second half, if any.
    public func setting(_ altitude: SunAltitude) -> Instant? { crossings(altitude)?.setting }

    /// Whether the Sun is above `altitude` at `t`, an instant within the
    /// day, read from its crossings: the same answer as the day's columns.
    /// Needs every crossing kept (`SolarDayFinder.keepsEveryCrossing`).
    public func isAbove(_ altitude: SunAltitude, at t: Instant) -> Bool {
        guard let c = crossings(altitude) else { return false }
        var above = c.aboveAtStart
        for x in c.every where x <= t.ut { above.toggle() }
        return above
    }

    /// The first upward (`rising`) or downward crossing of `altitude` after
    /// `t` within the day, whichever half it falls in. Needs every crossing kept.
    public func crossing(_ altitude: SunAltitude, after t: Instant, rising: Bool) -> Instant? {
        guard let c = crossings(altitude) else { return nil }
        // Crossing i is upward when i is even and the day starts below.
        for (i, x) in c.every.enumerated() where x > t.ut && ((i % 2 == 0) != c.aboveAtStart) == rising {
            return Instant(ut: x)
        }
        return nil
    }

    private func crossings(_ altitude: SunAltitude) -> Crossings? {
        altitudes.firstIndex(of: altitude).map { crossings[$0] }
    }

    /// Whether the Sun crosses `altitude` anywhere in the day, or stays
    /// above or below it all day.
    public func status(_ altitude: SunAltitude = .sunriseSunset) -> DaylightStatus {
        guard let c = crossings(altitude) else { return .normal }
        if c.crosses { return .normal }
        return c.aboveAtStart ? .polarDay : .polarNight
    }

    /// Seconds of the solar day with the Sun above `altitude`, summed over
    /// every crossing (a grazing day's brief appearance counts as what it
    /// is, not as half a day): 86400 on a polar day, 0 in a polar night.
    public func daylight(_ altitude: SunAltitude = .sunriseSunset) -> Double {
        switch status(altitude) {
        case .polarDay: return 86_400
        case .polarNight: return 0
        case .normal: return crossings(altitude)?.above ?? 0
        }
    }
}
