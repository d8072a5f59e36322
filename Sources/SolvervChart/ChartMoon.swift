import CivilTime
import LunarAstronomy
import SolarAstronomy
import SolvervContracts
import SolvervLanguage
import SolvervProviders

/// The chart's moon row (issue 44): the icon of each principal phase (🌑
/// 🌓 🌕 🌗, or the moon provider's Nerd Font glyphs with `--icons nerd`)
/// over the date it falls on, on the first place's clock, as the chart's
/// days are; in a row of its own between the subtitle and the plot.
///
/// An icon is drawn at most as wide as the room between two phases'
/// dates, by the width the chart's text is measured with (`ChartText`:
/// an emoji is a wide character, 1 em): on a chart of three years, where
/// a quarter is too close to the next phase for an icon that can be told
/// apart, the row keeps the new and full moons alone.
struct ChartMoon {
    let phase: PrincipalPhase
    /// The date's index on the chart, and the date.
    let index: Int
    let date: CivilDate
    let icon: String
    /// Its tooltip and legend words: `Full moon 24 Nov`.
    let label: String

    /// The row's baseline, above the plot's top; the largest and smallest
    /// sizes an icon is drawn at (below the smallest, the quarters go).
    static let baselineAbove = 5.0, largest = 14.0, smallest = 9.0

    /// The principal phases on the chart's dates, in the first place's zone.
    static func phases(from: CivilDate, count: Int, zone: Zone, icons: IconSet) -> [ChartMoon] {
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
            moons.append(ChartMoon(phase: p.phase, index: index, date: date, icon: MoonFacts.icon(name, icons), label: label))
        }
        return moons
    }

    /// The phases drawn, and their icons' size (px), for days `dayWidth` px
    /// wide: all four where an icon fits at `smallest` or more, else the
    /// new and full moons alone.
    static func drawn(_ moons: [ChartMoon], dayWidth: Double) -> (moons: [ChartMoon], size: Double) {
        func size(_ shown: [ChartMoon]) -> Double {
            // The narrowest gap between two icons' centres, less two pixels between them; the widest icon's ems.
            let gaps = zip(shown, shown.dropFirst()).map { Double($1.index - $0.index) * dayWidth - 2 }
            let ems = shown.map { ChartText.width($0.icon, size: 1) }.max() ?? 1
            return min(largest, (gaps.min() ?? largest) / max(ems, 0.5))
        }
        let all = size(moons)
        if all >= smallest { return (moons, all) }
        let principal = moons.filter { $0.phase == .newMoon || $0.phase == .fullMoon }
        return (principal, size(principal))
    }

    /// The row's SVG: each icon at its date's middle, with its words as a tooltip.
    static func render(_ chart: Chart, x: (Double) -> Double, dayWidth: Double) -> String {
        let (moons, size) = drawn(chart.moons, dayWidth: dayWidth)
        guard !moons.isEmpty else { return "" }
        var s = "<g class=\"moon\" text-anchor=\"middle\" font-size=\"\(ChartSVG.n(size))\"\(fontFamily(chart.icons))>\n"
        for moon in moons {
            s += "<g class=\"moon-phase \(moon.phase.id)\" data-event=\"\(moon.phase.id)\" data-date=\"\(moon.date)\">"
            s += "<title>\(ChartSVG.escape(moon.label))</title>"
            s += "<text x=\"\(ChartSVG.n(x(Double(moon.index) + 0.5)))\" y=\"\(ChartSVG.n(ChartSVG.top - baselineAbove))\">\(moon.icon)</text></g>\n"
        }
        return s + "</g>\n"
    }

    /// Nerd Font glyphs are in the Private Use Area: name the font that has them.
    static func fontFamily(_ icons: IconSet) -> String {
        icons == .nerd ? " font-family=\"'Symbols Nerd Font', 'Symbols Nerd Font Mono', sans-serif\"" : ""
    }
}
