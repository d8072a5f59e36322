import Glibc
import SolarAstronomy

/// How much of the Moon is lit, seen from the Earth's centre.
///
/// The lit fraction of the disc is (1 + cos i)/2 (Meeus 48.1), as
/// Skyfield's `fraction_illuminated` computes it, with i the phase angle
/// (Sun–Moon–Earth). i follows from the Moon's elongation from the Sun, ψ
/// (cos ψ = cos β·cos(λ − λ☉), Meeus 48.2), and the two distances: tan i =
/// R·sin ψ / (Δ − R·cos ψ) (48.3). R is taken as 1 AU: its ±1.7 % moves i
/// by under 0.003°, and the Sun's place then costs no Earth ephemeris.
public struct MoonIllumination: Sendable {
    /// The illuminated fraction of the disc, 0 to 1.
    public let fraction: Double
    /// The phase angle, degrees (0 at full, 180 at new).
    public let phaseAngle: Double
    /// The elongation in longitude, degrees in [0, 360): 0 at new moon,
    /// 90 at first quarter, 180 at full, 270 at last quarter. Under 180
    /// the Moon is waxing.
    public let elongation: Double

    public init(at t: Instant) {
        let tt = t.tt
        let moon = Elongation.moonEcliptic(tt: tt)
        let (sun, _) = Seasons.apparentLongitude(tt: tt)
        var e = wrapPi(moon.longitude - sun)
        if e < 0 { e += 2 * .pi }
        let cosPsi = cos(moon.latitude) * cos(e)
        let psi = acos(min(1, max(-1, cosPsi)))
        let i = atan2(sin(psi), moon.distance - cosPsi)
        fraction = (1 + cos(i)) / 2
        phaseAngle = i * 180 / .pi
        elongation = e * 180 / .pi
    }

    public var waxing: Bool { elongation < 180 }
}
