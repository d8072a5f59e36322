import Foundation
import TestSupport
import XCTest

/// What a translated one-shot line loads at start (SPEC §10, issue 26's
/// start-up target), counted with strace rather than timed: its catalogue
/// opened once (gettext is told the language found, not left to try six
/// spellings of the locale's name), and LC_TIME only when the line writes
/// a clock or a date in a locale other than the messages' (the calendar
/// table answers for theirs).
final class LocaleStartupTests: XCTestCase {
    static let oslo = ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--now", "2026-11-22T12:00:00Z"]
    static let german = """
    msgid "Winter solstice"
    msgstr "Wintersonnenwende"

    msgid "%sh%sm"
    msgstr "%s Std. %s Min."

    """

    nonisolated(unsafe) static var binary: TranslatedBinary?

    override func setUpWithError() throws {
        guard TranslatedBinary.available else { throw XCTSkip("msgfmt is not installed (apt-get install gettext)") }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/strace") else { throw XCTSkip("strace is not installed") }
        guard TranslatedBinary.installed("de_DE.UTF-8") else { throw XCTSkip("locale de_DE.UTF-8 is not installed (apt-get install locales-all)") }
        if Self.binary == nil { Self.binary = try TranslatedBinary(["de": Self.german]) }
    }

    /// The line's output, and the paths it opened or probed (strace's lines).
    func traced(_ arguments: [String], _ environment: [String: String] = ["LANG": "de_DE.UTF-8"]) throws -> (out: String, calls: [String]) {
        let binary = try XCTUnwrap(Self.binary)
        let log = binary.directory.appendingPathComponent("strace-\(UUID().uuidString.prefix(8)).log").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        let r = try SolvervBinary.run(["-f", "-e", "trace=open,openat,access,stat,newfstatat", "-o", log, binary.path] + arguments + Self.oslo,
                                      environment: environment, executable: "/usr/bin/strace")
        XCTAssertEqual(r.status, 0, r.stderr)
        let calls = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
        return (r.stdout, calls)
    }

    func testTranslatedLineOpensOneCatalogueAndNoTimeLocale() throws {
        let (out, calls) = try traced(["sunlight", "--format", "tmux"])
        XCTAssertEqual(out, "#[fg=#ffd75f]☀ 2 Std. 34 Min.#[default]\n")
        // One open of the catalogue itself, which never blocks (a FIFO there
        // hung every line); without a runtime directory its checked copy is
        // then written in the line's own directory and gettext reads that
        // copy, never the file in place (issue 41).
        let opens = calls.filter { $0.contains("open") && $0.contains("solverv.mo") }
        let original = opens.filter { $0.contains("/share/locale/") }
        XCTAssertEqual(original.count, 1, opens.joined(separator: "\n"))
        XCTAssertTrue(original.first?.contains("O_NONBLOCK") ?? false, opens.joined(separator: "\n"))
        XCTAssertEqual(opens.count, 3, opens.joined(separator: "\n"))
        XCTAssertFalse(opens.contains { $0.contains("= -1") }, opens.joined(separator: "\n"))
        XCTAssertFalse(calls.contains { $0.contains("/LC_TIME") }, calls.filter { $0.contains("locale") }.joined(separator: "\n"))
    }

    /// A line that writes a clock or a date in the messages' own locale
    /// loads no LC_TIME: the calendar table (CLDR) has its names, patterns
    /// and clock. An LC_TIME other than the messages' is loaded, as glibc
    /// resolves it (whether it is installed), and its dates are the table's.
    func testLineWithAClockReadsTheCalendarTable() throws {
        let (out, calls) = try traced(["sunlight", "--format", "plain", "--size", "large"])
        XCTAssertTrue(out.contains("sunset 15:34"), out)
        XCTAssertFalse(calls.contains { $0.contains("/LC_TIME") }, calls.filter { $0.contains("locale") }.joined(separator: "\n"))
        let (template, read) = try traced(["sunlight", "--format", "tmux", "--template", "{sunset_time}"])
        XCTAssertEqual(template, "#[fg=#ffd75f]15:34#[default]\n")
        XCTAssertFalse(read.contains { $0.contains("/LC_TIME") }, read.joined(separator: "\n"))
        let (dated, _) = try traced(["countdown", "--size", "large"])
        XCTAssertTrue(dated.contains("Mo., 21. Dez. 2026, 21:50"), dated)
        guard TranslatedBinary.installed("en_US.UTF-8") else { return }
        let (mixed, loaded) = try traced(["countdown", "--size", "large"], ["LANG": "de_DE.UTF-8", "LC_TIME": "en_US.UTF-8"])
        XCTAssertTrue(mixed.contains("Mon, Dec 21, 2026, 9:50 PM"), mixed)
        XCTAssertTrue(loaded.contains { $0.contains("/LC_TIME") && !$0.contains("= -1") }, loaded.joined(separator: "\n"))
    }

    /// In C, nothing of a locale is opened at all.
    func testCLineOpensNoLocale() throws {
        let (_, calls) = try traced(["sunlight", "--format", "tmux"], ["LC_ALL": "C"])
        XCTAssertFalse(calls.contains { $0.contains("/usr/lib/locale") || $0.contains("solverv.mo") || $0.contains("locale.alias") },
                       calls.joined(separator: "\n"))
    }
}
