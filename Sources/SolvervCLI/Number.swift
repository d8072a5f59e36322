/// Strict decimal numbers from the command line and the environment:
/// `59.91`, `-0.0005`, `+10`; not `nan`, `inf`, hex or empty text, which
/// Swift's own `Double("…")` would take.
enum Number {
    static func parse(_ text: String) -> Double? {
        var digits = 0, dots = 0
        for (i, c) in text.utf8.enumerated() {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            case UInt8(ascii: "."): dots += 1
            case UInt8(ascii: "-"), UInt8(ascii: "+"): if i != 0 { return nil }
            default: return nil
            }
        }
        guard digits > 0, dots <= 1, let v = Double(text), v.isFinite else { return nil }
        return v
    }

    /// A whole number within `range`, from strict decimal digits.
    static func integer(_ text: String, in range: ClosedRange<Int>) -> Int? {
        guard !text.isEmpty, text.utf8.count <= 12,
              text.utf8.enumerated().allSatisfy({ i, c in
                  (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || (i == 0 && c == UInt8(ascii: "-"))
              }),
              let v = Int(text), range.contains(v)
        else { return nil }
        return v
    }

    /// `x` with exactly `decimals` places, rounded half away from zero.
    static func fixed(_ x: Double, decimals: Int) -> String {
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
