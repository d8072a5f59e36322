import Foundation
import TestSupport
import XCTest

/// `solverv setup BAR` (issue 33, item 3): the piece of each bar's config,
/// the same text as contrib/, carrying the options given, quoted for that
/// bar, pasted into the real tmux, conky and i3blocks, and read by Python's
/// json, configparser and tomllib for waybar, polybar and i3status-rust.
final class SetupCommandTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let bars = ["waybar", "sway", "i3", "polybar", "tmux", "conky", "i3blocks", "i3status-rust"]

    /// A directory with `solverv` in it, linked to the binary under test.
    func pathWithSolverv() throws -> String {
        let bin = FileManager.default.temporaryDirectory.appendingPathComponent("slv-setup-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: bin) }
        try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent("solverv").path, withDestinationPath: SolvervBinary.path)
        return "\(bin.path):/usr/bin:/bin"
    }

    func setup(_ arguments: [String], path: String? = nil) throws -> BinaryResult {
        let r = try SolvervBinary.run(["setup"] + arguments, environment: path.map { ["PATH": $0] } ?? [:])
        XCTAssertEqual(r.status, 0, r.stderr)
        return r
    }

    func testSetupAloneListsTheBars() throws {
        let r = try setup([])
        for bar in Self.bars { XCTAssertTrue(r.stdout.contains("\n  \(bar) "), r.stdout) }
    }

    func testAnUnknownBarGetsADidYouMeanAndStatus2() throws {
        let near = try SolvervBinary.run(["setup", "waybr"])
        XCTAssertEqual(near.status, 2)
        XCTAssertEqual(near.stdout, "")
        XCTAssertEqual(near.stderr, "solverv: setup: 'waybr' is not a bar Solverv knows (did you mean 'waybar'?)\n")
        let far = try SolvervBinary.run(["setup", "lemonbar"])
        XCTAssertEqual(far.status, 2)
        XCTAssertTrue(far.stderr.contains("(bars: waybar, sway, i3, polybar, tmux, conky, i3blocks, i3status-rust)"), far.stderr)
    }

    /// With no option and solverv on the PATH, each piece is the text of
    /// its contrib/ file, and follows a comment that names the user's file.
    func testPiecesAreContribsText() throws {
        let path = try pathWithSolverv()
        let contrib = ["waybar": ["contrib/waybar/config.jsonc", "contrib/waybar/style.css"], "conky": ["contrib/conky/conky.conf"],
                       "polybar": ["contrib/polybar/config.ini"], "tmux": ["contrib/tmux/tmux.conf"],
                       "i3status-rust": ["contrib/i3status-rust/config.toml"]]
        for bar in Self.bars {
            let out = try setup([bar], path: path).stdout
            var lines = out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var pieces: [String] = []
            while let heading = lines.firstIndex(where: { $0.contains(" ~/.") && $0.contains(": ") }) {
                lines.removeFirst(heading + 1)
                let next = lines.firstIndex { $0.contains(" ~/.") && $0.contains(": ") } ?? lines.count
                // The line that ends a part, and the blank line between two
                // pieces, are the output's, not the piece's.
                var piece = lines[..<(next < lines.count ? next - 1 : next)]
                if next < lines.count, piece.last?.contains("End of part") == true { piece = piece.dropLast() }
                pieces.append(piece.joined(separator: "\n"))
                lines.removeFirst(next)
            }
            let files = contrib[bar] ?? ["contrib/\(bar)/config"]
            XCTAssertEqual(pieces.count, files.count, "\(bar): a comment names each piece's file:\n\(out)")
            for (piece, file) in zip(pieces, files) {
                let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
                XCTAssertTrue(text.contains("do not edit\(piece.hasPrefix("#custom") ? " */" : "")\n" + piece), "\(bar): \(file) does not hold the piece:\n\(piece)")
            }
        }
    }

    /// Where solverv is not on the PATH, the pieces run the binary by its absolute path.
    func testTheBinarysPathWhereThePATHHasNone() throws {
        let out = try setup(["i3blocks"], path: "/usr/bin:/bin").stdout
        let real = URL(fileURLWithPath: SolvervBinary.path).resolvingSymlinksInPath().path
        XCTAssertTrue(out.contains("command=\(RealBar.shellWord(real)) countdown --format i3blocks --watch\n"), out)
    }

    /// A value with a newline fits no config line: refused, status 2.
    func testAControlCharacterIsRefused() throws {
        let r = try SolvervBinary.run(["setup", "tmux", "--template", "a\nb"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("control character"), r.stderr)
    }

    /// Options with which the line could only show an error block are
    /// refused before anything is pasted: the line's own message, status 2,
    /// nothing on stdout. `--location auto` is GeoClue's, where the bar runs.
    func testOptionsTheLineWouldRefuseAreRefused() throws {
        let cases: [([String], String)] = [
            (["polybar", "--location", "Portland"], "--location: 'Portland' is ambiguous"),
            (["tmux", "--location", #"Say "hi""#], #"no city or time zone called 'Say "hi"'"#),
            (["waybar", "--tz", "Mars/Olympus"], "Mars/Olympus"),
            (["conky", "--template", "{days"], "template: '{' at position 0 is never closed"),
            (["sway", "--template", "<b>{days}"], "template"),
        ]
        for (arguments, reason) in cases {
            let r = try SolvervBinary.run(["setup"] + arguments)
            XCTAssertEqual(r.status, 2, "\(arguments)")
            XCTAssertEqual(r.stdout, "", "\(arguments)")
            XCTAssertTrue(r.stderr.hasPrefix("solverv: setup: the line would show an error: "), r.stderr)
            XCTAssertTrue(r.stderr.contains(reason), "\(arguments): \(r.stderr)")
        }
        XCTAssertEqual(try SolvervBinary.run(["setup", "waybar", "--location", "auto"]).status, 0)
    }

    // MARK: Pasted into the real bars, with hostile options

    /// A place named with an apostrophe (Val-d'Or), and a template holding
    /// what each bar's syntax and the shell read: quotes, `$`, `%`, `#`,
    /// parentheses, braces, brackets, a backslash. Each bar's own markup
    /// check accepts it (conky's `#` is written `\#`; i3blocks takes no `"`).
    /// (In the order of the help, which is the order a piece writes them in.)
    static func options(template: String) -> [String] {
        ["--template", template, "--location", "Val-d'Or, CA", "--now", "2026-06-21T12:00:00Z"]
    }
    static let hostile = #"{location}) "q" 'a' $HOME %d 100% #x ( }} ] ]] \ {days}"#

    /// tmux: the status line the pasted lines draw is the line Solverv prints.
    func testTmuxPieceDrawsTheLine() throws {
        guard RealBar.executable("tmux") != nil else { throw XCTSkip("tmux is not installed") }
        try checkTmuxPiece([], template: Self.hostile, drawnPrefix: #"Val-d'Or) "q" 'a' $HOME %d 100% #x ( } ] ]] \ 0"#)
    }

    /// The piece of `setup tmux PROVIDERS`, pasted into a real tmux, draws
    /// the line those providers print (its colours taken out).
    func checkTmuxPiece(_ providers: [String], template: String, drawnPrefix: String) throws {
        let options = Self.options(template: template)
        let piece = try setup(["tmux"] + providers + options).stdout
        let line = try SolvervBinary.run(providers + ["--format", "tmux"] + options)
        XCTAssertEqual(line.stderr, "")
        let drawn = line.stdout.replacingOccurrences(of: "#\\[[^]]*\\]", with: "", options: .regularExpression)
            .replacingOccurrences(of: "##", with: "#").trimmingCharacters(in: .newlines)
        XCTAssertTrue(drawn.hasPrefix(drawnPrefix), drawn)
        let tmux = try RealTmuxSession(config: piece + "set -g status-interval 1\nset -g status-left ''\n", width: 200)
        XCTAssertNotNil(try tmux.waitForStatus(timeout: 10) { $0.contains(drawn + " | ") }, "\(tmux.lastRow)\n\(piece)")
    }

    /// conky (console mode): the pasted conky.text prints what the same
    /// command prints when quoted by the test.
    func testConkyPiecePrintsTheLine() throws {
        guard RealBar.executable("conky") != nil else { throw XCTSkip("conky is not installed") }
        let path = try pathWithSolverv()
        // Two templates: conky runs no more than about 245 bytes of a command,
        // and a brace that does not balance or a `]]` costs 22 each.
        for template in [##"{location}) "q" 'a' $$5 %d 100% \#x ( \ {days}"##, "}} ]] {days}"] {
            let options = Self.options(template: template)
            let piece = try setup(["conky"] + options, path: path).stdout
            XCTAssertFalse(piece.contains("bytes of a command"), piece)
            let (pasted, expected) = try conkyOutputs(piece: piece, line: ["--format", "conky"] + options, path: path)
            XCTAssertEqual(pasted, expected, piece)
            XCTAssertFalse(pasted.contains("⚠"), pasted)
        }
    }

    /// What a real conky prints for the pasted `conky.text` piece, and for
    /// the same line run from a script, which conky's text does not read.
    func conkyOutputs(piece: String, line: [String], path: String) throws -> (pasted: String, expected: String) {
        let settings = RealConky.configuration(text: "").components(separatedBy: "conky.text")[0]
        let pasted = try RealConky.output(config: settings + piece, environment: ["PATH": path])
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("slv-setup-conky-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: script) }
        try ("#!/bin/sh\nexec " + ([SolvervBinary.path] + line).map(RealBar.shellWord).joined(separator: " ") + "\n")
            .write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return (pasted, try RealConky.output(text: "\n${execpi 60 \(script.path)}\n"))
    }

    /// i3blocks: each pasted block shows what Solverv prints for it.
    func testI3blocksPieceShowsBothBlocks() throws {
        guard let i3blocks = RealBar.executable("i3blocks") else { throw XCTSkip("i3blocks is not installed") }
        // Both providers take it: {location} is the line's; i3blocks 1.4 takes no `"` or `\\`.
        let options = Self.options(template: "{location}) 'a' $HOME %d 100% #x ( }} ] ]]")
        let piece = try setup(["i3blocks"] + options).stdout
        let seen = try i3blocksBlocks(piece, i3blocks)
        for provider in ["countdown", "sunlight"] {
            let own = try LiveProcess([provider, "--format", "i3blocks", "--watch"] + options)
            let object = try JSONSerialization.jsonObject(with: Data(try XCTUnwrap(own.line()).utf8)) as? [String: Any]
            own.signal(SIGTERM)
            XCTAssertEqual(seen["solverv-\(provider)"], object?["full_text"] as? String, provider)
        }
        XCTAssertTrue(seen["solverv-countdown"]?.contains("Val-d&apos;Or)") == true, "\(seen)")
    }

    /// A Python check of a piece: `script` gets the piece on stdin and prints what it read.
    func python(_ script: String, _ piece: String) throws -> String {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else { throw XCTSkip("python3 is not installed") }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("slv-setup-py-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("piece")
        try piece.write(to: file, atomically: true, encoding: .utf8)
        let r = try SolvervBinary.run(["-c", script, file.path], executable: "/usr/bin/python3")
        XCTAssertEqual(r.status, 0, r.stderr)
        return r.stdout
    }

    /// What /bin/sh runs for `command`: its argv, a line each (a stand-in binary prints them).
    func argv(_ command: String) throws -> [String] {
        let r = try SolvervBinary.run(["-c", "solverv() { printf '%s\\n' \"$@\"; }; eval \"$1\"", "sh", command],
                                      executable: "/bin/sh")
        XCTAssertEqual(r.stderr, "")
        return r.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// waybar: the module is JSON (waybar's JSONC less its `//` comment),
    /// and "exec" runs, through sh, the line with exactly the options. It
    /// holds nothing waybar would not use (issue 41, item 6: no
    /// "format-icons" for a "format" without {icon}), and each part says
    /// which file it goes in: the module config.jsonc, its CSS style.css.
    func testWaybarPieceIsJSONAndRunsTheLine() throws {
        let options = Self.options(template: Self.hostile)
        let out = try setup(["waybar"] + options, path: try pathWithSolverv()).stdout
        let parts = out.components(separatedBy: "// End of part 1, for config.jsonc. Part 2 goes in another file, style.css:\n\n")
        XCTAssertEqual(parts.count, 2, out)
        let module = parts[0]
        XCTAssertTrue(module.hasPrefix("// Part 1 of 2, for ~/.config/waybar/config.jsonc: "), module)
        XCTAssertTrue(parts[1].hasPrefix("/* Part 2 of 2, for ~/.config/waybar/style.css: "), parts[1])
        XCTAssertFalse(parts[1].contains("\"exec\""), parts[1])
        XCTAssertFalse(module.contains("#custom-solverv"), module)
        let read = try python("""
            import json, sys
            text = ''.join(l for l in open(sys.argv[1]) if not l.lstrip().startswith('//'))
            m = json.loads('{' + text + '"end": 0}')['custom/solverv']
            print(sorted(m)); print(m['exec'])
            """, module).split(separator: "\n").map(String.init)
        XCTAssertEqual(read.first, "['exec', 'on-click', 'on-click-middle', 'on-scroll-down', 'on-scroll-up', 'return-type']")
        XCTAssertEqual(try argv(read.last ?? ""), ["--format", "waybar", "--watch"] + options)
    }

    /// polybar: the section reads in configparser, no `${` reaches polybar
    /// (a reference there), and exec, with `\\` read as polybar 3.6 reads
    /// it (one backslash), runs the line with exactly the options.
    func testPolybarPieceIsINIAndRunsTheLine() throws {
        // (`{{`: the template's literal brace, so the line draws `${HOME}`.)
        let options = Self.options(template: Self.hostile + " ${{HOME}} ${{colors.x}}")
        let out = try setup(["polybar"] + options, path: try pathWithSolverv()).stdout
        let exec = try python("""
            import configparser, sys
            c = configparser.ConfigParser(interpolation=None, comment_prefixes=(';', '#'))
            c.read(sys.argv[1])
            print(c['module/solverv']['exec'].replace(2 * chr(92), chr(92)))
            """, out).trimmingCharacters(in: .newlines)
        XCTAssertFalse(exec.contains("${"), exec)
        XCTAssertEqual(try argv(exec), ["--format", "polybar", "--watch"] + options)
    }

    /// i3status-rust: TOML (tomllib), and each command runs with exactly the options.
    func testI3statusRustPieceIsTOMLAndRunsTheLine() throws {
        let options = Self.options(template: Self.hostile)
        let out = try setup(["i3status-rust"] + options, path: try pathWithSolverv()).stdout
        let commands = try python("""
            import sys, tomllib
            for b in tomllib.load(open(sys.argv[1], 'rb'))['block']: print(b['command'])
            """, out).split(separator: "\n").map(String.init)
        XCTAssertEqual(commands.count, 2)
        XCTAssertEqual(try argv(commands[0]), ["countdown", "--format", "i3status-rs", "--watch"] + options)
    }

    /// i3 and sway: `status_command` read as i3 reads it (the rest of the
    /// line, or a "…" string with \" and \\) runs the line with exactly the options.
    func testI3PieceRunsTheLine() throws {
        let options = Self.options(template: Self.hostile)
        for bar in ["i3", "sway"] {
            let out = try setup([bar] + options, path: try pathWithSolverv()).stdout
            let line = try XCTUnwrap(out.split(separator: "\n").first { $0.hasPrefix("    status_command ") })
            var command = String(line.dropFirst("    status_command ".count))
            if command.hasPrefix("\"") {
                command = String(command.dropFirst().dropLast()).replacingOccurrences(of: #"\\"#, with: "\u{1}")
                    .replacingOccurrences(of: #"\""#, with: "\"").replacingOccurrences(of: "\u{1}", with: "\\")
            }
            XCTAssertEqual(try argv(command), ["--format", "i3bar"] + options, bar)
        }
    }
}
