import CERFA

/// The orientation of the Earth's equator and equinox at an instant.
///
/// IAU 2006 precession as Fukushima–Williams angles (SOFA eraPfw06) with
/// IAU 2000B nutation (eraNut00b, within 1 mas of IAU 2000A over 1995–2050),
/// adjusted to the IAU 2006 obliquity rate as SOFA eraNut06a does. IAU 2000A
/// costs 40 µs a call; 2000B 2.5 µs, and 1 mas moves a sunrise by under 0.1 ms.
package struct PrecessionNutation {
    /// GCRS → true equator and equinox of date (bias, precession, nutation).
    package let toTrueOfDate: Matrix3
    /// True obliquity of the ecliptic, radians: mean obliquity (IAU 2006) plus Δε.
    package let trueObliquity: Double
    /// The CIP's coordinates X, Y in the GCRS.
    let x: Double
    let y: Double
    private let tt: Double

    /// `tt`: days since J2000.0 TT; `nutation`: (Δψ, Δε) if already known.
    package init(tt: Double, nutation: (Double, Double)? = nil) {
        self.tt = tt
        var gamb = 0.0, phib = 0.0, psib = 0.0, epsa = 0.0
        eraPfw06(Instant.j2000, tt, &gamb, &phib, &psib, &epsa)
        let (dpsi, deps) = nutation ?? PrecessionNutation.nutation(tt: tt)
        var r = Matrix3.zero
        withRows(&r.rows) { eraFw2m(gamb, phib, psib + dpsi, epsa + deps, $0) }
        toTrueOfDate = r
        trueObliquity = epsa + deps
        var cx = 0.0, cy = 0.0
        withRows(&r.rows) { eraBpn2xy($0, &cx, &cy) }
        x = cx
        y = cy
    }

    /// Nutation in longitude and obliquity (Δψ, Δε), radians: IAU 2000B with
    /// the IAU 2006 compatibility factors of SOFA eraNut06a.
    package static func nutation(tt: Double) -> (Double, Double) {
        var dpsi = 0.0, deps = 0.0
        eraNut00b(Instant.j2000, tt, &dpsi, &deps)
        let fj2 = -2.7774e-6 * tt / 36_525
        return (dpsi * (1 + 0.4697e-6 + fj2), deps * (1 + fj2))
    }

    /// s + XY/2 (IAU 2006, SOFA eraS06 series): the CIO locator less its
    /// fast part, a slowly varying angle of a few milliarcseconds.
    var cioLocatorSeries: Double { eraS06(Instant.j2000, tt, x, y) + x * y / 2 }

    /// s + XY/2 from its polynomial part alone (IAU 2006: IERS Conventions
    /// 2010, eq. 5.16; SOFA eraS06's `sp`), µas in Julian centuries. Its
    /// periodic terms, left out, stay within 2.7 mas over 1900–2100 and
    /// 80 mas over 1000–3000 (`CIOLocatorTests`, against eraS06): under a
    /// millisecond of the Earth's turn, for a track that needs far less, the
    /// Moon's rising, which then skips the series' 66 terms (a one-shot moon
    /// line's eraS06 and its fundamental arguments, 15 000 instructions).
    package var cioLocatorPolynomial: Double {
        let t = tt / 36_525
        let microarcseconds = 94.0 + t * (3808.65 + t * (-122.68 + t * (-72574.11 + t * (27.98 + t * 15.62))))
        return microarcseconds * 1e-6 / 206_264.806_247_096_36
    }

    /// GCRS → Celestial Intermediate Reference System (SOFA eraC2ixys): the
    /// frame in which the Earth Rotation Angle measures the hour angle.
    /// `cioLocatorSeries` may be passed in when interpolated.
    package func toCIRS(cioLocatorSeries series: Double? = nil) -> Matrix3 {
        let s = (series ?? cioLocatorSeries) - x * y / 2
        var r = Matrix3.zero
        withRows(&r.rows) { eraC2ixys(x, y, s, $0) }
        return r
    }
}
