import Foundation
import TestSupport
import XCTest

/// Issue 23 item 12: a mistyped option, format, provider, subcommand,
/// choice or action is refused in one line, with status 2, naming the
/// nearest name Solverv has; with none near, the refusal lists the names
/// or points to the help (through the built binary).
final class SuggestionTests: XCTestCase {
    static let place = ["--lat", "59.91", "--lon", "10.75", "--now", "2026-11-22T12:00:00Z"]

    static let cases: [([String], String)] = [
        (["--locaton", "Oslo"], "unknown option '--locaton' (did you mean '--location'?)"),
        (["--locaton=Oslo"], "unknown option '--locaton' (did you mean '--location'?)"),
        (["report", "--locaton", "Oslo"], "unknown option '--locaton' (did you mean '--location'?)"),
        // One dash: a cluster of short options to getopt, a long option to the user.
        (["-locaton", "Oslo"], "unknown option '-locaton' (did you mean '--location'?)"),
        (["--lat", "5", "-location", "Oslo"], "unknown option '-location' (did you mean '--location'?)"),
        (["--fromat", "tmux"], "unknown option '--fromat' (did you mean '--format'?)"),
        (["--latitude", "59.91"], "unknown option '--latitude' (did you mean '--lat'?)"),
        (["--timezone", "UTC"], "unknown option '--timezone' (did you mean '--tz'?)"),
        (["report", "--colour", "never"], "unknown option '--colour' (did you mean '--color'?)"),
        // Only the command's own options are suggested (a newcomer's trial:
        // `events --colr` was sent to `--color`, which events refuses).
        (["events", "--colr", "never"], "unknown option '--colr' (see solverv events --help)"),
        (["table", "--tempate", "x"], "unknown option '--tempate' (see solverv table --help)"),
        (["--mnths", "3"], "unknown option '--mnths' (see solverv --help)"),
        (["--colour", "never"], "unknown option '--colour' (see solverv --help)"),
        (["chart", "--mnths", "3"], "unknown option '--mnths' (did you mean '--months'?)"),
        (["--bogus"], "unknown option '--bogus' (see solverv --help)"),
        (["-x"], "unknown option '-x' (see solverv --help)"),
        // Formats: case is not folded (see testFormatNamesStayCaseSensitive), but it is suggested.
        (["--format", "WAYBAR"] + place, "--format: 'WAYBAR' is not a format (did you mean 'waybar'?)"),
        (["--format", "Tmux"] + place, "--format: 'Tmux' is not a format (did you mean 'tmux'?)"),
        (["--format", "waybr"] + place, "--format: 'waybr' is not a format (did you mean 'waybar'?)"),
        (["--format", "i3staus-rs"] + place, "--format: 'i3staus-rs' is not a format (did you mean 'i3status-rs'?)"),
        // Providers and subcommands.
        (["countdwn"] + place, "unknown subcommand or provider 'countdwn' (did you mean 'countdown'?)"),
        (["sunlihgt"] + place, "unknown subcommand or provider 'sunlihgt' (did you mean 'sunlight'?)"),
        (["Sunlight"] + place, "unknown subcommand or provider 'Sunlight' (did you mean 'sunlight'?)"),
        (["countdown", "dts"] + place, "unknown subcommand or provider 'dts' (did you mean 'dst'?)"),
        (["evnets"], "unknown subcommand or provider 'evnets' (did you mean 'events'?)"),
        (["help", "reprot"], "unknown subcommand or provider 'reprot' (did you mean 'report'?)"),
        (["countdwn", "--help"], "unknown subcommand or provider 'countdwn' (did you mean 'countdown'?)"),
        (["frobnicate"] + place, "unknown subcommand or provider 'frobnicate' (subcommands: events, table, report, chart, wait, poll, formats, locate, ctl, setup; "
            + "providers: countdown, sunlight, dst, moon)"),
        // Choices.
        (["--size", "meduim"] + place, "--size: 'meduim' is not one of small, medium, large (did you mean 'medium'?)"),
        (["--size", "LARGE"] + place, "--size: 'LARGE' is not one of small, medium, large (did you mean 'large'?)"),
        (["--size", "huge"] + place, "--size: 'huge' is not one of small, medium, large"),
        (["--icons", "nerds"] + place, "--icons: 'nerds' is not one of emoji, nerd (did you mean 'nerd'?)"),
        (["events", "--output", "jsno"], "--output: 'jsno' is not one of csv, json (did you mean 'json'?)"),
        (["table", "--output", "CSV"] + place.dropLast(2), "--output: 'CSV' is not one of csv, json (did you mean 'csv'?)"),
        (["report", "--color", "allways"] + place, "--color: 'allways' is not one of always, never, auto (did you mean 'always'?)"),
        (["ctl", "nextday"], "'nextday' is not an action of 'ctl' (did you mean 'next-day'?): ctl next-day|prev-day|today|toggle-size"),
        // A word more or less: the bar of `--format i3bar` is i3's, and swaybar is sway's.
        (["ctl", "next"], "'next' is not an action of 'ctl' (did you mean 'next-day'?): ctl next-day|prev-day|today|toggle-size"),
        (["setup", "i3bar"], "setup: 'i3bar' is not a bar Solverv knows (did you mean 'i3'?)"),
        (["setup", "swaybar"], "setup: 'swaybar' is not a bar Solverv knows (did you mean 'sway'?)"),
    ]

    func testTheNearestNameIsSuggested() throws {
        let runtime = NSTemporaryDirectory() + "slv-suggest-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        for (arguments, message) in Self.cases {
            let r = try SolvervBinary.run(arguments, environment: ["XDG_RUNTIME_DIR": runtime])
            let label = arguments.joined(separator: " ")
            XCTAssertEqual(r.status, 2, label)
            XCTAssertEqual(r.stdout, "", label)
            XCTAssertEqual(r.stderr, "solverv: \(message)\n", label)
        }
    }

    /// `--format WAYBAR` is refused, not taken as waybar: a format is also
    /// a plugin's file name (NAME.so), which Linux keeps case-sensitive,
    /// and bars' configs and i3status-rust's blocks spell names in lower
    /// case; one spelling keeps configs greppable. The right one is named.
    func testFormatNamesStayCaseSensitive() throws {
        XCTAssertEqual(try SolvervBinary.run(["--format", "waybar"] + Self.place).status, 0)
        let upper = try SolvervBinary.run(["--format", "WAYBAR"] + Self.place)
        XCTAssertEqual(upper.status, 2)
        XCTAssertTrue(upper.stderr.contains("did you mean 'waybar'"), upper.stderr)
    }

    /// A plugin found under the mistyped name is loaded or refused for
    /// what it is, not second-guessed: the suggestion is for names that
    /// nothing answers to.
    func testAPluginFileOfThatNameIsNotSecondGuessed() throws {
        let dir = NSTemporaryDirectory() + "slv-suggest-plugins-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("not an ELF file".utf8).write(to: URL(fileURLWithPath: dir + "/waybr.so"))
        chmod(dir + "/waybr.so", 0o644)
        let r = try SolvervBinary.run(["--format", "waybr"] + Self.place, environment: ["SOLVERV_PLUGIN_PATH": dir])
        XCTAssertEqual(r.status, 2)
        XCTAssertFalse(r.stderr.contains("did you mean"), r.stderr)
        XCTAssertTrue(r.stderr.contains("waybr.so"), r.stderr)
    }
}
