import Foundation
import TestSupport
import XCTest

/// `solverv setup BAR PROVIDER...` (`setup waybar moon`, after issue 44):
/// the providers in each piece's command, quoted as the rest; a module of
/// its own beside the default one; waybar's CSS for the classes those
/// providers give; the default providers the default piece; a mistyped
/// provider refused with a did-you-mean. Pasted into the real tmux, conky
/// and i3blocks, and read by Python where the bar's own reader is a format.
extension SetupCommandTests {
    /// The hostile template, drawn by the moon (the same characters, moon placeholders).
    static let moonHostile = hostile.replacingOccurrences(of: "{days}", with: "{moon_icon} {full_days}")

    /// waybar: the module is `custom/solverv-moon`, its exec runs the moon's
    /// line with exactly the options, and the line's class, run for real
    /// through sh, is one the CSS colours, in the palette's colour; no rule
    /// for a class the moon never gives, and not the default module's id.
    func testWaybarMoonPieceIsAModuleOfItsOwn() throws {
        let path = try pathWithSolverv()
        let options = Self.options(template: Self.moonHostile)
        let out = try setup(["waybar", "moon"] + options, path: path).stdout
        XCTAssertTrue(out.hasPrefix("// Part 1 of 2, for ~/.config/waybar/config.jsonc: into the top-level { }, "
            + "and \"custom/solverv-moon\" into a \"modules-*\" list\n"), out)
        let parts = out.components(separatedBy: "// End of part 1, for config.jsonc. Part 2 goes in another file, style.css:\n\n")
        XCTAssertEqual(parts.count, 2, out)
        let read = try python("""
            import json, sys
            text = ''.join(l for l in open(sys.argv[1]) if not l.lstrip().startswith('//'))
            m = json.loads('{' + text + '"end": 0}')
            print(sorted(k for k in m if k != 'end')); print(m['custom/solverv-moon']['exec'])
            """, try XCTUnwrap(parts.first)).split(separator: "\n").map(String.init)
        XCTAssertEqual(read.first, "['custom/solverv-moon']")
        let exec = try XCTUnwrap(read.last)
        XCTAssertEqual(try argv(exec), ["moon", "--format", "waybar", "--watch"] + options)

        let css = try XCTUnwrap(parts.dropFirst().first)
        let palette = try JSONSerialization.jsonObject(with: Data(try SolvervBinary.run(["formats", "--output", "json"]).stdout.utf8))
            as? [String: Any]
        let colours = Dictionary(uniqueKeysWithValues: (palette?["classes"] as? [[String: String]] ?? []).map { ($0["name"] ?? "", $0["color"] ?? "") })
        for phase in ["new", "waxing", "full", "waning"] {
            let colour = try XCTUnwrap(colours[phase])
            XCTAssertTrue(css.contains("\n#custom-solverv-moon.\(phase)\(String(repeating: " ", count: 11 - phase.count)) { color: \(colour); }\n"), css)
        }
        XCTAssertTrue(css.contains("\n#custom-solverv-moon.error {\n"), css)
        for other in ["day", "night", "polar-day", "civil-twilight", "golden-hour", "spring", "winter", "urgent"] {
            XCTAssertFalse(css.contains(".\(other) "), "\(other): \(css)")
        }
        XCTAssertFalse(css.contains("#custom-solverv ") || css.contains("#custom-solverv."), css)

        // The module as waybar runs it: sh, with solverv on the PATH; its first object's class.
        let live = try LiveProcess(["-c", "exec " + exec], environment: ["PATH": path], executable: "/bin/sh")
        let line = try XCTUnwrap(live.line(), live.stderr())
        live.signal(SIGTERM)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let classes = try XCTUnwrap(object["class"] as? [String], line)
        XCTAssertEqual(classes, ["waxing"], line)  // 21 June 2026: the first quarter, which waxes
        XCTAssertEqual(line + "\n", try SolvervBinary.run(["moon", "--format", "waybar"] + options).stdout)
        XCTAssertTrue((object["text"] as? String)?.hasPrefix(#"Val-d&apos;Or) "q" 'a' $HOME %d 100% #x ( } ] ]] \ 🌓"#) == true, line)
        for c in classes { XCTAssertTrue(css.contains("#custom-solverv-moon.\(c) "), c) }
    }

    /// The CSS holds what each provider set can give: the sun's states, the
    /// light and `urgent` with sunlight only, the seasons with countdown,
    /// the phases with moon; `error` always.
    func testWaybarCSSFollowsTheProviders() throws {
        let cases: [([String], String, [String], [String])] = [
            (["sunlight"], "solverv-sunlight", [".day ", ".golden-hour ", ".urgent {"], [".spring ", ".waxing "]),
            (["countdown", "moon"], "solverv-countdown-moon", [".spring ", ".full "], [".day ", ".urgent ", ".golden-hour "]),
            (["countdown", "sunlight", "moon"], "solverv-countdown-sunlight-moon", [".day ", ".spring ", ".new ", ".urgent {"], []),
            (["dst"], "solverv-dst", [".error {"], [".day ", ".spring ", ".new "]),
        ]
        for (providers, name, present, absent) in cases {
            let out = try setup(["waybar"] + providers).stdout
            XCTAssertTrue(out.contains("\"custom/\(name)\": {"), out)
            let css = try XCTUnwrap(out.components(separatedBy: "style.css:\n\n").last)
            for rule in present { XCTAssertTrue(css.contains("#custom-\(name)\(rule)"), "\(providers) \(rule): \(css)") }
            for rule in absent { XCTAssertFalse(css.contains(rule), "\(providers) \(rule): \(css)") }
        }
        // The config's colours are the CSS's, as they are the other bars'.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("slv-setup-css-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = dir.appendingPathComponent("config.json")
        try ##"{"colors": {"full": "#123456"}}"##.write(to: config, atomically: true, encoding: .utf8)
        let css = try setup(["waybar", "moon", "--config", config.path]).stdout
        XCTAssertTrue(css.contains("#custom-solverv-moon.full        { color: #123456; }\n"), css)
    }

    /// The default providers, in their order, are the default piece (so
    /// contrib/'s); a provider named twice is named once.
    func testTheDefaultProvidersAreTheDefaultPiece() throws {
        for bar in Self.bars {
            XCTAssertEqual(try setup([bar, "countdown", "sunlight"]).stdout, try setup([bar]).stdout, bar)
            XCTAssertEqual(try setup([bar, "moon", "moon"]).stdout, try setup([bar, "moon"]).stdout, bar)
        }
        XCTAssertTrue(try setup(["waybar", "sunlight", "countdown"]).stdout.contains("\"custom/solverv-sunlight-countdown\": {"))
    }

    /// The other bars: the providers in the command, read back as each bar
    /// reads it, and a name of its own where the piece names one.
    func testEveryBarsMoonPieceRunsTheMoon() throws {
        let path = try pathWithSolverv()
        let options = Self.options(template: Self.moonHostile)
        let polybar = try setup(["polybar", "moon"] + options, path: path).stdout
        XCTAssertTrue(polybar.hasPrefix("; ~/.config/polybar/config.ini: add the section, and solverv-moon to a modules-* line of your bar\n"), polybar)
        let exec = try python("""
            import configparser, sys
            c = configparser.ConfigParser(interpolation=None, comment_prefixes=(';', '#'))
            c.read(sys.argv[1])
            print(c.sections()); print(c['module/solverv-moon']['exec'].replace(2 * chr(92), chr(92)))
            """, polybar).split(separator: "\n").map(String.init)
        XCTAssertEqual(exec.first, "['module/solverv-moon']")
        XCTAssertEqual(try argv(exec.last ?? ""), ["moon", "--format", "polybar", "--watch"] + options)

        let toml = try setup(["i3status-rust", "moon", "dst"] + options, path: path).stdout
        let commands = try python("""
            import sys, tomllib
            for b in tomllib.load(open(sys.argv[1], 'rb'))['block']: print(b['command'])
            """, toml).split(separator: "\n").map(String.init)
        XCTAssertEqual(commands.count, 2, toml)
        XCTAssertEqual(try argv(try XCTUnwrap(commands.first)), ["moon", "--format", "i3status-rs", "--watch"] + options)
        XCTAssertEqual(try argv(try XCTUnwrap(commands.last)), ["dst", "--format", "i3status-rs", "--watch"] + options.dropFirst(2))

        for bar in ["i3", "sway"] {
            let out = try setup([bar, "countdown", "moon"] + options, path: path).stdout
            let line = try XCTUnwrap(out.split(separator: "\n").first { $0.hasPrefix("    status_command ") })
            var command = String(line.dropFirst("    status_command ".count))
            if command.hasPrefix("\"") {
                command = String(command.dropFirst().dropLast()).replacingOccurrences(of: #"\\"#, with: "\u{1}")
                    .replacingOccurrences(of: #"\""#, with: "\"").replacingOccurrences(of: "\u{1}", with: "\\")
            }
            XCTAssertEqual(try argv(command), ["countdown", "moon", "--format", "i3bar"] + options, bar)
        }
    }

    /// tmux: the pasted lines draw the moon's line, hostile template and all.
    func testTmuxMoonPieceDrawsTheMoon() throws {
        guard RealBar.executable("tmux") != nil else { throw XCTSkip("tmux is not installed") }
        try checkTmuxPiece(["moon"], template: Self.moonHostile, drawnPrefix: #"Val-d'Or) "q" 'a' $HOME %d 100% #x ( } ] ]] \ 🌓"#)
    }

    /// conky: the pasted conky.text prints what the moon's command prints.
    func testConkyMoonPiecePrintsTheMoon() throws {
        guard RealBar.executable("conky") != nil else { throw XCTSkip("conky is not installed") }
        let path = try pathWithSolverv()
        for template in [##"{location}) "q" 'a' $$5 %d 100% \#x ( \ {moon_icon}"##, "}} ]] {full_days}"] {
            let options = Self.options(template: template)
            let piece = try setup(["conky", "moon"] + options, path: path).stdout
            XCTAssertTrue(piece.contains("${execpi 60 solverv moon --format conky --template "), piece)
            let (pasted, expected) = try conkyOutputs(piece: piece, line: ["moon", "--format", "conky"] + options, path: path)
            XCTAssertEqual(pasted, expected, piece)
            XCTAssertFalse(pasted.contains("⚠"), pasted)
        }
    }

    /// i3blocks: a block of the moon's own, beside the default ones' names.
    func testI3blocksMoonPieceShowsTheMoon() throws {
        guard let i3blocks = RealBar.executable("i3blocks") else { throw XCTSkip("i3blocks is not installed") }
        let options = Self.options(template: "{location}) 'a' $HOME %d 100% #x ( }} ] ]] {moon_icon}")
        let piece = try setup(["i3blocks", "moon"] + options).stdout
        XCTAssertFalse(piece.contains("[solverv-countdown]") || piece.contains("[solverv-sunlight]"), piece)
        let seen = try i3blocksBlocks(piece, i3blocks, count: 1)
        let own = try LiveProcess(["moon", "--format", "i3blocks", "--watch"] + options)
        let object = try JSONSerialization.jsonObject(with: Data(try XCTUnwrap(own.line()).utf8)) as? [String: Any]
        own.signal(SIGTERM)
        XCTAssertEqual(seen["solverv-moon"], object?["full_text"] as? String, "\(seen)")
        XCTAssertTrue(seen["solverv-moon"]?.contains("Val-d&apos;Or)") == true, "\(seen)")
    }

    /// A provider Solverv does not know: one line, with the one it most
    /// likely meant (among the providers only), else the providers; status
    /// 2, nothing pasted. In the reader's language too.
    func testAMistypedProviderIsRefused() throws {
        let near = try SolvervBinary.run(["setup", "waybar", "mooon", "--location", "Oslo"])
        XCTAssertEqual(near.status, 2)
        XCTAssertEqual(near.stdout, "")
        XCTAssertEqual(near.stderr, "solverv: setup: 'mooon' is not a provider Solverv knows (did you mean 'moon'?)\n")
        let far = try SolvervBinary.run(["setup", "tmux", "moon", "chart"])
        XCTAssertEqual(far.status, 2)
        XCTAssertEqual(far.stdout, "")
        XCTAssertEqual(far.stderr, "solverv: setup: 'chart' is not a provider Solverv knows (providers: countdown, sunlight, dst, moon)\n")
        let german = try SolvervBinary.run(["setup", "conky", "sunligt"], environment: ["LANG": "de_DE.UTF-8", "LANGUAGE": "de"])
        XCTAssertEqual(german.status, 2)
        XCTAssertEqual(german.stderr, "solverv: setup: „sunligt“ ist kein Provider, den Solverv kennt (meinten Sie „sunlight“?)\n")
        XCTAssertTrue(try setup([]).stdout.hasPrefix("Bars (solverv setup BAR [PROVIDER...] [line options] prints"))
        // A command that takes no providers still refuses a second word.
        XCTAssertTrue(try SolvervBinary.run(["ctl", "today", "moon"]).stderr.contains("unexpected argument 'moon' after 'today'"))
    }
}
