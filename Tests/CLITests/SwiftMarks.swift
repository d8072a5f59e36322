/// The marks for translation, `tr`, `trn` and `trc`, in Swift source, read
/// by a lexer that knows what xgettext's C lexer does not: multi-line
/// (`"""`) and raw (`#"…"#`) literals, interpolation (`\(…)`), nested
/// comments. MarkedStringsTests compares its messages with xgettext's, and
/// holds each mark to LANG-RULES rule 1: its message arguments are single
/// plain literals, which C and Swift read alike.
struct SwiftMarks {
    /// A message as gettext keys it.
    struct Message: Hashable, CustomStringConvertible {
        var context: String?
        var msgid: String
        var plural: String?

        var description: String {
            (context.map { "msgctxt \(quoted($0)) " } ?? "") + "msgid \(quoted(msgid))"
                + (plural.map { " msgid_plural \(quoted($0))" } ?? "")
        }

        private func quoted(_ s: String) -> String { "\"" + s.debugDescription.dropFirst().dropLast() + "\"" }
    }

    private(set) var messages: [Message] = []
    /// Each mark xgettext would misread, as "FILE:LINE: why".
    private(set) var problems: [String] = []

    private let bytes: [UInt8]
    private let file: String
    private var i = 0
    private var line = 1

    init(source: String, file: String) {
        bytes = Array(source.utf8)
        self.file = file
        scanCode(interpolation: false)
    }

    private func at(_ offset: Int = 0) -> UInt8? {
        i + offset < bytes.count ? bytes[i + offset] : nil
    }

    private func isWord(_ c: UInt8) -> Bool {
        (c >= 0x80) || c == 0x5F || c == 0x24 || (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A)
    }

    private mutating func problem(_ why: String, line: Int) {
        problems.append("\(file):\(line): \(why)")
    }

    /// Code up to the end, or, in an interpolation, up to its closing `)`.
    private mutating func scanCode(interpolation: Bool) {
        var depth = 0
        var previousWord = ""
        var previous: UInt8 = 0  // the last byte of code that was not a space
        while let c = at() {
            switch c {
            case ascii("\n"):
                line += 1
                i += 1
                continue
            case ascii(" "), ascii("\t"), ascii("\r"):
                i += 1
                continue
            case ascii("/") where at(1) == ascii("/"):
                while let d = at(), d != ascii("\n") { i += 1 }
                continue
            case ascii("/") where at(1) == ascii("*"):
                skipBlockComment()
                continue
            case ascii("\"") where true, ascii("#") where stringAhead():
                skipString()
                previous = ascii("\"")
                previousWord = ""
                continue
            case ascii("("):
                depth += 1
            case ascii(")"):
                if interpolation && depth == 0 {
                    i += 1
                    return
                }
                depth -= 1
            case _ where isWord(c):
                let start = i
                while let d = at(), isWord(d) { i += 1 }
                let word = String(decoding: bytes[start..<i], as: UTF8.self)
                if ["tr", "trn", "trc"].contains(word), previous != ascii("."), previousWord != "func" {
                    var j = i
                    while j < bytes.count, bytes[j] == ascii(" ") { j += 1 }
                    if j < bytes.count, bytes[j] == ascii("(") {
                        i = j
                        depth += call(word, interpolation: interpolation)
                    }
                }
                previousWord = word
                previous = ascii("a")
                continue
            default:
                break
            }
            previous = c
            previousWord = ""
            i += 1
        }
    }

    /// Whether a string literal starts here: `"`, or `#`s then `"`.
    private func stringAhead() -> Bool {
        var j = i
        while j < bytes.count, bytes[j] == ascii("#") { j += 1 }
        return j < bytes.count && bytes[j] == ascii("\"")
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while let c = at() {
            if c == ascii("/"), at(1) == ascii("*") {
                depth += 1
                i += 2
            } else if c == ascii("*"), at(1) == ascii("/") {
                depth -= 1
                i += 2
                if depth == 0 { return }
            } else {
                if c == ascii("\n") { line += 1 }
                i += 1
            }
        }
    }

    /// Any literal: `#`s, then `"` or `"""`, up to its end, scanning the
    /// code of its interpolations (which may hold marks).
    private mutating func skipString() {
        var hashes = 0
        while at() == ascii("#") {
            hashes += 1
            i += 1
        }
        let multiLine = at(1) == ascii("\"") && at(2) == ascii("\"")
        i += multiLine ? 3 : 1
        let quotes = multiLine ? 3 : 1
        func closes(_ s: SwiftMarks) -> Bool {
            (0..<quotes).allSatisfy { s.at($0) == ascii("\"") } && (0..<hashes).allSatisfy { s.at(quotes + $0) == ascii("#") }
        }
        while let c = at() {
            if c == ascii("\\") && (0..<hashes).allSatisfy({ at(1 + $0) == ascii("#") }) {
                i += 1 + hashes
                if at() == ascii("(") {
                    i += 1
                    scanCode(interpolation: true)
                } else {
                    if at() == ascii("\n") { line += 1 }
                    i += 1
                }
            } else if closes(self) {
                i += quotes + hashes
                return
            } else {
                if c == ascii("\n") { line += 1 }
                i += 1
            }
        }
    }

    /// A mark's call, from its `(`: its message arguments, checked. Returns
    /// how many parentheses it leaves open (trn's count is ordinary code).
    private mutating func call(_ name: String, interpolation: Bool) -> Int {
        let callLine = line
        i += 1
        var literals: [String] = []
        let count = name == "tr" ? 1 : 2
        for k in 1...count {
            while let c = at(), c == ascii(" ") || c == ascii("\n") {
                if c == ascii("\n") { line += 1 }
                i += 1
            }
            guard let text = plainLiteral(name, argument: k) else { return 1 }
            literals.append(text)
            while at() == ascii(" ") { i += 1 }
            let last = k == count && name != "trn"
            guard at() == ascii(last ? ")" : ",") else {
                problem("argument \(k) of \(name) is more than one string literal: xgettext reads only the first", line: line)
                return 1
            }
            i += 1
            if last { break }
        }
        switch name {
        case "trc": messages.append(Message(context: literals[0], msgid: literals[1]))
        case "trn": messages.append(Message(msgid: literals[0], plural: literals[1]))
        default: messages.append(Message(msgid: literals[0]))
        }
        if interpolation {
            problem("\(name) inside a string interpolation: xgettext does not see it (take it out of the string)", line: callLine)
        }
        return name == "trn" ? 1 : 0
    }

    /// The text of a plain one-line literal here, or nil and a problem.
    private mutating func plainLiteral(_ name: String, argument: Int) -> String? {
        let what = "argument \(argument) of \(name)"
        guard at() == ascii("\"") else {
            problem(stringAhead() ? "\(what) is a raw literal (#\"…\"#): write a plain \"…\"" : "\(what) is not a string literal", line: line)
            return nil
        }
        if at(1) == ascii("\""), at(2) == ascii("\"") {
            problem("\(what) is a multi-line literal (\"\"\"): xgettext reads it as C does not; join lines translated one by one", line: line)
            return nil
        }
        let start = i
        i += 1
        var text: [UInt8] = []
        var why: String?
        while let c = at(), c != ascii("\""), c != ascii("\n") {
            if c == ascii("\\"), let e = at(1) {
                switch e {
                case ascii("n"): text.append(ascii("\n"))
                case ascii("t"): text.append(ascii("\t"))
                case ascii("r"): text.append(ascii("\r"))
                case ascii("0"): text.append(0)
                case ascii("\\"), ascii("\""), ascii("'"): text.append(e)
                case ascii("("): why = "\(what) interpolates \\(…): use %s and fill"
                case ascii("u"): why = "\(what) has a \\u{…} escape, which C reads otherwise: write the character itself"
                default: why = "\(what) has an escape C reads otherwise"
                }
                if why != nil { break }
                i += 2
            } else {
                text.append(c)
                i += 1
            }
        }
        if let why {
            problem(why, line: line)
            i = start
            skipString()
            return nil
        }
        i += 1  // the closing quote
        return String(decoding: text, as: UTF8.self)
    }
}

private func ascii(_ c: Unicode.Scalar) -> UInt8 { UInt8(ascii: c) }
