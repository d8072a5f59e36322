import CERFA

/// An observer at its elevation, fixed to the rotating Earth: where it is and
/// which way is up, in the terrestrial intermediate frame (TIRS). Polar
/// motion (under 0.5″) is neglected.
package struct Observer: Sendable {
    package let coordinates: Coordinates
    /// Geocentric position, AU (SOFA eraGd2gc on the WGS84 ellipsoid).
    package let position: Vector3
    /// Unit normal to the ellipsoid: the geodetic zenith.
    package let zenith: Vector3
    /// Unit vectors of the local meridian plane's equatorial projection.
    package let meridian: Vector3
    package let east: Vector3
    /// Velocity from the Earth's rotation, in units of c, for diurnal aberration.
    package let velocityOverC: Vector3

    package init(_ coordinates: Coordinates) {
        self.coordinates = coordinates
        let phi = coordinates.latitude * .pi / 180
        let lambda = coordinates.longitude * .pi / 180
        var xyz: Triple = (0, 0, 0)
        // WGS84 = 1 in ERFA; a latitude within ±90° never makes it fail.
        _ = withDoubles(&xyz) { eraGd2gc(1, lambda, phi, coordinates.elevation, $0) }
        let metres = Vector3(xyz)
        position = (1 / solverv_erfa_au_metres) * metres
        zenith = Vector3(cos(phi) * cos(lambda), cos(phi) * sin(lambda), sin(phi))
        meridian = Vector3(cos(lambda), sin(lambda), 0)
        east = Vector3(-sin(lambda), cos(lambda), 0)
        // Earth's rotation rate (IERS Conventions 2010), rad/s.
        let omega = 7.292_115_0e-5
        velocityOverC = (omega / solverv_erfa_c_metres_per_second) * Vector3(-metres.y, metres.x, 0)
    }

    /// sin of each event altitude as this observer crosses it: lowered by
    /// the horizon's dip (`Coordinates.horizonDip`), none at sea level.
    func sines(_ altitudes: [SunAltitude]) -> [Double] {
        let dip = coordinates.horizonDip
        return dip == 0 ? altitudes.map(\.sine) : altitudes.map { sin(($0.degrees - dip) * .pi / 180) }
    }
}
