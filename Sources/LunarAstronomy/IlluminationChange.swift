import SolarAstronomy

/// When the illuminated fraction shown as a whole percent next changes:
/// what watch mode wakes for, instead of polling (issue 44).
///
/// The fraction moves by under 0.5 percentage points an hour (its rate is
/// ½·sin i·di/dt, and the phase angle i turns by at most 15° a day), so
/// hourly samples never step over a whole percent; the crossing is then
/// refined to 0.1 s. Near full and new moon the percent can hold for a day
/// or more (100 % from 99.5 %): the scan goes on for up to four days.
public enum IlluminationChange {
    /// The percent shown at `t`: the fraction × 100, rounded.
    public static func percent(at t: Instant) -> Int {
        Int((MoonIllumination(at: t).fraction * 100).rounded())
    }

    /// The first instant after `t` at which `percent` differs from its
    /// value at `t`; nil only if it holds for four days (it never does).
    public static func next(after t: Instant) -> Instant? {
        let shown = Double(percent(at: t))
        // Inside [low, high) the rounded percent is `shown`.
        let low = (shown - 0.5) / 100, high = (shown + 0.5) / 100
        let outside = { (ut: Double) -> Double in
            let f = MoonIllumination(at: Instant(ut: ut)).fraction
            return f < low ? low - f : f >= high ? f - high + 1e-12 : -min(f - low, high - f)
        }
        var a = t.ut, fa = outside(a)
        for _ in 0..<96 {
            let b = a + 1.0 / 24, fb = outside(b)
            if fb > 0 {
                // Just past the change, where the new percent holds.
                let root = refineRoot(outside, a, fa, b, fb, tolerance: 1e-6)
                return Instant(ut: root + 1e-6)
            }
            a = b
            fa = fb
        }
        return nil
    }
}
