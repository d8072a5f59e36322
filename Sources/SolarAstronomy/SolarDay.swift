/// One solar day at one place, by the convention of SPEC §4: the day whose
/// solar transit falls on a given local date, running from the lower
/// culmination before that transit to the one after it. Risings belong to
/// its first half, settings to its second.
public struct SolarDay: Sendable {
    /// Solar noon: the upper culmination (topocentric hour angle 0).
    public let transit: Instant
    /// The Sun's altitude at the transit, degrees.
    public let transitAltitude: Double
    /// The lower culminations (hour angle 180°) that bound the day.
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
    }

    /// The first upward crossing of `altitude` in the first half, if any.
    public func rising(_ altitude: SunAltitude) -> Instant? { crossings(altitude)?.rising }

    /// The last downward crossing of `altitude` in the second half, if any.
    public func setting(_ altitude: SunAltitude) -> Instant? { crossings(altitude)?.setting }

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
