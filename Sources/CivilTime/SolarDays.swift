import SolarAstronomy

/// Solar days by local date at one place: the bridge between the zone's
/// calendar and the astronomy's instants.
public struct SolarDays {
    let finder: SolarDayFinder
    let zone: Zone
    let altitudes: [SunAltitude]

    public init(coordinates: Coordinates, zone: Zone, altitudes: [SunAltitude]) {
        finder = SolarDayFinder(coordinates: coordinates)
        self.zone = zone
        self.altitudes = altitudes
    }

    /// The solar day whose transit falls on `date` in the zone.
    public func day(_ date: CivilDate) -> SolarDay? {
        let start = Instant(unixSeconds: Double(zone.startOfDay(date)))
        let end = Instant(unixSeconds: Double(zone.startOfDay(date.adding(days: 1))))
        return finder.day(transitFrom: start, to: end, altitudes: altitudes)
    }
}
