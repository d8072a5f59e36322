import SolvervContracts
import SolvervJSON

/// **i3status-rs**: for i3status-rust's `custom` block with `json = true`.
/// One JSON object on one line: `text` (medium), `short_text` (small,
/// which i3bar picks when space is short), `icon` and `state`. Run once
/// (an `interval`), or with `--watch` and `persistent = true`, a line per
/// change. The block's default format shows both texts as Pango markup
/// (`$text.pango-str()`, which does not escape), so text from outside is
/// escaped for Pango. A block of the countdown alone leaves the zone
/// indicator (`(Toronto time)`) to the sunlight block after it, so that the
/// bar shows it once (`Lines.placeMarked`).
///
/// `icon` is empty: the season and Sun icons are in the text already
/// (`--icons emoji|nerd`), and a name that the user's i3status-rs icon set
/// lacks would fail the whole block. `state` picks the theme's colours:
///
/// - `Warning` in the last minutes before sunset (`--urgent`): soon, not broken;
/// - `Info` on the day of a solstice or equinox, or of a full or new moon:
///   worth a look all day;
/// - `Good` while the sun is up (day, polar day);
/// - `Idle`, the theme's plain colours, otherwise: night, or a countdown alone;
/// - `Critical` for an error block only, so red always means "look at me".
///
///     [[block]]
///     block = "custom"
///     command = "solverv --format i3status-rs --watch"
///     persistent = true
///     json = true
struct I3statusRsFormatter: Formatter {
    let name = "i3status-rs"
    let summary = "i3status-rust custom block JSON (json = true): text, short_text, icon, state"
    let defaultSize = Size.medium
    let header: String? = nil

    func render(_ snapshot: Snapshot, size: Size, template: Template?) -> String {
        let escape = { (text: String) in Escape.pango(text, keepNewlines: false) }
        let text = Lines.texts(snapshot, size, template, singleLine: true, placeMark: Lines.placeMarked(snapshot), escape: escape)
        let short = Lines.texts(snapshot, .small, template, singleLine: true, escape: escape)
        return object(text: Lines.join(text, " · ", end: ""), short: Lines.join(short, " · ", end: ""),
                      state: Self.state(snapshot))
    }

    /// The theme state of a line, as the doc comment above gives it.
    static func state(_ snapshot: Snapshot) -> String {
        let reports = snapshot.reports
        if reports.contains(where: { $0.classes.contains("urgent") }) { return "Warning" }
        if reports.contains(where: { $0.provider == "countdown" && $0.fact("days")?.value == .integer(0) }) { return "Info" }
        if reports.contains(where: { $0.provider == "moon" && ($0.classes.contains("full") || $0.classes.contains("new")) }) { return "Info" }
        if reports.contains(where: { $0.classes.contains("day") || $0.classes.contains("polar-day") }) { return "Good" }
        return "Idle"
    }

    /// The template is Pango markup, kept live; `MarkupCheck.pango`
    /// refuses what Pango would not parse (i3bar then draws nothing).
    func validate(template: Template) throws(Template.Failure) {
        try MarkupCheck.pango(template)
    }

    func error(_ message: String) -> String {
        object(text: "⚠ " + Escape.pango(message, keepNewlines: false), short: "⚠ solverv", state: "Critical")
    }

    private func object(text: String, short: String, state: String) -> String {
        let object = JSON.object([
            ("text", .string(text)),
            ("short_text", .string(short)),
            ("icon", .string("")),
            ("state", .string(state)),
        ])
        return (object.encoded() ?? #"{"text":"⚠ solverv","state":"Critical"}"#) + "\n"
    }
}
