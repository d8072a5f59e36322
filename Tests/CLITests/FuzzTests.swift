@testable import SolvervCLI
@testable import SolvervIO
@testable import SolvervConfig
import CivilTime
import SolvervContracts
import SolvervJSON
import TestSupport
import XCTest

/// The parsers that read outside input, fuzzed (SPEC §9): dates, RFC 3339
/// instants, numbers, templates and the command line. Mutations of valid
/// inputs from a fixed seed, so a failure reproduces; each must be accepted
/// or refused, never crash or hang.
final class FuzzTests: XCTestCase {
    /// A mutator on a fixed-seed generator.
    struct Mutator {
        var random: SplitMix
        init(state: UInt64) { random = SplitMix(state: state) }
        mutating func next() -> UInt64 { random.next() }
        mutating func below(_ n: Int) -> Int { random.below(n) }

        static let alphabet: [Character] = Array("0123456789-+:.TZtz {}#$%<>&'\"\\/é☀\u{0}\u{1B}\u{202E}\n")

        /// What coordinates are made of, as users paste them (#14.13).
        static let degreeAlphabet: [Character] = Array("0123456789-+.eE °º'′’\"″”NSEWnsew−x\u{0}\u{202E}")

        /// `text` with a few characters inserted, deleted, replaced or repeated.
        mutating func mutate(_ text: String, alphabet: [Character] = Mutator.alphabet) -> String {
            var chars = Array(text)
            for _ in 0...below(4) {
                let c = alphabet[below(alphabet.count)]
                switch below(4) {
                case 0: chars.insert(c, at: below(chars.count + 1))
                case 1 where !chars.isEmpty: chars.remove(at: below(chars.count))
                case 2 where !chars.isEmpty: chars[below(chars.count)] = c
                default: chars += chars.prefix(below(chars.count + 1))
                }
            }
            return String(chars)
        }
    }

    func testDateAndInstantParsers() {
        var m = Mutator(state: 2026)
        let seeds = ["2026-03-20", "2026-03-20T14:45:53Z", "2026-03-20T15:45:53.250+01:00", "1000-01-01T00:00:00-00:01"]
        for _ in 0..<20_000 {
            let text = m.mutate(seeds[m.below(seeds.count)])
            if let d = CivilDate(iso: Substring(text)) {
                XCTAssertEqual(d.description, text, "a date that parses prints back the same")
            }
            if let t = Timestamp.parse(text) { XCTAssertTrue(t.isFinite, text) }
        }
    }

    func testNumbersAndTemplates() {
        var m = Mutator(state: 1983)
        let known = ["days", "icon", "sunlight.icon"]
        for _ in 0..<20_000 {
            let number = m.mutate(["59.91", "-0.0005", "+10", "180"][m.below(4)])
            if let v = Number.parse(number) { XCTAssertTrue(v.isFinite, number) }
            let template = m.mutate(["{icon} {days}d", "{{x}} {sunlight.icon}", "%{F#fff}{days}"][m.below(3)])
            if let t = try? Template(template, known: known) {
                _ = t.render({ $0 }, escape: { $0 })
            }
        }
    }

    /// Coordinates in every pasted form (#14.13): a value is finite, within
    /// the magnitude its digits allow, and a plain number reads the same
    /// through both parsers.
    func testDegrees() {
        var m = Mutator(state: 5991)
        let seeds = ["59.91", "-0.0005", "1e1", "59.91N", "0.12 W", "33.87°S", "59°54'36\"N", "59°54′N", "−33.87", "151°12.5'E"]
        for _ in 0..<20_000 {
            let text = m.mutate(seeds[m.below(seeds.count)], alphabet: Mutator.degreeAlphabet)
            for axis in [Degrees.Axis.latitude, .longitude] {
                guard let v = try? Degrees.parse(text, axis) else { continue }
                XCTAssertTrue(v.isFinite, text)
                if let plain = Number.parse(text) { XCTAssertEqual(plain, v, text) }
            }
        }
    }

    /// Zone names that fail get suggestions that are zones, and never crash.
    func testZoneSuggestions() {
        var m = Mutator(state: 1970)
        let seeds = ["Europe/Oslo", "America/New_York", "oslo", "Asia/Kolkata", "new york"]
        for _ in 0..<40 {
            let text = m.mutate(seeds[m.below(seeds.count)])
            for s in Zone.suggestions(for: text) { XCTAssertNoThrow(try Zone(named: s), "\(text) → \(s)") }
        }
    }

    /// The whole command line, in process: every mutated argument list ends
    /// in a line or a Failure with a message, exit status 1 or 2.
    func testCommandLines() {
        var m = Mutator(state: 42)
        let seeds: [[String]] = [
            ["solverv", "table", "--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--from", "2026-06-21", "--days", "2"],
            ["solverv", "events", "--from", "2026", "--to", "2027", "--output", "json"],
            ["solverv", "sunlight", "--format", "tmux", "--template", "{icon} {remaining}", "--now", "2026-11-22T12:00:00Z"],
            ["solverv", "--lat", "59°54'N", "--lon", "10.75E", "--tz", "Europe/Oslo", "--now", "3000-12-20T12:00:00Z"],
        ]
        // The output is streamed as it is made; here it goes nowhere.
        let devNull = open("/dev/null", O_WRONLY)
        defer { close(devNull) }
        for _ in 0..<400 {
            var args = seeds[m.below(seeds.count)]
            let i = 1 + m.below(args.count - 1)
            args[i] = m.mutate(args[i])
            do {
                var out = Output(fd: devNull)
                try Solverv.run(args, &out)
            } catch {
                XCTAssertFalse(error.message.isEmpty, "\(args)")
                XCTAssertTrue([1, 2].contains(error.exitStatus), "\(args)")
            }
        }
    }

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
