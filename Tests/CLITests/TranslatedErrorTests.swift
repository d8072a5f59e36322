import Foundation
import TestSupport
import XCTest

/// Error messages are marked for gettext (issue 26), for real: a German
/// catalogue written and compiled here with msgfmt, beside a copy of the
/// binary (`PREFIX/bin/solverv`, `PREFIX/share/locale/de/LC_MESSAGES/solverv.mo`,
/// where the binary looks), run under `LANG=de_DE.UTF-8`. The translations
/// are hostile: a translation is outside text to a bar, and every bar's
/// error block must keep it inert (SPEC §9) and its JSON valid.
final class TranslatedErrorTests: XCTestCase {
    /// Markup of every bar at once: a polybar action, a tmux command, a Pango tag, a JSON quote and backslash.
    static let hostile = #"%{A:rm:}#(touch x)<b>"\ "#

    static let catalogue = """
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

        msgid "unknown option '%s' (see %s)"
        msgstr "%{A:rm:}#(touch x)<b>\\"\\\\ Unbekannte Option »%s« (siehe %s)"

        msgid "unknown time zone '%s' (not in %s)"
        msgstr "%{A:rm:}#(touch x)<b>\\"\\\\ Unbekannte Zeitzone »%s« (nicht in %s)"

        """

    /// The German message of `--tz Qqq/Zzz` (CivilTime's, below the CLI).
    static let zoneMessage = "--tz: " + hostile + "Unbekannte Zeitzone »Qqq/Zzz« (nicht in /usr/share/zoneinfo)"

    private var prefix: URL!
    private var binary: String { prefix.appendingPathComponent("bin/solverv").path }

    override func setUpWithError() throws {
        XCTAssertTrue(localeExists("de_DE.utf8"), "the de_DE.UTF-8 locale is missing: apt-get install locales-all")
        prefix = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-lang-\(UUID().uuidString)")
        let bin = prefix.appendingPathComponent("bin"), messages = prefix.appendingPathComponent("share/locale/de/LC_MESSAGES")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        // A copy, not a link: the binary finds its catalogues from /proc/self/exe, which resolves links.
        try FileManager.default.copyItem(atPath: SolvervBinary.path, toPath: binary)
        let po = prefix.appendingPathComponent("de.po")
        try Self.catalogue.write(to: po, atomically: true, encoding: .utf8)
        let msgfmt = try SolvervBinary.run(["-o", messages.appendingPathComponent("solverv.mo").path, po.path],
                                           executable: "/usr/bin/msgfmt")
        XCTAssertEqual(msgfmt.status, 0, "msgfmt: " + msgfmt.stderr)
    }

    override func tearDownWithError() throws {
        if let prefix { try? FileManager.default.removeItem(at: prefix) }
    }

    private func localeExists(_ name: String) -> Bool {
        (try? SolvervBinary.run(["-a"], executable: "/usr/bin/locale"))?.stdout.split(separator: "\n").contains { $0 == name } ?? false
    }

    private func german(_ arguments: [String]) throws -> BinaryResult {
        try SolvervBinary.run(arguments, environment: ["LANG": "de_DE.UTF-8"], executable: binary)
    }

    /// A plain error: the message in German on stderr after the untranslated
    /// `solverv: `, status 2; the same binary and catalogue in the C locale
    /// stay English, byte for byte.
    func testPlainErrorIsTranslatedOnStderr() throws {
        let r = try german(["--bogus"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, "solverv: " + Self.hostile + "Unbekannte Option »--bogus« (siehe solverv --help)\n")
        let zone = try german(["--tz", "Qqq/Zzz"])
        XCTAssertEqual(zone.status, 2)
        XCTAssertEqual(zone.stderr, "solverv: " + Self.zoneMessage + "\n")

        let english = try SolvervBinary.run(["--bogus"], environment: ["LANG": "C"], executable: binary)
        XCTAssertEqual(english.stderr, "solverv: unknown option '--bogus' (see solverv --help)\n")
        let unset = try SolvervBinary.run(["--tz", "Qqq/Zzz"], executable: binary)
        XCTAssertEqual(unset.stderr, "solverv: --tz: unknown time zone 'Qqq/Zzz' (not in /usr/share/zoneinfo)\n")
    }

    /// polybar and tmux: the translated message in the block, its markup
    /// escaped for the bar (`%{` broken by an invisible joiner, `#(` doubled).
    func testPolybarAndTmuxBlocksKeepTheTranslationInert() throws {
        let polybar = try german(["--format", "polybar", "--tz", "Qqq/Zzz"])
        XCTAssertEqual(polybar.status, 0)
        let inertPolybar = Self.zoneMessage.replacingOccurrences(of: "%{", with: "%\u{FEFF}{")
        XCTAssertEqual(polybar.stdout, "%{F#ff5f5f}⚠ " + inertPolybar + "%{F-}\n")
        XCTAssertEqual(polybar.stderr, "solverv: " + Self.zoneMessage + "\n")

        let tmux = try german(["--format", "tmux", "--tz", "Qqq/Zzz"])
        XCTAssertEqual(tmux.status, 0)
        XCTAssertEqual(tmux.stdout, "#[fg=#ff5f5f]⚠ " + Self.zoneMessage.replacingOccurrences(of: "#(", with: "##(") + "#[default]\n")
    }

    /// waybar and i3bar: valid JSON, and the translation as Pango text, with
    /// no tag; an error found before the options are understood too.
    func testJSONBlocksStayValidWithTheTranslation() throws {
        let pango = { (text: String) in
            text.replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
                .replacingOccurrences(of: "\"", with: "&quot;")
        }
        let waybar = try german(["--format", "waybar", "--tz", "Qqq/Zzz"])
        XCTAssertEqual(waybar.status, 0)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(waybar.stdout.utf8)) as? [String: Any], waybar.stdout)
        XCTAssertEqual(object["tooltip"] as? String, pango(Self.zoneMessage))
        XCTAssertEqual(object["text"] as? String, "⚠ solverv")

        for (arguments, message) in [(["--tz", "Qqq/Zzz"], Self.zoneMessage),
                                     (["--bogus"], Self.hostile + "Unbekannte Option »--bogus« (siehe solverv --help)")] {
            let i3bar = try german(["--format", "i3bar", "--once"] + arguments)
            XCTAssertEqual(i3bar.status, 0)
            let lines = i3bar.stdout.split(separator: "\n")
            XCTAssertEqual(lines.count, 3, i3bar.stdout)
            let blocks = try XCTUnwrap(lines.last.map { String($0.dropLast()) }, "the status line, without its comma")
            XCTAssertEqual(lines.last?.last, ",")
            let array = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(blocks.utf8)) as? [[String: Any]], blocks)
            XCTAssertEqual(array.first?["full_text"] as? String, "⚠ " + pango(message))
            XCTAssertEqual(i3bar.stderr, "solverv: " + message + "\n")
        }
    }
}
