import Foundation

/// solverv-plugin(7): the C ABI of formatter plugins, written from the
/// header itself, include/solverv/plugin.h: its opening comment is the
/// description, and each constant, field of `struct solverv_formatter` and
/// the entry point is listed with the comment above it. So the page says
/// what the header says, in the header's words, and a change to the header
/// without `make docs` fails the docs check.
enum PluginManPage {
    static func render(_ d: Declarations, header: String) throws -> String {
        let h = try CHeader(header)
        var r = Roff()
        r.comment("solverv-plugin(7). Written by `make docs` (Plugins/SolvervDocs) from include/solverv/plugin.h; do not edit.")
        r.macro(".TH SOLVERV\\-PLUGIN 7 \"\" \"solverv \(d.version)\" \"Miscellaneous Information\"")
        r.macro(".nh")
        r.section("NAME")
        r.text("solverv-plugin - the C ABI of solverv's formatter plugins")

        r.section("SYNOPSIS")
        r.macro(".nf")
        r.text("#include <solverv/plugin.h>")
        r.text("")
        r.text(h.entryPoint.declaration)
        r.text("")
        r.text("cc -shared -fPIC $(pkg-config --cflags --libs solverv-plugin) \\")
        r.text("    -o NAME.so NAME.c")
        r.macro(".fi")

        r.section("DESCRIPTION")
        for (i, block) in h.overview.enumerated() {
            if i > 0, block.kind != .list { r.macro(".PP") }  // .IP begins a paragraph itself
            switch block.kind {
            case .code: r.display(block.lines)
            case .list: for item in block.lines { r.macro(".IP \\(bu 2"); r.styled(item) }
            case .prose: r.styled(block.lines.joined(separator: " "))
            }
        }

        r.section("CONSTANTS")
        for c in h.constants {
            r.tag(bold: c.declaration, italic: nil)
            r.styled(c.comment)
        }

        r.section("THE STRUCTURE")
        r.text("struct solverv_formatter, which the entry point returns, has these fields, in this order:")
        for field in h.fields {
            r.tag(bold: field.declaration, italic: nil)
            r.styled(field.comment)
        }

        r.section("THE ENTRY POINT")
        r.tag(bold: h.entryPoint.declaration, italic: nil)
        r.styled(h.entryPoint.comment)

        r.section("ENVIRONMENT")
        for e in d.environment where e.summary.contains("plugin") { r.tag(bold: e.name, italic: nil); r.text(e.summary + ".") }

        r.section("FILES")
        for f in d.files where f.path.hasSuffix(".so") { r.tag(bold: nil, italic: f.path); r.text(f.summary + ".") }
        r.tag(bold: nil, italic: "include/solverv/plugin.h")
        r.text("Under the prefix: this header; pkg-config's solverv-plugin gives its place.")
        r.tag(bold: nil, italic: "share/doc/solverv/contrib/plugins/")
        r.text("Under the prefix: two example plugins in C, for lemonbar and xmobar, each with its build line.")

        r.section("EXAMPLES")
        r.paragraph("Build a plugin, and show a line through it:")
        r.display(["cc -shared -fPIC -O2 $(pkg-config --cflags --libs solverv-plugin) \\",
                   "    -o lemonbar.so lemonbar.c -ljansson",
                   "solverv --plugin ./lemonbar.so --format lemonbar"])
        r.paragraph("Install it for your user, and list the formats found:")
        r.display(["mkdir -p ~/.local/share/solverv/plugins",
                   "install -m 644 lemonbar.so ~/.local/share/solverv/plugins/",
                   "solverv formats"])

        r.section("SEE ALSO")
        r.macro(".BR solverv (1),")
        r.macro(".BR solverv\\-config (5),")
        r.macro(".BR dlopen (3)")
        return r.text
    }
}

/// What the page reads from a C header: its opening comment, in blocks
/// (paragraphs, code indented four spaces, and lists of `  - ` items), and each `#define`, field
/// of the struct and the entry point's prototype with the comment above it.
struct CHeader {
    struct Block {
        enum Kind { case prose, code, list }
        /// A list's lines are its items, each joined into one.
        var lines: [String]
        let kind: Kind
    }
    struct Declared {
        let declaration: String
        let comment: String
    }

    var overview: [Block] = []
    var constants: [Declared] = []
    var fields: [Declared] = []
    var entryPoint = Declared(declaration: "", comment: "")

    init(_ text: String) throws {
        var comment: [String]? = nil, pending: [String] = [], inStruct = false, first = true
        for raw in text.components(separatedBy: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if var open = comment {
                var body = line
                let closes = body.hasSuffix("*/")
                if closes { body = String(body.dropLast(2)) }
                open.append(Self.commentText(body))
                comment = open
                if closes {
                    if first { overview = Self.blocks(open); first = false } else { pending = open }
                    comment = nil
                }
                continue
            }
            if line.hasPrefix("/*") {
                let body = String(line.dropFirst(2))
                if body.hasSuffix("*/") {
                    pending = [Self.commentText(String(body.dropLast(2)))]
                } else {
                    comment = [Self.commentText(body)]
                }
                continue
            }
            let said = Self.prose(pending)
            if line.hasPrefix("#define ") {
                if !said.isEmpty { constants.append(Declared(declaration: String(line.dropFirst(8)), comment: said)) }
            } else if line.hasPrefix("struct solverv_formatter {") {
                inStruct = true
            } else if inStruct, line.hasPrefix("};") {
                inStruct = false
            } else if inStruct, line.hasSuffix(";") {
                fields.append(Declared(declaration: line, comment: said))
            } else if line.hasPrefix("const struct solverv_formatter *") {
                entryPoint = Declared(declaration: line, comment: said)
            }
            if !line.isEmpty { pending = [] }
        }
        guard !overview.isEmpty, !fields.isEmpty, !entryPoint.declaration.isEmpty else {
            throw DocsError("generate-docs: include/solverv/plugin.h: no opening comment, struct solverv_formatter or entry point found")
        }
    }

    /// A comment line without its ` * ` margin; code keeps its indentation.
    static func commentText(_ line: String) -> String {
        var s = Substring(line)
        if s.hasPrefix("*") { s = s.dropFirst() }
        if s.hasPrefix(" ") { s = s.dropFirst() }
        return String(s).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }

    /// A comment's text as one paragraph.
    static func prose(_ lines: [String]) -> String {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Paragraphs split at blank lines; lines indented four spaces are
    /// code, except in a list, whose items begin `  - ` and go on indented.
    static func blocks(_ lines: [String]) -> [Block] {
        var out: [Block] = []
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                out.append(Block(lines: [], kind: .prose))
                continue
            }
            if let last = out.last, last.kind == .list, !last.lines.isEmpty, !line.hasPrefix("  - "), line.hasPrefix("    ") {
                out[out.count - 1].lines[last.lines.count - 1] += " " + trimmed
                continue
            }
            let kind: Block.Kind = line.hasPrefix("  - ") ? .list : line.hasPrefix("    ") ? .code : .prose
            let text = kind == .prose ? line : String(line.dropFirst(4))
            if let last = out.last, last.kind == kind, !last.lines.isEmpty {
                out[out.count - 1].lines.append(text)
            } else {
                if out.last?.lines.isEmpty == true { out.removeLast() }
                out.append(Block(lines: [text], kind: kind))
            }
        }
        return out.filter { !$0.lines.isEmpty }
    }
}
