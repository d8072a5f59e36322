import Glibc

/// Finds solar days and their rise, set and twilight instants at one place.
///
/// Each event is found by bracketing a sign change of altitude minus the
/// threshold, then refined to under a millisecond; the hour-angle formula
/// alone fails for grazing events near the polar circles. Within each half
/// of the solar day the altitude is monotonic except close to its ends,
/// where the Sun's drift in declination can move an extremum just past a
/// culmination; where a threshold lies that close to the end's altitude,
/// the extremum is located and becomes a bracket end too. So no crossing is
/// missed, and polar days and nights fall out as values.
public struct SolarDayFinder {
    let sky: SunSky
    /// Whether each day keeps every crossing, not only its columns: what a
    /// line needs to tell whether the Sun is up now and when it next rises
    /// or sets. A table does not, and is spared the arrays.
    public var keepsEveryCrossing = false

    /// One rotation of the hour angle per solar day, radians per day.
    private static let hourAngleRate = 2 * Double.pi
    /// Refinement tolerance: 1e-8 day is 0.9 ms.
    private static let tolerance = 1e-8
    /// A crossing's refinement stops once the error left after a Newton
    /// step is estimated under 1e-8 day (0.9 ms). The slope is the rotation's
    /// alone, so the steps shrink by a steady factor k (0.3 % where the Sun
    /// rises steeply) and what is left is about k·step = step²/previous step:
    /// from the hour-angle guess that is two samples, where a bound on the
    /// step alone takes three.
    private static let crossingTolerance = tolerance
    /// How close (in sin altitude) a threshold must come to a culmination's
    /// altitude before the nearby extremum matters. The extremum differs from
    /// the culmination by under 1e-4 even 0.5° from a pole; this is ten times that.
    private static let extremumMargin = 1e-3

    public init(coordinates: Coordinates, track: SolarTrack = SolarTrack()) {
        sky = SunSky(observer: Observer(coordinates), track: track)
    }

    /// The solar day whose transit falls in [from, to) (a local date's bounds),
    /// with the crossings of each of `altitudes`. Nil when no transit falls
    /// in the interval: solar days run 24 h ± 30 s, so where noon lies near
    /// local midnight a date now and then has none (and its neighbour two).
    /// `previous`, the day before, saves finding the lower culmination they share.
    public func day(transitFrom from: Instant, to: Instant, altitudes: [SunAltitude], previous: SolarDay? = nil) -> SolarDay? {
        let sky = self.sky.withDeltaTFixed(at: from.ut)
        var transit = -Double.infinity
        if let previous, previous.transit.ut + 1 >= from.ut - 0.1, previous.transit.ut + 1 < to.ut + 0.1 {
            transit = Self.culmination(sky, near: previous.transit.ut + 1, hourAngle: 0)
        }
        if !(transit >= from.ut && transit < to.ut) {
            transit = Self.culmination(sky, after: from.ut)
        }
        guard transit < to.ut else { return nil }
        return day(sky, transit: transit, altitudes: altitudes, previous: previous)
    }

    /// The solar day whose transit is nearest `t`.
    public func day(transitNear t: Instant, altitudes: [SunAltitude]) -> SolarDay {
        let sky = self.sky.withDeltaTFixed(at: t.ut)
        return day(sky, transit: Self.culmination(sky, near: t.ut, hourAngle: 0), altitudes: altitudes, previous: nil)
    }

    private func day(_ sky: SunSky, transit: Double, altitudes: [SunAltitude], previous: SolarDay?) -> SolarDay {
        let start: Double
        if let previous, abs(previous.end.ut - (transit - 0.5)) < 0.1 {
            start = previous.end.ut
        } else {
            start = Self.culmination(sky, near: transit - 0.5, hourAngle: .pi)
        }
        let end = Self.culmination(sky, near: transit + 0.5, hourAngle: .pi)
        let sines = sky.observer.sines(altitudes)
        let f = sky.sinAltitude
        let fTransit = f(transit)
        let rise = Self.monotonicPieces(sky, start, transit, fTransit, increasing: true, sines: sines)
        let fall = Self.monotonicPieces(sky, transit, end, fTransit, increasing: false, sines: sines)
        // The hour-angle formula's guesses (Meeus 15.1) start each refinement.
        let phi = sky.observer.coordinates.latitude * .pi / 180
        let d = sky.direction(ut: transit)
        let sinDec = d.z, cosDec = (1 - d.z * d.z).squareRoot()
        var crossings: [SolarDay.Crossings] = []
        crossings.reserveCapacity(sines.count)
        for s in sines {
            let cosH = (s - sin(phi) * sinDec) / (cos(phi) * cosDec)
            let halfArc = cosH.magnitude <= 1 ? acos(cosH) / SunSky.rotationRate : nil
            var c = SolarDay.Crossings()
            c.aboveAtStart = rise[0].f > s
            var above = c.aboveAtStart, last = start
            // Every sign change of the day, in time order: the first upward one
            // before noon is the sunrise, the last downward one after noon the
            // sunset (SPEC §4); all of them count towards the time above.
            for firstHalf in [true, false] {
                let pieces = firstHalf ? rise : fall
                for i in 0..<(pieces.count - 1) where (pieces[i].f > s) != (pieces[i + 1].f > s) {
                    let up = pieces[i + 1].f > s
                    let guess = up == firstHalf ? halfArc.map { transit + (firstHalf ? -$0 : $0) } : nil
                    let t = Self.crossing(sky, s, pieces[i], pieces[i + 1], guess: guess)
                    c.crosses = true
                    if keepsEveryCrossing { c.every.append(t) }
                    if firstHalf, up, c.rising == nil { c.rising = Instant(ut: t) }
                    if !firstHalf, !up { c.setting = Instant(ut: t) }
                    if above { c.above += (t - last) * 86_400 }
                    above = up
                    last = t
                }
            }
            if above { c.above += (end - last) * 86_400 }
            crossings.append(c)
        }
        return SolarDay(
            transit: Instant(ut: transit),
            transitAltitude: asin(min(1, max(-1, fTransit))) * 180 / .pi,
            start: Instant(ut: start),
            end: Instant(ut: end),
            altitudes: altitudes,
            crossings: crossings
        )
    }

    /// The instant in the bracket [a, b] where sin(altitude) = s: Newton's
    /// method with the rotation-only slope, kept inside the bracket, falling
    /// back to bisection where the slope fails (grazing crossings).
    static func crossing(_ sky: SunSky, _ s: Double, _ a: Point, _ b: Point, guess: Double?) -> Double {
        var lo = a.t, hi = b.t
        let loNegative = a.f - s <= 0
        var t = guess.flatMap { $0 > lo && $0 < hi ? $0 : nil } ?? (a.t * (b.f - s) - b.t * (a.f - s)) / (b.f - a.f)
        if !(t > lo && t < hi) { t = (lo + hi) / 2 }
        var previousStep = Double.nan
        for _ in 0..<60 {
            let (v, rate) = sky.sinAltitudeAndRate(ut: t)
            let g = v - s
            if (g <= 0) == loNegative { lo = t } else { hi = t }
            var next = t - g / rate
            let bisected = !(next > lo && next < hi)
            if bisected { next = (lo + hi) / 2 }
            let step = abs(next - t)
            // (Comparisons with NaN are false: the first step, and any after
            // a bisection, whose size says nothing of Newton's convergence.)
            if step < tolerance || hi - lo < tolerance || step * step < crossingTolerance * previousStep { return next }
            previousStep = bisected ? .nan : step
            t = next
        }
        return t
    }

    /// The first upper culmination at or after `t`.
    static func culmination(_ sky: SunSky, after t: Double) -> Double {
        var step = wrapPi(-sky.hourAngle(ut: t))
        if step < 0 { step += 2 * .pi }
        return culmination(sky, near: t + step / hourAngleRate, hourAngle: 0)
    }

    /// The instant nearest `t` when the hour angle equals `hourAngle`
    /// (Newton's method; the hour angle turns at nearly 2π a day).
    /// The mean rate is off by the equation of time's drift (under 0.04 %),
    /// so steps shrink by that factor and, as for crossings, step²/previous
    /// step estimates what is left.
    static func culmination(_ sky: SunSky, near t: Double, hourAngle: Double) -> Double {
        var x = t, previousStep = Double.nan
        for _ in 0..<8 {
            let dx = wrapPi(hourAngle - sky.hourAngle(ut: x)) / hourAngleRate
            x += dx
            let step = abs(dx)
            if step < tolerance / 10 || step * step < tolerance / 10 * previousStep { break }
            previousStep = step
        }
        return x
    }

    /// A sample of sin(altitude) at an instant.
    struct Point {
        let t: Double
        let f: Double
    }

    /// Points, in time order, kept as (t, f) pairs in one array of `Double`:
    /// an array of `Point` would cost a one-shot line its own runtime
    /// metadata. Room for four is made at once (the two ends and up to two
    /// extrema), so a day's pieces cost one allocation.
    struct Pieces {
        private var values: [Double] = []
        init() { values.reserveCapacity(8) }
        var count: Int { values.count / 2 }
        subscript(i: Int) -> Point { Point(t: values[2 * i], f: values[2 * i + 1]) }

        mutating func append(_ t: Double, _ f: Double) {
            values.append(t)
            values.append(f)
        }
    }

    /// Points (time, sin altitude) that cut [a, b] into pieces on which the
    /// altitude is monotonic: the ends, plus any extremum that the Sun's
    /// drift in declination has pushed inside the half day, where a
    /// threshold comes close enough for it to matter.
    private static func monotonicPieces(_ sky: SunSky, _ a: Double, _ b: Double, _ fTransit: Double, increasing: Bool, sines: [Double]) -> Pieces {
        let f = sky.sinAltitude
        let fa = increasing ? f(a) : fTransit
        let fb = increasing ? fTransit : f(b)
        var points = Pieces()
        let near = { (v: Double) in sines.contains { abs($0 - v) < extremumMargin } }
        guard near(fa) || near(fb) else {
            points.append(a, fa)
            points.append(b, fb)
            return points
        }
        let mid = (a + b) / 2
        let slope = { (t: Double) in sky.sinAltitude(ut: t + 1e-5) - sky.sinAltitude(ut: t - 1e-5) }
        let up = { (t: Double) in slope(t) > 0 }
        guard up(mid) == increasing else {
            // Only within a few metres of a pole does the daily motion fail to
            // dominate mid-way: scan densely and take the samples as pieces.
            for i in 0...48 {
                let t = a + (b - a) * Double(i) / 48
                points.append(t, f(t))
            }
            return points
        }
        points.append(a, fa)
        // An extremum is where the slope (a central difference over 1.7 s,
        // which keeps the Sun's own motion) changes sign.
        for half in 0..<2 where near(half == 0 ? fa : fb) {
            let (lo, hi) = half == 0 ? (a, mid) : (mid, b)
            let (sLo, sHi) = (slope(lo), slope(hi))
            guard (sLo > 0) != (sHi > 0) else { continue }
            let m = refineRoot(slope, lo, sLo, hi, sHi, tolerance: 1e-7)
            points.append(m, f(m))
        }
        points.append(b, fb)
        return points
    }
}
