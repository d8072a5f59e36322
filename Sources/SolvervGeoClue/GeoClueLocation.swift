import Glibc

/// A location as GeoClue 2 gives it (org.freedesktop.GeoClue2.Location),
/// checked to be a place before anything uses it.
public struct GeoClueLocation: Sendable, Equatable {
    /// Degrees, north and east positive.
    public let latitude: Double
    public let longitude: Double
    /// The radius of GeoClue's uncertainty, in metres.
    public let accuracy: Double
    /// GeoClue's words for where it came from ("WiFi", "GPS"): outside
    /// text, to be cleaned before it is shown; never saved.
    public let description: String
    /// When it was found, in unix seconds (GeoClue's Timestamp); nil when
    /// GeoClue gave none.
    public let timestamp: Double?

    public init(latitude: Double, longitude: Double, accuracy: Double, description: String, timestamp: Double?) {
        self.latitude = latitude
        self.longitude = longitude
        self.accuracy = accuracy
        self.description = description
        self.timestamp = timestamp
    }

    /// Worse than this, a location is not a place: a sunrise 100 km away
    /// is off by up to a few minutes, and a country-wide guess is not where
    /// the user is.
    public static let worstAccuracy = 100_000.0

    /// nil when it is a place; else what is wrong with it, in numbers as
    /// GeoClue gave them (`latitude nan`, `accuracy 10000 km`).
    public var fault: String? {
        if !latitude.isFinite || abs(latitude) > 90 { return "latitude " + Self.number(latitude) }
        if !longitude.isFinite || abs(longitude) > 180 { return "longitude " + Self.number(longitude) }
        if !accuracy.isFinite || accuracy < 0 { return "accuracy " + Self.number(accuracy) }
        if accuracy > Self.worstAccuracy { return "accuracy " + Self.number((accuracy / 1000).rounded()) + " km" }
        return nil
    }

    /// A number as a message shows it: integers without a fraction, NaN and infinities by name.
    static func number(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
