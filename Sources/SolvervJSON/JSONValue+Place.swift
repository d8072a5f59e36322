/// Where a member sits in a JSON text, for a message about a value that
/// is valid JSON but not what the reader wanted (`config.json:3:21:
/// urgent_minutes: expected a number, not a string`). jansson keeps no
/// positions, so the text is walked again: on the error path only.
extension JSONValue {
    /// The line and column (from 1, the column in characters) where the
    /// member at `keys` (object keys from the root) starts in `bytes`: its
    /// value, or its key when `key` is set; the root's value for no keys.
    /// nil when the text has no such member. `bytes` is a text that loaded
    /// (comments blanked), so it is valid JSON.
    public static func place(of keys: [String], key: Bool = false, in bytes: [UInt8]) -> (line: Int, column: Int)? {
        var walker = Walker(bytes: bytes)
        guard let index = walker.find(keys[...], key: key) else { return nil }
        return place(of: index, in: bytes)
    }
}

/// A cursor over a JSON text that reads keys and skips values.
private struct Walker {
    let bytes: [UInt8]
    var i = 0

    mutating func find(_ keys: ArraySlice<String>, key: Bool) -> Int? {
        space()
        guard let wanted = keys.first else { return i }
        guard take(UInt8(ascii: "{")) else { return nil }
        while true {
            space()
            let start = i
            guard at(UInt8(ascii: "\"")), let name = string() else { return nil }
            space()
            guard take(UInt8(ascii: ":")) else { return nil }
            if name == wanted {
                if keys.count == 1, key { return start }
                return find(keys.dropFirst(), key: key)
            }
            guard skipValue() else { return nil }
            space()
            guard take(UInt8(ascii: ",")) else { return nil }
        }
    }

    func at(_ byte: UInt8) -> Bool { i < bytes.count && bytes[i] == byte }

    mutating func take(_ byte: UInt8) -> Bool {
        guard at(byte) else { return false }
        i += 1
        return true
    }

    mutating func space() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x09 || bytes[i] == 0x0D { i += 1 }
    }

    /// A value of any kind, nested ones included, without recursion.
    mutating func skipValue() -> Bool {
        space()
        var depth = 0
        repeat {
            guard i < bytes.count else { return false }
            switch bytes[i] {
            case UInt8(ascii: "\""):
                guard string() != nil else { return false }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                i += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                i += 1
            case UInt8(ascii: ","), UInt8(ascii: ":"), 0x20, 0x0A, 0x09, 0x0D:
                i += 1
            default:
                // A number, true, false or null: up to what ends it.
                while i < bytes.count, !"{}[],: \n\t\r\"".utf8.contains(bytes[i]) { i += 1 }
            }
        } while depth > 0
        return true
    }

    /// The string that starts at `i` (at its quote), its escapes decoded as
    /// jansson decodes them, so that a key compares as jansson read it.
    mutating func string() -> String? {
        i += 1
        var out: [UInt8] = []
        var pendingHigh: UInt32?
        while i < bytes.count {
            let c = bytes[i]
            i += 1
            if c == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
            guard c == UInt8(ascii: "\\") else {
                out.append(c)
                continue
            }
            guard i < bytes.count else { return nil }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                guard i + 4 <= bytes.count, let unit = UInt32(String(decoding: bytes[i..<i + 4], as: UTF8.self), radix: 16) else { return nil }
                i += 4
                var value = unit
                if (0xD800...0xDBFF).contains(unit) {
                    pendingHigh = unit
                    continue
                }
                if (0xDC00...0xDFFF).contains(unit), let high = pendingHigh {
                    value = 0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)
                }
                pendingHigh = nil
                guard let scalar = Unicode.Scalar(value) else { return nil }
                out += Array(String(Character(scalar)).utf8)
            default: out.append(e)  // \" \\ \/
            }
        }
        return nil
    }
}
