import SolvervContracts
import SolvervLanguage

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
            // TRANSLATORS: %s is what is wrong, such as "<blink> is not a Pango tag".
            throw Template.Failure(description: "template: " + fill(tr("not valid Pango markup: %s"), problem))
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
                guard let end = entityEnd(s, i) else { return tr("'&' starts no entity (write &amp; for '&')") }
                i = end
            case "<":
                var j = i + 1
                let closing = j < s.count && s[j] == "/"
                if closing { j += 1 }
                let name = word(s, &j)
                guard !name.isEmpty else { return tr("'<' opens no tag (write &lt; for '<')") }
                // TRANSLATORS: %s is a tag's name, such as blink.
                guard pangoTags.contains(name) else { return fill(tr("<%s> is not a Pango tag"), name) }
                if closing {
                    skipSpaces(s, &j)
                    guard j < s.count, s[j] == ">" else { return fill(tr("</%s is not closed by '>'"), name) }
                    guard let last = open.last else { return fill(tr("</%s> closes no open tag"), name) }
                    guard last == name else { return fill(tr("</%s> closes <%s>"), name, last) }
                    open.removeLast()
                    i = j + 1
                    continue
                }
                var seen: [String] = []
                while true {
                    let spaced = skipSpaces(s, &j)
                    guard j < s.count else { return fill(tr("<%s is not closed by '>'"), name) }
                    if s[j] == ">" {
                        open.append(name)
                        break
                    }
                    if s[j] == "/" {
                        guard j + 1 < s.count, s[j + 1] == ">" else { return fill(tr("'/' in <%s> is not followed by '>'"), name) }
                        j += 1
                        break
                    }
                    guard spaced else { return fill(tr("attributes of <%s> need a space between them"), name) }
                    let attribute = word(s, &j)
                    // TRANSLATORS: a character, then a tag's name.
                    guard !attribute.isEmpty else { return fill(tr("'%s' in <%s> is not an attribute"), String(s[j]), name) }
                    // TRANSLATORS: a tag's name, then an attribute's name.
                    guard name == "span" else { return fill(tr("<%s> takes no attributes ('%s'; <span> does)"), name, attribute) }
                    guard spanAttributes.contains(attribute) else { return fill(tr("<span> has no attribute '%s'"), attribute) }
                    guard !seen.contains(attribute) else { return fill(tr("<span> has '%s' twice"), attribute) }
                    seen.append(attribute)
                    skipSpaces(s, &j)
                    guard j < s.count, s[j] == "=" else { return fill(tr("'%s' in <span> has no '=' and value"), attribute) }
                    j += 1
                    skipSpaces(s, &j)
                    guard j < s.count, s[j] == "\"" || s[j] == "'" else { return fill(tr("the value of '%s' is not quoted"), attribute) }
                    let quote = s[j]
                    j += 1
                    while j < s.count, s[j] != quote {
                        if s[j] == "<" { return fill(tr("'<' in the value of '%s' (write &lt;)"), attribute) }
                        if s[j] == "&" {
                            guard let end = entityEnd(s, j) else { return fill(tr("'&' in the value of '%s' starts no entity (write &amp;)"), attribute) }
                            j = end
                        } else {
                            j += 1
                        }
                    }
                    guard j < s.count else { return fill(tr("the value of '%s' is never closed"), attribute) }
                    j += 1
                }
                i = j + 1
            default:
                i += 1
            }
        }
        if let last = open.last { return fill(tr("<%s> is never closed"), last) }
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
