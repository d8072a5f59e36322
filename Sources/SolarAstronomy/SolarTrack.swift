/// The Sun's apparent geocentric place in the CIRS over a run of days.
///
/// From 1900 to 2100 it is read from the compiled ephemeris (`SunEphemeris`).
/// Outside those years, a precise place (eraEpv00, precession–nutation, aberration) costs 35 to
/// 55 µs, and a table of sunrises needs thousands of places a year. The
/// place is smooth over hours to days, so it is computed precisely at nodes
/// and interpolated between them:
/// - short runs (a one-shot line, a few days) keep a node every two days
///   (even days since J2000.0, at 12:00 TT), with the rate that eraEpv00
///   gives too, and fill in with a cubic Hermite (error h⁴·max|f⁗|/384:
///   under 0.001″ for the year's motion and the Earth's monthly swing about
///   the Earth–Moon barycentre); aberration is applied per sample from the
///   linearly interpolated velocity (0.003″), and the CIRS matrix from a
///   quadratic through the two nodes and the day between (0.002″);
/// - long runs (over 40 days) take daily places from `LongRunSunPlace`,
///   which samples the costly parts sparsely, and a 4-point Lagrange cubic
///   between them (under 0.001″).
/// A track is meant for one computation; it is not thread-safe. Release
/// builds drop Swift's dynamic exclusivity checks in this module (a check
/// per sample), so a reentrant access to a track's caches would corrupt
/// them rather than trap: keep `node` closures from calling back into it.
public final class SolarTrack {
    private let longRun: LongRunSunPlace?
    /// Compiled places every half day, cubic between them: 1/16 of the
    /// error at a day's spacing (0.00005″ against 0.0008″), and a day of
    /// sunrises and twilights then reads two segments instead of thirty.
    private var compiled = NodeWindow(spacing: 0.5)
    private var composed = NodeWindow(spacing: 1)
    private var precise = NodeStore<PreciseNode>()
    private var windowStart = Int.min
    private var pair: (PreciseNode, PreciseNode)?
    /// The GCRS → CIRS matrix half-way between the pair: nutation curves
    /// too much over two days for a straight blend.
    private var middle = Matrix3.zero

    /// `days`: about how many days will be asked for; past 40 the
    /// long-run composition is cheaper than a precise place per day.
    public init(days: Int = 4) {
        longRun = days > 40 ? LongRunSunPlace() : nil
    }

    /// How many costly evaluations this track has made outside the compiled
    /// years (for benchmarks; the rare precise node at their edges is not counted).
    public var preciseEvaluations: Int { longRun?.evaluations ?? precise.count }

    /// The apparent geocentric Sun, CIRS, AU. `tt`: days since J2000.0 TT.
    func cirs(tt: Double) -> Vector3 {
        let (first, last) = SunEphemeris.span
        if tt >= first, tt < last {
            // A window's outer nodes may fall past the compiled years.
            return compiled.value(at: tt) { SunEphemeris.cirs(tt: $0) ?? SolarTrack.preciseCIRS(tt: $0) }
        }
        if let longRun {
            return composed.value(at: tt) { longRun.cirs(tt: $0) }
        }
        let h = SolarTrack.shortSpacing
        let i = Int((tt / h).rounded(.down))
        let v = tt / h - Double(i)
        if i != windowStart || pair == nil {
            let node = { (j: Int) in self.precise.value(j) { PreciseNode(tt: Double($0) * h) } }
            pair = (node(i), node(i + 1))
            middle = PrecessionNutation(tt: (Double(i) + 0.5) * h).toCIRS()
            windowStart = i
        }
        let (a, b) = pair ?? (PreciseNode(tt: Double(i) * h), PreciseNode(tt: Double(i + 1) * h))
        // Cubic Hermite basis on [0, 1]; the rates are per day, so scaled by the spacing.
        let v2 = v * v, v3 = v2 * v
        let h00 = 2 * v3 - 3 * v2 + 1, h10 = (v3 - 2 * v2 + v) * h
        let h01 = -2 * v3 + 3 * v2, h11 = (v3 - v2) * h
        let geometric = h00 * a.position + h10 * a.rate + h01 * b.position + h11 * b.rate
        let velocity = (1 - v) * a.earthVelocity + v * b.earthVelocity
        let apparent = ApparentSun.aberrated(geometric, earthVelocity: velocity)
        return Matrix3.quadratic(a.toCIRS, middle, b.toCIRS, v).apply(apparent)
    }

    /// Days between a short run's precise places. Two days keep the Hermite
    /// cubic under 0.001″ and let a one-shot line (yesterday and today) pay
    /// for two or three places instead of four or five.
    static let shortSpacing = 2.0

    /// The precise apparent geocentric Sun, CIRS, AU, with no interpolation.
    package static func preciseCIRS(tt: Double) -> Vector3 {
        PrecessionNutation(tt: tt).toCIRS().apply(ApparentSun.position(tt: tt))
    }

    /// What a short run keeps per day: the geometric place and its rate, the
    /// Earth's velocity for aberration, and the GCRS → CIRS matrix.
    private struct PreciseNode {
        let position: Vector3
        let rate: Vector3
        let earthVelocity: Vector3
        let toCIRS: Matrix3

        init(tt: Double) {
            let sun = GeometricSun(tt: tt)
            position = sun.position
            rate = sun.rate
            earthVelocity = sun.earthVelocity
            toCIRS = PrecessionNutation(tt: tt).toCIRS()
        }
    }
}
