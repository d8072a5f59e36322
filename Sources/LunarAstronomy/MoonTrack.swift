import SolarAstronomy

/// The Moon's apparent geocentric place over a stretch of about a day,
/// CIRS, AU: eraMoon98 at nodes at most a day apart, the stretch's ends
/// among them, with its velocity, and a cubic Hermite between them. The
/// error, h⁴·max|r⁗|/384, is about 1.5″ (the orbital motion, 13° a day,
/// dominates r⁗), 0.1 s of a rising; against 5 µs a call for each of the
/// hundred samples a day of rising and setting takes, a local day (23 to
/// 25 hours) costs two calls.
///
/// The GCRS → CIRS matrix is taken once, at the middle of the stretch:
/// precession turns it by 0.14″ a day and nutation's fortnightly term by
/// under 0.1″ in half a day; the CIO locator's periodic terms, left out,
/// are under 0.1″ (`PrecessionNutation.cioLocatorPolynomial`).
struct MoonTrack {
    static let spacing = 1.0
    /// The first node and the nodes' spacing, TT days since J2000.0.
    private let first: Double
    private let h: Double
    /// Each node's position and velocity, six numbers: an array of
    /// `GeocentricMoon` would cost a one-shot line its runtime metadata
    /// (100 000 instructions, more than the Moon's series).
    private let nodes: [Double]
    private let toCIRS: Matrix3

    /// Covers TT days since J2000.0 from `from` to `to`.
    init(from: Double, to: Double) {
        // Nodes on the stretch's ends, not on a fixed grid: a day then
        // takes two, where a grid of whole days needs three.
        let intervals = max(1, Int(((to - from) / MoonTrack.spacing).rounded(.up)))
        first = from
        // (An empty stretch still gets a day: cirs must never divide by zero.)
        h = to > from ? (to - from) / Double(intervals) : MoonTrack.spacing
        var nodes: [Double] = []
        nodes.reserveCapacity(6 * (intervals + 1))
        for i in 0...intervals {
            let m = GeocentricMoon(tt: from + Double(i) * h)
            let p = m.position, v = m.velocity
            nodes.append(p.x)
            nodes.append(p.y)
            nodes.append(p.z)
            nodes.append(v.x)
            nodes.append(v.y)
            nodes.append(v.z)
        }
        self.nodes = nodes
        let pn = PrecessionNutation(tt: (from + to) / 2)
        toCIRS = pn.toCIRS(cioLocatorSeries: pn.cioLocatorPolynomial)
    }

    /// The apparent geocentric Moon, CIRS, AU. `tt`: days since J2000.0 TT.
    func cirs(tt: Double) -> Vector3 {
        let x = (tt - first) / h
        let i = min(max(Int(x.rounded(.down)), 0), nodes.count / 6 - 2)
        let v = x - Double(i)
        func node(_ k: Int, _ part: Int) -> Vector3 {
            Vector3(nodes[6 * k + 3 * part], nodes[6 * k + 3 * part + 1], nodes[6 * k + 3 * part + 2])
        }
        // Cubic Hermite basis on [0, 1]; the rates are per day, so scaled by the spacing.
        let v2 = v * v, v3 = v2 * v
        let h00 = 2 * v3 - 3 * v2 + 1, h10 = (v3 - 2 * v2 + v) * h
        let h01 = -2 * v3 + 3 * v2, h11 = (v3 - v2) * h
        let p = h00 * node(i, 0) + h10 * node(i, 1) + h01 * node(i + 1, 0) + h11 * node(i + 1, 1)
        return toCIRS.apply(p)
    }
}
