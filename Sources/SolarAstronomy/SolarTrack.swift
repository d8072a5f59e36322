/// The Sun's apparent geocentric place in the CIRS over a run of days.
///
/// A precise place (eraEpv00, precession–nutation, aberration) costs about
/// 35 µs, and a table of sunrises needs thousands of places a year. The
/// place is smooth over days: its fastest terms are the Earth's monthly
/// swing about the Earth–Moon barycentre (6.4″, 29.5 d) and the fortnightly
/// nutation (0.2″, 13.7 d). So it is computed precisely at daily nodes
/// (0h TT) and a 4-point Lagrange cubic fills in between; the cubic's error
/// bound, f⁗·h⁴·(9/16)/24, is under 0.001″ for every such term.
/// For runs longer than a few weeks the nodes themselves come from
/// `LongRunSunPlace`, which samples the costly parts sparsely.
/// A track is meant for one computation; it is not thread-safe.
public final class SolarTrack {
    private var nodes = NodeStore<Vector3>()
    private let longRun: LongRunSunPlace?
    private var windowStart = Int.min
    private var window = (Vector3(0, 0, 0), Vector3(0, 0, 0), Vector3(0, 0, 0), Vector3(0, 0, 0))

    /// `days`: about how many days will be asked for; past 40 the
    /// long-run composition is cheaper than a precise place per day.
    public init(days: Int = 4) {
        longRun = days > 40 ? LongRunSunPlace() : nil
    }

    /// The apparent geocentric Sun, CIRS, AU. `tt`: days since J2000.0 TT.
    func cirs(tt: Double) -> Vector3 {
        let k = Int(tt.rounded(.down))
        if k != windowStart {
            window = (node(k - 1), node(k), node(k + 1), node(k + 2))
            windowStart = k
        }
        let u = tt - Double(k)
        let wm1 = -u * (u - 1) * (u - 2) / 6
        let w0 = (u + 1) * (u - 1) * (u - 2) / 2
        let w1 = -(u + 1) * u * (u - 2) / 2
        let w2 = (u + 1) * u * (u - 1) / 6
        return wm1 * window.0 + w0 * window.1 + w1 * window.2 + w2 * window.3
    }

    /// How many costly evaluations this track has made (for benchmarks).
    public var preciseEvaluations: Int { longRun?.evaluations ?? nodes.count }

    private func node(_ k: Int) -> Vector3 {
        let longRun = self.longRun
        return nodes.value(k) { longRun?.cirs(tt: Double($0)) ?? SolarTrack.preciseCIRS(tt: Double($0)) }
    }

    /// The precise apparent geocentric Sun, CIRS, AU, with no interpolation.
    static func preciseCIRS(tt: Double) -> Vector3 {
        PrecessionNutation(tt: tt).toCIRS().apply(ApparentSun.position(tt: tt))
    }
}
