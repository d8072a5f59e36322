/// The cross-quarter days: where the Sun's apparent geocentric ecliptic
/// longitude of date is 315°, 45°, 135° or 225°, half-way between an
/// equinox and a solstice (early February, May, August and November). The
/// folk names (Imbolc, Beltane, Lughnasadh, Samhain) are the northern
/// hemisphere's; the keys and names here go by the month, as the
/// equinoxes' neutral names do. Found as `Seasons.instant` finds the
/// equinoxes: the same longitude, first guess and Newton steps.
public enum CrossQuarter: Int, CaseIterable, Sendable {
    case february = 0, may, august, november

    /// The stable name on the wire: `february_cross_quarter`.
    public var id: String {
        switch self {
        case .february: "february_cross_quarter"
        case .may: "may_cross_quarter"
        case .august: "august_cross_quarter"
        case .november: "november_cross_quarter"
        }
    }

    /// The Sun's apparent ecliptic longitude at the day, degrees.
    public var longitudeDegrees: Double { [315, 45, 135, 225][rawValue] }

    /// The equinox or solstice just before it: the February day lies
    /// between the December solstice and the March equinox.
    public var after: SeasonEvent { SeasonEvent(rawValue: (rawValue + 3) % 4) ?? .decemberSolstice }

    /// The instant of the day in Gregorian `year`: TT, and the ΔT that
    /// gives UT, as for the equinoxes.
    public func instant(in year: Int) -> (tt: Double, deltaT: Double, instant: Instant) {
        let target = longitudeDegrees * .pi / 180
        // The mean date: the March equinox of 2000 fell on day 78.8 after
        // J2000, and the Sun moves 360° in 365.24 days (45° ≈ 45.7 days).
        let offset = [-45.0, 45, 135, 225][rawValue] / 360 * 365.242_19
        var t = 78.8 + Double(year - 2000) * 365.242_19 + offset
        for _ in 0..<3 {
            let (lambda, rate) = Seasons.lowPrecisionLongitude(t)
            t += wrapPi(target - lambda) / rate
        }
        for _ in 0..<4 {
            let (lambda, rate) = Seasons.apparentLongitude(tt: t)
            let step = wrapPi(target - lambda) / rate
            t += step
            if abs(step) < 0.02 { break }
        }
        let deltaT = DeltaT.seconds(atUT: t)
        return (t, deltaT, Instant(ut: t - deltaT / 86_400))
    }
}
