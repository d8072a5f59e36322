/// Puts `arguments` into a translated format: `%s` and `%d` take the next
/// argument, `%1$s` and `%2$d` a numbered one (a language may reorder),
/// `%%` is a percent sign. The arguments are already text; `%d` is only
/// there so that `msgfmt --check` holds translations to the same numbers.
/// An unknown or missing conversion is kept as written, never a crash.
///
/// It reads the format's UTF-8 bytes: appending a `Substring` goes through
/// the generic `append(contentsOf:)`, by Characters, whose runtime metadata
/// and grapheme breaking cost a one-shot line 140 000 instructions.
public func fill(_ format: String, _ arguments: String...) -> String {
    var format = format
    return format.withUTF8 { bytes -> String in
        let percent = UInt8(ascii: "%"), dollar = UInt8(ascii: "$")
        // No reserveCapacity: most results (`4h13m`, `27d`) fit in a small
        // String, which lives inline; reserving put each on the heap.
        var out = String()
        var next = 0
        var literal = 0  // where the text not yet copied starts
        var i = 0
        func copy(_ end: Int) {
            if end > literal { out += String(decoding: UnsafeBufferPointer(rebasing: bytes[literal..<end]), as: UTF8.self) }
        }
        while i < bytes.count {
            guard bytes[i] == percent else { i += 1; continue }
            copy(i)
            var j = i + 1
            if j < bytes.count, bytes[j] == percent {
                out += "%"
                i = j + 1
                literal = i
                continue
            }
            // An optional `N$`.
            var index: Int?
            var n = 0, digits = 0
            while j + digits < bytes.count, bytes[j + digits] >= 0x30, bytes[j + digits] <= 0x39, digits < 4 {
                n = n * 10 + Int(bytes[j + digits] - 0x30)
                digits += 1
            }
            if digits > 0, j + digits < bytes.count, bytes[j + digits] == dollar, n >= 1 {
                index = n - 1
                j += digits + 1
            }
            if j < bytes.count, bytes[j] == UInt8(ascii: "s") || bytes[j] == UInt8(ascii: "d") {
                let k = index ?? next
                if index == nil { next += 1 }
                if k < arguments.count {
                    out += arguments[k]
                    i = j + 1
                    literal = i
                    continue
                }
            }
            // Not ours: keep the percent sign and go on after it.
            out += "%"
            i += 1
            literal = i
        }
        copy(bytes.count)
        return out
    }
}
