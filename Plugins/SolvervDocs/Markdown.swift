import Foundation

/// The Markdown blocks of docs/: tables written from the declarations.
enum Markdown {
    /// The usage block: `solverv --help`'s synopsis.
    static func usage(_ d: Declarations) -> String {
        "```\n" + d.synopsis.joined(separator: "\n") + "\n```"
    }

    static func formats(_ d: Declarations) -> String {
        var rows = ["| `--format` | default size | what it writes |", "|---|---|---|"]
        for f in d.formats {
            rows.append("| `\(f.name)` | \(f.default_size) | \(cell(f.summary)) |")
        }
        return rows.joined(separator: "\n")
    }

    /// A table per provider, after the placeholders every line has.
    static func placeholders(_ d: Declarations) -> String {
        var out = ["Every line, whichever providers it shows (the place and the clock):", ""]
        out += table(d.location_placeholders)
        for p in d.providers {
            out += ["", "`\(p.name)`: \(p.summary).", ""]
            out += table(p.placeholders)
        }
        return out.joined(separator: "\n")
    }

    /// The line's options (those the bar configurations use).
    static func lineOptions(_ d: Declarations) -> String {
        var rows = ["| option | what it does |", "|---|---|"]
        for o in d.options(of: nil) {
            let name = o.value.map { "`--\(o.name) \($0)`" } ?? "`--\(o.name)`"
            rows.append("| \(cell(name)) | \(cell(o.summary)) |")
        }
        return rows.joined(separator: "\n")
    }

    static func table(_ items: [Declarations.Named]) -> [String] {
        ["| placeholder | what it is |", "|---|---|"] + items.map { "| `{\($0.name)}` | \(cell($0.summary)) |" }
    }

    /// Text for a table cell: a `|` would end the cell.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
