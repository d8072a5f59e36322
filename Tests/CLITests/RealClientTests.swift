import Foundation
import TestSupport
import XCTest

/// The real binary inside real bars: tmux draws `#(solverv …)` in its status
/// line, conky prints `${execpi 60 solverv …}` (SPEC §1), and the tests read
/// what they actually show. The hostile-string cases prove the harness
/// interprets each bar's own syntax, so that escaping tests built on it mean
/// something.
final class RealClientTests: XCTestCase {
    static let sunlightArguments = ["sunlight", "--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo",
                                    "--now", "2026-11-22T12:00:00Z"]
    /// What the line must say, whatever else it gains (a place name, …).
    static let sunLeft = "2h34m of sun left"

    /// The line as the binary prints it when run directly, without its "\n":
    /// a bar must show exactly this.
    func directLine() throws -> String {
        let r = try SolvervBinary.run(Self.sunlightArguments)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.hasSuffix("\n") && r.stdout.filter { $0 == "\n" }.count == 1,
                      "one line: \(r.stdout.debugDescription)")
        XCTAssertTrue(r.stdout.contains(Self.sunLeft), r.stdout.debugDescription)
        return String(r.stdout.dropLast())
    }

    /// `solverv sunlight …` as a shell command line. conky cuts a leading
    /// quote (see `RealConky`), so a path that needs quoting goes after `exec`.
    static var sunlightCommand: String {
        let binary = RealBar.shellWord(SolvervBinary.path)
        return (binary.hasPrefix("'") ? "exec " + binary : binary) + " " + sunlightArguments.joined(separator: " ")
    }

    func requireTmux() throws {
        guard RealBar.executable("tmux") != nil else {
            throw XCTSkip("tmux is not installed (Debian: apt-get install tmux); the real-tmux tests need it")
        }
    }

    func requireConky() throws {
        guard RealBar.executable("conky") != nil else {
            throw XCTSkip("conky is not installed (Debian: apt-get install conky-cli); the real-conky tests need it")
        }
    }

    func requireBinary() {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: SolvervBinary.path),
                      "\(SolvervBinary.path) is missing: run `swift build --build-tests` first")
    }

    // MARK: tmux

    func testTmuxDrawsTheSunlightLine() throws {
        try requireTmux()
        requireBinary()
        let expected = try directLine()
        let line = try RealTmux.statusLine(running: Self.sunlightCommand, timeout: 10)
        XCTAssertTrue(line.plain.contains(Self.sunLeft), line.plain.debugDescription)
        // Nothing else is on the status line, and status-right is right-aligned.
        XCTAssertEqual(line.plain.trimmingCharacters(in: .whitespaces), expected)
        if expected.allSatisfy(\.isASCII) {
            XCTAssertEqual(line.plain.count, RealTmux.width, "right-aligned in the full width: \(line.plain.debugDescription)")
        }
        XCTAssertTrue(line.styled.contains(expected), line.styled.debugDescription)
    }

    func testTmuxInterpretsStyleSequencesInCommandOutput() throws {
        try requireTmux()
        // The command prints `#[fg=red]RED`: tmux takes `#[fg=red]` as a style.
        let line = try RealTmux.statusLine(running: "printf '#[fg=red]RED'", timeout: 10)
        XCTAssertEqual(line.plain.trimmingCharacters(in: .whitespaces), "RED", line.plain.debugDescription)
        XCTAssertFalse(line.plain.contains("#["), "the style must not be drawn as text: \(line.plain.debugDescription)")
        // Red foreground (SGR 31) switched on right before "RED", and only there.
        let red = try NSRegularExpression(pattern: "\u{1B}\\[(?:[0-9;]*;)?31(?:;[0-9;]*)?mRED")
        let styled = line.styled
        XCTAssertEqual(red.numberOfMatches(in: styled, range: NSRange(styled.startIndex..., in: styled)), 1,
                       "no red RED in \(styled.debugDescription)")
        // Control: plain text has no colour at all.
        let plain = try RealTmux.statusLine(running: "printf 'PLAIN'", timeout: 10)
        XCTAssertFalse(plain.styled.contains("31m"), plain.styled.debugDescription)
    }

    /// A template may end in `##`, tmux's literal `#`: it must not take in
    /// the `#[default]` after it (an odd run would, and is refused).
    func testTmuxDrawsATemplateEndingInALiteralHash() throws {
        try requireTmux()
        requireBinary()
        // Through the environment: tmux itself reads `##` in status-right as `#`.
        let command = Self.sunlightCommand + " --format tmux --template \"$SLV_TEMPLATE\""
        let line = try tmuxLine(command, environment: ["SLV_TEMPLATE": "{remaining}##"])
        XCTAssertEqual(line.plain.trimmingCharacters(in: .whitespaces), "2h34m#" + Self.after, line.plain.debugDescription)
    }

    // MARK: conky

    func testConkyPrintsTheSunlightLine() throws {
        try requireConky()
        requireBinary()
        let expected = try directLine()
        let execpi = try RealConky.output(running: Self.sunlightCommand, as: .execpi(seconds: 60), timeout: 10)
        XCTAssertTrue(execpi.contains(Self.sunLeft), execpi.debugDescription)
        XCTAssertEqual(execpi, expected + "\n")
        let execp = try RealConky.output(running: Self.sunlightCommand, as: .execp, timeout: 10)
        XCTAssertEqual(execp, expected + "\n")
    }

    func testConkyInterpretsVariablesInExecpOutput() throws {
        try requireConky()
        let hostile = "printf '${color red}x'"
        // ${exec} prints the output as is: the control.
        XCTAssertEqual(try RealConky.output(running: hostile, as: .exec), "${color red}x\n")
        // ${execp} and ${execpi} parse it: ${color red} is consumed (console
        // mode draws no colour), only "x" is left.
        XCTAssertEqual(try RealConky.output(running: hostile, as: .execp), "x\n")
        XCTAssertEqual(try RealConky.output(running: hostile, as: .execpi(seconds: 60)), "x\n")
        // A variable with visible output, to see that it is evaluated, not dropped.
        var name = [CChar](repeating: 0, count: 256)
        XCTAssertEqual(gethostname(&name, name.count), 0)
        let nodename = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        XCTAssertEqual(try RealConky.output(running: "printf '<${nodename}>'", as: .execp), "<\(nodename)>\n")
        // `$$` is conky's escape for `$`.
        XCTAssertEqual(try RealConky.output(running: "printf 'a$$b'", as: .execp), "a$b\n")
    }

    // MARK: The bar formats, drawn

    /// The arguments of the formatted lines: an instant, a place and a zone
    /// that pin every number (29 days to the solstice, 2h34m of sun left).
    static let place = ["--now", "2026-11-22T12:00:00Z", "--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo"]
    /// The same with `--tz` replaced by `zone` (for a direct run of the binary).
    static func place(tz zone: String) -> [String] {
        var arguments = place
        arguments[arguments.firstIndex(of: "--tz")! + 1] = zone
        return arguments
    }
    /// The start of every error block, before the message.
    static let errorMark = "⚠ "
    /// Drawn after the command in `status-right` (`#(solverv …) END`), in the
    /// default colour: shows that the line's last colour is reset.
    static let after = " END"

    /// `solverv arguments` as a `/bin/sh` command line for `#(…)` or
    /// `${execp …}`; `raw` is appended unquoted (`--tz "$SLV_TZ"`).
    ///
    /// Outside text comes in through the environment, not the command line:
    /// tmux expands formats in the command itself (`#H`, `#(`, `%H`) before
    /// running it, and a `}` would end conky's `${execp …}`, so a hostile
    /// value written into either would not reach the binary intact.
    static func solvervCommand(_ arguments: [String], raw: String = "") -> String {
        let binary = RealBar.shellWord(SolvervBinary.path)
        return ([binary.hasPrefix("'") ? "exec " + binary : binary] + arguments.map(RealBar.shellWord) + [raw])
            .filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The binary's output for `arguments`, which must succeed, on one line
    /// if `oneLine`.
    func formatted(_ arguments: [String], oneLine: Bool = true, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let r = try SolvervBinary.run(arguments)
        XCTAssertEqual(r.status, 0, "\(arguments): \(r.stderr)", file: file, line: line)
        XCTAssertEqual(r.stderr, "", "\(arguments)", file: file, line: line)
        XCTAssertTrue(r.stdout.hasSuffix("\n"), r.stdout.debugDescription, file: file, line: line)
        if oneLine {
            XCTAssertEqual(r.stdout.filter { $0 == "\n" }.count, 1, "one line: \(r.stdout.debugDescription)", file: file, line: line)
        }
        return r.stdout
    }

    /// A bad `--tz zone` in `format`: status 0 in a bar (SPEC §5; 2 in json), an error block on stdout, and
    /// the message (without `solverv: ` and the "\n") on stderr, which is
    /// what the bar must draw after `errorMark`.
    func errorBlock(format: String, tz zone: String, file: StaticString = #filePath, line: UInt = #line) throws -> (stdout: String, message: String) {
        let r = try SolvervBinary.run(["--format", format] + Self.place(tz: zone))
        XCTAssertEqual(r.status, format == "json" ? 2 : 0, r.stderr, file: file, line: line)
        XCTAssertTrue(r.stderr.hasPrefix("solverv: ") && r.stderr.hasSuffix("\n") && r.stderr.filter { $0 == "\n" }.count == 1,
                      r.stderr.debugDescription, file: file, line: line)
        XCTAssertTrue(r.stdout.hasSuffix("\n") && r.stdout.filter { $0 == "\n" }.count == 1,
                      "one line: \(r.stdout.debugDescription)", file: file, line: line)
        let message = String(r.stderr.dropFirst("solverv: ".count).dropLast())
        // The path by which outside text reaches the bar: the value is echoed.
        XCTAssertTrue(message.contains(zone), "\(message.debugDescription) should echo \(zone.debugDescription)", file: file, line: line)
        return (r.stdout, message)
    }

    /// `solverv --format format … --tz "$SLV_TZ"`: the zone comes from the
    /// environment (see `solvervCommand`).
    static func zoneFromEnvironment(format: String) -> String {
        let arguments = ["--format", format] + place
        precondition(arguments.last == "Europe/Oslo" && arguments.dropLast().last == "--tz")
        return solvervCommand(Array(arguments.dropLast()), raw: "\"$SLV_TZ\"")
    }

    /// The colour of a tmux error block: its first `#[fg=#rrggbb]` (the rest
    /// of the block holds escaped `#`, which `tmuxParts` does not take).
    func tmuxErrorColour(_ output: String, file: StaticString = #filePath, line: UInt = #line) -> RGB? {
        let colour = output.hasPrefix("#[fg=") ? RGB(hex: String(output.dropFirst(5).prefix(7))) : nil
        XCTAssertNotNil(colour, "no #[fg=#rrggbb] first: \(output.debugDescription)", file: file, line: line)
        return colour
    }

    /// A unique path in /tmp that no test has created (yet).
    func canaryPath() -> String {
        let path = "/tmp/slv-canary-\(UUID().uuidString.lowercased())"
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        addTeardownBlock { unlink(path) }
        return path
    }

    /// Whether `path` appears within `seconds` (a command started by the bar
    /// may still be running when its output is read).
    func appears(_ path: String, within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            if FileManager.default.fileExists(atPath: path) { return true }
            usleep(20_000)
        } while Date() < deadline
        return FileManager.default.fileExists(atPath: path)
    }

    // MARK: tmux styles and colours

    /// A `#rrggbb` colour.
    struct RGB: Equatable, CustomStringConvertible {
        let r: Int, g: Int, b: Int
        init?(hex: String) {
            guard hex.count == 7, hex.first == "#", let v = Int(hex.dropFirst(), radix: 16) else { return nil }
            (r, g, b) = (v >> 16 & 0xff, v >> 8 & 0xff, v & 0xff)
        }
        var description: String { "rgb(\(r),\(g),\(b))" }

        /// tmux's nearest of the 256 colours (`colour_find_rgb` in colour.c),
        /// what it draws on a terminal without true colour.
        var tmux256: Int {
            let q2c = [0x00, 0x5f, 0x87, 0xaf, 0xd7, 0xff]
            func cube(_ v: Int) -> Int { v < 48 ? 0 : v < 114 ? 1 : (v - 35) / 40 }
            func dist(_ a: (Int, Int, Int)) -> Int { (a.0 - r) * (a.0 - r) + (a.1 - g) * (a.1 - g) + (a.2 - b) * (a.2 - b) }
            let (qr, qg, qb) = (cube(r), cube(g), cube(b))
            let (cr, cg, cb) = (q2c[qr], q2c[qg], q2c[qb])
            let cubeIndex = 16 + 36 * qr + 6 * qg + qb
            if (cr, cg, cb) == (r, g, b) { return cubeIndex }
            let average = (r + g + b) / 3
            let greyIndex = average > 238 ? 23 : (average - 3) / 10
            let grey = 8 + 10 * greyIndex
            return dist((grey, grey, grey)) < dist((cr, cg, cb)) ? 232 + greyIndex : cubeIndex
        }
    }

    /// A foreground colour as an SGR sequence sets it.
    enum DrawnColour: Equatable, CustomStringConvertible {
        case rgb(Int, Int, Int)  // 38;2;r;g;b
        case palette(Int)  // 38;5;n, 30–37, 90–97

        /// Whether tmux draws `colour` (from `#[fg=#rrggbb]`) like this: as
        /// true colour, or as its nearest of the 256.
        func isDrawing(_ colour: RGB) -> Bool {
            switch self {
            case let .rgb(r, g, b): return (r, g, b) == (colour.r, colour.g, colour.b)
            case let .palette(n): return n == colour.tmux256
            }
        }
        var description: String {
            switch self {
            case let .rgb(r, g, b): return "38;2;\(r);\(g);\(b)"
            case let .palette(n): return "38;5;\(n)"
            }
        }
    }

    /// The parts of a `--format tmux` line: each text with the colour of the
    /// `#[fg=#rrggbb]` it is in (nil: none, or after `#[default]`). The text
    /// is taken as is, so it must hold no `#` (that needs tmux's unescaping).
    func tmuxParts(_ output: String, file: StaticString = #filePath, line: UInt = #line) throws -> [(text: String, colour: RGB?)] {
        let body = output.hasSuffix("\n") ? String(output.dropLast()) : output
        let tag = try NSRegularExpression(pattern: "#\\[([^\\]]*)\\]")
        var parts: [(text: String, colour: RGB?)] = []
        var colour: RGB? = nil
        var start = body.startIndex
        func text(upTo end: String.Index) {
            let t = String(body[start..<end])
            if !t.isEmpty { parts.append((t, colour)) }
        }
        for match in tag.matches(in: body, range: NSRange(body.startIndex..., in: body)) {
            let whole = Range(match.range, in: body)!, style = String(body[Range(match.range(at: 1), in: body)!])
            text(upTo: whole.lowerBound)
            if style == "default" {
                colour = nil
            } else if style.hasPrefix("fg="), let c = RGB(hex: String(style.dropFirst(3))) {
                colour = c
            } else {
                XCTFail("unexpected style #[\(style)] in \(output.debugDescription)", file: file, line: line)
            }
            start = whole.upperBound
        }
        text(upTo: body.endIndex)
        XCTAssertFalse(parts.contains { $0.text.contains("#") }, "a # outside the styles: \(output.debugDescription)", file: file, line: line)
        return parts
    }

    /// Each character of a `capture-pane -e` row with the foreground colour
    /// it is drawn in (nil: the default), from its SGR sequences.
    func drawnCharacters(_ styled: String) -> [(character: Character, colour: DrawnColour?)] {
        drawnCells(styled).map { ($0.character, $0.colour) }
    }

    /// Each character of a `capture-pane -e` row with the foreground and
    /// the background colour it is drawn in (nil: the default), from its SGR sequences.
    func drawnCells(_ styled: String) -> [(character: Character, colour: DrawnColour?, background: DrawnColour?)] {
        var result: [(character: Character, colour: DrawnColour?, background: DrawnColour?)] = []
        var foreground: DrawnColour? = nil, background: DrawnColour? = nil
        var i = styled.startIndex
        while i < styled.endIndex {
            let c = styled[i]
            guard c == "\u{1B}" else {
                result.append((c, foreground, background))
                i = styled.index(after: i)
                continue
            }
            // ESC [ parameters final: only SGR ("m") matters here.
            var j = styled.index(after: i)
            guard j < styled.endIndex, styled[j] == "[" else { i = j; continue }
            j = styled.index(after: j)
            let parametersStart = j
            while j < styled.endIndex, let a = styled[j].asciiValue, !(0x40...0x7E).contains(a) { j = styled.index(after: j) }
            guard j < styled.endIndex else { break }
            if styled[j] == "m" {
                var p = styled[parametersStart..<j].split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
                if p.isEmpty { p = [0] }
                var k = 0
                while k < p.count {
                    switch p[k] {
                    case 0: foreground = nil; background = nil
                    case 39: foreground = nil
                    case 49: background = nil
                    case 30...37: foreground = .palette(p[k] - 30)
                    case 90...97: foreground = .palette(p[k] - 90 + 8)
                    case 40...47: background = .palette(p[k] - 40)
                    case 100...107: background = .palette(p[k] - 100 + 8)
                    case 38, 48:
                        let isForeground = p[k] == 38
                        var colour: DrawnColour?
                        if k + 2 < p.count, p[k + 1] == 5 {
                            colour = .palette(p[k + 2])
                            k += 2
                        } else if k + 4 < p.count, p[k + 1] == 2 {
                            colour = .rgb(p[k + 2], p[k + 3], p[k + 4])
                            k += 4
                        }
                        if isForeground { foreground = colour ?? foreground } else { background = colour ?? background }
                    default: break
                    }
                    k += 1
                }
            }
            i = styled.index(after: j)
        }
        return result
    }

    /// The drawn row, shown as runs of one colour: `[38;2;127;184;255]❄ 29d[default] …`.
    func describe(_ drawn: [(character: Character, colour: DrawnColour?)]) -> String {
        var out = "", current: DrawnColour?? = .none
        for (c, colour) in drawn {
            if current != .some(colour) { out += "[\(colour.map(\.description) ?? "default")]"; current = .some(colour) }
            out.append(c)
        }
        return out
    }

    /// The styled row draws exactly `expected`, character by character, each
    /// in its colour (nil: the default), after the blanks that right-align it.
    func assertDrawn(_ styled: String, _ expected: [(text: String, colour: RGB?)],
                     file: StaticString = #filePath, line: UInt = #line) {
        if let problem = drawnMismatch(styled, expected) { XCTFail(problem, file: file, line: line) }
    }

    /// Why the styled row does not draw `expected` (see `assertDrawn`), or nil.
    func drawnMismatch(_ styled: String, _ expected: [(text: String, colour: RGB?)]) -> String? {
        let drawn = Array(drawnCharacters(styled).drop { $0.character == " " && $0.colour == nil })
        let want = expected.flatMap { part in part.text.map { (character: $0, colour: part.colour) } }
        let shown = "drawn: \(describe(drawn)); expected: " + expected.map { "[\($0.colour?.description ?? "default")]\($0.text)" }.joined()
        guard String(drawn.map(\.character)) == String(want.map(\.character)) else { return "other text; \(shown)" }
        for (d, w) in zip(drawn, want) {
            let ok = w.colour.map { d.colour?.isDrawing($0) ?? false } ?? (d.colour == nil)
            if !ok {
                return "\(d.character.debugDescription) is drawn in \(d.colour?.description ?? "the default colour"), " +
                    "not \(w.colour?.description ?? "the default"); \(shown)"
            }
        }
        return nil
    }

    /// The status line of `#(command) END`, once the command's output is there.
    func tmuxLine(_ command: String, width: Int = RealTmux.width, environment: [String: String] = [:]) throws -> (plain: String, styled: String) {
        try RealTmux.statusLine(running: command, after: Self.after, width: width,
                                until: { $0.trimmingCharacters(in: .whitespaces) != Self.after.trimmingCharacters(in: .whitespaces) },
                                timeout: 10, environment: environment)
    }

    /// The reading of styled rows, on rows as tmux writes them with true
    /// colour (what tmux 3.3a does here: the inner client learns from the
    /// outer tmux's XTVERSION reply that it has RGB) and with 256 colours
    /// (a terminal without it).
    func testStyledRowsAreReadInBothColourForms() {
        let parts: [(text: String, colour: RGB?)] = [("❄ 29d", RGB(hex: "#7fb8ff")), (" ", nil), ("☀ 2h34m", RGB(hex: "#ffd75f")), (" END", nil)]
        XCTAssertEqual(RGB(hex: "#7fb8ff")?.tmux256, 111)
        XCTAssertEqual(RGB(hex: "#ffd75f")?.tmux256, 221)  // exactly in the 6×6×6 cube
        XCTAssertEqual(RGB(hex: "#808080")?.tmux256, 244)  // closer to a grey
        let trueColour = "   \u{1B}[38;2;127;184;255m❄ 29d\u{1B}[39m \u{1B}[38;2;255;215;95m☀ 2h34m\u{1B}[39m END"
        let palette = "   \u{1B}[38;5;111m❄ 29d\u{1B}[0m \u{1B}[1;38;5;221m☀ 2h34m\u{1B}[m END"
        assertDrawn(trueColour, parts)
        assertDrawn(palette, parts)
        // A part in another colour, a colour not reset, other text.
        XCTAssertNotNil(drawnMismatch(trueColour.replacingOccurrences(of: "255;215;95", with: "255;215;96"), parts))
        XCTAssertNotNil(drawnMismatch(palette.replacingOccurrences(of: "38;5;221", with: "38;5;220"), parts))
        XCTAssertNotNil(drawnMismatch(palette.replacingOccurrences(of: "\u{1B}[m END", with: " END"), parts))
        XCTAssertNotNil(drawnMismatch(trueColour.replacingOccurrences(of: "29d", with: "28d"), parts))
    }

    // MARK: tmux: --format tmux

    func testTmuxDrawsTheSmallFormatInTwoColours() throws {
        try requireTmux()
        requireBinary()
        let arguments = ["--format", "tmux"] + Self.place
        let output = try formatted(arguments)
        let parts = try tmuxParts(output)
        let text = parts.map(\.text).joined()
        // Small by default: the two numbers the arguments pin, nothing more.
        XCTAssertTrue(text.contains("29d") && text.contains("2h34m") && !text.contains("days"), text.debugDescription)
        let colours = parts.compactMap(\.colour)
        XCTAssertEqual(colours.count, 2, "two coloured parts: \(output.debugDescription)")
        XCTAssertNotEqual(colours.first, colours.last, output.debugDescription)

        let line = try tmuxLine(Self.solvervCommand(arguments))
        // The text, without any of its styles, and nothing else.
        XCTAssertEqual(line.plain.trimmingCharacters(in: .whitespaces), text + Self.after, line.plain.debugDescription)
        XCTAssertFalse(line.plain.contains("#["), line.plain.debugDescription)
        XCTAssertTrue(line.plain.hasPrefix(" "), "right-aligned, not cut: \(line.plain.debugDescription)")
        // Two different foreground colours are set, as true colour or as 256
        // colours, ...
        let drawnColours = drawnCharacters(line.styled).compactMap(\.colour)
        XCTAssertEqual(Set(drawnColours.map(\.description)).count, 2, line.styled.debugDescription)
        // ... each over its own part, and the default back after each: on the
        // space between the parts, and on what follows in status-right.
        assertDrawn(line.styled, parts + [(Self.after, nil)])
    }

    func testTmuxDrawsTheMediumAndLargeFormatsOnOneStatusLine() throws {
        try requireTmux()
        requireBinary()
        for size in ["medium", "large"] {
            let arguments = ["--format", "tmux", "--size", size] + Self.place
            // One line even for large: tmux shows only the first line of #().
            let output = try formatted(arguments, oneLine: true)
            let parts = try tmuxParts(output)
            let text = parts.map(\.text).joined()
            XCTAssertTrue(text.contains("29 days") && text.contains("2h34m of sun left"), "\(size): \(text.debugDescription)")
            XCTAssertEqual(parts.compactMap(\.colour).count, 2, "\(size): \(output.debugDescription)")
            // Large is wider than the usual client: make room for all of it.
            let width = max(RealTmux.width, text.count + Self.after.count + 20)
            let line = try tmuxLine(Self.solvervCommand(arguments), width: width)
            XCTAssertEqual(line.plain.trimmingCharacters(in: .whitespaces), text + Self.after, "\(size): \(line.plain.debugDescription)")
            XCTAssertTrue(line.plain.hasPrefix(" "), "\(size): right-aligned, not cut: \(line.plain.debugDescription)")
            assertDrawn(line.styled, parts + [(Self.after, nil)])
        }
    }

    // MARK: conky: --format conky

    /// The conky text without its `${color …}` and `${color}`, which console
    /// conky consumes; it must hold no other `$` or `#` (that needs conky's
    /// unescaping).
    func withoutConkyColours(_ output: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let text = output.replacingOccurrences(of: "\\$\\{color[^}]*\\}", with: "", options: .regularExpression)
        XCTAssertFalse(text.contains("$") || text.contains("#"), "more than colours: \(output.debugDescription)", file: file, line: line)
        return text
    }

    func testConkyPrintsTheLargeFormatOnSeveralLines() throws {
        try requireConky()
        requireBinary()
        let arguments = ["--format", "conky"] + Self.place
        let output = try formatted(arguments, oneLine: false)
        XCTAssertEqual(output.components(separatedBy: "${color #").count - 1, 2, "two coloured parts: \(output.debugDescription)")
        let text = withoutConkyColours(output)
        // Large by default: several lines.
        XCTAssertGreaterThan(text.filter { $0 == "\n" }.count, 2, text.debugDescription)
        XCTAssertTrue(text.contains("29 days") && text.contains("2h34m of sun left"), text.debugDescription)
        // The default text_buffer_size (256 bytes) is enough for it.
        XCTAssertGreaterThan(text.utf8.count, 256, "the test should also cover a text above 256 bytes")

        for variable in [RealConky.Variable.execpi(seconds: 60), .execp] {
            let printed = try RealConky.output(running: Self.solvervCommand(arguments), as: variable, timeout: 10)
            XCTAssertFalse(printed.contains("${color") || printed.contains("$"), "\(variable): \(printed.debugDescription)")
            // conky drops the command's last "\n" and ends the update with one.
            XCTAssertEqual(printed, text, "\(variable)")
        }
    }

    // MARK: Hostile text through the real bars

    func testTmuxDrawsAHashParenZoneLiterallyAndRunsNothing() throws {
        try requireTmux()
        requireBinary()
        let canary = canaryPath()
        let zone = "#(touch \(canary))"
        let block = try errorBlock(format: "tmux", tz: zone)
        let errorColour = tmuxErrorColour(block.stdout)
        let line = try tmuxLine(Self.zoneFromEnvironment(format: "tmux"), environment: ["SLV_TZ": zone])
        XCTAssertFalse(appears(canary, within: 0.2), "tmux ran the command in \(zone.debugDescription): \(line.plain.debugDescription)")
        XCTAssertTrue(line.plain.contains("'#(touch \(canary))'"), line.plain.debugDescription)
        XCTAssertEqual(line.plain.trimmingCharacters(in: .whitespaces), Self.errorMark + block.message + Self.after)
        if let errorColour { assertDrawn(line.styled, [(Self.errorMark + block.message, errorColour), (Self.after, nil)]) }
    }

    func testTmuxDrawsDollarHomeAndHashHZoneLiterally() throws {
        try requireTmux()
        requireBinary()
        let zone = "$HOME/#H/#{pane_id}/#[fg=red]x/#"
        let block = try errorBlock(format: "tmux", tz: zone)
        let errorColour = tmuxErrorColour(block.stdout)
        let line = try tmuxLine(Self.zoneFromEnvironment(format: "tmux"), environment: ["SLV_TZ": zone])
        XCTAssertTrue(line.plain.contains("'\(zone)'"), line.plain.debugDescription)
        XCTAssertEqual(line.plain.trimmingCharacters(in: .whitespaces), Self.errorMark + block.message + Self.after)
        if let errorColour { assertDrawn(line.styled, [(Self.errorMark + block.message, errorColour), (Self.after, nil)]) }
    }

    /// The control: the same texts printed raw are not drawn as they are.
    func testTmuxExpandsHashTextInRawCommandOutput() throws {
        try requireTmux()
        let canary = canaryPath()
        let raw = "#(touch \(canary))|#H|#{pane_id}|$HOME"
        let line = try tmuxLine("echo \"$SLV_RAW\"", environment: ["SLV_RAW": raw])
        let shown = line.plain.trimmingCharacters(in: .whitespaces)
        // tmux 3.3a drops a #(…) found in a command's output (older versions
        // ran it), expands #H to the host name and #{pane_id} to %0; $HOME
        // is no tmux syntax.
        XCTAssertFalse(shown.contains("#(") || shown.contains("#H") || shown.contains("#{"), shown.debugDescription)
        XCTAssertTrue(shown.hasSuffix("|$HOME" + Self.after), shown.debugDescription)
        // Only the drawn text is checked; give a job that ran (an older tmux)
        // the time to create the canary before the teardown removes it.
        _ = appears(canary, within: 0.2)
    }

    /// `${execp}` and `${execpi}` around `solverv --format conky --tz "$SLV_TZ"`,
    /// for two updates: a variable that conky finds in a command's output
    /// (`${exec …}`) runs only from the second on.
    func conkyTwice(tz zone: String) throws -> [String] {
        // conky passes a command's stderr through (and the harness fails on it).
        let command = Self.zoneFromEnvironment(format: "conky") + " 2>/dev/null"
        return try ["${execp \(command)}", "${execpi 60 \(command)}"].map {
            try RealConky.output(text: $0, settings: ["total_run_times = 2", "update_interval = 0.1"],
                                 timeout: 10, environment: ["SLV_TZ": zone])
        }
    }

    /// The error block as conky prints it, for each update: the message,
    /// plus the invisible U+FEFF joiners that Escape.conky puts after a
    /// doubled `$` before `{`, `t` or `T`, and nowhere else.
    func assertConkyPrints(_ printed: String, message: String, file: StaticString = #filePath, line: UInt = #line) {
        let scalars = Array(printed.unicodeScalars)
        for (i, s) in scalars.enumerated() where s == "\u{FEFF}" {
            XCTAssertTrue(i > 0 && scalars[i - 1] == "$" && i + 1 < scalars.count && "{tT".unicodeScalars.contains(scalars[i + 1]),
                          "a joiner out of place in \(printed.debugDescription)", file: file, line: line)
        }
        let visible = printed.replacingOccurrences(of: "\u{FEFF}", with: "")
        let block = Self.errorMark + message + "\n"
        XCTAssertEqual(visible, block + block, file: file, line: line)
    }

    func testConkyPrintsADollarBraceExecZoneLiterallyAndRunsNothing() throws {
        try requireConky()
        requireBinary()
        let canary = canaryPath()
        let zone = "${exec touch \(canary)}"
        let block = try errorBlock(format: "conky", tz: zone)
        for printed in try conkyTwice(tz: zone) {
            XCTAssertFalse(appears(canary, within: 0.05), "conky ran the command in \(zone.debugDescription): \(printed.debugDescription)")
            XCTAssertTrue(printed.replacingOccurrences(of: "\u{FEFF}", with: "").contains("'${exec touch \(canary)}'"), printed.debugDescription)
            assertConkyPrints(printed, message: block.message)
        }
    }

    func testConkyPrintsDollarHomeAndHashZoneLiterally() throws {
        try requireConky()
        requireBinary()
        let zone = "$HOME/#H/$$TEMPLATE/${color red}/\\#/a\\"
        let block = try errorBlock(format: "conky", tz: zone)
        for printed in try conkyTwice(tz: zone) {
            XCTAssertTrue(printed.replacingOccurrences(of: "\u{FEFF}", with: "").contains("'\(zone)'"), printed.debugDescription)
            assertConkyPrints(printed, message: block.message)
        }
    }

    /// The control: the same texts printed raw run and expand.
    func testConkyRunsExecInRawCommandOutputFromTheSecondUpdate() throws {
        try requireConky()
        let canary = canaryPath()
        let printed = try RealConky.output(text: "${execp echo \"$SLV_RAW\"}", settings: ["total_run_times = 2", "update_interval = 0.1"],
                                           timeout: 10, environment: ["SLV_RAW": "${exec touch \(canary)}|$HOME|x#H"])
        XCTAssertTrue(appears(canary, within: 1), "conky did not run ${exec} from a command's output: \(printed.debugDescription)")
        // $HOME is conky's environment (the harness's scratch directory), #H a comment.
        XCTAssertFalse(printed.contains("$HOME") || printed.contains("#H") || printed.contains("${"), printed.debugDescription)
        XCTAssertTrue(printed.hasPrefix("|/tmp/slv-conky-") && printed.contains("|x\n"), printed.debugDescription)
    }
}
