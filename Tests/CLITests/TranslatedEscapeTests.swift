import Foundation
import TestSupport
import XCTest

/// The hostile-text error blocks (`GoldenTests.testErrorBlocksEscapeHostileText`,
/// `LocationTests.testHostileNameIsEchoedInert`) rerun in German and
/// Japanese with the real catalogues (issue 26): the echoed text sits in a
/// translated message and stays inert in every bar (a polybar action, a
/// tmux command, a conky variable, a Pango tag), and the JSON stays valid.
/// The hostile place names of the config are rerun in `ConfigTests`.
final class TranslatedEscapeTests: XCTestCase {
    static let formats = ["plain", "json", "i3bar", "waybar", "polybar", "tmux", "conky", "i3blocks", "i3status-rs"]

    func testHostileErrorTextIsInertInTranslatedLocales() throws {
        guard LanguageGoldenTests.requireCatalogues() else { return }
        for option in ["--tz", "--location"] {
            let english = try SolvervBinary.run([option, GoldenTests.hostile]).stderr
            for locale in ["de_DE.UTF-8", "ja_JP.UTF-8"] {
                for format in Self.formats {
                    let r = try SolvervBinary.run(["--format", format, option, GoldenTests.hostile, "--now", "2026-11-22T12:00:00Z"],
                                                  environment: ["LANG": locale])
                    let what = "\(locale) \(option) \(format)"
                    XCTAssertEqual(r.status, ["plain", "json"].contains(format) ? 2 : 0, "\(what): \(r.stderr)")
                    // Quoted as the language quotes (CLDR: German „…“, Japanese 「…」); JSON's error is C's.
                    let (open, close) = format == "json" ? ("'", "'") : locale.hasPrefix("de") ? ("„", "“") : ("「", "」")
                    XCTAssertTrue(r.stderr.hasPrefix("solverv: \(option):") && r.stderr.contains("\(open)\(GoldenTests.hostile)\(close)"),
                                  "\(what): \(r.stderr)")
                    if format == "json" {
                        // Machine output: the JSON format keeps the C locale, its error too (SPEC §10).
                        XCTAssertEqual(r.stderr, english, what)
                    } else {
                        XCTAssertNotEqual(r.stderr, english, "\(what): the message is translated")
                    }
                    try assertInert(r.stdout, format, what)
                }
            }
        }
    }

    /// What each bar would act on is broken or escaped; JSON parses.
    func assertInert(_ out: String, _ format: String, _ what: String) throws {
        switch format {
        case "plain":
            XCTAssertEqual(out, "", what)
        case "json":
            let object = try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any]
            XCTAssertNotNil(object?["error"], "\(what): \(out)")
        case "waybar", "i3status-rs":
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any], "\(what): \(out)")
            let text = object.values.compactMap { $0 as? String }.joined(separator: "\n")
            XCTAssertTrue(text.contains("&lt;b&gt;&amp;"), "\(what): \(text)")
            XCTAssertFalse(text.contains("<b>"), "\(what): \(text)")
        case "i3bar":
            let lines = out.split(separator: "\n")
            XCTAssertEqual(lines.count, 3, "\(what): \(out)")
            let blocks = try XCTUnwrap(lines.last.map { String($0.dropLast()) })
            let array = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(blocks.utf8)) as? [[String: Any]], "\(what): \(out)")
            let text = try XCTUnwrap(array.first?["full_text"] as? String)
            XCTAssertTrue(text.contains("&lt;b&gt;&amp;"), "\(what): \(text)")
            XCTAssertFalse(text.contains("<b>"), "\(what): \(text)")
        case "i3blocks":
            XCTAssertTrue(out.contains("&lt;b&gt;&amp;"), "\(what): \(out)")
            XCTAssertFalse(out.contains("<b>"), "\(what): \(out)")
        case "polybar":
            XCTAssertFalse(out.contains("%{A1"), "\(what): \(out)")
            XCTAssertTrue(out.contains("%\u{FEFF}{A1:touch /tmp/pwned:}"), "\(what): \(out)")
        case "tmux":
            XCTAssertTrue(out.contains("##(touch /tmp/pwned)"), "\(what): \(out)")
            XCTAssertFalse(out.replacingOccurrences(of: "##", with: "").contains("#("), "\(what): \(out)")
        default:  // conky: `$` doubled and kept from its brace, `#` escaped
            XCTAssertTrue(out.contains("$$\u{FEFF}{exec touch /tmp/pwned}"), "\(what): \(out)")
            XCTAssertTrue(out.contains("\\#(touch"), "\(what): \(out)")
        }
    }
}
