import Foundation
import TestSupport
import XCTest

/// What a reader of each language sees, in one readable file per language
/// (issue 42): the default line at every size (before and after sunset,
/// the day before and the day of an event, the south), `dst` (a change in
/// days, tomorrow, later today and earlier today, both ways), `report` for
/// two places and for a polar night beside Oslo, the 12-hour clock, the
/// moon at every size (and a day without moonrise, one without moonset),
/// and errors with suggestions, from the built binary with `--now` pinned and
/// the real catalogues, under `LANG=<locale>.UTF-8` and nothing else of the
/// caller's environment. A change to a translation shows here as a diff a
/// reviewer reads: `make language-goldens` (SOLVERV_UPDATE_GOLDEN=1)
/// rewrites `Tests/Golden/languages/LANG.txt`; en.txt is the English set.
final class LanguageSetGoldenTests: XCTestCase {
    struct Scene {
        let title: String
        let arguments: [String]
    }

    static let oslo = ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo"]
    static let longyearbyen = ["--lat", "78.22", "--lon", "15.63", "--tz", "Arctic/Longyearbyen"]

    static var scenes: [Scene] {
        var scenes: [Scene] = []
        for size in GoldenTests.sizes {
            scenes.append(Scene(title: "the line, \(size)", arguments: oslo + ["--now", "2026-11-22T12:00:00Z", "--size", size]))
        }
        scenes += [
            Scene(title: "the line after sunset", arguments: oslo + ["--now", "2026-11-22T18:00:00Z", "--size", "medium"]),
            Scene(title: "the day before the solstice", arguments: oslo + ["countdown", "--now", "2026-12-20T12:00:00Z", "--size", "medium"]),
            Scene(title: "the day of the solstice", arguments: oslo + ["countdown", "--now", "2026-12-21T08:00:00Z", "--size", "large"]),
            Scene(title: "the south, large", arguments: ["--lat", "-33.87", "--lon", "151.21", "--tz", "Australia/Sydney",
                                                         "--now", "2026-11-22T01:00:00Z", "--size", "large"]),
            Scene(title: "a 12-hour clock, large", arguments: oslo + ["--now", "2026-11-22T12:00:00Z", "--size", "large", "--clock", "12"]),
        ]
        for size in GoldenTests.sizes {
            scenes.append(Scene(title: "dst in 12 days, \(size)", arguments: oslo + ["dst", "--now", "2026-10-13T12:00:00Z", "--size", size]))
        }
        scenes += [
            Scene(title: "dst tomorrow", arguments: oslo + ["dst", "--now", "2026-10-24T12:00:00Z", "--size", "medium"]),
            Scene(title: "dst later today", arguments: oslo + ["dst", "--now", "2026-10-25T00:30:00Z", "--size", "medium"]),
            Scene(title: "dst earlier today", arguments: oslo + ["dst", "--now", "2026-10-25T12:00:00Z", "--size", "medium"]),
            Scene(title: "dst forward in 8 days, 12-hour clock", arguments: oslo + ["dst", "--now", "2027-03-20T12:00:00Z", "--size", "large", "--clock", "12"]),
            Scene(title: "dst forward later today", arguments: oslo + ["dst", "--now", "2027-03-28T00:30:00Z", "--size", "medium"]),
            Scene(title: "dst forward earlier today", arguments: oslo + ["dst", "--now", "2027-03-28T12:00:00Z", "--size", "medium"]),
        ]
        for size in GoldenTests.sizes {
            scenes.append(Scene(title: "polar night, \(size)", arguments: longyearbyen + ["--now", "2026-12-21T10:00:00Z", "--size", size]))
        }
        // The moon (issue 44): every size, the 12-hour clock, a day without moonrise and one without moonset.
        for size in GoldenTests.sizes {
            scenes.append(Scene(title: "the moon, \(size)", arguments: ["moon"] + oslo + ["--now", "2026-11-22T12:00:00Z", "--size", size]))
        }
        scenes += [
            Scene(title: "the moon, 12-hour clock, large", arguments: ["moon"] + oslo + ["--now", "2026-11-22T12:00:00Z", "--size", "large", "--clock", "12"]),
            Scene(title: "the moon, a day without moonrise", arguments: ["moon"] + oslo + ["--now", "2026-12-01T12:00:00Z", "--size", "large"]),
            Scene(title: "the moon, a day without moonset", arguments: ["moon"] + oslo + ["--now", "2026-12-17T12:00:00Z", "--size", "large"]),
        ]
        scenes += [
            Scene(title: "report, two places", arguments: ["report", "--location", "Moscow", "--location", "New York", "--now", "2026-11-29T12:00:00Z"]),
            Scene(title: "report, 12-hour clock", arguments: ["report", "--location", "Moscow", "--location", "New York",
                                                              "--now", "2026-11-29T12:00:00Z", "--clock", "12"]),
            Scene(title: "report, polar night beside Oslo", arguments: ["report"] + oslo + ["--location", "Arctic/Longyearbyen", "--now", "2026-12-21T10:00:00Z"]),
            Scene(title: "error: a place misspelt", arguments: ["--location", "Osloo", "--now", "2026-11-22T12:00:00Z"]),
            Scene(title: "error: a size misspelt", arguments: oslo + ["--size", "medum"]),
            Scene(title: "error: an option misspelt", arguments: oslo + ["--sise", "medium"]),
            Scene(title: "error: a zone misspelt", arguments: ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Osloo"]),
        ]
        return scenes
    }

    /// The shipped languages and English, each with its locale.
    static var languages: [(language: String, locale: String)] {
        [("en", "en_US.UTF-8")] + LanguageGoldenTests.languages
    }

    /// The set in `locale`, as one text: each scene's title and arguments,
    /// then what it printed, its standard error and its status when not 0.
    static func render(_ locale: String) throws -> String {
        var out = ""
        for scene in scenes {
            let r = try SolvervBinary.run(scene.arguments, environment: ["LANG": locale])
            out += "## \(scene.title)\n$ solverv " + scene.arguments.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ") + "\n"
            out += r.stdout.hasSuffix("\n") || r.stdout.isEmpty ? r.stdout : r.stdout + "\n"
            if !r.stderr.isEmpty { out += "[stderr]\n" + r.stderr + (r.stderr.hasSuffix("\n") ? "" : "\n") }
            if r.status != 0 { out += "[exit \(r.status)]\n" }
            out += "\n"
        }
        return out
    }

    func testEveryLanguagesSet() throws {
        guard LanguageGoldenTests.requireCatalogues() else { return }
        XCTAssertEqual(Self.languages.count, 21)
        for (language, locale) in Self.languages {
            try ReportGoldenTests.compare(try Self.render(locale), "languages/\(language).txt")
        }
    }

    /// Turkish puts the locative on a time after "saat" (issue 42), as the
    /// number is read (elli → 'de, üç → 'te), from tr's table of endings;
    /// English says the same times bare.
    func testTurkishSaysTheTimeWithItsEnding() throws {
        guard LanguageGoldenTests.requireCatalogues() else { return }
        let solstice = Self.oslo + ["countdown", "--now", "2026-12-21T08:00:00Z", "--size", "medium"]
        let dst = Self.oslo + ["dst", "--now", "2026-10-25T00:30:00Z", "--size", "medium"]
        for (arguments, turkish, english) in [(solstice, "Kış gündönümü bugün saat 21:50'de", "Winter solstice today at 21:50"),
                                              (dst, "Saatler bugün 03:00'te 1 saat geri alınacak", "Clocks go back 1h today at 03:00")] {
            let tr = try SolvervBinary.run(arguments, environment: ["LANG": "tr_TR.UTF-8"]).stdout
            XCTAssertTrue(tr.hasPrefix(turkish), tr)
            let en = try SolvervBinary.run(arguments).stdout
            XCTAssertTrue(en.hasPrefix(english), en)
        }
    }

    /// French elides before a vowel (issue 42: `(heure d'Oslo)`, not `de
    /// Oslo`), and only there (`(heure de Tokyo)`); English says each the same.
    func testTheZoneMarkElidesBeforeAVowelInFrench() throws {
        guard LanguageGoldenTests.requireCatalogues() else { return }
        for (zone, french, english) in [("Europe/Oslo", "(heure d'Oslo)", "(Oslo time)"), ("Asia/Tokyo", "(heure de Tokyo)", "(Tokyo time)")] {
            let arguments = ["countdown", "--lat", "59.91", "--lon", "10.75", "--tz", zone, "--now", "2026-11-22T12:00:00Z"]
            XCTAssertTrue(try SolvervBinary.run(arguments, environment: ["LANG": "fr_FR.UTF-8"]).stdout.hasSuffix(french + "\n"), zone)
            XCTAssertTrue(try SolvervBinary.run(arguments).stdout.hasSuffix(english + "\n"), zone)
        }
    }
}
