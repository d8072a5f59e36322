import Foundation
import TestSupport
import XCTest

/// Catalogues are outside input (issue 32, items 4–8): a copy of the built
/// binary with a broken `share/locale/de/LC_MESSAGES/solverv.mo` beside it,
/// as an installed copy finds its catalogues (TranslatedBinary). Every line
/// runs under `timeout` (1 s, then KILL): it must end, with the German or
/// the English line and at most a notice, never by a signal.
final class HostileCatalogueTests: XCTestCase {
    static let oslo = ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--now", "2026-12-21T12:00:00Z"]
    static let german = ["LANG": "de_DE.UTF-8"]

    override func setUpWithError() throws {
        guard TranslatedBinary.available else { throw XCTSkip("no msgfmt (gettext)") }
        guard TranslatedBinary.installed("de_DE.UTF-8") else { throw XCTSkip("de_DE.UTF-8 is not installed (locales-all)") }
    }

    /// Runs `binary` with `arguments` under `timeout -k 1 1`.
    func run(_ binary: TranslatedBinary, _ arguments: [String], _ what: String,
             file: StaticString = #filePath, line: UInt = #line) throws -> BinaryResult {
        let r = try SolvervBinary.run(["-k", "1", "1", binary.path] + arguments, environment: Self.german, executable: "/usr/bin/timeout")
        XCTAssertNotEqual(r.status, 124, "\(what): still running after 1 s", file: file, line: line)
        XCTAssertFalse(r.status > 128, "\(what): ended by a signal (\(r.status - 128)): \(r.stderr)", file: file, line: line)
        return r
    }

    /// The catalogue's file in `binary`'s tree.
    func catalogue(_ binary: TranslatedBinary) -> URL {
        binary.directory.appendingPathComponent("share/locale/de/LC_MESSAGES/solverv.mo")
    }

    /// A `day and month` pattern ending in a lone `%` spun for ever; now a
    /// catalogue has no say in dates at all: they are CLDR's for LC_TIME
    /// (German `21. Dez.`), whatever a catalogue holds, and nothing is said.
    func testACataloguesDatePatternHasNoSay() throws {
        let binary = try TranslatedBinary(["de": """
            msgctxt "day and month"
            msgid "%e %b"
            msgstr "%e.%m. %"

            msgctxt "day, month and year"
            msgid "%e %b %Y"
            msgstr "%e.%m.%Y %"

            """])
        for arguments in [["--size", "large"], ["report"]] {
            let r = try run(binary, arguments + Self.oslo, "\(arguments)")
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertEqual(r.stderr, "")
            XCTAssertTrue(r.stdout.contains("21. Dez."), r.stdout)
            XCTAssertFalse(r.stdout.contains("21.12."), r.stdout)
        }
    }

    /// A FIFO in the catalogue's place hung every translated line (glibc
    /// opens it blocking); now the line is English, with a notice.
    func testFIFOCatalogueLeavesTheLineEnglish() throws {
        let binary = try TranslatedBinary([:])
        try FileManager.default.createDirectory(at: catalogue(binary).deletingLastPathComponent(), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(catalogue(binary).path, 0o644), 0)
        let r = try run(binary, Self.oslo, "FIFO")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("Winter solstice"), r.stdout)
        XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("solverv.mo not used (not a regular file (a FIFO)); the text stays English"), r.stderr)
    }

    /// Truncated and bit-flipped copies of the German catalogue (38 of 300
    /// crashed the line with SIGSEGV): every one ends, in German or in
    /// English with a notice.
    func testCorruptedCataloguesNeverCrashOrHang() throws {
        guard LanguageGoldenTests.requireCatalogues() else { return }
        let original = try [UInt8](Data(contentsOf: ColumnBudgetTests.builtCatalogues.appendingPathComponent("de/LC_MESSAGES/solverv.mo")))
        let binary = try TranslatedBinary([:])
        try FileManager.default.createDirectory(at: catalogue(binary).deletingLastPathComponent(), withIntermediateDirectories: true)
        // The lines with the catalogue refused: English words, German dates and
        // numbers. (With none at all, the binary's own would speak German.)
        // The large size has the most messages: plurals, dates, the clock.
        let lines = [["--size", "large"]]
        var english: [[String]: String] = [:]
        try Data("not a catalogue at all".utf8).write(to: catalogue(binary))
        for arguments in lines { english[arguments] = try run(binary, arguments + Self.oslo, "refused").stdout }
        var random = SplitMix(state: 0x5EED_0032)
        var refused = 0
        for i in 0..<300 {
            var bytes = original
            switch random.below(3) {
            case 0:
                bytes = Array(bytes.prefix(random.below(bytes.count)))
            case 1:
                for _ in 0...random.below(8) { bytes[random.below(bytes.count)] ^= UInt8(1 << random.below(8)) }
            default:
                // Flips in the header and tables, where the offsets are.
                for _ in 0...random.below(8) { bytes[random.below(min(bytes.count, 8192))] ^= UInt8(1 << random.below(8)) }
            }
            try Data(bytes).write(to: catalogue(binary))
            for arguments in lines {
                let r = try run(binary, arguments + Self.oslo, "corruption \(i) \(arguments)")
                XCTAssertEqual(r.status, 0, "corruption \(i): \(r.stderr)")
                for notice in r.stderr.split(separator: "\n") {
                    XCTAssertTrue(notice.hasPrefix("solverv: "), "corruption \(i): \(r.stderr)")
                }
                if r.stderr.contains("the text stays English") {
                    refused += 1
                    XCTAssertEqual(r.stdout, english[arguments], "corruption \(i)")
                }
            }
        }
        // Most corruptions are refused; bit flips inside a string's text pass.
        XCTAssertGreaterThan(refused, 100)
    }

    /// ESC, BEL and RLO in translations reach no terminal, in the line or
    /// the report.
    func testControlCharactersInTranslationsAreDropped() throws {
        let binary = try TranslatedBinary(["de": """
            msgid "Winter solstice"
            msgstr "Winter\\033[31msonnen\\awende\\033]0;pwned\\a\u{202E}"

            msgid "Zone"
            msgstr "Z\\033[2Jone\u{202E}\u{2066}"

            """])
        for arguments in [["--size", "large"], ["report"], ["events"], ["--format", "waybar"]] {
            let r = try run(binary, arguments + Self.oslo, "\(arguments)")
            XCTAssertEqual(r.status, 0, r.stderr)
            for bad in ["\u{1B}", "\u{7}", "\u{202E}", "\u{2066}"] {
                XCTAssertFalse(r.stdout.contains(bad) || r.stderr.contains(bad), "\(arguments): \(r.stdout.debugDescription)")
            }
        }
        let r = try run(binary, ["--size", "large"] + Self.oslo, "large")
        XCTAssertTrue(r.stdout.contains("Winter[31msonnenwende]0;pwned"), r.stdout)
    }

    /// A 70 KB translation made `report` work for a minute; a translation
    /// over its budget (4× the English, 64 bytes more) is not used.
    func testOverlongTranslationsAreNotUsed() throws {
        let long = String(repeating: "Sonnenwende ", count: 6000)
        let binary = try TranslatedBinary(["de": """
            msgid "Winter solstice"
            msgstr "\(long)"

            msgid "Zone"
            msgstr "\(long)"

            msgid "Place"
            msgstr "Ort"

            """])
        for arguments in [["report"], ["--size", "large"], ["--format", "waybar"]] {
            let r = try run(binary, arguments + Self.oslo, "\(arguments)")
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertTrue(r.stdout.contains("Winter solstice"), r.stdout)
            XCTAssertFalse(r.stdout.contains("Sonnenwende Sonnenwende"), "\(arguments)")
            XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, r.stderr)
            XCTAssertTrue(r.stderr.contains("is 72000 bytes long"), r.stderr)
        }
    }
}
