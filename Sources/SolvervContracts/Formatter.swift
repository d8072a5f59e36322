/// Turns a snapshot into one bar's wire format (SPEC §2, layer 4). A
/// formatter escapes every string that did not come from the user's own
/// template, so nothing from outside can run a command or inject markup.
public protocol Formatter: Sendable {
    /// The `--format` name.
    var name: String { get }
    /// One line of help: what it emits.
    var summary: String { get }
    /// The size used when `--size` is not given (SPEC §3).
    var defaultSize: Size { get }
    /// Text printed once before the first line (i3bar's header), if any.
    var header: String? { get }
    /// Text printed once after the last line, when a watching Solverv ends
    /// cleanly (a plugin's stream footer), if any.
    var footer: String? { get }
    /// The line (with its trailing newline) for `snapshot` at `size`, with
    /// `template`, when given, in place of each report's default text. The
    /// built-ins cannot fail; a plugin's render can (NULL, not UTF-8), and
    /// the line then shows the error block.
    func render(_ snapshot: Snapshot, size: Size, template: Template?) throws(RenderFailure) -> String
    /// Fails when `template`, which is the user's own markup and stays
    /// live, would not parse in this bar, or would swallow the formatter's
    /// own markup around it (a tmux `#` before `#[default]`): a clear error
    /// beats a bar that shows nothing.
    func validate(template: Template) throws(Template.Failure)
    /// A well-formed error block in this bar's syntax, so the bar survives.
    func error(_ message: String) -> String
    /// The formatter that watch mode writes with: the same one for every
    /// bar that reads a running command's lines as it reads a finished
    /// one's output, another where the two differ (i3blocks reads three
    /// lines from a command that ends, one JSON object per line from an
    /// `interval=persist` one). The default is the formatter itself.
    var streaming: any Formatter { get }
    /// Whether `render` is cheap Swift without effects (every built-in):
    /// watch mode may then draw lines ahead of time to compare them, so
    /// that it wakes only where the text changes. A plugin's render is
    /// foreign code, perhaps slow: it is called only for a line shown.
    var drawsAhead: Bool { get }
    /// Whether it reads every fact of the snapshot (the JSON snapshot, and
    /// a plugin, which is given it): facts no line shows are built for it.
    var readsEveryFact: Bool { get }
    /// Whether people read what it writes (every bar, plain), or programs
    /// (json; a plugin, which is given the snapshot): machine output keeps
    /// English words and the C clock in any locale (SPEC §10).
    var readByPeople: Bool { get }
    /// Whether it is given both (a plugin, which writes a person's line
    /// from the snapshot): the words people read, each provider's text at
    /// every size in the line's language and clock, and the facts programs
    /// read, in English on the C clock. The reports are then built twice.
    var readsWordsAndFacts: Bool { get }
}

extension Formatter {
    /// A format without markup of its own takes any template.
    public func validate(template: Template) throws(Template.Failure) {}

    /// Only a plugin's stream has a closing text.
    public var footer: String? { nil }
    /// Lines read the same from a running command as from a finished one.
    public var streaming: any Formatter { self }
    /// The built-ins are pure Swift.
    public var drawsAhead: Bool { true }
    /// Output for programs is the whole snapshot (the JSON, a plugin's
    /// input); what people read is the texts and a template's facts.
    public var readsEveryFact: Bool { !readByPeople }
    /// Bars and plain text are read.
    public var readByPeople: Bool { true }
    /// Only a plugin.
    public var readsWordsAndFacts: Bool { false }
}

/// Why a formatter could not draw a line (a plugin returned NULL, text that
/// is not UTF-8 or an absurd amount of it, crashed or did not answer): the
/// message of the error block.
public struct RenderFailure: Error, Sendable, Equatable {
    public let message: String
    /// A signal that ends Solverv (SIGTERM, SIGINT, SIGHUP) cut the render
    /// short: there is no line to show, and the caller is about to end.
    public let interrupted: Bool

    public init(_ message: String, interrupted: Bool = false) {
        self.message = message
        self.interrupted = interrupted
    }
}
