import SolarAstronomy

/// The principal phases for any year from 1000 to 3000, each computed on
/// its own, never read from a table of dates.
///
/// Each instant is Meeus's (`PhasePrediction`), whose terms were fitted to
/// the full ELP-2000/82. Measured against JPL DE421 over 1900–2050 (7,471
/// phases, `MoonPhasesTests`) it is within 18.6 s (p99 12.8 s). The root
/// of the elongation from eraMoon98 (`Elongation`), one Newton step from
/// there, is worse (29.8 s, p99 14.9 s), because eraMoon98 truncates the
/// same theory further (18″ at worst in direction), and it costs 10 µs a
/// phase against one: so eraMoon98 serves the Moon's place (illumination,
/// rising and setting) and checks these instants in the tests.
public enum MoonPhases {
    /// `phase` of lunation `k` (Meeus's numbering: 0 is the new moon of
    /// 2000-01-06, and each lunation's phases follow its new moon).
    public static func instant(_ phase: PrincipalPhase, lunation k: Int) -> PhaseInstant {
        let tt = PhasePrediction.tt(phase, lunation: k)
        return PhaseInstant(phase: phase, lunation: k, tt: tt, deltaT: DeltaT.seconds(atUT: tt))
    }

    /// The first principal phase at or after `t`.
    public static func next(atOrAfter t: Instant) -> PhaseInstant {
        var window = PhaseWindow(dayFrom: t)
        return window.next(atOrAfter: t)
    }

    /// The last principal phase before `t`.
    public static func previous(before t: Instant) -> PhaseInstant {
        var window = PhaseWindow(dayFrom: t)
        return window.previous(before: t)
    }

    /// The principal phases from `t` on, in time order, computed one at a time.
    public static func sequence(from t: Instant) -> PhaseSequence {
        PhaseSequence(next: next(atOrAfter: t))
    }

    /// Phase n counts quarters from the new moon of lunation 0.
    static func instant(at n: Int) -> PhaseInstant {
        let (k, phase) = lunation(of: n)
        return instant(phase, lunation: k)
    }

    /// Phase n's lunation and which of its phases it is.
    static func lunation(of n: Int) -> (Int, PrincipalPhase) {
        let k = n >= 0 ? n / 4 : -((-n + 3) / 4)
        return (k, PrincipalPhase(rawValue: n - 4 * k) ?? .newMoon)
    }

    /// A phase index two quarters or so before `t`: the true phases stray
    /// from the mean ones by under 15 hours, so this one is before `t`.
    static func index(before t: Instant) -> Int {
        let quarters = (t.tt - 5.097_66) / (29.530_588_861 / 4)
        return Int(quarters.rounded(.down)) - 1
    }
}

/// The principal phases in time order from an instant on, computed as
/// they are read: a thousand years of them are never held at once.
public struct PhaseSequence: Sequence, IteratorProtocol {
    private var upcoming: PhaseInstant

    init(next: PhaseInstant) {
        upcoming = next
    }

    public mutating func next() -> PhaseInstant? {
        let e = upcoming
        let n = 4 * e.lunation + e.phase.rawValue + 1
        upcoming = MoonPhases.instant(at: n)
        return e
    }
}
