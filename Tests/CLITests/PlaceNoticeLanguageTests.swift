import Foundation
import TestSupport
import XCTest

/// The notices and suggestions about places in the reader's language
/// (issue 42, SPEC §5 and §10), end to end in every shipped language: the
/// namesakes notice (`--location Moscow`), the suggestions for a typo
/// (`--location Osloo`) and the answer to `City, CC` (`--location 'Oslo,
/// US'`) name places by their labels in the language and quote with the
/// language's own marks, one kind per message; in a language written in a
/// script of its own, no Latin word is left but the name typed, the
/// options (shell syntax) and whole English labels or hints of places that
/// have no name in the script; and every suggestion printed still finds
/// exactly its place.
final class PlaceNoticeLanguageTests: XCTestCase {
    static let now = ["--now", "2026-11-22T12:00:00Z"]

    /// What a terminal shows of stderr for `arguments` in `locale`.
    func onATerminal(_ arguments: [String], _ locale: String) throws -> String {
        let script = Process()
        script.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        let words = ([SolvervBinary.path] + arguments + Self.now).map(RealBar.shellWord).joined(separator: " ")
        script.arguments = ["-qec", words + " >/dev/null", "/dev/null"]
        script.environment = SolvervBinary.baseEnvironment(["LANG": locale])
        let out = Pipe()
        script.standardOutput = out
        script.standardInput = FileHandle.nullDevice
        try script.run()
        let said = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        script.waitUntilExit()
        return said.replacingOccurrences(of: "\r", with: "").trimmingCharacters(in: .newlines)
    }

    /// The one-line error for `arguments` (status 2) in `locale`.
    func error(_ arguments: [String], _ locale: String) throws -> String {
        let r = try SolvervBinary.run(arguments + Self.now, environment: ["LANG": locale])
        XCTAssertEqual(r.status, 2, "\(locale) \(arguments): \(r.stderr)")
        return r.stderr.trimmingCharacters(in: .newlines)
    }

    /// The English labels (`location.label` and `also`'s) of what `name` finds.
    func englishLabels(_ name: String) throws -> [String] {
        let r = try SolvervBinary.run(["--location", name, "--format", "json"] + Self.now)
        guard r.status == 0, let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any],
              let location = object["location"] as? [String: Any] else { return [] }
        let also = (location["also"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        return [location["label"] as? String].compactMap { $0 } + also
    }

    /// Whether `hint`, given to `--location`, finds a place.
    func resolves(_ hint: String) throws -> Bool {
        try SolvervBinary.run(["--location", hint, "--format", "json"] + Self.now).status == 0
    }

    /// `message` without its options (`--location 'Moscow, US'`, `--lat 1 --lon 2`, `--lat`).
    static func prose(_ message: String) -> String {
        message.replacingOccurrences(of: "solverv: ", with: "")
            .replacingOccurrences(of: #"--location ('[^']*'|"[^"]*"|\S+)"#, with: " ", options: .regularExpression)
            .replacingOccurrences(of: #"--[a-z]+( -?[0-9.]+)?"#, with: " ", options: .regularExpression)
    }

    /// The quotation marks of every shipped language and ASCII's.
    static let allMarks: Set<Character> = ["\"", "„", "“", "”", "«", "»", "‘", "’", "「", "」", "『", "』", "‚", "‹", "›"]

    /// The texts between the language's marks in `text`.
    static func quotedParts(_ text: String, _ open: Character, _ close: Character) -> [String] {
        var parts: [String] = [], current: String?
        for c in text {
            if current == nil, c == open { current = ""; continue }
            if current != nil, c == close { parts.append(current!.trimmingCharacters(in: .whitespaces)); current = nil; continue }
            current?.append(c)
        }
        return parts
    }

    /// One kind of marks, the language's (CLDR's); no ASCII quote around a
    /// word outside the options (a `'` after a letter is an apostrophe).
    func checkQuotes(_ message: String, _ marks: [String], _ language: String) {
        let prose = Self.prose(message)
        let own = Set(marks.joined())
        let chars = Array(prose)
        // A ’ after a letter is an apostrophe (`Oblast’ di Mosca`), where it is no mark of the language's.
        for (i, c) in chars.enumerated() where Self.allMarks.contains(c) && !own.contains(c)
            && !(c == "’" && i > 0 && chars[i - 1].isLetter) {
            XCTFail("\(language): \(c) is not the language's mark in \(message)")
        }
        for (i, c) in chars.enumerated() where c == "'" && (i == 0 || !(chars[i - 1].isLetter || chars[i - 1].isNumber)) {
            XCTFail("\(language): an ASCII quote in \(message)")
        }
    }

    /// In a language with a script of its own: no Latin word left once the
    /// name typed, the options, the countries' codes, the English labels
    /// named and the suggestions that find their places are taken out.
    func checkScript(_ message: String, allowed: [String], _ language: String) {
        guard PlaceLabelScriptTests.ownScript.contains(language) else { return }
        var rest = Self.prose(message)
        for text in allowed.sorted(by: { $0.count > $1.count }) { rest = rest.replacingOccurrences(of: text, with: " ") }
        rest = rest.replacingOccurrences(of: #"(?<![A-Za-z])[A-Z]{2}(?![A-Za-z])"#, with: " ", options: .regularExpression)
        let latin = rest.split(whereSeparator: { $0.isWhitespace || $0.isPunctuation }).filter { word in
            word.unicodeScalars.contains { $0.properties.isAlphabetic && ($0.value < 0x250 || (0x1E00...0x1EFF).contains($0.value)) }
        }
        XCTAssertEqual(latin, [], "\(language): \(message)")
    }

    func testNoticesAndSuggestionsInEveryLanguage() throws {
        guard LanguageGoldenTests.requireCatalogues() else { return }
        let quotes = try CLDRCatalogueTests.fixture("quotes.json")["languages"] as? [String: [String]] ?? [:]
        let moscowLabels = try englishLabels("Moscow")
        for (language, locale) in LanguageGoldenTests.languages {
            let marks = try XCTUnwrap(quotes[language], language)
            let (open, close) = (Character(marks[0]), Character(marks[1]))
            // The namesakes: Moscow, Russia, chosen; Moscow, Idaho, passed over; Moscow Oblast is a region of the name.
            let moscow = try onATerminal(["--location", "Moscow", "--format", "tmux"], locale)
            XCTAssertTrue(moscow.contains("Moscow"), "\(language): \(moscow)")
            checkQuotes(moscow, marks, language)
            checkScript(moscow, allowed: ["Moscow"] + moscowLabels, language)
            // The suggestions: each in the language's marks, each finding its place.
            let osloo = try error(["--location", "Osloo"], locale)
            checkQuotes(osloo, marks, language)
            let suggestions = Self.quotedParts(osloo, open, close).filter { $0 != "Osloo" }
            XCTAssertGreaterThanOrEqual(suggestions.count, 3, "\(language): \(osloo)")
            for suggestion in suggestions { XCTAssertTrue(try resolves(suggestion), "\(language): \(suggestion) in \(osloo)") }
            checkScript(osloo, allowed: ["Osloo"] + suggestions, language)
            // City, CC: no Oslo in the US; the one in Norway named by a hint that finds it.
            let osloUS = try error(["--location", "Oslo, US"], locale)
            checkQuotes(osloUS, marks, language)
            checkScript(osloUS, allowed: ["Oslo", "Oslo, Oslo, NO"], language)
        }
    }

    /// Where the language has a name that finds the place, the notices and
    /// suggestions use it (`Осло`, `Moskau`); the words around in the language.
    func testTheLanguagesOwnNames() throws {
        guard LanguageGoldenTests.requireCatalogues() else { return }
        XCTAssertTrue(try error(["--location", "Osloo"], "ru_RU.UTF-8").contains("(может быть, «Осло», «Осака»"))
        XCTAssertTrue(try error(["--location", "Osloo"], "ja_JP.UTF-8").contains("(「オスロ」、「大阪」"))
        XCTAssertTrue(try error(["--location", "Osloo"], "de_DE.UTF-8").contains("(meinten Sie „Oslo“, „Osaka“"))
        XCTAssertTrue(try error(["--location", "Osloo"], "fr_FR.UTF-8").contains("«\u{00A0}Oslo\u{00A0}», «\u{00A0}Osaka\u{00A0}»"))
        let de = try onATerminal(["--location", "Moscow", "--format", "tmux"], "de_DE.UTF-8")
        XCTAssertTrue(de.hasPrefix("solverv: Moskau, Moskau, RU für „Moscow“ gewählt; "), de)
        let nl = try onATerminal(["--location", "Moscow", "--format", "tmux"], "nl_NL.UTF-8")
        XCTAssertTrue(nl.hasPrefix("solverv: Moskou, Moskou, RU gekozen voor ‘Moscow’; "), nl)
        // The region of the name and its country as the language names them (CLDR), its city by a hint that finds it.
        let ru = try onATerminal(["--location", "Moscow", "--format", "tmux"], "ru_RU.UTF-8")
        XCTAssertTrue(ru.contains("Московская область — это также регион страны Россия"), ru)
        XCTAssertTrue(ru.contains("--location 'Химки, Московская область'"), ru)
        XCTAssertTrue(try resolves("Химки, Московская область"))
        // English keeps its words, and a hint with an apostrophe is written as the shell reads it.
        let c = try onATerminal(["--location", "Moscow", "--format", "tmux"], "C")
        XCTAssertEqual(c, "solverv: Moscow, Moskva, RU chosen for 'Moscow'; for Moscow, Idaho, US use --location 'Moscow, US'; "
                       + "Moskovskaya oblast' is also a region of Russia: for a place there, name a city in it, e.g. --location \"Khimki, Moskovskaya oblast'\"")
        XCTAssertTrue(try resolves("Khimki, Moskovskaya oblast'"))
    }

    /// A country that a sentence names, by CLDR's name in the language
    /// (issue 42); its code stays beside it, as labels write it.
    func testCountriesInTheLanguage() throws {
        guard LanguageGoldenTests.requireCatalogues() else { return }
        for (locale, said) in [("ru_RU.UTF-8", "(Япония, JP)"), ("ja_JP.UTF-8", "(日本, JP)"), ("fr_FR.UTF-8", "(Japon, JP)"),
                               ("de_DE.UTF-8", "(Japan, JP)"), ("ko_KR.UTF-8", "(일본, JP)"), ("C", "(Japan, JP)")] {
            let japan = try error(["--location", "Japan"], locale)
            XCTAssertTrue(japan.contains(said), "\(locale): \(japan)")
        }
        for (locale, said) in [("ja_JP.UTF-8", "モスクワ州はロシアの地域でもあります"), ("de_DE.UTF-8", "eine Region des Landes Russland"),
                               ("tr_TR.UTF-8", "Rusya ülkesinde bir bölge"), ("C", "a region of Russia")] {
            let moscow = try onATerminal(["--location", "Moscow", "--format", "tmux"], locale)
            XCTAssertTrue(moscow.contains(said), "\(locale): \(moscow)")
        }
    }

    /// Labels in the language find their places (issue 42): a notice names
    /// Tromsø, Oslo or Moscow, Idaho, by its whole label in the reader's
    /// script, the region's CLDR name too (`Тромсё, Тромс, NO`, once English
    /// or cut to `Осло, NO` because CLDR's names were not searchable), and
    /// that label, typed back, finds the place.
    func testLabelsInTheLanguageFindTheirPlaces() throws {
        guard LanguageGoldenTests.requireCatalogues() else { return }
        for (locale, tromso, oslo) in [("ru_RU.UTF-8", "Тромсё, Тромс, NO", "Осло, Осло, NO"),
                                       ("uk_UA.UTF-8", "Тромсе, Трумс, NO", "Осло, Осло, NO"),
                                       ("ja_JP.UTF-8", "トロムソ, トロムス県, NO", "オスロ, オスロ, NO"),
                                       ("zh_CN.UTF-8", "特罗姆瑟, 特罗姆斯郡, NO", "奥斯陆, 奥斯陆, NO"),
                                       ("zh_TW.UTF-8", "特羅姆瑟, 特羅姆斯郡, NO", "奧斯陸, 奧斯陸, NO"),
                                       ("ko_KR.UTF-8", "트롬쇠, 트롬스, NO", "오슬로, 오슬로, NO")] {
            for (typed, label, english) in [("Tromso, US", tromso, "Tromsø, Troms, NO"), ("Oslo, US", oslo, "Oslo, Oslo, NO")] {
                let said = try error(["--location", typed], locale)
                XCTAssertTrue(said.contains(label), "\(locale): \(said)")
                XCTAssertEqual(try englishLabels(label), [english], label)
            }
        }
        for (locale, hint) in [("ja_JP.UTF-8", "モスコー, アイダホ州"), ("ko_KR.UTF-8", "모스코, 아이다호")] {
            let moscow = try onATerminal(["--location", "Moscow", "--format", "tmux"], locale)
            XCTAssertTrue(moscow.contains(hint), "\(locale): \(moscow)")
            XCTAssertEqual(try englishLabels(hint), ["Moscow, Idaho, US"], hint)
        }
    }

    /// `near` in the language, with the place near by as the language
    /// names it; in a script of its own where that place has no name in
    /// it, the qualifier left out (Daxie has none in Chinese), never mixed.
    func testNearInTheLanguage() throws {
        guard LanguageGoldenTests.requireCatalogues() else { return }
        for (place, locale, label) in [("Hayes, England, GB, near Southall", "nl_NL.UTF-8", "Hayes, Engeland, GB, bij Southall"),
                                       ("Sanhe, near Wanzhou", "de_DE.UTF-8", "Sanhe, Chongqing, CN, bei Daxie"),
                                       ("Sanhe, near Wanzhou", "zh_CN.UTF-8", "三河, 重庆市, CN ("),
                                       ("Sanhe, near Wanzhou", "C", "Sanhe, Chongqing, CN, near Daxie")] {
            let r = try SolvervBinary.run(["--location", place, "--size", "large"] + Self.now, environment: ["LANG": locale])
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertTrue(r.stdout.contains(label), "\(locale): \(r.stdout)")
        }
    }

    /// New York City dominates `New York` (America/New_York's own place is
    /// New York City itself, 40 m away): no notice, no `also`, in any language.
    func testNewYorkIsSaidOnce() throws {
        for locale in ["C", "nl_NL.UTF-8", "ja_JP.UTF-8"] {
            XCTAssertEqual(try onATerminal(["--location", "New York", "--format", "tmux"], locale), "", locale)
        }
        XCTAssertEqual(try englishLabels("New York"), ["New York City, New York, US"])
    }
}
