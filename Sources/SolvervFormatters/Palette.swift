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

    static let error = "#ff5f5f"
}

/// What most formatters share: each report's text at a size, or the
/// user's template filled with its facts.
enum Lines {
    /// The text of each report at `size`, or the template filled with each
    /// report's facts; values go through `escape`, the template's own text does not.
    /// `singleLine` folds a large text's lines with " · " for bars that draw one line.
    static func texts(_ snapshot: Snapshot, _ size: Size, _ template: Template?, singleLine: Bool = false,
                      escape: (String) -> String) -> [String] {
        snapshot.reports.map { report in
            if let template {
                return template.render({ report.fact($0)?.text ?? fact(snapshot, $0) }, escape: escape)
            }
            var raw = report.text[size] ?? report.text[.medium] ?? ""
            if singleLine { raw = raw.split(separator: "\n").joined(separator: " · ") }
            var text = escape(raw)
            // Times shown in a zone other than the system's say whose they are.
            if size != .small, let mark = snapshot.location.zoneIndicator, report.provider == snapshot.reports.last?.provider {
                text += (size == .large && !singleLine ? "\n" : " ") + escape("(\(mark))")
            }
            return text
        }
    }

    /// A template placeholder from another report (`{days}` in a sunlight line).
    private static func fact(_ snapshot: Snapshot, _ name: String) -> String {
        snapshot.reports.lazy.compactMap { $0.fact(name)?.text }.first ?? ""
    }
}
