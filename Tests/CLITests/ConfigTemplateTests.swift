@testable import SolvervCLI
@testable import SolvervIO
import Foundation
import SolvervContracts
import SolvervEngine
import XCTest

/// The config's templates inside the line's spec: a line toggled to
/// another size (a click, `solverv ctl toggle-size`) takes the config's
/// template for that size, and `--template` stays whatever the size.
final class ConfigTemplateTests: XCTestCase {
    func spec(_ arguments: [String], config: String) throws -> (LineSpec, LineSpec) {
        let path = NSTemporaryDirectory() + "slv-config-\(UUID().uuidString.prefix(8)).json"
        try config.write(toFile: path, atomically: true, encoding: .utf8)
        defer { unlink(path) }
        let options = try Options.parse(["solverv"] + arguments + ["--config", path, "--lat", "1", "--lon", "2", "--tz", "UTC"])
        let formatter = try LineCommand.formatter(options)
        let (spec, _) = try LineCommand.spec(options, options.words, formatter)
        return (spec, spec.viewed(dayShift: 0, large: true))
    }

    static let config = ##"{"templates": {"countdown": {"small": "S{days}", "medium": "M{days}"}}}"##
    static let now = 1_795_000_000.0  // 2026-11-18

    func testAToggledLineTakesTheTemplateOfItsNewSize() throws {
        let (small, medium) = try spec(["countdown", "--format", "tmux"], config: Self.config)
        XCTAssertEqual(small.size, .small)
        XCTAssertNil(small.template)
        let smallLine = try Engine.line(small, at: Self.now)
        XCTAssertTrue(smallLine.contains("S33"), smallLine)
        XCTAssertEqual(medium.size, .medium)
        let mediumLine = try Engine.line(medium, at: Self.now)
        XCTAssertTrue(mediumLine.contains("M33"), mediumLine)
        // No large template: the toggled line shows the default large text.
        let (_, large) = try spec(["countdown", "--format", "polybar"], config: Self.config)
        XCTAssertEqual(large.size, .large)
        let largeLine = try Engine.line(large, at: Self.now)
        XCTAssertTrue(largeLine.contains("Winter solstice in 33 days"), largeLine)
    }

    func testTheTemplateOptionStaysAtEverySize() throws {
        let (_, toggled) = try spec(["countdown", "--format", "tmux", "--template", "T{days}"], config: Self.config)
        XCTAssertEqual(toggled.template?.pieces, [.literal("T"), .placeholder("days")])
        XCTAssertTrue(try Engine.line(toggled, at: Self.now).contains("T33"))
    }

    /// Two providers: each template's bare placeholders are its own provider's.
    func testEachTemplateReadsItsOwnProvidersFacts() throws {
        let config = ##"{"templates": {"countdown": {"small": "{icon}{{x}}"}, "sunlight": {"small": "{icon}{location}"}}}"##
        let (spec, _) = try spec(["--format", "tmux"], config: config)
        let line = try Engine.line(spec, at: Self.now)
        XCTAssertTrue(line.contains("❄{x}#[default]"), line)
        XCTAssertTrue(line.contains("☀1,2#[default]"), "sunlight's {icon} is its own: \(line)")
    }
}
