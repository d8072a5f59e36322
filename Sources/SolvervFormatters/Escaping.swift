import SolvervLanguage

// Escaping for each bar's syntax (SPEC §9, "Reliability and security").
//
// Text from outside (location and zone names, notices, error messages,
// plugin output) is put into a line that a bar then parses. Each function
// here makes such text inert in one bar's syntax while keeping it readable:
// what the bar finally draws is the text itself, minus the characters that
// have no business in a status line.
//
// All of them share one clean-up, done on Unicode scalars so that emoji
// (with their variation selectors and joiners), combining marks and Nerd
// Font icons (private use) pass through untouched:
//
// - Dropped: every control character (General_Category Cc: C0, DEL and C1,
//   so ESC and the 8-bit CSI cannot reach a terminal), the bidirectional
//   embeddings and overrides U+202A–U+202E and isolates U+2066–U+2069 (they
//   can visually reorder the rest of the bar: "Trojan Source"), the
//   implicit marks LRM U+200E, RLM U+200F and ALM U+061C (invisible, and
//   enough to move a neighbouring number or sign to the other side: "12"
//   after an RLM reads as part of the right-to-left run; a status line has
//   no use for them, and a place name reads the same without them), and
//   the noncharacters U+FDD0–U+FDEF and U+xFFFE/U+xFFFF (never meant for
//   interchange; older GLib refuses a whole Pango string that holds one).
// - Line breaks are LF, VT, FF, CR, NEL, U+2028 and U+2029 (the set of
//   `Character.isNewline`). Where newlines are kept, each becomes one "\n"
//   (CR LF counts once). Where they are not, a run of them becomes a single
//   space, and none is left at the start or the end, so "a\nb" reads "a b"
//   rather than "ab".
// - A tab becomes one space: it separates words like a space, and bars
//   either draw it as a box or ignore it.
//
// Invalid UTF-8 cannot reach these functions: a Swift `String` is always
// valid Unicode. Callers that hold bytes (plugin output, files, the
// environment) must build the `String` with `String(decoding:as:)`, which
// replaces each invalid sequence with U+FFFD, and never by reinterpreting
// memory.
//
// Each function is one pass over the scalars, plus a read-only pass that
// returns the input itself, without allocating, when nothing needs to
// change (the common case: "Oslo", "Europe/Oslo").
//
// The escaped text is for the *visible text* of a line only: never put it
// inside a tag's argument (a polybar `%{A:…:}` command, a tmux `#[…]` style,
// a conky `${…}` argument), where other rules apply.

/// Per-bar escaping of outside text; see the file comment for the rules
/// that all of them share.
public enum Escape {
    /// Put between two characters that a bar would otherwise read as one
    /// token: U+FEFF ZERO WIDTH NO-BREAK SPACE, invisible and without width.
    /// Unicode prefers U+2060 WORD JOINER for this, but fonts have U+FEFF
    /// more often: DejaVu Sans Mono, conky's default font, has U+FEFF and
    /// not U+2060, and U+FEFF is what lemonbar users put into `%{` for the
    /// same purpose.
    static let joiner: Unicode.Scalar = "\u{FEFF}"

    // MARK: polybar

    /// Text for polybar (`custom/script` output, drawn on one line).
    ///
    /// Polybar's tag parser opens a formatting tag at `%` *directly followed*
    /// by `{` (`%{A1:rm -rf ~:}` runs a command on click); any other `%` is
    /// plain text. Polybar has no escape for `%`: unlike lemonbar it does not
    /// read `%%` as a literal `%` (its parser pushes the first `%` as text
    /// and then opens a tag at the second, so `%%{A1:…:}` would still run
    /// the command and `100%%` would show two signs; polybar PR #2748, which
    /// would add `%%`, is unmerged). So instead of doubling `%`, the
    /// invisible `joiner` is put between `%` and `{`. Polybar draws it with
    /// no width, or, when none of its fonts has it, drops it (with a warning
    /// in its log); either way the bar shows `%{`. It goes:
    ///
    /// - inside the text, after any `%` that is followed by `{`;
    /// - after a `%` that ends the text, and before a `{` that starts it, so
    ///   that no tag can form across the boundary with whatever the formatter
    ///   writes around it (`%{F#fff}` before, `%{F-}` after).
    ///
    /// Every line break becomes a space: polybar ends a line at `\n`, and
    /// with `tail = true` a newline would split the module's output.
    ///
    /// From polybar's parser (src/tags/parser.cpp, 3.6 and later); there is
    /// no polybar here to check against.
    public static func polybar(_ text: String) -> String {
        var result = rewrite(text, keepNewlines: false, special: { $0 == "%" || $0 == "{" }) { scalar, out in
            if scalar == "{", out.isEmpty || out.last == "%" { out.append(joiner) }
            out.append(scalar)
        }
        if result.unicodeScalars.last == "%" { result.unicodeScalars.append(joiner) }
        return result
    }

    // MARK: conky

    /// Text for conky's `execp`/`execpi`, whose output conky parses again as
    /// its own text:
    ///
    /// - `$` starts a variable (`$HOME`, `${exec rm -rf ~}`); `$$` is a
    ///   literal `$`, so every `$` is doubled.
    /// - `#` starts a comment that swallows the rest of the line; `\#` is a
    ///   literal `#`, so every `#` becomes `\#`. (A `\` from outside needs
    ///   nothing: only `\` directly before `#` is special.)
    /// - Templates are expanded *before* `$$` is read, by a search for
    ///   `$template` and `${template` that ignores case when it looks and
    ///   honours it when it replaces (src/template.cc). So `$$template1 x`
    ///   expands the user's template with an argument from outside,
    ///   `$${template1` without a `}` makes conky exit, and `$$TEMPLATE`
    ///   makes it loop for ever. After a doubled `$`, the invisible `joiner`
    ///   therefore goes before `t`, `T` or `{`.
    ///
    /// Line breaks become spaces, unless `keepNewlines` (conky's large size
    /// is several lines), where each becomes `\n`.
    ///
    /// Checked against conky 1.18.3 (console output), inside the formatter's
    /// `${color …}`: it prints the text exactly, plus the joiners; with the
    /// plain `$$` doubling it hangs on `$$TEMPLATE`.
    public static func conky(_ text: String, keepNewlines: Bool = false) -> String {
        rewrite(text, keepNewlines: keepNewlines, special: { $0 == "$" || $0 == "#" }) { scalar, out in
            switch scalar {
            case "$":
                out.append("$")
                out.append("$")
            case "#":
                out.append("\\")
                out.append("#")
            case "t", "T", "{":
                // Every `$` in `out` is half of a `$$` pair written above.
                if out.last == "$" { out.append(joiner) }
                out.append(scalar)
            default:
                out.append(scalar)
            }
        }
    }

    // MARK: tmux

    /// Text for a tmux status line, as printed by `#(solverv …)` in
    /// `status-right`.
    ///
    /// tmux expands the output of `#(…)` as a format, on its own, before it
    /// joins it to the rest of the line: `#(cmd)` runs a command (older
    /// versions), `#{…}` expands variables and modifiers (`#{pane_id}` would
    /// show `%0`), `#H` and the other letters are aliases, and `##` is a
    /// literal `#`. Then it draws the whole line, where `#[…]` is a style,
    /// an even run of `#` before `[` is literal, and a run of several `#`
    /// elsewhere is halved once more (rounding up). So a run of `k` `#` from
    /// outside is written as:
    ///
    /// - `2k` before `[`: kept whole by the expansion, drawn as `k` and `[`;
    /// - `4k − 2` before anything else (`##` for one): expanded to `2k − 1`,
    ///   drawn as `k`;
    /// - `4k` at the end (`####` for one): expanded to `2k`, drawn as `k`
    ///   both before plain text and before the formatter's `#[default]`,
    ///   which then stays a style (with `2k`, the expanded odd `#` would
    ///   pair with it and show `#[default]` as text).
    ///
    /// Every run is even, so no `#` from outside starts anything.
    ///
    /// Checked against tmux 3.3a's drawn status line (a client attached in
    /// a pane of a second server), before plain text and before
    /// `#[default]`: exact for `#(`, `#{`, `#[`, `#H` and runs of `#`. The
    /// plain `##` doubling showed `#[default]` as text after a final `#`.
    /// Two limits, both display only: when runs of several `#` from outside
    /// meet another such text in one line, tmux 3.3a's trimming of
    /// `status-right` can drop some of it; and on text that is not read
    /// through `#(…)` (one expansion for the whole line), a `#` that ends
    /// the text right before a `#[` style shows doubled.
    ///
    /// Line breaks become spaces: tmux shows only the first line of `#()`.
    public static func tmux(_ text: String) -> String {
        var run = 0  // `#` read and not yet written: the next scalar decides how many
        var result = rewrite(text, keepNewlines: false, special: { $0 == "#" }) { scalar, out in
            if scalar == "#" {
                run += 1
                return
            }
            if run > 0 {
                appendHashes(scalar == "[" ? 2 * run : 4 * run - 2, to: &out)
                run = 0
            }
            out.append(scalar)
        }
        if run > 0 { appendHashes(4 * run, to: &result.unicodeScalars) }
        return result
    }

    private static func appendHashes(_ count: Int, to out: inout String.UnicodeScalarView) {
        for _ in 0..<count { out.append("#") }
    }

    // MARK: Pango (waybar, i3bar)

    /// Text for Pango markup: waybar's `text` and `tooltip`, and i3bar
    /// blocks with `"markup": "pango"`.
    ///
    /// `&`, `<`, `>`, `'` and `"` become `&amp;`, `&lt;`, `&gt;`, `&apos;` and
    /// `&quot;` (the five entities of XML, all known to GLib's markup
    /// parser). So no tag can open, and every `&` in the result starts one
    /// of these entities.
    ///
    /// Newlines are kept by default, for multi-line tooltips; pass
    /// `keepNewlines: false` for a bar's one-line `text` or `full_text`.
    ///
    /// Checked with Pango 1.50's `pango_parse_markup`: the result parses to
    /// the cleaned text exactly.
    public static func pango(_ text: String, keepNewlines: Bool = true) -> String {
        rewrite(text, keepNewlines: keepNewlines, special: isMarkup, append: appendPango)
    }

    /// `scalar` as Pango markup: one of the five entities, or itself.
    @inline(__always)
    static func appendPango(_ scalar: Unicode.Scalar, _ out: inout String.UnicodeScalarView) {
        switch scalar {
        case "&": out.append(contentsOf: "&amp;".unicodeScalars)
        case "<": out.append(contentsOf: "&lt;".unicodeScalars)
        case ">": out.append(contentsOf: "&gt;".unicodeScalars)
        case "'": out.append(contentsOf: "&apos;".unicodeScalars)
        case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
        default: out.append(scalar)
        }
    }

    // MARK: i3blocks

    /// Text for an i3blocks block with `markup=pango`, on one line: Pango's
    /// escaping, and every `\` written as the character reference `&#92;`.
    ///
    /// i3blocks 1.4 (Debian 12's) reads a `format=json` line with a parser
    /// that knows no JSON escapes: it copies a string value up to the next
    /// `"`, backslashes and all, and escapes that again for i3bar. So `\"`
    /// would end the value early and `\\` would show two backslashes. With
    /// no `"` (Pango's `&quot;`) and no `\` (`&#92;`) in a value, its JSON
    /// needs no escape, and every i3blocks reads the same text: 1.4, 1.5's
    /// real JSON parser, and the three plain lines of a one-shot run.
    ///
    /// Checked against i3blocks 1.4 (RealI3blocksTests), through i3bar's
    /// JSON that it prints.
    public static func i3blocks(_ text: String) -> String {
        rewrite(text, keepNewlines: false, special: { isMarkup($0) || $0 == "\\" }) { scalar, out in
            if scalar == "\\" {
                out.append(contentsOf: "&#92;".unicodeScalars)
            } else {
                appendPango(scalar, &out)
            }
        }
    }

    // MARK: plain (terminals, pipes)

    /// Text for a terminal or a pipe: the shared clean-up only. No escape
    /// sequence can be injected, since ESC and the C1 controls (8-bit CSI,
    /// OSC, DCS) are dropped. Line breaks become spaces unless
    /// `keepNewlines`.
    public static func plain(_ text: String, keepNewlines: Bool = false) -> String {
        rewrite(text, keepNewlines: keepNewlines, special: { _ in false }) { scalar, out in
            out.append(scalar)
        }
    }

    // MARK: The shared clean-up

    /// What the shared clean-up does with one scalar: the rule every
    /// outside text follows (`OutsideText`, which translations are cleaned
    /// with too, below this target).
    typealias Treatment = OutsideText.Treatment

    @inline(__always)
    static func treatment(of scalar: Unicode.Scalar) -> Treatment {
        OutsideText.treatment(of: scalar)
    }

    /// The five characters that Pango markup gives meaning to.
    @inline(__always)
    static func isMarkup(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "&", "<", ">", "'", "\"": return true
        default: return false
        }
    }

    /// Applies the shared clean-up to `text` and passes each scalar that
    /// stays, including the spaces and newlines that stand for line breaks,
    /// to `append`, which writes it, escaped for one bar, to the result.
    ///
    /// `special` names the scalars `append` changes; when `text` has none of
    /// them and nothing for the clean-up, `text` itself is returned. Where
    /// newlines are kept, an LF is written as itself (the CR that would
    /// swallow it is a change of its own), so a large text's lines need no
    /// rewrite: scalar by scalar, that cost a waybar tooltip 130 000
    /// instructions (callgrind, issue 35).
    @inline(__always)
    static func rewrite(
        _ text: String,
        keepNewlines: Bool,
        special: (Unicode.Scalar) -> Bool,
        append: (Unicode.Scalar, inout String.UnicodeScalarView) -> Void
    ) -> String {
        let unchanged = !text.unicodeScalars.contains {
            special($0) || (treatment(of: $0) != .keep && !(keepNewlines && $0 == "\n"))
        }
        if unchanged { return text }

        var result = String()
        result.reserveCapacity(text.utf8.count + 16)
        var keptAny = false  // `result` may still be empty: `append` can hold scalars back
        var pendingSpace = false  // one-line: a run of line breaks waits for the next kept scalar
        var afterCR = false  // multi-line: the last line break was a CR, so an LF now completes it
        for scalar in text.unicodeScalars {
            var kept = scalar
            switch treatment(of: scalar) {
            case .drop:
                continue
            case .lineBreak:
                if !keepNewlines {
                    pendingSpace = true
                } else if scalar == "\n" && afterCR {
                    afterCR = false
                } else {
                    append("\n", &result.unicodeScalars)
                    afterCR = scalar == "\r"
                }
                continue
            case .tab:
                kept = " "
            case .keep:
                break
            }
            afterCR = false
            if pendingSpace {
                if keptAny { append(" ", &result.unicodeScalars) }
                pendingSpace = false
            }
            keptAny = true
            append(kept, &result.unicodeScalars)
        }
        return result
    }
}
