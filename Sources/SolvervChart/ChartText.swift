import SolvervIO

/// How wide the chart's text is drawn, estimated, so that a long place
/// name is cut (with `…`) where it would leave the canvas or run into the
/// next legend entry. The chart asks for `sans-serif`: these are DejaVu
/// Sans's advance widths (the sans-serif of Debian and most Linux systems,
/// and wider than Liberation Sans or Noto Sans, so those fit too), in
/// hundredths of an em, rounded up, for printable ASCII; any other
/// character is taken as wide as most of its kind are at the most.
package enum ChartText {
    /// DejaVu Sans Book, U+0020…U+007E.
    static let regular: [UInt8] = [
        32, 41, 46, 84, 64, 96, 78, 28, 40, 40, 50, 84, 32, 37, 32, 34, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 34, 34,
        84, 84, 84, 54, 100, 69, 69, 70, 78, 64, 58, 78, 76, 30, 30, 66, 56, 87, 75, 79, 61, 79, 70, 64, 62, 74, 69, 99,
        69, 62, 69, 40, 34, 40, 84, 50, 50, 62, 64, 55, 64, 62, 36, 64, 64, 28, 28, 58, 28, 98, 64, 62, 64, 64, 42, 53,
        40, 64, 60, 82, 60, 60, 53, 64, 34, 64, 84,
    ]
    /// DejaVu Sans Bold, U+0020…U+007E.
    static let bold: [UInt8] = [
        35, 46, 53, 84, 70, 101, 88, 31, 46, 46, 53, 84, 38, 42, 38, 37, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 40, 40,
        84, 84, 84, 59, 100, 78, 77, 74, 84, 69, 69, 83, 84, 38, 38, 78, 64, 100, 84, 86, 74, 86, 78, 73, 69, 82, 78, 111,
        78, 73, 73, 46, 37, 46, 84, 50, 50, 68, 72, 60, 72, 68, 44, 72, 72, 35, 35, 67, 35, 105, 72, 69, 72, 72, 50, 60,
        48, 72, 66, 93, 65, 66, 59, 72, 37, 72, 84,
    ]

    /// A character's advance in ems: from the tables for ASCII; 1 em for
    /// a wide (CJK) character or an ellipsis; none for a combining mark;
    /// for other letters (accented Latin, Cyrillic, Greek, Arabic…), at
    /// least as wide as DejaVu's common ones (Ж 1.08 em, ж 0.90; bold 1.22
    /// and 1.0), so that a name is cut early rather than run over.
    static func em(_ character: Character, bold: Bool) -> Double {
        if let a = character.asciiValue, a >= 32, a < 127 { return Double((bold ? self.bold : regular)[Int(a) - 32]) / 100 }
        if character == "…" { return 1 }
        switch TerminalText.columns(character) {
        case 0: return 0
        case 2: return 1
        default:
            if character.isUppercase { return bold ? 1.25 : 1.1 }
            return bold ? 1.05 : 0.95
        }
    }

    /// `text`'s width in px at `size` px.
    package static func width(_ text: String, size: Double, bold: Bool = false) -> Double {
        text.reduce(0) { $0 + em($1, bold: bold) } * size
    }

    /// `text` as it is if it is at most `room` px wide, else cut and ended with `…`.
    static func cut(_ text: String, to room: Double, size: Double, bold: Bool = false) -> String {
        guard width(text, size: size, bold: bold) > room else { return text }
        var kept = "", used = em("…", bold: bold) * size
        for character in text {
            used += em(character, bold: bold) * size
            if used > room { break }
            kept.append(character)
        }
        while kept.last == " " { kept.removeLast() }
        return kept + "…"
    }

    /// Names that go into one line of text beside `fixed` px of other text:
    /// as they are if they fit in `room` px, else the longest cut first,
    /// each to a width they share, so a short name stays whole.
    package static func fit(_ names: [String], fixed: Double, into room: Double, size: Double, bold: Bool = false) -> [String] {
        let widths = names.map { width($0, size: size, bold: bold) }
        let free = room - fixed
        guard widths.reduce(0, +) > free else { return names }
        // The share: what is left once every name narrower than it is whole.
        var share = free / Double(names.count), rest = free, left = names.count
        for w in widths.sorted() where left > 1 {
            guard w < share else { break }
            rest -= w
            left -= 1
            share = rest / Double(left)
        }
        return names.map { cut($0, to: max(share, 0), size: size, bold: bold) }
    }
}
