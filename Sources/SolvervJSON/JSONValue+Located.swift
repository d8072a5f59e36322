import CJansson
import SolvervLanguage

/// Where a JSON text people write (the config file) stops being JSON, and
/// why: jansson's own line and column, counted from 1, the column in
/// characters, not bytes.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    public let line: Int
    public let column: Int
    /// jansson's reason, e.g. `'}' expected near '"lon"'`.
    public let reason: String

    public init(line: Int, column: Int, reason: String) {
        self.line = line
        self.column = column
        self.reason = reason
    }
}

extension JSONValue {
    /// The JSON object or array in `bytes`, or where and why it is not
    /// one. The same strict reading as `parse` (duplicate keys refused),
    /// but from bytes, so that invalid UTF-8 is jansson's error with its
    /// place rather than a U+FFFD slipped into a name.
    public static func parseLocated(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        // jansson's lexer lets a NUL pass between tokens: refuse it first, with its place.
        if let nul = bytes.firstIndex(of: 0) {
            let (line, column) = place(of: nul, in: bytes)
            throw JSONSyntaxError(line: line, column: column, reason: tr("a NUL byte is not JSON"))
        }
        var error = json_error_t()
        let root = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    json_loadb($0, buffer.count, Int(JSON_REJECT_DUPLICATES), &error)
                }
            }
        }
        guard let root else {
            if bytes.isEmpty { throw JSONSyntaxError(line: 1, column: 1, reason: tr("the file is empty (a config is one JSON object: {})")) }
            // A comma before `}` or `]`, which waybar's config takes and
            // JSON does not: jansson says only what it expected there.
            if let (comma, close) = trailingComma(in: bytes, before: Int(error.position) + 1) {
                let (line, column) = place(of: comma, in: bytes)
                // TRANSLATORS: %s is '}' or ']'. waybar is a bar, whose own config takes such commas.
                throw JSONSyntaxError(line: line, column: column, reason: fill(tr("a trailing comma before '%s': remove it (JSON takes none, though waybar's config does)"), String(UnicodeScalar(close))))
            }
            throw JSONSyntaxError(line: Int(max(1, error.line)), column: Int(max(1, error.column)), reason: reason(&error))
        }
        defer { json_decref(root) }
        guard let value = JSONValue(root) else {
            throw JSONSyntaxError(line: 1, column: 1, reason: tr("a value Solverv cannot read"))
        }
        return value
    }

    /// The text of jansson's message: NUL-terminated inside its fixed buffer
    /// (whose last byte holds the error code).
    private static func reason(_ error: inout json_error_t) -> String {
        withUnsafeBytes(of: &error.text) { raw in
            let bytes = raw.prefix(raw.count - 1)
            let end = bytes.firstIndex(of: 0) ?? bytes.endIndex
            return String(decoding: bytes[..<end], as: UTF8.self)
        }
    }

    /// The first comma among the first `end` bytes that only blanks part
    /// from a `}` or `]` (outside strings: comments are blanked already),
    /// and that bracket; nil where there is none.
    static func trailingComma(in bytes: [UInt8], before end: Int) -> (comma: Int, close: UInt8)? {
        var inString = false, escaped = false
        var comma: Int?
        for i in 0..<min(max(end, 0), bytes.count) {
            let b = bytes[i]
            if inString {
                if escaped { escaped = false } else if b == UInt8(ascii: "\\") { escaped = true } else if b == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch b {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): continue
            case UInt8(ascii: ","): comma = i
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if let comma { return (comma, b) }
            case UInt8(ascii: "\""):
                inString = true
                comma = nil
            default: comma = nil
            }
        }
        return nil
    }

    /// The line and column (in characters, from 1) of byte `index`.
    static func place(of index: Int, in bytes: [UInt8]) -> (Int, Int) {
        var line = 1, column = 1
        for b in bytes[..<index] {
            if b == 0x0A {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
