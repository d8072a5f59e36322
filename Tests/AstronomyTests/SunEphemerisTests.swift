@testable import SolarAstronomy
import XCTest

/// The compiled ephemeris must be the precise path in all but cost: within
/// 0.001″ of it everywhere in its years, and absent outside them. (The JPL
/// comparisons in SunEventsTests and SeasonsTests run through it too.)
final class SunEphemerisTests: XCTestCase {
    /// 2000 instants spread over 1900–2100, none on a Chebyshev node.
    private let instants: [Double] = (0..<2000).map { (i: Int) -> Double in
        -36_524.0 + Double(i) * 36.52 + 0.0173 * Double(i % 11)
    }

    func testPlaceAgreesWithThePrecisePath() throws {
        var worst = 0.0
        for tt in instants {
            let compiled = try XCTUnwrap(SunEphemeris.cirs(tt: tt)), precise = SolarTrack.preciseCIRS(tt: tt)
            worst = max(worst, (compiled.unit - precise.unit).length * 206_264.806)
            // The length serves only parallax (8.8″ per AU): kilometres are plenty.
            XCTAssertEqual(compiled.length, precise.length, accuracy: 1e-8)
        }
        print("compiled ephemeris, place: max \(worst)″ from the precise path")
        XCTAssertLessThan(worst, 0.001)
    }

    func testLongitudeAndRateAgreeWithThePrecisePath() throws {
        var worst = 0.0, worstRate = 0.0
        for tt in instants {
            let compiled: (Double, Double) = try XCTUnwrap(SunEphemeris.apparentLongitude(tt: tt))
            let (lambda, rate) = compiled
            let (precise, preciseRate): (Double, Double) = Seasons.preciseApparentLongitude(tt: tt)
            worst = max(worst, abs(wrapPi(lambda - precise)) * 206_264.806)
            worstRate = max(worstRate, abs(rate / preciseRate - 1))
            XCTAssert(lambda > -Double.pi && lambda <= Double.pi)
        }
        print("compiled ephemeris, longitude: max \(worst)″; rate: max relative \(worstRate)")
        XCTAssertLessThan(worst, 0.001)
        // The precise rate leaves out nutation's rate: 1e-4 relative is 0.1 s in a Newton step.
        XCTAssertLessThan(worstRate, 1e-4)
    }

    func testNothingOutsideItsYears() {
        let (start, end) = SunEphemeris.span
        XCTAssertLessThanOrEqual(start, -36_524.5)  // 1900-01-01
        XCTAssertGreaterThanOrEqual(end, 36_890.5)  // 2101-01-01
        for tt in [start - 0.001, end, end + 1, -.infinity, .infinity, .nan] {
            XCTAssertNil(SunEphemeris.cirs(tt: tt))
            XCTAssertNil(SunEphemeris.apparentLongitude(tt: tt))
        }
    }
}

/// The Earth Rotation Angle's own cosine and sine against libm's.
final class EarthRotationTests: XCTestCase {
    func testCosineAndSineAgreeWithLibm() {
        var worst = 0.0
        for i in 0..<200_000 {
            let ut = -400_000 + Double(i) * 4.000_173  // every phase, 1000–3000
            let era = 2 * Double.pi * SunSky.earthRotationTurns(ut: ut)
            let (c, s) = SunSky.earthRotation(ut: ut)
            worst = max(worst, abs(c - cos(era)), abs(s - sin(era)))
        }
        XCTAssertLessThan(worst, 1e-15)
    }
}
