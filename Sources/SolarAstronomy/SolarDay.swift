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
        var rising: Instant?
        var setting: Instant?
    }

    /// The first upward crossing of `altitude` in the first half, if any.
    public func rising(_ altitude: SunAltitude) -> Instant? { crossings(altitude)?.rising }

    /// The last downward crossing of `altitude` in the second half, if any.
    public func setting(_ altitude: SunAltitude) -> Instant? { crossings(altitude)?.setting }

    private func crossings(_ altitude: SunAltitude) -> Crossings? {
        altitudes.firstIndex(of: altitude).map { crossings[$0] }
    }

    /// Whether the Sun crosses `altitude` today, or stays above or below it.
    public func status(_ altitude: SunAltitude = .sunriseSunset) -> DaylightStatus {
        if rising(altitude) != nil || setting(altitude) != nil { return .normal }
        return transitAltitude > altitude.degrees ? .polarDay : .polarNight
    }

    /// Seconds of the solar day with the Sun above `altitude`: 86400 on a
    /// polar day, 0 in a polar night. On a day with a rising but no setting
    /// (or the reverse) the Sun is up from the rising to the day's end.
    public func daylight(_ altitude: SunAltitude = .sunriseSunset) -> Double {
        switch status(altitude) {
        case .polarDay: return 86_400
        case .polarNight: return 0
        case .normal:
            let up = rising(altitude) ?? start
            let down = setting(altitude) ?? end
            return (down.ut - up.ut) * 86_400
        }
    }
}
