@testable import SolvervIO
import SolvervContracts
import TestSupport
import XCTest

/// The parsers of the command line's values, fuzzed (SPEC §9): numbers,
/// degrees and templates. Mutations of valid inputs from a fixed seed, so a
/// failure reproduces; each must be accepted or refused, never crash or hang.
final class FuzzTests: XCTestCase {
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
}
