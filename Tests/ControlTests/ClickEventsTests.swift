import Foundation
import SolvervControl
import TestSupport
import XCTest

/// i3bar's click events as the bar writes them, and junk that must be nil.
final class ClickEventsTests: XCTestCase {
    /// What i3bar 4.22 wrote on a click on each button, with its fields
    /// (i3bar protocol, "Click events"): the first after the `[` line, the
    /// others after a comma.
    func testTheStreamI3barWrites() {
        let stream = [
            "[",
            #"{"name":"countdown","instance":"Oslo","button":1,"modifiers":[],"x":1620,"y":1062,"relative_x":42,"relative_y":9,"output_x":1620,"output_y":18,"width":112,"height":18,"scale":1}"#,
            #",{"name":"countdown","instance":"Oslo","button":2,"modifiers":["Mod2"],"x":1620,"y":1062,"relative_x":42,"relative_y":9,"width":112,"height":18}"#,
            #",{"name":"sunlight","instance":"Oslo","button":3,"x":1,"y":2}"#,
            #",{"name":"sunlight","instance":"Oslo","button":4,"x":1,"y":2}"#,
            #",{"name":"sunlight","instance":"Oslo","button":5,"x":1,"y":2}"#,
        ]
        XCTAssertEqual(stream.map(ClickEvents.parse), [nil, .left, .middle, .right, .scrollUp, .scrollDown])
    }

    /// swaybar adds `event`, the evdev code (BTN_LEFT is 272); `button` still decides.
    func testSwaybarsEventField() {
        XCTAssertEqual(ClickEvents.parse(#",{"name":"countdown","button":1,"event":272,"x":3,"y":4}"#), .left)
        XCTAssertNil(ClickEvents.parse(#",{"name":"countdown","button":0,"event":275}"#), "a button with no X11 number")
    }

    func testWhiteSpaceAndTheBracketOnTheFirstLine() {
        XCTAssertEqual(ClickEvents.parse("  ,{\"button\":4}\r"), .scrollUp)
        XCTAssertEqual(ClickEvents.parse("[{\"button\":5}"), .scrollDown)
        XCTAssertEqual(ClickEvents.parse("{ \"button\" : 2 }\n"), .middle)
    }

    func testJunkIsNil() {
        let junk = [
            "", ",", "[", "]", ",,{\"button\":1}", "hello", "{\"button\":1", "{\"button\":1}}",
            "{}", "{\"name\":\"countdown\"}", "[{\"button\":1}]", ",[1]", "1", "\"button\"", "null",
            "{\"button\":\"1\"}", "{\"button\":1.0}", "{\"button\":true}", "{\"button\":null}", "{\"button\":[1]}",
            "{\"button\":0}", "{\"button\":6}", "{\"button\":-1}", "{\"button\":8}",
            "{\"button\":99999999999999999999}", "{\"button\":1e3}", "{\"button\":9223372036854775807}",
            "{\"button\":1,\"button\":4}",
            "{\"button\":1,\"name\":\"\\ud800\"}", "{\"button\":1,\"instance\":\"\\udfff\"}",
            "{\"button\":1,\"name\":\"a\\u0000\"}",
            "{\"button\":1}garbage", "{\"button\":1} {\"button\":2}",
        ]
        for line in junk { XCTAssertNil(ClickEvents.parse(line), line) }
    }

    func testHugeLinesAreNil() {
        let pad = String(repeating: " ", count: 1 << 20)
        XCTAssertNil(ClickEvents.parse(",{\"button\":1,\"name\":\"" + String(repeating: "x", count: 1 << 20) + "\"}"))
        XCTAssertNil(ClickEvents.parse(",{\"button\":1}" + pad))
        XCTAssertNil(ClickEvents.parse(String(repeating: "[", count: 100_000)))
    }

    /// Mutations of real events from a fixed seed: none crashes, and a
    /// click is reported only for a line that Foundation's own parser also
    /// reads as an object with that integer `button` (the same line after
    /// the comma).
    func testFuzzedLines() throws {
        var m = Mutator(state: 15)
        let seeds = [
            #",{"name":"countdown","instance":"Oslo","button":4,"modifiers":["Shift"],"x":1620,"y":1062,"relative_x":42}"#,
            #"{"name":"sunlight","instance":"\u00e9\ud83c\udf05","button":2}"#,
            "[",
        ]
        var clicks = 0
        for _ in 0..<30_000 {
            let line = m.mutate(seeds[m.below(seeds.count)])
            guard let click = ClickEvents.parse(line) else { continue }
            clicks += 1
            var body = Substring(line).drop { $0 == " " || $0 == "\t" }
            if body.first == "," || body.first == "[" { body = body.dropFirst() }
            let object = try? JSONSerialization.jsonObject(with: Data(body.utf8), options: [.fragmentsAllowed]) as? [String: Any]
            let button = object?["button"] as? Int
            XCTAssertNotNil(button, "parsed as \(click), but not an object with a button: \(line)")
            let expected: [Int: Click] = [1: .left, 2: .middle, 3: .right, 4: .scrollUp, 5: .scrollDown]
            XCTAssertEqual(button.flatMap { expected[$0] }, click, line)
        }
        XCTAssertGreaterThan(clicks, 1000, "the mutations should leave many events valid")
    }

    /// A mutator on a fixed-seed generator.
    struct Mutator {
        var random: SplitMix
        init(state: UInt64) { random = SplitMix(state: state) }
        mutating func next() -> UInt64 { random.next() }
        mutating func below(_ n: Int) -> Int { random.below(n) }

        static let alphabet: [Character] = Array("0123456789-+.eE{}[],:\"\\u tnfalsrbd\u{0}\u{1B}é☀\u{FFFD}")

        /// `text` with a few characters inserted, deleted, replaced or repeated.
        mutating func mutate(_ text: String) -> String {
            var chars = Array(text)
            for _ in 0...below(3) {
                let c = Mutator.alphabet[below(Mutator.alphabet.count)]
                switch below(5) {
                case 0: chars.insert(c, at: below(chars.count + 1))
                case 1 where !chars.isEmpty: chars.remove(at: below(chars.count))
                case 2 where !chars.isEmpty: chars[below(chars.count)] = c
                case 3 where !chars.isEmpty:
                    // a digit of a number, as a bar with a bug might send
                    let i = below(chars.count)
                    chars[i] = Character(String(below(10)))
                default: chars += chars.prefix(below(chars.count + 1))
                }
            }
            return String(chars)
        }
    }
}
