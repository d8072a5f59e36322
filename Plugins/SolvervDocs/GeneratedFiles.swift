import Foundation

/// Every file `generate-docs` writes, and how: whole files (the man pages,
/// the completions), or marked blocks inside hand-written ones (the README
/// and the pages of docs/). `make test`'s check covers them all, and fails
/// on a marked block or a man page that no entry here writes.
enum GeneratedFiles {
    /// What a file is written from: the declarations, and the package's
    /// own files (contrib/ for the quick start, the plugin header).
    struct Inputs {
        let declarations: Declarations
        let root: URL

        func read(_ path: String) throws -> String {
            do { return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) } catch {
                throw DocsError("generate-docs: cannot read \(path): \(error)")
            }
        }
    }

    typealias Make = @Sendable (Inputs, _ current: String?) throws -> String

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
        ("README.md", { i, current in
            try Markers.splice(current, in: "README.md", [("quickstart", QuickStart.render(i.declarations))])
        }),
        ("docs/commands.md", { i, current in
            try Markers.splice(current, in: "docs/commands.md", [("usage", Markdown.usage(i.declarations))])
        }),
        ("docs/bars.md", { i, current in
            try Markers.splice(current, in: "docs/bars.md", [
                ("formats", Markdown.formats(i.declarations)),
                ("options", Markdown.lineOptions(i.declarations)),
            ])
        }),
        ("docs/templates.md", { i, current in
            try Markers.splice(current, in: "docs/templates.md", [("placeholders", Markdown.placeholders(i.declarations))])
        }),
        ("contrib/man/solverv.1", { i, _ in ManPage.render(i.declarations) }),
        ("contrib/man/solverv-config.5", { i, _ in ConfigManPage.render(i.declarations) }),
        ("contrib/man/solverv-plugin.7", { i, _ in try PluginManPage.render(i.declarations, header: i.read("include/solverv/plugin.h")) }),
        ("contrib/completions/solverv.bash", { i, _ in BashCompletion.render(i.declarations, shipped: LocaleCompletion.shipped(try i.read("po/LINGUAS"))) }),
        ("contrib/completions/_solverv", { i, _ in ZshCompletion.render(i.declarations, shipped: LocaleCompletion.shipped(try i.read("po/LINGUAS"))) }),
        ("contrib/completions/solverv.fish", { i, _ in FishCompletion.render(i.declarations, shipped: LocaleCompletion.shipped(try i.read("po/LINGUAS"))) }),
    ]

    /// The blocks each Markdown file has written into it, by name.
    static let blocks = [
        "README.md": ["quickstart"], "docs/commands.md": ["usage"], "docs/bars.md": ["formats", "options"],
        "docs/templates.md": ["placeholders"],
    ]

    /// What no entry writes, though it looks generated: a marked block in
    /// the README, in docs/ or in contrib/ that is not one of `blocks` (a
    /// block copied to another page would silently go stale), a marked block
    /// in a file of contrib/ that is not a `setup` piece's, and a man page in
    /// contrib/man/ that is not generated (every page is).
    static func strays(_ root: URL, _ d: Declarations) -> [String] {
        let fm = FileManager.default
        var out: [String] = []
        var files = ["README.md"]
        for dir in ["docs", "contrib"] {
            let url = root.appendingPathComponent(dir)
            for case let path as String in fm.enumerator(atPath: url.path) ?? NSEnumerator() {
                files.append(dir + "/" + path)
            }
        }
        let pieces = Set(d.setup.flatMap(\.pieces).map(\.contrib))
        for path in files.sorted() {
            // Text files only (the screenshots are not).
            guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { continue }
            for line in text.components(separatedBy: "\n") {
                // A marker is the line's first words, after a comment's opening
                // (Markdown's, in a Markdown file, whose text may name markers).
                let markdown = path.hasSuffix(".md")
                guard let at = line.range(of: "BEGIN generated-docs "),
                      markdown ? line.hasPrefix("<!-- BEGIN") : !line[..<at.lowerBound].isEmpty
                        && line[..<at.lowerBound].allSatisfy({ " \t#/;-*".contains($0) }) else { continue }
                let name = String(line[at.upperBound...].prefix { $0 != ":" && $0 != " " })
                let written = markdown ? (blocks[path] ?? []).contains(name) : pieces.contains(path) && name == "setup"
                if !written { out.append("\(path): block \(name), which make docs does not write") }
            }
        }
        let pages = Set(fixed.map(\.path).filter { $0.hasPrefix("contrib/man/") })
        for page in (try? fm.contentsOfDirectory(atPath: root.appendingPathComponent("contrib/man").path)) ?? [] {
            if !pages.contains("contrib/man/" + page) { out.append("contrib/man/\(page): a man page make docs does not write") }
        }
        return out
    }
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
