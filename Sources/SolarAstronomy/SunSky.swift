import CERFA

/// Where the Sun stands in one observer's sky: its topocentric apparent
/// altitude and hour angle, from the CIRS place and the Earth Rotation Angle.
///
/// The CIRS vector is turned into the terrestrial frame by the ERA (IERS
/// Conventions 2010, eq. 5.15; SOFA eraEra00), the observer's geocentric
/// position is subtracted (parallax, up to 8.8″), and the direction is
/// shifted by diurnal aberration (up to 0.3″). No refraction: SPEC §4 folds
/// it into the −0.8333° threshold.
struct SunSky {
    let observer: Observer
    let track: SolarTrack

    struct Sample {
        /// sin(altitude); comparing sines avoids an asin per sample.
        let sinAltitude: Double
        /// Local hour angle, radians in (−π, π]; 0 at the upper culmination.
        let hourAngle: Double
    }

    /// `ut`: days since J2000.0 UT1.
    func sample(ut: Double) -> Sample {
        let tt = ut + DeltaT.seconds(atUT: ut) / 86_400
        let s = track.cirs(tt: tt)
        let era = eraEra00(Instant.j2000, ut)
        let c = cos(era), sn = sin(era)
        let terrestrial = Vector3(c * s.x + sn * s.y, -sn * s.x + c * s.y, s.z)
        let d = (terrestrial - observer.position).unit
        let beta = observer.velocityOverC
        let seen = (d + beta - d.dot(beta) * d).unit
        let north = seen.dot(observer.meridian)
        let west = -seen.dot(observer.east)
        return Sample(sinAltitude: seen.dot(observer.zenith), hourAngle: atan2(west, north))
    }

    func sinAltitude(ut: Double) -> Double { sample(ut: ut).sinAltitude }
}
