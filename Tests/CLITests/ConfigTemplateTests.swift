@testable import SolvervCLI
import Foundation
import SolvervContracts
import SolvervControl
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
        let (spec, run) = try LineCommand.spec(options, options.words, formatter)
        let toggled = ViewApplied.spec(spec, ViewState(large: true), formatter: formatter,
                                       sizedTemplate: LineCommand.configTemplates(options, run.config, spec))
        return (spec, toggled)
    }

    static let config = ##"{"templates": {"countdown": {"small": "S{days}", "medium": "M{days}"}}}"##

    func testAToggledLineTakesTheTemplateOfItsNewSize() throws {
        let (small, medium) = try spec(["countdown", "--format", "tmux"], config: Self.config)
        XCTAssertEqual(small.size, .small)
        XCTAssertEqual(small.template?.pieces, [.literal("S"), .placeholder("days")])
        XCTAssertEqual(medium.size, .medium)
        XCTAssertEqual(medium.template?.pieces, [.literal("M"), .placeholder("days")])
        // No large template: the toggled line shows the default large text.
        let (_, large) = try spec(["countdown", "--format", "polybar"], config: Self.config)
        XCTAssertEqual(large.size, .large)
        XCTAssertNil(large.template)
    }

    func testTheTemplateOptionStaysAtEverySize() throws {
        let (_, toggled) = try spec(["countdown", "--format", "tmux", "--template", "T{days}"], config: Self.config)
        XCTAssertEqual(toggled.template?.pieces, [.literal("T"), .placeholder("days")])
    }

    /// Two providers: each template's bare placeholders are its own provider's.
    func testJoinedTemplatesQualifyTheirPlaceholders() throws {
        let config = ##"{"templates": {"countdown": {"small": "{icon}{{x}}"}, "sunlight": {"small": "{icon}{location}"}}}"##
        let (spec, _) = try spec(["--format", "tmux"], config: config)
        XCTAssertEqual(spec.template?.pieces, [.placeholder("countdown.icon"), .literal("{x} · "),
                                               .placeholder("sunlight.icon"), .placeholder("location")])
    }
}
