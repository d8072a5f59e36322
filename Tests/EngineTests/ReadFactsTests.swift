import CivilTime
import SolarAstronomy
import SolvervContracts
import SolvervEngine
import XCTest

/// `{remaining_hms}` is built only where something reads it: a template
/// that places it, or a formatter given every fact (the JSON snapshot, a
/// plugin). A line of default texts does not pay for it on every render.
final class ReadFactsTests: XCTestCase {
    /// A formatter that prints the fact `fact` it was given.
    struct FactEcho: SolvervContracts.Formatter {
        let name = "fact-echo"
        let summary = "one fact, for a test"
        let defaultSize = Size.medium
        let header: String? = nil
        let readsEveryFact: Bool
        var fact = "remaining_hms"

        func render(_ snapshot: Snapshot, size: Size, template: Template?) -> String {
            let value = snapshot.reports.first?.fact(fact)?.value
            guard let value else { return "no fact" }
            if case .text(let text) = value { return "text \(text)" }
            return value == .missing ? "missing" : "other"
        }

        func error(_ message: String) -> String { message }
    }

    func line(readsEveryFact: Bool, template: String? = nil, fact: String = "remaining_hms") throws -> String {
        let known = ["remaining", "remaining_hms", "sunlight.remaining_hms", "sunset", "daylight"]
        let spec = LineSpec(providers: ["sunlight"], formatter: FactEcho(readsEveryFact: readsEveryFact, fact: fact), size: .medium,
                            template: try template.map { try Template($0, known: known) }, icons: .emoji, urgentMinutes: nil,
                            place: LineSpec.Place(coordinates: try XCTUnwrap(Coordinates(latitude: 59.91, longitude: 10.75)),
                                                  zone: try Zone(named: "Europe/Oslo"), name: "Oslo", source: "explicit", notice: nil),
                            systemZoneName: "Europe/Oslo")
        // 2026-11-22 13:00 in Oslo: sunset at 15:34:21, 2:34:21 left.
        return try Engine.line(spec, at: 1_795_348_800)
    }

    func testBuiltOnlyWhereRead() throws {
        XCTAssertEqual(try line(readsEveryFact: false), "missing", "default texts: nothing reads it")
        XCTAssertEqual(try line(readsEveryFact: false, template: "{remaining}"), "missing", "a template without it")
        XCTAssertEqual(try line(readsEveryFact: false, template: "{remaining_hms}"), "text 2:34:21")
        XCTAssertEqual(try line(readsEveryFact: false, template: "{sunlight.remaining_hms}"), "text 2:34:21")
        XCTAssertEqual(try line(readsEveryFact: true), "text 2:34:21", "the JSON snapshot and plugins get every fact")
    }

    /// So are the timestamps and durations (issue 35): a bar's line of
    /// default texts places none of them.
    func testTextsBuiltOnlyWhereRead() throws {
        XCTAssertEqual(try line(readsEveryFact: false, fact: "sunset"), "missing")
        XCTAssertEqual(try line(readsEveryFact: false, template: "{sunset}", fact: "sunset"), "text 2026-11-22T15:34:21+01:00")
        XCTAssertEqual(try line(readsEveryFact: true, fact: "sunset"), "text 2026-11-22T15:34:21+01:00")
        XCTAssertEqual(try line(readsEveryFact: false, template: "{sunset}", fact: "daylight"), "missing")
        XCTAssertEqual(try line(readsEveryFact: true, fact: "daylight"), "text 7h03m")
    }
}
