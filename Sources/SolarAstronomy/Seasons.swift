import CERFA

/// Equinoxes and solstices for any year from 1000 to 3000, computed from the
/// ephemeris, never from a table of dates.
///
/// The event is the instant when the Sun's apparent geocentric longitude on
/// the true ecliptic and equinox of date reaches a multiple of 90°
/// (Meeus ch. 27 defines it so; right ascension would be wrong by seconds).
/// A low-precision solar longitude (Meeus 25.2 to 25.4, good to 0.01°, about
/// 15 minutes of time) gives the first guess; one Newton step with the full
/// longitude and its rate (`apparentLongitude`) then lands within a few
/// milliseconds, because the error left after a step of Δt is about
/// ½·λ″·Δt²/λ′.
public enum Seasons {
    /// The event of `event` in Gregorian `year`.
    public static func instant(of event: SeasonEvent, in year: Int) -> SeasonInstant {
        var t = firstGuess(event, year)
        for _ in 0..<4 {
            let (lambda, rate) = apparentLongitude(tt: t)
            let step = wrapPi(event.longitude - lambda) / rate
            t += step
            // After a step under half an hour the curvature term is below 0.01 s.
            if abs(step) < 0.02 { break }
        }
        let deltaT = DeltaT.seconds(atUT: t)
        return SeasonInstant(event: event, year: year, tt: t, deltaT: deltaT)
    }

    /// The first event whose instant is at or after `t`, computing only the
    /// events the cheap first guess cannot rule out.
    public static func next(atOrAfter t: Instant) -> SeasonInstant {
        let tt = t.tt
        let year = 2000 + Int((tt / 365.25).rounded(.down))
        for y in (year - 1)...(year + 1) {
            for event in SeasonEvent.allCases where firstGuess(event, y) >= tt - 1 {
                let e = instant(of: event, in: y)
                if e.tt >= tt { return e }
            }
        }
        return instant(of: .marchEquinox, in: year + 2)  // unreachable: a year holds four events
    }

    /// The instant of an event to within about 15 minutes, at no cost: the
    /// low-precision first guess. Enough for a progress percentage.
    public static func approximate(_ event: SeasonEvent, in year: Int) -> Instant {
        Instant(tt: firstGuess(event, year))
    }

    /// The four events of `year`, in order.
    public static func events(in year: Int) -> [SeasonInstant] {
        SeasonEvent.allCases.map { instant(of: $0, in: year) }
    }

    /// Apparent geocentric ecliptic longitude of date (radians, −π…π) and its
    /// rate (radians per day) at `tt` (days since J2000.0 TT): from the
    /// compiled ephemeris over 1900–2100 (the precise path, 0.001″), else
    /// from the fitted series over 1000–3000 (0.5″, within SPEC §9's 5 s and
    /// 30 s there), else from the precise path.
    package static func apparentLongitude(tt: Double) -> (Double, Double) {
        SunEphemeris.apparentLongitude(tt: tt)
            ?? SolarLongitudeSeries.apparentLongitude(tt: tt)
            ?? preciseApparentLongitude(tt: tt)
    }

    /// The same from eraEpv00 and IAU 2006/2000B precession–nutation.
    package static func preciseApparentLongitude(tt: Double) -> (Double, Double) {
        let sun = GeometricSun(tt: tt)
        let apparent = ApparentSun.aberrated(sun.position, earthVelocity: sun.earthVelocity)
        let pn = PrecessionNutation(tt: tt)
        let e = pn.trueObliquity
        // True equator and equinox of date, then about x by the true obliquity.
        let p = eclipticOfDate(pn.toTrueOfDate.apply(apparent), e)
        let v = eclipticOfDate(pn.toTrueOfDate.apply(sun.rate), e)
        let lambda = atan2(p.y, p.x)
        // The equinox of date moves too: general precession, 50.29″ a year (IAU 2006).
        let precession = 50.29 / 206_264.806 / 365.25
        let rate = (p.x * v.y - p.y * v.x) / (p.x * p.x + p.y * p.y) + precession
        return (lambda, rate)
    }

    private static func eclipticOfDate(_ v: Vector3, _ e: Double) -> Vector3 {
        Vector3(v.x, cos(e) * v.y + sin(e) * v.z, -sin(e) * v.y + cos(e) * v.z)
    }

    /// A first guess from the low-precision apparent longitude (Meeus 25.2–25.4),
    /// solved by Newton's method on that cheap formula alone.
    static func firstGuess(_ event: SeasonEvent, _ year: Int) -> Double {
        // Mean date of the event: the March equinox of 2000 fell on day 78.8
        // after J2000, and each event follows the previous by about a quarter year.
        var t = 78.8 + Double(year - 2000) * 365.242_19 + Double(event.rawValue) * 91.31
        for _ in 0..<3 {
            let (lambda, rate) = lowPrecisionLongitude(t)
            t += wrapPi(event.longitude - lambda) / rate
        }
        return t
    }

    /// Meeus 25.2–25.4: apparent longitude to about 0.01°, and its rate.
    static func lowPrecisionLongitude(_ tt: Double) -> (Double, Double) {
        let T = tt / 36_525
        let deg = Double.pi / 180
        let l0 = 280.46646 + 36_000.769_83 * T + 0.000_303_2 * T * T
        let m = (357.529_11 + 35_999.050_29 * T - 0.000_153_7 * T * T) * deg
        let c = (1.914_602 - 0.004_817 * T - 0.000_014 * T * T) * sin(m)
            + (0.019_993 - 0.000_101 * T) * sin(2 * m) + 0.000_289 * sin(3 * m)
        let omega = (125.04 - 1934.136 * T) * deg
        let lambda = (l0 + c - 0.005_69 - 0.004_78 * sin(omega)) * deg
        // d/dt of the two leading terms, per day.
        let rate = (36_000.769_83 + 35_999.050_29 * 1.914_602 * cos(m) * deg) * deg / 36_525
        return (lambda, rate)
    }
}

/// An angle brought into (−π, π] (rounding, not fmod: this runs per sample).
package func wrapPi(_ a: Double) -> Double {
    var x = a - 2 * .pi * (a / (2 * .pi)).rounded()
    if x <= -.pi { x += 2 * .pi }
    return x
}
