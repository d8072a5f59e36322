/// A place on the Earth: geodetic latitude and longitude in degrees (WGS84),
/// east and north positive. Construction fails for values that are not places.
public struct Coordinates: Sendable, Equatable {
    public let latitude: Double
    public let longitude: Double

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
