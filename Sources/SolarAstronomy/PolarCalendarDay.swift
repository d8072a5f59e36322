import Glibc

/// Days at and near the poles: the local calendar date, not the solar day.
///
/// Within 0.2° of a pole (22 km) the Sun's daily swing in altitude, about
/// 2·cos φ peak to peak (under 0.4°), is smaller than the change in its
/// declination over one day at the equinoxes (up to 0.4°; Meeus,
/// *Astronomical Algorithms*, ch. 25: dδ/dλ = sin ε cos λ / cos δ, with the
/// Sun's longitude moving about 1° a day). The altitude then need not turn
/// at either culmination, crossings drift away from the half of the solar
/// day that SPEC §4 assigns them, and at ±90° itself the hour angle is only
/// a convention. So there the day of local date D is D itself, midnight to
/// midnight in the display zone:
/// - sunrise (dawns) is the first upward crossing within the date, sunset
///   (dusks) the last downward one, found on the continuous altitude curve;
/// - day length is the time above the threshold within the date (86 400 on
///   a polar day, 0 in a polar night, as everywhere);
/// - solar noon is the Sun's crossing of the meridian of the given
///   longitude within the date (at ±90° the altitude does not depend on
///   it; the meridian is the one the longitude names, as on any other
///   place on it); a date with none takes the crossing nearest its middle.
/// `table`, the line and the snapshot all read these days.
extension SolarDayFinder {
    /// How far from a pole, in degrees of latitude, days become calendar days.
    public static let calendarDayPolarDistance = 0.2

    /// Whether the place is close enough to a pole for calendar days.
    public var usesCalendarDays: Bool {
        90 - abs(sky.observer.coordinates.latitude) < Self.calendarDayPolarDistance
    }

    /// Samples per day: the daily swing's amplitude there is under cos φ ≈
    /// 0.2°, so the altitude's second derivative is under 0.2°·(2π)² ≈ 8° per
    /// day², and between samples half an hour apart (h) a curve can hide a dip
    /// across a threshold only within 8°·h²/8 ≈ 0.0005° of its extremum,
    /// inside the 0.01° that SPEC §9 leaves to classification. Sample
    /// extrema that near a threshold are refined anyway.
    private static let samplesPerDay = 48.0

    /// The calendar day [from, to) (a local date's midnights), with every
    /// crossing of each of `altitudes`.
    public func day(calendarFrom from: Instant, to: Instant, altitudes: [SunAltitude]) -> SolarDay {
        let sky = self.sky.withDeltaTFixed(at: from.ut)
        let f = sky.sinAltitude
        let sines = sky.observer.sines(altitudes)
        let n = max(2, Int(((to.ut - from.ut) * Self.samplesPerDay).rounded(.up)))
        var ts: [Double] = [], fs: [Double] = []
        ts.reserveCapacity(n + 4)
        fs.reserveCapacity(n + 4)
        for i in 0...n {
            let t = i == n ? to.ut : from.ut + (to.ut - from.ut) * Double(i) / Double(n)
            ts.append(t)
            fs.append(f(t))
        }
        // Extrema among the samples that come near a threshold: refined, and
        // inserted, so a dip across it and back is bracketed.
        let slope = { (t: Double) in sky.sinAltitude(ut: t + 1e-5) - sky.sinAltitude(ut: t - 1e-5) }
        var i = 1
        while i < ts.count - 1 {
            let turns = (fs[i] - fs[i - 1]) * (fs[i + 1] - fs[i]) < 0
            if turns, sines.contains(where: { abs($0 - fs[i]) < 1e-3 }) {
                let (lo, hi) = (ts[i - 1], ts[i + 1])
                let (sLo, sHi) = (slope(lo), slope(hi))
                if (sLo > 0) != (sHi > 0) {
                    let m = refineRoot(slope, lo, sLo, hi, sHi, tolerance: 1e-7)
                    let at = m < ts[i] ? i : i + 1
                    if m != ts[i] {
                        ts.insert(m, at: at)
                        fs.insert(f(m), at: at)
                        i += 1
                    }
                }
            }
            i += 1
        }
        var crossings: [SolarDay.Crossings] = []
        crossings.reserveCapacity(sines.count)
        for s in sines {
            var c = SolarDay.Crossings()
            c.aboveAtStart = fs[0] > s
            var above = c.aboveAtStart, last = from.ut
            for k in 0..<(ts.count - 1) where (fs[k] > s) != (fs[k + 1] > s) {
                let up = fs[k + 1] > s
                let t = refineRoot({ f($0) - s }, ts[k], fs[k] - s, ts[k + 1], fs[k + 1] - s, tolerance: 1e-8)
                c.crosses = true
                c.every.append(t)
                if up, c.rising == nil { c.rising = Instant(ut: t) }
                if !up { c.setting = Instant(ut: t) }
                if above { c.above += (t - last) * 86_400 }
                above = up
                last = t
            }
            if above { c.above += (to.ut - last) * 86_400 }
            crossings.append(c)
        }
        var transit = Self.culmination(sky, after: from.ut)
        if transit >= to.ut { transit = Self.culmination(sky, near: (from.ut + to.ut) / 2, hourAngle: 0) }
        return SolarDay(
            transit: Instant(ut: transit),
            transitAltitude: asin(min(1, max(-1, f(transit)))) * 180 / .pi,
            start: from,
            end: to,
            altitudes: altitudes,
            crossings: crossings
        )
    }
}
