import Foundation
import SolvervContracts
import TestSupport
import XCTest

/// Every language keeps each size within its column budget
/// (`Size.columnBudget`, SPEC §3 and §10): each provider's text, at each
/// size, in days, nights, polar days and nights, clock changes and another
/// date with its shift mark (at small size the mark is extra to the
/// budget), measured as a terminal measures it (`wcwidth`: CJK is two
/// columns). The shipped languages
/// are those compiled under `.build/locale` (the build tree's catalogues,
/// found from the binary as it finds them); the test says so and passes
/// while there are none yet.
final class ColumnBudgetTests: XCTestCase {
    /// (arguments, the zone the machine is in: the place's own, so no
    /// zone indicator is added).
    static let scenarios: [([String], String)] = [
        // New York: the June solstice today, by day; before sunrise; after sunset.
        (["--lat", "40.71", "--lon", "-74.01", "--now", "2026-06-21T16:00:00Z"], "America/New_York"),
        (["--lat", "40.71", "--lon", "-74.01", "--now", "2026-12-20T10:00:00Z"], "America/New_York"),
        (["--lat", "40.71", "--lon", "-74.01", "--now", "2026-12-20T23:30:00Z"], "America/New_York"),
        // Clocks go back in 12 days, and went back today.
        (["--lat", "40.71", "--lon", "-74.01", "--now", "2026-10-20T12:00:00Z"], "America/New_York"),
        (["--lat", "40.71", "--lon", "-74.01", "--now", "2026-11-01T18:00:00Z"], "America/New_York"),
        // Tromsø: polar day, polar night, the evening before it, a date shown in another year.
        (["--lat", "69.65", "--lon", "18.96", "--now", "2026-06-10T12:00:00Z"], "Europe/Oslo"),
        (["--lat", "69.65", "--lon", "18.96", "--now", "2026-12-15T12:00:00Z"], "Europe/Oslo"),
        (["--lat", "69.65", "--lon", "18.96", "--now", "2026-11-26T20:00:00Z"], "Europe/Oslo"),
        (["--lat", "69.65", "--lon", "18.96", "--now", "2026-12-28T12:00:00Z", "--date", "2027-03-12"], "Europe/Oslo"),
        // Tokyo: no clock changes; Sydney: the southern names.
        (["--lat", "35.68", "--lon", "139.69", "--now", "2026-03-20T03:00:00Z"], "Asia/Tokyo"),
        (["--lat", "-33.87", "--lon", "151.21", "--now", "2026-12-01T03:00:00Z"], "Australia/Sydney"),
        // Another date shown (the shift mark leads the line): a zone without
        // clock changes, a clock change's day, the next year in the south,
        // polar night.
        (["--lat", "35.68", "--lon", "139.69", "--now", "2026-03-20T03:00:00Z", "--date", "2026-03-25"], "Asia/Tokyo"),
        (["--lat", "40.71", "--lon", "-74.01", "--now", "2026-10-20T12:00:00Z", "--date", "2026-11-01"], "America/New_York"),
        (["--lat", "-33.87", "--lon", "151.21", "--now", "2026-12-01T03:00:00Z", "--date", "2027-06-21"], "Australia/Sydney"),
        (["--lat", "69.65", "--lon", "18.96", "--now", "2026-06-10T12:00:00Z", "--date", "2026-12-15"], "Europe/Oslo"),
    ]

    /// The locale a language is read in, for its own calendar too.
    static let locales = ["de": "de_DE", "fr": "fr_FR", "es": "es_ES", "it": "it_IT", "pt_BR": "pt_BR", "nb": "nb_NO",
                          "sv": "sv_SE", "fi": "fi_FI", "pl": "pl_PL", "ru": "ru_RU", "ja": "ja_JP", "zh_CN": "zh_CN",
                          "nl": "nl_NL", "da": "da_DK", "cs": "cs_CZ", "uk": "uk_UA",
                          "tr": "tr_TR", "ko": "ko_KR", "zh_TW": "zh_TW", "hu": "hu_HU"]

    /// Each line over its size's budget, described, for `executable` (the
    /// built binary when nil) in `environment`.
    func overruns(executable: String? = nil, _ environment: [String: String]) throws -> [String] {
        var found: [String] = []
        for (arguments, zone) in Self.scenarios {
            // Another date's mark, as the lines write it (`⟲ 12 Mar 2027`).
            var mark: String?
            if arguments.contains("--date") {
                var env = environment
                env["TZ"] = zone
                let r = try SolvervBinary.run(["countdown", "--template", "{shifted}"] + arguments, environment: env, executable: executable)
                mark = r.stdout.split(separator: "\n").first.map(String.init)
                XCTAssertTrue(mark?.hasPrefix("⟲ ") == true, "\(arguments): \(r.stdout) \(r.stderr)")
            }
            for provider in ["countdown", "sunlight", "dst", "moon"] {
                for size in Size.allCases {
                    var env = environment
                    env["TZ"] = zone
                    let r = try SolvervBinary.run([provider, "--size", size.rawValue] + arguments, environment: env, executable: executable)
                    XCTAssertEqual(r.status, 0, "\(provider) \(arguments): \(r.stderr)")
                    for (i, line) in r.stdout.split(separator: "\n").enumerated() {
                        // The shift mark leads the first line, extra to the budget (`Size.columnBudget`).
                        var text = Substring(line)
                        if i == 0, let mark = mark.map({ (size == .small ? "⟲" : $0) + " " }) {
                            guard text.hasPrefix(mark) else {
                                found.append("\(size.rawValue), no shift mark \(mark): \(line)")
                                continue
                            }
                            text = text.dropFirst(mark.count)
                        }
                        if Self.columns(String(text)) > size.columnBudget {
                            found.append("\(size.rawValue), \(Self.columns(String(text))) columns > \(size.columnBudget): \(line)")
                        }
                    }
                }
            }
            // The bars that draw one line (tmux, polybar, i3blocks, the i3bar
            // full_text) get a large of one line of at most 100 columns,
            // shift mark and zone indicator included (SPEC §3).
            // (Each provider alone in tmux; the others draw the same texts,
            // so both providers, the longest line, is enough there: this
            // test runs each case in every language.)
            for format in ["tmux", "polybar", "i3blocks", "i3bar"] {
                for providers in format == "tmux" ? [[], ["countdown"], ["sunlight"], ["dst"]] : [[]] {
                    var env = environment
                    env["TZ"] = zone
                    // (i3bar watches unless told --once.)
                    let once = format == "i3bar" ? ["--once"] : []
                    let r = try SolvervBinary.run(providers + ["--format", format, "--size", "large"] + once + arguments,
                                                  environment: env, executable: executable)
                    XCTAssertEqual(r.status, 0, "\(format) large \(providers) \(arguments): \(r.stderr)")
                    let drawn = Self.drawnLine(r.stdout, format: format)
                    if drawn.contains("\n") { found.append("\(format) large \(providers), more than one line: \(drawn)") }
                    if Self.columns(drawn) > Size.large.columnBudget {
                        found.append("\(format) large \(providers), \(Self.columns(drawn)) columns > 100: \(drawn)")
                    }
                }
            }
        }
        return found
    }

    /// The one line that a one-line bar draws from `output`: tmux without its
    /// `#[…]` styles, polybar without its `%{…}` tags, i3blocks' first line
    /// (its full_text), the i3bar blocks' full_text joined as i3bar
    /// separates them (counted as " · "), pango entities read.
    static func drawnLine(_ output: String, format: String) -> String {
        func unpango(_ text: String) -> String {
            text.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
                .replacingOccurrences(of: "&amp;", with: "&")
        }
        switch format {
        case "tmux":
            return String(output.replacingOccurrences(of: "#\\[[^]]*\\]", with: "", options: .regularExpression)
                .replacingOccurrences(of: "##", with: "#").dropLast())
        case "polybar":
            return String(output.replacingOccurrences(of: "%\\{[^}]*\\}", with: "", options: .regularExpression)
                .replacingOccurrences(of: "\u{FEFF}", with: "").dropLast())
        case "i3blocks":
            return unpango(String(output.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""))
        default:
            let json = output.trimmingCharacters(in: CharacterSet(charactersIn: ",\n"))
            let blocks = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [[String: Any]] ?? []
            return blocks.compactMap { $0["full_text"] as? String }.map(unpango).joined(separator: " · ")
        }
    }

    /// What a terminal gives `text`: wcwidth per character, in a UTF-8 locale.
    static func columns(_ text: String) -> Int {
        guard let utf8 = newlocale(1 << LC_CTYPE, "C.UTF-8", nil) else { return text.unicodeScalars.count }
        defer { freelocale(utf8) }
        let previous = uselocale(utf8)
        defer { uselocale(previous) }
        return text.unicodeScalars.reduce(0) { $0 + max(0, Int(wcwidth(Int32(bitPattern: $1.value)))) }
    }

    func testWidthsAsTerminalsCountThem() {
        XCTAssertEqual(Self.columns("❄ 29d"), 5)
        XCTAssertEqual(Self.columns("冬至まで29日"), 12)
        XCTAssertEqual(Self.columns("🌙 07:16"), 8)
    }

    func testEnglishFitsTheBudget() throws {
        XCTAssertEqual(try overruns(["LC_ALL": "C"]), [])
        if TranslatedBinary.installed("en_US.UTF-8") {
            XCTAssertEqual(try overruns(["LC_ALL": "en_US.UTF-8"]), [], "on a 12-hour clock")
        }
    }

    /// `.build/locale`, where `make catalogues` compiles po/ and the
    /// build tree's binary finds its catalogues (SPEC §10).
    static var builtCatalogues: URL {
        let binary = URL(fileURLWithPath: SolvervBinary.path).resolvingSymlinksInPath()
        return binary.deletingLastPathComponent().appendingPathComponent("../../locale").standardized
    }

    /// The catalogues under `.build/locale`, each in its language's locale.
    func testEveryShippedLanguageFitsTheBudget() throws {
        let catalogues = Self.builtCatalogues
        let languages = ((try? FileManager.default.contentsOfDirectory(atPath: catalogues.path)) ?? []).filter {
            FileManager.default.fileExists(atPath: catalogues.appendingPathComponent("\($0)/LC_MESSAGES/solverv.mo").path)
        }.sorted()
        guard !languages.isEmpty else { throw XCTSkip("no catalogue under \(catalogues.path) yet") }
        for language in languages {
            let locale = (Self.locales[language] ?? language) + ".UTF-8"
            guard TranslatedBinary.installed(locale) else {
                XCTFail("\(language): locale \(locale) is not installed (apt-get install locales-all)")
                continue
            }
            XCTAssertEqual(try overruns(["LC_ALL": locale]), [], language)
        }
    }

    /// The check reads translations: one too long for the small size is caught.
    func testALongTranslationIsCaught() throws {
        guard TranslatedBinary.available, TranslatedBinary.installed("de_DE.UTF-8") else { throw XCTSkip("needs msgfmt and de_DE.UTF-8") }
        let short = try TranslatedBinary(["de": "msgctxt \"small\"\nmsgid \"no sun\"\nmsgstr \"k. Sonne\"\n"])
        XCTAssertEqual(try overruns(executable: short.path, ["LC_ALL": "de_DE.UTF-8"]), [])
        let long = try TranslatedBinary(["de": "msgctxt \"small\"\nmsgid \"no sun\"\nmsgstr \"keine Sonne heute\"\n"])
        XCTAssertEqual(try overruns(executable: long.path, ["LC_ALL": "de_DE.UTF-8"]),
                       ["small, 20 columns > 14: 🌑 keine Sonne heute", "small, 20 columns > 14: ⟲ 🌑 keine Sonne heute"])
    }
}

/// glibc's wcwidth (wchar.h declares it only under _XOPEN_SOURCE, which
/// Swift's Glibc module does not define).
@_silgen_name("wcwidth")
private func wcwidth(_ c: Int32) -> Int32
