import Foundation
import TestSupport
import XCTest

/// The config file (SPEC §5, issue 17) through the built binary: a temporary
/// `$XDG_CONFIG_HOME/solverv/config.json` (or `--config PATH`), and what the
/// line, its errors and its exit status make of it.
final class ConfigTests: XCTestCase {
    static let now = ["--now", "2026-11-22T12:00:00Z"]
    var home: URL!

    override func setUpWithError() throws {
        home = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("slv-config-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("solverv"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: home)
    }

    /// Writes the default config (`$XDG_CONFIG_HOME/solverv/config.json`).
    func write(_ text: String) throws {
        try text.write(to: home.appendingPathComponent("solverv/config.json"), atomically: true, encoding: .utf8)
    }

    var configPath: String { home.appendingPathComponent("solverv/config.json").path }

    /// Runs the binary with the config home set.
    func run(_ arguments: [String], _ environment: [String: String] = [:]) throws -> BinaryResult {
        var env = ["XDG_CONFIG_HOME": home.path]
        for (k, v) in environment { env[k] = v }
        return try SolvervBinary.run(arguments + Self.now, environment: env)
    }

    func snapshot(_ r: BinaryResult) throws -> [String: Any] {
        XCTAssertEqual(r.status, 0, r.stderr)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], r.stdout)
    }

    static let oslo = """
        {
          "default": "home",
          "places": {
            "home": {"lat": 59.91, "lon": 10.75, "zone": "Europe/Oslo", "name": "Oslo"},
            "sydney": {"lat": "33°52'S", "lon": "151°12'E", "zone": "Australia/Sydney"}
          }
        }
        """

    // MARK: Places

    func testTheDefaultPlaceIsUsedWithSourceConfig() throws {
        try write(Self.oslo)
        let location = try XCTUnwrap(try snapshot(run(["--format", "json"]))["location"] as? [String: Any])
        XCTAssertEqual(location["name"] as? String, "Oslo")
        XCTAssertEqual(location["lat"] as? Double, 59.91)
        XCTAssertEqual(location["lon"] as? Double, 10.75)
        XCTAssertEqual(location["zone"] as? String, "Europe/Oslo")
        XCTAssertEqual(location["source"] as? String, "config")
        // The same line as the flags give.
        let flags = try SolvervBinary.run(["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo"] + Self.now)
        XCTAssertEqual(try run([]).stdout, flags.stdout)
        XCTAssertEqual(flags.stdout, "Winter solstice in 29 days · 2h34m of sun left (Oslo time)\n")
        // Before the environment (SPEC §5, step 2 before 3).
        let env = try run(["--format", "json"], ["SOLVERV_LAT": "10", "SOLVERV_LON": "10"])
        XCTAssertEqual((try snapshot(env)["location"] as? [String: Any])?["source"] as? String, "config")
        // The subcommands use it too.
        let table = try run(["table", "--days", "1"])
        let tableFlags = try SolvervBinary.run(["table", "--days", "1", "--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo"] + Self.now)
        XCTAssertEqual(table.stdout, tableFlags.stdout)
    }

    func testFlagsWinOverTheConfig() throws {
        try write(Self.oslo.replacingOccurrences(of: "\"default\"", with: "\"icons\": \"nerd\", \"urgent_minutes\": 300, \"default\""))
        let flags = try snapshot(run(["--format", "json", "--lat", "1", "--lon", "2", "--tz", "UTC"]))
        XCTAssertEqual((flags["location"] as? [String: Any])?["source"] as? String, "explicit")
        XCTAssertEqual((flags["location"] as? [String: Any])?["zone"] as? String, "UTC")
        // --tz over the place's zone.
        let tz = try snapshot(run(["--format", "json", "--tz", "Asia/Tokyo"]))
        XCTAssertEqual((tz["location"] as? [String: Any])?["zone"] as? String, "Asia/Tokyo")
        XCTAssertEqual((tz["location"] as? [String: Any])?["name"] as? String, "Oslo")
        // --icons over icons, --urgent over urgent_minutes.
        XCTAssertEqual(try run(["countdown", "--format", "tmux"]).stdout, "#[fg=#7fb8ff]\u{F2DC} 29d#[default]\n")
        XCTAssertEqual(try run(["countdown", "--format", "tmux", "--icons", "emoji"]).stdout, "#[fg=#7fb8ff]❄ 29d#[default]\n")
        XCTAssertTrue(try run(["sunlight", "--format", "i3bar"]).stdout.contains("\"urgent\":true"))
        XCTAssertFalse(try run(["sunlight", "--format", "i3bar", "--urgent", "10"]).stdout.contains("\"urgent\":true"))
    }

    func testLocationNamesAPlaceOfTheConfig() throws {
        try write(Self.oslo)
        let sydney = try snapshot(run(["--format", "json", "--location", "sydney"]))
        let location = try XCTUnwrap(sydney["location"] as? [String: Any])
        XCTAssertEqual(location["name"] as? String, "sydney")
        XCTAssertEqual(location["zone"] as? String, "Australia/Sydney")
        XCTAssertEqual(try XCTUnwrap(location["lat"] as? Double), -(33 + 52 / 60.0), accuracy: 1e-6)
        // By its display name, case ignored.
        XCTAssertEqual((try snapshot(run(["--format", "json", "--location", "OSLO"]))["location"] as? [String: Any])?["name"] as? String, "Oslo")
        // A typo of a config place is blamed on the config, before the
        // city table's suggestions ("sydny", a spelling GeoNames lists, is Sydney).
        let typo = try run(["--location", "homme"])
        XCTAssertEqual(typo.status, 2)
        XCTAssertEqual(typo.stderr, "solverv: --location: no place 'homme' in \(configPath) (did you mean home?)\n")
        let both = try run(["--location", "sydney", "--lat", "1", "--lon", "2"])
        XCTAssertEqual(both.stderr, "solverv: give --location or --lat/--lon, not both\n")
        let none = try SolvervBinary.run(["--location", "home"] + Self.now)
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.stderr.hasPrefix("solverv: --location: no city or time zone called 'home'"), none.stderr)
    }

    // MARK: Where the file is

    func testConfigOptionOverridesTheDefaultPath() throws {
        try write(Self.oslo)
        let other = home.appendingPathComponent("other.json")
        try ##"{"default": "x", "places": {"x": {"lat": 1, "lon": 2, "zone": "UTC", "name": "Elsewhere"}}}"##
            .write(to: other, atomically: true, encoding: .utf8)
        let r = try snapshot(run(["--format", "json", "--config", other.path]))
        XCTAssertEqual((r["location"] as? [String: Any])?["name"] as? String, "Elsewhere")
        // ~/.config when XDG_CONFIG_HOME is not set.
        let dotConfig = home.appendingPathComponent(".config")
        try FileManager.default.createDirectory(at: dotConfig, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: dotConfig.appendingPathComponent("solverv"),
                                                   withDestinationURL: home.appendingPathComponent("solverv"))
        let viaHome = try SolvervBinary.run(["--format", "json"] + Self.now, environment: ["HOME": home.path])
        XCTAssertEqual((try snapshot(viaHome)["location"] as? [String: Any])?["name"] as? String, "Oslo")
    }

    func testAMissingConfigFileIsAnErrorOnlyWhenNamed() throws {
        // No default file: the line as without a config.
        let none = try run([])
        XCTAssertEqual(none.status, 0, none.stderr)
        let missing = home.appendingPathComponent("nope.json").path
        let plain = try run(["--config", missing])
        XCTAssertEqual(plain.status, 2)
        XCTAssertEqual(plain.stderr, "solverv: \(missing): cannot read the config: No such file or directory\n")
        XCTAssertEqual(plain.stdout, "")
        let bar = try run(["--config", missing, "--format", "polybar"])
        XCTAssertEqual(bar.status, 0)
        XCTAssertEqual(bar.stdout, "%{F#ff5f5f}⚠ \(missing): cannot read the config: No such file or directory%{F-}\n")
    }

    func testCommentsAreAllowed() throws {
        try write("""
            // Solverv's config
            {
              // the place
              "default": "home", // trailing, too
              "places": {"home": {"lat": 59.91, "lon": 10.75, "name": "http://example.org//x"}}
              // a last word
            }
            """)
        let r = try snapshot(run(["--format", "json", "--tz", "UTC"]))
        XCTAssertEqual((r["location"] as? [String: Any])?["name"] as? String, "http://example.org//x", "// in a string is text")
    }

    /// contrib/config.json, the documented example, is a valid config in every format.
    func testTheExampleConfigIsValid() throws {
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("contrib/config.json").path
        for format in ["plain", "json", "i3bar", "waybar", "polybar", "tmux", "conky"] {
            for size in ["small", "medium", "large"] {
                let r = try SolvervBinary.run(["--config", example, "--format", format, "--size", size] + Self.now)
                XCTAssertEqual(r.status, 0, "\(format) \(size): \(r.stderr)")
                XCTAssertEqual(r.stderr, "", "\(format) \(size)")
            }
        }
        let waybar = try SolvervBinary.run(["--config", example, "--format", "waybar"] + Self.now)
        XCTAssertTrue(waybar.stdout.hasPrefix(#"{"text":"❄ <b>29d</b> · ☀ 2h34m""#), waybar.stdout)
        let sydney = try SolvervBinary.run(["--config", example, "--location", "Sydney", "countdown"] + Self.now)
        XCTAssertEqual(sydney.stdout, "🌞 Summer solstice in 30 days\n", "22 Nov 23:00 in Sydney")
    }

    // MARK: Errors

    func testBrokenJSONGivesItsLineAndColumn() throws {
        try write("""
            {
              // comments count as lines
              "default": "home",
              "places": {"home": {"lat": 59.91 "lon": 10.75}}
            }
            """)
        let plain = try run([])
        XCTAssertEqual(plain.status, 2)
        XCTAssertEqual(plain.stderr, "solverv: \(configPath):4:40: '}' expected near '\"lon\"'\n")
        // A bar shows where it broke, and stays alive (status 0).
        let waybar = try run(["--format", "waybar"])
        XCTAssertEqual(waybar.status, 0)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(waybar.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["class"] as? [String], ["error"])
        XCTAssertEqual(object["tooltip"] as? String, "\(configPath):4:40: &apos;}&apos; expected near &apos;&quot;lon&quot;&apos;")
        // A key given twice, invalid UTF-8, an empty file.
        try write("{\n\"icons\": \"nerd\",\n\"icons\": \"emoji\"}")
        XCTAssertTrue(try run([]).stderr.contains("config.json:3:"), "duplicate key")
        try Data([0x7B, 0x0A, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]).write(to: URL(fileURLWithPath: configPath))
        let utf8 = try run([])
        XCTAssertEqual(utf8.status, 2)
        XCTAssertTrue(utf8.stderr.contains("config.json:2:"), utf8.stderr)
        try write("")
        XCTAssertEqual(try run([]).stderr, "solverv: \(configPath):1:1: the file is empty (a config is one JSON object: {})\n")
        // A trailing comma, as waybar users leave them, is said as one (issue 41, item 9), after a comment too.
        try write("{\n  \"places\": {\"home\": {\"lat\": 59.91, \"lon\": 10.75,},  // Oslo\n  },\n  \"default\": \"home\",\n}\n")
        XCTAssertEqual(try run([]).stderr, "solverv: \(configPath):2:49: a trailing comma before '}': remove it (JSON takes none, though waybar's config does)\n")
    }

    /// Each at its key's line and column.
    func testAnUnknownKeyIsReportedAtItsPath() throws {
        let cases = [
            (##"{"places": {"home": {"latitud": 59.91, "lon": 10.75}}}"##, "1:22: places.home.latitud: unknown key (did you mean lat?)"),
            (##"{"places": {"Le Mans": {"lat": 48, "lng": 0.2}}}"##, #"1:36: places["Le Mans"].lng: unknown key (did you mean lon?)"#),
            (##"{"colours": {}}"##, "1:2: colours: unknown key (did you mean colors?)"),
            (##"{"templates": {"countdwn": {}}}"##, "1:16: templates.countdwn: unknown key (did you mean countdown?)"),
            (##"{"templates": {"countdown": {"tiny": "x"}}}"##, "1:30: templates.countdown.tiny: unknown key (known: small, medium, large)"),
            (##"{"formats": {"tmux": {"size": "x"}}}"##, "1:23: formats.tmux.size: unknown key (known: templates, locale, clock)"),
            (##"{"colors": {"wintr": "#000000"}}"##, "1:13: colors.wintr: unknown key (did you mean winter?)"),
        ]
        for (text, message) in cases {
            try write(text)
            let r = try run([])
            XCTAssertEqual(r.status, 2, text)
            XCTAssertEqual(r.stderr, "solverv: \(configPath):\(message)\n", text)
        }
    }

    /// Each at its value's line and column (a place that lacks a key, at the place).
    func testBadValuesNameTheirPath() throws {
        let cases = [
            (##"{"places": {"home": {"lat": 95, "lon": 10}}}"##, "1:29: places.home.lat: 95 is not a latitude (within ±90)"),
            (##"{"places": {"home": {"lat": 9, "lon": "200E"}}}"##, "1:39: places.home.lon: '200E' is not a longitude (within ±180)"),
            (##"{"places": {"home": {"lat": "north", "lon": 1}}}"##,
             #"1:29: places.home.lat: 'north' is not a latitude (expected e.g. 59.91 or "59°54'N")"#),
            (##"{"places": {"home": {"lat": 9}}}"##, "1:21: places.home: a place needs both lat and lon"),
            (##"{"places": {"home": {"lat": 9, "lon": 9, "zone": "Europe/Olso"}}}"##,
             "1:50: places.home.zone: unknown time zone 'Europe/Olso' (not in /usr/share/zoneinfo); did you mean Europe/Oslo?"),
            (##"{"default": "hme", "places": {"home": {"lat": 9, "lon": 9}}}"##, "1:13: default: no place 'hme' in places (did you mean home?)"),
            (##"{"colors": {"winter": "#7fb8f"}}"##, "1:23: colors.winter: '#7fb8f' is not a colour (expected #rrggbb, e.g. #7fb8ff)"),
            (##"{"colors": {"winter": "blue"}}"##, "1:23: colors.winter: 'blue' is not a colour (expected #rrggbb, e.g. #7fb8ff)"),
            (##"{"icons": "fancy"}"##, "1:11: icons: 'fancy' is not one of emoji, nerd"),
            (##"{"icons": "Nerd"}"##, "1:11: icons: 'Nerd' is not one of emoji, nerd (did you mean 'nerd'?)"),
            (##"{"urgent_minutes": 0}"##, "1:20: urgent_minutes: 0 is not a number of minutes from 1 to 1440"),
            (##"{"urgent_minutes": 4.5}"##, "1:20: urgent_minutes: 4.5 is not a whole number of minutes from 1 to 1440"),
            (##"{"templates": {"countdown": {"small": "{dayz}d"}}}"##,
             "1:39: templates.countdown.small: unknown placeholder {dayz} (solverv formats lists them)"),
            (##"{"templates": {"countdown": {"small": "{remaining}"}}}"##,
             "1:39: templates.countdown.small: unknown placeholder {remaining} (solverv formats lists them)"),
        ]
        for (text, message) in cases {
            try write(text)
            let r = try run([])
            XCTAssertEqual(r.status, 2, text)
            XCTAssertEqual(r.stderr, "solverv: \(configPath):\(message)\n", text)
        }
    }

    /// A template is checked for the bar that shows it, as `--template` is.
    func testTemplatesAreCheckedForTheBar() throws {
        let oslo = ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo"]
        try write(##"{"templates": {"countdown": {"small": "<b>{days}d"}}}"##)
        XCTAssertEqual(try run(["countdown", "--format", "tmux"] + oslo).stdout, "#[fg=#7fb8ff]<b>29d#[default]\n", "not markup in tmux")
        let waybar = try run(["countdown", "--format", "waybar"] + oslo)
        XCTAssertEqual(waybar.status, 0)
        XCTAssertTrue(waybar.stdout.contains(#""class":["error"]"#), waybar.stdout)
        XCTAssertTrue(waybar.stderr.hasPrefix("solverv: \(configPath):1:39: templates.countdown.small: "), waybar.stderr)
        // Also on a line that would not use it (sunlight has none): found now, not later.
        XCTAssertTrue(try run(["--format", "i3bar"] + oslo).stderr.contains("templates.countdown.small"))
        // A bar's own template under `formats` is checked for that bar only.
        try write(##"{"formats": {"waybar": {"templates": {"countdown": {"small": "<b>{days}</b>d"}}}}}"##)
        let ok = try run(["countdown", "--format", "waybar"] + oslo)
        XCTAssertTrue(ok.stdout.hasPrefix(#"{"text":"<b>29</b>d""#), ok.stdout)
        XCTAssertEqual(try run(["countdown", "--format", "tmux"] + oslo).stdout, "#[fg=#7fb8ff]❄ 29d#[default]\n")
        try write(##"{"formats": {"polybar": {"templates": {"countdown": {"medium": "%{F#f00 {days}"}}}}}"##)
        let polybar = try run(["countdown", "--format", "polybar"] + oslo)
        XCTAssertTrue(polybar.stderr.hasPrefix("solverv: \(configPath):1:64: formats.polybar.templates.countdown.medium: "), polybar.stderr)
    }

    func testTemplatesPerProviderAndSize() throws {
        try write("""
            {"templates": {
              "countdown": {"small": "{icon}{days}", "medium": "{days} days to {name}"},
              "sunlight": {"small": "{remaining}", "medium": "{status}"}
            }}
            """)
        let oslo = ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo"]
        XCTAssertEqual(try run(["countdown", "--format", "tmux"] + oslo).stdout, "#[fg=#7fb8ff]❄29#[default]\n")
        // Both providers: each its own text and colour, each placeholder its own provider's.
        XCTAssertEqual(try run(["--format", "tmux"] + oslo).stdout, "#[fg=#7fb8ff]❄29#[default] · #[fg=#ffd75f]2h34m#[default]\n")
        // i3bar keeps a block per provider, and short_text takes the small templates.
        let i3bar = try run(["--format", "i3bar", "--once"] + oslo).stdout
        XCTAssertTrue(i3bar.contains(#""name":"countdown","instance":"Oslo","full_text":"29 days to Winter solstice","short_text":"❄29""#)
                      || i3bar.contains(#""full_text":"29 days to Winter solstice","short_text":"❄29""#), i3bar)
        XCTAssertTrue(i3bar.contains(#""full_text":"2h34m of sun left","short_text":"2h34m""#), i3bar)
        // A provider's template is its whole text: no zone indicator is added (it is a placeholder).
        XCTAssertEqual(try run(oslo).stdout, "29 days to Winter solstice · 2h34m of sun left\n")
        // No large template: the default large text.
        XCTAssertTrue(try run(["--size", "large"] + oslo).stdout.hasPrefix("❄ Winter solstice in 29 days\n"))
        // --template wins.
        XCTAssertEqual(try run(["--template", "{days}!"] + oslo).stdout, "29!\n")
    }

    func testColoursPerSeasonAndState() throws {
        try write(##"{"colors": {"winter": "#112233", "day": "#AABBCC", "error": "#010203"}}"##)
        let oslo = ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo"]
        XCTAssertEqual(try run(["--format", "tmux"] + oslo).stdout, "#[fg=#112233]❄ 29d#[default] · #[fg=#aabbcc]☀ 2h34m#[default]\n")
        XCTAssertEqual(try run(["--format", "conky", "--size", "small"] + oslo).stdout,
                       "${color #112233}❄ 29d${color} · ${color #aabbcc}☀ 2h34m${color}\n")
        XCTAssertEqual(try run(["--format", "polybar", "--lat", "95"] + oslo.dropFirst(2)).stdout.prefix(14), "%{F#010203}⚠ -")
    }

    // MARK: Hostile place names (SPEC §9)

    /// A place name from the config is outside text: in every format it
    /// comes out inert, and never runs the command it holds.
    func testHostilePlaceNamesAreInertInEveryFormat() throws {
        try assertHostilePlaceNamesInert([:])
    }

    /// The same in a translated locale with the real catalogues (issue 26):
    /// the name sits among translated text, and stays as inert.
    func testHostilePlaceNamesAreInertInTranslatedLocales() throws {
        guard LanguageGoldenTests.requireCatalogues() else { return }
        for (locale, word) in [("de_DE.UTF-8", "Wintersonnenwende"), ("ja_JP.UTF-8", "冬至")] {
            try write(Self.oslo)
            let large = try run(["countdown", "--size", "large"], ["LANG": locale]).stdout
            XCTAssertTrue(large.contains(word), "\(locale) speaks its language: \(large)")
            try assertHostilePlaceNamesInert(["LANG": locale])
        }
    }

    func assertHostilePlaceNamesInert(_ environment: [String: String]) throws {
        let marker = "/tmp/slv-pwned-\(UUID().uuidString.prefix(8))"
        defer { unlink(marker) }
        try write(Self.hostile(marker))
        let expected = Self.hostileVisible(marker)
        let run = { (arguments: [String]) in try self.run(arguments, environment) }
        for format in ["plain", "i3bar", "waybar", "polybar", "tmux", "conky"] {
            let r = try run(["countdown", "--format", format, "--size", "medium"])
            XCTAssertEqual(r.status, 0, "\(format): \(r.stderr)")
            let line = r.stdout.split(separator: "\n").last.map(String.init) ?? ""
            XCTAssertFalse(line.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" || $0 == "\u{7}" }, "\(format): \(line.debugDescription)")
            switch format {
            case "plain":
                XCTAssertEqual(line, "at " + expected)
            case "i3bar", "waybar":
                let text: String
                if format == "waybar" {
                    text = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["text"] as? String)
                } else {
                    let blocks = try JSONSerialization.jsonObject(with: Data(line.dropLast().utf8)) as? [[String: Any]]
                    text = try XCTUnwrap(blocks?.first?["full_text"] as? String)
                }
                XCTAssertFalse(text.contains("<span"), "\(format): \(text)")
                XCTAssertTrue(text.contains("&lt;span foreground=&quot;red&quot;&gt;"), "\(format): \(text)")
            case "polybar":
                XCTAssertFalse(line.contains("%{A1"), line)
                XCTAssertTrue(line.contains("%\u{FEFF}{A1:touch \(marker):}"), line)
            case "tmux":
                XCTAssertTrue(line.contains("##(touch \(marker))"), line)
                XCTAssertFalse(line.replacingOccurrences(of: "##", with: "").contains("#("), line)
            default:  // conky: `$` doubled and kept from its brace, `#` escaped
                XCTAssertTrue(line.contains("$$\u{FEFF}{exec touch \(marker)}"), line)
                XCTAssertTrue(line.contains("\\#(touch"), line)
            }
        }
        // i3blocks and i3status-rs read pango: escaped as i3bar's text is.
        for format in ["i3blocks", "i3status-rs"] {
            let out = try run(["countdown", "--format", format, "--size", "medium"]).stdout
            XCTAssertFalse(out.contains("<span"), "\(format): \(out)")
            XCTAssertTrue(out.contains("&lt;span foreground="), "\(format): \(out)")
        }
        // The info screen prints the name as text, with no terminal control in it.
        let report = try run(["report"])
        XCTAssertEqual(report.status, 0, report.stderr)
        // A long name goes on below, under its column (80 columns): joined, it is all there.
        // (The label column's width is the language's.)
        let joined = report.stdout.replacingOccurrences(of: "\n +", with: " ", options: .regularExpression)
        XCTAssertTrue(joined.contains("%{A1:touch \(marker):}X%{A} ${exec touch \(marker)}"), report.stdout)
        XCTAssertFalse(report.stdout.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0 == "\u{202E}" }, report.stdout.debugDescription)
        // The JSON snapshot carries the name as data, without control or bidi characters.
        let json = try snapshot(run(["--format", "json"]))
        XCTAssertEqual((json["location"] as? [String: Any])?["name"] as? String, expected)
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker))
    }

    /// The same through real tmux (`#(…)` in status-right) and real conky
    /// (`${execp …}`, two updates: a variable found in the output would run
    /// on the second): the file is never created.
    func testHostilePlaceNamesInRealTmuxAndConky() throws {
        let marker = "/tmp/slv-pwned-\(UUID().uuidString.prefix(8))"
        defer { unlink(marker) }
        try write(Self.hostile(marker))
        let binary = RealBar.shellWord(SolvervBinary.path)
        let command = "XDG_CONFIG_HOME=\(RealBar.shellWord(home.path)) \(binary) countdown --size medium " + Self.now.joined(separator: " ")
        var tried = 0
        if RealBar.executable("tmux") != nil {
            tried += 1
            let line = try RealTmux.statusLine(running: command + " --format tmux", after: " END",
                                               until: { $0.contains("END") && $0.contains("at ") }, timeout: 10)
            XCTAssertTrue(line.plain.contains("#(touch \(marker))"), "drawn as text: \(line.plain.debugDescription)")
            XCTAssertTrue(line.plain.contains("<span foreground=\"red\">"), line.plain.debugDescription)
        }
        if RealBar.executable("conky") != nil {
            tried += 1
            let out = try RealConky.output(text: "${execp env \(command) --format conky}", settings: ["total_run_times = 2", "text_buffer_size = 4096"])
            XCTAssertTrue(out.contains("$\u{FEFF}{exec touch \(marker)}"), "drawn as text: \(out.debugDescription)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker), "a place name ran a command")
        if tried == 0 { throw XCTSkip("neither tmux nor conky is installed") }
    }

    /// A config whose one place has every kind of hostile text in its name,
    /// and a template that shows the name.
    static func hostile(_ marker: String) -> String {
        """
        {
          "default": "evil",
          "places": {"evil": {"lat": 59.91, "lon": 10.75, "zone": "Europe/Oslo",
            "name": "%{A1:touch \(marker):}X%{A} ${exec touch \(marker)} #(touch \(marker)) <span foreground=\\"red\\">R</span> \\u001b[31m\\u202eE\\u0007\\n!"}},
          "templates": {"countdown": {"medium": "at {location}"}}
        }
        """
    }

    /// The name as it reads once control and bidi characters are dropped (a newline becomes a space).
    static func hostileVisible(_ marker: String) -> String {
        "%{A1:touch \(marker):}X%{A} ${exec touch \(marker)} #(touch \(marker)) <span foreground=\"red\">R</span> [31mE !"
    }
}
