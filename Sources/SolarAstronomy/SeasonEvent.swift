/// The four points of the Sun's year: where its apparent geocentric ecliptic
/// longitude of date is 0°, 90°, 180° or 270°.
public enum SeasonEvent: Int, CaseIterable, Sendable {
    case marchEquinox = 0
    case juneSolstice
    case septemberEquinox
    case decemberSolstice

    /// The stable name used on the wire (SPEC §7).
    public var id: String {
        switch self {
        case .marchEquinox: "march_equinox"
        case .juneSolstice: "june_solstice"
        case .septemberEquinox: "september_equinox"
        case .decemberSolstice: "december_solstice"
        }
    }

    /// The Sun's apparent ecliptic longitude of date at the event, radians.
    var longitude: Double { Double(rawValue) * .pi / 2 }
}

/// One equinox or solstice: the event, its year and when it happens.
public struct SeasonInstant: Sendable {
    public let event: SeasonEvent
    public let year: Int
    /// Terrestrial Time, days since J2000.0 TT: the instant the ephemeris gives.
    public let tt: Double
    /// ΔT used to reach Universal Time, seconds.
    public let deltaT: Double
    /// The instant in Universal Time (UT1).
    public var instant: Instant { Instant(ut: tt - deltaT / 86_400) }
}
