import Glibc
import SolarAstronomy

/// How much of the Moon is lit, seen from the Earth's centre.
///
/// The phase angle is the Sun–Moon–Earth angle at the Moon; the lit
/// fraction of the disc is (1 + cos i)/2 (Meeus 48.1), as Skyfield's
/// `fraction_illuminated` computes it.
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
        let moon = GeocentricMoon(tt: tt).position
        let sun = ApparentSun.position(tt: tt)
        let toEarth = -1 * moon, toSun = sun - moon
        let cosine = toEarth.dot(toSun) / (toEarth.length * toSun.length)
        let i = acos(min(1, max(-1, cosine)))
        fraction = (1 + cos(i)) / 2
        phaseAngle = i * 180 / .pi
        elongation = Elongation.at(tt: tt).value * 180 / .pi
    }

    public var waxing: Bool { elongation < 180 }
}
