import SolarAstronomy

/// The eight phases a person names, on a local calendar day.
///
/// A principal phase is an instant, but people speak of the day of the
/// full moon: the day on which the instant falls takes its name (as most
/// calendars and phase apps do), and the days between two principal phases
/// are crescent or gibbous, waxing or waning. So each name holds for whole
/// local days, and a new moon, first quarter, full moon or last quarter is
/// named on exactly one day.
public enum MoonPhaseName: String, CaseIterable, Sendable {
    case newMoon = "new_moon"
    case waxingCrescent = "waxing_crescent"
    case firstQuarter = "first_quarter"
    case waxingGibbous = "waxing_gibbous"
    case fullMoon = "full_moon"
    case waningGibbous = "waning_gibbous"
    case lastQuarter = "last_quarter"
    case waningCrescent = "waning_crescent"

    /// The stable name used on the wire (the JSON snapshot's `moon.phase`).
    public var id: String { rawValue }

    /// The phase of the local day [start, end).
    public init(dayFrom start: Instant, to end: Instant) {
        self.init(next: MoonPhases.next(atOrAfter: start), dayEnd: end)
    }

    /// The phase of the local day that ends at `end`, given `next`, the
    /// first principal phase at or after the day's start.
    public init(next: PhaseInstant, dayEnd end: Instant) {
        if next.instant < end {
            self.init(next.phase)
        } else {
            // Between principal phases: the one before the day says which.
            switch next.phase {
            case .firstQuarter: self = .waxingCrescent
            case .fullMoon: self = .waxingGibbous
            case .lastQuarter: self = .waningGibbous
            case .newMoon: self = .waningCrescent
            }
        }
    }

    public init(_ phase: PrincipalPhase) {
        switch phase {
        case .newMoon: self = .newMoon
        case .firstQuarter: self = .firstQuarter
        case .fullMoon: self = .fullMoon
        case .lastQuarter: self = .lastQuarter
        }
    }

    /// The class and state for bars (issue 44): `new`, `waxing`, `full`, `waning`.
    public var trend: String {
        switch self {
        case .newMoon: "new"
        case .waxingCrescent, .firstQuarter, .waxingGibbous: "waxing"
        case .fullMoon: "full"
        case .waningGibbous, .lastQuarter, .waningCrescent: "waning"
        }
    }
}

/// The Moon's age: days since the last new moon before `t`.
public enum MoonAge {
    public static func days(at t: Instant) -> Double {
        var window = PhaseWindow(dayFrom: t)
        return window.age(at: t)
    }
}
