/// Every file `generate-docs` writes, and how: whole files (the man page,
/// the completions), or marked blocks inside hand-written ones (the READMEs).
enum GeneratedFiles {
    typealias Make = @Sendable (Declarations, _ current: String?) throws -> String

    static let all: [(path: String, make: Make)] = [
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
