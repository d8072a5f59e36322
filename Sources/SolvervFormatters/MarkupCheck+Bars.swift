import SolvervContracts
import SolvervLanguage

// The checks of tmux, conky, polybar and i3blocks templates; see MarkupCheck.swift
// for why a template is checked at all.

extension MarkupCheck {
    // MARK: tmux

    /// Fails when a `#` would join with what follows it: an odd run of `#`
    /// at the end of the template takes in the formatter's `#[default]`
    /// (which then shows as text, and the colour never ends), and one right
    /// before a placeholder makes a tmux sequence of the value's first
    /// character (`#H`, `#(`). Also fails on a style, format or command
    /// (`#[`, `#{`, `#(`) that is never closed, which swallows the rest of
    /// the line. An even run (`##`, a literal `#`) is fine anywhere: real
    /// tmux 3.3a draws `28###[default]` as `28#`.
    static func tmux(_ template: Template) throws(Template.Failure) {
        try trailingRuns(template, of: "#") { run, placeholder throws(Template.Failure) in
            if placeholder == nil, run % 2 == 1 {
                throw Template.Failure(description: "template: tmux: " + tr("the '#' at the end would take in the '#[default]' that follows it; write ## for a '#'"))
            }
            if let name = placeholder, run % 2 == 1 {
                // TRANSLATORS: %s is a placeholder's name, between braces.
                throw Template.Failure(description: "template: tmux: " + fill(tr("the '#' right before {%s} would join with its value; write ## for a '#'"), name))
            }
        }
        let s = Array(template.markup(standIn: "x").unicodeScalars)
        var i = 0
        while i < s.count {
            guard s[i] == "#" else {
                i += 1
                continue
            }
            var run = 0
            while i < s.count, s[i] == "#" {
                run += 1
                i += 1
            }
            guard run % 2 == 1, i < s.count else { continue }
            let opener = s[i]
            let closer: Unicode.Scalar
            switch opener {
            case "[": closer = "]"
            case "{": closer = "}"
            case "(": closer = ")"
            default: continue
            }
            guard let end = matching(s, from: i, opener, closer) else {
                // TRANSLATORS: an opening bracket after '#', then the closing one.
                throw Template.Failure(description: "template: tmux: " + fill(tr("'#%s' is never closed by '%s'"), String(opener), String(closer)))
            }
            i = end + 1
        }
    }

    // MARK: conky

    /// Fails on what conky would read otherwise than the template means,
    /// inside the formatter's `${color …}` … `${color}`:
    ///
    /// - a `#` outside a `${…}` variable: conky starts a comment there and
    ///   hides the text after it (with 1.18.3, up to the next variable);
    ///   `\#` is a literal `#`;
    /// - an odd run of `$` at the end (it makes the closing `${color}`
    ///   literal text) or right before a placeholder (the value would be
    ///   read as a variable's name); `$$` is a literal `$`;
    /// - a `${` that is never closed, which swallows the rest of the line.
    ///
    /// Checked against conky 1.18.3 (console output) through `execpi`.
    static func conky(_ template: Template) throws(Template.Failure) {
        try trailingRuns(template, of: "$") { run, placeholder throws(Template.Failure) in
            guard run % 2 == 1 else { return }
            let problem = placeholder.map { fill(tr("the '$' right before {%s} would start a variable; write $$ for a '$'"), $0) }
                ?? tr("the '$' at the end would start a variable; write $$ for a '$'")
            throw Template.Failure(description: "template: conky: " + problem)
        }
        let s = Array(template.markup(standIn: "x").unicodeScalars)
        var i = 0
        while i < s.count {
            switch s[i] {
            case "\\" where i + 1 < s.count && s[i + 1] == "#":
                i += 2
            case "#":
                throw Template.Failure(description: "template: conky: " + tr("'#' starts a comment that hides the rest of the line; write \\# for a '#'"))
            case "$":
                var run = 0
                while i < s.count, s[i] == "$" {
                    run += 1
                    i += 1
                }
                if run % 2 == 1, i < s.count, s[i] == "{" {
                    guard let end = matching(s, from: i, "{", "}") else {
                        throw Template.Failure(description: "template: conky: " + tr("'${' is never closed by '}'"))
                    }
                    i = end + 1
                }
            default:
                i += 1
            }
        }
    }

    // MARK: polybar

    /// Fails on a `%{` tag that is never closed by `}`: polybar would read
    /// the formatter's closing `%{F-}` into it.
    static func polybar(_ template: Template) throws(Template.Failure) {
        let s = Array(template.markup(standIn: "x").unicodeScalars)
        var i = 0
        while i + 1 < s.count {
            if s[i] == "%", s[i + 1] == "{" {
                guard let end = s[(i + 2)...].firstIndex(of: "}") else {
                    throw Template.Failure(description: "template: polybar: " + tr("'%{' is never closed by '}'"))
                }
                i = end + 1
            } else {
                i += 1
            }
        }
    }

    // MARK: i3blocks

    /// Pango's check, and no `"` or `\`: i3blocks 1.4 reads a
    /// `format=json` line with a parser that knows no escapes (see
    /// `Escape.i3blocks`), so the template's own text must need none.
    /// Pango takes `'` around attribute values and `&quot;` and `&#92;` in text.
    static func i3blocks(_ template: Template) throws(Template.Failure) {
        try pango(template)
        let text = template.markup(standIn: "x").unicodeScalars
        if text.contains("\"") {
            throw Template.Failure(description: "template: i3blocks: " + tr("no '\"' (i3blocks 1.4 reads JSON without escapes); quote attributes with ' and write &quot; in text"))
        }
        if text.contains("\\") {
            throw Template.Failure(description: "template: i3blocks: " + tr("no '\\' (i3blocks 1.4 reads JSON without escapes); write &#92; for a backslash"))
        }
    }

    // MARK: Shared

    /// Calls `check` with the length of the run of `mark` that ends each
    /// literal piece, and the placeholder after it (nil at the end).
    static func trailingRuns(_ template: Template, of mark: Unicode.Scalar,
                             _ check: (Int, String?) throws(Template.Failure) -> Void) throws(Template.Failure) {
        let pieces = template.pieces
        for k in pieces.indices {
            guard case .literal(let text) = pieces[k] else { continue }
            var run = 0
            for c in text.unicodeScalars.reversed() {
                guard c == mark else { break }
                run += 1
            }
            var next: String?
            if k + 1 < pieces.count, case .placeholder(let name) = pieces[k + 1] { next = name }
            if k + 1 == pieces.count || next != nil { try check(run, next) }
        }
    }

    /// The index of the `closer` that matches the `opener` at `s[start]`,
    /// counting nested pairs, or nil.
    static func matching(_ s: [Unicode.Scalar], from start: Int, _ opener: Unicode.Scalar, _ closer: Unicode.Scalar) -> Int? {
        var depth = 0
        for j in start..<s.count {
            if s[j] == opener { depth += 1 }
            if s[j] == closer {
                depth -= 1
                if depth == 0 { return j }
            }
        }
        return nil
    }
}
