import CJansson

/// A JSON value to be written. The one place that talks to jansson, so the
/// rest of Solverv builds values and never touches C memory.
public indirect enum JSON: Sendable {
    case string(String)
    case integer(Int)
    /// A number written with at most `decimals` places (after rounding).
    case number(Double, decimals: Int)
    case bool(Bool)
    case null
    case array([JSON])
    /// Keys keep their order on output.
    case object([(String, JSON)])

    /// The value as compact JSON text (one line), or nil if jansson cannot
    /// allocate it or a string is not valid UTF-8.
    public func encoded() -> String? {
        guard let value = janssonValue() else { return nil }
        defer { json_decref(value) }
        // JSON_PRESERVE_ORDER | JSON_COMPACT | JSON_REAL_PRECISION(15);
        // the macros are not importable, so their bits are spelled out.
        let flags = Int(JSON_PRESERVE_ORDER) | Int(JSON_COMPACT) | (15 << 11)
        guard let text = json_dumps(value, flags) else { return nil }
        defer { free(text) }
        return String(cString: text)
    }

    private func janssonValue() -> UnsafeMutablePointer<json_t>? {
        switch self {
        case .string(let s):
            return json_stringn(s, s.utf8.count)
        case .integer(let i):
            return json_integer(json_int_t(i))
        case .number(let x, let decimals):
            guard x.isFinite else { return json_null() }
            var scale = 1.0
            for _ in 0..<decimals { scale *= 10 }
            return json_real((x * scale).rounded() / scale)
        case .bool(let b):
            return b ? json_true() : json_false()
        case .null:
            return json_null()
        case .array(let items):
            guard let array = json_array() else { return nil }
            for item in items {
                guard let v = item.janssonValue(), json_array_append_new(array, v) == 0 else {
                    json_decref(array)
                    return nil
                }
            }
            return array
        case .object(let members):
            guard let object = json_object() else { return nil }
            for (key, member) in members {
                guard let v = member.janssonValue(), json_object_set_new(object, key, v) == 0 else {
                    json_decref(object)
                    return nil
                }
            }
            return object
        }
    }
}
