@testable import SolvervLanguage
import Foundation
import Glibc
import SystemFiles
import XCTest

/// A catalogue checked before gettext is given it (issue 32, items 4–8):
/// catalogues are outside input, and glibc's loader trusts the file.
final class CatalogueCheckTests: XCTestCase {
    /// gettext's hash of a message (hashpjw), as msgfmt places it.
    static func hash(_ text: [UInt8]) -> UInt32 {
        var h: UInt32 = 0
        for c in text {
            h = (h << 4) &+ UInt32(c)
            let g = h & (0xF << 28)
            if g != 0 { h ^= g >> 24; h ^= g }
        }
        return h
    }

    /// A catalogue as msgfmt writes one: the header, two string tables, a
    /// hash table of `hashSize` entries (0: none), the strings.
    static func catalogue(_ entries: [(String, String)], hashSize: Int = 7, bigEndian: Bool = false,
                          header: String = "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=(n != 1);\n") -> [UInt8] {
        let all = ([("", header)] + entries).sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
        let n = all.count
        var out = [UInt8](repeating: 0, count: 28 + 16 * n + 4 * hashSize)
        func put(_ value: Int, at offset: Int) {
            for k in 0..<4 { out[offset + (bigEndian ? 3 - k : k)] = UInt8((value >> (8 * k)) & 0xFF) }
        }
        put(0x9504_12DE, at: 0)
        put(n, at: 8)
        put(28, at: 12)
        put(28 + 8 * n, at: 16)
        put(hashSize, at: 20)
        put(28 + 16 * n, at: 24)
        for (i, (original, translation)) in all.enumerated() {
            for (table, text) in [(28, original), (28 + 8 * n, translation)] {
                put(text.utf8.count, at: table + 8 * i)
                put(out.count, at: table + 8 * i + 4)
                out += Array(text.utf8) + [0]
            }
            guard hashSize > 2 else { continue }
            let h = Int(hash(Array(original.utf8)))
            var index = h % hashSize
            let step = 1 + h % (hashSize - 2)
            while out[28 + 16 * n + 4 * index] != 0 { index = (index + step) % hashSize }
            put(i + 1, at: 28 + 16 * n + 4 * index)
        }
        return out
    }

    func problem(_ bytes: [UInt8]) -> CatalogueCheck.Problem? {
        bytes.withUnsafeBytes { CatalogueCheck.problem(in: $0) }
    }

    static let entries = [("Sunrise", "Sonnenaufgang"), ("Sunset", "Sonnenuntergang"), ("%d day", "%d Tag\0%d Tage")]

    func testAWellFormedCatalogueIsUsed() {
        XCTAssertNil(problem(Self.catalogue(Self.entries)))
        XCTAssertNil(problem(Self.catalogue(Self.entries, hashSize: 0)))
        // Written on a big-endian machine.
        XCTAssertNil(problem(Self.catalogue(Self.entries, bigEndian: true)))
        var swapped = Self.catalogue(Self.entries, bigEndian: true)
        swapped[12] = 0x7F  // the originals' table past the end, read in its byte order
        XCTAssertEqual(problem(swapped), .outside)
    }

    /// The catalogues `make catalogues` built, when they are there.
    func testTheShippedCataloguesPass() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let locale = root.appendingPathComponent(".build/locale").path
        guard let languages = try? FileManager.default.contentsOfDirectory(atPath: locale), !languages.isEmpty else {
            throw XCTSkip("no catalogues in .build/locale (make catalogues)")
        }
        for language in languages {
            XCTAssertNil(CatalogueCheck.problem(at: "\(locale)/\(language)/LC_MESSAGES/solverv.mo"), language)
        }
    }

    func testHeaderAndTables() {
        let good = Self.catalogue(Self.entries)
        XCTAssertEqual(problem(Array(good.prefix(20))), .notCatalogue)
        var bytes = good
        bytes[0] ^= 1
        XCTAssertEqual(problem(bytes), .notCatalogue)
        bytes = good
        bytes[6] = 2  // major revision 2
        XCTAssertEqual(problem(bytes), .notCatalogue)
        bytes = good
        bytes[13] = 0x7F  // the originals' table far past the end
        XCTAssertEqual(problem(bytes), .outside)
        // A string's length past its NUL, and one past the end.
        bytes = good
        bytes[28 + 8] += 1
        XCTAssertEqual(problem(bytes), .outside)
        bytes = good
        bytes[28 + 8 + 3] = 0x40
        XCTAssertEqual(problem(bytes), .outside)
        // Truncated anywhere: refused, never read past the end.
        for cut in 0..<good.count {
            XCTAssertNotNil(problem(Array(good.prefix(cut))), "cut at \(cut)")
        }
    }

    /// An entry naming no string; a size that is not prime; no empty entry
    /// (glibc's probe for a message not there would never end).
    func testHashTable() {
        let n = Self.entries.count + 1
        let table = 28 + 16 * n
        var bytes = Self.catalogue(Self.entries)
        let used = (0..<7).first { bytes[table + 4 * $0] != 0 }!
        bytes[table + 4 * used] = UInt8(n + 1)
        XCTAssertEqual(problem(bytes), .hashTable)
        bytes = Self.catalogue(Self.entries, hashSize: 8)
        XCTAssertEqual(problem(bytes), .hashTable)
        bytes = Self.catalogue(Self.entries, hashSize: 5)
        for i in 0..<5 where bytes[table + 4 * i] == 0 { bytes[table + 4 * i] = 1 }
        XCTAssertEqual(problem(bytes), .hashTable)
    }

    func testCharsetAndPluralRule() {
        func with(_ header: String) -> CatalogueCheck.Problem? { problem(Self.catalogue(Self.entries, header: header)) }
        XCTAssertNil(with("Content-Type: text/plain; charset=utf-8\n"))
        XCTAssertNil(with("Language: de\n"))
        XCTAssertEqual(with("Content-Type: text/plain; charset=ISO-8859-1\n"), .charset)
        XCTAssertEqual(with("Content-Type: text/plain; charset=UTF-9\n"), .charset)
        let ru = "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"
        XCTAssertNil(with("Plural-Forms: \(ru)\n"))
        XCTAssertEqual(with("Plural-Forms: " + ru.replacingOccurrences(of: "%100!=", with: "%000!=") + "\n"), .pluralRule)
        XCTAssertEqual(with("Plural-Forms: nplurals=2; plural=n % 0;\n"), .pluralRule)
        XCTAssertEqual(with("Plural-Forms: nplurals=2; plural=n/(n-n);\n"), .pluralRule)
        XCTAssertEqual(with("Plural-Forms: nplurals=2; plural=n%18446744073709551616;\n"), .pluralRule)
        XCTAssertEqual(with("Plural-Forms: nplurals=2; plural=" + String(repeating: "(", count: 400) + "n\n"), .pluralRule)
        // Without nplurals glibc ignores the rule: nothing to check.
        XCTAssertNil(with("Plural-Forms: plural=n%0;\n"))
    }

    /// A catalogue found sound is copied under `$XDG_RUNTIME_DIR`, and the
    /// copy is what gettext reads; later lines find the copy by the
    /// catalogue's identity. A change in place (the same size) gets it
    /// checked again, and refused. A file changed in the last 100 ms gets
    /// a copy for this line alone.
    func testASoundCatalogueIsCopiedAndAChangedOneCheckedAgain() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-marks-\(getpid())").path
        let runtime = dir + "/run", store = runtime + "/solverv/catalogues"
        XCTAssertEqual(mkdir(dir, 0o700), 0)
        XCTAssertEqual(mkdir(runtime, 0o700), 0)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/de/LC_MESSAGES/solverv.mo"
        try FileManager.default.createDirectory(atPath: dir + "/de/LC_MESSAGES", withIntermediateDirectories: true)
        func write(_ bytes: [UInt8], at offset: Int) {
            let fd = open(path, O_WRONLY | O_CREAT, 0o644)
            XCTAssertEqual(bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, off_t(offset)) }, bytes.count)
            close(fd)
        }
        func found() -> CatalogueDirectory.Found {
            var info = stat()
            XCTAssertEqual(stat(path, &info), 0)
            let found = CatalogueDirectory.Found(directory: dir)
            found.add("de", info)
            return found
        }
        func choose() -> CatalogueChoice.Chosen { CatalogueChoice.choose(found(), runtime: runtime) }
        func sets() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: store)) ?? []).sorted() }
        write(Self.catalogue(Self.entries), at: 0)
        let fresh = choose()
        XCTAssertEqual(fresh.languages, ["de"])
        XCTAssertEqual(sets().count, 1)
        XCTAssertTrue(sets()[0].hasPrefix(".new."), "too fresh to name: \(sets())")
        XCTAssertEqual(fresh.directory, store + "/" + sets()[0])
        usleep(200_000)
        let made = choose()
        let named = try XCTUnwrap(made.directory)
        XCTAssertFalse(named.contains(".new."), named)
        XCTAssertEqual(try [UInt8](Data(contentsOf: URL(fileURLWithPath: named + "/de/LC_MESSAGES/solverv.mo"))), Self.catalogue(Self.entries))
        XCTAssertEqual(choose().directory, named, "found again")
        XCTAssertFalse(CatalogueChoice.changed(made.seenPaths, made.seenIdentities))
        // The originals' table past the end: same size, new times.
        write([0xFF, 0xFF, 0xFF, 0x7F], at: 12)
        XCTAssertTrue(CatalogueChoice.changed(made.seenPaths, made.seenIdentities))
        let refused = choose()
        XCTAssertNil(refused.directory)
        XCTAssertEqual(refused.refusedProblems, [.outside])
        // A refused one is not kept; the fresh one's copy is, for a minute.
        XCTAssertEqual(sets().filter { !$0.hasPrefix(".new.") }, [String(named.split(separator: "/").last ?? "")])
        // Without a runtime directory: checked in place, every time.
        let inPlace = CatalogueChoice.choose(found(), runtime: nil)
        XCTAssertEqual(inPlace.refusedProblems, [.outside])
        XCTAssertTrue(inPlace.languages.isEmpty)
    }

    /// The runtime directory and each directory of ours in it: the user's, closed to others.
    func testRuntimeDirectoryRule() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-run-\(getpid())").path
        XCTAssertEqual(mkdir(dir, 0o700), 0)
        defer { rmdir(dir) }
        XCTAssertNil(RuntimeDirectory.refusal(of: dir))
        chmod(dir, 0o750)
        XCTAssertEqual(RuntimeDirectory.refusal(of: dir), .mode(0o750))
        chmod(dir, 0o700)
        if geteuid() == 0 {
            XCTAssertEqual(chown(dir, 65534, 65534), 0)
            XCTAssertEqual(RuntimeDirectory.refusal(of: dir), .owner(65534))
            XCTAssertEqual(chown(dir, 0, 0), 0)
        }
        XCTAssertEqual(symlink(dir, dir + ".link"), 0)
        defer { unlink(dir + ".link") }
        XCTAssertNil(RuntimeDirectory.refusal(of: dir + ".link"), "XDG_RUNTIME_DIR may be a link")
        XCTAssertEqual(RuntimeDirectory.refusal(of: dir + ".link", ownSubdirectory: true), .notDirectory(S_IFLNK | 0o777))
        XCTAssertEqual(RuntimeDirectory.refusal(of: dir + "/none"), .unreadable(ENOENT))
    }

    /// A FIFO or a directory in a catalogue's place is never opened for reading.
    func testNotARegularFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-mo-\(getpid())").path
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        defer { unlink(path) }
        XCTAssertEqual(CatalogueCheck.problem(at: path), .file(.notRegular(S_IFIFO | 0o600)))
        // Nor copied.
        let into = path + ".copy"
        XCTAssertEqual(mkdir(into, 0o700), 0)
        defer { try? FileManager.default.removeItem(atPath: into) }
        guard case .refused(.file(.notRegular), nil) = CheckedCatalogues.copy(path, into: into + "/de") else { return XCTFail("copied") }
    }

    // MARK: Item 4: date patterns

    /// Dates come from the calendar table, never from a catalogue; glibc's
    /// own date format is still written by `numeric`, which ends whatever
    /// it is given (a lone % spun for ever).
    func testTheDateWriterEnds() {
        XCTAssertEqual(LocaleCalendar.numeric("%e.%m. %", day: 21, month: 12, year: 2026), "21.12. %")
        XCTAssertEqual(LocaleCalendar.numeric("%", day: 21, month: 12, year: 2026), "%")
    }

    // MARK: Items 7 and 8: what a translation may be

    func testTranslationsAreCleanedAsOutsideText() {
        XCTAssertEqual(OutsideText.translation("Sonnenaufgang"), "Sonnenaufgang")
        XCTAssertEqual(OutsideText.translation("a\u{1B}[31mb\u{7}c\u{202E}d\u{2066}e\u{200F}"), "a[31mbcde")
        XCTAssertEqual(OutsideText.translation("one\r\ntwo\rthree\tfour\u{85}five"), "one\ntwo\nthree four\nfive")
        XCTAssertEqual(OutsideText.translation("☀ 5 h · ▓░ — «»"), "☀ 5 h · ▓░ — «»")
    }

    func testTranslationBudget() {
        XCTAssertEqual(Translation.budget(6), 88)
        XCTAssertEqual(Translation.budget(100), 464)
    }
}
