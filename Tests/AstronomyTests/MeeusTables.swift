/// Meeus's tables of the principal phases' periodic terms (ch. 49, new and
/// full moon, the quarters) and of the planetary arguments A1–A14, as the
/// book prints them: the reference `PeriodicTerms` and
/// `PhasePrediction.planetaryTerms`, which write them out for speed, are
/// held to (PhasePredictionTests).
enum MeeusTables {
    /// One periodic term: coefficient (days) × E^e × sin(m·M + mp·M′ + f·F).
    struct Term {
        let coefficient: Double
        let e: Int
        let m: Int, mp: Int, f: Int
        init(_ coefficient: Double, _ e: Int, _ m: Int, _ mp: Int, _ f: Int) {
            self.coefficient = coefficient
            self.e = e
            self.m = m
            self.mp = mp
            self.f = f
        }
    }

    /// The terms after the first fourteen are the same at new and full moon.
    static let commonTail: [Term] = [
        Term(-0.000_07, 0, 2, 1, 0), Term(0.000_04, 0, 0, 2, -2), Term(0.000_04, 0, 3, 0, 0),
        Term(0.000_03, 0, 1, 1, -2), Term(0.000_03, 0, 0, 2, 2), Term(-0.000_03, 0, 1, 1, 2),
        Term(0.000_03, 0, -1, 1, 2), Term(-0.000_02, 0, -1, 1, -2), Term(-0.000_02, 0, 1, 3, 0),
        Term(0.000_02, 0, 0, 4, 0),
    ]

    static let newMoonTerms: [Term] = [
        Term(-0.407_20, 0, 0, 1, 0), Term(0.172_41, 1, 1, 0, 0), Term(0.016_08, 0, 0, 2, 0),
        Term(0.010_39, 0, 0, 0, 2), Term(0.007_39, 1, -1, 1, 0), Term(-0.005_14, 1, 1, 1, 0),
        Term(0.002_08, 2, 2, 0, 0), Term(-0.001_11, 0, 0, 1, -2), Term(-0.000_57, 0, 0, 1, 2),
        Term(0.000_56, 1, 1, 2, 0), Term(-0.000_42, 0, 0, 3, 0), Term(0.000_42, 1, 1, 0, 2),
        Term(0.000_38, 1, 1, 0, -2), Term(-0.000_24, 1, -1, 2, 0),
    ] + commonTail

    static let fullMoonTerms: [Term] = [
        Term(-0.406_14, 0, 0, 1, 0), Term(0.173_02, 1, 1, 0, 0), Term(0.016_14, 0, 0, 2, 0),
        Term(0.010_43, 0, 0, 0, 2), Term(0.007_34, 1, -1, 1, 0), Term(-0.005_15, 1, 1, 1, 0),
        Term(0.002_09, 2, 2, 0, 0), Term(-0.001_11, 0, 0, 1, -2), Term(-0.000_57, 0, 0, 1, 2),
        Term(0.000_56, 1, 1, 2, 0), Term(-0.000_42, 0, 0, 3, 0), Term(0.000_42, 1, 1, 0, 2),
        Term(0.000_38, 1, 1, 0, -2), Term(-0.000_24, 1, -1, 2, 0),
    ] + commonTail

    static let quarterTerms: [Term] = [
        Term(-0.628_01, 0, 0, 1, 0), Term(0.171_72, 1, 1, 0, 0), Term(-0.011_83, 1, 1, 1, 0),
        Term(0.008_62, 0, 0, 2, 0), Term(0.008_04, 0, 0, 0, 2), Term(0.004_54, 1, -1, 1, 0),
        Term(0.002_04, 2, 2, 0, 0), Term(-0.001_80, 0, 0, 1, -2), Term(-0.000_70, 0, 0, 1, 2),
        Term(-0.000_40, 0, 0, 3, 0), Term(-0.000_34, 1, -1, 2, 0), Term(0.000_32, 1, 1, 0, 2),
        Term(0.000_32, 1, 1, 0, -2), Term(-0.000_28, 2, 2, 1, 0), Term(0.000_27, 1, 1, 2, 0),
        Term(-0.000_05, 0, -1, 1, -2), Term(0.000_04, 0, 0, 2, 2), Term(-0.000_04, 0, 1, 1, 2),
        Term(0.000_04, 0, -2, 1, 0), Term(0.000_03, 0, 1, 1, -2), Term(0.000_03, 0, 3, 0, 0),
        Term(0.000_02, 0, 0, 2, -2), Term(0.000_02, 0, -1, 1, 2), Term(-0.000_02, 0, 1, 3, 0),
    ]

    /// A1–A14: constant and rate per lunation (degrees), coefficient (days).
    static let planetary: [(constant: Double, rate: Double, coefficient: Double)] = [
        (299.77, 0.107_408, 0.000_325), (251.88, 0.016_321, 0.000_165), (251.83, 26.651_886, 0.000_164),
        (349.42, 36.412_478, 0.000_126), (84.66, 18.206_239, 0.000_110), (141.74, 53.303_771, 0.000_062),
        (207.14, 2.453_732, 0.000_060), (154.84, 7.306_860, 0.000_056), (34.52, 27.261_239, 0.000_047),
        (207.19, 0.121_824, 0.000_042), (291.34, 1.844_379, 0.000_040), (161.72, 24.198_154, 0.000_037),
        (239.56, 25.513_099, 0.000_035), (331.55, 3.592_518, 0.000_023),
    ]
}
