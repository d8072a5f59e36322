import SolvervJSON
import XCTest

/// The JSON reader: jansson's strict RFC 8259, as a Swift value.
final class JSONValueTests: XCTestCase {
    func testValuesOfEveryKind() {
        XCTAssertEqual(JSONValue.parse(#" {"a":[1,-2.5,true,false,null,"é☀"],"b":{}} "#),
                       .object([("a", .array([.integer(1), .real(-2.5), .bool(true), .bool(false), .null, .string("é☀")])),
                                ("b", .object([]))]))
        XCTAssertEqual(JSONValue.parse("42"), .integer(42), "any JSON text, not only objects")
        XCTAssertEqual(JSONValue.parse(#""\ud83c\udf05""#), .string("🌅"), "a surrogate pair is one scalar")
        XCTAssertEqual(JSONValue.parse("9223372036854775807"), .integer(Int.max))
        XCTAssertEqual(JSONValue.parse("-9223372036854775808"), .integer(Int.min))
    }

    func testMembersInOrderOfTheText() {
        guard case .object(let members) = JSONValue.parse(#"{"z":1,"a":2,"m":3}"#) else { return XCTFail() }
        XCTAssertEqual(members.map(\.0), ["z", "a", "m"])
    }

    func testRefusals() {
        let refused = [
            "", " ", "{", "[1,]", "{\"a\":1}x", "{\"a\":1}{\"a\":1}", "nul", "'a'", "{a:1}",
            #"{"button":1,"button":4}"#,          // a key given twice
            #""\ud800""#, #""\udc00x""#, #""\ud800\u0041""#,  // lone surrogates
            #""a\u0000b""#, #"{"a\u0000":1}"#,   // NUL inside a string
            "9223372036854775808", "-9223372036854775809", "1e400",  // beyond 64 bits, beyond a double
            "NaN", "Infinity", "0x10", "01",
            "{\"a\":1\u{0},\"b\":2}", "1\u{0}", "\u{0}1",  // a raw NUL, which jansson passes between tokens
            "{\"a\":1\u{1B}}",
        ]
        for text in refused { XCTAssertNil(JSONValue.parse(text), text) }
        XCTAssertEqual(JSONValue.parse("\"\u{FF}\""), .string("\u{FF}"), "a raw non-ASCII scalar is fine")
    }

    func testInvalidUTF8IsRefused() {
        // A Swift String holds valid UTF-8 only; bytes that are not are
        // repaired to U+FFFD when decoded, which jansson accepts as text.
        let repaired = String(decoding: [0x22, 0xFF, 0x22], as: UTF8.self)
        XCTAssertEqual(JSONValue.parse(repaired), .string("\u{FFFD}"))
    }

    func testSizeLimit() {
        let long = "\"" + String(repeating: "a", count: 100) + "\""
        XCTAssertNotNil(JSONValue.parse(long, limit: 102))
        XCTAssertNil(JSONValue.parse(long, limit: 101))
        XCTAssertNil(JSONValue.parse("\"" + String(repeating: "a", count: 1 << 20) + "\""), "1 MB is past the default limit")
    }

    func testDeepNestingIsRefusedNotAStackOverflow() {
        let deep = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        XCTAssertNil(JSONValue.parse(deep))
        let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        XCTAssertNotNil(JSONValue.parse(fine))
    }

    func testAccessors() {
        let v = JSONValue.parse(#"{"n":1,"r":1.0,"b":true,"s":"x"}"#)
        XCTAssertEqual(v?["n"]?.integer, 1)
        XCTAssertNil(v?["r"]?.integer, "1.0 is a real, not an integer")
        XCTAssertEqual(v?["b"]?.bool, true)
        XCTAssertEqual(v?["s"]?.string, "x")
        XCTAssertNil(v?["missing"])
        XCTAssertNil(JSONValue.integer(1)["n"])
    }

    /// Reading a file people write: where it breaks, in lines and characters.
    func testLocatedErrors() {
        func error(_ text: String) -> JSONSyntaxError? {
            do { _ = try JSONValue.parseLocated(Array(text.utf8)); return nil } catch { return error }
        }
        XCTAssertEqual(try JSONValue.parseLocated(Array(#"{"a": [1]}"#.utf8)), .object([("a", .array([.integer(1)]))]))
        XCTAssertEqual(error("{\n  \"a\": 1\n  \"b\": 2\n}"), JSONSyntaxError(line: 3, column: 5, reason: "'}' expected near '\"b\"'"))
        // Columns count characters (é☀ two, not five bytes), to the end of the token at fault.
        XCTAssertEqual(error("{\"é☀\": x}")?.column, 8)
        XCTAssertEqual(error("{\"a\":1,\"a\":2}")?.reason.contains("duplicate"), true)
        XCTAssertEqual(error("{\n\"a\":1\0}"), JSONSyntaxError(line: 2, column: 6, reason: "a NUL byte is not JSON"))
        XCTAssertEqual(error("{\n\"\u{FF}\"}")?.line, 2, "invalid UTF-8 (U+00FF as UTF-8 is valid: this is a control)")
        let invalid = (try? JSONValue.parseLocated([0x7B, 0x0A, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D])) == nil
        XCTAssertTrue(invalid, "a lone 0xFF byte is not UTF-8")
        XCTAssertEqual(error("")?.line, 1)
        XCTAssertNil(error("[]"), "an array is JSON; the config reader refuses it itself")
    }

    /// A trailing comma, as waybar's config takes them (issue 41, item 9),
    /// is said as one, at the comma's line and column, not as jansson's
    /// `string or '}' expected near '}'`; a comma in a string is none.
    func testTrailingCommas() {
        func error(_ text: String) -> JSONSyntaxError? {
            do { _ = try JSONValue.parseLocated(Array(text.utf8)); return nil } catch { return error }
        }
        let brace = "a trailing comma before '}': remove it (JSON takes none, though waybar's config does)"
        XCTAssertEqual(error("{\n  \"a\": {\"b\": 1,\n  }\n}"), JSONSyntaxError(line: 2, column: 15, reason: brace))
        XCTAssertEqual(error("{\"a\": [1, 2,  ]}"), JSONSyntaxError(line: 1, column: 12,
                                                                      reason: "a trailing comma before ']': remove it (JSON takes none, though waybar's config does)"))
        XCTAssertEqual(error("{\"a,}\": \"x,]\",\n}"), JSONSyntaxError(line: 1, column: 14, reason: brace))
        // Another fault first: jansson's own words.
        XCTAssertEqual(error("{\"a\": 1 \"b\": 2,}")?.reason, "'}' expected near '\"b\"'")
    }
}
