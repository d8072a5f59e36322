import SolvervContracts
import SolvervJSON
import SolvervLanguage

/// **waybar**: for a custom module with `"return-type": "json"`. One JSON
/// object per line: `text` (small), `tooltip` (large), `class` (season and
/// state: `winter`, `day`, `polar-night`, …), `percentage` (progress) and
/// `alt` (the event or state, for `format-icons`). Text is pango markup in
/// waybar, so text from outside is escaped for pango.
///
///     "custom/solverv": {
///         "exec": "solverv countdown --format waybar",
///         "return-type": "json",
///         "interval": 60
///     }
struct WaybarFormatter: Formatter {
    let name = "waybar"
    let summary = "waybar custom-module JSON: text, tooltip, class, percentage, alt"
    let defaultSize = Size.small
    let header: String? = nil

    func render(_ snapshot: Snapshot, size: Size, template: Template?) -> String {
        let text = Lines.texts(snapshot, size, template, singleLine: true) { Escape.pango($0, keepNewlines: false) }
        var tooltip = Lines.texts(snapshot, .large, nil, noticeShown: true) { Escape.pango($0, keepNewlines: true) }
        if let notice = snapshot.notice { tooltip.append(Escape.pango(notice, keepNewlines: false)) }
        // Plain loops and `Lines.join`, not `flatMap`, `lazy` and the generic
        // `joined`, whose conformance lookups a one-shot line pays (see `Lines.join`).
        var classes: [String] = []
        for report in snapshot.reports {
            for c in report.classes where !classes.contains(c) { classes.append(c) }
        }
        let object = JSON.object([
            ("text", .string(Lines.join(text, " · ", end: ""))),
            ("tooltip", .string(Lines.join(tooltip, "\n", end: ""))),
            ("class", .array(classes.map { .string($0) })),
            ("percentage", snapshot.reports.first { $0.percentage != nil }?.percentage.map { .integer($0) } ?? .null),
            ("alt", .string(Escape.plain(snapshot.reports.first?.alt ?? ""))),  // a format-icons key, not markup
        ])
        return object.encoded().map { $0 + "\n" } ?? error(tr("could not encode"))
    }

    /// The template is Pango markup, kept live; `MarkupCheck.pango`
    /// refuses what Pango would not parse (waybar then draws nothing).
    func validate(template: Template) throws(Template.Failure) {
        try MarkupCheck.pango(template)
    }

    func error(_ message: String) -> String {
        let object = JSON.object([
            ("text", .string("⚠ solverv")),
            ("tooltip", .string(Escape.pango(message, keepNewlines: false))),
            ("class", .array([.string("error")])),
        ])
        return (object.encoded() ?? #"{"text":"⚠ solverv","class":["error"]}"#) + "\n"
    }
}
