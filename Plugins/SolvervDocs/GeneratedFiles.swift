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

    static let all: [(path: String, make: Make)] = [
        ("README.md", { i, current in
            try Markers.splice(current, in: "README.md", [("quickstart", QuickStart.render(i.read))])
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
        ("contrib/completions/solverv.bash", { i, _ in BashCompletion.render(i.declarations) }),
        ("contrib/completions/_solverv", { i, _ in ZshCompletion.render(i.declarations) }),
        ("contrib/completions/solverv.fish", { i, _ in FishCompletion.render(i.declarations) }),
    ]

    /// The blocks each Markdown file has written into it, by name.
    static let blocks = [
        "README.md": ["quickstart"], "docs/commands.md": ["usage"], "docs/bars.md": ["formats", "options"],
        "docs/templates.md": ["placeholders"],
    ]

    /// What no entry writes, though it looks generated: a marked block in
    /// the README, in docs/ or in contrib/ that is not one of `blocks` (a
    /// block copied to another page would silently go stale), and a man
    /// page in contrib/man/ that is not generated (every page is).
    static func strays(_ root: URL) -> [String] {
        let fm = FileManager.default
        var out: [String] = []
        var markdown = ["README.md"]
        for dir in ["docs", "contrib"] {
            let url = root.appendingPathComponent(dir)
            for case let path as String in fm.enumerator(atPath: url.path) ?? NSEnumerator() where path.hasSuffix(".md") {
                markdown.append(dir + "/" + path)
            }
        }
        for path in markdown.sorted() {
            guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { continue }
            for line in text.components(separatedBy: "\n") where line.hasPrefix("<!-- BEGIN generated-docs ") {
                let name = line.dropFirst("<!-- BEGIN generated-docs ".count).prefix { $0 != ":" && $0 != " " }
                if !(blocks[path] ?? []).contains(String(name)) {
                    out.append("\(path): block \(name), which make docs does not write")
                }
            }
        }
        let pages = Set(all.map(\.path).filter { $0.hasPrefix("contrib/man/") })
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
    static func begin(_ name: String) -> String { "<!-- BEGIN generated-docs \(name): `make docs` writes this block; do not edit -->" }
    static func end(_ name: String) -> String { "<!-- END generated-docs \(name) -->" }

    /// `text` with each named block's lines replaced by the new ones.
    static func splice(_ text: String?, in path: String, _ blocks: [(String, String)]) throws -> String {
        guard var lines = text?.components(separatedBy: "\n") else { throw DocsError("generate-docs: \(path) is missing") }
        for (name, block) in blocks {
            let open = "<!-- BEGIN generated-docs \(name):"
            guard let first = lines.firstIndex(where: { $0.hasPrefix(open) }),
                  let last = lines[first...].firstIndex(of: end(name)) else {
                throw DocsError("generate-docs: \(path) has no block \(name): add the lines\n\(begin(name))\n\(end(name))")
            }
            lines.replaceSubrange(first...last, with: [begin(name)] + block.components(separatedBy: "\n") + [end(name)])
        }
        return lines.joined(separator: "\n")
    }
}
