import SolvervFormatters
import Testing

// Escaping of outside text per bar (SPEC §9). Strings are compared byte for
// byte (`same`): Swift's `==` on String is canonical equivalence, which would
// call "é" and "e\u{301}" equal and hide a change of the scalars.

private let joiner = "\u{FEFF}"  // Escape's invisible breaker between two characters of a token

/// Noncharacters, which Swift refuses as literals.
private let nonchars = String(String.UnicodeScalarView([0xFFFE, 0xFDD0, 0x10FFFF].map { Unicode.Scalar($0)! }))

/// Hostile and awkward inputs, shared by the property tests of every bar.
private let hostile: [String] = [
    "",
    "Oslo",
    "%{A1:rm -rf ~:}click%{A}",
    "100%",
    "%",
    "{A1:rm -rf ~:}",
    "%\u{0}{A1:x:}y",
    "%\u{202E}{A1:x:}y",
    "${exec rm -rf ~}",
    "$HOME",
    "$$template1 x",
    "${template0 a b",
    "$TEMPLATE",
    "$",
    "# comment",
    "\\#",
    "#(rm -rf ~)",
    "#[fg=red]",
    "#{pane_id}",
    "#H #S",
    "#",
    "C## a###[b ##",
    "#\n#",
    "<span foreground=\"red\">x</span>",
    "a & b",
    "&amp;",
    "'\"",
    "one\ntwo",
    "one\r\ntwo\rthree",
    "\n\nlead and trail\n\n",
    "tab\there",
    "\u{1B}[31mred\u{1B}[0m",
    "\u{9B}31m C1 CSI",
    "nul\u{0}here",
    "del\u{7F}here",
    "evil\u{202E}txt.exe",
    "isolate\u{2066}x\u{2069}",
    "line\u{2028}sep\u{2029}para\u{85}nel",
    "nonchar" + nonchars + "acters",
    "❄️ ☀️ 🌅",
    "👩‍👩‍👧 \u{E30D}",  // ZWJ family, a Nerd Font icon (private use)
    "e\u{301}",
    "Z\u{351}\u{34C}\u{363}a\u{30D}\u{33E}\u{35B}l\u{316}\u{349}g\u{33F}\u{31A}o\u{36C}\u{367}",
    "שלום\u{200F} 12",
    "\u{200E}ltr \u{061C}alm \u{200F}rtl",
    String(repeating: "%{A1:x:}#$<&'\u{202E}é❄️\r\n\tok", count: 500),  // 10 000 characters
]

// MARK: - Helpers

private func same(_ a: String, _ b: String) -> Bool { a.utf8.elementsEqual(b.utf8) }

private func everyBar(_ text: String) -> [String] {
    [Escape.polybar(text), Escape.conky(text), Escape.tmux(text), Escape.pango(text), Escape.plain(text)]
}

/// Whether `needle` occurs in `haystack` byte for byte (String's own
/// `contains` compares Characters, so a combining mark would hide a match).
private func hasBytes(_ haystack: String, _ needle: String) -> Bool {
    let h = Array(haystack.utf8), n = Array(needle.utf8)
    guard h.count >= n.count else { return false }
    return (0...(h.count - n.count)).contains { h[$0..<($0 + n.count)].elementsEqual(n) }
}

/// The characters that no escaped text may contain, restated independently
/// of the implementation: Cc, the line and paragraph separators, the bidi
/// embeddings, overrides and isolates, the marks LRM, RLM and ALM,
/// noncharacters; `\n` only if allowed.
private func forbidden(_ text: String, newlineAllowed: Bool) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { s in
        let v = s.value
        if s == "\n" { return !newlineAllowed }
        return v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029
            || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
            || v == 0x200E || v == 0x200F || v == 0x061C
            || (0xFDD0...0xFDEF).contains(v) || v & 0xFFFE == 0xFFFE
    }
}

private func withoutJoiners(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    for s in text.unicodeScalars where s != "\u{FEFF}" { out.append(s) }
    return String(out)
}

private let percent = UInt8(ascii: "%"), dollar = UInt8(ascii: "$"), hash = UInt8(ascii: "#")
private let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}"), openBracket = UInt8(ascii: "[")

/// Polybar's tag parser (src/tags/parser.cpp): a tag opens at `%`
/// directly followed by `{` and runs to `}`; everything else is text.
private func polybarParse(_ line: String) -> (tags: [String], text: String) {
    let bytes = Array(line.utf8)
    var tags: [String] = [], text: [UInt8] = [], i = 0
    while i < bytes.count {
        if bytes[i] == percent, i + 1 < bytes.count, bytes[i + 1] == openBrace {
            var j = i + 2
            while j < bytes.count, bytes[j] != closeBrace { j += 1 }
            tags.append(String(decoding: bytes[(i + 2)..<j], as: UTF8.self))
            i = j + 1
        } else {
            text.append(bytes[i])
            i += 1
        }
    }
    return (tags, String(decoding: text, as: UTF8.self))
}

/// Conky's reading of `execp` output (src/template.cc, and
/// extract_variable_text_internal in src/core.cc): templates first, found
/// ignoring case; then `$$` is `$`, `${…}` and `$name` are variables, `\#`
/// is `#`, and `#` starts a comment to the end of the line.
private func conkyParse(_ line: String) -> (templates: Bool, variables: Int, comments: Int, text: String) {
    let lower = String(decoding: line.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)
    let templates = hasBytes(lower, "$template") || hasBytes(lower, "${template")
    let bytes = Array(line.utf8)
    var variables = 0, comments = 0, text: [UInt8] = [], i = 0
    func isName(_ b: UInt8) -> Bool { (b >= 48 && b <= 57) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 }
    while i < bytes.count {
        let b = bytes[i]
        if b == dollar {
            if i + 1 < bytes.count, bytes[i + 1] == dollar {
                text.append(b)
                i += 2
                continue
            }
            variables += 1
            i += 1
            if i < bytes.count, bytes[i] == openBrace {
                var depth = 0
                repeat {
                    if bytes[i] == openBrace { depth += 1 }
                    if bytes[i] == closeBrace { depth -= 1 }
                    i += 1
                } while i < bytes.count && depth > 0
            } else {
                while i < bytes.count, isName(bytes[i]) { i += 1 }
            }
        } else if b == UInt8(ascii: "\\"), i + 1 < bytes.count, bytes[i + 1] == hash {
            text.append(hash)
            i += 2
        } else if b == hash {
            comments += 1
            while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
        } else {
            text.append(b)
            i += 1
        }
    }
    return (templates, variables, comments, String(decoding: text, as: UTF8.self))
}

/// tmux 3.x reading `#(command)` output in a status line (format.c,
/// format-draw.c): the output is expanded on its own (`expand`), joined to
/// the rest of the line, and the line is drawn (`draw`). Returns what is
/// drawn and how many `#` sequences did something: an expansion (`#(`,
/// `#{`, `#H`, …) or a style (`#[…]`).
private func tmuxStatus(output: String, then rest: String) -> (specials: Int, text: String) {
    var specials = 0
    // format_expand1: a run of `#` that ends in `[` is kept whole for the
    // drawing; otherwise `##` is `#`, and a `#` left over before a character
    // makes a special sequence.
    func expand(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [], i = 0
        while i < bytes.count {
            guard bytes[i] == hash else {
                out.append(bytes[i])
                i += 1
                continue
            }
            var run = 0
            while i + run < bytes.count, bytes[i + run] == hash { run += 1 }
            if i + run < bytes.count, bytes[i + run] == openBracket {
                out += bytes[i...(i + run)]
                i += run + 1
                continue
            }
            out += Array(repeating: hash, count: run / 2)
            if run % 2 == 1, i + run < bytes.count { specials += 1 }
            i += run
        }
        return out
    }
    // format_draw: an even run of `#` before `[` is literal, an odd one ends
    // in a style; any other run of several `#` is halved, rounding up.
    func draw(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [], i = 0
        while i < bytes.count {
            guard bytes[i] == hash else {
                out.append(bytes[i])
                i += 1
                continue
            }
            var run = 0
            while i + run < bytes.count, bytes[i + run] == hash { run += 1 }
            out += Array(repeating: hash, count: run / 2)
            i += run
            if i < bytes.count, bytes[i] == openBracket {
                if run % 2 == 0 {
                    out.append(openBracket)
                    i += 1
                } else {
                    specials += 1
                    while i < bytes.count, bytes[i] != UInt8(ascii: "]") { i += 1 }
                    i += 1
                }
            } else if run % 2 == 1 {
                out.append(hash)
            }
        }
        return out
    }
    let drawn = draw(expand(Array(output.utf8)) + Array(rest.utf8))
    return (specials, String(decoding: drawn, as: UTF8.self))
}

/// Undoes the five entities, scalar by scalar; nil if an `&` starts none.
private func pangoUnescape(_ text: String) -> String? {
    let entities: [(String, Unicode.Scalar)] = [("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&apos;", "'"), ("&quot;", "\"")]
    let scalars = Array(text.unicodeScalars)
    var out = String.UnicodeScalarView(), i = 0
    while i < scalars.count {
        guard scalars[i] == "&" else {
            out.append(scalars[i])
            i += 1
            continue
        }
        guard let (name, value) = entities.first(where: { name, _ in
            let n = Array(name.unicodeScalars)
            return i + n.count <= scalars.count && scalars[i..<(i + n.count)].elementsEqual(n)
        }) else { return nil }
        out.append(value)
        i += name.unicodeScalars.count
    }
    return String(out)
}

// MARK: - Tests

@Suite struct EscapingTests {
    // MARK: Exact outputs

    @Test(arguments: [
        ("", ""),
        ("Oslo", "Oslo"),
        ("100%", "100%" + joiner),
        ("50% off", "50% off"),
        ("%{A1:rm -rf ~:}click%{A}", "%" + joiner + "{A1:rm -rf ~:}click%" + joiner + "{A}"),
        ("{x}", joiner + "{x}"),
        ("%\u{0}{", "%" + joiner + "{"),
        ("%%{F-}", "%%" + joiner + "{F-}"),
        ("one\ntwo\n", "one two"),
        ("\u{1B}[31mred", "[31mred"),
    ])
    func polybarExact(input: String, expected: String) {
        #expect(same(Escape.polybar(input), expected), "\(Escape.polybar(input).debugDescription)")
    }

    @Test(arguments: [
        ("", ""),
        ("${exec rm -rf ~}", "$$" + joiner + "{exec rm -rf ~}"),
        ("$HOME", "$$HOME"),
        ("$5 a $", "$$5 a $$"),
        ("$template1 x", "$$" + joiner + "template1 x"),
        ("$Tea", "$$" + joiner + "Tea"),
        ("Bergen #2", "Bergen \\#2"),
        ("a\\#b", "a\\\\#b"),
        ("one\ntwo", "one two"),
    ])
    func conkyExact(input: String, expected: String) {
        #expect(same(Escape.conky(input), expected), "\(Escape.conky(input).debugDescription)")
    }

    @Test func conkyKeepsNewlinesWhenAsked() {
        #expect(same(Escape.conky("a\r\nb\rc\u{2028}d", keepNewlines: true), "a\nb\nc\nd"))
        #expect(same(Escape.conky("a\n\nb", keepNewlines: true), "a\n\nb"))
    }

    @Test(arguments: [
        ("", ""),
        ("#(rm -rf ~)", "##(rm -rf ~)"),
        ("#[fg=red]", "##[fg=red]"),
        ("#{pane_id}", "##{pane_id}"),
        ("C#", "C####"),
        ("a#b", "a##b"),
        ("a##b", "a######b"),
        ("##[x", "####[x"),
        ("#\nfoo", "## foo"),
        ("a\tb\nc", "a b c"),
    ])
    func tmuxExact(input: String, expected: String) {
        #expect(same(Escape.tmux(input), expected), "\(Escape.tmux(input).debugDescription)")
    }

    @Test(arguments: [
        ("", ""),
        ("<span foreground=\"red\">x</span>", "&lt;span foreground=&quot;red&quot;&gt;x&lt;/span&gt;"),
        ("a & b", "a &amp; b"),
        ("&amp;", "&amp;amp;"),
        ("'\"", "&apos;&quot;"),
        ("one\ntwo", "one\ntwo"),
        ("one\r\ntwo", "one\ntwo"),
    ])
    func pangoExact(input: String, expected: String) {
        #expect(same(Escape.pango(input), expected), "\(Escape.pango(input).debugDescription)")
    }

    @Test func pangoOneLine() {
        #expect(same(Escape.pango("a <b>\nc", keepNewlines: false), "a &lt;b&gt; c"))
    }

    @Test(arguments: [
        ("", ""),
        ("\u{1B}[31mred\u{1B}[0m", "[31mred[0m"),
        ("\u{9B}2J", "2J"),
        ("nul\u{0}del\u{7F}", "nuldel"),
        ("evil\u{202E}txt", "eviltxt"),
        ("iso\u{2066}la\u{2069}te", "isolate"),
        ("tab\there", "tab here"),
        ("\n\none\n\ntwo\n", "one two"),
        ("line\u{2028}sep", "line sep"),
        ("❄️ ☀️ 🌅", "❄️ ☀️ 🌅"),
        ("e\u{301}", "e\u{301}"),
        ("\u{E9}", "\u{E9}"),
        ("ok" + nonchars, "ok"),
        // Issue 14, item 15: the implicit marks go too (an RLM moves "12" into the Hebrew run).
        ("שלום\u{200F} 12", "שלום 12"),
        ("\u{200E}a\u{061C}b\u{200F}", "ab"),
        // Their neighbours stay: U+200D ZERO WIDTH JOINER (emoji), U+2010 HYPHEN, U+061B ARABIC SEMICOLON.
        ("a\u{200D}b\u{2010}c\u{061B}", "a\u{200D}b\u{2010}c\u{061B}"),
    ])
    func plainExact(input: String, expected: String) {
        #expect(same(Escape.plain(input), expected), "\(Escape.plain(input).debugDescription)")
    }

    /// LRM, RLM and ALM are dropped by every bar's escape, not only plain.
    @Test func implicitMarksAreDroppedEverywhere() {
        for escaped in everyBar("\u{200E}Oslo\u{200F}\u{061C}") {
            #expect(same(escaped, "Oslo"), "\(escaped.debugDescription)")
        }
    }

    @Test func plainKeepsNewlinesWhenAsked() {
        #expect(same(Escape.plain("a\nb\r\nc\u{1B}d", keepNewlines: true), "a\nb\ncd"))
    }

    /// A large text's lines, where newlines are kept, need no rewrite: LF
    /// stays, and a CR (alone or before an LF) still becomes one LF.
    @Test func keptNewlinesAreTakenAsTheyAre() {
        let large = "❄ Winter solstice in 29 days\nMon 21 Dec 2026, 21:50\n\nYear ▁▂▄▆█"
        #expect(same(Escape.pango(large, keepNewlines: true), large))
        #expect(same(Escape.conky(large, keepNewlines: true), large))
        #expect(same(Escape.plain(large, keepNewlines: true), large))
        #expect(same(Escape.pango("a\r\nb\rc\nd<", keepNewlines: true), "a\nb\nc\nd&lt;"))
        #expect(same(Escape.pango("a\nb", keepNewlines: false), "a b"))
    }

    @Test func textWithNothingToEscapeIsUnchanged() {
        let zalgo = "Z\u{351}\u{34C}a\u{30D}\u{33E}l\u{316}g\u{33F}o\u{36C}"
        for text in ["Europe/Oslo", "❄️ ☀️ 🌅", "e\u{301}", zalgo, "👩‍👩‍👧"] {
            for escaped in everyBar(text) {
                #expect(same(escaped, text))
            }
        }
    }

    // MARK: Properties, for every hostile string

    @Test(arguments: hostile)
    func polybarIsInert(text: String) {
        let escaped = Escape.polybar(text)
        #expect(forbidden(escaped, newlineAllowed: false).isEmpty)
        #expect(!hasBytes(escaped, "%{"))
        #expect(escaped.unicodeScalars.first != "{" && escaped.unicodeScalars.last != "%")
        // Between the formatter's own tags, only those two tags are read,
        // and what polybar draws is the cleaned text.
        let parsed = polybarParse("%{F#ff0000}" + escaped + "%{F-}")
        #expect(parsed.tags == ["F#ff0000", "F-"])
        #expect(same(withoutJoiners(parsed.text), Escape.plain(text)))
        // Nor across a `%` just before the text.
        #expect(polybarParse("%" + escaped).tags.isEmpty)
    }

    @Test(arguments: hostile)
    func conkyIsInert(text: String) {
        for keep in [false, true] {
            let escaped = Escape.conky(text, keepNewlines: keep)
            #expect(forbidden(escaped, newlineAllowed: keep).isEmpty)
            let parsed = conkyParse("${color #ff0000}" + escaped + "${color}")
            #expect(!parsed.templates)
            #expect(parsed.variables == 2 && parsed.comments == 0)
            let alone = conkyParse(escaped)
            #expect(alone.variables == 0 && alone.comments == 0)
            #expect(same(withoutJoiners(alone.text), Escape.plain(text, keepNewlines: keep)))
        }
    }

    @Test(arguments: hostile)
    func tmuxIsInert(text: String) {
        let escaped = Escape.tmux(text)
        #expect(forbidden(escaped, newlineAllowed: false).isEmpty)
        // Every run of `#` has an even length: no lone `#`.
        var run = 0
        for s in escaped.unicodeScalars {
            if s == "#" {
                run += 1
            } else {
                #expect(run % 2 == 0)
                run = 0
            }
        }
        #expect(run % 2 == 0)
        // Read through `#(…)`, before plain text or the formatter's style,
        // tmux runs and expands nothing from it and draws the cleaned text.
        let cleaned = Escape.plain(text)
        let beforeText = tmuxStatus(output: escaped, then: "|Z")
        #expect(beforeText.specials == 0)
        #expect(same(beforeText.text, cleaned + "|Z"))
        let beforeStyle = tmuxStatus(output: escaped, then: "#[default]Z")
        #expect(beforeStyle.specials == 1)
        #expect(same(beforeStyle.text, cleaned + "Z"))
    }

    @Test(arguments: hostile)
    func pangoIsInert(text: String) {
        for keep in [true, false] {
            let escaped = Escape.pango(text, keepNewlines: keep)
            #expect(forbidden(escaped, newlineAllowed: keep).isEmpty)
            #expect(!escaped.unicodeScalars.contains { "<>'\"".unicodeScalars.contains($0) })
            // Every `&` starts an entity, and unescaping gives the input back,
            // less what the clean-up drops or maps.
            let unescaped = pangoUnescape(escaped)
            #expect(unescaped != nil)
            #expect(same(unescaped ?? "", Escape.plain(text, keepNewlines: keep)))
        }
    }

    @Test(arguments: hostile)
    func plainIsClean(text: String) {
        #expect(forbidden(Escape.plain(text), newlineAllowed: false).isEmpty)
        #expect(forbidden(Escape.plain(text, keepNewlines: true), newlineAllowed: true).isEmpty)
        #expect(!Escape.plain(text).unicodeScalars.contains("\t"))
    }

    /// Emoji, joiners, combining marks and private-use icons survive every
    /// bar scalar for scalar.
    @Test(arguments: ["❄️ ☀️ 🌅", "👩‍👩‍👧", "e\u{301}", "\u{E30D}", "Z\u{351}\u{34C}\u{363}a\u{30D}"])
    func unicodeSurvives(text: String) {
        for escaped in everyBar(text) {
            #expect(Array(escaped.unicodeScalars) == Array(text.unicodeScalars))
        }
    }

    @Test func longStringsStayLinear() {
        let text = String(repeating: "%{A1:x:}#$<&'\u{202E}é❄️\r\n\tok", count: 500)
        #expect(text.count == 10_000)
        #expect(Escape.polybar(text).unicodeScalars.count > text.unicodeScalars.count / 2)
        #expect(Escape.pango(text).utf8.count > text.utf8.count)
    }
}
