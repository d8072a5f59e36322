import Foundation
import TestSupport
import XCTest

/// The report, the chart and the desktop notices in another language
/// (issue 26), from the built binary with a real catalogue: this test
/// writes a .po, compiles it with `msgfmt --check`, and puts the .mo where
/// the binary looks for it, beside a copy of the binary (`PREFIX/bin/solverv`
/// and `PREFIX/share/locale/LL/LC_MESSAGES/solverv.mo`; a copy, because the
/// binary finds itself through /proc/self/exe, which resolves links). The
/// translations are the test's own, some of them hostile; the real
/// catalogues come from translators.
final class ReportLanguageTests: XCTestCase {
    var prefix = ""

    override func setUpWithError() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/msgfmt") else { throw XCTSkip("no msgfmt (gettext)") }
        var template = Array((NSTemporaryDirectory() + "/solverv-language-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw XCTSkip("mkdtemp failed") }
        prefix = String(cString: made)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: prefix)
    }

    /// The binary, installed under the prefix with a catalogue for
    /// `language` compiled from `entries` (a .po's messages, after its header).
    func install(_ language: String, locale: String, plural: String = "nplurals=2; plural=(n != 1);",
                 _ entries: String) throws -> String {
        guard Self.isInstalled(locale) else { throw XCTSkip("locale \(locale) is not installed (Debian: locales-all)") }
        let fm = FileManager.default
        let messages = prefix + "/share/locale/\(language)/LC_MESSAGES"
        try fm.createDirectory(atPath: messages, withIntermediateDirectories: true)
        try fm.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        let binary = prefix + "/bin/solverv"
        if !fm.fileExists(atPath: binary) { try fm.copyItem(atPath: SolvervBinary.path, toPath: binary) }
        let po = """
            msgid ""
            msgstr ""
            "Language: \(language)\\n"
            "MIME-Version: 1.0\\n"
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Content-Transfer-Encoding: 8bit\\n"
            "Plural-Forms: \(plural)\\n"


            """ + entries
        try po.write(toFile: prefix + "/\(language).po", atomically: true, encoding: .utf8)
        let compiled = try SolvervBinary.run(["--check", "-o", messages + "/solverv.mo", prefix + "/\(language).po"],
                                             executable: "/usr/bin/msgfmt")
        XCTAssertEqual(compiled.status, 0, "msgfmt: " + compiled.stderr)
        return binary
    }

    /// Whether glibc has `locale` (`de_DE.UTF-8`) compiled: as locales-all
    /// and localedef leave it, a directory `/usr/lib/locale/de_DE.utf8`.
    static func isInstalled(_ locale: String) -> Bool {
        var isDirectory: ObjCBool = false
        let name = locale.replacingOccurrences(of: ".UTF-8", with: ".utf8")
        return FileManager.default.fileExists(atPath: "/usr/lib/locale/" + name, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static let osloWinterDay = ReportGoldenTests.oslo + ["--now", "2026-11-22T12:00:00Z"]

    /// Labels, sentences with their arguments reordered, and the compact
    /// lengths come from the catalogue; the layout follows their widths
    /// (today's mark still points at today). In the C locale the same binary,
    /// catalogue and all, prints the English golden screen byte for byte.
    func testTheReportSpeaksTheCataloguesLanguage() throws {
        let binary = try install("de", locale: "de_DE.UTF-8", #"""
            msgid "Place"
            msgstr "Ort"

            msgid "Zone"
            msgstr "Zeitzone"

            msgid "%s all year"
            msgstr "%s ganzjährig"

            msgid "(%s time)"
            msgstr "(Zeit von %s)"

            msgid "%s° N"
            msgstr "%s° n. Br."

            msgid "Season"
            msgstr "Jahreszeit"

            msgid "Autumn"
            msgstr "Herbst"

            msgid "%s, day %d of %d"
            msgstr "Tag %2$d von %3$d im %1$s"

            msgid "days shorten until %s"
            msgstr "die Tage werden kürzer bis %s"

            msgid "Day length"
            msgstr "Tageslänge"

            msgid "%dh%sm%ss"
            msgstr "%d Std. %s Min. %s Sek."

            msgid "%dd %s"
            msgstr "%d Tage %s"

            msgid "%s since the day before"
            msgstr "%s seit gestern"

            msgid "Upcoming"
            msgstr "Demnächst"

            msgid "%d day"
            msgid_plural "%d days"
            msgstr[0] "%d Tag"
            msgstr[1] "%d Tage"

            msgid "today ▲"
            msgstr "heute, hier ▲"

            msgid "sun at %s°"
            msgstr "Sonne auf %s°"

            """#)
        let de = try SolvervBinary.run(["report"] + Self.osloWinterDay, environment: ["LANG": "de_DE.UTF-8"], executable: binary)
        XCTAssertEqual(de.status, 0, de.stderr)
        let lines = de.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The widest label is still English (Astronomical dawn): 17 columns, then two spaces; the
        // dates and the decimal comma as de_DE writes them.
        let expected = [
            "Ort                59.91,10.75",
            "                   59,91° n. Br., 10,75° E",
            "Zeitzone           Europe/Oslo",
            "                   UTC+01:00 (Zeit von Oslo)",
            "Jahreszeit         Tag 60 von 89 im Herbst",
            "                   die Tage werden kürzer bis 21. Dez.",
            "Countdown          29 Tage 8h50m",
            "Solar noon         12:03 · Sonne auf 9,9°",
            "Tageslänge         7 Std. 03 Min. 06 Sek.",
            "Change             −4m12s seit gestern",
            "Demnächst",
            "Winter solstice    21. Dez. 2026  21:50 · 29 Tage",
        ]
        for line in expected { XCTAssertTrue(lines.contains(line), "missing: \(line)\n\(de.stdout)") }
        // Today's mark, wider than in English, still points at today's half-month (the 22nd of the 11th: 21).
        let initials = try XCTUnwrap(lines.first { $0.hasSuffix("J F M A M J J A S O N D") })
        let marker = try XCTUnwrap(lines.first { $0.hasSuffix("heute, hier ▲") })
        XCTAssertEqual(marker.count - 1 - (initials.count - "J F M A M J J A S O N D".count), 21, de.stdout)

        for environment in [[:], ["LANG": "C"], ["LC_ALL": "C", "LANG": "de_DE.UTF-8"]] {
            let english = try SolvervBinary.run(["report"] + Self.osloWinterDay, environment: environment, executable: binary)
            XCTAssertEqual(english.status, 0, english.stderr)
            try ReportGoldenTests.compare(english.stdout, "report/oslo-winter-day.txt")
        }
    }

    /// `%d days` takes the language's plural form: Russian has three (21
    /// день, 203 дня, 110 дней), chosen by ngettext with the catalogue's rule.
    func testUpcomingDaysTakeTheLanguagesPluralForms() throws {
        let binary = try install("ru", locale: "ru_RU.UTF-8",
                                 plural: "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
                                 #"""
            msgid "%d day"
            msgid_plural "%d days"
            msgstr[0] "%d день"
            msgstr[1] "%d дня"
            msgstr[2] "%d дней"

            """#)
        // Eight days before the one above: the solstice is 21 days away.
        let ru = try SolvervBinary.run(["report"] + ReportGoldenTests.oslo + ["--now", "2026-11-30T12:00:00Z"],
                                       environment: ["LANG": "ru_RU.UTF-8"], executable: binary)
        XCTAssertEqual(ru.status, 0, ru.stderr)
        func form(_ n: Int) -> String {
            n % 10 == 1 && n % 100 != 11 ? "день" : (2...4).contains(n % 10) && !(12...14).contains(n % 100) ? "дня" : "дней"
        }
        var seen: [Int] = []
        for line in ru.stdout.split(separator: "\n") {
            guard let dot = line.range(of: " · ", options: .backwards) else { continue }
            let words = line[dot.upperBound...].split(separator: " ")
            guard words.count == 2, let n = Int(words[0]) else { continue }
            XCTAssertEqual(String(words[1]), form(n), String(line))
            seen.append(n)
        }
        // The Moon's next phases (the first is tomorrow, no count), then the seasons.
        XCTAssertEqual(seen, [9, 17, 24, 21, 110, 203, 297, 387, 476, 568, 662], ru.stdout)
        XCTAssertEqual(Set(seen.map(form)), ["день", "дня", "дней"], "each of the three forms")
    }

    /// A label in wide characters (CJK: two columns each) widens the label
    /// column by its columns, not its characters, and a combining accent
    /// takes none: every cell still starts in one column.
    func testWideLabelsKeepTheColumnsAligned() throws {
        let binary = try install("ja", locale: "ja_JP.UTF-8", #"""
            msgid "Place"
            msgstr "場所"

            msgid "Zone"
            msgstr "タイムゾーン"

            msgid "Date"
            msgstr "Da\#u{0301}tum"

            msgid "Astronomical dawn"
            msgstr "天文薄明の始まり（夜明け）"

            """#)
        let ja = try SolvervBinary.run(["report"] + Self.osloWinterDay, environment: ["LANG": "ja_JP.UTF-8", "COLUMNS": "100"],
                                       executable: binary)
        XCTAssertEqual(ja.status, 0, ja.stderr)
        // 13 wide characters: 26 columns, the widest label; then two spaces.
        let cell = 26 + 2
        let rows: [(label: String, columns: Int, cell: String)] = [
            ("場所", 4, "59.91,10.75"), ("", 0, "59.91° N, 10.75° E"), ("タイムゾーン", 12, "Europe/Oslo"),
            ("Da\u{0301}tum", 5, "2026年11月22日(日) 13:00"), ("天文薄明の始まり（夜明け）", 26, "5:57"), ("Sunrise", 7, "8:31"),
        ]
        let lines = ja.stdout.split(separator: "\n").map(String.init)
        for row in rows {
            let line = row.label + String(repeating: " ", count: cell - row.columns) + row.cell
            XCTAssertTrue(lines.contains(line), "not at column \(cell): \(row.cell)\n\(ja.stdout)")
        }
    }

    /// A translation is outside text to the SVG: `<`, `&` and `"` in the
    /// title, the legend and the marks are escaped (the month axis is
    /// LC_TIME's, CLDR's German `Jan. 2027`), the SVG
    /// stays well-formed, and its text reads as the translator wrote it.
    func testHostileChartTranslationsStayText() throws {
        let binary = try install("de", locale: "de_DE.UTF-8", #"""
            msgid "Daylight in %s"
            msgstr "<b>Tag & \"Licht\"</b> in %s"

            msgid "Night"
            msgstr "Nacht <&> \"dunkel\""

            msgid "Sunrise, sunset: %s"
            msgstr "Auf & ab <%s>"

            msgid "Today %s"
            msgstr "<heute> & %s"

            msgid "%s · local time: %s"
            msgstr "%1$s & \"%2$s\""

            """#)
        let chart = try SolvervBinary.run(["chart", "--location", "Europe/Oslo", "--now", "2026-11-22T12:00:00Z"],
                                          environment: ["LANG": "de_DE.UTF-8"], executable: binary)
        XCTAssertEqual(chart.status, 0, chart.stderr)
        let svg = try ChartSVGDocument(chart.stdout)
        let texts = svg.elements.filter { $0.name == "text" || $0.name == "title" }.map(\.text)
        for expected in [#"<b>Tag & "Licht"</b> in Oslo"#, #"Nacht <&> "dunkel""#, "Auf & ab <Oslo>", "<heute> & 22. Nov.",
                         "Jan. 2027", #"8. Nov. 2026 – 7. Nov. 2027 & "Europe/Oslo""#] {
            XCTAssertTrue(texts.contains(expected), "no text \(expected): \(texts)")
        }
        XCTAssertEqual(svg.elements.filter { $0.name == "b" }.count, 0, "no element from a translation")
    }

    /// The notices come from the catalogue, a reordered one too, and a
    /// translation with markup reaches the notifier escaped for the body.
    func testNoticesSpeakTheCataloguesLanguage() throws {
        let binary = try install("de", locale: "de_DE.UTF-8", #"""
            msgid "%s of sunlight left in %s · sunset at %s"
            msgstr "%2$s: noch %1$s Sonnenlicht · Sonnenuntergang um %3$s"

            msgid "Sunset in %s at %s"
            msgstr "<b>Sonnenuntergang</b> in %s um %s"

            """#)
        try FileManager.default.createDirectory(atPath: prefix + "/run", withIntermediateDirectories: false,
                                                attributes: [.posixPermissions: 0o700])
        let script = "#!/bin/sh\nprintf '%s\\0' \"$@\" >> \"$OUT\"\n"
        try script.write(toFile: prefix + "/notifier", atomically: true, encoding: .utf8)
        chmod(prefix + "/notifier", 0o755)
        let config = #"{"default": "home", "places": {"home": {"lat": 59.91, "lon": 10.75, "zone": "Europe/Oslo", "name": "Oslo"}}}"#
        try config.write(toFile: prefix + "/config.json", atomically: true, encoding: .utf8)
        // A second before the early notice (`--urgent 30`), then ten seconds after sunset (15:34 in Oslo).
        var got: [String] = []
        for (now, count) in [("2026-11-22T14:04:20Z", 1), ("2026-11-22T14:34:31Z", 2)] {
            let line = try LiveProcess(["sunlight", "--format", "waybar", "--watch", "--config", prefix + "/config.json", "--now", now,
                                        "--urgent", "30", "--notify-command", prefix + "/notifier"],
                                       environment: ["XDG_RUNTIME_DIR": prefix + "/run", "OUT": prefix + "/calls", "HOME": prefix,
                                                     "LANG": "de_DE.UTF-8"],
                                       executable: binary)
            addTeardownBlock { line.signal(SIGKILL); _ = line.exit(timeout: 2) }
            XCTAssertNotNil(line.line(), "the first line")
            let end = Date().addingTimeInterval(8)
            repeat {
                let data = (try? Data(contentsOf: URL(fileURLWithPath: prefix + "/calls"))) ?? Data()
                got = String(decoding: data, as: UTF8.self).split(separator: "\0").map(String.init)
                if got.count >= count { break }
                usleep(50_000)
            } while Date() < end
            line.signal(SIGTERM)
            XCTAssertEqual(line.exit(), 0)
        }
        XCTAssertEqual(got, ["Oslo: noch 30m Sonnenlicht · Sonnenuntergang um 15:34",
                             "&lt;b&gt;Sonnenuntergang&lt;/b&gt; in Oslo um 15:34"])
    }
}
