import Glibc

/// The instants of the principal phases from Meeus, *Astronomical
/// Algorithms*, 2nd ed., ch. 49: the mean phase of lunation k (49.1), then
/// the periodic terms of the Sun's and the Moon's anomalies and the
/// Moon's argument of latitude (from ELP-2000/82), and the planetary terms
/// A1–A14. Meeus found them within 17.4 s of ELP-2000/82 over 1980–2020.
enum PhasePrediction {
    /// Days since J2000.0 TT of `phase` in lunation `k`.
    static func tt(_ phase: PrincipalPhase, lunation k: Int) -> Double {
        let k = Double(k) + Double(phase.rawValue) / 4
        let t = k / 1236.85  // Julian centuries since J2000.0, near enough
        let t2 = t * t, t3 = t2 * t, t4 = t3 * t
        // The mean phase (49.1), as days since J2000.0 (JDE 2451545.0).
        let mean = 5.097_66 + 29.530_588_861 * k + 0.000_154_37 * t2 - 0.000_000_150 * t3 + 0.000_000_000_73 * t4
        // Eccentricity of the Earth's orbit factor (47.6); the Sun's mean
        // anomaly, the Moon's, its argument of latitude and its node (49.4–49.7).
        let e = 1 - 0.002_516 * t - 0.000_007_4 * t2
        let m = radians(2.5534 + 29.105_356_70 * k - 0.000_001_4 * t2 - 0.000_000_11 * t3)
        let mp = radians(201.5643 + 385.816_935_28 * k + 0.010_758_2 * t2 + 0.000_012_38 * t3 - 0.000_000_058 * t4)
        let f = radians(160.7108 + 390.670_502_84 * k - 0.001_611_8 * t2 - 0.000_002_27 * t3 + 0.000_000_011 * t4)
        let omega = radians(124.7746 - 1.563_755_88 * k + 0.002_067_2 * t2 + 0.000_002_15 * t3)

        // Each term's sine comes from products of e^{iM}, e^{iM′}, e^{iF} and
        // their powers, which cost one sine and cosine each: 3 for 24 terms.
        // Written out term by term (`PeriodicTerms`), not looped over the
        // tables, with the same operations in the same order, so the same
        // bits (PhasePredictionTests holds it to the tables).
        var sum = -0.000_17 * smallSine(omega)
        let terms = PeriodicTerms(m: m, mp: mp, f: f, e: e)
        switch phase {
        case .newMoon: sum = terms.newOrFull(sum, newMoonTerms: true)
        case .fullMoon: sum = terms.newOrFull(sum, newMoonTerms: false)
        case .firstQuarter, .lastQuarter:
            sum = terms.quarter(sum)
            // The quarters' further correction W (49, after table), + at first, − at last.
            let w = terms.w
            sum += phase == .firstQuarter ? w : -w
        }
        return mean + planetaryTerms(sum, k: k, t2: t2)
    }

    /// The sine of an angle in [0, 2π) to 1.6e-4, for the terms under
    /// 30 s (the node's and the planets'), where it errs by under 0.005 s:
    /// a Taylor polynomial to x⁷ on [−π/2, π/2] (the first term left out,
    /// x⁹/9!, is 1.6e-4 at π/2), reached by symmetry. libm's sine costs
    /// ten times as much, and these are 15 of a phase's 21.
    @inline(__always)
    static func smallSine(_ x: Double) -> Double {
        // sin x = sin(π − x); then fold [π/2, 3π/2] onto [−π/2, π/2].
        var r = x > Double.pi ? x - 2 * Double.pi : x
        if r > Double.pi / 2 { r = Double.pi - r } else if r < -Double.pi / 2 { r = -Double.pi - r }
        // Reciprocals, not divisions: a division costs a dozen multiplications.
        let r2 = r * r
        return r * (1 - r2 * (1 / 6.0) * (1 - r2 * (1 / 20.0) * (1 - r2 * (1 / 42.0))))
    }

    /// Degrees to radians in [0, 2π): a thousand years from 2000 the
    /// Moon's anomaly is 4.6 million degrees, where libm's sine takes its
    /// slow path; reduced first, it never does.
    @inline(__always)
    static func radians(_ degrees: Double) -> Double {
        (degrees - 360 * (degrees * (1 / 360.0)).rounded(.down)) * (Double.pi / 180)
    }
}
