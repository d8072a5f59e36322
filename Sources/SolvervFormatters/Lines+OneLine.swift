import SolvervContracts
import SolvervLanguage

/// The large size for a bar that draws one line (SPEC §3): not the
/// multi-line text folded (317 columns in English, 377 in German), but one
/// line of at most `Size.large.columnBudget` columns, in any language.
extension Lines {
    /// What goes in first, after each report's headline (its first large
    /// line, `🌞 Summer solstice in 29 days`), while it fits: the most
    /// useful of the other lines. By provider and line of its large text;
    /// a provider not named here offers its lines in their order, after these.
    static let oneLinePriority: [(provider: String, line: Int)] = [
        ("sunlight", 1),   // Today: sunrise 03:53 · sunset 22:43
        ("countdown", 2),  // Since the March equinox ▓▓▓▓▓░░░░░ 50%
        ("dst", 1),        // the change's date and clocks
        ("sunlight", 2),   // Today: daylight 18h50m (+4s)
        ("countdown", 1),  // Sun 21 Jun 2026, 10:24
        ("countdown", 3),  // Then: …
        ("sunlight", 3),   // Year ▁▃▄▆▇██▆▅▃▂▁
    ]

    /// Each report's text for the one-line large, unescaped pieces chosen
    /// to fit `budget` columns with the joins the formatter adds (`" · "`
    /// between reports), then escaped. Always kept: each headline, the
    /// shift mark, the zone indicator and the Greenwich notice; then the
    /// other lines by `oneLinePriority`, each where it still fits; the
    /// place's name last. Where even the headlines overflow (a translation,
    /// a far zone, a shifted date), the later reports fall back to their
    /// small text, and what still overflows is cut with `…`. A provider's
    /// own template (the config's) is its whole text, kept as it is.
    static func oneLineLarge(_ snapshot: Snapshot, budget: Int = Size.large.columnBudget, placeMark: Bool = true,
                             escape: (String) -> String) -> [String] {
        let reports = snapshot.reports
        guard !reports.isEmpty else { return [] }
        let separator = " · "
        let own: [String?] = reports.map { report in
            snapshot.template(of: report.provider, at: .large).map {
                foldLines($0.render({ fact(snapshot, $0, in: report) }, escape: escape), " ", at: isNewline)
            }
        }
        let lines: [[String]] = reports.map { nonEmptyLines($0.text(.large)) }
        // The lines shown of each report (indices), and its headline's text.
        var chosen: [[Int]] = reports.indices.map { lines[$0].isEmpty ? [] : [0] }
        var headline: [String?] = reports.indices.map { _ in nil }

        let indicator = placeMark ? zoneIndicator(snapshot) : nil
        var notice: String?
        if snapshot.location.source == "fallback" { notice = tr("(no location set)") }
        let details = snapshot.location.details
        let label = placeMark && details.isNamed && details.label != snapshot.location.zoneIndicator ? details.label : nil
        var withLabel = false
        let lastDefault = own.last.map { $0 == nil } ?? false
        let shift = snapshot.shifted.map { $0.label }

        func text(_ i: Int) -> String {
            if let mine = own[i] { return mine }
            var parts: [String] = []
            for k in chosen[i].sorted() where k < lines[i].count {
                parts.append(k == 0 ? (headline[i] ?? lines[i][0]) : lines[i][k])
            }
            var t = join(parts, separator, end: "")
            for mark in marks(i) { t += (t.isEmpty ? "" : " ") + mark }
            if i == 0, own[0] == nil, let shift { t = shift + " " + t }
            return t
        }
        // What follows the last default text: the place's label or the zone, and the notice.
        func marks(_ i: Int) -> [String] {
            guard i == reports.count - 1, lastDefault else { return [] }
            var marks: [String] = []
            if withLabel, let label { marks.append(indicator.map { label + " " + $0 } ?? label) } else if let indicator { marks.append(indicator) }
            if let notice { marks.append(notice) }
            return marks
        }
        // Each piece's columns, measured once, and a report's text's columns
        // their sum, as `text` joins them: measuring the texts again at each
        // try was a twelfth of a large line (callgrind, 2026-11-29). Flat,
        // with each report's first line's place: `[[Int]]` would cost a
        // one-shot line its generic metadata.
        var firstLine: [Int] = [], lineColumns: [Int] = []
        for i in reports.indices {
            firstLine.append(lineColumns.count)
            lineColumns += lines[i].map(Columns.of)
        }
        var headlineColumns = reports.indices.map { _ in 0 }
        let separatorColumns = Columns.of(separator)
        func measure(_ i: Int) -> Int {
            if let mine = own[i] { return Columns.of(mine) }
            var total = 0, count = 0
            var written = false  // whether the joined parts are text yet, as `text` asks
            for k in chosen[i] where k < lines[i].count {
                if k == 0, let small = headline[i] {
                    total += headlineColumns[i]
                    written = written || !small.isEmpty
                } else {
                    total += lineColumns[firstLine[i] + k]
                    written = true  // lines are never empty
                }
                count += 1
            }
            total += separatorColumns * max(0, count - 1)
            written = written || count > 1
            for mark in marks(i) {
                total += (written ? 1 : 0) + Columns.of(mark)
                written = written || !mark.isEmpty
            }
            if i == 0, own[0] == nil, let shift { total += Columns.of(shift) + 1 }
            return total
        }
        var widths = reports.indices.map(measure)
        func remeasure(_ i: Int) { widths[i] = measure(i) }
        func width() -> Int {
            var total = separatorColumns * (reports.count - 1)
            for w in widths { total += w }
            return total
        }

        // Headlines too wide: the later reports say their small text.
        var i = reports.count - 1
        while width() > budget, i > 0 {
            if own[i] == nil, !lines[i].isEmpty {
                headline[i] = reports[i].small
                headlineColumns[i] = Columns.of(reports[i].small)
                remeasure(i)
            }
            i -= 1
        }
        if width() <= budget {
            // Report and line of each offer, two arrays: an array of pairs
            // costs a one-shot line its generic metadata.
            var offeredReport: [Int] = [], offeredLine: [Int] = []
            for (provider, line) in oneLinePriority {
                for r in reports.indices where reports[r].provider == provider && line < lines[r].count {
                    offeredReport.append(r)
                    offeredLine.append(line)
                }
            }
            for r in reports.indices where !oneLinePriority.contains(where: { $0.provider == reports[r].provider }) {
                for line in lines[r].indices.dropFirst() {
                    offeredReport.append(r)
                    offeredLine.append(line)
                }
            }
            for k in offeredReport.indices {
                let r = offeredReport[k], line = offeredLine[k]
                guard own[r] == nil, headline[r] == nil else { continue }
                chosen[r].append(line)
                remeasure(r)
                if width() > budget { chosen[r].removeLast(); remeasure(r) }
            }
            if label != nil {
                withLabel = true
                remeasure(reports.count - 1)
                if width() > budget { withLabel = false; remeasure(reports.count - 1) }
            }
        }
        var texts = reports.indices.map(text)
        // Still too wide: the last default text is cut, the user's own templates are not.
        let over = width() - budget
        if over > 0, let last = texts.indices.last(where: { own[$0] == nil }) {
            texts[last] = Columns.cut(texts[last], to: max(1, Columns.of(texts[last]) - over))
        }
        return texts.indices.map { own[$0] ?? escape(texts[$0]) }
    }

    /// `text`'s non-empty lines, as `split(separator: "\n")` gives them, but
    /// cut at the newline's byte: splitting by Characters broke graphemes
    /// (emoji), a sixth of a large line. A line feed is always a grapheme
    /// of its own but after a carriage return, so such text splits as before.
    static func nonEmptyLines(_ text: String) -> [String] {
        let utf8 = text.utf8
        if utf8.contains(13) { return text.split(separator: "\n").map(String.init) }
        var lines: [String] = []
        var start = utf8.startIndex
        var i = start
        while i < utf8.endIndex {
            if utf8[i] == 10 {
                if start < i { lines.append(String(text[start..<i])) }
                start = utf8.index(after: i)
            }
            i = utf8.index(after: i)
        }
        if start < utf8.endIndex { lines.append(String(text[start..<utf8.endIndex])) }
        return lines
    }
}
