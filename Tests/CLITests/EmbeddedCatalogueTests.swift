import Foundation
import TestSupport
import XCTest

/// A copied binary speaks the language (issue 42): the shipped catalogues
/// travel inside the release binary (`make catalogues` packs them,
/// Sources/CCatalogues embeds the pack), the fallback where no catalogue is
/// on disk. A copy of the binary alone in a folder, with no `share/` beside
/// it, prints in every shipped language what the build tree's binary, with
/// its catalogues in `.build/locale`, prints.
final class EmbeddedCatalogueTests: XCTestCase {
    static let line = LanguageGoldenTests.cases[0].arguments + ["--size", "medium"]

    /// A folder of the test's own, removed at its end.
    func folder(_ name: String, mode: Int = 0o700) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("slv-\(name)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: mode])
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// A copy of the release binary alone in a folder of its own.
    func lonelyCopy() throws -> String {
        let copy = try folder("copy").appendingPathComponent("solverv").path
        try FileManager.default.copyItem(atPath: URL(fileURLWithPath: SolvervBinary.path).resolvingSymlinksInPath().path, toPath: copy)
        return copy
    }

    /// Fails where a solverv installed on this machine would speak for the copy.
    func requireNoSystemCatalogues() -> Bool {
        for directory in ["/usr/share/locale", "/usr/local/share/locale"] {
            for language in LanguageGoldenTests.languages.map(\.language)
            where FileManager.default.fileExists(atPath: "\(directory)/\(language)/LC_MESSAGES/solverv.mo") {
                XCTFail("a solverv catalogue is installed in \(directory): the copy would read it")
                return false
            }
        }
        return true
    }

    /// Every shipped language, from a copy with no `share/`, with and
    /// without a runtime directory of the user's: the line of the build
    /// tree's binary, no notice. With one, the catalogue is kept there for
    /// later lines (one set a language); without one, the line's own copy
    /// is gone when it ends.
    func testACopiedBinarySpeaksEveryShippedLanguage() throws {
        guard LanguageGoldenTests.requireCatalogues(), requireNoSystemCatalogues() else { return }
        let copy = try lonelyCopy()
        let runtime = try folder("run"), temporary = try folder("tmp")
        let english = try SolvervBinary.run(Self.line).stdout
        for (language, locale) in LanguageGoldenTests.languages {
            let installed = try SolvervBinary.run(Self.line, environment: ["LANG": locale])
            XCTAssertNotEqual(installed.stdout, english, language)
            for environment in [["XDG_RUNTIME_DIR": runtime.path], ["TMPDIR": temporary.path]] {
                let r = try SolvervBinary.run(Self.line, environment: environment.merging(["LANG": locale]) { a, _ in a }, executable: copy)
                XCTAssertEqual(r.status, 0, "\(language) \(environment): \(r.stderr)")
                XCTAssertEqual(r.stderr, "", "\(language) \(environment)")
                XCTAssertEqual(r.stdout, installed.stdout, "\(language) \(environment)")
            }
        }
        let sets = try FileManager.default.contentsOfDirectory(atPath: runtime.appendingPathComponent("solverv/catalogues").path)
        XCTAssertEqual(Set(sets.map { $0.split(separator: "+").last.map { String($0.split(separator: ".")[0]) } ?? "" }),
                       Set(LanguageGoldenTests.languages.map(\.language)), "\(sets)")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), [])
    }

    /// `LANGUAGE` is honoured as gettext would: its first language the
    /// binary carries (`xx` is none).
    func testTheFirstLanguageOfLanguageThatTheBinaryCarries() throws {
        guard LanguageGoldenTests.requireCatalogues(), requireNoSystemCatalogues() else { return }
        let copy = try lonelyCopy()
        let environment = ["LANG": "fr_FR.UTF-8", "LANGUAGE": "xx:de:fr"]
        let installed = try SolvervBinary.run(Self.line, environment: environment).stdout
        XCTAssertTrue(installed.contains("Wintersonnenwende"), installed)
        let r = try SolvervBinary.run(Self.line, environment: environment, executable: copy)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.stdout, installed)
    }

    /// A catalogue on disk wins: the copy's own `share/locale`, with one
    /// message translated, gives that message, and English for the rest
    /// (never the binary's German).
    func testACatalogueOnDiskWinsOverTheBinarysOwn() throws {
        let binary = try TranslatedBinary(["de": """
            msgid "Winter solstice"
            msgstr "Sonnenwende vom Datenträger"

            """])
        let r = try SolvervBinary.run(Self.line, environment: ["LANG": "de_DE.UTF-8"], executable: binary.path)
        XCTAssertEqual(r.stderr, "")
        XCTAssertTrue(r.stdout.contains("Sonnenwende vom Datenträger"), r.stdout)
        XCTAssertTrue(r.stdout.contains("of sun left"), r.stdout)
    }

    /// A bad catalogue on disk is refused as before, with its notice, and
    /// the text stays English: the binary's own does not stand in for it.
    func testABadCatalogueOnDiskStillGivesItsNotice() throws {
        let binary = try TranslatedBinary([:])
        let catalogue = binary.directory.appendingPathComponent("share/locale/de/LC_MESSAGES/solverv.mo")
        try FileManager.default.createDirectory(at: catalogue.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a catalogue, long enough to be read as one".utf8).write(to: catalogue)
        let r = try SolvervBinary.run(Self.line, environment: ["LANG": "de_DE.UTF-8"], executable: binary.path)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix("solverv: catalogue \(binary.directory.path)/"), r.stderr)
        XCTAssertTrue(r.stderr.hasSuffix("share/locale/de/LC_MESSAGES/solverv.mo not used (not a compiled message catalogue (.mo)); the text stays English\n"),
                      r.stderr)
        XCTAssertTrue(r.stdout.contains("Winter solstice"), r.stdout)
    }

    /// In C, POSIX and C.UTF-8, and in a locale no catalogue speaks, the
    /// copy writes nothing: no set in the runtime directory, no private
    /// store in `$TMPDIR`.
    func testNoLanguageToSpeakWritesNothing() throws {
        let copy = try lonelyCopy()
        let runtime = try folder("run"), temporary = try folder("tmp")
        var locales = ["C", "POSIX", "C.UTF-8"]
        if TranslatedBinary.installed("en_US.UTF-8") { locales.append("en_US.UTF-8") }
        for locale in locales {
            let r = try SolvervBinary.run(Self.line, environment: ["LANG": locale, "XDG_RUNTIME_DIR": runtime.path, "TMPDIR": temporary.path],
                                          executable: copy)
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertTrue(r.stdout.contains("Winter solstice"), "\(locale): \(r.stdout)")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: runtime.path), [], locale)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), [], locale)
        }
    }
}
