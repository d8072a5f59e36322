import Foundation
import TestSupport
import XCTest

/// A plugin's line speaks the user's language (SPEC §8, issue 34): its
/// snapshot carries the words the built-in formats print, in the line's
/// language and clock (each provider's "text" at the size, its "texts" at
/// every size, its "words" for templates, the "marks", the "clock"),
/// while the facts stay machine output, the same in every locale. The
/// example plugins print those words: in de_DE, lemonbar's and xmobar's
/// lines say what `--format plain` says. The real binary, the real
/// catalogues (`make catalogues`) and the real compiled plugins.
final class PluginLanguageTests: XCTestCase {
    static let place = ["--location", "Oslo", "--now", "2026-11-22T12:00:00Z"]
    nonisolated(unsafe) static var directory: String?

    override func setUpWithError() throws {
        for locale in ["de_DE.UTF-8", "ja_JP.UTF-8", "en_US.UTF-8"] where !TranslatedBinary.installed(locale) {
            throw XCTSkip("locale \(locale) is not installed (apt-get install locales-all)")
        }
        if Self.directory == nil { Self.directory = try PluginFixture.compile("lemonbar", "xmobar", "echo") }
    }

    override class func tearDown() {
        if let directory { try? FileManager.default.removeItem(atPath: directory) }
    }

    func run(_ arguments: [String], _ locale: String = "de_DE.UTF-8") throws -> String {
        let r = try SolvervBinary.run(arguments + Self.place, environment: ["LANG": locale])
        XCTAssertEqual(r.status, 0, "\(arguments): \(r.stderr)")
        XCTAssertEqual(r.stderr, "", "\(arguments)")
        return r.stdout
    }

    func plugin(_ name: String, _ arguments: [String], _ locale: String = "de_DE.UTF-8") throws -> String {
        try run(["--plugin", (Self.directory ?? "") + "/\(name).so", "--format", name] + arguments, locale)
    }

    /// lemonbar's line without its markup: `%{F#…}` and `%{F-}` gone, `%%` one `%`.
    static func lemonbarText(_ line: String) -> String {
        line.replacingOccurrences(of: #"%\{F[^}]*\}"#, with: "", options: .regularExpression).replacingOccurrences(of: "%%", with: "%")
    }

    /// xmobar's line without its markup: `<fc=…>`, `</fc>` and `<raw=N:…/>`'s wrapper gone.
    static func xmobarText(_ line: String) -> String {
        line.replacingOccurrences(of: #"</?fc[^>]*>"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"<raw=[0-9]+:(.*?)/>"#, with: "$1", options: .regularExpression)
    }

    func testLemonbarSpeaksGermanAsPlainDoes() throws {
        guard LanguageGoldenTests.requireCatalogues() else { return }
        for clock in [[], ["--clock", "12"]] {
            for size in ["small", "medium"] {
                let plain = try run(["--size", size] + clock)
                XCTAssertEqual(Self.lemonbarText(try plugin("lemonbar", ["--size", size] + clock)), plain, "\(size) \(clock)")
                XCTAssertEqual(Self.xmobarText(try plugin("xmobar", ["--size", size] + clock)), plain, "\(size) \(clock)")
            }
            try assertLargeSpeaksAsPlain(clock)
        }
        let medium = try plugin("lemonbar", [])
        XCTAssertTrue(medium.contains("Wintersonnenwende in 29 Tagen"), medium)
        XCTAssertTrue(medium.contains("Ortszeit"), medium)
        // A template's words are the built-ins' too.
        let template = ["--template", "{name}: {when} · {remaining} · {sunset_time}"]
        XCTAssertEqual(Self.lemonbarText(try plugin("lemonbar", template)), try run(template))
        XCTAssertEqual(Self.lemonbarText(try plugin("lemonbar", template + ["--clock", "12"])), try run(template + ["--clock", "12"]))
        // Japanese, and English on the 12-hour clock of en_US.
        XCTAssertEqual(Self.lemonbarText(try plugin("lemonbar", [], "ja_JP.UTF-8")), try run([], "ja_JP.UTF-8"))
        try assertLargeSpeaksAsPlain([], "ja_JP.UTF-8")
        try assertLargeSpeaksAsPlain([], "en_US.UTF-8")
    }

    /// The large size: plain's lines, each one in lemonbar's line (a
    /// one-line bar joins them with " · ").
    func assertLargeSpeaksAsPlain(_ arguments: [String], _ locale: String = "de_DE.UTF-8", line: UInt = #line) throws {
        let plain = try run(["--size", "large"] + arguments, locale)
        let lemonbar = Self.lemonbarText(try plugin("lemonbar", ["--size", "large"] + arguments, locale))
        XCTAssertGreaterThan(plain.split(separator: "\n").count, 5, line: line)
        for part in plain.split(separator: "\n") {
            XCTAssertTrue(lemonbar.contains(part), "\(locale) \(arguments): '\(part)' in \(lemonbar)", line: line)
        }
    }

    /// A plugin's snapshot without its words: the facts, which the JSON snapshot has too.
    static func facts(_ s: [String: Any]) -> NSDictionary {
        var s = s
        for key in ["clock", "marks", "notice"] { s[key] = nil }
        if var location = s["location"] as? [String: Any] {
            location["zone_indicator"] = nil
            s["location"] = location
        }
        if var shifted = s["shifted"] as? [String: Any] {
            shifted["label"] = nil
            s["shifted"] = shifted
        }
        for provider in (s["providers"] as? [String]) ?? [] {
            if var p = s[provider] as? [String: Any] {
                for key in ["text", "texts", "words"] { p[key] = nil }
                s[provider] = p
            }
        }
        return s as NSDictionary
    }

    /// The facts are machine output, byte for byte the C locale's in any
    /// language and clock; the words beside them are the line's.
    func testFactsStayMachineOutputBesideTheWords() throws {
        guard LanguageGoldenTests.requireCatalogues() else { return }
        func snapshot(_ arguments: [String], _ locale: String) throws -> [String: Any] {
            let text = try plugin("echo", ["countdown", "sunlight", "dst", "--size", "large"] + arguments, locale)
            return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        }
        let facts = Self.facts
        let c = try snapshot([], "C")
        let german = try snapshot([], "de_DE.UTF-8"), twelve = try snapshot(["--clock", "12"], "de_DE.UTF-8")
        XCTAssertEqual(facts(german), facts(c))
        XCTAssertEqual(facts(twelve), facts(c))
        XCTAssertEqual(facts(try snapshot([], "en_US.UTF-8")), facts(c))
        XCTAssertEqual((c["countdown"] as? [String: Any])?["name"] as? String, "Winter solstice")
        // The words.
        let countdown = try XCTUnwrap(german["countdown"] as? [String: Any])
        XCTAssertEqual((countdown["words"] as? [String: Any])?["name"] as? String, "Wintersonnenwende")
        let texts = try XCTUnwrap(countdown["texts"] as? [String: String])
        XCTAssertEqual(texts["medium"], "Wintersonnenwende in 29 Tagen")
        XCTAssertEqual(countdown["text"] as? String, texts["large"])
        XCTAssertEqual(Set(texts.keys), ["small", "medium", "large"])
        XCTAssertEqual(german["clock"] as? Int, 24)
        XCTAssertEqual(twelve["clock"] as? Int, 12)
        XCTAssertEqual(c["clock"] as? Int, 24)
        XCTAssertEqual(try snapshot([], "en_US.UTF-8")["clock"] as? Int, 12)
        XCTAssertEqual((german["location"] as? [String: Any])?["zone_indicator"] as? String, "(Ortszeit Oslo)")
        XCTAssertEqual(german["marks"] as? [String], ["Oslo, Oslo, NO (Ortszeit Oslo)"])
    }
}
