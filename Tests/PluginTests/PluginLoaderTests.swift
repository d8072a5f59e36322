import Foundation
import SolvervPlugins
import TestSupport
import XCTest

/// Discovery, the permission rule and every refusal, through the binary:
/// each refusal is one line on stderr naming the file and the cause, with
/// status 2; a render that fails is the bar's error block, status 0.
final class PluginLoaderTests: XCTestCase {
    static let place = ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--now", "2026-11-22T12:00:00Z"]
    var dir = ""

    override func setUpWithError() throws {
        dir = try PluginBuild.directory()
    }

    override func tearDownWithError() throws {
        _ = chmod(dir, 0o700)
        try? FileManager.default.removeItem(atPath: dir)
    }

    func run(_ arguments: [String], _ environment: [String: String] = [:]) throws -> BinaryResult {
        try SolvervBinary.run(arguments + Self.place, environment: environment)
    }

    /// `--plugin`, then $SOLVERV_PLUGIN_PATH's directories in order, then
    /// $XDG_DATA_HOME (else ~/.local/share), then <prefix>/lib: the first
    /// NAME.so found is the one loaded, and a refused one is not skipped.
    func testDiscoveryOrder() throws {
        let (a, b, xdg) = (dir + "/a", dir + "/b", dir + "/xdg")
        for d in [a, b, xdg + "/solverv/plugins"] { try PluginBuild.mkdir(d) }
        try PluginBuild.lemonbar(in: b)
        try PluginBuild.lemonbar(in: xdg + "/solverv/plugins")
        let env = ["SOLVERV_PLUGIN_PATH": "relative/ignored::\(a):\(b)", "XDG_DATA_HOME": xdg]
        let formats = try SolvervBinary.run(["formats"], environment: env)
        XCTAssertTrue(formats.stdout.contains("  lemonbar    [medium] lemonbar text with %{F…} colours (plugin)\n    from \(b)/lemonbar.so\n"), formats.stdout)
        XCTAssertTrue(formats.stdout.contains("  (refused) plugin \(xdg)/solverv/plugins/lemonbar.so: lemonbar is shadowed by \(b)/lemonbar.so"), formats.stdout)
        XCTAssertEqual(try run(["--format", "lemonbar"], env).status, 0)
        // The first one found is the one: made unsafe, it is refused, not skipped for the next.
        XCTAssertEqual(chmod(b + "/lemonbar.so", 0o666), 0)
        let refused = try run(["--format", "lemonbar"], env)
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.stderr, "solverv: plugin \(b)/lemonbar.so: refused: the file is world-writable (chmod go-w \(b)/lemonbar.so)\n")
        // Without $SOLVERV_PLUGIN_PATH, the XDG directory's; without that, ~/.local/share's.
        XCTAssertEqual(try run(["--format", "lemonbar"], ["XDG_DATA_HOME": xdg]).status, 0)
        try PluginBuild.mkdir(dir + "/home/.local/share/solverv/plugins")
        try PluginBuild.xmobar(in: dir + "/home/.local/share/solverv/plugins")
        XCTAssertEqual(try run(["--format", "xmobar"], ["HOME": dir + "/home"]).status, 0)
        XCTAssertEqual(try run(["--format", "xmobar"], ["HOME": dir + "/home", "XDG_DATA_HOME": xdg]).status, 2,
                       "$XDG_DATA_HOME replaces ~/.local/share")
        // --plugin comes first: a broken xmobar.so on the path is not even looked at.
        try PluginBuild.mkdir(dir + "/broken")
        try PluginBuild.fixture("null_render", in: dir + "/broken")
        try FileManager.default.moveItem(atPath: dir + "/broken/null_render.so", toPath: dir + "/broken/xmobar.so")
        let explicit = try run(["--plugin", dir + "/home/.local/share/solverv/plugins/xmobar.so", "--format", "xmobar"],
                               ["SOLVERV_PLUGIN_PATH": dir + "/broken"])
        XCTAssertEqual(explicit.status, 0, explicit.stderr)
        XCTAssertTrue(explicit.stdout.contains("<fc=#7fb8ff>"))
        let mismatch = try run(["--format", "xmobar"], ["SOLVERV_PLUGIN_PATH": dir + "/broken"])
        XCTAssertEqual(mismatch.stderr, "solverv: plugin \(dir)/broken/xmobar.so: its name is 'null_render', but it was found as xmobar.so (rename one of them)\n")
    }

    /// <prefix>/lib/solverv/plugins, the prefix found from the binary's own path.
    func testPrefixDirectoryBesideTheBinary() throws {
        try PluginBuild.mkdir(dir + "/bin")
        try PluginBuild.mkdir(dir + "/lib/solverv/plugins")
        try FileManager.default.copyItem(atPath: SolvervBinary.path, toPath: dir + "/bin/solverv")
        try PluginBuild.lemonbar(in: dir + "/lib/solverv/plugins")
        let r = try SolvervBinary.run(["--format", "lemonbar"] + Self.place, executable: dir + "/bin/solverv")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.hasPrefix("%{F#7fb8ff}"), r.stdout)
    }

    /// ssh's rule: a group- or world-writable file or directory on the way,
    /// or one owned by another user than you or root, is refused.
    func testPermissionRefusals() throws {
        let plugins = dir + "/plugins"
        try PluginBuild.mkdir(plugins)
        let file = try PluginBuild.lemonbar(in: plugins)
        XCTAssertEqual(try run(["--plugin", file, "--format", "lemonbar"]).status, 0)
        XCTAssertEqual(chmod(plugins, 0o770), 0)
        var r = try run(["--plugin", file, "--format", "lemonbar"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "solverv: plugin \(file): refused: directory \(plugins) is group-writable (chmod go-w \(plugins))\n")
        XCTAssertEqual(r.stdout, "", "no line, no block: the format could not be loaded")
        // Discovery refuses it as well, and a built-in format never looks.
        r = try run(["--format", "lemonbar"], ["SOLVERV_PLUGIN_PATH": plugins])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("group-writable"), r.stderr)
        let builtIn = try run(["--format", "tmux"], ["SOLVERV_PLUGIN_PATH": plugins])
        XCTAssertEqual(builtIn.status, 0)
        XCTAssertEqual(builtIn.stderr, "", "discovery costs nothing, and says nothing, for a built-in format")
        XCTAssertEqual(chmod(plugins, 0o700), 0)
        XCTAssertEqual(chmod(file, 0o646), 0)
        r = try run(["--plugin", file, "--format", "lemonbar"])
        XCTAssertEqual(r.stderr, "solverv: plugin \(file): refused: the file is world-writable (chmod go-w \(file))\n")
        XCTAssertEqual(chmod(file, 0o755), 0)
        // A link cannot lead around the rule: the directories of its target count too.
        try PluginBuild.mkdir(dir + "/loose", mode: 0o777)
        try FileManager.default.copyItem(atPath: file, toPath: dir + "/loose/lemonbar.so")
        try FileManager.default.createSymbolicLink(atPath: plugins + "/linked.so", withDestinationPath: dir + "/loose/lemonbar.so")
        r = try run(["--plugin", plugins + "/linked.so", "--format", "lemonbar"])
        XCTAssertEqual(r.stderr, "solverv: plugin \(plugins)/linked.so: refused: directory \(dir)/loose is world-writable (chmod go-w \(dir)/loose)\n")
        // Owned by another user (only root can make such a file here).
        if geteuid() == 0 {
            XCTAssertEqual(chown(file, 4242, 4242), 0)
            r = try run(["--plugin", file, "--format", "lemonbar"])
            XCTAssertEqual(r.stderr, "solverv: plugin \(file): refused: the file is owned by uid 4242, not by you (uid 0) or root\n")
        }
    }

    /// A missing file, a non-ELF file, an object without the entry point
    /// a wrong ABI version and a missing mandatory function: status 2, one
    /// line naming the file and why.
    func testRefusedFilesNameTheFile() throws {
        let notELF = dir + "/notelf.so"
        try ("#!/bin/sh\n" + String(repeating: "echo not a shared object\n", count: 10)).write(toFile: notELF, atomically: false, encoding: .utf8)
        let noEntry = try PluginBuild.fixture("no_entry", in: dir)
        let wrongABI = try PluginBuild.fixture("wrong_abi", in: dir)
        let noFree = try PluginBuild.fixture("no_free", in: dir)
        let cases: [(String, String)] = [
            (noFree, "solverv: plugin \(noFree): free is NULL (it is mandatory)\n"),
            (dir + "/missing.so", "solverv: plugin \(dir)/missing.so: no such file\n"),
            (notELF, "solverv: plugin \(notELF): cannot load: \(notELF): invalid ELF header\n"),
            (noEntry, "solverv: plugin \(noEntry): no entry point solverv_formatter_v1: \(noEntry): undefined symbol: solverv_formatter_v1\n"),
            (wrongABI, "solverv: plugin \(wrongABI): built for plugin ABI version 2; this solverv loads version 1 (rebuild it against include/solverv/plugin.h)\n"),
        ]
        for (file, message) in cases {
            for format in ["x", "tmux"] {
                let r = try run(["--plugin", file, "--format", format])
                XCTAssertEqual(r.status, 2, file)
                XCTAssertEqual(r.stdout, "")
                XCTAssertEqual(r.stderr, message)
            }
        }
        // `formats` lists a refused plugin with its reason; it is not fatal.
        let formats = try SolvervBinary.run(["formats", "--plugin", wrongABI], environment: ["SOLVERV_PLUGIN_PATH": dir])
        XCTAssertEqual(formats.status, 0)
        XCTAssertTrue(formats.stdout.contains("  (refused) plugin \(wrongABI): built for plugin ABI version 2"), formats.stdout)
        XCTAssertTrue(formats.stdout.contains("  (refused) plugin \(noEntry): no entry point"), formats.stdout)
        XCTAssertTrue(formats.stdout.contains("  plain       [medium] plain text\n"))
    }

    /// A render that returns NULL or text that is not UTF-8 is the error
    /// block (the plugin's, else "⚠ solverv"), the reason on stderr, status 0.
    func testGarbageRenderIsTheErrorBlock() throws {
        let null = try PluginBuild.fixture("null_render", in: dir)
        var r = try run(["--plugin", null, "--format", "null_render"])
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stdout, "⚠ solverv\n")
        XCTAssertEqual(r.stderr, "solverv: plugin \(null): render returned NULL\n")
        let bad = try PluginBuild.fixture("bad_utf8", in: dir)
        r = try run(["--plugin", bad, "--format", "bad_utf8"])
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stdout, "[bad: plugin \(bad): render returned text that is not UTF-8, or over 65535 bytes]\n")
        XCTAssertTrue(r.stderr.hasPrefix("solverv: plugin \(bad): render returned text that is not UTF-8"), r.stderr)
    }

    /// A plugin's text is outside text too: its control and bidi characters
    /// never reach the terminal or the bar (SPEC §9).
    func testControlCharactersOfAPluginAreDropped() throws {
        let plugin = try PluginBuild.fixture("control_chars", in: dir)
        let r = try run(["--plugin", plugin])  // its format, without --format
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stdout, "HEAD[2J\nok[31mred\n end\n")  // a CR is a line break, as in any outside text
        XCTAssertFalse(r.stdout.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0 == "\u{202E}" }, r.stdout.debugDescription)
    }

    /// In watch mode a failed render shows the block and the engine carries
    /// on: the next render draws the line; the stream's header comes first
    /// and its footer last, on a clean end.
    func testWatchModeCarriesOnAfterAFailedRender() throws {
        let flaky = try PluginBuild.fixture("flaky", in: dir)
        let failing = dir + "/fail"
        _ = FileManager.default.createFile(atPath: failing, contents: nil)
        let bar = try LiveProcess(["countdown", "--plugin", flaky, "--format", "flaky", "--watch"] + Self.place,
                                  environment: ["XDG_RUNTIME_DIR": dir, "FLAKY_FAIL_FILE": failing])
        addTeardownBlock { bar.signal(SIGKILL); _ = bar.exit(timeout: 2) }
        XCTAssertEqual(bar.line(), "BEGIN")
        XCTAssertEqual(bar.line(), "flaky error block")
        try FileManager.default.removeItem(atPath: failing)
        bar.signal(SIGUSR1)
        XCTAssertEqual(bar.line(), "good line", "the next wake renders again")
        _ = FileManager.default.createFile(atPath: failing, contents: nil)
        bar.signal(SIGUSR1)
        XCTAssertEqual(bar.line(), "flaky error block")
        bar.signal(SIGTERM)
        XCTAssertEqual(bar.line(), "END")
        XCTAssertEqual(bar.exit(), 0)
        XCTAssertTrue(bar.stderr().contains("plugin \(flaky): render returned NULL"), bar.stderr())
    }

    func testSearchDirectoriesInOrder() {
        let env = ["SOLVERV_PLUGIN_PATH": "/p1::rel:/p2", "XDG_DATA_HOME": "/x", "HOME": "/h"]
        XCTAssertEqual(PluginSearch.directories(environment: { env[$0] }, executable: "/usr/bin/solverv"),
                       ["/p1", "/p2", "/x/solverv/plugins", "/usr/lib/solverv/plugins"])
        XCTAssertEqual(PluginSearch.directories(environment: { ["HOME": "/h"][$0] }, executable: "/solverv"),
                       ["/h/.local/share/solverv/plugins", "/lib/solverv/plugins"])
        for name in ["lemonbar", "a", "x-1_2", String(repeating: "a", count: 32)] { XCTAssertTrue(PluginSearch.isValidName(name), name) }
        for name in ["", "../x", "A", "a.b", "a/b", String(repeating: "a", count: 33), "é"] { XCTAssertFalse(PluginSearch.isValidName(name), name) }
    }
}
