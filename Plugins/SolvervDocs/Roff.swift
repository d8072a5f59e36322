/// roff text in the man macros, escaped: backslashes, minus signs, a
/// leading dot or quote, and every non-ASCII character as \[uXXXX], which
/// groff and mandoc both read. Every man page of `make docs` is written
/// through it, so none can carry a line that `man --warnings` objects to.
struct Roff {
    private(set) var text = ""

    mutating func macro(_ line: String) { text += line + "\n" }
    mutating func comment(_ line: String) { text += ".\\\" " + line + "\n" }
    mutating func section(_ name: String) { macro(".SH \"\(name)\"") }
    mutating func subsection(_ name: String) { macro(".SS \"\(Roff.escape(name))\"") }
    mutating func paragraph(_ line: String) { macro(".PP"); self.text(line) }
    mutating func text(_ line: String) { raw(Roff.escape(line)) }

    /// A line whose `code` spans (between backquotes) are set in bold.
    mutating func styled(_ line: String) { raw(Roff.styled(line)) }

    /// Lines shown as they are (no filling), indented: an example, a file's text.
    mutating func display(_ lines: [String]) {
        macro(".RS 4")
        macro(".nf")
        for line in lines { text(line) }
        macro(".fi")
        macro(".RE")
    }

    /// A tagged paragraph: the tag in bold, then its argument in italics.
    mutating func tag(bold: String?, italic: String?) {
        macro(".TP")
        var line = bold.map { "\\fB" + Roff.escape($0) + "\\fR" } ?? ""
        if let italic { line += (bold == nil ? "" : " ") + "\\fI" + Roff.escape(italic) + "\\fR" }
        raw(line)
    }

    /// A command's synopsis as man-pages(7) sets it (`.SY`/`.YS`): the
    /// command, then its words, which man fills to the terminal's width
    /// with a hanging indent. Each bracketed group stays on one line
    /// (its spaces cannot break), so no SYNOPSIS line is wider than the
    /// terminal, yet `[--lat X --lon Y]` is never cut in two.
    mutating func synopsis(_ command: String, _ words: String) {
        macro(".SY " + (command.contains(" ") ? "\"\(Roff.escape(command))\"" : Roff.escape(command)))
        if !words.isEmpty {
            raw(Roff.groups(words).map { Roff.escape($0).replacingOccurrences(of: " ", with: "\\~") }.joined(separator: " "))
        }
        macro(".YS")
    }

    /// A text line, kept from being read as a request.
    private mutating func raw(_ line: String) {
        text += (line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" : "") + line + "\n"
    }

    /// The words of a synopsis, a bracketed group being one word.
    static func groups(_ words: String) -> [String] {
        var out: [String] = [], current = "", depth = 0
        for c in words {
            if c == "[" { depth += 1 } else if c == "]" { depth -= 1 }
            if c == " ", depth == 0 {
                if !current.isEmpty { out.append(current) }
                current = ""
            } else {
                current.append(c)
            }
        }
        if !current.isEmpty { out.append(current) }
        return out
    }

    static func styled(_ line: String) -> String {
        line.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { i, part in
            i % 2 == 1 ? "\\fB" + escape(String(part)) + "\\fR" : escape(String(part))
        }.joined()
    }

    static func escape(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            case _ where scalar.value > 0x7E || scalar.value < 0x20:
                out += "\\[u" + hex(scalar.value) + "]"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Upper-case hex, at least four digits, as groff's \[uXXXX] wants.
    static func hex(_ v: UInt32) -> String {
        let digits = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
