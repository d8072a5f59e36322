import SolarAstronomy

/// The principal phases about one local day, each computed at most once.
///
/// A moon line asks for the same few phases over and over: the first after
/// the day's start (the day's name, `MoonPhaseName`), the last before now
/// and its lunation's new moon (the age, `MoonAge`), the next four after
/// now, the next full and new moon. All lie among a dozen consecutive
/// phases from three quarters before the day: each is computed when first
/// asked for (Meeus ch. 49, `PhasePrediction`), 9 of them where `MoonPhases`
/// alone computed 21. A phase outside the window is computed, not kept.
public struct PhaseWindow {
    /// The phase index (`MoonPhases.instant(at:)`) of the first slot.
    private let first: Int
    /// Each slot's TT, NaN until computed: `[PhaseInstant?]` would cost a
    /// one-shot line another generic type's runtime metadata.
    private var tt: [Double]

    /// Covers the phases about the day from `start`, and two weeks after it.
    public init(dayFrom start: Instant) {
        first = MoonPhases.index(before: start) - 3
        tt = Array(repeating: .nan, count: 14)
    }

    /// Phase `n`, counted in quarters from the new moon of lunation 0.
    public mutating func instant(at n: Int) -> PhaseInstant {
        let slot = n - first
        guard slot >= 0, slot < tt.count else { return MoonPhases.instant(at: n) }
        let (k, phase) = MoonPhases.lunation(of: n)
        if tt[slot].isNaN { tt[slot] = PhasePrediction.tt(phase, lunation: k) }
        return PhaseInstant(phase: phase, lunation: k, tt: tt[slot], deltaT: DeltaT.seconds(atUT: tt[slot]))
    }

    /// The first principal phase at or after `t` (as `MoonPhases.next`).
    public mutating func next(atOrAfter t: Instant) -> PhaseInstant {
        var n = MoonPhases.index(before: t)
        var e = instant(at: n)
        while e.instant < t {
            n += 1
            e = instant(at: n)
        }
        return e
    }

    /// The last principal phase before `t` (as `MoonPhases.previous`).
    public mutating func previous(before t: Instant) -> PhaseInstant {
        var n = MoonPhases.index(before: t) + 2
        var e = instant(at: n)
        while e.instant >= t {
            n -= 1
            e = instant(at: n)
        }
        return e
    }

    /// The phase after `p`.
    public mutating func following(_ p: PhaseInstant) -> PhaseInstant {
        instant(at: 4 * p.lunation + p.phase.rawValue + 1)
    }

    /// The Moon's age at `t` (as `MoonAge.days`): days since the new moon
    /// of the lunation of the last phase before `t`.
    public mutating func age(at t: Instant) -> Double {
        t.ut - instant(at: 4 * previous(before: t).lunation).instant.ut
    }
}
