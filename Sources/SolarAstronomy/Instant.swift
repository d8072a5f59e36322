/// An instant in Universal Time (UT1), as days since J2000.0 (2000-01-01 12:00 UT1).
///
/// UT1 is the time scale of the Earth's rotation, so sunrise and sunset are
/// found in it; it stays within 0.9 s of UTC, and before 1960 it is the only
/// UT there is (SPEC §7). Leap seconds are not modelled: a Unix time is read
/// as UT1 directly.
public struct Instant: Comparable, Hashable, Sendable {
    /// Days since J2000.0, UT1.
    public var ut: Double

    public init(ut: Double) {
        self.ut = ut
    }

    /// The Julian date of J2000.0, the epoch of every day count here.
    public static let j2000 = 2_451_545.0
    /// Unix time of J2000.0 (2000-01-01T12:00:00Z).
    static let unixAtJ2000 = 946_728_000.0

    public init(unixSeconds: Double) {
        ut = (unixSeconds - Instant.unixAtJ2000) / 86_400
    }

    public var unixSeconds: Double { ut * 86_400 + Instant.unixAtJ2000 }

    /// The same instant in Terrestrial Time, days since J2000.0 TT.
    public var tt: Double { ut + DeltaT.seconds(atUT: ut) / 86_400 }

    /// The instant whose Terrestrial Time is `tt` (days since J2000.0 TT).
    public init(tt: Double) {
        // ΔT changes by at most a few seconds a year, so one correction
        // evaluated at the first guess is exact to far below a millisecond.
        let guess = tt - DeltaT.seconds(atUT: tt) / 86_400
        ut = tt - DeltaT.seconds(atUT: guess) / 86_400
    }

    public func adding(days: Double) -> Instant { Instant(ut: ut + days) }

    public static func < (a: Instant, b: Instant) -> Bool { a.ut < b.ut }
}
