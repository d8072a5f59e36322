import Foundation

/// The README's quick start: for each bar, where its piece goes and the
/// piece itself, taken from the bar's file in contrib/, so that the README
/// shows the lines the real bars run in the tests and on the screenshots.
/// In a file, the lines between comment lines `README quick start {` and
/// `README quick start }` are the piece (several such spans join), without
/// the file's comments, at most eight lines.
enum QuickStart {
    struct Bar {
        let title: String
        let file: String
        /// How the file's comments begin.
        let comment: String
        /// The fenced block's language.
        let language: String
        /// Where the piece goes, in Markdown (links relative to the README),
        /// a sentence without its full stop.
        let destination: String
    }

    static let bars = [
        Bar(title: "waybar", file: "contrib/waybar/config.jsonc", comment: "//", language: "jsonc",
            destination: "In `~/.config/waybar/config.jsonc`, with `\"custom/solverv\"` in a `\"modules-*\"` list; "
                + "[`style.css`](contrib/waybar/style.css) gives it colours"),
        Bar(title: "i3bar and swaybar", file: "contrib/i3/config", comment: "#", language: "",
            destination: "In `~/.config/i3/config` or `~/.config/sway/config`, as the `bar` block; clicks and scrolls work"),
        Bar(title: "polybar", file: "contrib/polybar/config.ini", comment: ";", language: "ini",
            destination: "In `~/.config/polybar/config.ini`, with `solverv` in a `modules-*` line of your bar"),
        Bar(title: "tmux", file: "contrib/tmux/tmux.conf", comment: "#", language: "tmux",
            destination: "In `~/.tmux.conf`, or through [tmux's plugin manager](#tmuxs-plugin-manager) below"),
        Bar(title: "conky", file: "contrib/conky/conky.conf", comment: "--", language: "lua",
            destination: "In `~/.config/conky/conky.conf`, for a conky built with X11"),
        Bar(title: "i3blocks", file: "contrib/i3blocks/config", comment: "#", language: "ini",
            destination: "In `~/.config/i3blocks/config`; the file has a second block, for the sunlight"),
        Bar(title: "i3status-rust", file: "contrib/i3status-rust/config.toml", comment: "#", language: "toml",
            destination: "In `~/.config/i3status-rust/config.toml`; the file has a second block, for the sunlight"),
    ]

    /// The block: a heading, where, and the piece, for each bar.
    static func render(_ read: (String) throws -> String) throws -> String {
        var out: [String] = []
        for bar in bars {
            let lines = try piece(try read(bar.file), bar)
            out += ["### \(bar.title)", "", bar.destination + ". From [`\(bar.file)`](\(bar.file)):", "", "```" + bar.language]
            out += lines
            out += ["```", ""]
        }
        out.removeLast()
        return out.joined(separator: "\n")
    }

    /// The lines of `text` between the markers, its comments dropped and
    /// the indentation they share removed.
    static func piece(_ text: String, _ bar: Bar) throws -> [String] {
        var lines: [String] = [], inside = false, spans = 0
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == bar.comment + " README quick start {" { inside = true; spans += 1; continue }
            if trimmed == bar.comment + " README quick start }" { inside = false; continue }
            if inside, !trimmed.hasPrefix(bar.comment), !trimmed.isEmpty { lines.append(line) }
        }
        guard spans > 0, !inside, !lines.isEmpty else {
            throw DocsError("generate-docs: \(bar.file): no lines between '\(bar.comment) README quick start {' and '\(bar.comment) README quick start }'")
        }
        guard lines.count <= 8 else {
            throw DocsError("generate-docs: \(bar.file): the README's quick start takes at most 8 lines, and \(lines.count) are marked")
        }
        let indent = lines.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(indent)) }
    }
}
