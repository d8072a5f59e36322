import CPlaceTable

/// How names are compared: folded to a key, lower case, without diacritics
/// (`Tromsø` → `tromso`, `Łódź` → `lodz`), dots and apostrophes dropped,
/// and hyphens and runs of spaces made one space (`Saint-Denis`, `saint
/// denis`). The table's keys were folded alike by
/// scripts/reference/make_places.py, from the same folding map, which the
/// table carries: what a user types folds as the names did.
public enum Folding {
    public static func fold(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var space = false
        func append(_ byte: UInt8) {
            if byte == 0x20 {
                space = !out.isEmpty
                return
            }
            if space { out.append(0x20); space = false }
            out.append(byte)
        }
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let b = UInt8(scalar.value)
                switch b {
                case UInt8(ascii: "'"), UInt8(ascii: "."), UInt8(ascii: "`"): continue
                case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "\t"), UInt8(ascii: "/"): append(0x20)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): append(b | 0x20)
                default: append(b)
                }
            } else if let replacement = folded(scalar) {
                var p = replacement
                while p.pointee != 0 {
                    append(UInt8(bitPattern: p.pointee))
                    p += 1
                }
            } else {
                // A character no name in the table has: lower case is all
                // that can be done (it can match nothing anyway).
                for b in scalar.properties.lowercaseMapping.utf8 { append(b) }
            }
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
}
