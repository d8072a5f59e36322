import Foundation
import TestSupport
import XCTest

/// The lines the shipped files run speak the user's language (issue 34,
/// item 3): every `solverv` command in `contrib/`'s bar configs, with
/// `contrib/config.json`'s templates, at every size, in German and Japanese
/// with the real catalogues, leaves no English word or unit behind. A
/// template that writes a unit itself (`{days}d`) would give `29d` there;
/// the localized placeholders (`{days_short}`, `{remaining}`) do not.
final class ShippedLinesLanguageTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The bar files and the command each runs (`ctl` commands steer, print nothing).
    static let barFiles = ["contrib/i3/config", "contrib/sway/config", "contrib/waybar/config.jsonc",
                           "contrib/polybar/config.ini", "contrib/conky/conky.conf", "contrib/i3blocks/config",
                           "contrib/i3status-rust/config.toml", "contrib/tmux/tmux.conf"]

    /// The arguments of each `solverv …` a bar file runs, as a bar splits
    /// them (no quoting appears in them), `--watch` dropped: one line each.
    static func shippedCommands() throws -> [(file: String, arguments: [String])] {
        var found: [(String, [String])] = []
        let pattern = try NSRegularExpression(pattern: #"(?m)^[^#;/\n]*?\bsolverv((?: +[-a-z0-9]+)+)"#)
        for file in barFiles {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                let words = text[range].split(separator: " ").map(String.init).filter { $0 != "--watch" }
                guard words.first != "ctl", words.contains("--format") else { continue }
                found.append((file, words))
            }
        }
        return found
    }

    /// English words a translated line must not print (the German words
    /// that are also English, such as Winter, are left out), and the English
    /// compact units after a number.
    static let english = ["day", "days", "sun", "left", "solstice", "equinox", "sunrise", "sunset", "today",
                          "tomorrow", "spring", "autumn", "summer", "until", "length", "daylight", "then", "clocks"]
    static func englishUnits(in text: String) throws -> Int {
        try NSRegularExpression(pattern: #"[0-9](d|h|m|s)\b"#).numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text))
    }

    /// The words a person reads in a line: the text fields of the JSON
    /// formats (their keys and CSS classes are for machines), else the line.
    static func readable(_ output: String) -> String {
        var texts: [String] = []
        for line in output.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: CharacterSet(charactersIn: ",[] "))
            guard trimmed.hasPrefix("{"), let data = trimmed.data(using: .utf8),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                texts.append(String(line))
                continue
            }
            for key in ["text", "tooltip", "full_text", "short_text"] { if let t = object[key] as? String { texts.append(t) } }
        }
        return texts.joined(separator: "\n")
    }

    func testShippedLinesLeaveNoEnglishInGermanOrJapanese() throws {
        let commands = try Self.shippedCommands()
        // i3, sway, waybar, polybar, conky (twice), i3blocks (2), i3status-rust (2), tmux.
        XCTAssertGreaterThanOrEqual(commands.count, 10, "\(commands)")
        guard LanguageGoldenTests.requireCatalogues() else { return }
        let config = Self.root.appendingPathComponent("contrib/config.json").path
        for locale in ["de_DE.UTF-8", "ja_JP.UTF-8"] {
            for (file, arguments) in commands {
                for size in ["small", "medium", "large"] {
                    // Three moments: by day, after sunset, on the day of the event.
                    for now in ["2026-11-22T12:00:00Z", "2026-11-22T20:00:00Z", "2026-12-21T12:00:00Z"] {
                        let all = arguments + ["--config", config, "--size", size, "--now", now]
                        let r = try SolvervBinary.run(all, environment: ["LANG": locale, "TZ": "Europe/Oslo"])
                        let what = "\(locale) \(file): solverv \(all.joined(separator: " "))"
                        XCTAssertEqual(r.status, 0, "\(what): \(r.stderr)")
                        let text = Self.readable(r.stdout)
                        XCTAssertFalse(text.isEmpty, what)
                        let words = text.lowercased().split { !$0.isLetter }.map(String.init)
                        for word in Self.english where words.contains(word) {
                            XCTFail("\(what): English '\(word)' in \(text)")
                        }
                        XCTAssertEqual(try Self.englishUnits(in: text), 0, "\(what): an English unit in \(text)")
                    }
                }
            }
        }
    }

    /// `{days_short}` is the small size's count in the language: `29d`
    /// in English, `29日` in Japanese, and the day's word on the day.
    func testDaysShortIsTheLanguagesCompactCount() throws {
        let oslo = ["countdown", "--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--template", "{days_short}"]
        XCTAssertEqual(try SolvervBinary.run(oslo + ["--now", "2026-11-22T12:00:00Z"]).stdout, "29d\n")
        XCTAssertEqual(try SolvervBinary.run(oslo + ["--now", "2026-12-21T12:00:00Z"]).stdout, "today\n")
        let dst = ["dst", "--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--template", "{days_short}",
                   "--now", "2026-11-22T12:00:00Z"]
        XCTAssertEqual(try SolvervBinary.run(dst).stdout, "126d\n")
        guard LanguageGoldenTests.requireCatalogues() else { return }
        XCTAssertEqual(try SolvervBinary.run(oslo + ["--now", "2026-11-22T12:00:00Z"], environment: ["LANG": "ja_JP.UTF-8"]).stdout,
                       "29日\n")
    }
}
