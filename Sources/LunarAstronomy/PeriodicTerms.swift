import CERFA
import Glibc

/// Meeus's periodic terms of the principal phases (ch. 49), written out
/// one by one in the order of the book's tables: E^e × coefficient
/// × sin(a·M + b·M′ + c·F), each sine the imaginary part of
/// e^{iaM}·e^{ibM′}·e^{icF}. A phase's 24 terms thus cost three sines and
/// three cosines. The tables, as the book prints them, are the tests'
/// (`MeeusTables`): PhasePredictionTests checks that this gives the same
/// bits as a loop over them, term for term.
///
/// Why written out: with the loop over the tables (indices, bounds and
/// overflow checks, the E factor chosen per term) `PhasePrediction.tt`
/// took 2 330 instructions a phase of its own; written out, 1 250
/// (callgrind, `events --moon --from 1000 --to 3000`: 99 000 phases, the
/// whole run 887 M instructions to 783 M in JSON, 778 M to 674 M in CSV).
struct PeriodicTerms {
    /// e^{iM}, its square and cube; e^{iM′} to the fourth power; e^{2iF}.
    /// (Named values, not arrays: an array a phase is an allocation.)
    let m1: Turn, m2: Turn, m3: Turn
    let mp1: Turn, mp2: Turn, mp3: Turn, mp4: Turn
    let f2: Turn
    let e: Double, e2: Double

    @inline(__always)
    init(m: Double, mp: Double, f: Double, e: Double) {
        // The powers as Meeus's loop made them, each from the one before.
        m1 = Turn(m)
        m2 = m1 * m1
        m3 = m2 * m1
        mp1 = Turn(mp)
        mp2 = mp1 * mp1
        mp3 = mp2 * mp1
        mp4 = mp3 * mp1
        let f1 = Turn(f)
        f2 = f1 * f1
        self.e = e
        e2 = e * e
    }

    /// e^{i(aM + bM′ + cF)} as the products give it: a in −2…3, b in 0…4,
    /// c in −2, 0, 2 (constants, so each switch folds away).
    @inline(__always)
    func turn(_ a: Int, _ b: Int, _ c: Int) -> Turn {
        let x: Turn
        switch a {
        case -2: x = m2.conjugate
        case -1: x = m1.conjugate
        case 1: x = m1
        case 2: x = m2
        case 3: x = m3
        default: x = .one
        }
        let y: Turn
        switch b {
        case 1: y = mp1
        case 2: y = mp2
        case 3: y = mp3
        case 4: y = mp4
        default: y = .one
        }
        let w = c == 0 ? Turn.one : c > 0 ? f2 : f2.conjugate
        return x * y * w
    }

    @inline(__always)
    func sine(_ a: Int, _ b: Int, _ c: Int) -> Double { turn(a, b, c).s }

    @inline(__always)
    func cosine(_ a: Int, _ b: Int, _ c: Int) -> Double { turn(a, b, c).c }

    /// The new moon's or the full moon's terms, added to `sum` in order.
    @inline(__always)
    func newOrFull(_ sum: Double, newMoonTerms new: Bool) -> Double {
        var sum = sum
        sum += (new ? -0.407_20 : -0.406_14) * sine(0, 1, 0)
        sum += (new ? 0.172_41 : 0.173_02) * e * sine(1, 0, 0)
        sum += (new ? 0.016_08 : 0.016_14) * sine(0, 2, 0)
        sum += (new ? 0.010_39 : 0.010_43) * sine(0, 0, 2)
        sum += (new ? 0.007_39 : 0.007_34) * e * sine(-1, 1, 0)
        sum += (new ? -0.005_14 : -0.005_15) * e * sine(1, 1, 0)
        sum += (new ? 0.002_08 : 0.002_09) * e2 * sine(2, 0, 0)
        sum += -0.001_11 * sine(0, 1, -2)
        sum += -0.000_57 * sine(0, 1, 2)
        sum += 0.000_56 * e * sine(1, 2, 0)
        sum += -0.000_42 * sine(0, 3, 0)
        sum += 0.000_42 * e * sine(1, 0, 2)
        sum += 0.000_38 * e * sine(1, 0, -2)
        sum += -0.000_24 * e * sine(-1, 2, 0)
        // The common tail.
        sum += -0.000_07 * sine(2, 1, 0)
        sum += 0.000_04 * sine(0, 2, -2)
        sum += 0.000_04 * sine(3, 0, 0)
        sum += 0.000_03 * sine(1, 1, -2)
        sum += 0.000_03 * sine(0, 2, 2)
        sum += -0.000_03 * sine(1, 1, 2)
        sum += 0.000_03 * sine(-1, 1, 2)
        sum += -0.000_02 * sine(-1, 1, -2)
        sum += -0.000_02 * sine(1, 3, 0)
        sum += 0.000_02 * sine(0, 4, 0)
        return sum
    }

    /// The quarters' terms, added to `sum` in order.
    @inline(__always)
    func quarter(_ sum: Double) -> Double {
        var sum = sum
        sum += -0.628_01 * sine(0, 1, 0)
        sum += 0.171_72 * e * sine(1, 0, 0)
        sum += -0.011_83 * e * sine(1, 1, 0)
        sum += 0.008_62 * sine(0, 2, 0)
        sum += 0.008_04 * sine(0, 0, 2)
        sum += 0.004_54 * e * sine(-1, 1, 0)
        sum += 0.002_04 * e2 * sine(2, 0, 0)
        sum += -0.001_80 * sine(0, 1, -2)
        sum += -0.000_70 * sine(0, 1, 2)
        sum += -0.000_40 * sine(0, 3, 0)
        sum += -0.000_34 * e * sine(-1, 2, 0)
        sum += 0.000_32 * e * sine(1, 0, 2)
        sum += 0.000_32 * e * sine(1, 0, -2)
        sum += -0.000_28 * e2 * sine(2, 1, 0)
        sum += 0.000_27 * e * sine(1, 2, 0)
        sum += -0.000_05 * sine(-1, 1, -2)
        sum += 0.000_04 * sine(0, 2, 2)
        sum += -0.000_04 * sine(1, 1, 2)
        sum += 0.000_04 * sine(-2, 1, 0)
        sum += 0.000_03 * sine(1, 1, -2)
        sum += 0.000_03 * sine(3, 0, 0)
        sum += 0.000_02 * sine(0, 2, -2)
        sum += 0.000_02 * sine(-1, 1, 2)
        sum += -0.000_02 * sine(1, 3, 0)
        return sum
    }

    /// The quarters' correction W, before its sign.
    var w: Double {
        0.003_06 - 0.000_38 * e * cosine(1, 0, 0) + 0.000_26 * cosine(0, 1, 0)
            - 0.000_02 * cosine(-1, 1, 0) + 0.000_02 * cosine(1, 1, 0) + 0.000_02 * cosine(0, 0, 2)
    }
}

extension PhasePrediction {
    /// The planetary arguments A1–A14 and their terms, the same for every
    /// phase, added to `sum` in the order of the book's table, the same
    /// operations (PhasePredictionTests holds it to `MeeusTables.planetary`).
    /// Written out for the reason the periodic terms are: the loop over
    /// the table cost 60 instructions a term, this 48 (16 M fewer over
    /// `events --moon --from 1000 --to 3000`, callgrind).
    @inline(__always)
    static func planetaryTerms(_ sum: Double, k: Double, t2: Double) -> Double {
        var sum = sum
        sum += 0.000_325 * smallSine(radians(299.77 + 0.107_408 * k + -0.009_173 * t2))
        sum += 0.000_165 * smallSine(radians(251.88 + 0.016_321 * k))
        sum += 0.000_164 * smallSine(radians(251.83 + 26.651_886 * k))
        sum += 0.000_126 * smallSine(radians(349.42 + 36.412_478 * k))
        sum += 0.000_110 * smallSine(radians(84.66 + 18.206_239 * k))
        sum += 0.000_062 * smallSine(radians(141.74 + 53.303_771 * k))
        sum += 0.000_060 * smallSine(radians(207.14 + 2.453_732 * k))
        sum += 0.000_056 * smallSine(radians(154.84 + 7.306_860 * k))
        sum += 0.000_047 * smallSine(radians(34.52 + 27.261_239 * k))
        sum += 0.000_042 * smallSine(radians(207.19 + 0.121_824 * k))
        sum += 0.000_040 * smallSine(radians(291.34 + 1.844_379 * k))
        sum += 0.000_037 * smallSine(radians(161.72 + 24.198_154 * k))
        sum += 0.000_035 * smallSine(radians(239.56 + 25.513_099 * k))
        sum += 0.000_023 * smallSine(radians(331.55 + 3.592_518 * k))
        return sum
    }
}

/// e^{ix} as (cos x, sin x).
struct Turn {
    let c: Double, s: Double

    static let one = Turn(c: 1, s: 0)

    @inline(__always)
    init(c: Double, s: Double) {
        self.c = c
        self.s = s
    }

    /// Through glibc's sincos (CERFA's shim): the bits of cos and sin, for
    /// a fifth fewer instructions than the two calls (12 M over `events
    /// --moon --from 1000 --to 3000`, callgrind).
    @inline(__always)
    init(_ x: Double) {
        var c = 0.0, s = 0.0
        sincos(x, &s, &c)
        self.c = c
        self.s = s
    }

    @inline(__always)
    var conjugate: Turn { Turn(c: c, s: -s) }

    /// The complex product: the angle-addition formulas.
    @inline(__always)
    static func * (a: Turn, b: Turn) -> Turn {
        Turn(c: a.c * b.c - a.s * b.s, s: a.c * b.s + a.s * b.c)
    }
}
