@testable import SolvervConfig
import SolvervIO
import SolvervJSON
import TestSupport
import XCTest

/// The config parser, fuzzed (SPEC §9): mutations from a fixed seed, so a
/// failure reproduces.
final class ConfigFuzzTests: XCTestCase {
    /// The config parser (SPEC §9): mutations, every truncation and random
    /// bytes are each a config or a Failure naming the file, never a crash
    /// or a hang; a config that parses holds places within range.
    func testConfigParser() throws {
        let seed = """
            // comment
            {
              "default": "home", // trailing
              "places": {"home": {"lat": 59.91, "lon": "10°45'E", "zone": "Europe/Oslo", "name": "Oslo//x"},
                         "b": {"lat": -1e1, "lon": 0}},
              "icons": "nerd", "urgent_minutes": 30,
              "colors": {"winter": "#7fb8ff"},
              "templates": {"countdown": {"small": "{icon} {days}d"}, "sunlight": {"large": "{{x}} {status}"}},
              "formats": {"waybar": {"templates": {"countdown": {"medium": "<b>{days}</b>"}}}}
            }
            """
        XCTAssertNoThrow(try Config.parse(Array(seed.utf8), file: "seed"), "the seed itself is valid")
        func check(_ bytes: [UInt8]) {
            do {
                let config = try Config.parse(bytes, file: "fuzz.json")
                for place in config.places {
                    XCTAssertLessThanOrEqual(abs(place.coordinates.latitude), 90)
                    XCTAssertLessThanOrEqual(abs(place.coordinates.longitude), 180)
                    XCTAssertFalse(place.name.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" })
                }
            } catch {
                XCTAssertTrue(error.message.hasPrefix("fuzz.json"), error.message)
                XCTAssertEqual(error.exitStatus, 2)
            }
            // Blanking comments keeps every line where it was.
            XCTAssertEqual(ConfigFile.blankingComments(bytes).filter { $0 == 0x0A }.count, bytes.filter { $0 == 0x0A }.count)
            // The compacted text (jansson's fast path) is the same JSON: it
            // loads exactly when the blanked one does, to the same value.
            let blanked = try? JSONValue.parseLocated(ConfigFile.blankingComments(bytes))
            let compacted = try? JSONValue.parseLocated(ConfigFile.compacted(bytes))
            XCTAssertEqual(blanked, compacted, String(decoding: bytes, as: UTF8.self))
        }
        let bytes = Array(seed.utf8)
        for n in 0...bytes.count { check(Array(bytes.prefix(n))) }
        var m = Mutator(state: 2017)
        let alphabet = Mutator.alphabet + Array("[],:\"/*\u{FF}")
        for _ in 0..<3_000 { check(Array(m.mutate(seed, alphabet: alphabet).utf8)) }
        for _ in 0..<1_000 {
            check((0..<m.below(300)).map { _ in UInt8(truncatingIfNeeded: m.next()) })
        }
    }
}
