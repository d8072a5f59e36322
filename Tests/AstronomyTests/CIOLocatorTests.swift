@testable import SolarAstronomy
import XCTest

/// The Moon's track takes the CIO locator's s + XY/2 from its polynomial
/// alone: held here to the whole series (SOFA eraS06), within what its doc
/// promises, which is under a millisecond of the Earth's rotation.
final class CIOLocatorTests: XCTestCase {
    func testThePolynomialStaysNearTheSeries() {
        let mas = 206_264_806.247_096_36
        var worstModern = 0.0, worstLongRun = 0.0
        for year in stride(from: 1000, through: 3000, by: 3) {
            for day in stride(from: 0.0, to: 365, by: 29) {
                let pn = PrecessionNutation(tt: Double(year - 2000) * 365.25 + day)
                let off = abs(pn.cioLocatorSeries - pn.cioLocatorPolynomial) * mas
                worstLongRun = max(worstLongRun, off)
                if (1900...2100).contains(year) { worstModern = max(worstModern, off) }
            }
        }
        XCTAssertLessThan(worstModern, 2.7, "mas, 1900–2100")
        XCTAssertLessThan(worstLongRun, 80, "mas, 1000–3000")
        XCTAssertGreaterThan(worstModern, 1, "the periodic terms are there: the series was not compared with itself")
    }
}
