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
    public static func fold(_ text: String) -> [UInt8] { fold(text.unicodeScalars, count: text.utf8.count) }
    public static func fold(_ text: Substring) -> [UInt8] { fold(text.unicodeScalars, count: text.utf8.count) }

    // Generic within the module only, where it is specialized: a generic
    // called from another module goes through witness tables, which a line
    // would instantiate at run time. No array but the key's: each scalar
    // waits (`pending`) until the next one shows whether they compose.
    static func fold<S: Sequence<Unicode.Scalar>>(_ text: S, count: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(count)
        var pending: UInt32?
        var space = false
        // UTF-8, with one space between words and none around them.
        func emit(_ s: UInt32) {
            if s == 0x20 {
                space = !out.isEmpty
                return
            }
            if space { out.append(0x20); space = false }
            guard let u = Unicode.Scalar(s) else { return }
            UTF8.encode(u, into: { out.append($0) })
        }
        // `composing`: whether it may compose with the one before it.
        func push(_ s: UInt32, composing: Bool) {
            if composing, let last = pending, let composed = compose(last, s) {
                pending = composed
                return
            }
            if let last = pending { emit(last) }
            pending = s
        }
        for scalar in text {
            let v = scalar.value
            if v < 0x80 {
                switch UInt8(v) {
                case UInt8(ascii: "'"), UInt8(ascii: "."), UInt8(ascii: "`"): continue
                case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "\t"), UInt8(ascii: "/"),
                     UInt8(ascii: ","), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"):
                    push(0x20, composing: false)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): push(v | 0x20, composing: false)
                default: push(v, composing: false)
                }
            } else if let replacement = folded(scalar) {
                // The table's UTF-8, scalar by scalar.
                var p = UnsafeRawPointer(replacement).assumingMemoryBound(to: UInt8.self)
                while p.pointee != 0 {
                    let lead = UInt32(p.pointee)
                    let (length, bits): (Int, UInt32) = lead < 0x80 ? (1, lead) : lead < 0xE0 ? (2, lead & 0x1F)
                        : lead < 0xF0 ? (3, lead & 0x0F) : (4, lead & 0x07)
                    var s = bits
                    for i in 1..<max(length, 1) { s = s << 6 | UInt32(p[i] & 0x3F) }
                    push(s, composing: true)
                    p += length
                }
            } else {
                push(v, composing: true)
            }
        }
        if let last = pending { emit(last) }
        return out
    }

    /// What the table folds `scalar` to (possibly "" or " "), or nil when it folds to itself.
    /// Below U+0800 from the small map that lies with what every lookup
    /// reads; above, only in the blocks of 256 that have any (no CJK
    /// ideograph or Hangul syllable folds), from the rest.
    static func folded(_ scalar: Unicode.Scalar) -> UnsafePointer<CChar>? {
        let v = scalar.value
        if v < 0x800 {
            return search(v, Int(solverv_fold_low_count), solverv_fold_low_scalar).map { solverv_fold_low_text_at(UInt32($0)) }
        }
        guard solverv_fold_block_has(v >> 8) != 0 else { return nil }
        return search(v, Int(solverv_fold_count), solverv_fold_scalar).map { solverv_fold_text_at(UInt32($0)) }
    }

    /// Where `v` is among `count` sorted scalars, or nil.
    private static func search(_ v: UInt32, _ count: Int, _ scalar: (UInt32) -> UInt32) -> Int? {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            let s = scalar(UInt32(mid))
            if s == v { return mid }
            if s < v { low = mid + 1 } else { high = mid }
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
