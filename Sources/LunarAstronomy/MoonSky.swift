import CERFA
import Glibc
import SolarAstronomy

/// Where the Moon stands in one observer's sky over about a day: its
/// topocentric apparent altitude, from the CIRS place and the Earth
/// Rotation Angle, with the observer's geocentric position subtracted.
/// That parallax is the Moon's largest correction: up to 61′ at the horizon.
/// No refraction: it is folded into the rising threshold (`MoonHorizon`).
struct MoonSky {
    let observer: Observer
    let track: MoonTrack
    /// ΔT in days, fixed for the day: it changes by milliseconds a day.
    let deltaT: Double
    /// The horizon's dip from the observer's elevation, radians
    /// (`Coordinates.horizonDip`; zero at sea level).
    let dip: Double

    /// The sky from `from` to `to` (UT1).
    init(observer: Observer, from: Instant, to: Instant) {
        self.observer = observer
        dip = observer.coordinates.horizonDip * .pi / 180
        deltaT = DeltaT.seconds(atUT: from.ut) / 86_400
        track = MoonTrack(from: from.ut + deltaT, to: to.ut + deltaT)
    }

    /// The topocentric vector to the Moon, AU, terrestrial frame. `ut`: days since J2000.0 UT1.
    func topocentric(ut: Double) -> Vector3 {
        let m = track.cirs(tt: ut + deltaT)
        let (c, s) = SunSky.earthRotation(ut: ut)
        let terrestrial = Vector3(c * m.x + s * m.y, -s * m.x + c * m.y, m.z)
        return terrestrial - observer.position
    }

    /// Altitude of the Moon's centre, radians.
    func altitude(ut: Double) -> Double {
        let d = topocentric(ut: ut)
        return asin(min(1, max(-1, d.dot(observer.zenith) / d.length)))
    }

    /// The upper limb's height over the refracted horizon, as sines: the
    /// sine of the centre's altitude less that of its altitude at rising,
    /// positive while any of the Moon shows (`MoonHorizon`). The observer
    /// stands at its elevation (`Observer.position`, so the parallax is
    /// from that height) and sees the horizon lower by the dip.
    ///
    /// Sines, not angles: the sine grows with the angle, so the sign and
    /// the instants of zero are the same, and near the horizon the value is
    /// the angle in radians within 0.01 %; a day's hundred samples then
    /// skip asin, whose tables were a tenth of the data a large moon line
    /// touches (valgrind lackey, 2026-11-29).
    func limbAboveHorizon(ut: Double) -> Double {
        let d = topocentric(ut: ut)
        let distance = d.length
        return d.dot(observer.zenith) / distance - sin(MoonHorizon.centreAltitude(distanceAU: distance, dip: dip))
    }
}

/// When the Moon rises and sets: its upper limb on the horizon as
/// refraction lifts it, seen from the observer (topocentric), as the Sun's
/// rising is (SPEC §4). The centre is then at −34′ (the standard
/// refraction at the horizon) minus the semidiameter, which the Moon's
/// distance sets (14.7′ to 16.8′ seen from the surface): R/d, with R the
/// Moon's mean radius, 1737.4 km, as Skyfield's almanac takes it.
/// From an elevation the horizon lies lower by its dip, 1.76′·√h (the
/// Nautical Almanac's, as for the Sun: `Coordinates.horizonDip`), and the
/// threshold with it; at sea level the dip is zero and the threshold the
/// same to the bit.
enum MoonHorizon {
    static let refraction = 34.0 / 60 * .pi / 180
    static let radiusKilometres = 1737.4

    /// The altitude of the centre at rising or setting, radians, for a
    /// horizon lowered by `dip` radians.
    static func centreAltitude(distanceAU: Double, dip: Double = 0) -> Double {
        -refraction - radiusKilometres * 1000 / (distanceAU * solverv_erfa_au_metres) - dip
    }
}
