import CivilTime
import SolarAstronomy
import SolvervContracts
import SolvervEngine
import SolvervFormatters
import XCTest

/// Issue 24: a report is built only where the line draws it. Plain text
/// with a template draws only the facts it places, so a provider none of
/// whose facts it places is not reported; a bar draws every report's
/// classes (its colour, waybar's classes, the urgent state), so it keeps them.
final class DrawnReportsTests: XCTestCase {
    /// A formatter that lists the reports it was given, under a real one's name.
    struct ReportList: SolvervContracts.Formatter {
        let name: String
        let summary = "the providers reported, for a test"
        let defaultSize = Size.small
        let header: String? = nil

        func render(_ snapshot: Snapshot, size: Size, template: Template?) -> String {
            snapshot.reports.map(\.provider).joined(separator: ",")
        }

        func error(_ message: String) -> String { message }
    }

    func spec(_ formatter: any SolvervContracts.Formatter, template: String?, providers: [String] = ["countdown", "sunlight"]) throws -> LineSpec {
        let known = ["days", "countdown.days", "sunset_time", "sunlight.sunset_time", "icon", "location"]
        return LineSpec(providers: providers, formatter: formatter, size: .small,
                        template: try template.map { try Template($0, known: known) }, icons: .emoji, urgentMinutes: nil,
                        place: LineSpec.Place(coordinates: try XCTUnwrap(Coordinates(latitude: 59.91, longitude: 10.75)),
                                              zone: try Zone(named: "Europe/Oslo"), name: "Oslo", source: "explicit", notice: nil),
                        systemZoneName: "Europe/Oslo")
    }

    /// 2026-11-22 13:00 in Oslo.
    static let now = 1_795_348_800.0

    func reported(_ name: String, _ template: String?) throws -> String {
        try Engine.line(spec(ReportList(name: name), template: template), at: Self.now)
    }

    func testPlainTextReportsOnlyTheProvidersItsTemplatePlaces() throws {
        XCTAssertEqual(try reported("plain", "{days}"), "countdown")
        XCTAssertEqual(try reported("plain", "{sunset_time}"), "sunlight")
        XCTAssertEqual(try reported("plain", "{sunlight.sunset_time} {countdown.days}"), "countdown,sunlight")
        // A bare name both have is the first provider's, which stays reported.
        XCTAssertEqual(try reported("plain", "{icon}"), "countdown,sunlight")
        XCTAssertEqual(try reported("plain", "{location}"), "", "no provider's fact: no report")
        XCTAssertEqual(try reported("plain", nil), "countdown,sunlight", "the default texts draw every report")
    }

    func testABarReportsEveryProvider() throws {
        for name in ["tmux", "waybar", "i3blocks", "i3status-rs", "polybar", "conky", "i3bar"] {
            XCTAssertEqual(try reported(name, "{days}"), "countdown,sunlight", name)
        }
    }

    /// The real plain formatter draws the same text as before.
    func testPlainLinesAreUnchanged() throws {
        let plain = try XCTUnwrap(Formatters.named("plain"))
        XCTAssertEqual(try Engine.line(spec(plain, template: "{days}"), at: Self.now), "29\n")
        XCTAssertEqual(try Engine.line(spec(plain, template: "{sunset_time} {days}"), at: Self.now), "15:34 29\n")
    }
}
