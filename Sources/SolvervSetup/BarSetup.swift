import SolvervIO

/// The ready-to-paste piece of each bar's config, declared once: `solverv
/// setup BAR` prints it with the user's options, and `make docs` writes
/// it, with the defaults, into the matching block of `contrib/` (through
/// `formats --output json`), so the two cannot drift.
///
/// A piece is written from argv (the binary, then the line's words), each
/// bar's way: a /bin/sh command line, then that bar's own quoting (a JSON
/// string for waybar, TOML for i3status-rust, tmux's format language and
/// its config's quotes, conky's `${…}`). Characters a bar's syntax reads
/// inside the command, and the shell does not, are written by the shell
/// (`$(printf '\051')` for a `)` in tmux's `#( )`, which counts them).
///
/// The README's quick start shows each bar's `quick` lines (at most eight),
/// so it too is written from here.
public struct BarSetup: Sendable {
    /// One file's piece: where it goes in the user's config, and its text.
    public struct Piece: Sendable {
        /// The user's file, as a person writes it: `~/.config/waybar/config.jsonc`.
        public let file: String
        /// What to do with the piece there, given the module's name (`Context.name`).
        let howText: @Sendable (String) -> String
        /// The file of `contrib/` whose generated block is this piece.
        public let contrib: String
        /// The file's comments: what opens one, and closes it (CSS).
        public let comment: (open: String, close: String)
        let parts: @Sendable (Context) -> [Part]

        init(file: String, how: @escaping @Sendable (String) -> String, contrib: String, comment: (open: String, close: String),
             parts: @escaping @Sendable (Context) -> [Part]) {
            (self.file, howText, self.contrib, self.comment, self.parts) = (file, how, contrib, comment, parts)
        }

        /// What to do with the piece there.
        public func how(_ context: Context) -> String { howText(context.name) }
        /// The whole piece.
        public func text(_ context: Context) -> String { parts(context).map(\.text).joined() }
        /// The lines the README's quick start shows ("" for none).
        public func quick(_ context: Context) -> String { parts(context).filter(\.quick).map(\.text).joined() }
    }

    /// A run of a piece's lines, each ending in a newline; `quick` ones are
    /// the core the README's quick start shows, the others the rest.
    public struct Part: Sendable {
        let quick: Bool
        let text: String
        static func quick(_ text: String) -> Part { Part(quick: true, text: text) }
        static func rest(_ text: String) -> Part { Part(quick: false, text: text) }
    }

    /// The binary, the providers and the options the piece carries.
    public struct Context: Sendable {
        /// `solverv`, or the binary's absolute path where it is not on the PATH.
        public let binary: String
        /// The line's options, as argv words.
        public let options: [String]
        /// The providers the line names (`moon`): none for the default line.
        public let providers: [String]
        /// The providers it shows, the default ones where it names none.
        public let shown: [String]
        /// The providers whose block goes without `--template`: it places
        /// what they do not show (`{days}` in sunlight's block).
        public var untemplated: Set<String> = []
        /// The options each provider's block goes without: those only
        /// another provider uses (`--urgent` in countdown's block).
        public var unused: [String: [String]] = [:]

        /// `providers` as given, each once; the `defaults` (`countdown
        /// sunlight`) are the line with none, whose piece is contrib/'s.
        public init(binary: String, options: [String], providers: [String] = [], defaults: [String]) {
            self.binary = binary
            self.options = options
            var chosen: [String] = []
            for p in providers where !chosen.contains(p) { chosen.append(p) }
            self.providers = chosen == defaults ? [] : chosen
            self.shown = chosen.isEmpty ? defaults : chosen
        }

        /// The module's or block's name: `solverv`, or with other providers
        /// `solverv-moon`, which sits beside it in the same bar.
        public var name: String { providers.isEmpty ? "solverv" : (["solverv"] + providers).joined(separator: "-") }

        /// argv of the line: the binary, the providers, `words` (format, …), the options.
        func line(_ words: [String]) -> [String] { [binary] + providers + words + options }
        /// argv of one provider's block: its options, less a template it
        /// cannot draw and those it does not use (each `--NAME`, then its value if it takes one).
        func block(_ provider: String, _ words: [String]) -> [String] {
            let dropped = (unused[provider] ?? []) + (untemplated.contains(provider) ? ["template"] : [])
            var kept: [String] = []
            var i = options.startIndex
            while i < options.endIndex {
                let name = String(options[i].dropFirst(2))
                let width = Options.names.firstIndex(of: name).map { Options.takesValue[$0] ? 2 : 1 } ?? 1
                if !dropped.contains(name) { kept += options[i..<min(i + width, options.endIndex)] }
                i += width
            }
            return [binary, provider] + words + kept
        }
        func ctl(_ action: String) -> [String] { [binary, "ctl", action] }
    }

    public let bar: String
    /// The `--format` of the bar's line.
    public let format: String
    public let summary: String
    /// Whether each provider shown has a block of its own (i3blocks,
    /// i3status-rust), not one line for them all.
    public var blockEach = false
    public let pieces: [Piece]

    /// Every bar `setup` knows, in the order of its list.
    public static let all: [BarSetup] = [waybar, i3("sway"), i3("i3"), polybar, tmux, conky, i3blocks, i3statusRust]

    public static let names = all.map(\.bar)

    public static func named(_ name: String) -> BarSetup? { all.first { $0.bar == name } }

    /// The comment line that says where a piece goes, in its file's syntax;
    /// where a bar has several (waybar's module and its CSS), which part of
    /// how many it is.
    public static func heading(_ piece: Piece, _ context: Context, part: Int = 1, of parts: Int = 1) -> String {
        let which = parts > 1 ? "Part \(part) of \(parts), for " : ""
        return "\(piece.comment.open)\(which)\(piece.file): \(piece.how(context))\(piece.comment.close)\n"
    }

    /// The comment line after a part that another follows: that one goes in
    /// another file (waybar's CSS is no part of its JSON).
    public static func ending(_ piece: Piece, part: Int, next: Piece) -> String {
        let name = { (file: String) in String(file.split(separator: "/").last ?? Substring(file)) }
        return "\(piece.comment.open)End of part \(part), for \(name(piece.file)). "
            + "Part \(part + 1) goes in another file, \(name(next.file)):\(piece.comment.close)\n"
    }
}
