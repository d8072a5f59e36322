import CivilTime
import TestSupport
import XCTest

/// The civil-time parsers and the zone suggestions, fuzzed (SPEC §9):
/// mutations of valid inputs from a fixed seed, so a failure reproduces;
/// each must be accepted or refused, never crash or hang.
final class FuzzTests: XCTestCase {
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

    /// Zone names that fail get suggestions that are zones, and never crash.
    func testZoneSuggestions() {
        var m = Mutator(state: 1970)
        let seeds = ["Europe/Oslo", "America/New_York", "oslo", "Asia/Kolkata", "new york"]
        for _ in 0..<40 {
            let text = m.mutate(seeds[m.below(seeds.count)])
            for s in Zone.suggestions(for: text) { XCTAssertNoThrow(try Zone(named: s), "\(text) → \(s)") }
        }
    }
}
