import Foundation
import SolvervProviders
import TestSupport
import XCTest

/// Options that only one provider uses (issue 44's new-user trial):
/// `solverv moon --urgent 30` did nothing, silently. A line without that
/// provider refuses the option with one line that names it; a line with
/// it (the line that names none shows countdown and sunlight) takes it,
/// and the config's settings are never refused.
final class ProviderOptionTests: XCTestCase {
    static let place = ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--now", "2026-11-22T12:00:00Z"]

    func testAnOptionNoProviderOfTheLineUsesIsRefused() throws {
        for (arguments, message) in [
            (["moon", "--urgent", "30"], "--urgent applies to sunlight; add sunlight to the line"),
            (["moon", "--seasons", "cross-quarter"], "--seasons applies to countdown; add countdown to the line"),
            (["countdown", "dst", "--urgent=5"], "--urgent applies to sunlight; add sunlight to the line"),
            (["sunlight", "--seasons", "meteorological"], "--seasons applies to countdown; add countdown to the line"),
        ] {
            let r = try SolvervBinary.run(arguments + Self.place)
            XCTAssertEqual(r.status, 2, "\(arguments): \(r.stderr)")
            XCTAssertEqual(r.stdout, "")
            XCTAssertEqual(r.stderr, "solverv: " + message + "\n", "\(arguments)")
        }
        // In a bar: its error block, status 0 (SPEC §5).
        let bar = try SolvervBinary.run(["moon", "--format", "waybar", "--urgent", "30"] + Self.place)
        XCTAssertEqual(bar.status, 0, bar.stderr)
        XCTAssertTrue(bar.stdout.contains("--urgent applies to sunlight") && bar.stdout.contains("\"class\":[\"error\"]"), bar.stdout)
        // A word that names no provider is refused first, by name.
        XCTAssertTrue(try SolvervBinary.run(["mon", "--urgent", "30"] + Self.place).stderr.contains("did you mean 'moon'"))
    }

    func testALineWithTheProviderTakesIt() throws {
        for arguments in [["--urgent", "30"], ["--seasons", "cross-quarter"], ["sunlight", "moon", "--urgent", "30"],
                          ["countdown", "moon", "--seasons", "meteorological"]] {
            let r = try SolvervBinary.run(arguments + Self.place)
            XCTAssertEqual(r.status, 0, "\(arguments): \(r.stderr)")
            XCTAssertEqual(r.stderr, "", "\(arguments)")
        }
        // `--urgent` also times `--notify`'s notice before sunset, whatever the line shows.
        XCTAssertNil(Providers.unusedOption(["notify", "urgent"], providers: ["moon"]))
        XCTAssertNil(Providers.unusedOption(["notify-command", "urgent"], providers: ["dst"]))
        XCTAssertNotNil(Providers.unusedOption(["urgent"], providers: ["moon"]))
    }

    /// A config is shared by every line: its `urgent_minutes` and
    /// `seasons` must not break `solverv moon`.
    func testTheConfigsSettingsAreNotRefused() throws {
        let path = NSTemporaryDirectory() + "slv-provider-options-\(UUID().uuidString.prefix(8)).json"
        try #"{"urgent_minutes": 30, "seasons": "cross-quarter"}"#.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try SolvervBinary.run(["moon", "--config", path] + Self.place)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
        XCTAssertFalse(r.stdout.isEmpty)
    }

    /// `setup` writes no line that would refuse an option: one no provider
    /// of the line uses is refused, and a bar with a block for each provider
    /// (i3blocks) gives each block only the options its provider uses.
    func testSetupGivesEachBlockTheOptionsItsProviderUses() throws {
        let environment = ["HOME": NSTemporaryDirectory(), "XDG_CONFIG_HOME": NSTemporaryDirectory() + "slv-none"]
        let piece = try SolvervBinary.run(["setup", "i3blocks", "--urgent", "30", "--seasons", "cross-quarter", "--location", "Oslo"],
                                          environment: environment)
        XCTAssertEqual(piece.status, 0, piece.stderr)
        let commands = piece.stdout.split(separator: "\n").filter { $0.hasPrefix("command=") }.map { $0.dropFirst(8) }
        XCTAssertEqual(commands.count, 2, piece.stdout)
        XCTAssertTrue(commands[0].hasSuffix(" countdown --format i3blocks --watch --seasons cross-quarter --location Oslo"), "\(commands)")
        XCTAssertTrue(commands[1].hasSuffix(" sunlight --format i3blocks --watch --urgent 30 --location Oslo"), "\(commands)")
        let moon = try SolvervBinary.run(["setup", "waybar", "moon", "--urgent", "30"], environment: environment)
        XCTAssertEqual(moon.status, 2)
        XCTAssertEqual(moon.stderr, "solverv: setup: the line would show an error: --urgent applies to sunlight; add sunlight to the line\n")
    }

    /// A provider's help lists only the options its line takes.
    func testAProvidersHelpLeavesOutTheOthersOptions() throws {
        let moon = try SolvervBinary.run(["moon", "--help"]).stdout
        XCTAssertFalse(moon.contains("--urgent MIN") || moon.contains("--seasons S"), moon)
        let sunlight = try SolvervBinary.run(["sunlight", "--help"]).stdout
        XCTAssertTrue(sunlight.contains("[--urgent MIN]") && sunlight.contains("  --urgent MIN "), sunlight)
        XCTAssertFalse(sunlight.contains("--seasons S"), sunlight)
        let countdown = try SolvervBinary.run(["countdown", "--help"]).stdout
        XCTAssertTrue(countdown.contains("[--seasons S]") && !countdown.contains("--urgent MIN"), countdown)
    }
}
