/// A latitude or longitude as users paste it: decimal degrees (`59.91`,
/// `-0.1`, `1e1`), with a hemisphere letter (`59.91N`, `0.12 W`, `33.87°S`),
/// or in degrees, minutes and seconds (`59°54'N`, `59°54′36″N`). N and S
/// belong to latitudes, E and W to longitudes. Still never `nan`, `inf`,
/// hex or empty text.
package enum Degrees {
    package enum Axis {
        case latitude, longitude

        package var hemispheres: String { self == .latitude ? "N or S" : "E or W" }
    }

    package enum Refusal: Error, Equatable {
        /// Not a number in any of the forms above.
        case notANumber
        /// A hemisphere letter of the other axis (`10.75E` for a latitude).
        case wrongHemisphere(Character)
        /// Both a sign and a hemisphere letter (`-33.87S`): which one is meant?
        case signAndHemisphere
    }

    package static func parse(_ text: String, _ axis: Axis) throws(Refusal) -> Double {
        // The forms the tests and most users give cost nothing more.
        if let v = Number.parse(text) { return v }
        return try general(Array(text.utf8), axis)
    }

    private static func general(_ all: [UInt8], _ axis: Axis) throws(Refusal) -> Double {
        var b = all[...]
        func trim() {
            while let f = b.first, f == 0x20 || f == 0x09 { b.removeFirst() }
            while let l = b.last, l == 0x20 || l == 0x09 { b.removeLast() }
        }
        trim()
        var negative = false, signed = false
        if let f = b.first, f == UInt8(ascii: "-") || f == UInt8(ascii: "+") {
            negative = f == UInt8(ascii: "-")
            signed = true
            b.removeFirst()
        } else if b.starts(with: minusSign) {  // U+2212, as pasted from typeset pages
            negative = true
            signed = true
            b.removeFirst(minusSign.count)
        }
        var letter: Character?
        if let l = b.last, let h = hemisphereLetter(l) {
            letter = h
            b.removeLast()
            trim()
            // `nan` ends in n: a letter is a hemisphere only after a number or a mark.
            guard let l = b.last, (l >= UInt8(ascii: "0") && l <= UInt8(ascii: "9")) || markEnds.contains(l) else {
                throw .notANumber
            }
        }
        guard let magnitude = dms(Array(b)), magnitude.isFinite else { throw .notANumber }
        if let letter {
            switch (axis, letter) {
            case (.latitude, "S"), (.longitude, "W"): negative = true
            case (.latitude, "N"), (.longitude, "E"): break
            default: throw .wrongHemisphere(letter)
            }
            guard !signed else { throw .signAndHemisphere }
        }
        return negative ? -magnitude : magnitude
    }

    /// Degrees from `59.91`, `59.91°`, `59°54'`, `59°54.6'` or `59°54'36"`:
    /// each part names its unit, only the last may have decimals, minutes
    /// and seconds stay below 60, and only a lone number has an exponent.
    private static func dms(_ b: [UInt8]) -> Double? {
        var i = 0, unit = 0, total = 0.0, parts = 0, lastHadDecimals = false
        let scales = [1.0, 60.0, 3600.0]
        while i < b.count {
            guard !lastHadDecimals else { return nil }
            let end = Number.decimalEnd(b, from: i, exponent: parts == 0)
            guard end > i, let v = Double(String(decoding: b[i..<end], as: UTF8.self)) else { return nil }
            let hadExponent = b[i..<end].contains(where: { $0 | 0x20 == UInt8(ascii: "e") })
            lastHadDecimals = hadExponent || b[i..<end].contains(UInt8(ascii: "."))
            i = end
            while i < b.count, b[i] == 0x20 { i += 1 }
            guard i < b.count else {
                // A bare number: the whole text, or seconds after minutes are not named.
                guard parts == 0 else { return nil }
                return v
            }
            guard let (marked, length) = marker(b, at: i), marked >= unit else { return nil }
            if marked > 0, v >= 60 || hadExponent { return nil }
            total += v / scales[marked]
            unit = marked + 1
            parts += 1
            i += length
            while i < b.count, b[i] == 0x20 { i += 1 }
        }
        return parts > 0 ? total : nil
    }

    /// The unit a mark names at `i` (0 degrees, 1 minutes, 2 seconds) and
    /// its length in bytes: degrees ° º, minutes ' ′ ’, seconds " ″ ” and ''.
    /// A switch on bytes, not a table of byte arrays: the nested arrays'
    /// metadata cost 48 000 instructions the first time a mark was read.
    private static func marker(_ b: [UInt8], at i: Int) -> (Int, Int)? {
        let next = i + 1 < b.count ? b[i + 1] : 0, third = i + 2 < b.count ? b[i + 2] : 0
        switch (b[i], next, third) {
        case (0x27, 0x27, _): return (2, 2)  // '' as seconds
        case (0xC2, 0xB0, _), (0xC2, 0xBA, _): return (0, 2)
        case (0x27, _, _): return (1, 1)
        case (0xE2, 0x80, 0xB2), (0xE2, 0x80, 0x99): return (1, 3)
        case (0x22, _, _): return (2, 1)
        case (0xE2, 0x80, 0xB3), (0xE2, 0x80, 0x9D): return (2, 3)
        default: return nil
        }
    }

    /// The last byte of each mark.
    private static let markEnds: [UInt8] = [0xB0, 0xBA, 0x27, 0xB2, 0x99, 0x22, 0xB3, 0x9D]

    private static let minusSign: [UInt8] = [0xE2, 0x88, 0x92]

    private static func hemisphereLetter(_ c: UInt8) -> Character? {
        switch c | 0x20 {
        case UInt8(ascii: "n"): "N"
        case UInt8(ascii: "s"): "S"
        case UInt8(ascii: "e"): "E"
        case UInt8(ascii: "w"): "W"
        default: nil
        }
    }
}
