import SolarAstronomy

/// The Moon's apparent geocentric place over a stretch of about a day,
/// CIRS, AU: eraMoon98 at nodes every half day with its velocity, and a
/// cubic Hermite between them. The error, h⁴·max|r⁗|/384, is under 0.1″
/// (the orbital motion, 13° a day, dominates r⁗), against 5 µs a call for
/// each of the hundred samples a day of rising and setting takes.
///
/// The GCRS → CIRS matrix is taken once, at the middle of the stretch:
/// precession turns it by 0.14″ a day and nutation's fortnightly term by
/// under 0.1″ in half a day.
struct MoonTrack {
    static let spacing = 0.5
    private let first: Int
    private let nodes: [GeocentricMoon]
    private let toCIRS: Matrix3

    /// Covers TT days since J2000.0 from `from` to `to`.
    init(from: Double, to: Double) {
        let h = MoonTrack.spacing
        first = Int((from / h).rounded(.down)) - 1
        let last = Int((to / h).rounded(.up)) + 1
        nodes = (first...max(first + 1, last)).map { GeocentricMoon(tt: Double($0) * h) }
        toCIRS = PrecessionNutation(tt: (from + to) / 2).toCIRS()
    }

    /// The apparent geocentric Moon, CIRS, AU. `tt`: days since J2000.0 TT.
    func cirs(tt: Double) -> Vector3 {
        let h = MoonTrack.spacing
        let x = tt / h - Double(first)
        let i = min(max(Int(x.rounded(.down)), 0), nodes.count - 2)
        let v = x - Double(i)
        let a = nodes[i], b = nodes[i + 1]
        // Cubic Hermite basis on [0, 1]; the rates are per day, so scaled by the spacing.
        let v2 = v * v, v3 = v2 * v
        let h00 = 2 * v3 - 3 * v2 + 1, h10 = (v3 - 2 * v2 + v) * h
        let h01 = -2 * v3 + 3 * v2, h11 = (v3 - v2) * h
        let p = h00 * a.position + h10 * a.velocity + h01 * b.position + h11 * b.velocity
        return toCIRS.apply(p)
    }
}
