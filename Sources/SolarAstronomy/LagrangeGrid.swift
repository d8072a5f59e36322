/// Values sampled on a uniform grid, computed on first use and interpolated
/// with an N-point Lagrange polynomial centred on the interval (Abramowitz &
/// Stegun 25.2.2). Centred use keeps the error constant small: for N = 8 it
/// is 0.0011·h⁸·max|f⁽⁸⁾|, for N = 12 about 5.5e-5·h¹²·max|f⁽¹²⁾|.
/// Up to eight values per node, carried as one SIMD vector.
final class LagrangeGrid {
    let spacing: Double
    let points: Int
    private let sample: (Double) -> SIMD8<Double>
    private var nodes = NodeStore<SIMD8<Double>>()
    /// 1 / Π_{m≠j}(j − m) for each abscissa j of the stencil.
    private let inverseDenominators: [Double]

    /// `sample(t)` gives the values at `t`; nodes lie at multiples of `spacing`.
    init(spacing: Double, points: Int, sample: @escaping (Double) -> SIMD8<Double>) {
        precondition(points >= 2 && points % 2 == 0, "an even number of points centres the interval")
        self.spacing = spacing
        self.points = points
        self.sample = sample
        let first = 1 - points / 2
        inverseDenominators = (first..<(first + points)).map { j in
            1 / (first..<(first + points)).reduce(1.0) { acc, m in m == j ? acc : acc * Double(j - m) }
        }
    }

    var evaluations: Int { nodes.count }

    func callAsFunction(_ t: Double) -> SIMD8<Double> {
        let x = t / spacing
        let i = Int(x.rounded(.down))
        let u = x - Double(i)
        let first = 1 - points / 2
        // Π(u − m) over the whole stencil; each weight divides out its own factor.
        var all = 1.0
        for m in first..<(first + points) { all *= u - Double(m) }
        var result = SIMD8<Double>()
        for n in 0..<points {
            let j = first + n
            let d = u - Double(j)
            // On a node itself its weight is 1 and every other weight is 0 (all = 0).
            let w = d == 0 ? 1 : all / d * inverseDenominators[n]
            let spacing = self.spacing, sample = self.sample
            result += w * nodes.value(i + j) { sample(Double($0) * spacing) }
        }
        return result
    }
}

/// Weights of the 4-point Lagrange cubic through nodes at −1, 0, 1, 2 for
/// u in [0, 1) (Abramowitz & Stegun 25.2.13).
@inline(__always)
func cubicLagrangeWeights(_ u: Double) -> (Double, Double, Double, Double) {
    (-u * (u - 1) * (u - 2) / 6, (u + 1) * (u - 1) * (u - 2) / 2, -(u + 1) * u * (u - 2) / 2, (u + 1) * u * (u - 1) / 6)
}
