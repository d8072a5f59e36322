import Foundation
import TestSupport
import XCTest

/// An unknown `--template` placeholder is refused with what the user
/// likely meant, as every other typo is (issue 44's new-user trial):
/// the placeholder of the line it is near, or the provider not on the
/// line that has it.
final class TemplateHintTests: XCTestCase {
    static let place = ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--now", "2026-11-22T12:00:00Z"]

    func refusal(_ arguments: [String]) throws -> String {
        let r = try SolvervBinary.run(arguments + Self.place)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr.filter { $0 == "\n" }.count, 1, r.stderr)
        return r.stderr
    }

    func testANearPlaceholderOfTheLineIsOffered() throws {
        XCTAssertEqual(try refusal(["moon", "--template", "{moon_icn}"]),
                       "solverv: template: unknown placeholder {moon_icn} (did you mean {moon_icon}?)\n")
        XCTAssertEqual(try refusal(["--template", "{sunrse} {days}"]),
                       "solverv: template: unknown placeholder {sunrse} (did you mean {sunrise}?)\n")
        XCTAssertEqual(try refusal(["countdown", "moon", "--template", "{moon.ilumination}"]),
                       "solverv: template: unknown placeholder {moon.ilumination} (did you mean {moon.illumination}?)\n")
        // Nothing near: the list is where to look, as before.
        XCTAssertEqual(try refusal(["moon", "--template", "{xyzzy}"]),
                       "solverv: template: unknown placeholder {xyzzy} (solverv formats lists them)\n")
    }

    func testAnotherProvidersPlaceholderNamesIt() throws {
        XCTAssertEqual(try refusal(["moon", "--template", "{days}"]),
                       "solverv: template: {days} is a placeholder of countdown; add countdown to the line\n")
        XCTAssertEqual(try refusal(["moon", "--template", "{countdown.days}"]),
                       "solverv: template: {countdown.days} is a placeholder of countdown; add countdown to the line\n")
        // The line that names no provider shows countdown and sunlight.
        XCTAssertEqual(try refusal(["--template", "{days} {moon_icon}"]),
                       "solverv: template: {moon_icon} is a placeholder of moon; add moon to the line\n")
        // In a bar, the error block and status 0, as for every template error.
        let bar = try SolvervBinary.run(["moon", "--format", "waybar", "--template", "{days}"] + Self.place)
        XCTAssertEqual(bar.status, 0, bar.stderr)
        XCTAssertTrue(bar.stdout.contains("\"class\":[\"error\"]"), bar.stdout)
        XCTAssertTrue(bar.stdout.contains("{days} is a placeholder of countdown"), bar.stdout)
    }

    /// In French, the new message with the translation's own words.
    func testTheHintIsTranslated() throws {
        let r = try SolvervBinary.run(["moon", "--template", "{days}"] + Self.place, environment: ["LANG": "fr_FR.UTF-8"])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertFalse(r.stderr.contains("add countdown to the line"), r.stderr)
        XCTAssertTrue(r.stderr.contains("{days}") && r.stderr.contains("countdown"), r.stderr)
    }
}
