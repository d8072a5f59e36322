import SolvervContracts

/// **tmux**: for `#(solverv sunlight --format tmux)` in `status-right`.
/// Small by default (`❄ 29d`), coloured with `#[fg=#rrggbb]` and reset with
/// `#[default]`. Every run of `#` from outside is made even, so `#(…)`,
/// `#[…]` and `#{…}` cannot form. tmux draws one line: the large size is
/// one line of at most 100 columns (`Lines.oneLineLarge`), the headlines
/// with the facts that fit (sunrise and sunset, progress, day length).
///
///     set -g status-right '#(solverv --format tmux) %H:%M'
struct TmuxFormatter: Formatter {
    let name = "tmux"
    let summary = "tmux status line with #[fg=…] styles"
    let defaultSize = Size.small
    let header: String? = nil

    func render(_ snapshot: Snapshot, size: Size, template: Template?) -> String {
        let texts = Lines.texts(snapshot, size, template, singleLine: true) { Escape.tmux($0) }
        return Lines.join(Lines.coloured(snapshot, texts) { "#[fg=\($0)]\($1)#[default]" }, " · ", end: "\n")
    }

    /// The template is tmux's own format, kept live; `MarkupCheck.tmux`
    /// refuses a `#` that would take in the formatter's `#[default]`.
    func validate(template: Template) throws(Template.Failure) {
        try MarkupCheck.tmux(template)
    }

    func error(_ message: String) -> String {
        "#[fg=\(Palette.error)]⚠ \(Escape.tmux(message))#[default]\n"
    }
}
