@testable import SolarAstronomy
import XCTest

/// The daily-node interpolation must not cost accuracy: between nodes it
/// stays within a thousandth of an arcsecond of the precise place.
final class SolarTrackTests: XCTestCase {
    func testInterpolationAgreesWithThePrecisePlace() {
        let track = SolarTrack()
        var worst = 0.0
        // 1000 instants over 40 years, none on a node.
        for i in 0..<1000 {
            let tt = -7300 + Double(i) * 14.6 + 0.137 * Double(i % 7)
            let a = track.cirs(tt: tt), b = SolarTrack.preciseCIRS(tt: tt)
            let angle = (a.unit - b.unit).length * 206_264.806
            worst = max(worst, angle)
        }
        print("track interpolation error: max \(worst)″")
        XCTAssertLessThan(worst, 0.001)
    }

    func testPreciseEvaluationsAreOnePerDay() {
        let finder = SolarDayFinder(coordinates: Coordinates(latitude: 48.85, longitude: 2.35)!)
        var t = Instant(ut: 9_000)
        for _ in 0..<30 {
            let day = finder.day(transitFrom: t, to: t.adding(days: 1), altitudes: [.sunriseSunset])
            XCTAssertNotNil(day)
            t = t.adding(days: 1)
        }
        // 30 days plus the cubic's two extra nodes at each end, and the two half-days.
        XCTAssertLessThanOrEqual(finder.sky.track.preciseEvaluations, 35)
    }
}
