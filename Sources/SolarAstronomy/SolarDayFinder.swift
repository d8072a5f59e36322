import Glibc

/// Finds solar days and their rise, set and twilight instants at one place.
///
/// Each event is found by bracketing a sign change of altitude minus the
/// threshold, then refined to under a millisecond; the hour-angle formula
/// alone fails for grazing events near the polar circles. Within each half
/// of the solar day the altitude is monotonic except close to its ends,
/// where the Sun's drift in declination can move an extremum just past a
/// culmination; such extrema are located and become bracket ends too, so no
/// crossing is missed and polar days and nights fall out as values.
public struct SolarDayFinder {
    let sky: SunSky

    /// One rotation of the hour angle per solar day, radians per day.
    private static let hourAngleRate = 2 * Double.pi
    /// Refinement tolerance: 1e-8 day is 0.9 ms.
    private static let tolerance = 1e-8

    public init(coordinates: Coordinates, track: SolarTrack = SolarTrack()) {
        sky = SunSky(observer: Observer(coordinates), track: track)
    }

    /// The solar day whose transit falls in [from, to) (a local date's bounds),
    /// with the crossings of each of `altitudes`. Nil only when no transit
    /// falls in the interval, which a civil day of 23 to 25 hours makes
    /// possible only in zones whose noon lies at midnight.
    public func day(transitFrom from: Instant, to: Instant, altitudes: [SunAltitude]) -> SolarDay? {
        let transit = culmination(near: from.ut, hourAngle: 0, forward: true)
        guard transit < to.ut else { return nil }
        let start = culmination(near: transit - 0.5, hourAngle: .pi, forward: false)
        let end = culmination(near: transit + 0.5, hourAngle: .pi, forward: false)
        let f = sky.sinAltitude
        let rise = monotonicPieces(start, transit, increasing: true)
        let fall = monotonicPieces(transit, end, increasing: false)
        var crossings: [SunAltitude: SolarDay.Crossings] = [:]
        for altitude in altitudes {
            let s = altitude.sine
            let g = { (t: Double) in f(t) - s }
            var c = SolarDay.Crossings()
            // First upward crossing in the first half.
            for (a, b) in zip(rise, rise.dropFirst()) where a.1 - s <= 0 && b.1 - s > 0 {
                c.rising = Instant(ut: refineRoot(g, a.0, a.1 - s, b.0, b.1 - s, tolerance: Self.tolerance))
                break
            }
            // Last downward crossing in the second half.
            for (a, b) in zip(fall, fall.dropFirst()).reversed() where a.1 - s > 0 && b.1 - s <= 0 {
                c.setting = Instant(ut: refineRoot(g, a.0, a.1 - s, b.0, b.1 - s, tolerance: Self.tolerance))
                break
            }
            crossings[altitude] = c
        }
        let sinTransit = min(1, max(-1, f(transit)))
        return SolarDay(
            transit: Instant(ut: transit),
            transitAltitude: asin(sinTransit) * 180 / .pi,
            start: Instant(ut: start),
            end: Instant(ut: end),
            crossings: crossings
        )
    }

    /// The instant, near `t`, when the hour angle equals `hourAngle`: the
    /// first at or after `t` when `forward`, otherwise the nearest.
    func culmination(near t: Double, hourAngle: Double, forward: Bool) -> Double {
        var x = t
        var step = wrapPi(hourAngle - sky.sample(ut: x).hourAngle)
        if forward && step < 0 { step += 2 * .pi }
        x += step / Self.hourAngleRate
        for _ in 0..<8 {
            let dx = wrapPi(hourAngle - sky.sample(ut: x).hourAngle) / Self.hourAngleRate
            x += dx
            if abs(dx) < 1e-10 { break }
        }
        return x
    }

    /// Points (time, sin altitude) that cut [a, b] into pieces on which the
    /// altitude is monotonic: the ends, plus any extremum that the Sun's
    /// drift in declination has pushed inside the half day.
    private func monotonicPieces(_ a: Double, _ b: Double, increasing: Bool) -> [(Double, Double)] {
        let f = sky.sinAltitude
        let mid = (a + b) / 2
        let up = { (t: Double) in self.slope(t) > 0 }
        guard up(mid) == increasing else {
            // Only within a few metres of a pole does the daily motion fail to
            // dominate mid-way: scan densely and take the samples as pieces.
            return (0...48).map { i in
                let t = a + (b - a) * Double(i) / 48
                return (t, f(t))
            }
        }
        var points = [(a, f(a))]
        if up(a) != increasing {
            let m = extremum(a, mid, risingAtLeft: up(a))
            points.append((m, f(m)))
        }
        if up(b) != increasing {
            let m = extremum(mid, b, risingAtLeft: increasing)
            points.append((m, f(m)))
        }
        points.append((b, f(b)))
        return points
    }

    /// The sign of d(sin altitude)/dt, by a central difference over 1.7 s.
    private func slope(_ t: Double) -> Double {
        let h = 1e-5
        return sky.sinAltitude(ut: t + h) - sky.sinAltitude(ut: t - h)
    }

    /// Bisects for the extremum in [a, b], where the slope changes sign.
    private func extremum(_ a0: Double, _ b0: Double, risingAtLeft: Bool) -> Double {
        var a = a0, b = b0
        while b - a > 1e-7 {
            let m = (a + b) / 2
            if (slope(m) > 0) == risingAtLeft { a = m } else { b = m }
        }
        return (a + b) / 2
    }
}
