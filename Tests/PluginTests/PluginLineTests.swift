import Foundation
import TestSupport
import XCTest

/// The two example plugins of contrib/plugins, compiled with cc and driven
/// through the binary (the static release one under `make test`): one-shot
/// lines, watch mode, templates, and error blocks in their bars' syntax.
final class PluginLineTests: XCTestCase {
    static let place = ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--now", "2026-11-22T12:00:00Z"]
    var dir = ""

    override func setUpWithError() throws {
        dir = try PluginBuild.directory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: dir)
    }

    func testLemonbarOneShotLine() throws {
        let plugin = try PluginBuild.lemonbar(in: dir)
        let r = try SolvervBinary.run(["--plugin", plugin, "--format", "lemonbar"] + Self.place, environment: ["TZ": "Europe/Oslo"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "%{F#7fb8ff}Winter solstice in 29 days%{F-} · %{F#ffd75f}2h34m of sun left%{F-}\n")
        XCTAssertEqual(r.stderr, "")
        // Its template: the user's own markup live, values filled in.
        let t = try SolvervBinary.run(["--plugin", plugin, "--format", "lemonbar", "--template", "%{{A:notify-send hi:}}{days}d{{x}}%{{A}}"] + Self.place)
        XCTAssertEqual(t.stdout, "%{A:notify-send hi:}29d{x}%{A}\n")
    }

    func testXmobarOneShotLine() throws {
        let plugin = try PluginBuild.xmobar(in: dir)
        let r = try SolvervBinary.run(["--plugin", plugin, "--format", "xmobar", "--size", "small"] + Self.place,
                                      environment: ["TZ": "Europe/Oslo"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "<fc=#7fb8ff><raw=5:❄ 29d/></fc> · <fc=#ffd75f><raw=7:☀ 2h34m/></fc>\n")
        // Another zone than the system's is named, as the built-ins name it.
        let tokyo = try SolvervBinary.run(["--plugin", plugin, "--format", "xmobar", "--template", "{sunlight.remaining} {zone_indicator}",
                                           "--lat", "59.91", "--lon", "10.75", "--tz", "Asia/Tokyo", "--now", "2026-11-22T12:00:00Z"])
        XCTAssertEqual(tokyo.stdout, "<raw=5:2h34m/> <raw=12:(Tokyo time)/>\n")
    }

    /// Watch mode through a plugin: a line now, again on SIGUSR1, a clean
    /// end on SIGTERM; the one registry serves watch mode as the line.
    func testWatchModeThroughBothPlugins() throws {
        for make in [PluginBuild.lemonbar, PluginBuild.xmobar] {
            let plugin = try make(dir)
            let name = URL(fileURLWithPath: plugin).deletingPathExtension().lastPathComponent
            let bar = try LiveProcess(["countdown", "--plugin", plugin, "--format", name, "--watch"] + Self.place,
                                      environment: ["TZ": "Europe/Oslo", "XDG_RUNTIME_DIR": dir])
            addTeardownBlock { bar.signal(SIGKILL); _ = bar.exit(timeout: 2) }
            let first = try XCTUnwrap(bar.line(), bar.stderr())
            XCTAssertTrue(first.contains("Winter solstice in 29 days") && first.contains("#7fb8ff"), first)
            bar.signal(SIGUSR1)
            XCTAssertEqual(bar.line(), first, "SIGUSR1 draws the line again")
            bar.signal(SIGTERM)
            XCTAssertEqual(bar.exit(), 0)
        }
    }

    /// A bad input in a plugin's format: the plugin's error block on
    /// stdout, status 0 (SPEC §5), the hostile zone text inert in it.
    /// A place name from the config file is outside text: through both
    /// plugins it is drawn as text, and no action or markup of it is live.
    func testHostilePlaceNamesFromTheConfigAreInert() throws {
        let hostile = "%{A1:touch /tmp/pwned:}x%{A}<action=`touch /tmp/pwned`>y</action><fc=#f00>z"
        let home = dir + "/config"
        try PluginBuild.mkdir(home + "/solverv")
        let config = #"{"default": "p", "places": {"p": {"lat": 59.91, "lon": 10.75, "zone": "Europe/Oslo", "name": "NAME"}},"#
            + #" "templates": {"countdown": {"medium": "{location}"}}}"#
        let escaped = hostile.replacingOccurrences(of: "`", with: "\\u0060")
        try config.replacingOccurrences(of: "NAME", with: escaped).write(toFile: home + "/solverv/config.json", atomically: true, encoding: .utf8)
        let env = ["XDG_CONFIG_HOME": home]
        let now = ["--now", "2026-11-22T12:00:00Z"]
        let lemon = try SolvervBinary.run(["countdown", "--plugin", try PluginBuild.lemonbar(in: dir), "--format", "lemonbar"] + now, environment: env)
        XCTAssertEqual(lemon.status, 0, lemon.stderr)
        XCTAssertEqual(try LemonbarMarkup.liveTags(lemon.stdout), ["F#7fb8ff", "F-"], lemon.stdout)
        XCTAssertTrue(lemon.stdout.replacingOccurrences(of: "%%", with: "%").contains(hostile), lemon.stdout)
        let xmobar = try SolvervBinary.run(["countdown", "--plugin", try PluginBuild.xmobar(in: dir), "--format", "xmobar"] + now, environment: env)
        XCTAssertEqual(xmobar.status, 0, xmobar.stderr)
        XCTAssertEqual(try XmobarMarkup.liveTags(xmobar.stdout), ["fc=#7fb8ff", "/fc"], xmobar.stdout)
        XCTAssertTrue(try XmobarMarkup.drawn(xmobar.stdout).contains(hostile), xmobar.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/tmp/pwned"))
    }

    func testErrorBlocksEscapeHostileZoneText() throws {
        let hostile = "%{A1:touch /tmp/pwned:}x%{A}<action=`touch /tmp/pwned`>y</action>"
        let lemon = try SolvervBinary.run(["--plugin", try PluginBuild.lemonbar(in: dir), "--format", "lemonbar", "--tz", hostile])
        XCTAssertEqual(lemon.status, 0)
        XCTAssertTrue(lemon.stdout.hasPrefix("%{F#ff5f5f}⚠ "), lemon.stdout)
        XCTAssertEqual(try LemonbarMarkup.liveTags(lemon.stdout), ["F#ff5f5f", "F-"], lemon.stdout)
        XCTAssertTrue(lemon.stderr.contains(hostile), "stderr names the zone as given")
        let xmobar = try SolvervBinary.run(["--plugin", try PluginBuild.xmobar(in: dir), "--format", "xmobar", "--tz", hostile])
        XCTAssertEqual(xmobar.status, 0)
        XCTAssertEqual(try XmobarMarkup.liveTags(xmobar.stdout), ["fc=#ff5f5f", "/fc"], xmobar.stdout)
        XCTAssertTrue(try XmobarMarkup.drawn(xmobar.stdout).contains(hostile), xmobar.stdout)
    }
}
