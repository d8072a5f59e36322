import CERFA

/// The apparent Sun in the CIRS for long runs of days, composed from parts
/// that each vary slowly enough to be computed sparsely and interpolated.
///
/// A precise place costs 35 µs, almost all of it eraEpv00; a ten-year table
/// cannot afford one a day. What makes the Sun's place vary fast is known:
/// - the Earth swings about the Earth–Moon barycentre by 4700 km monthly
///   (6.4″), with lunar terms down to 9.6 days: the Moon's geocentric place
///   times μ = M☾/(M⊕+M☾) carries it, from SOFA eraMoon98 (3.6 µs),
///   sampled every 2.5 days;
/// - nutation has terms down to 7 days (0.01″) and 13.7 days (0.2″): IAU
///   2000B (2.5 µs) is sampled every 2 days;
/// - what is left, the Sun as seen from the Earth–Moon barycentre, has
///   planetary terms of weeks to years: eraEpv00 is sampled every 16 days.
/// Spacings and orders were chosen by measuring each part's interpolation
/// error against its direct value (worst cases 0.001″, 0.0009″, 0.003″);
/// SolarTrackTests compares the composed place with the direct one.
final class LongRunSunPlace {
    /// μ from the DE421/DE430 Earth–Moon mass ratio 81.30056907.
    static let moonShare = 1 / (1 + 81.300_569_07)

    /// Sun as seen from the Earth–Moon barycentre (light-time corrected), and
    /// that barycentre's velocity: [x, y, z, vx, vy, vz], AU and AU/day.
    private let barycentric = LagrangeGrid(spacing: 16, points: 12) { tt in
        let sun = GeometricSun(tt: tt)
        let (r, v) = LongRunSunPlace.moon(tt: tt)
        let p = sun.position - moonShare * r
        let w = sun.earthVelocity + moonShare * v
        return SIMD8(p.x, p.y, p.z, w.x, w.y, w.z, 0, 0)
    }

    /// The Moon's geocentric place and velocity, GCRS.
    private let moon = LagrangeGrid(spacing: 2.5, points: 10) { tt in
        let (r, v) = LongRunSunPlace.moon(tt: tt)
        return SIMD8(r.x, r.y, r.z, v.x, v.y, v.z, 0, 0)
    }

    /// Nutation (Δψ, Δε); and s + XY/2, which moves by microarcseconds a day.
    private let nutation = LagrangeGrid(spacing: 2, points: 6) { tt in
        let (dpsi, deps) = PrecessionNutation.nutation(tt: tt)
        return SIMD8(dpsi, deps, 0, 0, 0, 0, 0, 0)
    }
    private let cioLocator = LagrangeGrid(spacing: 32, points: 8) { tt in
        SIMD8(PrecessionNutation(tt: tt).cioLocatorSeries, 0, 0, 0, 0, 0, 0, 0)
    }

    /// The apparent geocentric Sun, CIRS, AU. `tt`: days since J2000.0 TT.
    func cirs(tt: Double) -> Vector3 {
        let b = barycentric(tt), m = moon(tt), n = nutation(tt)
        let mu = Self.moonShare
        let geometric = Vector3(b[0], b[1], b[2]) + mu * Vector3(m[0], m[1], m[2])
        let earthVelocity = Vector3(b[3], b[4], b[5]) - mu * Vector3(m[3], m[4], m[5])
        let apparent = ApparentSun.aberrated(geometric, earthVelocity: earthVelocity)
        let pn = PrecessionNutation(tt: tt, nutation: (n[0], n[1]))
        return pn.toCIRS(cioLocatorSeries: cioLocator(tt)[0]).apply(apparent)
    }

    /// How many precise evaluations of each part were made (for benchmarks).
    var evaluations: Int { barycentric.evaluations + moon.evaluations + nutation.evaluations + cioLocator.evaluations }

    static func moon(tt: Double) -> (Vector3, Vector3) {
        var pv: (Triple, Triple) = ((0, 0, 0), (0, 0, 0))
        withRows(&pv) { eraMoon98(Instant.j2000, tt, $0) }
        return (Vector3(pv.0), Vector3(pv.1))
    }
}
