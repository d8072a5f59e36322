import CJansson

/// A JSON value read from text: what a bar sends on stdin (i3bar's click
/// events) or what Solverv left in its state file. Reading goes through
/// jansson, as writing does, so the two agree on what JSON is: strict
/// RFC 8259, UTF-8 only, no lone surrogates (`"\ud800"` is refused), no
/// `\u0000` inside strings, integers that fit 64 bits, finite reals.
/// Not `indirect`: arrays and objects already hold their values on the
/// heap, and a boxed case cost a config of a few kilobytes 2 allocations
/// and 2 releases a value.
public enum JSONValue: Sendable, Equatable {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    /// Members in the order of the text; keys are unique (duplicates are refused).
    case object([(String, JSONValue)])

    /// The largest text `parse` reads by default: far above any click
    /// event or state file, far below what would cost memory or time.
    public static let defaultLimit = 65_536

    /// The one JSON text in `text` (any value, not only an object or an
    /// array; surrounding white space allowed), or nil when it is not
    /// exactly one valid JSON text, repeats a key in an object, or is
    /// longer than `limit` bytes of UTF-8.
    public static func parse(_ text: String, limit: Int = defaultLimit) -> JSONValue? {
        var text = text
        return text.withUTF8 { bytes -> JSONValue? in
            // A NUL byte is never JSON, but jansson's lexer lets one pass
            // between tokens (`{"a":1\0,"b":2}` loads): refuse it first.
            guard bytes.count <= limit, !bytes.contains(0), let base = bytes.baseAddress else { return nil }
            var error = json_error_t()
            // JSON_DECODE_ANY: a bare value is a JSON text too (RFC 8259);
            // JSON_REJECT_DUPLICATES: `{"button":1,"button":4}` means nothing.
            let flags = Int(JSON_DECODE_ANY) | Int(JSON_REJECT_DUPLICATES)
            guard let root = base.withMemoryRebound(to: CChar.self, capacity: bytes.count, {
                json_loadb($0, bytes.count, flags, &error)
            }) else { return nil }
            defer { json_decref(root) }
            return JSONValue(root)
        }
    }

    /// The Swift value of a jansson one. Recursion is bounded: jansson
    /// refuses texts nested deeper than 2048 levels.
    init?(_ value: UnsafeMutablePointer<json_t>) {
        switch value.pointee.type {
        case JSON_OBJECT:
            var members: [(String, JSONValue)] = []
            var iterator = json_object_iter(value)
            while let it = iterator {
                guard let key = json_object_iter_key(it), let member = json_object_iter_value(it),
                      let converted = JSONValue(member) else { return nil }
                // Keys are valid UTF-8 (jansson checked) and have no NUL (JSON_ALLOW_NUL is not given).
                members.append((String(cString: key), converted))
                iterator = json_object_iter_next(value, it)
            }
            self = .object(members)
        case JSON_ARRAY:
            var items: [JSONValue] = []
            let count = json_array_size(value)
            items.reserveCapacity(count)
            for i in 0..<count {
                guard let item = json_array_get(value, i), let converted = JSONValue(item) else { return nil }
                items.append(converted)
            }
            self = .array(items)
        case JSON_STRING:
            guard let chars = json_string_value(value) else { return nil }
            let length = json_string_length(value)
            self = .string(chars.withMemoryRebound(to: UInt8.self, capacity: length) {
                String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
            })
        case JSON_INTEGER:
            // json_int_t is 64 bits, as Int is on every platform Solverv runs on.
            guard let i = Int(exactly: json_integer_value(value)) else { return nil }
            self = .integer(i)
        case JSON_REAL:
            let x = json_real_value(value)
            guard x.isFinite else { return nil }
            self = .real(x)
        case JSON_TRUE:
            self = .bool(true)
        case JSON_FALSE:
            self = .bool(false)
        case JSON_NULL:
            self = .null
        default:
            return nil
        }
    }

    /// The member `key` of an object; nil for a missing key or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        for (k, v) in members where k == key { return v }
        return nil
    }

    /// The integer, if this is one (a real such as `1.0` is not).
    public var integer: Int? {
        if case .integer(let i) = self { return i }
        return nil
    }

    public var bool: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    public var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): x == y
        case (.integer(let x), .integer(let y)): x == y
        case (.real(let x), .real(let y)): x == y
        case (.bool(let x), .bool(let y)): x == y
        case (.null, .null): true
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)):
            x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }
}
