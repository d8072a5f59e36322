import Foundation

/// The messages of a gettext catalogue, a `.po` or the `.pot` template, as
/// xgettext, msgmerge and msginit write them: what a test compares with the
/// sources' marks or reads a language's translations from.
public struct POFile {
    public struct Entry: Hashable {
        public var context: String?
        public var msgid = ""
        public var plural: String?
        /// `msgstr`, or `msgstr[0]`, `msgstr[1]`, … for a message with a plural.
        public var translations: [String] = []
        /// The `#,` flags: `c-format`, `fuzzy`.
        public var flags: [String] = []
        /// The `#.` comments, the translator comments among them (`TRANSLATORS: …`).
        public var comments: [String] = []
        /// The translator's own notes (`# …`), which msgmerge keeps: where a
        /// translation deviates from CLDR on purpose, it says so here.
        public var notes: [String] = []

        mutating func append(_ text: String, to field: Field) {
            switch field {
            case .context: context = (context ?? "") + text
            case .msgid: msgid += text
            case .plural: plural = (plural ?? "") + text
            case .translation(let n): translations[n] += text
            }
        }
    }

    /// Every message but the header (`msgid ""`) and the obsolete ones (`#~`).
    public let entries: [Entry]
    /// The header's text (`Language: de\nPlural-Forms: …`).
    public let header: String

    public init(path: String) throws {
        self.init(text: try String(contentsOfFile: path, encoding: .utf8))
    }

    public init(text: String) {
        var entries: [Entry] = []
        var header = ""
        var entry = Entry()
        var started = false
        // Where a continuation line ("…" alone) goes.
        var field: Field?
        func finish() {
            if started, !(entry.msgid.isEmpty && entry.context == nil) { entries.append(entry) }
            if started, entry.msgid.isEmpty, entry.context == nil { header = entry.translations.first ?? "" }
            entry = Entry()
            started = false
            field = nil
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty { finish(); continue }
            if line.hasPrefix("#~") { continue }
            if line.hasPrefix("#,") {
                entry.flags += line.dropFirst(2).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                continue
            }
            if line.hasPrefix("#.") {
                entry.comments.append(String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces))
                continue
            }
            if line.hasPrefix("# ") { entry.notes.append(String(line.dropFirst(2))); continue }
            if line.hasPrefix("#") { continue }
            if line.hasPrefix("\"") {
                if let field { entry.append(Self.unquote(line), to: field) }
                continue
            }
            started = true
            guard let space = line.firstIndex(of: " ") else { continue }
            let keyword = line[..<space]
            switch keyword {
            case "msgctxt": field = .context
            case "msgid": field = .msgid
            case "msgid_plural": field = .plural
            default:
                // msgstr, msgstr[N]
                field = .translation(entry.translations.count)
                entry.translations.append("")
            }
            if let field { entry.append(Self.unquote(line[line.index(after: space)...]), to: field) }
        }
        finish()
        self.entries = entries
        self.header = header
    }

    enum Field {
        case context, msgid, plural, translation(Int)
    }

    /// The text of a quoted PO string, its C escapes read.
    static func unquote(_ quoted: Substring) -> String {
        var body = quoted.drop { $0 != "\"" }.dropFirst()
        if body.last == "\"" { body = body.dropLast() }
        var out = ""
        var escaped = false
        for c in body {
            if escaped {
                switch c {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                default: out.append(c)  // \" and \\
                }
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else {
                out.append(c)
            }
        }
        return out
    }
}
