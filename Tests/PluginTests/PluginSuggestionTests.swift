import Foundation
import TestSupport
import XCTest

/// A mistyped plugin format gets a "did you mean", as a mistyped built-in
/// one does (`tmx` → `tmux`; issue 32): the names are the plugins found on
/// the path, and `--plugin`'s own.
final class PluginSuggestionTests: XCTestCase {
    var dir = ""

    override func setUpWithError() throws {
        dir = try PluginBuild.directory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: dir)
    }

    func testAPluginFormatMistypedIsNamed() throws {
        let plugins = dir + "/plugins"
        try PluginBuild.mkdir(plugins)
        try PluginBuild.lemonbar(in: plugins)
        try PluginBuild.xmobar(in: plugins)
        let env = ["SOLVERV_PLUGIN_PATH": plugins, "XDG_DATA_HOME": dir]
        for (given, meant) in [("lemonbr", "lemonbar"), ("xmbar", "xmobar"), ("Lemonbar", "lemonbar"), ("tmx", "tmux")] {
            let r = try SolvervBinary.run(["--format", given] + PluginLoaderTests.place, environment: env)
            XCTAssertEqual(r.status, 2, given)
            XCTAssertEqual(r.stdout, "", given)
            XCTAssertEqual(r.stderr, "solverv: --format: '\(given)' is not a format (did you mean '\(meant)'?)\n", given)
        }
        // `--plugin`'s name, found nowhere else.
        let explicit = try PluginBuild.lemonbar(in: dir)
        let r = try SolvervBinary.run(["--plugin", explicit, "--format", "lemonbr"] + PluginLoaderTests.place, environment: ["XDG_DATA_HOME": dir])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "solverv: --format: 'lemonbr' is not a format (did you mean 'lemonbar'?)\n")
        // Nothing near: the whole refusal, as before.
        let far = try SolvervBinary.run(["--format", "dzen"] + PluginLoaderTests.place, environment: env)
        XCTAssertEqual(far.status, 2)
        XCTAssertTrue(far.stderr.hasPrefix("solverv: --format: 'dzen' is not one of "), far.stderr)
        XCTAssertFalse(far.stderr.contains("did you mean"), far.stderr)
    }
}
