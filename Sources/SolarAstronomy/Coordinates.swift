/// A place on the Earth: geodetic latitude and longitude in degrees (WGS84),
/// east and north positive. Construction fails for values that are not places.
public struct Coordinates: Sendable, Equatable {
    public let latitude: Double
    public let longitude: Double
    /// Metres above sea level (`--elevation`, a config place's "elevation"):
    /// the observer's height on the ellipsoid, and the horizon's dip.
    public var elevation = 0.0

    /// How far below the astronomical horizon the sea horizon lies from
    /// `elevation`, degrees: the Nautical Almanac's dip, 1.76′·√h (h in
    /// metres), the geometric dip arccos(R/(R+h)) ≈ 1.93′·√h less the
    /// terrestrial refraction of the ray that grazes the horizon (Bowditch,
    /// *The American Practical Navigator*, table 22). None below sea level.
    /// Every event's altitude (sunrise's −0.8333°, the twilights, the golden
    /// and blue hours) is lowered by it; the Sun's `{altitude}` is not.
    public var horizonDip: Double { elevation > 0 ? 1.76 / 60 * elevation.squareRoot() : 0 }

    /// Fails for NaN or infinite values, a latitude outside ±90° or a
    /// longitude outside ±180°.
    public init?(latitude: Double, longitude: Double) {
        guard latitude.isFinite, longitude.isFinite,
              (-90...90).contains(latitude), (-180...180).contains(longitude)
        else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The Royal Observatory, Greenwich: where Solverv stands when it is told nothing.
    public static let greenwich = Coordinates(latitude: 51.4769, longitude: -0.0005)!
}
