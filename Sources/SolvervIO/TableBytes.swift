import CivilTime
import SolvervJSON

/// A table's cells written straight into the output's bytes, as `Cell.csv`
/// and jansson (`JSON.encoded`) spell them, byte for byte (TableBytesTests
/// holds them to it): `events --moon --from 1000 --to 3000` writes 100 000
/// rows, and a String per cell, or a jansson object per row, cost more
/// than the astronomy.
extension Cell {
    /// Appends the cell as CSV (`csv`).
    func appendCSV<Sink: ByteSink>(to b: inout Sink, recent: inout Timestamp.RecentDate) {
        switch self {
        case .text(var s): s.withUTF8 { b.append(contentsOf: $0) }
        case .time(let t): b.append(t, recent: &recent)
        case .integer(let i): TableBytes.append(i, to: &b)
        case .decimal(let x, let places): TableBytes.appendFixed(x, decimals: places, to: &b)
        case .empty: break
        }
    }

    /// Appends the cell as jansson writes it (`json`), or returns false,
    /// with `b` as it may have grown, where it could differ: a string that
    /// needs escaping, a number jansson would write with an exponent.
    func appendJSON<Sink: ByteSink>(to b: inout Sink, recent: inout Timestamp.RecentDate) -> Bool {
        switch self {
        case .text(var s):
            // Through the bytes themselves: `s.utf8` checks each index.
            let plain = s.withUTF8 { u in
                guard u.allSatisfy(TableBytes.isPlain) else { return false }
                b.append(TableBytes.quote)
                b.append(contentsOf: u)
                b.append(TableBytes.quote)
                return true
            }
            guard plain else { return false }
        case .time(let t):
            // Digits, '-', ':', 'T', 'Z' and '+': nothing to escape.
            b.append(TableBytes.quote)
            b.append(t, recent: &recent)
            b.append(TableBytes.quote)
        case .integer(let i): TableBytes.append(i, to: &b)
        case .decimal(let x, let places): return TableBytes.appendJanssonReal(x, decimals: places, to: &b)
        case .empty: for c in "null".utf8 { b.append(c) }
        }
        return true
    }
}

enum TableBytes {
    static let quote = UInt8(ascii: "\"")

    /// Whether jansson writes `s` as it is between quotes: printable ASCII
    /// without `"` or `\` (it escapes those and control characters).
    static func isPlain(_ s: String) -> Bool {
        s.utf8.allSatisfy(isPlain)
    }

    static func isPlain(_ c: UInt8) -> Bool {
        c >= 0x20 && c < 0x7F && c != quote && c != UInt8(ascii: "\\")
    }

    /// Appends `n` in decimal, as `String(n)`.
    static func append<Sink: ByteSink>(_ n: Int, to b: inout Sink) {
        if n < 0 { b.append(UInt8(ascii: "-")) }
        appendDigits(n.magnitude, width: 1, to: &b)
    }

    /// Appends `m`'s decimal digits, zero-padded to `width`: counted
    /// first, then written in place from the last (`ByteSink.write`), by
    /// tens, which the compiler turns into multiplications: dividing by a
    /// power of ten held in a variable took a hardware division (tens of
    /// cycles) a digit, seven a row of `events --moon`.
    static func appendDigits<Sink: ByteSink>(_ m: UInt, width: Int, to b: inout Sink) {
        var count = 1, power: UInt = 1
        while power <= m / 10 {
            power *= 10
            count += 1
        }
        let n = max(width, count)
        b.write(upTo: n) { out in
            var rest = m
            for i in stride(from: n - 1, through: 0, by: -1) {
                out[i] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            return n
        }
    }

    /// Appends `x` with exactly `decimals` places, rounded half away from
    /// zero, as `Number.fixed` writes it.
    static func appendFixed<Sink: ByteSink>(_ x: Double, decimals: Int, to b: inout Sink) {
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let n = Int((x * Double(scale)).rounded())
        if n < 0 { b.append(UInt8(ascii: "-")) }
        let m = n.magnitude, s = UInt(scale)
        appendDigits(m / s, width: 1, to: &b)
        guard decimals > 0 else { return }
        b.append(UInt8(ascii: "."))
        appendDigits(m % s, width: decimals, to: &b)
    }

    /// Appends `x` rounded to `decimals` places as jansson writes that real
    /// (`JSON.number`: `%.15g`, with `.0` added where no point shows):
    /// the digits, the point, the places without their trailing zeros (at
    /// least one). False where `%.15g` would take an exponent or round
    /// (over 14 digits, over 4 places) or jansson writes null (not finite).
    static func appendJanssonReal<Sink: ByteSink>(_ x: Double, decimals: Int, to b: inout Sink) -> Bool {
        guard x.isFinite, decimals >= 0, decimals <= 4 else { return false }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let r = (x * scale).rounded()
        guard abs(r) < 1e14 else { return false }
        // −0.0 too: jansson writes it "-0.0".
        if r.sign == .minus { b.append(UInt8(ascii: "-")) }
        var m = UInt(abs(r)), places = decimals
        while places > 0, m % 10 == 0, m > 0 {
            m /= 10
            places -= 1
        }
        if m == 0 { places = 0 }
        var s: UInt = 1
        for _ in 0..<places { s *= 10 }
        appendDigits(m / s, width: 1, to: &b)
        b.append(UInt8(ascii: "."))
        appendDigits(places == 0 ? 0 : m % s, width: max(places, 1), to: &b)
        return true
    }
}
