import Glibc

/// An altitude of the Sun's centre that marks an event (SPEC §4).
public struct SunAltitude: Hashable, Sendable {
    public let degrees: Double

    public init(degrees: Double) {
        self.degrees = degrees
    }

    /// Sunrise and sunset: 34′ of refraction and 16′ of semidiameter in one constant.
    public static let sunriseSunset = SunAltitude(degrees: -0.8333)
    public static let civilTwilight = SunAltitude(degrees: -6)
    public static let nauticalTwilight = SunAltitude(degrees: -12)
    public static let astronomicalTwilight = SunAltitude(degrees: -18)
    /// Golden hour runs from −4° to +6°; blue hour from −6° to −4°.
    public static let goldenHourTop = SunAltitude(degrees: 6)
    public static let blueHourTop = SunAltitude(degrees: -4)

    var sine: Double { sin(degrees * .pi / 180) }
}

/// Whether the Sun crosses an altitude on a solar day.
public enum DaylightStatus: String, Sendable {
    case normal
    /// Above the altitude for the whole solar day.
    case polarDay = "polar_day"
    /// Below the altitude for the whole solar day.
    case polarNight = "polar_night"
}
