import Foundation
import TestSupport
import XCTest

/// i3blocks and i3status-rs through the built binary: their wire forms,
/// states and errors, and i3blocks itself (1.4, Debian 12's) reading them.
final class BlockBarsCommandTests: XCTestCase {
    static let oslo = ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo"]

    func object(_ line: some StringProtocol) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], String(line))
    }

    func testI3statusRsObjectsAndStates() throws {
        let cases = [
            ("2026-11-22T12:00:00Z", [String](), "Good"),  // Oslo, the sun up
            ("2026-11-22T18:00:00Z", [], "Idle"),  // after sunset
            ("2026-03-20T09:00:00Z", [], "Info"),  // the equinox's day
            ("2026-11-22T14:10:00Z", ["--urgent", "30"], "Warning"),  // 24 minutes before sunset
        ]
        for (now, extra, state) in cases {
            let r = try SolvervBinary.run(Self.oslo + ["--now", now, "--format", "i3status-rs"] + extra)
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertEqual(r.stdout.filter { $0 == "\n" }.count, 1, "one object, one line")
            let o = try object(r.stdout)
            XCTAssertEqual(o["state"] as? String, state, now)
            XCTAssertEqual(o["icon"] as? String, "")
            XCTAssertNotNil(o["text"] as? String)
            XCTAssertNotNil(o["short_text"] as? String)
        }
        let error = try SolvervBinary.run(["--format", "i3status-rs", "--tz", "Bad/Zone"])
        XCTAssertEqual(error.status, 0)
        XCTAssertEqual(try object(error.stdout)["state"] as? String, "Critical")
    }

    /// `persistent = true` reads a line per change: the same object as a one-shot run.
    func testI3statusRsWatchPrintsTheOneShotObject() throws {
        let args = Self.oslo + ["--now", "2026-11-22T12:00:00Z", "--format", "i3status-rs"]
        let live = try LiveProcess(args + ["--watch"])
        XCTAssertEqual(try XCTUnwrap(live.line()) + "\n", try SolvervBinary.run(args).stdout)
    }

    /// Errors found before the options are understood reach i3blocks in the
    /// form it reads: three lines once, JSON with `--watch`.
    func testI3blocksEarlyErrorsInEitherForm() throws {
        let once = try SolvervBinary.run(["--format", "i3blocks", "--bogus"])
        XCTAssertEqual(once.status, 0)
        XCTAssertEqual(once.stdout, "⚠ unknown option &apos;--bogus&apos; (see solverv --help)\n⚠ solverv\n#ff5f5f\n")
        let watch = try SolvervBinary.run(["--format", "i3blocks", "--watch", "--bogus"])
        XCTAssertEqual(watch.status, 0)
        XCTAssertEqual(try object(watch.stdout)["full_text"] as? String, "⚠ unknown option &apos;--bogus&apos; (see solverv --help)")
    }

    /// Issue 23, item 14: a line longer than i3blocks keeps is an error
    /// block, and its message is on stderr too, once or watching (SPEC §5).
    func testI3blocksLineTooLongIsSaidOnStderr() throws {
        let args = Self.oslo + ["--now", "2026-11-22T12:00:00Z", "--format", "i3blocks",
                                "--template", String(repeating: "x", count: 1100) + " {days}"]
        let message = "the line is 1103 bytes, more than i3blocks keeps (1023 of full_text, 511 of short_text): use a smaller size or template"
        let once = try SolvervBinary.run(args)
        XCTAssertEqual(once.status, 0)
        XCTAssertEqual(once.stdout, "⚠ \(message)\n⚠ solverv\n#ff5f5f\n")
        XCTAssertEqual(once.stderr, "solverv: \(message)\n")
        let live = try LiveProcess(args + ["--watch"])
        XCTAssertEqual(try object(XCTUnwrap(live.line()))["full_text"] as? String, "⚠ \(message)")
        live.signal(SIGTERM)
        XCTAssertEqual(live.exit(), 0)
        XCTAssertEqual(live.stderr(), "solverv: \(message)\n")
    }

    // MARK: The real i3blocks

    /// What i3blocks printed for i3bar: the blocks of the first status line
    /// that has every one of `names`, by name.
    func i3blocksBlocks(config: String, names: [String], after: [String: String] = [:],
                        environment: [String: String] = [:]) throws -> [String: [String: Any]] {
        guard let i3blocks = RealBar.executable("i3blocks") else {
            throw XCTSkip("i3blocks is not installed (make test installs it: TEST_TOOLS)")
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-i3blocks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("config")
        try config.write(to: file, atomically: true, encoding: .utf8)
        let live = try LiveProcess(["-c", file.path], environment: environment, executable: i3blocks)
        while let line = live.line() {
            guard line.hasPrefix(",[") else { continue }
            let blocks = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.dropFirst().utf8)) as? [[String: Any]], line)
            var byName: [String: [String: Any]] = [:]
            for block in blocks { if let name = block["name"] as? String { byName[name] = block } }
            let waited = after.allSatisfy { name, text in (byName[name]?["full_text"] as? String)?.contains(text) == true }
            if names.allSatisfy({ byName[$0] != nil }) && waited { return byName }
        }
        XCTFail("i3blocks never showed \(names) \(after): \(live.stderr())")
        return [:]
    }

    func command(_ arguments: [String]) -> String {
        ([SolvervBinary.path] + arguments).map(RealBar.shellWord).joined(separator: " ")
    }

    /// One-shot lines (`interval`) and watch mode (`interval=persist`,
    /// `format=json`), plain and with hostile text: i3blocks passes on
    /// exactly what Solverv meant (its three lines, or its JSON's values),
    /// a new line updates the block, and the text stays valid Pango.
    func testRealI3blocksReadsBothForms() throws {
        let hostile = #"<b>"\x&'%{A1:touch /tmp/pwned:}"#
        // 21 s after noon the sun left falls from 2h34m to 2h33m: a change a second in.
        let at = ["--now", "2026-11-22T12:00:20Z"]
        let config = """
            [once]
            command=\(command(Self.oslo + at + ["--format", "i3blocks"]))
            interval=once
            markup=pango

            [once_error]
            command=\(command(["--format", "i3blocks", "--tz", hostile]))
            interval=once
            markup=pango

            [persist]
            command=\(command(Self.oslo + at + ["--format", "i3blocks", "--watch"]))
            interval=persist
            format=json

            [persist_error]
            command=\(command(["--format", "i3blocks", "--watch", "--tz", hostile]))
            interval=persist
            format=json

            """
        let blocks = try i3blocksBlocks(config: config, names: ["once", "once_error", "persist", "persist_error"],
                                        after: ["persist": "2h33m"])
        let once = try SolvervBinary.run(Self.oslo + at + ["--format", "i3blocks"]).stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(blocks["once"]?["full_text"] as? String, once[0])
        XCTAssertEqual(blocks["once"]?["short_text"] as? String, once[1])
        XCTAssertEqual(blocks["once"]?["color"] as? String, once[2])
        XCTAssertEqual(blocks["once"]?["markup"] as? String, "pango")
        XCTAssertEqual(blocks["persist"]?["full_text"] as? String, once[0].replacingOccurrences(of: "2h34m", with: "2h33m"))
        XCTAssertEqual(blocks["persist"]?["short_text"] as? String, once[1].replacingOccurrences(of: "2h34m", with: "2h33m"))
        XCTAssertEqual(blocks["persist"]?["color"] as? String, once[2])
        XCTAssertEqual(blocks["persist"]?["markup"] as? String, "pango", "the JSON line sets markup itself")
        // What Pango draws of the error blocks holds the hostile text, whole and inert.
        let message = "⚠ --tz: '\(hostile)' is not a time zone name (expected e.g. Europe/Oslo)"
        for name in ["once_error", "persist_error"] {
            let full = try XCTUnwrap(blocks[name]?["full_text"] as? String, name)
            XCTAssertFalse(full.contains("<") || full.contains("\""), "\(name): \(full)")
            var drawn = full
            for (entity, c) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&#92;", "\\"), ("&amp;", "&")] {
                drawn = drawn.replacingOccurrences(of: entity, with: c)
            }
            XCTAssertEqual(drawn, message, name)
            XCTAssertEqual(blocks[name]?["color"] as? String, "#ff5f5f", name)
        }
    }

    // MARK: The contrib files

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The place the contrib files leave to the environment, and the binary on the PATH as `solverv`.
    var session: [String: String] {
        ["SOLVERV_LAT": "59.91", "SOLVERV_LON": "10.75", "SOLVERV_TZ": "Europe/Oslo",
         "PATH": URL(fileURLWithPath: SolvervBinary.path).deletingLastPathComponent().path + ":/usr/bin:/bin"]
    }

    /// contrib/i3blocks/config as it is, in the real i3blocks: both blocks
    /// drawn, in Pango markup, in their own colours.
    func testContribI3blocksConfigRuns() throws {
        let config = try String(contentsOf: Self.root.appendingPathComponent("contrib/i3blocks/config"), encoding: .utf8)
        let blocks = try i3blocksBlocks(config: config, names: ["solverv-countdown", "solverv-sunlight"], environment: session)
        for (name, block) in blocks {
            XCTAssertFalse((block["full_text"] as? String ?? "").isEmpty, name)
            XCTAssertEqual(block["markup"] as? String, "pango", name)
            XCTAssertNotEqual(block["color"] as? String, "#ff5f5f", "\(name): \(block)")
        }
    }

    /// contrib/i3status-rust/config.toml: TOML (where Python 3.11's tomllib
    /// is), and each block's command prints the object i3status-rs reads.
    func testContribI3statusRustConfigCommands() throws {
        let file = Self.root.appendingPathComponent("contrib/i3status-rust/config.toml")
        if RealBar.executable("python3") != nil {
            let toml = try SolvervBinary.run(["-c", "import sys, tomllib; c = tomllib.load(open(sys.argv[1], 'rb')); print(len(c['block']))",
                                              file.path], executable: "/usr/bin/python3")
            if !toml.stderr.contains("No module named 'tomllib'") { XCTAssertEqual(toml.stdout, "2\n", toml.stderr) }
        }
        let commands = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            .filter { $0.hasPrefix("command = \"") }.map { $0.dropFirst(11).dropLast() }
        XCTAssertEqual(commands.count, 2)
        for command in commands {
            XCTAssertTrue(command.hasSuffix(" --watch"), String(command))
            let live = try LiveProcess(["-c", String(command)], environment: session, executable: "/bin/sh")
            let o = try object(try XCTUnwrap(live.line(), String(command)))
            XCTAssertEqual(Set(o.keys), ["text", "short_text", "icon", "state"], String(command))
            XCTAssertNotEqual(o["state"] as? String, "Critical", "\(command): \(o)")
        }
    }
}
