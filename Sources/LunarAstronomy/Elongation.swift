import CERFA
import SolarAstronomy

/// The Moon's elongation in longitude: its apparent geocentric ecliptic
/// longitude minus the Sun's, both on the true ecliptic and equinox of
/// date. 0 is new moon, π/2 first quarter, π full moon, 3π/2 last quarter
/// (Meeus ch. 49; Skyfield's `almanac.moon_phase` defines it the same way).
package enum Elongation {
    /// The elongation (radians, 0 ..< 2π) and its rate (radians per day)
    /// at `tt` (days since J2000.0 TT).
    package static func at(tt: Double) -> (value: Double, rate: Double) {
        let (p, v) = moonEclipticVectors(tt: tt)
        let (sun, sunRate) = Seasons.apparentLongitude(tt: tt)
        var e = wrapPi(atan2(p.y, p.x) - sun)
        if e < 0 { e += 2 * .pi }
        // The Moon's longitude's rate; the equinox of date moves too:
        // general precession, 50.29″ a year (IAU 2006).
        let precession = 50.29 / 206_264.806 / 365.25
        let moonRate = (p.x * v.y - p.y * v.x) / (p.x * p.x + p.y * p.y) + precession
        return (e, moonRate - sunRate)
    }

    /// The Moon's apparent geocentric position (AU) and velocity (AU a day)
    /// on the true ecliptic and equinox of date, x towards the equinox.
    package static func moonEclipticVectors(tt: Double) -> (position: Vector3, velocity: Vector3) {
        let moon = GeocentricMoon(tt: tt)
        let e = eclipticOfDate(tt: tt)
        return (e.apply(moon.position), e.apply(moon.velocity))
    }

    /// GCRS → true ecliptic and equinox of date: the Fukushima–Williams
    /// angles of IAU 2006 precession (eraPfw06) with the nutation in
    /// longitude added to ψ and no rotation by the obliquity (eraFw2m with
    /// ε = 0). Nutation moves the equator, never the ecliptic, so Δψ is the
    /// whole of its effect here.
    static func eclipticOfDate(tt: Double) -> Matrix3 {
        var gamb = 0.0, phib = 0.0, psib = 0.0, epsa = 0.0
        eraPfw06(Instant.j2000, tt, &gamb, &phib, &psib, &epsa)
        let (dpsi, _) = PrecessionNutation.nutation(tt: tt)
        var r = Matrix3.zero
        withRows(&r.rows) { eraFw2m(gamb, phib, psib + dpsi, 0, $0) }
        return r
    }
}
