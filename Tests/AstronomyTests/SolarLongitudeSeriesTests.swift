@testable import SolarAstronomy
import XCTest

/// The fitted series against the precise path it was fitted to (the JPL
/// comparison is SeasonsTests): 0.1″ near 2000, 0.5″ at the ends, and no
/// answer outside 1000–3000.
final class SolarLongitudeSeriesTests: XCTestCase {
    func testLongitudeAgreesWithThePrecisePath() throws {
        var nearNow = 0.0, anywhere = 0.0, worstRate = 0.0
        for i in 0..<3000 {
            let tt = -365_000 + Double(i) * 243.3 + 0.41 * Double(i % 13)
            let (lambda, rate) = try XCTUnwrap(SolarLongitudeSeries.apparentLongitude(tt: tt))
            let (precise, preciseRate) = Seasons.preciseApparentLongitude(tt: tt)
            let error = abs(wrapPi(lambda - precise)) * 206_264.806
            anywhere = max(anywhere, error)
            if abs(tt) < 36_525 { nearNow = max(nearNow, error) }
            worstRate = max(worstRate, abs(rate / preciseRate - 1))
        }
        print("fitted series: max \(nearNow)″ over 1900–2100, \(anywhere)″ over 1000–3000; rate max relative \(worstRate)")
        XCTAssertLessThan(nearNow, 0.1)
        XCTAssertLessThan(anywhere, 0.5)
        XCTAssertLessThan(worstRate, 1e-3)
    }

    func testNothingOutsideItsYears() {
        for tt in [-365_243.0, 365_244, -.infinity, .infinity, .nan] {
            XCTAssertNil(SolarLongitudeSeries.apparentLongitude(tt: tt))
        }
    }
}
