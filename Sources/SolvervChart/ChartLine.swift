/// How one kind of line on the chart is stroked: the first place's sunrise
/// and sunset, the second's (and its civil twilight), and today. Colours
/// from Okabe and Ito's palette, which readers with any common colour
/// blindness tell apart (vermillion, sky blue and black, where there were
/// three reds), and each kind also dashed its own way, so that none rests
/// on colour alone. A casing under each, a pixel wider a side, keeps it
/// readable on the pale daylight and on the night alike. The legend draws
/// the same strokes.
struct ChartLine: Equatable {
    let colour: String
    /// `stroke-dasharray`, or nil for a solid line.
    let dash: String?
    package let width: Double
    let casing: String

    /// The first place's sunrise and sunset (solid), the second's (dashed).
    static let sun = [
        ChartLine(colour: "#d55e00", dash: nil, width: 1.6, casing: ChartSVG.night),
        ChartLine(colour: "#56b4e9", dash: "7 3", width: 1.8, casing: ChartSVG.night),
    ]
    /// The second place's civil dawn and dusk: dotted.
    static let civil = ChartLine(colour: "#56b4e9", dash: "1.5 2.5", width: 1.6, casing: ChartSVG.night)
    /// Today's mark: dash and dot, black on white across every band.
    static let today = ChartLine(colour: "#000000", dash: "9 3 2 3", width: 2, casing: "#ffffff")

    /// The stroke's attributes.
    var attributes: String {
        "stroke=\"\(colour)\" stroke-width=\"\(ChartSVG.n(width))\"" + (dash.map { " stroke-dasharray=\"\($0)\"" } ?? "")
    }

    /// Its casing's attributes: the same dashes, a pixel wider a side.
    var casingAttributes: String {
        "stroke=\"\(casing)\" stroke-opacity=\"0.6\" stroke-width=\"\(ChartSVG.n(width + 2))\""
            + (dash.map { " stroke-dasharray=\"\($0)\"" } ?? "")
    }
}
