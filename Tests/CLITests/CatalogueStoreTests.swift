import Foundation
import TestSupport
import XCTest

/// Where the checked catalogues are kept (issue 41, item 4): only in a
/// runtime directory that is the user's own and closed to others. A mark
/// planted in another one for a damaged catalogue skipped the check and
/// crashed the line (SIGSEGV); as root, `XDG_RUNTIME_DIR=/` made
/// `/solverv`; and the marks grew with every change of a catalogue.
final class CatalogueStoreTests: XCTestCase {
    static let oslo = CatalogueChangeTests.oslo

    override func setUpWithError() throws {
        guard TranslatedBinary.available else { throw XCTSkip("no msgfmt (gettext)") }
        guard TranslatedBinary.installed("de_DE.UTF-8") else { throw XCTSkip("de_DE.UTF-8 is not installed (locales-all)") }
        guard LanguageGoldenTests.requireCatalogues() else { throw XCTSkip("no catalogues (make catalogues)") }
    }

    func directory(_ mode: mode_t) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("slv-run-\(UUID().uuidString.prefix(8))").path
        XCTAssertEqual(mkdir(dir, mode), 0)
        chmod(dir, mode)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        return dir
    }

    func run(_ binary: TranslatedBinary, runtime: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) throws -> BinaryResult {
        let r = try SolvervBinary.run(["-k", "1", "2", binary.path] + Self.oslo, environment: ["LANG": "de_DE.UTF-8", "XDG_RUNTIME_DIR": runtime],
                                      executable: "/usr/bin/timeout")
        XCTAssertEqual(r.status, 0, "\(what): \(r.stderr)", file: file, line: line)
        return r
    }

    /// The German catalogue with its originals' table far past the end:
    /// the check refuses it, and glibc, given it, crashes the line.
    func damaged() throws -> (TranslatedBinary, String) {
        let binary = try CatalogueChangeTests.german()
        let path = binary.directory.appendingPathComponent("share/locale/de/LC_MESSAGES/solverv.mo").path
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        bytes[12..<16] = [0, 0, 0, 0x7F]
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (binary, path)
    }

    /// Plants, under `runtime`, what said "checked" for the catalogue at
    /// `path`: the empty mark of the first layout, and a set holding the
    /// damaged catalogue itself under the name a line would look for.
    func plant(_ path: String, in runtime: String) throws {
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0)
        let hex = { (values: [Int]) in values.map { String($0, radix: 16) } }
        let store = runtime + "/solverv/catalogues"
        try FileManager.default.createDirectory(atPath: store, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let mark = hex([1, Int(info.st_dev), Int(info.st_ino), Int(info.st_size), info.st_mtim.tv_sec, info.st_mtim.tv_nsec,
                        info.st_ctim.tv_sec, info.st_ctim.tv_nsec]).joined(separator: "-")
        XCTAssertTrue(FileManager.default.createFile(atPath: store + "/" + mark, contents: nil))
        let set = "2+de." + hex([Int(info.st_dev), Int(info.st_ino), Int(info.st_size), info.st_ctim.tv_sec, info.st_ctim.tv_nsec]).joined(separator: "-")
        try FileManager.default.createDirectory(atPath: store + "/" + set + "/de/LC_MESSAGES", withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try FileManager.default.copyItem(atPath: path, toPath: store + "/" + set + "/de/LC_MESSAGES/solverv.mo")
    }

    func testAMarkPlantedInAForeignRuntimeDirectoryIsNotTrusted() throws {
        let (binary, path) = try damaged()
        let open = try directory(0o755)
        let foreign = try directory(0o700)
        XCTAssertEqual(chown(foreign, 65534, 65534), 0, "run as root, as the tests here are")
        for (runtime, what) in [(open, "mode 0755"), (foreign, "owned by nobody")] {
            try plant(path, in: runtime)
            let r = try run(binary, runtime: runtime, what)
            XCTAssertTrue(r.stdout.contains("Winter solstice"), "\(what): \(r.stdout)")
            XCTAssertTrue(r.stderr.contains("damaged: a table or a string lies outside the file"), "\(what): \(r.stderr)")
        }
        // In a runtime directory of ours, a subdirectory open to others is not trusted either.
        let ours = try directory(0o700)
        try plant(path, in: ours)
        chmod(ours + "/solverv/catalogues", 0o777)
        let r = try run(binary, runtime: ours, "catalogues/ open to others")
        XCTAssertTrue(r.stderr.contains("damaged"), r.stderr)
    }

    /// As root, the root directory is root's own, but open to others: not a runtime directory.
    func testTheRootDirectoryIsNoRuntimeDirectory() throws {
        guard !FileManager.default.fileExists(atPath: "/solverv") else { throw XCTSkip("/solverv exists") }
        defer { if FileManager.default.fileExists(atPath: "/solverv") { try? FileManager.default.removeItem(atPath: "/solverv") } }
        let binary = try CatalogueChangeTests.german()
        usleep(200_000)
        let r = try run(binary, runtime: "/", "XDG_RUNTIME_DIR=/")
        XCTAssertTrue(r.stdout.contains("Wintersonnenwende"), r.stdout)
        XCTAssertEqual(r.stderr, "", "a one-shot line says nothing of it")
        let bar = try LiveProcess(CatalogueChangeTests.line, environment: ["LANG": "de_DE.UTF-8", "XDG_RUNTIME_DIR": "/"], executable: binary.path)
        XCTAssertNotNil(bar.line())
        bar.signal(SIGTERM)
        XCTAssertEqual(bar.exit(), 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/solverv"), "nothing made in /")
        // Said once, as the watch line starts (in German: "/ hat den Modus 0755 …").
        let notices = bar.stderr().split(separator: "\n")
        XCTAssertEqual(notices.count, 1, "\(notices)")
        XCTAssertTrue(notices.first?.contains("0755") == true && notices.first?.contains("(chmod 700 /); solverv ctl") == true, "\(notices)")
    }

    /// A set whose catalogue changed or is gone is removed when the next
    /// set is made, and so are the empty marks of the first layout.
    func testSetsOfChangedOrGoneCataloguesAreRemoved() throws {
        let runtime = try directory(0o700)
        let store = runtime + "/solverv/catalogues"
        func sets() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: store)) ?? []).sorted() }
        let a = try CatalogueChangeTests.german()
        usleep(200_000)
        XCTAssertTrue(try run(a, runtime: runtime, "a").stdout.contains("Wintersonnenwende"))
        XCTAssertEqual(sets().count, 1, "\(sets())")
        XCTAssertTrue(FileManager.default.createFile(atPath: store + "/1-801-2a-b4c8-0-0-0-0", contents: nil))
        // French copied over it in place: the same file, changed.
        let path = a.directory.appendingPathComponent("share/locale/de/LC_MESSAGES/solverv.mo").path
        let french = try Data(contentsOf: CatalogueChangeTests.built("fr"))
        let fd = open(path, O_WRONLY | O_TRUNC)
        XCTAssertEqual(french.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }, french.count)
        close(fd)
        usleep(200_000)
        XCTAssertTrue(try run(a, runtime: runtime, "a changed").stdout.contains("Solstice d'hiver"))
        XCTAssertEqual(sets().count, 1, "the old set and the old mark are gone: \(sets())")
        let b = try CatalogueChangeTests.german()
        usleep(200_000)
        XCTAssertTrue(try run(b, runtime: runtime, "b").stdout.contains("Wintersonnenwende"))
        XCTAssertEqual(sets().count, 2, "\(sets())")
        // The first binary is gone; the second's catalogue is written anew (a new file, renamed over it).
        try FileManager.default.removeItem(at: a.directory)
        let other = b.directory.appendingPathComponent("share/locale/de/LC_MESSAGES/new.mo")
        try FileManager.default.copyItem(at: CatalogueChangeTests.built("de"), to: other)
        XCTAssertEqual(rename(other.path, b.directory.appendingPathComponent("share/locale/de/LC_MESSAGES/solverv.mo").path), 0)
        usleep(200_000)
        XCTAssertTrue(try run(b, runtime: runtime, "b again").stdout.contains("Wintersonnenwende"))
        XCTAssertEqual(sets().count, 1, "\(sets())")
    }
}
