import CivilTime
import SolarAstronomy
import SolvervContracts
import SolvervEngine
import XCTest

/// `{remaining_hms}` is built only where something reads it: a template
/// that places it, or a formatter given every fact (the JSON snapshot, a
/// plugin). A line of default texts does not pay for it on every render.
final class ReadFactsTests: XCTestCase {
    /// A formatter that prints the `remaining_hms` fact it was given.
    struct FactEcho: SolvervContracts.Formatter {
        let name = "fact-echo"
        let summary = "the remaining_hms fact, for a test"
        let defaultSize = Size.medium
        let header: String? = nil
        let readsEveryFact: Bool

        func render(_ snapshot: Snapshot, size: Size, template: Template?) -> String {
            let value = snapshot.reports.first?.fact("remaining_hms")?.value
            guard let value else { return "no fact" }
            if case .text(let text) = value { return "text \(text)" }
            return value == .missing ? "missing" : "other"
        }

        func error(_ message: String) -> String { message }
    }

    func line(readsEveryFact: Bool, template: String? = nil) throws -> String {
        let known = ["remaining", "remaining_hms", "sunlight.remaining_hms"]
        let spec = LineSpec(providers: ["sunlight"], formatter: FactEcho(readsEveryFact: readsEveryFact), size: .medium,
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
}
