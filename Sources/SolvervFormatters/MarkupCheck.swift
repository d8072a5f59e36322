import SolvervContracts

// Checks of a template's own markup, one per bar (issue 14, item 16).
//
// A template is the user's own markup and stays live: `<b>{days}</b>` in
// waybar, `#[bold]` in tmux, `${font …}` in conky. But a bar that cannot
// parse its line shows nothing at all (waybar and i3bar drop a whole
// block whose Pango markup is invalid), and a template can also swallow
// the formatter's own markup around it (a tmux `#` at the end takes in
// the `#[default]` that follows). So each formatter checks the template
// once, before the line is drawn, and a template that would break is an
// error that says why, never a blank bar.
//
// The checks read the template's literal text with a plain stand-in for
// each placeholder: a value is escaped for the bar and cannot change how
// the markup around it parses, except where the markup's last character
// is waiting for the next one (`#` in tmux, `$` in conky); that case is
// checked against the pieces themselves.

/// Well-formedness checks of templates for each bar's markup.
enum MarkupCheck {
    // MARK: Pango (waybar, i3bar)

    /// Pango's tags (pango-markup.c; `markup` is the implicit root).
    static let pangoTags = ["b", "big", "i", "s", "small", "span", "sub", "sup", "tt", "u", "markup"]

    /// The attributes `<span>` takes in Pango 1.50 (pango-markup.c,
    /// span_parse_func); any other fails the whole string.
    static let spanAttributes = [
        "alpha", "allow_breaks", "background", "baseline_shift", "bgalpha", "bgcolor", "color", "face",
        "fallback", "fgalpha", "fgcolor", "font", "font_desc", "font_family", "font_features", "font_scale",
        "font_size", "foreground", "gravity", "gravity_hint", "insert_hyphens", "lang", "letter_spacing",
        "line_height", "overline", "overline_color", "rise", "segment", "show", "size", "stretch",
        "strikethrough", "strikethrough_color", "style", "text_transform", "underline", "underline_color",
        "variant", "weight",
    ]

    /// Fails unless the template is well-formed Pango markup: known tags,
    /// properly nested and closed, attributes quoted (and on `<span>` only,
    /// with names Pango knows), every `&` an entity (`&amp; &lt; &gt; &quot;
    /// &apos;`, `&#NN;`, `&#xNN;`), and no other `<`. Attribute *values*
    /// (a colour's name, a weight) are Pango's to judge.
    ///
    /// Checked against Pango 1.50's `pango_parse_markup` (FormatterTests'
    /// PangoMarkupTests runs both on the same strings where the library is
    /// installed). Stricter in a few places: comments, CDATA and processing
    /// instructions, which GLib's parser skips, are refused, as are
    /// character references to control, bidi or noncharacter code points
    /// (the template's own control characters are dropped; an entity must
    /// not bring them back), and two things XML forbids that GLib lets
    /// pass: attributes with no space between them, a raw `<` in a value.
    static func pango(_ template: Template) throws(Template.Failure) {
        if let problem = pangoProblem(template.markup(standIn: "x")) {
            throw Template.Failure(description: "template: not valid Pango markup: \(problem)")
        }
    }

    /// Why `text` is not well-formed Pango markup, or nil.
    static func pangoProblem(_ text: String) -> String? {
        let s = Array(text.unicodeScalars)
        var open: [String] = []
        var i = 0
        while i < s.count {
            switch s[i] {
            case "&":
                guard let end = entityEnd(s, i) else { return "'&' starts no entity (write &amp; for '&')" }
                i = end
            case "<":
                var j = i + 1
                let closing = j < s.count && s[j] == "/"
                if closing { j += 1 }
                let name = word(s, &j)
                guard !name.isEmpty else { return "'<' opens no tag (write &lt; for '<')" }
                guard pangoTags.contains(name) else { return "<\(name)> is not a Pango tag" }
                if closing {
                    skipSpaces(s, &j)
                    guard j < s.count, s[j] == ">" else { return "</\(name) is not closed by '>'" }
                    guard let last = open.last else { return "</\(name)> closes no open tag" }
                    guard last == name else { return "</\(name)> closes <\(last)>" }
                    open.removeLast()
                    i = j + 1
                    continue
                }
                var seen: [String] = []
                while true {
                    let spaced = skipSpaces(s, &j)
                    guard j < s.count else { return "<\(name) is not closed by '>'" }
                    if s[j] == ">" {
                        open.append(name)
                        break
                    }
                    if s[j] == "/" {
                        guard j + 1 < s.count, s[j + 1] == ">" else { return "'/' in <\(name)> is not followed by '>'" }
                        j += 1
                        break
                    }
                    guard spaced else { return "attributes of <\(name)> need a space between them" }
                    let attribute = word(s, &j)
                    guard !attribute.isEmpty else { return "'\(s[j])' in <\(name)> is not an attribute" }
                    guard name == "span" else { return "<\(name)> takes no attributes ('\(attribute)'; <span> does)" }
                    guard spanAttributes.contains(attribute) else { return "<span> has no attribute '\(attribute)'" }
                    guard !seen.contains(attribute) else { return "<span> has '\(attribute)' twice" }
                    seen.append(attribute)
                    skipSpaces(s, &j)
                    guard j < s.count, s[j] == "=" else { return "'\(attribute)' in <span> has no '=' and value" }
                    j += 1
                    skipSpaces(s, &j)
                    guard j < s.count, s[j] == "\"" || s[j] == "'" else { return "the value of '\(attribute)' is not quoted" }
                    let quote = s[j]
                    j += 1
                    while j < s.count, s[j] != quote {
                        if s[j] == "<" { return "'<' in the value of '\(attribute)' (write &lt;)" }
                        if s[j] == "&" {
                            guard let end = entityEnd(s, j) else { return "'&' in the value of '\(attribute)' starts no entity (write &amp;)" }
                            j = end
                        } else {
                            j += 1
                        }
                    }
                    guard j < s.count else { return "the value of '\(attribute)' is never closed" }
                    j += 1
                }
                i = j + 1
            default:
                i += 1
            }
        }
        if let last = open.last { return "<\(last)> is never closed" }
        return nil
    }

    /// The index after the entity that starts at `s[i]` (an `&`), or nil.
    private static func entityEnd(_ s: [Unicode.Scalar], _ i: Int) -> Int? {
        guard let semicolon = s[i...].firstIndex(of: ";") else { return nil }
        let body = String(String.UnicodeScalarView(s[(i + 1)..<semicolon]))
        if ["amp", "lt", "gt", "quot", "apos"].contains(body) { return semicolon + 1 }
        guard body.hasPrefix("#") else { return nil }
        let hex = body.hasPrefix("#x")
        let digits = body.dropFirst(hex ? 2 : 1)
        guard !digits.isEmpty, digits.count <= 8, let value = UInt32(digits, radix: hex ? 16 : 10),
              let scalar = Unicode.Scalar(value), Escape.treatment(of: scalar) == .keep
        else { return nil }
        return semicolon + 1
    }

    /// The name (ASCII letters, digits, `_`, `-`, `.`, `:`) at `s[j]`, moving `j` past it.
    private static func word(_ s: [Unicode.Scalar], _ j: inout Int) -> String {
        var name = String.UnicodeScalarView()
        while j < s.count, isNameScalar(s[j]) {
            name.append(s[j])
            j += 1
        }
        return String(name)
    }

    static func isNameScalar(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "-", ".", ":": true
        default: false
        }
    }

    @discardableResult
    private static func skipSpaces(_ s: [Unicode.Scalar], _ j: inout Int) -> Bool {
        let start = j
        while j < s.count, s[j] == " " || s[j] == "\t" || s[j] == "\n" || s[j] == "\r" { j += 1 }
        return j > start
    }
}
