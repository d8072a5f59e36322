import Foundation
import TestSupport
import XCTest

/// The clock and calendar of the lines follow LC_TIME (SPEC §10, issue
/// 26): 12 or 24 hours as the locale's time format says, its month and
/// weekday names and its order of day and month; `--clock`, `--locale` and
/// the config's `"clock"` and `"locale"` (top level, or a bar format's)
/// override it, strongest first. Real locales (`locales-all`).
final class LocaleClockTests: XCTestCase {
    /// New York, the evening before the December solstice: the small line
    /// shows tomorrow's sunrise at 07:16, the large one the solstice's date.
    static let place = ["--lat", "40.71", "--lon", "-74.01", "--tz", "America/New_York", "--now", "2026-12-20T23:30:00Z"]
    var home: URL!

    override func setUpWithError() throws {
        for locale in ["en_US.UTF-8", "en_GB.UTF-8", "de_DE.UTF-8", "de_DE.ISO-8859-1"] where !TranslatedBinary.installed(locale) {
            throw XCTSkip("locale \(locale) is not installed (apt-get install locales-all)")
        }
        home = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("slv-clock-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("solverv"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let home { try? FileManager.default.removeItem(at: home) }
    }

    /// `timeOnly`: the locale for LC_TIME alone, messages in C (English
    /// words around the locale's dates, whatever catalogues are built).
    func line(_ arguments: [String], locale: String? = nil, timeOnly: Bool = false, config: String? = nil,
              file: StaticString = #filePath, line: UInt = #line) throws -> String {
        var env = ["TZ": "America/New_York", "XDG_CONFIG_HOME": home.path]
        if let locale {
            if timeOnly { env["LC_TIME"] = locale; env["LC_MESSAGES"] = "C" } else { env["LC_ALL"] = locale }
        }
        if let config {
            try config.write(to: home.appendingPathComponent("solverv/config.json"), atomically: true, encoding: .utf8)
        }
        let r = try SolvervBinary.run(arguments + Self.place, environment: env)
        XCTAssertEqual(r.status, 0, r.stderr, file: file, line: line)
        XCTAssertEqual(r.stderr, "", file: file, line: line)
        return r.stdout
    }

    func small(locale: String? = nil, _ extra: [String] = [], config: String? = nil, file: StaticString = #filePath,
               line: UInt = #line) throws -> String {
        try self.line(["sunlight", "--size", "small"] + extra, locale: locale, config: config, file: file, line: line)
    }

    func testTwelveOrTwentyFourHoursFromLCTime() throws {
        XCTAssertEqual(try small(), "🌙 07:16\n")
        XCTAssertEqual(try small(locale: "en_US.UTF-8"), "🌙 7:16 AM\n")
        XCTAssertEqual(try small(locale: "en_GB.UTF-8"), "🌙 07:16\n")
        XCTAssertEqual(try small(locale: "de_DE.UTF-8"), "🌙 07:16\n")
        // LC_TIME alone decides the clock.
        let r = try SolvervBinary.run(["sunlight", "--size", "small"] + Self.place,
                                      environment: ["TZ": "America/New_York", "LANG": "en_GB.UTF-8", "LC_TIME": "en_US.UTF-8"])
        XCTAssertEqual(r.stdout, "🌙 7:16 AM\n", r.stderr)
    }

    func testMonthAndWeekdayNamesAndTheirOrderFromLCTime() throws {
        let large = ["countdown", "--size", "large"]
        XCTAssertTrue(try line(large).contains("Mon 21 Dec 2026, 15:50\n"))
        XCTAssertTrue(try line(large, locale: "en_US.UTF-8").contains("Mon, Dec 21, 2026, 3:50 PM\n"))
        XCTAssertTrue(try line(large, locale: "en_GB.UTF-8").contains("Mon, 21 Dec 2026, 15:50\n"))
        // LC_TIME's names and order, around English words (the messages in C).
        let names = try line(large, locale: "de_DE.UTF-8", timeOnly: true)
        XCTAssertTrue(names.contains("Mo., 21. Dez. 2026, 15:50\n"), names)
        XCTAssertTrue(names.contains("20. März"), names)
        // The shift mark too.
        XCTAssertTrue(try line(["countdown", "--date", "2027-03-12"], locale: "de_DE.UTF-8", timeOnly: true).hasPrefix("⟲ 12. März 2027 "))
        XCTAssertTrue(try line(["countdown", "--date", "2026-12-24"], locale: "en_US.UTF-8").hasPrefix("⟲ Dec 24 "))
        // With German's catalogue too: the same dates, LC_TIME's.
        guard Self.germanCatalogue else { return }
        let german = try line(large, locale: "de_DE.UTF-8")
        XCTAssertTrue(german.contains("Mo., 21. Dez. 2026, 15:50\n"), german)
        XCTAssertTrue(try line(["countdown", "--date", "2027-03-12"], locale: "de_DE.UTF-8").hasPrefix("⟲ 12. März 2027 "))
    }

    /// Dates as CLDR writes them for LC_TIME's locale (the calendar table:
    /// en_US's commas, sv `21 dec.`, fi `21.12.`, hu year first, ja and zh
    /// with their own words), and for a language outside the table
    /// (Lithuanian) as glibc's LC_TIME says: day or month first from its
    /// date format, or where that starts with the year (lt `%Y.%m.%d`)
    /// from its date-and-time format.
    func testOrderOfDayAndMonthAsTheLocaleWritesDatesInWords() throws {
        let expected: [(locale: String, date: String, then: String, shifted: String)] = [
            ("en_US", "Mon, Dec 21, 2026, 3:50 PM", "Then: Spring equinox Mar 20 ·", "⟲ Dec 24 "),
            ("en_GB", "Mon, 21 Dec 2026, 15:50", "Then: Spring equinox 20 Mar ·", "⟲ 24 Dec "),
            ("de_DE", "Mo., 21. Dez. 2026, 15:50", "Then: Spring equinox 20. März ·", "⟲ 24. Dez. "),
            ("sv_SE", "mån 21 dec. 2026 15:50", "Then: Spring equinox 20 mars ·", "⟲ 24 dec. "),
            ("fi_FI", "ma 21.12.2026 15.50", "Then: Spring equinox 20.3. ·", "⟲ 24.12. "),
            ("hu_HU", "2026. dec. 21., H 15:50", "Then: Spring equinox márc. 20. ·", "⟲ dec. 24. "),
            ("lt_LT", "Pr gruod. 21 2026, 15:50", "Then: Spring equinox kov. 20 ·", "⟲ gruod. 24 "),
            ("ja_JP", "2026年12月21日(月) 15:50", "Then: Spring equinox 3月20日 ·", "⟲ 12月24日 "),
            ("zh_CN", "2026年12月21日周一 15:50", "Then: Spring equinox 3月20日 ·", "⟲ 12月24日 "),
        ]
        for e in expected {
            let locale = e.locale + ".UTF-8"
            guard TranslatedBinary.installed(locale) else { throw XCTSkip("locale \(locale) is not installed (apt-get install locales-all)") }
            let large = try line(["countdown", "--size", "large"], locale: locale, timeOnly: true).split(separator: "\n").map(String.init)
            XCTAssertEqual(large.count, 4, locale)
            XCTAssertEqual(large.dropFirst().first, e.date, locale)
            XCTAssertTrue(large.last?.hasPrefix(e.then) == true, "\(locale): \(large)")
            let shifted = try line(["countdown", "--date", "2026-12-24"], locale: locale, timeOnly: true)
            XCTAssertTrue(shifted.hasPrefix(e.shifted), "\(locale): \(shifted)")
        }
    }

    /// A date is LC_TIME's whole, whatever the messages' language: no
    /// catalogue writes words around its names (`周Mon` cannot happen), and
    /// a Chinese LC_TIME in GB18030 is written as zh_CN's record, in UTF-8.
    func testADateIsLCTimesWhateverTheMessages() throws {
        guard TranslatedBinary.installed("zh_CN.UTF-8") else { throw XCTSkip("needs zh_CN.UTF-8") }
        func date(_ environment: [String: String]) throws -> String? {
            let r = try SolvervBinary.run(["countdown", "--size", "large"] + Self.place,
                                          environment: environment.merging(["TZ": "America/New_York"]) { a, _ in a })
            XCTAssertEqual(r.status, 0, r.stderr)
            return r.stdout.split(separator: "\n").dropFirst().first.map(String.init)
        }
        XCTAssertEqual(try date(["LC_ALL": "zh_CN.UTF-8"]), "2026年12月21日周一 15:50")
        XCTAssertEqual(try date(["LANG": "en_US.UTF-8", "LANGUAGE": "zh_CN"]), "Mon, Dec 21, 2026, 3:50 PM")
        XCTAssertEqual(try date(["LANG": "zh_CN.UTF-8", "LC_TIME": "C"]), "Mon 21 Dec 2026, 15:50")
        XCTAssertEqual(try date(["LANG": "en_GB.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8"]), "Mon, 21 Dec 2026, 15:50")
        if TranslatedBinary.installed("zh_CN.GB18030") {
            XCTAssertEqual(try date(["LANG": "zh_CN.UTF-8", "LC_TIME": "zh_CN.GB18030"]), "2026年12月21日周一 15:50")
        }
    }

    /// Whether `make catalogues` built German's catalogue.
    static var germanCatalogue: Bool {
        FileManager.default.fileExists(atPath: ColumnBudgetTests.builtCatalogues.appendingPathComponent("de/LC_MESSAGES/solverv.mo").path)
    }

    /// German words around an English LC_TIME's dates and marks
    /// (`LANGUAGE=de` in en_US keeps `Dec 21, 2026` and `AM`); where its
    /// LC_NUMERIC is German, the no-location notice writes Greenwich with
    /// a decimal comma.
    func testCatalogueDatesAndMarksOnlyAroundTheirLanguage() throws {
        guard Self.germanCatalogue else { throw XCTSkip("German's catalogue is not built (make catalogues)") }
        let english = ["TZ": "America/New_York", "XDG_CONFIG_HOME": home.path, "LANG": "en_US.UTF-8", "LANGUAGE": "de"]
        let large = try SolvervBinary.run(["countdown", "--size", "large"] + Self.place, environment: english)
        XCTAssertTrue(large.stdout.contains("Wintersonnenwende"), large.stdout)
        XCTAssertTrue(large.stdout.contains("Mon, Dec 21, 2026, 3:50 PM"), large.stdout)
        XCTAssertFalse(large.stdout.contains("Dez"), large.stdout)
        let small = try SolvervBinary.run(["sunlight", "--size", "small", "--clock", "12"] + Self.place, environment: english)
        XCTAssertEqual(small.stdout, "🌙 7:16 AM\n", small.stderr)
        // No place at all: Greenwich, written as German writes numbers.
        let unplaced = try SolvervBinary.run(["sunlight", "--now", "2026-11-22T12:00:00Z"],
                                             environment: ["TZ": "UTC", "XDG_CONFIG_HOME": home.path, "HOME": home.path, "LANG": "de_DE.UTF-8"])
        XCTAssertTrue(unplaced.stdout.contains("Greenwich (51,4769° N, 0,0005° W)"), unplaced.stdout)
    }

    /// A Latin-1 locale is written as its language's record: UTF-8.
    func testLatin1LocaleGivesUTF8() throws {
        let large = try line(["countdown", "--size", "large"], locale: "de_DE.ISO-8859-1", timeOnly: true)
        XCTAssertTrue(large.contains("20. März"), large)
        XCTAssertTrue(large.contains("Mo., 21. Dez. 2026"), large)
    }

    func testClockOptionOverridesTheLocale() throws {
        // glibc's German has no marks: CLDR's, whatever the messages.
        XCTAssertEqual(try line(["sunlight", "--size", "small", "--clock", "12"], locale: "de_DE.UTF-8", timeOnly: true), "🌙 7:16 AM\n")
        XCTAssertEqual(try small(locale: "de_DE.UTF-8", ["--clock", "12"]), "🌙 7:16 AM\n")
        // Japanese noon on a 12-hour clock counts from 0 (CLDR's K).
        if TranslatedBinary.installed("ja_JP.UTF-8") {
            let oslo = ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--now", "2026-11-22T12:00:00Z"]
            let noon = try SolvervBinary.run(["report", "--clock", "12"] + oslo, environment: ["LC_ALL": "ja_JP.UTF-8"])
            XCTAssertTrue(noon.stdout.contains("午後0:"), noon.stdout)
            XCTAssertFalse(noon.stdout.contains("午後12:"), noon.stdout)
        }
        XCTAssertEqual(try small(locale: "en_US.UTF-8", ["--clock", "24"]), "🌙 07:16\n")
        XCTAssertEqual(try small(["--clock=12"]), "🌙 7:16 AM\n")
    }

    /// `--locale` twice is refused in the environment's language, not in
    /// whichever of the two came last.
    func testLocaleGivenTwiceIsRefusedInTheEnvironmentsLanguage() throws {
        let r = try SolvervBinary.run(["--locale", "de_DE.UTF-8", "--locale=fr_FR.UTF-8"] + Self.place,
                                      environment: ["LANG": "C", "XDG_CONFIG_HOME": home.path])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "solverv: --locale is given twice\n")
    }

    func testLocaleOptionOverridesTheEnvironment() throws {
        XCTAssertEqual(try small(["--locale", "en_US.UTF-8"]), "🌙 7:16 AM\n")
        XCTAssertEqual(try small(locale: "en_US.UTF-8", ["--locale", "en_GB.UTF-8"]), "🌙 07:16\n")
        XCTAssertEqual(try small(locale: "en_US.UTF-8", ["--locale=C"]), "🌙 07:16\n")
        // --clock beats the locale --locale chose.
        XCTAssertEqual(try small(["--locale", "en_US.UTF-8", "--clock", "24"]), "🌙 07:16\n")
    }

    func testConfigTopLevelAndPerFormat() throws {
        // en_GB's own marks.
        XCTAssertEqual(try small(locale: "en_GB.UTF-8", config: #"{"clock": 12}"#), "🌙 7:16 am\n")
        XCTAssertEqual(try small(locale: "en_GB.UTF-8", config: #"{"locale": "en_US.UTF-8"}"#), "🌙 7:16 AM\n")
        // A bar's section beats the top level, for that bar only.
        let perFormat = #"{"clock": 12, "formats": {"tmux": {"clock": 24}}}"#
        XCTAssertEqual(try small(config: perFormat), "🌙 7:16 AM\n")
        XCTAssertEqual(try line(["sunlight", "--format", "tmux"], config: perFormat), "#[fg=#8787d7]🌙 07:16#[default]\n")
        let locales = #"{"locale": "de_DE.UTF-8", "formats": {"tmux": {"locale": "en_US.UTF-8"}}}"#
        let german = try line(["countdown", "--size", "large"], config: locales)
        XCTAssertTrue(german.contains("21. Dez. 2026"), german)
        XCTAssertTrue(try line(["countdown", "--size", "large", "--format", "tmux"], config: locales).contains("Mon, Dec 21, 2026"))
        // The command line beats the config, the config the environment.
        XCTAssertEqual(try small(locale: "en_US.UTF-8", ["--clock", "24"], config: #"{"clock": 12}"#), "🌙 07:16\n")
        XCTAssertEqual(try small(locale: "en_US.UTF-8", config: #"{"clock": 24}"#), "🌙 07:16\n")
        XCTAssertEqual(try small(["--locale", "en_GB.UTF-8"], config: #"{"locale": "en_US.UTF-8"}"#), "🌙 07:16\n")
    }

    func testBadClockIsAUsageError() throws {
        let plain = try SolvervBinary.run(["sunlight", "--clock", "13"] + Self.place)
        XCTAssertEqual(plain.status, 2)
        XCTAssertEqual(plain.stdout, "")
        XCTAssertTrue(plain.stderr.hasPrefix("solverv: --clock: '13' is not one of 12, 24"), plain.stderr)
        // In a bar: the error block, status 0.
        let bar = try SolvervBinary.run(["sunlight", "--clock", "am", "--format", "waybar"] + Self.place)
        XCTAssertEqual(bar.status, 0)
        XCTAssertTrue(bar.stdout.contains(#""class":["error"]"#), bar.stdout)
        XCTAssertEqual(bar.stderr, "solverv: --clock: 'am' is not one of 12, 24\n")
        // The config's: 12 or 24, a number.
        try #"{"clock": "12"}"#.write(to: home.appendingPathComponent("solverv/config.json"), atomically: true, encoding: .utf8)
        let config = try SolvervBinary.run(["sunlight"] + Self.place, environment: ["XDG_CONFIG_HOME": home.path])
        XCTAssertEqual(config.status, 2)
        XCTAssertTrue(config.stderr.hasSuffix(#":1:11: clock: expected a number (12 or 24), not a string ("12")"# + "\n"), config.stderr)
        // A number that is not 12 or 24 says so, never "expected a number, not a number".
        for (value, shown) in [("12.0", "12.0"), ("13", "13")] {
            try #"{"clock": \#(value)}"#.write(to: home.appendingPathComponent("solverv/config.json"), atomically: true, encoding: .utf8)
            let number = try SolvervBinary.run(["sunlight"] + Self.place, environment: ["XDG_CONFIG_HOME": home.path])
            XCTAssertEqual(number.status, 2)
            XCTAssertTrue(number.stderr.hasSuffix(":1:11: clock: \(shown) is not 12 or 24\n"), number.stderr)
        }
    }

    /// An unknown locale in the environment: English, quietly. One named
    /// with --locale: English, and a notice; the bar keeps working.
    func testUnknownLocale() throws {
        let c = try SolvervBinary.run(["--format", "tmux"] + Self.place)
        let unknown = try SolvervBinary.run(["--format", "tmux"] + Self.place, environment: ["LC_ALL": "xx_YY.UTF-8"])
        XCTAssertEqual(unknown.status, 0)
        XCTAssertEqual(unknown.stdout, c.stdout)
        XCTAssertEqual(unknown.stderr, "")
        let named = try SolvervBinary.run(["--format", "tmux", "--locale", "xx_YY.UTF-8"] + Self.place,
                                          environment: ["LC_ALL": "de_DE.UTF-8"])
        XCTAssertEqual(named.status, 0)
        XCTAssertEqual(named.stdout, c.stdout)
        XCTAssertEqual(named.stderr, "solverv: locale 'xx_YY.UTF-8' is not installed; the text stays English\n")
    }

    /// A locale named by a language alone (`de`), or set but spoken by no
    /// catalogue of ours (`german`, glibc's alias for de_DE.ISO-8859-1):
    /// English, and one notice that helps; English locales stay quiet.
    /// An empty --locale is refused, in the environment's language.
    func testLocaleMistakesSaySo() throws {
        let c = try SolvervBinary.run(["--format", "tmux"] + Self.place)
        let hint = " (a locale names a language and a country, such as de_DE.UTF-8: locale -a lists those installed)\n"
        let language = try SolvervBinary.run(["--format", "tmux", "--locale", "de"] + Self.place)
        XCTAssertEqual(language.stdout, c.stdout)
        XCTAssertEqual(language.stderr, "solverv: locale 'de' is not installed; the text stays English" + hint)
        for alias in ["german", "deutsch"] {
            let r = try SolvervBinary.run(["--format", "tmux", "--locale", alias] + Self.place)
            XCTAssertEqual(r.status, 0)
            XCTAssertEqual(r.stdout, c.stdout)
            XCTAssertEqual(r.stderr, "solverv: no catalogue of Solverv's speaks locale '\(alias)'; the text stays English" + hint)
        }
        // A language not translated (yet): said once, without the hint.
        let greek = try SolvervBinary.run(["--format", "tmux", "--locale", "el_GR.UTF-8"] + Self.place)
        XCTAssertEqual(greek.stderr, "solverv: no catalogue of Solverv's speaks locale 'el_GR.UTF-8'; the text stays English\n")
        for english in ["en_GB.UTF-8", "en_US.UTF-8", "C"] {
            XCTAssertEqual(try SolvervBinary.run(["--format", "tmux", "--locale", english] + Self.place).stderr, "", english)
        }
        let empty = try SolvervBinary.run(["sunlight", "--locale", ""] + Self.place, environment: ["LANG": "de_DE.UTF-8"])
        XCTAssertEqual(empty.status, 2)
        XCTAssertEqual(empty.stdout, "")
        XCTAssertTrue(empty.stderr.hasPrefix("solverv: --locale "), empty.stderr)
        XCTAssertTrue(empty.stderr.contains("de_DE.UTF-8"), empty.stderr)
        XCTAssertFalse(empty.stderr.contains("needs a locale's name"), "said in German: \(empty.stderr)")
    }
}
