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
}
