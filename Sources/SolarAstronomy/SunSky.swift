import Glibc

/// Where the Sun stands in one observer's sky: its topocentric apparent
/// altitude and hour angle, from the CIRS place and the Earth Rotation Angle.
///
/// The CIRS vector is turned into the terrestrial frame by the ERA, the
/// observer's geocentric position is subtracted (parallax, up to 8.8″), and
/// the direction is shifted by diurnal aberration (up to 0.3″). No
/// refraction: SPEC §4 folds it into the −0.8333° threshold.
package struct SunSky {
    let observer: Observer
    let track: SolarTrack
    /// ΔT in days, when fixed for a day's work: it changes by milliseconds a
    /// day, which moves the Sun by 0.0001″; looking it up per sample is waste.
    var deltaT: Double?

    /// The same sky with ΔT fixed at its value at `ut`.
    func withDeltaTFixed(at ut: Double) -> SunSky {
        var copy = self
        copy.deltaT = DeltaT.seconds(atUT: ut) / 86_400
        return copy
    }

    /// The topocentric apparent direction of the Sun, unit vector, terrestrial frame.
    /// `ut`: days since J2000.0 UT1.
    func direction(ut: Double) -> Vector3 {
        let tt = ut + (deltaT ?? DeltaT.seconds(atUT: ut) / 86_400)
        let s = track.cirs(tt: tt)
        let (c, sn) = SunSky.earthRotation(ut: ut)
        let terrestrial = Vector3(c * s.x + sn * s.y, -sn * s.x + c * s.y, s.z)
        let d = (terrestrial - observer.position).unit
        let beta = observer.velocityOverC
        return (d + beta - d.dot(beta) * d).unit
    }

    /// sin(altitude): comparing sines spares an asin per sample.
    func sinAltitude(ut: Double) -> Double {
        direction(ut: ut).dot(observer.zenith)
    }

    /// sin(altitude) and its rate per day from the Earth's rotation alone
    /// (the Sun's own motion adds 0.3 %): the slope for Newton's method.
    func sinAltitudeAndRate(ut: Double) -> (Double, Double) {
        let d = direction(ut: ut)
        let z = observer.zenith
        // The sky turns westward about the pole: dd/dt = −ω ẑ × d.
        let rate = -SunSky.rotationRate * (d.x * z.y - d.y * z.x)
        return (d.dot(z), rate)
    }

    /// The Earth's rotation relative to the Sun, radians per day.
    static let rotationRate = 2 * Double.pi

    /// Local hour angle, radians in (−π, π]; 0 at the upper culmination.
    func hourAngle(ut: Double) -> Double {
        let d = direction(ut: ut)
        return atan2(-d.dot(observer.east), d.dot(observer.meridian))
    }

    /// Earth Rotation Angle as a fraction of a turn, in [0, 1) (IERS
    /// Conventions 2010, eq. 5.15, as SOFA eraEra00): the whole days are
    /// taken out first, for precision.
    static func earthRotationTurns(ut: Double) -> Double {
        let whole = ut.rounded(.down)
        let turns = (ut - whole) + 0.779_057_273_264_0 + 0.002_737_811_911_354_48 * ut
        return turns - turns.rounded(.down)
    }

    /// cos and sin of the Earth Rotation Angle, every sample's costliest
    /// part through libm (a fifth of a ten-year table). Taken from the
    /// fraction of a turn, the quadrant falls out exactly (f − q/4 is exact
    /// in binary), and what is left, |r| ≤ π/4, needs only Taylor series:
    /// the first omitted terms, r¹⁷/17! and r¹⁸/18!, are under 5e-17.
    package static func earthRotation(ut: Double) -> (cos: Double, sin: Double) {
        let f = earthRotationTurns(ut: ut)
        let q = Double(Int(4 * f + 0.5))  // f ≥ 0: truncation rounds, with no libm call
        let r = 2 * .pi * (f - q / 4)
        let r2 = r * r
        // Horner in r²: sin to r¹⁵ (k(k+1) = 6, 20, … 210), cos to r¹⁶
        // (2, 12, … 240); the reciprocals fold into constants.
        var sinR = 1 - r2 * (1 / 210.0)
        sinR = 1 - r2 * (1 / 156.0) * sinR
        sinR = 1 - r2 * (1 / 110.0) * sinR
        sinR = 1 - r2 * (1 / 72.0) * sinR
        sinR = 1 - r2 * (1 / 42.0) * sinR
        sinR = 1 - r2 * (1 / 20.0) * sinR
        sinR = r * (1 - r2 * (1 / 6.0) * sinR)
        var cosR = 1 - r2 * (1 / 240.0)
        cosR = 1 - r2 * (1 / 182.0) * cosR
        cosR = 1 - r2 * (1 / 132.0) * cosR
        cosR = 1 - r2 * (1 / 90.0) * cosR
        cosR = 1 - r2 * (1 / 56.0) * cosR
        cosR = 1 - r2 * (1 / 30.0) * cosR
        cosR = 1 - r2 * (1 / 12.0) * cosR
        cosR = 1 - r2 * 0.5 * cosR
        switch Int(q) & 3 {
        case 0: return (cosR, sinR)
        case 1: return (-sinR, cosR)
        case 2: return (-cosR, -sinR)
        default: return (sinR, -cosR)
        }
    }
}
