/// How many columns text takes in a terminal or a bar's cell grid, as
/// `wcwidth` counts it in a UTF-8 locale (SPEC §3's budgets): a wide
/// character (CJK, an emoji shown as emoji) two, a combining mark or a
/// format character none, anything else one. Counted here, not by glibc,
/// which answers only under a UTF-8 locale that a static binary may not have.
public enum Columns {
    /// The columns of `text`, by scalars (no grapheme breaking, whose tables a
    /// one-shot line would pay page faults for): U+FE0F after a symbol makes
    /// it an emoji, two columns (`❄️`), and counts as the second one.
    ///
    /// Read as UTF-8 bytes, with ASCII and Latin-1 counted without Unicode's
    /// property tables: a large line measures its texts a dozen times, and
    /// decoding each scalar and looking up `·` was a twelfth of the line
    /// (callgrind, 2026-11-29: 65 k of 752 k instructions).
    public static func of(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            var total = 0
            var previous: Unicode.Scalar?
            var i = 0
            while i < bytes.count {
                let lead = bytes[i]
                if lead < 0x80 {
                    total += lead < 0x20 || lead == 0x7F ? 0 : 1
                    previous = nil  // never a symbol that U+FE0F could make an emoji
                    i += 1
                    continue
                }
                let (scalar, length) = decode(bytes, at: i)
                if scalar.value == 0xFE0F, let previous, of(previous) == 1, previous.properties.isEmoji {
                    total += 1
                } else {
                    total += of(scalar)
                }
                previous = scalar
                i += length
            }
            return total
        }
    }

    /// The scalar whose UTF-8 starts at `i` of valid UTF-8 (a Swift string's),
    /// and its length in bytes.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(bytes[i])
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = lead & (0xFF >> (length + 1))
        for k in 1..<length where i + k < bytes.count { value = value << 6 | UInt32(bytes[i + k] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// The columns of one scalar on its own.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        if scalar.value < 0x7F { return scalar.value < 0x20 ? 0 : 1 }
        // Latin-1: the C1 controls and the soft hyphen (Cf) take none, the rest one.
        if scalar.value <= 0xFF { return scalar.value < 0xA0 || scalar.value == 0xAD ? 0 : 1 }
        // The symbol blocks the lines' icons come from (arrows to dingbats,
        // ❄ ☀ ▓; the emoji blocks, 🌔 🌅) hold no mark, format or control
        // character (ColumnsTests checks): their category is not looked up,
        // whose table a one-shot line would pay a page fault for.
        if !inSymbolBlock(scalar.value) {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format, .control: return 0
            default: break
            }
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2  // East Asian Wide and Fullwidth
        default:
            return 1
        }
    }

    /// Whether `value` is in the arrows, mathematical and technical symbols,
    /// box drawing, shapes, miscellaneous symbols and dingbats (U+2190–U+2BFF)
    /// or the emoji and pictograph blocks (U+1F000–U+1FAFF). (Two ranges,
    /// not an array of them, whose generic type costs runtime metadata.)
    public static func inSymbolBlock(_ value: UInt32) -> Bool {
        (0x2190...0x2BFF).contains(value) || (0x1F000...0x1FAFF).contains(value)
    }

    /// `text` cut to at most `width` columns, with `…` at the end when cut.
    public static func cut(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        var out = String(), used = 0
        for scalar in text.unicodeScalars {
            let w = of(scalar)
            if used + w > width - 1 { break }
            out.unicodeScalars.append(scalar)
            used += w
        }
        // A lone U+FE0F or a trailing blank before the mark reads badly.
        while let last = out.unicodeScalars.last, last == " " || last.value == 0xFE0F { out.unicodeScalars.removeLast() }
        return out + "…"
    }
}
