import SolarAstronomy

/// Moonrise and moonset on one local calendar day.
///
/// The day is [start, end), the local date's midnights, which the caller
/// takes from its zone. Moonrise is the first time in it that the upper
/// limb comes up over the refracted horizon (`MoonHorizon`, lowered by the
/// dip from the coordinates' elevation, as for the Sun), moonset the
/// first time it goes down. The Moon rises about 50 minutes later each day,
/// so about one day a month has no moonrise and one no moonset; near the
/// polar circles some have neither. Those are nil, never an error.
public struct MoonriseMoonset: Sendable, Equatable {
    public let rise: Instant?
    public let set: Instant?
    /// Whether the upper limb is above the horizon at the day's start.
    public let upAtStart: Bool

    /// Samples every 20 minutes bracket each crossing, which the Illinois
    /// method then refines to 0.01 s. A grazing Moon that comes up and goes
    /// down again between two samples is caught by locating the extremum
    /// of any sample near the horizon.
    public init(at coordinates: Coordinates, from start: Instant, to end: Instant) {
        let sky = MoonSky(observer: Observer(coordinates), from: start, to: end)
        let f = { (t: Double) in sky.limbAboveHorizon(ut: t) }
        let count = max(2, Int(((end.ut - start.ut) / MoonriseMoonset.step).rounded(.up)))
        var t: [Double] = [], v: [Double] = []
        t.reserveCapacity(count + 4)
        v.reserveCapacity(count + 4)
        for i in 0...count {
            let x = start.ut + (end.ut - start.ut) * Double(i) / Double(count)
            let y = f(x)
            // A turn near the horizon between the last samples: add the extremum.
            if t.count >= 2, (v[v.count - 1] - v[v.count - 2]) * (y - v[v.count - 1]) < 0,
               abs(v[v.count - 1]) < MoonriseMoonset.grazing {
                let m = MoonriseMoonset.extremum(f, t[t.count - 2], x, maximum: y < v[v.count - 1])
                if m > t[t.count - 1] { t.append(m); v.append(f(m)) }
                else { t.insert(m, at: t.count - 1); v.insert(f(m), at: v.count - 1) }
            }
            t.append(x)
            v.append(y)
        }
        var rise: Instant?, set: Instant?
        for i in 0..<(t.count - 1) where (v[i] > 0) != (v[i + 1] > 0) {
            let up = v[i + 1] > 0
            if up ? rise != nil : set != nil { continue }
            let root = refineRoot(f, t[i], v[i], t[i + 1], v[i + 1], tolerance: 1e-7)
            if up { rise = Instant(ut: root) } else { set = Instant(ut: root) }
        }
        self.rise = rise
        self.set = set
        upAtStart = v[0] > 0
    }

    static let step = 1.0 / 72
    /// Within 0.3° of the horizon a turning Moon can dip through it and back
    /// within one step (within 20 minutes of a turn it moves by under 0.2°).
    /// (In the sines `MoonSky.limbAboveHorizon` gives, which near the
    /// horizon are the angle in radians.)
    static let grazing = 0.3 * Double.pi / 180

    /// The extremum of `f` on [a, b] by golden-section search, to 0.1 s.
    static func extremum(_ f: (Double) -> Double, _ a0: Double, _ b0: Double, maximum: Bool) -> Double {
        let g = (5.0.squareRoot() - 1) / 2
        let s = maximum ? 1.0 : -1.0
        var a = a0, b = b0
        var c = b - g * (b - a), d = a + g * (b - a)
        var fc = s * f(c), fd = s * f(d)
        while b - a > 1e-6 {
            if fc > fd {
                b = d; d = c; fd = fc
                c = b - g * (b - a); fc = s * f(c)
            } else {
                a = c; c = d; fc = fd
                d = a + g * (b - a); fd = s * f(d)
            }
        }
        return (a + b) / 2
    }
}
