import SolvervContracts

/// **polybar**: for a `custom/script` module. Medium by default, each
/// report in `%{F#rrggbb}` and back to `%{F-}`. Polybar has no escape for
/// `%`, so an invisible U+FEFF keeps any `%` from outside away from a `{`:
/// `%{A:…:}` cannot run a command on click.
///
///     [module/solverv]
///     type = custom/script
///     exec = solverv --format polybar
///     interval = 60
struct PolybarFormatter: Formatter {
    let name = "polybar"
    let summary = "polybar text with %{F…} colours"
    let defaultSize = Size.medium
    let header: String? = nil

    func render(_ snapshot: Snapshot, size: Size, template: Template?) -> String {
        // Polybar draws one line: large is one line of at most 100 columns.
        let texts = Lines.texts(snapshot, size, template, singleLine: true) { Escape.polybar($0) }
        return Lines.join(Lines.coloured(snapshot, texts) { "%{F\($0)}\($1)%{F-}" }, " · ", end: "\n")
    }

    /// The template is polybar's own markup, kept live; `MarkupCheck.polybar`
    /// refuses a `%{` tag that never closes.
    func validate(template: Template) throws(Template.Failure) {
        try MarkupCheck.polybar(template)
    }

    func error(_ message: String) -> String {
        "%{F\(Palette.error)}⚠ \(Escape.polybar(message))%{F-}\n"
    }
}
