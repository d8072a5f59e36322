import SolvervContracts

/// **plain**: text for a terminal or a script. Medium by default:
/// `Winter solstice in 29 days · 2h34m of sun left`. Control characters
/// from outside are dropped, so nothing can drive the terminal.
struct PlainFormatter: Formatter {
    let name = "plain"
    let summary = "plain text"
    let defaultSize = Size.medium
    let header: String? = nil

    func render(_ snapshot: Snapshot, size: Size, template: Template?) -> String {
        let large = size == .large
        var parts = Lines.texts(snapshot, size, template, noticeShown: true) { Escape.plain($0, keepNewlines: large) }
        // A template is the whole text; a notice it leaves out goes to stderr.
        if template == nil, let notice = snapshot.notice { parts.append(Escape.plain("(\(notice))", keepNewlines: false)) }
        return Lines.join(parts, large ? "\n" : " · ", end: "\n")
    }

    /// Plain output has no error syntax: the message goes to stderr alone.
    func error(_ message: String) -> String { "" }
}
