import SolvervContracts
import SolvervJSON
import SolvervLanguage

/// **i3blocks**: a blocklet, all reports in one block. Run once (an
/// `interval` in seconds), it prints the three lines i3blocks reads from a
/// command that ends: `full_text` (medium), `short_text` (small, which
/// i3bar picks when space is short) and `color`. With `--watch`, for
/// `interval=persist` with `format=json`, it prints one JSON object per
/// change instead, with `full_text`, `short_text`, `color`, `markup` and,
/// in the last minutes before sunset (`--urgent`), `urgent`.
///
/// The text is Pango markup, escaped for Pango, so the block needs
/// `markup=pango` (the JSON lines say so themselves). A `"` or `\` never
/// appears in the text: i3blocks 1.4, Debian 12's, reads JSON without
/// escapes (`Escape.i3blocks`), and keeps at most 1023 bytes of
/// `full_text` and 511 of `short_text`; a longer line is an error block,
/// and the failed render says why on stderr.
/// A line that holds both reports takes the first one's colour, or the
/// urgent colour. A block of the countdown alone leaves the zone indicator
/// (`(Toronto time)`) to the sunlight block after it, so that the bar
/// shows it once (`Lines.placeMarked`).
///
///     [solverv]
///     command=solverv --format i3blocks --watch
///     interval=persist
///     format=json
///     markup=pango
struct I3blocksFormatter: Formatter {
    let name = "i3blocks"
    let summary = "i3blocks lines: full_text medium, short_text small, color; --watch: JSON per line (persist)"
    let defaultSize = Size.medium
    let header: String? = nil
    /// One JSON object per line (watch mode), not three plain lines.
    var json = false

    /// What i3blocks 1.4 keeps of each text (its buffers, less the NUL).
    static let fullTextLimit = 1023
    static let shortTextLimit = 511

    var streaming: any Formatter { I3blocksFormatter(json: true) }

    func render(_ snapshot: Snapshot, size: Size, template: Template?) throws(RenderFailure) -> String {
        let full = Lines.join(Lines.texts(snapshot, size, template, singleLine: true, placeMark: Lines.placeMarked(snapshot), escape: Escape.i3blocks), " · ", end: "")
        let short = Lines.join(Lines.texts(snapshot, .small, template, singleLine: true, escape: Escape.i3blocks), " · ", end: "")
        guard full.utf8.count <= Self.fullTextLimit, short.utf8.count <= Self.shortTextLimit else {
            let bytes = max(full.utf8.count, short.utf8.count)
            // TRANSLATORS: full_text and short_text are i3blocks' field names.
            throw RenderFailure(fill(tr("the line is %d bytes, more than i3blocks keeps (1023 of full_text, 511 of short_text): use a smaller size or template"), String(bytes)))
        }
        let urgent = snapshot.reports.contains { $0.classes.contains("urgent") }
        return block(full: full, short: short, colour: Palette.colour(snapshot), urgent: urgent)
    }

    /// The template is Pango markup, kept live, and must need no JSON
    /// escape (`MarkupCheck.i3blocks`).
    func validate(template: Template) throws(Template.Failure) {
        try MarkupCheck.i3blocks(template)
    }

    func error(_ message: String) -> String {
        // The message is cut, never the escaped text (a cut `&amp;` would
        // not parse), until the whole text fits.
        var cut = message
        var full = "⚠ " + Escape.i3blocks(cut)
        while full.utf8.count > Self.fullTextLimit {
            cut.unicodeScalars.removeLast(min(cut.unicodeScalars.count, 16))
            full = "⚠ " + Escape.i3blocks(cut) + "…"
        }
        return block(full: full, short: "⚠ solverv", colour: Palette.error, urgent: true)
    }

    /// The block in i3blocks' syntax: three lines, or one JSON object.
    /// i3blocks 1.4 finds a JSON key by its quoted name and takes the
    /// character after it as the colon: the compact encoding, with no
    /// space around the colon, is what it reads.
    private func block(full: String, short: String, colour: String?, urgent: Bool) -> String {
        guard json else { return "\(full)\n\(short)\n\(colour ?? "")\n" }
        var fields: [(String, JSON)] = [("full_text", .string(full)), ("short_text", .string(short))]
        if let colour { fields.append(("color", .string(colour))) }
        fields.append(("markup", .string("pango")))
        // i3blocks 1.5 reads it; 1.4 reads only digits there, and ignores it.
        if urgent { fields.append(("urgent", .bool(true))) }
        return JSON.object(fields).encoded().map { $0 + "\n" } ?? #"{"full_text":"⚠ solverv","markup":"pango"}"# + "\n"
    }
}
