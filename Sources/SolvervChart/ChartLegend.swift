import LunarAstronomy
import SolvervLanguage
import SolvervProviders

/// The chart's legend, under the plot: the bands' colours, each place's
/// lines, the season marks, the Moon's phases and today, in rows from the
/// plot's left edge. Each entry is as wide as its text is drawn (`ChartText`), so that long
/// place names neither run into the next entry nor off the canvas; a name
/// too long for a row of its own is cut.
enum ChartLegend {
    static let fontSize = 12.0
    /// The swatch, then the text after it; entries apart by `spacing`.
    static let swatchWidth = 22.0, textX = 28.0, spacing = 16.0, rowHeight = 20.0

    struct Entry {
        let swatch: String
        let label: String
    }

    static func entries(_ chart: Chart) -> [Entry] {
        var entries: [Entry] = []
        func box(_ colour: String) -> String { "<rect width=\"\(ChartSVG.n(swatchWidth))\" height=\"10\" y=\"-9\" fill=\"\(colour)\"/>" }
        func line(_ attributes: String) -> String { "<line x1=\"0\" y1=\"-4\" x2=\"\(ChartSVG.n(swatchWidth))\" y2=\"-4\" \(attributes)/>" }
        // A line of the plot as it is drawn there: its casing, then its stroke.
        func stroke(_ style: ChartLine) -> String { line(style.casingAttributes) + line(style.attributes) }
        for level in ChartSVG.bandNames.indices {
            entries.append(Entry(swatch: box(ChartSVG.bandColours[level]), label: ChartSVG.bandNames[level]))
        }
        // TRANSLATORS: the chart's legend: the night's colour.
        entries.append(Entry(swatch: box(ChartSVG.night), label: tr("Night")))
        // TRANSLATORS: the chart's legend: a place's lines; %s is its name.
        let sunLines = tr("Sunrise, sunset: %s"), civilLines = tr("Civil dawn, dusk: %s")
        // A name from outside may be long: cut to what a row holds beside the longest prefix.
        let prefix = max(ChartText.width(fill(civilLines, ""), size: fontSize), ChartText.width(fill(sunLines, ""), size: fontSize))
        let room = ChartSVG.right - ChartSVG.left - textX - prefix
        for (p, place) in chart.places.enumerated() {
            let name = ChartText.cut(place.name, to: room, size: fontSize)
            entries.append(Entry(swatch: stroke(ChartLine.sun[p]), label: fill(sunLines, name)))
            if p > 0 { entries.append(Entry(swatch: stroke(ChartLine.civil), label: fill(civilLines, name))) }
        }
        // TRANSLATORS: the chart's legend: the dashed lines that mark the equinoxes and solstices.
        entries.append(Entry(swatch: line("stroke=\"#555\" stroke-width=\"2\" stroke-dasharray=\"3 3\""), label: tr("Equinox, solstice")))
        // The Moon's phases the row draws, each by its disc, as large as the legend's text.
        let moons = ChartMoon.drawn(chart.moons, dayWidth: (ChartSVG.right - ChartSVG.left) / Double(max(chart.count, 1))).moons
        for phase in PrincipalPhase.allCases where moons.contains(where: { $0.phase == phase }) {
            let disc = ChartMoon.disc(phase, x: swatchWidth / 2, y: -4, diameter: fontSize)
            entries.append(Entry(swatch: "<g class=\"legend-moon \(phase.id)\">\(disc)</g>", label: MoonProvider.name(MoonPhaseName(phase))))
        }
        // Today only where it is drawn: a chart of another year has no mark for it.
        // TRANSLATORS: the chart's legend: today's line.
        if chart.marks.contains(where: { $0.kind == "today" }) { entries.append(Entry(swatch: stroke(ChartLine.today), label: tr("Today"))) }
        return entries
    }

    /// The legend's SVG, its first row's baseline at `top`, and its last row's baseline.
    package static func render(_ chart: Chart, top: Double) -> (svg: String, last: Double) {
        var s = "<g class=\"legend\" fill=\"#333\">\n"
        var x = ChartSVG.left, y = top
        for entry in entries(chart) {
            let width = textX + ChartText.width(entry.label, size: fontSize)
            if x + width > ChartSVG.right, x > ChartSVG.left {
                x = ChartSVG.left
                y += rowHeight
            }
            s += "<g transform=\"translate(\(ChartSVG.n(x)) \(ChartSVG.n(y)))\">\(entry.swatch)"
            s += "<text x=\"\(ChartSVG.n(textX))\">\(ChartSVG.escape(entry.label))</text></g>\n"
            x += width + spacing
        }
        return (s + "</g>\n", y)
    }
}
