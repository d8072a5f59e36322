import Foundation
import TestSupport
import XCTest

/// What `solverv setup` checks before it prints a piece (issue 41, item
/// 6), each in the bar's own reader: conky's command limit, the template
/// each block of i3blocks and i3status-rust can draw, polybar 3.6's
/// escapes; and the zone mark i3blocks shows once (item 9).
extension SetupCommandTests {
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

    /// The blocks of i3blocks say whose clock it is once, at the bar's end,
    /// as the one-line bars do (issue 41, item 9): the countdown's block
    /// leaves `(Toronto time)` to sunlight's, at every size.
    func testI3blocksShowsTheZoneMarkOnce() throws {
        guard let i3blocks = RealBar.executable("i3blocks") else { throw XCTSkip("i3blocks is not installed") }
        let piece = try setup(["i3blocks", "--location", "Toronto", "--now", "2026-06-01T12:00:00Z"]).stdout
        let seen = try i3blocksBlocks(piece, i3blocks)
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
            let seen = try i3blocksBlocks(piece.stdout, i3blocks)
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

    /// What a real i3blocks shows of each block of `piece` (a config file):
    /// its first `full_text`, by block name, once `count` blocks have shown.
    func i3blocksBlocks(_ piece: String, _ i3blocks: String, count: Int = 2) throws -> [String: String] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("slv-setup-i3b-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try piece.write(to: dir.appendingPathComponent("config"), atomically: true, encoding: .utf8)
        let live = try LiveProcess(["-c", dir.appendingPathComponent("config").path], executable: i3blocks)
        var seen: [String: String] = [:]
        while seen.count < count, let line = live.line() {
            guard line.hasPrefix(",[") else { continue }
            let blocks = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.dropFirst().utf8)) as? [[String: Any]])
            for block in blocks { if let name = block["name"] as? String { seen[name] = block["full_text"] as? String } }
        }
        return seen
    }
}
