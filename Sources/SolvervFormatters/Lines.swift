import SolvervContracts
import SolvervLanguage

/// What most formatters share: each report's text at a size, or the
/// user's template filled with its facts.
enum Lines {
    /// The text of each report at `size`; or, with a template, one text for
    /// the whole line (styled as the first report). Values go through
    /// `escape`; the template's own text, the user's, does not.
    /// `singleLine` is for bars that draw one line: their large size is
    /// `oneLineLarge` (at most 100 columns), and a template's newlines fold to spaces.
    /// `noticeShown`: the formatter prints the notice itself, so no short mark is needed.
    /// `placeMark`: whether the zone indicator (and, in large, the place's
    /// label) follows the text; a block bar's countdown block leaves it to
    /// the next block (`placeMarked`).
    ///
    /// A template is the whole text: no mark is added to it. The zone
    /// indicator and the notice are its placeholders (`{zone_indicator}`,
    /// `{notice}`), and the command line puts a notice that the template
    /// leaves out on stderr.
    static func texts(_ snapshot: Snapshot, _ size: Size, _ template: Template?, singleLine: Bool = false,
                      noticeShown: Bool = false, placeMark: Bool = true, escape: (String) -> String) -> [String] {
        // A bar that draws one line gets a one-line large of its own, not
        // the multi-line one folded (SPEC §3).
        if singleLine, size == .large, template == nil { return oneLineLarge(snapshot, placeMark: placeMark, escape: escape) }
        if let template {
            let line = template.render({ fact(snapshot, $0) }, escape: escape)
            // A newline typed into a template would end a one-line bar's line.
            return [singleLine ? foldLines(line, " ", at: isNewline) : line]
        }
        var texts = snapshot.reports.map { report in
            // The config's text for this provider at this size: its markup
            // stays live, its values are escaped.
            if let own = snapshot.template(of: report.provider, at: size) {
                let line = own.render({ fact(snapshot, $0, in: report) }, escape: escape)
                return singleLine ? foldLines(line, " ", at: isNewline) : line
            }
            var raw = report.text(size)
            if singleLine { raw = foldLines(raw, " · ", at: { $0 == "\n" }) }
            return escape(raw)
        }
        let marks = self.marks(snapshot, size, noticeShown: noticeShown, placeMark: placeMark)
        // A provider's own template is its whole text, as `--template` is the
        // line's: the marks go with a default text only (they are placeholders).
        func isDefault(_ i: Int) -> Bool { snapshot.template(of: snapshot.reports[i].provider, at: size) == nil }
        if let last = texts.indices.last, isDefault(last) {
            for mark in marks { texts[last] += (size == .large && !singleLine ? "\n" : " ") + escape(mark) }
        }
        // Another date than today leads the line: `⟲ 12 Mar`, or `⟲` alone in small.
        if let shift = snapshot.shifted, !texts.isEmpty, isDefault(0) {
            texts[0] = escape(size == .small ? shiftMark : shift.label) + " " + texts[0]
        }
        return texts
    }

    /// What follows the last provider's default text at `size`, each one
    /// unescaped: times shown in a zone other than the system's say whose
    /// they are (not in small, which has no times); a line for Greenwich
    /// because nothing was set says so at every size (SPEC §5), unless the
    /// formatter prints the notice itself (`noticeShown`). A plugin is
    /// given them too (its snapshot's "marks").
    static func marks(_ snapshot: Snapshot, _ size: Size, noticeShown: Bool = false, placeMark: Bool = true) -> [String] {
        var marks: [String] = []
        // The large size (and waybar's tooltip) names a place found by name
        // (SPEC §5: `Kolkata, West Bengal, IN`); the small line stays short.
        // Nor in a medium line whose texts show no clock at all (the moon's alone).
        // A loop, not `allSatisfy(\.…)`: a key path costs the line runtime metadata (issue 35).
        var clockless = size == .medium && !snapshot.reports.isEmpty
        for report in snapshot.reports where clockless && !report.mediumHasNoClock { clockless = false }
        let indicator = size != .small && placeMark && !clockless ? zoneIndicator(snapshot) : nil
        // A zone's place (`Lord Howe`) already named by the indicator is not named twice.
        // Names in the user's language (SPEC §10): `München, Bayern, DE`.
        if size == .large, placeMark, snapshot.location.details.isNamed, snapshot.location.localLabel != snapshot.location.zoneIndicator {
            let label = snapshot.location.localLabel
            marks.append(indicator.map { label + " " + $0 } ?? label)
        } else if let indicator {
            marks.append(indicator)
        }
        // `--location auto` without a place from GeoClue: the line says it
        // shows another (the notice says why; small has no room).
        if snapshot.location.notLocated, size != .small, !noticeShown, snapshot.location.source != "fallback" {
            // TRANSLATORS: after the medium and large sizes when --location auto found no place from GeoClue, and another place is shown.
            marks.append(tr("(not located)"))
        }
        if snapshot.location.source == "fallback", !noticeShown {
            // TRANSLATORS: after the small size when no place was set and the line is Greenwich's (within
            // 14 columns with the line's own text); the medium and large sizes say "(no location set)".
            marks.append(size == .small ? tr("(Greenwich?)") : tr("(no location set)"))
        }
        return marks
    }

    /// Whether a block bar's line (i3blocks, i3status-rust: a block, and a
    /// process, for each provider, as `solverv setup` writes them, the
    /// countdown's first) carries the place's marks. A line of the
    /// countdown alone leaves them to the sunlight block after it: the bar
    /// says `(Toronto time)` once, at its end, as the one-line bars do.
    static func placeMarked(_ snapshot: Snapshot) -> Bool {
        let asked = snapshot.providers.isEmpty ? snapshot.reports.map(\.provider) : snapshot.providers
        return asked != ["countdown"]
    }

    /// The small line's mark of another date than today.
    static let shiftMark = "⟲"

    /// `(Tokyo time)`: whose clock the times are on (SPEC §5), as Solstice
    /// says it; nil in the system's zone.
    static func zoneIndicator(_ snapshot: Snapshot) -> String? {
        snapshot.location.zoneIndicator.map(ZoneIndicator.text(city:))
    }

    /// Each text wrapped in its report's colour by `wrap(colour, text)`; a
    /// report without a colour keeps its text bare.
    /// (A loop, not `zip(…).map`: the `Zip2Sequence` cost every bar's line
    /// 13 000 instructions of runtime metadata, callgrind, issue 35.)
    static func coloured(_ snapshot: Snapshot, _ texts: [String], _ wrap: (String, String) -> String) -> [String] {
        let count = min(snapshot.reports.count, texts.count)
        var out: [String] = []
        out.reserveCapacity(count)
        for i in 0..<count {
            out.append(Palette.colour(snapshot.reports[i]).map { wrap($0, texts[i]) } ?? texts[i])
        }
        return out
    }

    /// `parts` joined by `separator`, then `end`, into one reserved buffer.
    /// Not the generic `joined(separator:)`: its first call costs a line
    /// 96 000 instructions of associated-type and conformance lookups, 0.04×
    /// of a C hello (callgrind, the tmux line, issue 24).
    static func join(_ parts: [String], _ separator: String, end: String) -> String {
        var out = String()
        var size = end.utf8.count
        for part in parts { size += part.utf8.count + separator.utf8.count }
        out.reserveCapacity(size)
        for i in parts.indices {
            if i > 0 { out += separator }
            out += parts[i]
        }
        out += end
        return out
    }

    /// `text`'s lines, split at each scalar `isBreak` accepts, joined by
    /// `separator`, with empty lines left out: what `split(…).joined(…)`
    /// gives, without the `[Substring]` and the generic `joined`, whose
    /// first call costs a line 96 000 instructions (see `join`). By
    /// scalars, not Characters: grapheme breaking reads Unicode's property
    /// tables, pages a one-shot line pays page faults for. Each line is
    /// copied whole, not scalar by scalar, and as a `Substring` through its
    /// own `append(contentsOf:)` (`+=` takes the generic one: 87 000
    /// instructions on a large line, callgrind, issue 35). (A "\r\n" is
    /// two breaks with nothing between: one separator, as before.)
    static func foldLines(_ text: String, _ separator: String, at isBreak: (Unicode.Scalar) -> Bool) -> String {
        let scalars = text.unicodeScalars
        guard scalars.contains(where: isBreak) else { return text }
        var out = String()
        out.reserveCapacity(text.utf8.count + 16)
        var lineStart = scalars.startIndex
        func endLine(at end: String.Index) {
            guard lineStart < end else { return }
            if !out.isEmpty { out += separator }
            out.append(contentsOf: text[lineStart..<end])
        }
        var i = scalars.startIndex
        while i < scalars.endIndex {
            let next = scalars.index(after: i)
            if isBreak(scalars[i]) {
                endLine(at: i)
                lineStart = next
            }
            i = next
        }
        endLine(at: scalars.endIndex)
        return out
    }

    /// The scalars that make a Character `isNewline`: LF, VT, FF, CR, NEL,
    /// LINE SEPARATOR and PARAGRAPH SEPARATOR.
    static func isNewline(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// A placeholder's value: a location-level one (`Template.locationPlaceholders`),
    /// `{sunlight.icon}` from that provider, `{days}` from the first report that has it.
    /// A placeholder's value in a provider's own template: that provider's
    /// fact first.
    static func fact(_ snapshot: Snapshot, _ name: String, in report: ProviderReport) -> String {
        if !name.contains("."), let own = report.fact(name) { return own.text }
        return fact(snapshot, name)
    }

    private static func fact(_ snapshot: Snapshot, _ name: String) -> String {
        switch name {
        case "location": return snapshot.location.localName
        case "zone": return snapshot.location.zone
        case "zone_indicator": return zoneIndicator(snapshot) ?? ""
        case "notice": return snapshot.notice ?? ""
        case "shifted": return snapshot.shifted?.label ?? ""
        default: break
        }
        let parts = name.split(separator: ".", maxSplits: 1)
        if parts.count == 2 {
            return snapshot.reports.first { $0.provider == parts[0] }?.fact(String(parts[1]))?.text ?? ""
        }
        return snapshot.reports.lazy.compactMap { $0.fact(name)?.text }.first ?? ""
    }
}
