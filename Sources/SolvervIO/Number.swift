/// Strict numbers from the command line and the environment: `59.91`,
/// `-0.0005`, `+10`, `1e1`; not `nan`, `inf`, hex or empty text, which
/// Swift's own `Double("…")` would take.
package enum Number {
    /// A decimal number, with an optional sign and exponent.
    package static func parse(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        var i = 0
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
        guard decimalEnd(bytes, from: i, exponent: true) == bytes.count, let v = Double(text), v.isFinite else { return nil }
        return v
    }

    /// Where a decimal number (`59`, `59.91`, `.5`, `1e1` when `exponent`)
    /// that starts at `start` ends; `start` itself if there is none.
    static func decimalEnd(_ b: [UInt8], from start: Int, exponent: Bool) -> Int {
        func digits(_ i: Int) -> Int {
            var j = i
            while j < b.count, b[j] >= UInt8(ascii: "0"), b[j] <= UInt8(ascii: "9") { j += 1 }
            return j
        }
        var i = digits(start)
        var count = i - start
        if i < b.count, b[i] == UInt8(ascii: ".") {
            let end = digits(i + 1)
            count += end - i - 1
            i = end
        }
        guard count > 0 else { return start }
        if exponent, i < b.count, b[i] | 0x20 == UInt8(ascii: "e") {
            var j = i + 1
            if j < b.count, b[j] == UInt8(ascii: "-") || b[j] == UInt8(ascii: "+") { j += 1 }
            let end = digits(j)
            if end > j { i = end }
        }
        return i
    }

    /// A whole number within `range`, from strict decimal digits.
    package static func integer(_ text: String, in range: ClosedRange<Int>) -> Int? {
        guard !text.isEmpty, text.utf8.count <= 12,
              text.utf8.enumerated().allSatisfy({ i, c in
                  (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || (i == 0 && c == UInt8(ascii: "-"))
              }),
              let v = Int(text), range.contains(v)
        else { return nil }
        return v
    }

    /// `x` with exactly `decimals` places, rounded half away from zero.
    package static func fixed(_ x: Double, decimals: Int) -> String {
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let n = Int((x * Double(scale)).rounded())
        let whole = String(abs(n) / scale)
        guard decimals > 0 else { return (n < 0 ? "-" : "") + whole }
        var part = String(abs(n) % scale)
        part = String(repeating: "0", count: decimals - part.count) + part
        return (n < 0 ? "-" : "") + whole + "." + part
    }
}
