import Foundation
import TestSupport
import XCTest

/// The lines in the user's language through gettext (SPEC §10, issue 26),
/// with catalogues compiled here (`TranslatedBinary`): `LANGUAGE`'s list in
/// order, UTF-8 from a Latin-1 locale, and machine output (the JSON
/// snapshot, a plugin's snapshot, `events`, `table`) unchanged in any
/// locale, English on the C clock.
final class LanguageTests: XCTestCase {
    static let place = ["--lat", "40.71", "--lon", "-74.01", "--tz", "America/New_York", "--now", "2026-12-19T18:00:00Z"]

    /// German and Norwegian for a few messages; Norwegian lacks the days.
    static let german = """
    msgid "Winter solstice"
    msgstr "Wintersonnenwende"

    msgid "%1$s in %2$d day"
    msgid_plural "%1$s in %2$d days"
    msgstr[0] "%1$s in %2$d Tag"
    msgstr[1] "%1$s in %2$d Tagen"

    msgid "Spring equinox"
    msgstr "Frühlingsanfang"

    msgid "Then: %s"
    msgstr "Danach: %s"

    msgid "%sd"
    msgstr "%s T."

    """
    static let norwegian = """
    msgid "Winter solstice"
    msgstr "Vintersolverv"

    """

    nonisolated(unsafe) static var binary: TranslatedBinary?

    override func setUpWithError() throws {
        guard TranslatedBinary.available else { throw XCTSkip("msgfmt is not installed (apt-get install gettext)") }
        for locale in ["en_US.UTF-8", "de_DE.UTF-8", "de_DE.ISO-8859-1"] where !TranslatedBinary.installed(locale) {
            throw XCTSkip("locale \(locale) is not installed (apt-get install locales-all)")
        }
        if Self.binary == nil { Self.binary = try TranslatedBinary(["de": Self.german, "nb": Self.norwegian]) }
    }

    func run(_ arguments: [String], _ environment: [String: String]) throws -> BinaryResult {
        var env = ["TZ": "America/New_York"]
        for (k, v) in environment { env[k] = v }
        let r = try SolvervBinary.run(arguments + Self.place, environment: env, executable: Self.binary?.path)
        XCTAssertEqual(r.status, 0, r.stderr)
        return r
    }

    func testLocaleSpeaksItsLanguage() throws {
        XCTAssertEqual(try run(["countdown"], ["LC_ALL": "de_DE.UTF-8"]).stdout, "Wintersonnenwende in 2 Tagen\n")
        XCTAssertEqual(try run(["countdown", "--size", "small"], ["LC_ALL": "de_DE.UTF-8"]).stdout, "❄ 2 T.\n")
        // English where there is no catalogue, and in C.
        XCTAssertEqual(try run(["countdown"], ["LC_ALL": "en_US.UTF-8"]).stdout, "Winter solstice in 2 days\n")
        XCTAssertEqual(try run(["countdown"], ["LC_ALL": "C"]).stdout, "Winter solstice in 2 days\n")
        // --locale beats the environment, and its LANGUAGE.
        XCTAssertEqual(try run(["countdown", "--locale", "de_DE.UTF-8"], ["LC_ALL": "C"]).stdout, "Wintersonnenwende in 2 Tagen\n")
        XCTAssertEqual(try run(["countdown", "--locale", "en_US.UTF-8"], ["LC_ALL": "en_US.UTF-8", "LANGUAGE": "de"]).stdout,
                       "Winter solstice in 2 days\n")
    }

    /// gettext's list: Norwegian first, German for what it lacks.
    func testLanguageListInAnEnglishLocale() throws {
        XCTAssertEqual(try run(["countdown"], ["LC_ALL": "en_US.UTF-8", "LANGUAGE": "nb:de"]).stdout, "Vintersolverv in 2 Tagen\n")
        XCTAssertEqual(try run(["countdown"], ["LC_ALL": "en_US.UTF-8", "LANGUAGE": "de:nb"]).stdout, "Wintersonnenwende in 2 Tagen\n")
        XCTAssertEqual(try run(["countdown"], ["LC_ALL": "en_US.UTF-8", "LANGUAGE": "fi:nb"]).stdout, "Vintersolverv in 2 days\n")
    }

    /// Translations and the locale's own names reach the bar as UTF-8.
    func testLatin1LocaleGivesUTF8() throws {
        let r = try run(["countdown", "--size", "large"], ["LC_ALL": "de_DE.ISO-8859-1"])
        XCTAssertTrue(r.stdout.contains("Danach: Frühlingsanfang 20. März"), r.stdout)
        XCTAssertTrue(r.stdout.hasPrefix("❄ Wintersonnenwende in 2 Tagen\n"), r.stdout)
    }

    /// The JSON snapshot, `events` and `table` are the C locale's, byte for
    /// byte, in a translated locale on a 12-hour clock.
    func testMachineOutputStaysTheSame() throws {
        let cases: [[String]] = [
            ["--format", "json"], ["countdown", "sunlight", "dst", "--format", "json", "--date", "2027-03-12"],
            ["events", "--from", "2026", "--to", "2027"], ["events", "--output", "json"],
            ["table", "--days", "3"], ["table", "--days", "3", "--output", "json"],
        ]
        for arguments in cases {
            let c = try run(arguments, ["LC_ALL": "C"])
            for env in [["LC_ALL": "de_DE.UTF-8"], ["LC_ALL": "en_US.UTF-8", "LANGUAGE": "de"], ["LC_ALL": "de_DE.ISO-8859-1"]] {
                XCTAssertEqual(try run(arguments, env).stdout, c.stdout, "\(arguments) in \(env)")
            }
            if arguments.contains("--format") {
                XCTAssertEqual(try run(arguments + ["--clock", "12", "--locale", "de_DE.UTF-8"], [:]).stdout, c.stdout, "\(arguments)")
            }
        }
        // The plain line is German in the same environment: the catalogue was there.
        XCTAssertEqual(try run(["countdown"], ["LC_ALL": "en_US.UTF-8", "LANGUAGE": "de"]).stdout, "Wintersonnenwende in 2 Tagen\n")
    }

    /// A plugin is given the facts as JSON reads them (English words,
    /// `HH:MM`), beside the words in the line's language (PluginLanguageTests).
    func testPluginSnapshotStaysTheSame() throws {
        var template = Array("/tmp/solverv-lang-plugin-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw XCTSkip("mkdtemp failed") }
        let directory = String(cString: made)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let source = directory + "/echo.c"
        try """
        #include <stdlib.h>
        #include <string.h>
        #include <solverv/plugin.h>
        static char *render(const char *s, const char *z, const char *t) { (void)z; (void)t; return strdup(s); }
        static void release(char *p) { free(p); }
        static const struct solverv_formatter f = {
            .abi_version = SOLVERV_PLUGIN_ABI_VERSION, .name = "echo", .summary = "the snapshot it is given",
            .default_size = "large", .render = render, .free = release,
        };
        const struct solverv_formatter *solverv_formatter_v1(void) { return &f; }
        """.write(toFile: source, atomically: true, encoding: .utf8)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let cc = try SolvervBinary.run(["cc", "-shared", "-fPIC", "-I", root.appendingPathComponent("include").path,
                                        "-o", directory + "/echo.so", source], executable: "/usr/bin/env")
        guard cc.status == 0 else { throw XCTSkip("cc: \(cc.stderr)") }
        let arguments = ["countdown", "sunlight", "--plugin", directory + "/echo.so", "--format", "echo"]
        func facts(_ r: BinaryResult) throws -> NSDictionary {
            PluginLanguageTests.facts(try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]))
        }
        let c = try run(arguments, ["LC_ALL": "C"])
        XCTAssertTrue(c.stdout.contains(#""name":"Winter solstice""#), c.stdout)
        let german = try run(arguments, ["LC_ALL": "de_DE.UTF-8"])
        XCTAssertEqual(try facts(german), try facts(c))
        XCTAssertTrue(german.stdout.contains(#""name":"Wintersonnenwende""#), german.stdout)
        XCTAssertEqual(try facts(try run(arguments + ["--clock", "12"], ["LC_ALL": "en_US.UTF-8", "LANGUAGE": "de"])), try facts(c))
    }
}
