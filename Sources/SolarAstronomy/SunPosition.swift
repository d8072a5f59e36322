import Glibc

/// Where the Sun's centre stands in the sky at one instant, for the line's
/// `{altitude}` and `{azimuth}`: topocentric (the observer on the WGS84
/// ellipsoid, so parallax is in), apparent (light time, aberration and
/// nutation, as `SunSky` gives it) and airless: no refraction, as SPEC §4
/// has no refraction model beyond the −0.8333° constant of sunrise. So at
/// sunrise the altitude reads −0.8°, not 0°. Skyfield's
/// `observe(sun).apparent().altaz()` with no temperature is the same
/// quantity (Tests/Fixtures/sun_position.csv, within 0.01°).
public struct SunPosition: Sendable {
    /// Degrees above the horizon, negative below it.
    public let altitude: Double
    /// Degrees east of true north, in [0, 360).
    public let azimuth: Double

    public init(_ coordinates: Coordinates, at t: Instant) {
        let observer = Observer(coordinates)
        let sky = SunSky(observer: observer, track: SolarTrack(days: 1))
        let d = sky.direction(ut: t.ut)
        let phi = coordinates.latitude * .pi / 180, lambda = coordinates.longitude * .pi / 180
        // Local north: the zenith's partner in the meridian plane.
        let north = Vector3(-sin(phi) * cos(lambda), -sin(phi) * sin(lambda), cos(phi))
        altitude = asin(max(-1, min(1, d.dot(observer.zenith)))) * 180 / .pi
        let a = atan2(d.dot(observer.east), d.dot(north)) * 180 / .pi
        azimuth = a < 0 ? a + 360 : a
    }
}
