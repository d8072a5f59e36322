@testable import SolarAstronomy
import XCTest

/// Outside the compiled ephemeris's years the track interpolates between
/// precise nodes; that must not cost accuracy either: between nodes it stays
/// within a few thousandths of an arcsecond of the precise place.
final class SolarTrackTests: XCTestCase {
    /// Short runs: cubic Hermite on precise nodes (the blend of the CIRS
    /// matrix dominates); long runs: cubic on composed daily places; both
    /// outside the compiled years (after 2101).
    func testInterpolationAgreesWithThePrecisePlace() {
        for (days, limit) in [(4, 0.005), (1000, 0.005)] {
            interpolationError(SolarTrack(days: days), from: 37_000, limit: limit)
        }
    }

    /// Within the compiled years: a cubic on compiled places every half day.
    func testCompiledPlacesAgreeWithThePrecisePlace() {
        interpolationError(SolarTrack(), from: -36_000, limit: 0.001)
        interpolationError(SolarTrack(), from: 9_000, limit: 0.001)
    }

    func interpolationError(_ track: SolarTrack, from start: Double, limit: Double) {
        var worst = 0.0
        // 1000 instants over 40 years, none on a node, and all on one side of 2101.
        for i in 0..<1000 {
            let tt = start + Double(i) * 14.6 + 0.137 * Double(i % 7)
            XCTAssertEqual(SunEphemeris.cirs(tt: tt) == nil, start > 36_889.5)
            let a = track.cirs(tt: tt), b = SolarTrack.preciseCIRS(tt: tt)
            let angle = (a.unit - b.unit).length * 206_264.806
            worst = max(worst, angle)
        }
        print("track interpolation error from day \(Int(start)): max \(worst)″")
        XCTAssertLessThan(worst, limit)
    }

    func testPreciseEvaluationsAreOnePerDay() {
        let finder = SolarDayFinder(coordinates: Coordinates(latitude: 48.85, longitude: 2.35)!)
        var t = Instant(ut: 40_000)  // 2109: no compiled ephemeris
        for _ in 0..<30 {
            let day = finder.day(transitFrom: t, to: t.adding(days: 1), altitudes: [.sunriseSunset])
            XCTAssertNotNil(day)
            t = t.adding(days: 1)
        }
        // One node a day, plus the half-days at each end.
        XCTAssertLessThanOrEqual(finder.sky.track.preciseEvaluations, 32)
    }
}

/// The long-run composition against the direct precise place.
final class LongRunSunPlaceTests: XCTestCase {
    func testCompositionAgreesWithThePrecisePlace() {
        for start in [-36_500.0, 9_000, 36_000, -300_000, 300_000] {
            let place = LongRunSunPlace()
            var worst = 0.0, worstLength = 0.0
            for i in 0..<400 {
                let tt = start + Double(i) * 9.13 + 0.31
                let a = place.cirs(tt: tt), b = SolarTrack.preciseCIRS(tt: tt)
                worst = max(worst, (a.unit - b.unit).length * 206_264.806)
                worstLength = max(worstLength, abs(a.length - b.length) * 1.496e8)
            }
            print("long-run composition error from day \(Int(start)): max \(worst)″, \(worstLength) km")
            XCTAssertLessThan(worst, 0.01)
            XCTAssertLessThan(worstLength, 10)
        }
    }
}
