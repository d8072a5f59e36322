/// Every file `generate-docs` writes, and how: whole files (the man page,
/// the completions), or marked blocks inside hand-written ones (the READMEs).
enum GeneratedFiles {
    typealias Make = @Sendable (Declarations, _ current: String?) throws -> String

    /// Every file: `fixed`, then each contrib file that holds a bar's
    /// `solverv setup` piece (its block `setup`, marked in the file's comments).
    static func all(_ d: Declarations) -> [(path: String, make: Make)] {
        var files = fixed
        // A file holds one piece (sway's and i3's are each their own file).
        for bar in d.setup {
            for piece in bar.pieces where !files.contains(where: { $0.path == piece.contrib }) {
                files.append((piece.contrib, { _, current in
                    try Markers.splice(current, in: piece.contrib, [("setup", String(piece.text.dropLast()))],
                                       comment: (piece.comment[0], piece.comment[1]),
                                       note: "`make docs` writes this block (solverv setup BAR); do not edit")
                }))
            }
        }
        return files
    }

    static let fixed: [(path: String, make: Make)] = [
        ("README.md", { d, current in
            try Markers.splice(current, in: "README.md", [
                ("usage", Markdown.usage(d)),
                ("formats", Markdown.formats(d)),
                ("placeholders", Markdown.placeholders(d)),
            ])
        }),
        ("contrib/README.md", { d, current in
            try Markers.splice(current, in: "contrib/README.md", [
                ("formats", Markdown.formats(d)),
                ("options", Markdown.lineOptions(d)),
            ])
        }),
        ("contrib/man/solverv.1", { d, _ in ManPage.render(d) }),
        ("contrib/completions/solverv.bash", { d, _ in BashCompletion.render(d) }),
        ("contrib/completions/_solverv", { d, _ in ZshCompletion.render(d) }),
        ("contrib/completions/solverv.fish", { d, _ in FishCompletion.render(d) }),
    ]
}

/// Blocks between marker comments in a hand-written Markdown file:
///
///     <!-- BEGIN generated-docs formats: `make docs` writes this block; do not edit -->
///     …
///     <!-- END generated-docs formats -->
enum Markers {
    typealias Comment = (open: String, close: String)
    static let markdown: Comment = ("<!-- ", " -->")
    static let note = "`make docs` writes this block; do not edit"

    static func begin(_ name: String, _ comment: Comment = markdown, note: String = note) -> String {
        "\(comment.open)BEGIN generated-docs \(name): \(note)\(comment.close)"
    }
    static func end(_ name: String, _ comment: Comment = markdown) -> String { "\(comment.open)END generated-docs \(name)\(comment.close)" }

    /// `text` with each named block's lines replaced by the new ones; the
    /// markers are comments of the file's language (Markdown's by default).
    static func splice(_ text: String?, in path: String, _ blocks: [(String, String)], comment: Comment = markdown,
                       note: String = note) throws -> String {
        guard var lines = text?.components(separatedBy: "\n") else { throw DocsError("generate-docs: \(path) is missing") }
        for (name, block) in blocks {
            let open = "\(comment.open)BEGIN generated-docs \(name):"
            guard let first = lines.firstIndex(where: { $0.hasPrefix(open) }),
                  let last = lines[first...].firstIndex(of: end(name, comment)) else {
                throw DocsError("generate-docs: \(path) has no block \(name): add the lines\n\(begin(name, comment, note: note))\n\(end(name, comment))")
            }
            lines.replaceSubrange(first...last, with: [begin(name, comment, note: note)] + block.components(separatedBy: "\n") + [end(name, comment)])
        }
        return lines.joined(separator: "\n")
    }
}
