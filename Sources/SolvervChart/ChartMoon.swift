import CivilTime
import LunarAstronomy
import SolarAstronomy
import SolvervContracts
import SolvervLanguage
import SolvervProviders

/// The chart's moon row (issue 44): each principal phase drawn as a disc
/// over the date it falls on, on the first place's clock, as the chart's
/// days are; in a row of its own between the subtitle and the plot.
///
/// Drawn, not written: as emoji (🌕) or Nerd Font glyphs the phases
/// depend on the viewer's fonts, and rsvg-convert with DejaVu Sans and
/// Noto Color Emoji drew the full moon as nothing at all. So the disc is
/// the same in every viewer, and `--icons` has nothing to choose here.
///
/// A disc is drawn at most as wide as the room between two phases'
/// dates: on a chart of three years, where a quarter is too close to the
/// next phase for a disc that can be told apart, the row keeps the new
/// and full moons alone.
struct ChartMoon {
    let phase: PrincipalPhase
    /// The date's index on the chart, and the date.
    let index: Int
    let date: CivilDate
    /// Its tooltip and legend words: `Full moon 24 Nov`.
    let label: String

    /// The row's bottom, above the plot's top; the largest and smallest
    /// sizes (a disc's diameter, px) drawn (below the smallest, the quarters go).
    static let baselineAbove = 5.0, largest = 14.0, smallest = 9.0
    /// The dark of the new moon and of the unlit half, and the lit part.
    static let dark = "#2b2b33", light = "#f4eec4"

    /// The principal phases on the chart's dates, in the first place's zone.
    static func phases(from: CivilDate, count: Int, zone: Zone) -> [ChartMoon] {
        // From the day before's start, so a phase just after the first midnight is kept.
        let start = Instant(unixSeconds: Double(zone.startOfDay(from)) - 86_400)
        var moons: [ChartMoon] = []
        var sequence = MoonPhases.sequence(from: start)
        while let p = sequence.next() {
            let date = zone.date(at: Int64(p.instant.unixSeconds.rounded()))
            let index = date.daysSinceEpoch - from.daysSinceEpoch
            if index >= count { break }
            guard index >= 0 else { continue }
            let name = MoonPhaseName(p.phase)
            // The words of the season marks: `Full moon 24 Nov`.
            let label = fill(trc("chart mark", "%s %s"), MoonProvider.name(name), Chart.dayMonth(date))
            moons.append(ChartMoon(phase: p.phase, index: index, date: date, label: label))
        }
        return moons
    }

    /// The phases drawn, and their discs' diameter (px), for days `dayWidth` px
    /// wide: all four where a disc fits at `smallest` or more, else the
    /// new and full moons alone.
    static func drawn(_ moons: [ChartMoon], dayWidth: Double) -> (moons: [ChartMoon], size: Double) {
        func size(_ shown: [ChartMoon]) -> Double {
            // The narrowest gap between two discs' centres, less two pixels between them.
            let gaps = zip(shown, shown.dropFirst()).map { Double($1.index - $0.index) * dayWidth - 2 }
            return min(largest, gaps.min() ?? largest)
        }
        let all = size(moons)
        if all >= smallest { return (moons, all) }
        let principal = moons.filter { $0.phase == .newMoon || $0.phase == .fullMoon }
        return (principal, size(principal))
    }

    /// The row's SVG: each disc at its date's middle, with its words as a tooltip.
    static func render(_ chart: Chart, x: (Double) -> Double, dayWidth: Double) -> String {
        let (moons, size) = drawn(chart.moons, dayWidth: dayWidth)
        guard !moons.isEmpty else { return "" }
        var s = "<g class=\"moon\" data-size=\"\(ChartSVG.n(size))\">\n"
        for moon in moons {
            s += "<g class=\"moon-phase \(moon.phase.id)\" data-event=\"\(moon.phase.id)\" data-date=\"\(moon.date)\">"
            s += "<title>\(ChartSVG.escape(moon.label))</title>"
            s += disc(moon.phase, x: x(Double(moon.index) + 0.5), y: ChartSVG.top - baselineAbove - size / 2, diameter: size) + "</g>\n"
        }
        return s + "</g>\n"
    }

    /// The phase as a disc `diameter` px wide centred at (`x`, `y`): new, a
    /// dark disc; full, a light one with a dark outline; the quarters, an
    /// outlined disc with its lit half light. The first quarter is lit on
    /// the right and the last on the left, as seen from the northern
    /// hemisphere: the common almanac convention, kept for every place
    /// (south of the equator the sky shows them the other way round).
    static func disc(_ phase: PrincipalPhase, x: Double, y: Double, diameter: Double) -> String {
        let stroke = max(1, diameter / 10)
        // The outline is inside the disc's width: the radius less half the stroke.
        let r = diameter / 2 - stroke / 2
        let (cx, cy, rr) = (ChartSVG.n(x), ChartSVG.n(y), ChartSVG.n(r))
        let outline = "stroke=\"\(dark)\" stroke-width=\"\(ChartSVG.n(stroke))\""
        switch phase {
        case .newMoon:
            return "<circle class=\"disc\" cx=\"\(cx)\" cy=\"\(cy)\" r=\"\(rr)\" fill=\"\(dark)\" \(outline)/>"
        case .fullMoon:
            return "<circle class=\"disc\" cx=\"\(cx)\" cy=\"\(cy)\" r=\"\(rr)\" fill=\"\(light)\" \(outline)/>"
        case .firstQuarter, .lastQuarter:
            // The dark disc, the lit half over it (a half circle from top to bottom, the right side's for
            // the first quarter), then the outline over both.
            let sweep = phase == .firstQuarter ? 1 : 0
            let top = ChartSVG.n(y - r), bottom = ChartSVG.n(y + r)
            return "<circle cx=\"\(cx)\" cy=\"\(cy)\" r=\"\(rr)\" fill=\"\(dark)\"/>"
                + "<path class=\"lit\" d=\"M\(cx) \(top)A\(rr) \(rr) 0 0 \(sweep) \(cx) \(bottom)Z\" fill=\"\(light)\"/>"
                + "<circle class=\"disc\" cx=\"\(cx)\" cy=\"\(cy)\" r=\"\(rr)\" fill=\"none\" \(outline)/>"
        }
    }
}
