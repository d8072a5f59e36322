import CSolarLongitude

/// The Sun's apparent ecliptic longitude of date from a compact series, for
/// equinoxes and solstices outside the compiled ephemeris's years.
///
/// 190 terms in ERFA's fundamental arguments (the IERS 2003 mean longitudes
/// of the planets and the Delaunay arguments), with amplitudes fitted by
/// least squares to the precise path over 1000–3000 by
/// scripts/reference/fit_solar_longitude.py, which also picked the terms:
/// no published table is copied. It is 0.46″ from the precise path at worst
/// (0.08″ over 1900–2100; the fit's 40 000 samples), where eraEpv00 itself
/// is 0.8″ from JPL at 1000 and 3000; an evaluation costs about 2 µs
/// against the precise path's 50.
/// `events --from 1000 --to 3000` so takes milliseconds, and its errors
/// against JPL stay inside SPEC §9 (docs/accuracy.md).
enum SolarLongitudeSeries {
    /// The fitted span, TT days since J2000.0: 1000-01-01 to 3000-01-02,
    /// where the fit's samples end. The year 3000's events, past them, take
    /// the precise path.
    static let span = (-365_242.5, 365_243.5)

    /// Longitude (radians, −π…π) and its rate (radians per day) at `tt`
    /// (days since J2000.0 TT), or nil outside the fitted span.
    static func apparentLongitude(tt: Double) -> (Double, Double)? {
        guard tt >= span.0, tt < span.1 else { return nil }
        var lambda = 0.0, rate = 0.0
        solverv_solar_longitude(tt, &lambda, &rate)
        return (wrapPi(lambda), rate)
    }
}
