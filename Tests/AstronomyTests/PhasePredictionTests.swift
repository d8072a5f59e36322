import Glibc
@testable import LunarAstronomy
import XCTest

/// `PeriodicTerms` writes Meeus's tables out term by term for speed: it must
/// give the very bits the tables give (summed as the loop over them did),
/// and agree with the direct formula, E^e × c × sin(aM + bM′ + cF), to far
/// under a microsecond.
final class PhasePredictionTests: XCTestCase {
    /// The tables' sum as the loop over them computed it: powers of e^{iX}
    /// built one from the other, each term the product's imaginary part.
    private func tableSum(_ terms: [MeeusTables.Term], _ p: PeriodicTerms, m: Double, mp: Double, f: Double, e: Double)
        -> Double
    {
        func powers(_ x: Double) -> [(Double, Double)] {
            var z = [(Double, Double)](repeating: (1, 0), count: 9)
            let c = cos(x), s = sin(x)
            for n in 1...4 {
                let (re, im) = z[3 + n]
                z[4 + n] = (re * c - im * s, re * s + im * c)
                z[4 - n] = (z[4 + n].0, -z[4 + n].1)
            }
            return z
        }
        let zm = powers(m), zmp = powers(mp), zf = powers(f)
        var sum = 0.0
        for t in terms {
            let x = zm[4 + t.m], y = zmp[4 + t.mp], w = zf[4 + t.f]
            let r = x.0 * y.0 - x.1 * y.1, i = x.0 * y.1 + x.1 * y.0
            let factor = t.e == 0 ? 1 : t.e == 1 ? e : e * e
            sum += t.coefficient * factor * (r * w.1 + i * w.0)
        }
        return sum
    }

    /// The direct formula, with libm's sine of each whole argument.
    private func directSum(_ terms: [MeeusTables.Term], m: Double, mp: Double, f: Double, e: Double) -> Double {
        terms.reduce(0) { sum, t in
            sum + t.coefficient * pow(e, Double(t.e)) * sin(Double(t.m) * m + Double(t.mp) * mp + Double(t.f) * f)
        }
    }

    func testWrittenOutTermsAreTheTablesBitForBit() {
        // Arguments as `tt` reduces them, over every quarter lunation of 1000–3000.
        var worst = 0.0
        for q in stride(from: -4 * 12_400, through: 4 * 12_400, by: 1) {
            let k = Double(q) / 4
            let m = PhasePrediction.radians(2.5534 + 29.105_356_70 * k)
            let mp = PhasePrediction.radians(201.5643 + 385.816_935_28 * k)
            let f = PhasePrediction.radians(160.7108 + 390.670_502_84 * k)
            let e = 1 - 0.002_516 * k / 1236.85
            let p = PeriodicTerms(m: m, mp: mp, f: f, e: e)
            let new = p.newOrFull(0, newMoonTerms: true), full = p.newOrFull(0, newMoonTerms: false)
            let quarter = p.quarter(0)
            XCTAssertEqual(new.bitPattern, tableSum(MeeusTables.newMoonTerms, p, m: m, mp: mp, f: f, e: e).bitPattern, "k \(k)")
            XCTAssertEqual(full.bitPattern, tableSum(MeeusTables.fullMoonTerms, p, m: m, mp: mp, f: f, e: e).bitPattern, "k \(k)")
            XCTAssertEqual(quarter.bitPattern, tableSum(MeeusTables.quarterTerms, p, m: m, mp: mp, f: f, e: e).bitPattern, "k \(k)")
            // W from the direct cosines.
            let w = 0.003_06 - 0.000_38 * e * cos(m) + 0.000_26 * cos(mp) - 0.000_02 * cos(mp - m)
                + 0.000_02 * cos(m + mp) + 0.000_02 * cos(2 * f)
            worst = max(worst, abs(p.w - w))
            worst = max(worst, abs(new - directSum(MeeusTables.newMoonTerms, m: m, mp: mp, f: f, e: e)))
            worst = max(worst, abs(quarter - directSum(MeeusTables.quarterTerms, m: m, mp: mp, f: f, e: e)))
        }
        // Days: 1e-11 is a microsecond.
        XCTAssertLessThan(worst * 86_400, 1e-6)
    }

    /// The planetary terms written out against the loop over their table,
    /// bit for bit, over every quarter lunation of 1000–3000.
    func testWrittenOutPlanetaryTermsAreTheTableBitForBit() {
        for q in stride(from: -4 * 12_400, through: 4 * 12_400, by: 1) {
            let k = Double(q) / 4, t = k / 1236.85, t2 = t * t
            var sum = 0.000_1
            for (i, a) in MeeusTables.planetary.enumerated() {
                let rate = i == 0 ? -0.009_173 * t2 : 0
                sum += a.coefficient * PhasePrediction.smallSine(PhasePrediction.radians(a.constant + a.rate * k + rate))
            }
            XCTAssertEqual(PhasePrediction.planetaryTerms(0.000_1, k: k, t2: t2).bitPattern, sum.bitPattern, "k \(k)")
        }
    }

    /// sincos gives the bits of sin and cos (glibc's promise, checked here
    /// over the arguments the phases use, [0, 2π)).
    func testTurnIsCosineAndSine() {
        var x = 0.0
        while x < 2 * .pi {
            let z = Turn(x)
            XCTAssertEqual(z.c.bitPattern, cos(x).bitPattern, "\(x)")
            XCTAssertEqual(z.s.bitPattern, sin(x).bitPattern, "\(x)")
            x += 0.000_123_456_7
        }
    }
}
