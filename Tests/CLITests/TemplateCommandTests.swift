import Foundation
import TestSupport
import XCTest

/// `--template` through the built binary (issue 14, items 9, 10, 15, 16).
final class TemplateCommandTests: XCTestCase {
    /// Oslo's coordinates shown in Tokyo time, from a system in Oslo.
    static let tokyo = ["--lat", "59.91", "--lon", "10.75", "--tz", "Asia/Tokyo", "--now", "2026-11-22T12:00:00Z"]
    static let oslo = ["TZ": "Europe/Oslo"]

    /// What a bar draws: waybar's and i3status-rs's `text`, i3bar's
    /// `full_text`, i3blocks' first line, else the line.
    func drawn(_ format: String, _ stdout: String) throws -> String {
        let line = String(stdout.split(separator: "\n").last ?? "")
        switch format {
        case "i3blocks":
            return String(stdout.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
        case "waybar", "i3status-rs":
            return try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["text"] as? String)
        case "i3bar":
            let blocks = try JSONSerialization.jsonObject(with: Data(line.dropLast().utf8)) as? [[String: Any]]
            return try XCTUnwrap(blocks?.first?["full_text"] as? String)
        default:
            return line
        }
    }

    /// Item 9: `{days}d` was `28d (Oslo)` in plain, i3bar, polybar and conky,
    /// `28d` in waybar and tmux. Now the template is the whole text everywhere,
    /// and `{zone_indicator}` places "(Tokyo time)".
    func testTemplateIsTheWholeTextInEveryFormat() throws {
        for format in ["plain", "i3bar", "waybar", "polybar", "tmux", "conky", "i3blocks", "i3status-rs"] {
            let r = try SolvervBinary.run(["countdown", "--format", format, "--template", "{days}d"] + Self.tokyo, environment: Self.oslo)
            XCTAssertEqual(r.stderr, "", format)
            let text = try drawn(format, r.stdout)
            XCTAssertTrue(["30d", "%{F#7fb8ff}30d%{F-}", "#[fg=#7fb8ff]30d#[default]", "${color #7fb8ff}30d${color}"].contains(text),
                          "\(format): \(text)")
            let marked = try SolvervBinary.run(["countdown", "--format", format, "--template", "{days}d {zone_indicator}"] + Self.tokyo,
                                               environment: Self.oslo)
            XCTAssertTrue(try drawn(format, marked.stdout).contains("30d (Tokyo time)"), "\(format): \(marked.stdout)")
        }
        // In the system's own zone the indicator is empty.
        let home = try SolvervBinary.run(["countdown", "--template", "{days}d{zone_indicator}", "--lat", "59.91", "--lon", "10.75",
                                          "--now", "2026-11-22T12:00:00Z"], environment: Self.oslo)
        XCTAssertEqual(home.stdout, "29d\n")
    }

    /// `formats` lists the location placeholders once, and no provider
    /// shadows one (a bare name resolves to the location's first).
    func testFormatsListsTheLocationPlaceholders() throws {
        let r = try SolvervBinary.run(["formats"])
        let sections = r.stdout.components(separatedBy: "\nPlaceholders of ").dropFirst()
        let location = try XCTUnwrap(sections.first { $0.hasPrefix("every line") })
        func names(_ section: String) -> [String] {
            section.split(separator: "\n").compactMap { line in
                line.hasPrefix("  {") ? String(line.dropFirst(3).prefix { $0 != "}" }) : nil
            }
        }
        XCTAssertEqual(names(location), ["location", "zone", "zone_indicator", "notice", "shifted"])
        for section in sections where !section.hasPrefix("every line") {
            XCTAssertTrue(Set(names(section)).isDisjoint(with: names(location)), section)
        }
    }

    /// The default text says whose clock: "(Tokyo time)".
    func testDefaultTextSaysTokyoTime() throws {
        let r = try SolvervBinary.run(["countdown"] + Self.tokyo, environment: Self.oslo)
        XCTAssertEqual(r.stdout, "Winter solstice in 30 days (Tokyo time)\n")
    }

    /// The Greenwich guess stays visible: in the line without a template, in
    /// `{notice}` with one, and on stderr when the template leaves it out.
    func testTheGreenwichNoticeIsNeverSilent() throws {
        let now = ["--now", "2026-11-22T12:00:00Z"]
        let left = try SolvervBinary.run(["countdown", "--template", "{days}d"] + now)
        XCTAssertEqual(left.status, 0)
        XCTAssertEqual(left.stdout, "29d\n")
        XCTAssertTrue(left.stderr.hasPrefix("solverv: no location set"), left.stderr)
        let placed = try SolvervBinary.run(["countdown", "--format", "tmux", "--template", "{days}d ({notice})"] + now)
        XCTAssertTrue(placed.stdout.contains("29d (no location set"), placed.stdout)
        XCTAssertEqual(placed.stderr, "")
    }

    /// Item 10: waybar's medium text ran the parts together; every format parts them with " · ".
    func testPartsAreSeparatedInWaybarAndTmux() throws {
        let waybar = try SolvervBinary.run(["--format", "waybar", "--size", "medium"] + Self.tokyo, environment: Self.oslo)
        XCTAssertTrue(try drawn("waybar", waybar.stdout).hasPrefix("Winter solstice in 30 days · "), waybar.stdout)
        let tmux = try SolvervBinary.run(["--format", "tmux"] + Self.tokyo, environment: Self.oslo)
        XCTAssertTrue(tmux.stdout.contains("#[default] · #[fg="), tmux.stdout)
    }

    /// Item 15: JSON's error echoes input cleaned: no ESC, DEL, NEL, bidi controls or marks.
    func testJSONErrorIsCleaned() throws {
        let r = try SolvervBinary.run(["--format", "json", "--tz", "Evil\u{1B}[31m\u{7F}\u{85}\u{202E}\u{2066}\u{200F}\u{061C}Zone"])
        XCTAssertEqual(r.status, 2)
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let error = try XCTUnwrap(object?["error"] as? String)
        XCTAssertTrue(error.contains("Evil[31m Zone"), error)
        XCTAssertFalse(r.stdout.unicodeScalars.contains { [0x1B, 0x7F, 0x85, 0x202E, 0x2066, 0x200F, 0x061C].contains($0.value) })
        // The notice, too (a hostile system zone name lands in it).
        let notice = try SolvervBinary.run(["--format", "json", "--now", "2026-11-22T12:00:00Z"], environment: ["TZ": "Evil\u{1B}\u{200E}Zone"])
        XCTAssertFalse(notice.stdout.unicodeScalars.contains { [0x1B, 0x200E].contains($0.value) }, notice.stdout)
    }

    /// Item 16: a template that would break its bar's markup is refused with
    /// a clear message on stderr and the bar's error block on stdout.
    func testTemplatesThatBreakTheBarAreRefused() throws {
        let cases = [
            ("tmux", "{days}d#", "tmux: the '#' at the end"),
            ("conky", "{days}d # note", "conky: '#' starts a comment"),
            ("conky", "{days}d$", "conky: the '$' at the end"),
            ("waybar", "{days} & more", "not valid Pango markup: '&'"),
            ("waybar", "{days} < 30", "not valid Pango markup: '<'"),
            ("i3bar", "<b>{days}", "not valid Pango markup: <b> is never closed"),
        ]
        for (format, template, message) in cases {
            let r = try SolvervBinary.run(["--format", format, "--template", template] + Self.tokyo, environment: Self.oslo)
            XCTAssertTrue(r.stderr.hasPrefix("solverv: template: ") && r.stderr.contains(message), "\(format) \(template): \(r.stderr)")
            XCTAssertTrue(r.stdout.contains("⚠"), "\(format): an error block: \(r.stdout)")
        }
        // Outside a bar: status 2 and no block.
        let plain = try SolvervBinary.run(["--format", "plain", "--template", "{days}"] + Self.tokyo, environment: Self.oslo)
        XCTAssertEqual(plain.status, 0, "plain has no markup to break: \(plain.stderr)")
        // Live markup that parses is kept.
        let bold = try SolvervBinary.run(["countdown", "--format", "waybar", "--template", "<b>{days}</b> &amp;"] + Self.tokyo,
                                         environment: Self.oslo)
        XCTAssertEqual(try drawn("waybar", bold.stdout), "<b>30</b> &amp;")
    }

    /// Item 16: control and bidi characters typed into a template are dropped; its markup stays.
    func testTemplateLosesControlAndBidiCharacters() throws {
        let r = try SolvervBinary.run(["countdown", "--format", "tmux", "--template", "\u{1B}[31m#[bold]{days}\u{202E}\u{200F}d\u{7F}"]
                                      + Self.tokyo, environment: Self.oslo)
        XCTAssertEqual(r.stdout, "#[fg=#7fb8ff][31m#[bold]30d#[default]\n")
    }

    /// A template accepted for conky draws as written in the real conky (`\#` a literal `#`).
    func testAcceptedConkyTemplateDrawsInConky() throws {
        guard RealBar.executable("conky") != nil else { throw XCTSkip("conky is not installed") }
        let arguments = ["countdown", "--format", "conky", "--template", "\\#{days} $$ ${{nodename}}x"] + Self.tokyo
        let command = ([RealBar.shellWord(SolvervBinary.path)] + arguments.map(RealBar.shellWord)).joined(separator: " ")
        let out = try RealConky.output(running: (command.hasPrefix("'") ? "exec " : "") + command, as: .execpi(seconds: 60),
                                       environment: Self.oslo)
        var name = utsname()
        uname(&name)
        let nodename = withUnsafeBytes(of: name.nodename) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        XCTAssertEqual(out, "#30 $ \(nodename)x\n")
    }
}
