import Foundation
import TestSupport
import XCTest

/// What a new user runs before Solverv itself: the package installer behind
/// `make test`, `make install`, and the i3bar wrapper the i3 and sway files
/// call. Each runs for real, in a scratch directory, with stubs only for
/// what must not touch the machine (apt-get, dpkg-query).
final class SetupTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `/bin/sh -c script` in the checkout, under `timeout`, so nothing here can hang the suite.
    func shell(_ script: String, environment: [String: String] = [:]) throws -> (status: Int32, out: String, err: String) {
        let r = try SolvervBinary.run(["60", "/bin/sh", "-c", "cd \(RealBar.shellWord(Self.root.path)) && \(script)"],
                                      environment: ["LANG": "C.UTF-8"].merging(environment) { $1 },
                                      executable: "/usr/bin/timeout")
        return (r.status, r.stdout, r.stderr)
    }

    func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("slv-setup-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func stub(_ dir: URL, _ name: String, _ body: String) throws {
        let url = dir.appendingPathComponent(name)
        try ("#!/bin/sh\n" + body + "\n").write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }

    /// i3bar needs a status command that keeps running (issue 14, item 7):
    /// the wrapper gives the header, `[`, then one element per minute, each
    /// after the first led by a comma, and it ends when i3bar goes away.
    func testI3barWrapperSpeaksTheProtocolAndEndsWithItsReader() throws {
        let dir = try scratch()
        try stub(dir, "sleep", "exit 0")  // a minute passes at once
        let run = try shell("{ contrib/i3/solverv-i3bar --lat 59.91 --lon 10.75 --tz Europe/Oslo --now 2026-11-22T12:00:00Z; echo \"wrapper: $?\" >&2; } | head -n 5",
                            environment: ["PATH": "\(dir.path):/usr/bin:/bin", "SOLVERV": SolvervBinary.path])
        XCTAssertEqual(run.status, 0, "the wrapper outlived its reader, or failed: \(run.err)")
        XCTAssertEqual(run.err, "wrapper: 0\n", "a reader that went away ends the wrapper quietly")
        let lines = run.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.count, 6, run.out)
        guard lines.count == 6 else { return }
        let header = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any]
        XCTAssertEqual(header?["version"] as? Int, 1)
        XCTAssertEqual(lines[1], "[")
        XCTAssertTrue(lines[2...4].allSatisfy { $0.hasPrefix("[{") && $0.hasSuffix("],") }, run.out)
        XCTAssertEqual(lines[3], lines[2], "the same pinned instant gives the same element")
        // The stream so far, closed, is one JSON array of arrays of blocks.
        let stream = lines[1...4].joined(separator: "\n").dropLast() + "]"
        let elements = try JSONSerialization.jsonObject(with: Data(stream.utf8)) as? [[[String: Any]]]
        XCTAssertEqual(elements?.count, 3)
        XCTAssertEqual(elements?.first?.first?["name"] as? String, "countdown")
    }

    /// The i3 and sway files call the wrapper, not the one-shot binary.
    func testI3AndSwayConfigsRunTheWrapper() throws {
        for file in ["contrib/i3/config", "contrib/sway/config"] {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            let commands = text.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("status_command") }
            XCTAssertEqual(commands.count, 1, file)
            XCTAssertEqual(commands.first?.trimmingCharacters(in: .whitespaces), "status_command solverv-i3bar", file)
        }
    }

    /// `make test` must never remove a package (issue 14, item 21): a conky
    /// on the PATH is used as it is, and apt-get runs with --no-remove.
    func testTestDependenciesUseToolsOnThePathAndNeverRemovePackages() throws {
        let dir = try scratch()
        let log = dir.appendingPathComponent("apt.log").path
        try stub(dir, "dpkg-query", "exit 1")  // nothing is installed
        try stub(dir, "id", "echo 0")
        try stub(dir, "apt-get", "echo \"$*\" >> \(log)")
        try stub(dir, "conky", "exit 0")  // the user's conky-all
        for tool in ["grep", "cat"] {
            try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent(tool).path, withDestinationPath: "/usr/bin/\(tool)")
        }
        let run = try shell("PATH=\(dir.path) /bin/sh scripts/apt-ensure libjansson-dev conky=conky-cli tmux=tmux")
        XCTAssertEqual(run.status, 0, run.err)
        let calls = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        let install = calls.first { $0.hasPrefix("install") }.map(String.init) ?? ""
        XCTAssertTrue(install.contains("--no-remove"), install)
        XCTAssertTrue(install.hasSuffix(" libjansson-dev tmux"), install)
        XCTAssertFalse(install.contains("conky"), install)
    }

    /// `make install` and `make uninstall` with PREFIX and DESTDIR (issue 14, item 22).
    func testMakeInstallAndUninstallStageEverything() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.root.appendingPathComponent(".build/release/solverv").path) else {
            throw XCTSkip("no release build (make test builds one)")
        }
        let stage = try scratch().path
        // -o: the binary counts as built (make test built it; a test must not build).
        let install = try shell("make -s -o .build/release/solverv install DESTDIR=\(stage) PREFIX=/opt/sv")
        XCTAssertEqual(install.status, 0, install.err)
        let fm = FileManager.default
        for file in ["bin/solverv", "bin/solverv-i3bar"] {
            XCTAssertTrue(fm.isExecutableFile(atPath: "\(stage)/opt/sv/\(file)"), file)
        }
        XCTAssertTrue(fm.fileExists(atPath: "\(stage)/opt/sv/share/doc/solverv/contrib/i3/config"))
        let version = try shell("\(stage)/opt/sv/bin/solverv --version")
        XCTAssertTrue(version.out.hasPrefix("solverv "), version.out)
        let uninstall = try shell("make -s uninstall DESTDIR=\(stage) PREFIX=/opt/sv")
        XCTAssertEqual(uninstall.status, 0, uninstall.err)
        for file in ["bin/solverv", "bin/solverv-i3bar", "share/doc/solverv"] {
            XCTAssertFalse(fm.fileExists(atPath: "\(stage)/opt/sv/\(file)"), file)
        }
    }
}
