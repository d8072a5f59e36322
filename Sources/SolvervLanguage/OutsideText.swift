/// Which characters outside text may keep (SPEC §9): the one rule for a
/// place's name, a config's text, a plugin's output and a catalogue's
/// translations. `Escape` (SolvervFormatters) builds every bar's escaping
/// on it; translations are cleaned with it where they enter (`tr`), here,
/// below the formatters. Escaping.swift's file comment says why each
/// character goes.
public enum OutsideText {
    /// What the clean-up does with one scalar.
    public enum Treatment {
        case keep, drop, lineBreak, tab
    }

    /// The rule, with the common scalars decided first: ASCII printables,
    /// then everything below U+2028 but DEL, C1, ALM, LRM and RLM.
    @inlinable @inline(__always)
    public static func treatment(of scalar: Unicode.Scalar) -> Treatment {
        let v = scalar.value
        if v >= 0x20 && v < 0x7F { return .keep }
        if v < 0x20 {
            switch v {
            case 0x09: return .tab
            case 0x0A, 0x0B, 0x0C, 0x0D: return .lineBreak
            default: return .drop
            }
        }
        if v <= 0x9F { return v == 0x85 ? .lineBreak : .drop }  // DEL, C1 (NEL is a line break)
        if v < 0x200E { return v == 0x061C ? .drop : .keep }  // ALM
        if v < 0x2028 { return v <= 0x200F ? .drop : .keep }  // LRM, RLM
        switch v {
        case 0x2028, 0x2029: return .lineBreak
        case 0x202A...0x202E, 0x2066...0x2069: return .drop  // bidi embeddings, overrides, isolates
        case 0xFDD0...0xFDEF: return .drop  // noncharacters
        default: return v & 0xFFFE == 0xFFFE ? .drop : .keep  // noncharacters U+xFFFE, U+xFFFF
        }
    }

    /// Outside text as one line of a message (a D-Bus error's words, a
    /// path in a notice): what the rule drops is gone, and a tab or a line
    /// break is a space. `text` itself, unallocated, when nothing changes.
    public static func line(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { treatment(of: $0) != .keep }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.compactMap { scalar in
            switch treatment(of: scalar) {
            case .keep: return scalar
            case .drop: return nil
            case .tab, .lineBreak: return " "
            }
        }))
    }

    /// A translation as a message may hold it: what the rule drops is
    /// gone, a tab is a space, and every line break is a `\n` (CR LF one),
    /// as messages write them. `text` itself, unallocated, when nothing
    /// changes (the common case).
    static func translation(_ text: String) -> String {
        let unchanged = !text.unicodeScalars.contains { $0 != "\n" && treatment(of: $0) != .keep }
        if unchanged { return text }
        var out = String.UnicodeScalarView()
        var afterCR = false
        for scalar in text.unicodeScalars {
            let wasCR = afterCR
            afterCR = false
            switch treatment(of: scalar) {
            case .keep: out.append(scalar)
            case .drop: continue
            case .tab: out.append(" ")
            case .lineBreak:
                afterCR = scalar == "\r"
                if scalar == "\n", wasCR { continue }
                out.append("\n")
            }
        }
        return String(out)
    }
}
