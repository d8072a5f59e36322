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
    /// The phase angle's cosine and sine, and the elongation's.
    private let cosI: Double, sinI: Double, cosE: Double, sinE: Double

    /// The phase angle, degrees (0 at full, 180 at new).
    public var phaseAngle: Double { atan2(sinI, cosI) * 180 / .pi }
    /// The elongation in longitude, degrees in [0, 360): 0 at new moon,
    /// 90 at first quarter, 180 at full, 270 at last quarter. Under 180
    /// the Moon is waxing.
    public var elongation: Double {
        let e = atan2(sinE, cosE) * 180 / .pi
        return e < 0 ? e + 360 : e
    }

    /// By the angles' sines and cosines, from the Moon's vector and the
    /// Sun's longitude: the line needs only the fraction, and atan2 and
    /// acos would cost it their tables (two page faults, 2026-11-29).
    public init(at t: Instant) {
        let tt = t.tt
        let p = Elongation.moonEclipticVectors(tt: tt).position
        let (sun, _) = Seasons.apparentLongitude(tt: tt)
        let rho = (p.x * p.x + p.y * p.y).squareRoot(), distance = p.length
        let cosSun = cos(sun), sinSun = sin(sun)
        // e = λ − λ☉ and β, by their sines and cosines.
        cosE = (p.x * cosSun + p.y * sinSun) / rho
        sinE = (p.y * cosSun - p.x * sinSun) / rho
        let cosBeta = rho / distance, sinBeta = p.z / distance
        // cos ψ = cos β·cos e (48.2); sin ψ without cancellation near 0 and π.
        let cosPsi = cosBeta * cosE
        let sinPsi = (sinBeta * sinBeta + cosBeta * cosBeta * sinE * sinE).squareRoot()
        // tan i = sin ψ / (Δ − cos ψ) (48.3), R = 1 AU.
        let a = distance - cosPsi, h = (sinPsi * sinPsi + a * a).squareRoot()
        cosI = a / h
        sinI = sinPsi / h
        fraction = (1 + cosI) / 2
    }

    public var waxing: Bool { elongation < 180 }
}
