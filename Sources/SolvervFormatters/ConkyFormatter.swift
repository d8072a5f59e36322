import SolvervContracts

/// **conky**: for `${execpi 60 solverv --format conky}`. Large by default,
/// several lines, each report in `${color #rrggbb}` and back to `${color}`.
/// A `$` from outside is doubled and a `#` escaped, so `${exec …}` cannot
/// run and no comment can swallow the line.
struct ConkyFormatter: Formatter {
    let name = "conky"
    let summary = "conky text with ${color …}, for execp/execpi"
    let defaultSize = Size.large
    let header: String? = nil

    func render(_ snapshot: Snapshot, size: Size, template: Template?) -> String {
        let texts = Lines.texts(snapshot, size, template, noticeShown: true) { Escape.conky($0, keepNewlines: size == .large) }
        var lines = Lines.coloured(snapshot, texts) { "${color \($0)}\($1)${color}" }
        // A template is the whole text; a notice it leaves out goes to stderr.
        if template == nil, let notice = snapshot.notice { lines.append(Escape.conky("(\(notice))")) }
        return Lines.join(lines, size == .large ? "\n" : " · ", end: "\n")
    }

    /// The template is conky text, kept live; `MarkupCheck.conky` refuses
    /// what would hide or swallow the formatter's `${color}`.
    func validate(template: Template) throws(Template.Failure) {
        try MarkupCheck.conky(template)
    }

    func error(_ message: String) -> String {
        "${color \(Palette.error)}⚠ \(Escape.conky(message))${color}\n"
    }
}
