import Foundation
import TestSupport
import XCTest

/// `solverv.tmux`, the entry tmux's plugin manager (TPM) runs (issue 27): in
/// a real tmux, with `#{solverv}` and `#{solverv_large}` in status-right, the
/// file runs as TPM runs it, and the status line tmux draws shows Solverv's
/// two lines.
final class TmuxPluginTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let options = "--location Oslo --now 2026-06-21T12:00:00Z"

    func scratch() throws -> URL {
        let url = URL(fileURLWithPath: "/tmp/slv-tpm-\(UUID().uuidString.prefix(8).lowercased())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// A line as tmux draws it: the text without its #[…] styles.
    func drawn(_ arguments: [String]) throws -> String {
        let line = try SolvervBinary.run(arguments + Self.options.split(separator: " ").map(String.init))
        XCTAssertEqual(line.status, 0, line.stderr)
        return line.stdout.replacingOccurrences(of: "#\\[[^]]*\\]", with: "", options: .regularExpression)
            .trimmingCharacters(in: .newlines)
    }

    func statusLine(plugin: String, path: String) throws -> String {
        guard RealBar.executable("tmux") != nil else { throw XCTSkip("tmux is not installed") }
        let small = try drawn(["--format", "tmux"]), large = try drawn(["--format", "tmux", "--size", "large"])
        let format = "[#{solverv}] [#{solverv_large}]"
        let expected = "[\(small)] [\(large)]"
        // Set as a tmux.conf sets it above the plugin lines.
        let line = try RealTmux.statusLine(
            format: format, plugin: plugin, options: ["@solverv_options": Self.options], width: 420, until: { $0.hasSuffix(expected) }, timeout: 20,
            environment: ["PATH": path])
        return line.plain
    }

    /// With solverv on the server's PATH, as after `make install`.
    func testPluginEntryShowsBothLinesFromThePath() throws {
        let bin = try scratch()
        try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent("solverv").path,
                                                   withDestinationPath: SolvervBinary.path)
        let plain = try statusLine(plugin: Self.root.appendingPathComponent("solverv.tmux").path,
                                   path: "\(bin.path):/usr/bin:/bin")
        XCTAssertTrue(plain.contains("☀ 8h43m"), plain)
    }

    /// Without solverv on the PATH, from an unpacked release tarball: the
    /// entry runs the bin/solverv beside it, its path quoted for the shell.
    func testPluginEntryRunsTheTarballsBinary() throws {
        let dir = try scratch().appendingPathComponent("solverv 0.1 'x'")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("solverv.tmux"), to: dir.appendingPathComponent("solverv.tmux"))
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("bin/solverv").path,
                                                   withDestinationPath: SolvervBinary.path)
        let plain = try statusLine(plugin: dir.appendingPathComponent("solverv.tmux").path, path: "/usr/bin:/bin")
        XCTAssertTrue(plain.contains("☀ 8h43m"), plain)
    }

    // MARK: Issue 32 item 2 and issue 33 item 4, in a tmux that stays up

    /// `text` as one word of a tmux.conf line (tmux reads `\`, `"` and `$` in double quotes).
    static func tmuxWord(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "$", with: "\\$") + "\""
    }

    /// A server whose tmux.conf sets `statusRight` and `options`, then runs
    /// `plugin` as TPM does (at the end of the file).
    func session(plugin: String, options: String?, statusRight: String = "[#{solverv}] [#{solverv_large}]",
                 path: String, interval: Int = 1, width: Int = 200) throws -> RealTmuxSession {
        guard RealBar.executable("tmux") != nil else { throw XCTSkip("tmux is not installed") }
        var config = """
            set -g status-style default
            set -g status-left ''
            set -g status-interval \(interval)
            set -gw window-status-format ''
            set -gw window-status-current-format ''
            set -g status-right \(Self.tmuxWord(statusRight))

            """
        if let options { config += "set -g @solverv_options \(Self.tmuxWord(options))\n" }
        config += "run-shell \(Self.tmuxWord(RealBar.shellWord(plugin)))\n"
        return try RealTmuxSession(config: config, width: width, environment: ["PATH": path])
    }

    /// A copy of the entry with bin/solverv beside it, as in the release
    /// tarball, in a directory whose name tmux and the shell would read.
    func tarball(_ name: String) throws -> URL {
        let dir = try scratch().appendingPathComponent(name)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("solverv.tmux"), to: dir.appendingPathComponent("solverv.tmux"))
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("bin/solverv").path,
                                                   withDestinationPath: SolvervBinary.path)
        return dir
    }

    /// Options with `)`, `%d`, `%%`, `#[…]`, an apostrophe and double
    /// quotes, from a directory named with `#`, `%`, parentheses and an
    /// apostrophe: Solverv gets exactly the shell words, and tmux draws
    /// what it prints.
    func testOptionsReachSolvervExactlyWhateverTheyHold() throws {
        let dir = try tarball("sol (v) #1 %d 'x'")
        let template = "#[fg=red]{days}) %d %% 100% ##x (a \"q\" {location}"
        let options = #"--location "Val-d'Or, CA" --now 2026-06-21T12:00:00Z --template '#[fg=red]{days}) %d %% 100% ##x (a "q" {location}'"#
        let argv = ["--location", "Val-d'Or, CA", "--now", "2026-06-21T12:00:00Z", "--template", template]
        func drawnLine(_ extra: [String]) throws -> String {
            let r = try SolvervBinary.run(["--format", "tmux"] + extra + argv)
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertEqual(r.stderr, "")
            return r.stdout.replacingOccurrences(of: "#\\[[^]]*\\]", with: "", options: .regularExpression)
                .replacingOccurrences(of: "##", with: "#").trimmingCharacters(in: .newlines)
        }
        let expected = "[\(try drawnLine([]))] [\(try drawnLine(["--size", "large"]))]"
        XCTAssertTrue(expected.contains(#") %d %% 100% #x (a "q" Val-d'Or"#), expected)
        let tmux = try session(plugin: dir.appendingPathComponent("solverv.tmux").path, options: options, path: "/usr/bin:/bin")
        let row = try tmux.waitForStatus(timeout: 10) { $0.hasSuffix(expected) }
        XCTAssertNotNil(row, "drawn: \(tmux.lastRow)\nexpected: \(expected)")
    }

    /// `-e` alone is an option like any other, not lost to `echo`.
    func testADashEOptionReachesSolverv() throws {
        let tmux = try session(plugin: Self.root.appendingPathComponent("solverv.tmux").path, options: "-e",
                               path: try pathWithSolverv())
        XCTAssertNotNil(try tmux.waitForStatus(timeout: 10) { $0.contains("unknown option '-e'") }, tmux.lastRow)
    }

    /// An unquoted apostrophe is a shell syntax error: a tmux message says
    /// so, and the segments say where to look, instead of nothing.
    func testOptionsThatAreNoShellWordsGiveAMessage() throws {
        let tmux = try session(plugin: Self.root.appendingPathComponent("solverv.tmux").path, options: "--location Val-d'Or",
                               path: try pathWithSolverv())
        XCTAssertNotNil(try tmux.waitForStatus(timeout: 10) { $0.contains("@solverv_options is not valid shell words") }, tmux.lastRow)
        XCTAssertTrue(try tmux.command(["show-option", "-gv", "status-right"]).contains("solverv: bad @solverv_options"))
    }

    /// A TPM clone with no build and no solverv on the PATH: a message says
    /// how to install it, the README's Install (a PATH tmux finds) first,
    /// then a build here, which needs Swift (issue 41, item 9); and the
    /// segments say "solverv: not installed".
    func testWithoutABinaryTheSegmentsSayNotInstalled() throws {
        let dir = try scratch().appendingPathComponent("clone")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("solverv.tmux"), to: dir.appendingPathComponent("solverv.tmux"))
        let tmux = try session(plugin: dir.appendingPathComponent("solverv.tmux").path, options: nil, path: "/usr/bin:/bin")
        XCTAssertNotNil(try tmux.waitForStatus(timeout: 10) { $0.contains("solverv: not on tmux's PATH: install it (README: Install), or make build in ") && $0.contains("; then prefix I") }, tmux.lastRow)
        XCTAssertEqual(try tmux.command(["show-option", "-gv", "status-right"]),
                       "[solverv: not installed] [solverv: not installed]\n")
    }

    /// The key bindings redraw at once (issue 33, item 4): with
    /// status-interval 60, prefix S then Right shows the next day's ⟲
    /// within a second. Each binding holds the redraw.
    func testKeysRedrawTheStatusAtOnce() throws {
        let tmux = try session(plugin: Self.root.appendingPathComponent("solverv.tmux").path, options: Self.options,
                               statusRight: "[#{solverv}]", path: try pathWithSolverv(), interval: 60)
        let keys = try tmux.command(["list-keys", "-T", "solverv"]).split(separator: "\n")
        XCTAssertEqual(keys.count, 4)
        for key in keys { XCTAssertTrue(key.hasSuffix(#"\; refresh-client -S"#), String(key)) }
        XCTAssertNotNil(try tmux.waitForStatus(timeout: 10) { $0.hasSuffix("[🌞 today · ☀ 8h43m]") }, tmux.lastRow)
        try tmux.press(["C-b", "S"])
        let pressed = Date()
        try tmux.press(["Right"])
        let row = try tmux.waitForStatus(timeout: 1.5) { $0.contains("[⟲ ") }
        XCTAssertNotNil(row, tmux.lastRow)
        XCTAssertLessThan(Date().timeIntervalSince(pressed), 1.0)
    }

    /// status-right-length grows to hold the segments (100 columns each,
    /// the large size or the small one toggled to it), and a longer one stays.
    func testStatusLengthIsRaisedToFitTheSegments() throws {
        let format = "[#{solverv}] [#{solverv_large}] %H:%M"
        let tmux = try session(plugin: Self.root.appendingPathComponent("solverv.tmux").path, options: Self.options,
                               statusRight: format, path: try pathWithSolverv())
        let length = Int(try tmux.command(["show-option", "-gv", "status-right-length"]).trimmingCharacters(in: .whitespacesAndNewlines))
        XCTAssertGreaterThanOrEqual(length ?? 0, 200 + 11)
        let left = try tmux.command(["show-option", "-gv", "status-left-length"])
        XCTAssertEqual(left, "10\n", "status-left holds no segment: left as it is")
    }

    /// A directory with solverv in it, for the server's PATH.
    func pathWithSolverv() throws -> String {
        let bin = try scratch()
        try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent("solverv").path, withDestinationPath: SolvervBinary.path)
        return "\(bin.path):/usr/bin:/bin"
    }
}
