import Foundation
import TestSupport
import XCTest

/// Issue 23 item 13: a config value of the wrong JSON type is refused with
/// the type its key wants and the type it found, at the value's line and
/// column, for every key of the config (through the built binary).
final class ConfigTypeTests: XCTestCase {
    var file: URL!

    override func setUpWithError() throws {
        file = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("slv-types-\(UUID().uuidString.prefix(8)).json")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: file)
    }

    /// The one-line refusal of the config `text`.
    func refusal(_ text: String, file line: StaticString = #filePath, at number: UInt = #line) throws -> String {
        try text.write(to: file, atomically: true, encoding: .utf8)
        let r = try SolvervBinary.run(["--config", file.path, "--lat", "1", "--lon", "1", "--now", "2026-11-22T12:00:00Z"])
        XCTAssertEqual(r.status, 2, text, file: line, line: number)
        XCTAssertEqual(r.stdout, "", file: line, line: number)
        XCTAssertEqual(r.stderr.filter { $0 == "\n" }.count, 1, r.stderr, file: line, line: number)
        return r.stderr
    }

    /// Each member goes on line 3 of `{ // comment, MEMBER }`: the comment
    /// line counts, and the column is the wrong value's first character.
    static let cases: [(member: String, message: String)] = [
        (#""default": 1"#, "3:14: default: expected a string (a place of places), not a number (1)"),
        (#""places": []"#, "3:13: places: expected an object ({…}), not an array"),
        (#""places": {"home": "Oslo"}"#, #"3:22: places.home: expected an object ({…}), not a string ("Oslo")"#),
        (#""places": {"home": {"lat": true, "lon": 1}}"#,
         #"3:30: places.home.lat: expected a number or a string of degrees (59.91 or "59°54'N"), not a boolean (true)"#),
        (#""places": {"home": {"lat": 1, "lon": null}}"#,
         #"3:40: places.home.lon: expected a number or a string of degrees (10.75 or "10°45'E"), not null"#),
        (#""places": {"home": {"lat": 1, "lon": 1, "zone": 5}}"#,
         "3:51: places.home.zone: expected a string (a tz zone, e.g. Europe/Oslo), not a number (5)"),
        (#""places": {"home": {"lat": 1, "lon": 1, "name": ["Oslo"]}}"#, "3:51: places.home.name: expected a string, not an array"),
        (#""icons": false"#, "3:12: icons: expected a string (emoji or nerd), not a boolean (false)"),
        (#""urgent_minutes": "45""#, #"3:21: urgent_minutes: expected a number (minutes, 1 to 1440), not a string ("45")"#),
        (#""colors": "blue""#, #"3:13: colors: expected an object ({…}), not a string ("blue")"#),
        (#""colors": {"winter": 7}"#, "3:24: colors.winter: expected a string (a colour, #rrggbb), not a number (7)"),
        (#""templates": 1"#, "3:16: templates: expected an object ({…}), not a number (1)"),
        (#""templates": {"countdown": "x"}"#, #"3:30: templates.countdown: expected an object ({…}), not a string ("x")"#),
        (#""templates": {"countdown": {"small": {}}}"#, "3:40: templates.countdown.small: expected a string (a template), not an object"),
        (#""formats": []"#, "3:14: formats: expected an object ({…}), not an array"),
        (#""formats": {"waybar": 1}"#, "3:25: formats.waybar: expected an object ({…}), not a number (1)"),
        (#""formats": {"waybar": {"templates": "x"}}"#, #"3:39: formats.waybar.templates: expected an object ({…}), not a string ("x")"#),
        (#""formats": {"waybar": {"templates": {"sunlight": {"medium": 2.5}}}}"#,
         "3:63: formats.waybar.templates.sunlight.medium: expected a string (a template), not a number (2.5)"),
        // A key written with an escape is found as jansson read it.
        (#""places": {"Le M\u00e9ans": {"lat": 1, "lon": "1", "zone": true}}"#,
         #"3:62: places["Le Méans"].zone: expected a string (a tz zone, e.g. Europe/Oslo), not a boolean (true)"#),
        // `//` and braces inside a string are text, not a comment or nesting.
        (#""templates": {"countdown": {"small": "// {days} }}", "medium": 3}}"#,
         "3:66: templates.countdown.medium: expected a string (a template), not a number (3)"),
        // Members before it, nested and with strings that hold brackets, are stepped over.
        (##""colors": {"winter": "#112233", "day": "#aabbcc"}, "urgent_minutes": [30, {"x": "]}"}]"##,
         "3:72: urgent_minutes: expected a number (minutes, 1 to 1440), not an array"),
    ]

    func testEveryKeyOfTheWrongTypeNamesBothTypesAtItsLineAndColumn() throws {
        for (member, message) in Self.cases {
            let text = "{\n  // a comment, counted as a line\n  \(member)\n}\n"
            XCTAssertEqual(try refusal(text), "solverv: \(file.path):\(message)\n", member)
        }
    }

    /// The brief's own case, and a string where a number is wanted never
    /// reads as "not a number of minutes".
    func testAStringOfDigitsIsAStringNotANumber() throws {
        let message = try refusal("{\n  \"urgent_minutes\": \"45\"\n}\n")
        XCTAssertEqual(message, "solverv: \(file.path):2:21: urgent_minutes: expected a number (minutes, 1 to 1440), not a string (\"45\")\n")
        XCTAssertFalse(message.contains("'45' is not"), message)
    }

    /// The root: one object, wherever the text starts.
    func testTheRootIsAnObject() throws {
        XCTAssertEqual(try refusal("[1, 2]"), "solverv: \(file.path):1:1: the config is one JSON object ({…}), not an array\n")
        XCTAssertEqual(try refusal("// a comment\n  [{\"icons\": \"nerd\"}]\n"),
                       "solverv: \(file.path):2:3: the config is one JSON object ({…}), not an array\n")
    }
}
