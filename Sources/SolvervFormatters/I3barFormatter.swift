import SolvervContracts
import SolvervJSON
import SolvervLanguage

/// **i3bar** (and swaybar): the i3bar protocol. A header, then an endless
/// array of status lines; each provider is a block with `name` and
/// `instance`, `full_text` (medium) and `short_text` (small, which i3bar
/// picks when space is short), a `color`, and pango `markup`, for which
/// text from outside is escaped.
///
///     bar { status_command solverv --format i3bar }
struct I3barFormatter: Formatter {
    let name = "i3bar"
    let summary = "the i3bar/swaybar protocol (full_text medium, short_text small)"
    let defaultSize = Size.medium
    /// Clicks on (watch mode reads them from stdin), and the signals i3bar
    /// sends when the bar is hidden and shown again: SIGTSTP (20), which
    /// watch mode catches to stop printing (and would stop the process, as
    /// i3bar's default SIGSTOP does, if it were not caught), and SIGCONT (18).
    let header: String? = #"{"version":1,"click_events":true,"stop_signal":20,"cont_signal":18}"# + "\n[\n"

    func render(_ snapshot: Snapshot, size: Size, template: Template?) -> String {
        let full = Lines.texts(snapshot, size, template, singleLine: true) { Escape.pango($0, keepNewlines: false) }
        let short = Lines.texts(snapshot, .small, template, singleLine: true) { Escape.pango($0, keepNewlines: false) }
        let blocks = full.indices.map { i -> JSON in
            let report = snapshot.reports[i]
            var block: [(String, JSON)] = [
                ("name", .string(report.provider)),
                ("instance", .string(Escape.plain(snapshot.location.name))),  // not drawn, but echoed in click events
                ("full_text", .string(full[i])),
                ("short_text", .string(short[i])),
                ("markup", .string("pango")),
            ]
            if let colour = Palette.colour(report) { block.append(("color", .string(colour))) }
            if report.classes.contains("urgent") { block.append(("urgent", .bool(true))) }
            return .object(block)
        }
        return JSON.array(blocks).encoded().map { $0 + ",\n" } ?? error(tr("could not encode"))
    }

    /// The template is Pango markup, kept live; `MarkupCheck.pango`
    /// refuses what Pango would not parse (i3bar then draws nothing).
    func validate(template: Template) throws(Template.Failure) {
        try MarkupCheck.pango(template)
    }

    func error(_ message: String) -> String {
        let block = JSON.object([
            ("name", .string("solverv")),
            ("full_text", .string("⚠ " + Escape.pango(message, keepNewlines: false))),
            ("short_text", .string("⚠ solverv")),
            ("markup", .string("pango")),
            ("color", .string(Palette.error)),
            ("urgent", .bool(true)),
        ])
        return (JSON.array([block]).encoded() ?? #"[{"full_text":"⚠ solverv"}]"#) + ",\n"
    }
}
