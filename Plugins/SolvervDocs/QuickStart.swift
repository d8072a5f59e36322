/// The README's quick start: for each bar, where its piece goes and the
/// core of the piece, the `quick` lines of `solverv setup`'s declaration
/// (at most eight), the same lines as contrib/'s file, which the real bars
/// run in the tests and on the screenshots.
enum QuickStart {
    struct Bar {
        let title: String
        /// The `solverv setup` bars whose pieces it shows (the first one's
        /// lines; sway's `bar { }` is i3's).
        let setups: [String]
        /// The fenced block's language.
        let language: String
        /// Where the piece goes in the file, in Markdown (links relative to
        /// the README): a phrase after the file's name, or "".
        let destination: String
        /// What the whole piece adds: a phrase after "prints it all with your options,", or "".
        let more: String
    }

    static let bars = [
        Bar(title: "waybar", setups: ["waybar"], language: "jsonc",
            destination: "with `\"custom/solverv\"` in a `\"modules-*\"` list", more: "and the CSS that gives it colours"),
        Bar(title: "i3bar and swaybar", setups: ["i3", "sway"], language: "",
            destination: "as the `bar` block (clicks and scrolls work)", more: "and the bar's position and colours"),
        Bar(title: "polybar", setups: ["polybar"], language: "ini",
            destination: "with `solverv` in a `modules-*` line of your bar", more: ""),
        Bar(title: "tmux", setups: ["tmux"], language: "tmux",
            destination: "or through [tmux's plugin manager](#tmuxs-plugin-manager) below",
            more: "and the keys (prefix `S`, then an arrow)"),
        Bar(title: "conky", setups: ["conky"], language: "lua", destination: "for a conky built with X11", more: ""),
        Bar(title: "i3blocks", setups: ["i3blocks"], language: "ini", destination: "",
            more: "and a second block, for the sunlight"),
        Bar(title: "i3status-rust", setups: ["i3status-rust"], language: "toml", destination: "",
            more: "and the click and a second block, for the sunlight"),
    ]

    /// The block: a heading, where, the core of the piece, and where the
    /// rest is, for each bar.
    static func render(_ d: Declarations) throws -> String {
        var out: [String] = []
        for bar in bars {
            let pieces = try bar.setups.map { name in
                guard let setup = d.setup.first(where: { $0.bar == name }),
                      let piece = setup.pieces.first(where: { !$0.quick.isEmpty }) else {
                    throw DocsError("generate-docs: the README's quick start shows `solverv setup \(name)`, which declares no quick lines")
                }
                return piece
            }
            let piece = pieces[0]
            let lines = try snippet(piece.quick, bar.title)
            let files = pieces.map { "`\($0.file)`" }.joined(separator: " or ")
            let commands = bar.setups.map { "`solverv setup \($0)`" }.joined(separator: " or ")
            let contrib = pieces.map { "[`\($0.contrib)`](\($0.contrib))" }.joined(separator: ", ")
            let whole = pieces.count > 1 ? "Whole configs" : "A whole config"
            out += ["### \(bar.title)", "",
                    "In \(files)\(bar.destination.isEmpty ? "" : ", " + bar.destination). "
                        + "\(commands) prints it all with your options\(bar.more.isEmpty ? "" : ", " + bar.more). "
                        + "\(whole): \(contrib).",
                    "", "```" + bar.language]
            out += lines
            out += ["```", ""]
        }
        out.removeLast()
        return out.joined(separator: "\n")
    }

    /// The quick lines, the indentation they share removed, and a comma
    /// that would end a JSON object's last member (before a closing brace,
    /// or at the end) dropped.
    static func snippet(_ quick: String, _ title: String) throws -> [String] {
        var lines = quick.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard !lines.isEmpty, lines.count <= 8 else {
            throw DocsError("generate-docs: the README's quick start takes 1 to 8 lines a bar, and \(title) declares \(lines.count)")
        }
        let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        lines = lines.map { String($0.dropFirst(indent)) }
        for i in lines.indices where lines[i].hasSuffix(",") {
            let next = i + 1 < lines.count ? lines[i + 1].drop { $0 == " " } : "}"
            if next.hasPrefix("}") { lines[i].removeLast() }
        }
        return lines
    }
}
