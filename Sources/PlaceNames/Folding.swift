import CPlaceTable

/// How names are compared: folded to a key (scripts/reference/make_places.py
/// says how, and folds the table's names alike). Each character is mapped on
/// its own through the table's map (its compatibility form, NFKD, without
/// diacritics, case-folded, recomposed: `Tromsø` → `tromso`, `ＴＯＫＹＯ` →
/// `tokyo`, `МОСКВА` → `москва`), dots and apostrophes dropped, and dashes,
/// slashes, commas, brackets and runs of spaces made one space; then a
/// character that composes with the one before it (kana with a voicing mark
/// typed apart, Hangul jamo) is composed. That is NFKC and case folding for
/// what people type, without Foundation and its tables: marks typed in a
/// non-canonical order are not reordered (the limit of a per-character map).
public enum Folding {
    public static func fold<S: StringProtocol>(_ text: S) -> [UInt8] {
        var scalars: [UInt32] = []
        scalars.reserveCapacity(text.utf8.count)
        func append(_ s: UInt32) {
            if let last = scalars.last, let composed = compose(last, s) {
                scalars[scalars.count - 1] = composed
            } else {
                scalars.append(s)
            }
        }
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if v < 0x80 {
                switch UInt8(v) {
                case UInt8(ascii: "'"), UInt8(ascii: "."), UInt8(ascii: "`"): continue
                case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "\t"), UInt8(ascii: "/"),
                     UInt8(ascii: ","), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"):
                    scalars.append(0x20)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): scalars.append(v | 0x20)
                default: scalars.append(v)
                }
            } else if let replacement = folded(scalar) {
                for s in String(cString: replacement).unicodeScalars { append(s.value) }
            } else {
                append(v)
            }
        }
        // UTF-8, with one space between words and none around them.
        var out: [UInt8] = []
        out.reserveCapacity(scalars.count)
        var space = false
        for s in scalars {
            if s == 0x20 {
                space = !out.isEmpty
                continue
            }
            if space { out.append(0x20); space = false }
            guard let u = Unicode.Scalar(s) else { continue }
            out.append(contentsOf: UTF8.encode(u) ?? [])
        }
        return out
    }

    /// What the table folds `scalar` to (possibly "" or " "), or nil when it folds to itself.
    static func folded(_ scalar: Unicode.Scalar) -> UnsafePointer<CChar>? {
        var low = 0, high = Int(solverv_fold_count)
        while low < high {
            let mid = (low + high) / 2
            let entry = solverv_fold_at(UInt32(mid)).pointee
            if entry.scalar == scalar.value { return solverv_place_text_at(entry.text) }
            if entry.scalar < scalar.value { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    /// The character `a` and `b` make together, or nil: Hangul by its
    /// arithmetic, others from the table's canonical compositions.
    static func compose(_ a: UInt32, _ b: UInt32) -> UInt32? {
        guard b >= 0x300 else { return nil }
        let sBase: UInt32 = 0xAC00, lBase: UInt32 = 0x1100, vBase: UInt32 = 0x1161, tBase: UInt32 = 0x11A7
        if a >= lBase, a < lBase + 19, b >= vBase, b < vBase + 21 {
            return sBase + ((a - lBase) * 21 + (b - vBase)) * 28
        }
        if a >= sBase, a < sBase + 19 * 21 * 28, (a - sBase) % 28 == 0, b > tBase, b < tBase + 28 {
            return a + (b - tBase)
        }
        var low = 0, high = Int(solverv_composition_count)
        while low < high {
            let mid = (low + high) / 2
            let c = solverv_composition_at(UInt32(mid)).pointee
            if c.first == a && c.second == b { return c.composed }
            if c.first < a || (c.first == a && c.second < b) { low = mid + 1 } else { high = mid }
        }
        return nil
    }
}

extension UTF8 {
    /// The UTF-8 bytes of one scalar.
    static func encode(_ scalar: Unicode.Scalar) -> [UInt8]? {
        var bytes: [UInt8] = []
        UTF8.encode(scalar) { bytes.append($0) }
        return bytes
    }
}
