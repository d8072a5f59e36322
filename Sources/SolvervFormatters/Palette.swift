import SolvervContracts

/// A colour for each season and state (SPEC §4), as `#rrggbb`: every bar
/// here takes hex colours in its own syntax.
enum Palette {
    static let colours: [String: String] = [
        "spring": "#8fd18f", "summer": "#ffcc4d", "autumn": "#e8964a", "winter": "#7fb8ff",
        "day": "#ffd75f", "night": "#8787d7", "polar-day": "#ffaf00", "polar-night": "#5f87d7",
        "urgent": "#ff5f5f", "error": "#ff5f5f",
    ]

    /// The colour of a report: its most specific class that has one.
    static func colour(_ report: ProviderReport) -> String? {
        report.classes.lazy.compactMap { colours[$0] }.first
    }

    static var error: String { colours["error"] ?? "#ff5f5f" }
}

/// What most formatters share: each report's text at a size, or the
/// user's template filled with its facts.
enum Lines {
    /// The text of each report at `size`; or, with a template, one text for
    /// the whole line (styled as the first report). Values go through
    /// `escape`; the template's own text, the user's, does not.
    /// `singleLine` folds a large text's lines with " · " for bars that draw one line.
    /// `noticeShown`: the formatter prints the notice itself, so no short mark is needed.
    static func texts(_ snapshot: Snapshot, _ size: Size, _ template: Template?, singleLine: Bool = false,
                      noticeShown: Bool = false, escape: (String) -> String) -> [String] {
        var texts: [String]
        if let template {
            let line = template.render({ fact(snapshot, $0) }, escape: escape)
            // A newline typed into a template would end a one-line bar's line.
            texts = [singleLine ? line.split(whereSeparator: \.isNewline).joined(separator: " ") : line]
        } else {
            texts = snapshot.reports.map { report in
                var raw = report.text(size)
                if singleLine { raw = raw.split(separator: "\n").joined(separator: " · ") }
                return escape(raw)
            }
        }
        // Times shown in a zone other than the system's say whose they are
        // (not in small, which has no times); a line for Greenwich because
        // nothing was set says so at every size (SPEC §5).
        var marks: [String] = []
        if size != .small, let zone = snapshot.location.zoneIndicator { marks.append("(\(zone))") }
        if snapshot.location.source == "fallback", !noticeShown { marks.append(size == .small ? "(Greenwich?)" : "(no location set)") }
        if let last = texts.indices.last {
            for mark in marks { texts[last] += (size == .large && !singleLine && template == nil ? "\n" : " ") + escape(mark) }
        }
        return texts
    }

    /// Each text wrapped in its report's colour by `wrap(colour, text)`; a
    /// report without a colour keeps its text bare.
    static func coloured(_ snapshot: Snapshot, _ texts: [String], _ wrap: (String, String) -> String) -> [String] {
        zip(snapshot.reports, texts).map { report, text in Palette.colour(report).map { wrap($0, text) } ?? text }
    }

    /// A placeholder's value: `{sunlight.icon}` from that provider, `{days}`
    /// from the first report that has it.
    private static func fact(_ snapshot: Snapshot, _ name: String) -> String {
        let parts = name.split(separator: ".", maxSplits: 1)
        if parts.count == 2 {
            return snapshot.reports.first { $0.provider == parts[0] }?.fact(String(parts[1]))?.text ?? ""
        }
        return snapshot.reports.lazy.compactMap { $0.fact(name)?.text }.first ?? ""
    }
}
