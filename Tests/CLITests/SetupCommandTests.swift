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
        let options = Self.options(template: Self.hostile)
        let piece = try setup(["tmux"] + options).stdout
        let line = try SolvervBinary.run(["--format", "tmux"] + options)
        XCTAssertEqual(line.stderr, "")
        let drawn = line.stdout.replacingOccurrences(of: "#\\[[^]]*\\]", with: "", options: .regularExpression)
            .replacingOccurrences(of: "##", with: "#").trimmingCharacters(in: .newlines)
        XCTAssertTrue(drawn.hasPrefix(#"Val-d'Or) "q" 'a' $HOME %d 100% #x ( } ] ]] \ 0"#), drawn)
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
            let settings = RealConky.configuration(text: "").components(separatedBy: "conky.text")[0]
            let pasted = try RealConky.output(config: settings + piece, environment: ["PATH": path])
            // The same line from a script, which conky's text does not read.
            let script = FileManager.default.temporaryDirectory.appendingPathComponent("slv-setup-conky-\(UUID().uuidString.prefix(8))")
            defer { try? FileManager.default.removeItem(at: script) }
            try ("#!/bin/sh\nexec " + ([SolvervBinary.path, "--format", "conky"] + options).map(RealBar.shellWord).joined(separator: " ") + "\n")
                .write(to: script, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
            let expected = try RealConky.output(text: "\n${execpi 60 \(script.path)}\n")
            XCTAssertEqual(pasted, expected, piece)
            XCTAssertFalse(pasted.contains("⚠"), pasted)
        }
    }

    /// A command longer than conky runs (issue 41, item 6) is refused, with
    /// status 2 and the config file as the place for long options: the
    /// limit is conky's own, 245 bytes, as the real conky shows. (A template
    /// of `x` alone is one word: the command is 50 bytes and the template.)
    func testAConkyCommandPastConkysLimitIsRefused() throws {
        guard RealBar.executable("conky") != nil else { throw XCTSkip("conky is not installed") }
        let path = try pathWithSolverv()
        let fits = String(repeating: "x", count: 245 - 50)
        let piece = try setup(["conky", "--template", fits, "--location", "Oslo"], path: path).stdout
        XCTAssertTrue(piece.contains("${execpi 60 solverv --format conky --template \(fits) --location Oslo}\n"), piece)
        let settings = RealConky.configuration(text: "").components(separatedBy: "conky.text")[0]
        let pasted = try RealConky.output(config: settings + piece, environment: ["PATH": path])
        XCTAssertTrue(pasted.contains(fits), pasted)

        // One byte more: conky cuts the command's last byte (`--location Osl`).
        let long = fits + "x"
        let cut = piece.replacingOccurrences(of: fits, with: long)
        XCTAssertThrowsError(try RealConky.output(config: settings + cut, environment: ["PATH": path])) { error in
            XCTAssertTrue(String(describing: error).contains("no city or time zone called 'Osl'"), String(describing: error))
        }
        let refused = try SolvervBinary.run(["setup", "conky", "--template", long, "--location", "Oslo"], environment: ["PATH": path])
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.stdout, "")
        XCTAssertEqual(refused.stderr, "solverv: setup: conky runs no command longer than 245 bytes, and this one has 246: "
            + "put the long options (the template, the place) in Solverv's config file, ~/.config/solverv/config.json\n")
    }

    /// i3blocks: each pasted block shows what Solverv prints for it.
    func testI3blocksPieceShowsBothBlocks() throws {
        guard let i3blocks = RealBar.executable("i3blocks") else { throw XCTSkip("i3blocks is not installed") }
        // Both providers take it: {location} is the line's; i3blocks 1.4 takes no `"` or `\\`.
        let options = Self.options(template: "{location}) 'a' $HOME %d 100% #x ( }} ] ]]")
        let piece = try setup(["i3blocks"] + options).stdout
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("slv-setup-i3b-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try piece.write(to: dir.appendingPathComponent("config"), atomically: true, encoding: .utf8)
        let live = try LiveProcess(["-c", dir.appendingPathComponent("config").path], executable: i3blocks)
        var seen: [String: String] = [:]
        while seen.count < 2, let line = live.line() {
            guard line.hasPrefix(",[") else { continue }
            let blocks = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.dropFirst().utf8)) as? [[String: Any]])
            for block in blocks { if let name = block["name"] as? String { seen[name] = block["full_text"] as? String } }
        }
        for provider in ["countdown", "sunlight"] {
            let own = try LiveProcess([provider, "--format", "i3blocks", "--watch"] + options)
            let object = try JSONSerialization.jsonObject(with: Data(try XCTUnwrap(own.line()).utf8)) as? [String: Any]
            own.signal(SIGTERM)
            XCTAssertEqual(seen["solverv-\(provider)"], object?["full_text"] as? String, provider)
        }
        XCTAssertTrue(seen["solverv-countdown"]?.contains("Val-d&apos;Or)") == true, "\(seen)")
    }

    /// The blocks of i3blocks say whose clock it is once, at the bar's end,
    /// as the one-line bars do (issue 41, item 9): the countdown's block
    /// leaves `(Toronto time)` to sunlight's, at every size.
    func testI3blocksShowsTheZoneMarkOnce() throws {
        guard let i3blocks = RealBar.executable("i3blocks") else { throw XCTSkip("i3blocks is not installed") }
        let piece = try setup(["i3blocks", "--location", "Toronto", "--now", "2026-06-01T12:00:00Z"]).stdout
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("slv-setup-i3b-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try piece.write(to: dir.appendingPathComponent("config"), atomically: true, encoding: .utf8)
        let live = try LiveProcess(["-c", dir.appendingPathComponent("config").path], executable: i3blocks)
        var seen: [String: String] = [:]
        while seen.count < 2, let line = live.line() {
            guard line.hasPrefix(",[") else { continue }
            let blocks = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.dropFirst().utf8)) as? [[String: Any]])
            for block in blocks { if let name = block["name"] as? String { seen[name] = block["full_text"] as? String } }
        }
        XCTAssertEqual(seen["solverv-sunlight"]?.hasSuffix(" (Toronto time)"), true, "\(seen)")
        XCTAssertEqual(seen["solverv-countdown"]?.contains("Toronto"), false, "\(seen)")
        // And in the large size, which names the place too; sunlight alone, or after another, keeps it.
        for size in ["medium", "large"] {
            let countdown = try SolvervBinary.run(["countdown", "--format", "i3blocks", "--location", "Toronto", "--size", size])
            XCTAssertFalse(countdown.stdout.contains("Toronto"), countdown.stdout)
            for words in [["sunlight"], ["countdown", "sunlight"], ["dst"]] {
                let line = try SolvervBinary.run(words + ["--format", "i3blocks", "--location", "Toronto", "--size", size])
                XCTAssertEqual(line.stdout.components(separatedBy: "(Toronto time)").count, 2, "\(words): \(line.stdout)")
            }
        }
    }

    /// A template that one block's provider cannot draw (issue 41, item 6):
    /// that block goes without it, said on stderr and in the piece, and
    /// draws its own text, no error block; one that neither can draw is
    /// refused with the reason, status 2.
    func testATemplateGoesOnlyToTheBlocksThatCanDrawIt() throws {
        let options = ["--template", "{days} days", "--location", "Toronto", "--now", "2026-06-01T12:00:00Z"]
        let piece = try setup(["i3blocks"] + options)
        XCTAssertTrue(piece.stderr.contains("setup: the sunlight block goes without --template, which it cannot draw: template: unknown placeholder {days}"), piece.stderr)
        XCTAssertFalse(piece.stderr.contains("countdown block"), piece.stderr)
        XCTAssertTrue(piece.stdout.contains("# No --template here: sunlight cannot draw it"), piece.stdout)
        if let i3blocks = RealBar.executable("i3blocks") {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("slv-setup-i3b-\(UUID().uuidString.prefix(8))")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: dir) }
            try piece.stdout.write(to: dir.appendingPathComponent("config"), atomically: true, encoding: .utf8)
            let live = try LiveProcess(["-c", dir.appendingPathComponent("config").path], executable: i3blocks)
            var seen: [String: String] = [:]
            while seen.count < 2, let line = live.line() {
                guard line.hasPrefix(",[") else { continue }
                let blocks = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.dropFirst().utf8)) as? [[String: Any]])
                for block in blocks { if let name = block["name"] as? String { seen[name] = block["full_text"] as? String } }
            }
            XCTAssertEqual(seen["solverv-countdown"], "20 days", "\(seen)")
            let sunlight = try SolvervBinary.run(["sunlight", "--format", "i3blocks"] + options.dropFirst(2))
            XCTAssertEqual(seen["solverv-sunlight"].map { $0 + "\n" }, sunlight.stdout.split(separator: "\n").first.map { $0 + "\n" }, "\(seen)")
        }
        let toml = try setup(["i3status-rust"] + options).stdout
        let commands = try python("""
            import sys, tomllib
            for b in tomllib.load(open(sys.argv[1], 'rb'))['block']: print(b['command'])
            """, toml).split(separator: "\n").map(String.init)
        XCTAssertEqual(commands.count, 2)
        XCTAssertTrue(commands[0].contains("--template"), commands[0])
        XCTAssertFalse(commands[1].contains("--template"), commands[1])

        for bar in ["i3blocks", "i3status-rust"] {
            let neither = try SolvervBinary.run(["setup", bar, "--template", "{days} {sunrise}"])
            XCTAssertEqual(neither.status, 2, neither.stderr)
            XCTAssertEqual(neither.stdout, "")
            XCTAssertTrue(neither.stderr.contains("setup: the line would show an error: template: unknown placeholder {sunrise}"), neither.stderr)
        }
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

    /// polybar itself (3.6, under Xvfb) reads the section without a
    /// warning, and runs the line with exactly the options (issue 41, item
    /// 6: `'\\''` for an apostrophe made polybar 3.6 log "unescaped
    /// backslashes" at every start). A stand-in `solverv` writes its argv.
    func testPolybarReadsThePieceWithoutComplaint() throws {
        guard let polybar = RealBar.executable("polybar"), let xvfb = RealBar.executable("xvfb-run") else {
            throw XCTSkip("polybar or xvfb-run is not installed")
        }
        let options = Self.options(template: Self.hostile + " ${{HOME}}")
        let out = try setup(["polybar"] + options, path: try pathWithSolverv()).stdout
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("slv-setup-pb-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let written = dir.appendingPathComponent("argv").path
        let stub = dir.appendingPathComponent("solverv")
        try "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > \(RealBar.shellWord(written)).part\nmv \(RealBar.shellWord(written)).part \(RealBar.shellWord(written))\necho ok\n"
            .write(to: stub, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub.path)
        let config = dir.appendingPathComponent("config.ini")
        try ("[bar/solverv]\nwidth = 400\nmodules-right = solverv\n\n" + out).write(to: config, atomically: true, encoding: .utf8)
        // polybar in the background until the stand-in has run, then ended;
        // its log in a file (read after), all under one deadline.
        let log = dir.appendingPathComponent("log").path
        let script = """
            polybar=$1 config=$2 written=$3 log=$4
            "$polybar" -c "$config" -l info solverv 2> "$log" & bar=$!
            i=0; while [ ! -f "$written" ] && [ $i -lt 200 ]; do sleep 0.1; i=$((i + 1)); done
            kill $bar; wait $bar
            exit 0
            """
        let run = try SolvervBinary.run(["30", xvfb, "-a", "/bin/sh", "-c", script, "sh", polybar, config.path, written, log],
                                        environment: ["PATH": "\(dir.path):/usr/bin:/bin"], executable: "/usr/bin/timeout")
        XCTAssertEqual(run.status, 0, run.stderr)
        let logged = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        XCTAssertTrue(logged.contains("Parsing config file"), logged)
        XCTAssertFalse(logged.contains("unescaped"), logged)
        XCTAssertFalse(logged.contains("error:"), logged)
        let seen = (try? String(contentsOfFile: written, encoding: .utf8)) ?? ""
        XCTAssertEqual(seen.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init),
                       ["--format", "polybar", "--watch"] + options, logged)
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
