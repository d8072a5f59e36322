import SolvervFormatters
import SolvervIO

/// A piece of text on the report's screen, in a style. Text from outside
/// (a place's name, a zone's) is cleaned as it is made: control and bidi
/// characters dropped (`Escape.plain`), so no escape sequence of its own
/// reaches the terminal; the screen's colours are the only ones.
package struct ReportSpan {
    let text: String
    let style: TerminalText.Style

    package init(_ text: String, _ style: TerminalText.Style = .plain) {
        self.text = Escape.plain(text)
        self.style = style
    }
}

/// One row of the screen for one place: a label and its cell. Places side
/// by side have the same rows in the same order, so rows line up.
package struct ReportRow {
    var label: String
    var cell: [ReportSpan]
    var labelStyle: TerminalText.Style = .dim
    /// The label to use when the places' own labels differ (a northern
    /// and a southern place: `December solstice`, not `Winter solstice`).
    var neutralLabel: String?
    /// A blank line between sections.
    var isGap = false

    package init(_ label: String, _ cell: [ReportSpan], style: TerminalText.Style = .dim, neutral: String? = nil) {
        self.label = label
        self.cell = cell
        labelStyle = style
        neutralLabel = neutral
    }

    package init(_ label: String, _ text: String, _ style: TerminalText.Style = .plain) {
        self.init(label, text.isEmpty ? [] : [ReportSpan(text, style)])
    }

    package static let gap: ReportRow = {
        var row = ReportRow("", [])
        row.isGap = true
        return row
    }()

    var text: String { cell.map(\.text).joined() }
}

/// Lays rows out as a grid: the labels, then one column per place, each as
/// wide as its widest cell in terminal columns. A row whose label and cells
/// are all empty is left out (the zone indicator of a place on the system's clock).
///
/// The grid fits `width` columns: where the cells are wider, the widest
/// columns are narrowed and their cells go on below (`ReportWrap`); where
/// two places cannot stand side by side without breaking the year's
/// sparkline, the second stands below the first.
package enum ReportScreen {
    static let spacing = "  "
    /// The narrowest a column gets: the year's sparkline, which cannot wrap.
    static let narrowestColumn = 24

    package static func render(_ columns: [[ReportRow]], colour: Bool, labelWidth minimum: Int = 0, width: Int) -> String {
        let labelWidth = max(minimum, labelWidth(columns))
        guard let widths = fitted(columns, into: width - labelWidth) else {
            // One place under the other, each as wide as the screen.
            return columns.map { render([$0], colour: colour, labelWidth: labelWidth, width: width) }.joined(separator: "\n")
        }
        var out = ""
        var lastWasGap = true
        for row in rows(columns) {
            if row[0].isGap {
                if !lastWasGap { out += "\n" }
                lastWasGap = true
                continue
            }
            let name = label(row)
            let cells = row.indices.map { c in ReportWrap.lines(row[c].cell, width: widths[c]) }
            // A cell that wrapped makes its row several lines; the label is on the first.
            for j in 0..<(cells.map(\.count).max() ?? 1) {
                let pieces = cells.map { j < $0.count ? $0[j] : [] }
                let texts = pieces.map { $0.map(\.text).joined() }
                let label = j == 0 ? name : ""
                guard let last = texts.lastIndex(where: { !$0.isEmpty }) ?? (label.isEmpty ? nil : -1) else { continue }
                lastWasGap = false
                var line = TerminalText.styled(label, row[0].labelStyle, colour: colour)
                if last >= 0 { line += String(repeating: " ", count: labelWidth - TerminalText.columns(label)) }
                for c in 0..<max(0, last + 1) {
                    line += spacing
                    for span in pieces[c] { line += TerminalText.styled(span.text, span.style, colour: colour) }
                    if c < last { line += String(repeating: " ", count: widths[c] - TerminalText.columns(texts[c])) }
                }
                out += line + "\n"
            }
        }
        return out
    }

    /// Each column's width, its widest cell's, narrowed where the columns
    /// (each after `spacing`) are wider than `room`: the widest first, down
    /// to a width they share. Nil when several places need a column
    /// narrower than `narrowestColumn`; a single place gets at least that.
    static func fitted(_ columns: [[ReportRow]], into room: Int) -> [Int]? {
        let rows = self.rows(columns)
        let natural = columns.indices.map { c in rows.map { TerminalText.columns($0[c].text) }.max() ?? 0 }
        let cells = room - spacing.count * columns.count
        guard natural.reduce(0, +) > cells else { return natural }
        // The widest width w such that the columns, each cut to w, fit.
        var cap = natural.max() ?? 0
        while cap > 1, natural.map({ min($0, cap) }).reduce(0, +) > cells { cap -= 1 }
        if cap < narrowestColumn {
            if columns.count > 1 { return nil }
            cap = narrowestColumn
        }
        return natural.map { min($0, cap) }
    }

    /// The places' rows side by side: row i of each column.
    package static func rows(_ columns: [[ReportRow]]) -> [[ReportRow]] {
        guard let first = columns.first else { return [] }
        return first.indices.map { i in columns.map { $0.indices.contains(i) ? $0[i] : ReportRow("", []) } }
    }

    /// The label of a row: the places' own when they agree, else the neutral one.
    static func label(_ row: [ReportRow]) -> String {
        let labels = row.map(\.label)
        return labels.allSatisfy({ $0 == labels[0] }) ? labels[0] : (row[0].neutralLabel ?? labels[0])
    }

    /// The columns the widest label takes.
    package static func labelWidth(_ columns: [[ReportRow]]) -> Int {
        rows(columns).map { TerminalText.columns(label($0)) }.max() ?? 0
    }

    /// Lines that run the screen's whole width (notices), wrapped to it.
    package static func lines(_ lines: [[ReportSpan]], colour: Bool, width: Int) -> String {
        lines.flatMap { ReportWrap.lines($0, width: width) }
            .map { spans in spans.map { TerminalText.styled($0.text, $0.style, colour: colour) }.joined() + "\n" }.joined()
    }
}
