import CivilTime
import SolvervContracts
import SolvervFormatters
import SolvervLanguage

/// What `solverv chart` draws, computed: the places' days, and the marks.
package struct Chart {
    package struct Placed {
        let name: String
        let zone: String
        let days: ChartDays
    }

    /// A vertical mark: an equinox or solstice, or today. `at` is in days
    /// from the chart's first date's midnight.
    package struct Mark {
        let kind: String
        let at: Double
        let date: CivilDate
        let label: String
    }

    let title: String
    let subtitle: String
    let places: [Placed]
    let first: CivilDate
    let count: Int
    let marks: [Mark]
    /// The Moon's principal phases on the chart's dates.
    let moons: [ChartMoon]
}

/// The chart as SVG text, written by hand: no dependency, and every
/// string from outside (place and zone names) escaped for XML. Hours 0–24
/// run down the y axis, dates along x; coordinates are rounded to 0.1 px
/// and each band's run of dates is one path, so a year is about 50 KB.
package enum ChartSVG {
    package static let width = 960.0, height = 600.0
    /// The plot area.
    package static let left = 64.0, right = 940.0, top = 78.0, bottom = 498.0

    static let bandClasses = ["day", "civil", "nautical", "astronomical"]
    // TRANSLATORS: the chart's legend: the bands of daylight and twilight.
    static var bandNames: [String] { [tr("Daylight"), tr("Civil twilight"), tr("Nautical twilight"), tr("Astronomical twilight")] }
    static let bandColours = ["#ffd66b", "#5a7fc4", "#34508f", "#22325f"]
    static let night = "#111a33"
    /// Text from outside as XML character data or an attribute value:
    /// the five entities, and no control character (XML 1.0 forbids them).
    static func escape(_ text: String) -> String { Escape.pango(text, keepNewlines: false) }

    /// A coordinate to 0.1 px, without a trailing `.0`.
    static func n(_ v: Double) -> String {
        let tenths = Int((v * 10).rounded())
        let whole = String(abs(tenths) / 10), sign = tenths < 0 ? "-" : ""
        return tenths % 10 == 0 ? sign + whole : sign + whole + "." + String(abs(tenths) % 10)
    }

    package static func render(_ chart: Chart) -> String {
        var s = String()
        s.reserveCapacity(96 * 1024)
        let dayWidth = (right - left) / Double(chart.count)
        func x(_ days: Double) -> Double { left + days * dayWidth }
        func y(_ hours: Double) -> Double { top + hours / 24 * (bottom - top) }

        // The canvas grows below the plot when the legend takes more rows than three.
        let legend = ChartLegend.render(chart, top: bottom + 44)
        let height = max(self.height, legend.last + 18)
        s += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        s += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
        s += "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"sans-serif\" font-size=\"12\" "
        s += "data-plot=\"\(n(left)) \(n(top)) \(n(right)) \(n(bottom))\" data-first=\"\(chart.first)\" data-days=\"\(chart.count)\">\n"
        s += "<title>\(escape(chart.title))</title>\n"
        s += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        s += "<text x=\"\(n(left))\" y=\"30\" font-size=\"18\" font-weight=\"bold\">\(escape(chart.title))</text>\n"
        s += "<text x=\"\(n(left))\" y=\"52\" fill=\"#444\">\(escape(chart.subtitle))</text>\n"
        s += ChartMoon.render(chart, x: x, dayWidth: dayWidth)
        s += "<rect class=\"night\" x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(right - left))\" height=\"\(n(bottom - top))\" fill=\"\(night)\"/>\n"

        // The first place's bands, outermost first, so the daylight lies on top.
        if let main = chart.places.first {
            for level in (0..<bandClasses.count).reversed() {
                s += "<g class=\"band \(bandClasses[level])\" fill=\"\(bandColours[level])\">\n"
                for segment in ChartBandSegment.segments(main.days, level: level) {
                    s += "<path data-from=\"\(chart.first.adding(days: segment.first))\" "
                    s += "data-to=\"\(chart.first.adding(days: segment.first + segment.lows.count - 1))\" d=\"M"
                    if segment.full {
                        // Half a pixel over its neighbours' edges, in the same colour:
                        // no seam of the band beneath where they meet.
                        let x0 = max(left, x(Double(segment.first)) - 0.5), x1 = min(right, x(Double(segment.first + segment.lows.count)) + 0.5)
                        s += "\(n(x0)),\(n(top)) \(n(x1)),\(n(top)) \(n(x1)),\(n(bottom)) \(n(x0)),\(n(bottom))"
                    } else {
                        s += outline(segment.first, segment.lows, x: x, y: y, steps: main.days.clockChanges)
                        s += " " + outline(segment.first, segment.highs, x: x, y: y, reversed: true, steps: main.days.clockChanges)
                    }
                    s += "Z\"/>\n"
                }
                s += "</g>\n"
            }
        }
        // Each place's sunrise and sunset as lines; the second's civil twilight too.
        for (p, place) in chart.places.enumerated() {
            let levels = p == 0 ? [0] : [0, 1]
            for level in levels {
                let style = level == 0 ? ChartLine.sun[p] : ChartLine.civil
                for (event, times) in [("rise", place.days.rises[level]), ("set", place.days.sets[level])] {
                    let name = "p\(p + 1)-\(bandClasses[level])-\(event)"
                    let runs = ChartCurve.runs(times)
                    // The casing first, drawing the same paths (by id) beneath.
                    s += "<g class=\"casing\" fill=\"none\" \(style.casingAttributes)>"
                    for k in runs.indices { s += "<use href=\"#\(name)-\(k)\"/>" }
                    s += "</g>\n"
                    s += "<g class=\"curve p\(p + 1) \(bandClasses[level])-\(event)\" fill=\"none\" \(style.attributes)>\n"
                    for (k, run) in runs.enumerated() {
                        s += "<path id=\"\(name)-\(k)\" d=\"M"
                        s += outline(run.first, run.hours, x: x, y: y, steps: place.days.clockChanges) + "\"/>\n"
                    }
                    s += "</g>\n"
                }
            }
        }
        grid(&s, chart, x: x, y: y)
        for mark in chart.marks {
            let isToday = mark.kind == "today"
            let mx = x(mark.at)
            s += "<g class=\"mark \(isToday ? "today" : "season")\" data-event=\"\(mark.kind)\" data-date=\"\(mark.date)\">"
            s += "<line x1=\"\(n(mx))\" y1=\"\(n(top))\" x2=\"\(n(mx))\" y2=\"\(n(bottom))\" "
            if isToday {
                s += "\(ChartLine.today.casingAttributes)/>"
                s += "<line x1=\"\(n(mx))\" y1=\"\(n(top))\" x2=\"\(n(mx))\" y2=\"\(n(bottom))\" \(ChartLine.today.attributes)/>"
            } else {
                s += "stroke=\"#ffffff\" stroke-opacity=\"0.8\" stroke-dasharray=\"3 3\"/>"
            }
            // Seasons read down from the top, today up from the bottom: they never overlap.
            // Right of the line, or left of it at the plot's right edge.
            let lx = mx + 16 > right ? mx - 15 : mx + 4
            let anchor = isToday ? "translate(\(n(lx + 11)) \(n(bottom - 6))) rotate(-90)" : "translate(\(n(lx)) \(n(top + 6))) rotate(90)"
            s += "<text transform=\"\(anchor)\" font-size=\"11\" fill=\"\(isToday ? ChartLine.today.colour : "#ffffff")\" "
            s += "stroke=\"\(isToday ? ChartLine.today.casing : night)\" stroke-width=\"3\" paint-order=\"stroke\">\(escape(mark.label))</text></g>\n"
        }
        s += legend.svg
        s += "</svg>\n"
        return s
    }

    /// A run's points: each date at its middle, and the run's ends at the
    /// edges of its first and last dates, so a one-date run has a width.
    /// At a clock change (`steps`, dates whose clock differs from the day
    /// before's) the line steps at the boundary between the two dates,
    /// rather than sloping from one date's middle to the next.
    static func outline(_ first: Int, _ hours: [Double], x: (Double) -> Double, y: (Double) -> Double,
                        reversed: Bool = false, steps: [Int] = []) -> String {
        var points: [(Double, Double)] = [(x(Double(first)), y(hours[0]))]
        for (i, h) in hours.enumerated() {
            if i > 0, steps.contains(first + i) {
                points.append((x(Double(first + i)), y(hours[i - 1])))
                points.append((x(Double(first + i)), y(h)))
            }
            points.append((x(Double(first + i) + 0.5), y(h)))
        }
        points.append((x(Double(first + hours.count)), y(hours[hours.count - 1])))
        if reversed { points.reverse() }
        return points.map { n($0.0) + "," + n($0.1) }.joined(separator: " ")
    }

    /// Hour lines and labels on y, the months' first days on x.
    static func grid(_ s: inout String, _ chart: Chart, x: (Double) -> Double, y: (Double) -> Double) {
        s += "<g class=\"grid\" stroke=\"#ffffff\" stroke-opacity=\"0.18\">\n"
        for h in stride(from: 3, to: 24, by: 3) {
            s += "<line x1=\"\(n(left))\" y1=\"\(n(y(Double(h))))\" x2=\"\(n(right))\" y2=\"\(n(y(Double(h))))\"/>\n"
        }
        var monthStarts: [Int] = []
        for i in 0..<chart.count where chart.first.adding(days: i).day == 1 { monthStarts.append(i) }
        for i in monthStarts {
            s += "<line x1=\"\(n(x(Double(i))))\" y1=\"\(n(top))\" x2=\"\(n(x(Double(i))))\" y2=\"\(n(bottom))\"/>\n"
        }
        s += "</g>\n<g class=\"axis hours\" text-anchor=\"end\" fill=\"#333\">\n"
        // On the run's clock (`--clock`, the locale): 03:00 … 24:00, or 3 AM … 12 AM.
        for h in stride(from: 0, through: 24, by: 3) {
            s += "<text x=\"\(n(left - 6))\" y=\"\(n(y(Double(h)) + 4))\">\(escape(LocaleClock.hour(h)))</text>\n"
        }
        s += "</g>\n<g class=\"axis months\" fill=\"#333\">\n"
        // Three years of month names would crowd: every third month then.
        let step = chart.count > 550 ? 3 : 1
        var labels = monthStarts.map { (index: $0, date: chart.first.adding(days: $0)) }
            .filter { ($0.date.month - 1) % step == 0 }
        // The first, partial month is named when there is room for it.
        if chart.first.day != 1, monthStarts.first.map({ x(Double($0)) - left >= 60 }) ?? true { labels.insert((0, chart.first), at: 0) }
        for (index, date) in labels {
            // As LC_TIME writes a month: `Jan 2027`, ja `2027年1月`, ru `янв. 2027 г.`.
            let name = LocaleCalendar.monthLabel(date.month, year: date.month == 1 || index == 0 ? date.year : nil)
            s += "<text x=\"\(n(x(Double(index)) + 3))\" y=\"\(n(bottom + 16))\">\(escape(name))</text>\n"
        }
        s += "</g>\n"
    }
}
