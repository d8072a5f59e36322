import SolarAstronomy

/// The four principal phases: the instants when the Moon's elongation in
/// longitude (`Elongation`) is 0°, 90°, 180° or 270°.
public enum PrincipalPhase: Int, CaseIterable, Sendable {
    case newMoon = 0
    case firstQuarter
    case fullMoon
    case lastQuarter

    /// The stable name used on the wire (SPEC §7, `events --moon`).
    public var id: String {
        switch self {
        case .newMoon: "new_moon"
        case .firstQuarter: "first_quarter"
        case .fullMoon: "full_moon"
        case .lastQuarter: "last_quarter"
        }
    }

    /// The elongation at the phase, radians.
    var elongation: Double { Double(rawValue) * .pi / 2 }
}

/// One principal phase: which, of which lunation, and when.
public struct PhaseInstant: Sendable, Equatable {
    public let phase: PrincipalPhase
    /// Meeus's lunation number k: 0 is the new moon of 2000-01-06; the
    /// phases of lunation k follow its new moon.
    public let lunation: Int
    /// Terrestrial Time, days since J2000.0 TT.
    public let tt: Double
    /// ΔT used to reach Universal Time, seconds.
    public let deltaT: Double
    /// The instant in Universal Time (UT1).
    public var instant: Instant { Instant(ut: tt - deltaT / 86_400) }
}
