import CSunEphemeris

/// The Sun's apparent geocentric place, read from the compiled ephemeris
/// (`CSunEphemeris`): Chebyshev segments fitted to the precise path, as JPL
/// distributes its DE ephemerides.
///
/// A precise place (eraEpv00 with precession–nutation) costs about 50 µs; a
/// segment is read in well under one. The compiler (`make ephemeris`) checks
/// every segment against the precise path and refuses to write one that is
/// off by more than 0.001″, so within its years this is the precise place.
/// Outside them (before 1900, after 2100) callers fall back to the precise
/// path, which stays the reference.
package enum SunEphemeris {
    /// The apparent Sun in the CIRS (AU), or nil outside the compiled years.
    /// `tt`: days since J2000.0 TT.
    package static func cirs(tt: Double) -> Vector3? {
        guard let (base, x) = segment(tt) else { return nil }
        let k = Int(solverv_sun_ephemeris_coefficients)
        let c = solverv_sun_ephemeris_coefficients_at(Int32(base))
        // Clenshaw's recurrence (Numerical Recipes 5.8) for the three
        // components at once; the quantum scales the sum once, at the end.
        let x2 = 2 * x
        var b1 = SIMD4<Double>(), b2 = SIMD4<Double>()
        for j in stride(from: k - 1, through: 1, by: -1) {
            let cj = SIMD4(Double(c[j]), Double(c[k + j]), Double(c[2 * k + j]), 0)
            (b1, b2) = (x2 * b1 - b2 + cj, b1)
        }
        let c0 = SIMD4(Double(c[0]), Double(c[k]), Double(c[2 * k]), 0)
        let p = (x * b1 - b2 + c0) * solverv_sun_ephemeris_quantum
        return Vector3(p[0], p[1], p[2])
    }

    /// Apparent ecliptic longitude of date (radians, −π…π) and its rate
    /// (radians per day), or nil outside the compiled years.
    package static func apparentLongitude(tt: Double) -> (Double, Double)? {
        guard let (base, x) = segment(tt) else { return nil }
        let k = Int(solverv_sun_ephemeris_coefficients)
        let (lambda, slope) = series(base + 3 * k, k, x)
        // x runs over [−1, 1] across one segment.
        return (wrapPi(lambda), slope * 2 / solverv_sun_ephemeris_segment_days)
    }

    /// The compiled span, TT days since J2000.0 (start, end).
    package static var span: (Double, Double) {
        let start = solverv_sun_ephemeris_start
        return (start, start + Double(solverv_sun_ephemeris_segments) * solverv_sun_ephemeris_segment_days)
    }

    /// Index of the segment's first coefficient, and `tt` mapped onto [−1, 1].
    private static func segment(_ tt: Double) -> (Int, Double)? {
        let days = solverv_sun_ephemeris_segment_days
        let u = (tt - solverv_sun_ephemeris_start) / days
        // `!(… < …)` also turns NaN away.
        guard u >= 0, u < Double(solverv_sun_ephemeris_segments) else { return nil }
        let s = Int(u)
        let base = s * Int(solverv_sun_ephemeris_components) * Int(solverv_sun_ephemeris_coefficients)
        return (base, 2 * (u - Double(s)) - 1)
    }

    /// Σ c_j T_j(x) and its derivative by Clenshaw's recurrence, from
    /// `count` quantised coefficients at `base`.
    private static func series(_ base: Int, _ count: Int, _ x: Double) -> (value: Double, slope: Double) {
        let q = solverv_sun_ephemeris_quantum
        let coefficients = solverv_sun_ephemeris_coefficients_at(Int32(base))
        var b1 = 0.0, b2 = 0.0, d1 = 0.0, d2 = 0.0
        for j in stride(from: count - 1, through: 1, by: -1) {
            let c = Double(coefficients[j]) * q
            (b1, b2) = (2 * x * b1 - b2 + c, b1)
            (d1, d2) = (2 * x * d1 - d2 + 2 * b2, d1)
        }
        let c0 = Double(coefficients[0]) * q
        return (x * b1 - b2 + c0, x * d1 - d2 + b1)
    }
}
