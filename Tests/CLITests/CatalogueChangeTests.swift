import Foundation
import TestSupport
import XCTest

/// A catalogue changed under a running watch line (issue 41, item 3):
/// truncated in place (what `cp`, `msgfmt -o` and `>` do first) it killed
/// the line with SIGBUS at its next draw, as glibc kept its mapping;
/// another language's catalogue copied over it drew fragments of other
/// messages; a FIFO swapped in between the check and gettext's own open
/// hung the line. The catalogues are the real ones `make catalogues` built,
/// beside a copy of the binary (TranslatedBinary).
final class CatalogueChangeTests: XCTestCase {
    /// A fixed instant whose line keeps its text for the next 50 s of real time.
    static let oslo = ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--now", "2026-12-21T12:00:05Z"]
    static let line = ["--format", "waybar", "--watch"] + oslo

    override func setUpWithError() throws {
        guard TranslatedBinary.available else { throw XCTSkip("no msgfmt (gettext)") }
        guard TranslatedBinary.installed("de_DE.UTF-8") else { throw XCTSkip("de_DE.UTF-8 is not installed (locales-all)") }
        guard LanguageGoldenTests.requireCatalogues() else { throw XCTSkip("no catalogues (make catalogues)") }
    }

    /// A binary with the built German catalogue as its own.
    static func german() throws -> TranslatedBinary {
        let binary = try TranslatedBinary([:])
        try FileManager.default.createDirectory(at: Self.catalogue(binary).deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.built("de"), to: Self.catalogue(binary))
        return binary
    }

    static func built(_ language: String) -> URL {
        ColumnBudgetTests.builtCatalogues.appendingPathComponent("\(language)/LC_MESSAGES/solverv.mo")
    }

    static func catalogue(_ binary: TranslatedBinary) -> URL {
        binary.directory.appendingPathComponent("share/locale/de/LC_MESSAGES/solverv.mo")
    }

    /// A runtime directory as logind makes one (0700), or none.
    func environment(runtime: Bool) throws -> [String: String] {
        var env = ["LANG": "de_DE.UTF-8"]
        guard runtime else { return env }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("slv-run-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        env["XDG_RUNTIME_DIR"] = dir.path
        return env
    }

    /// Writes `bytes` over `url` in place, as `cp` does: truncated, then written.
    func overwrite(_ url: URL, with bytes: [UInt8]) {
        let fd = open(url.path, O_WRONLY | O_TRUNC)
        XCTAssertGreaterThanOrEqual(fd, 0)
        XCTAssertEqual(write(fd, bytes, bytes.count), bytes.count)
        close(fd)
    }

    /// The one-shot waybar line of `binary` as it is now (no `--watch`).
    func oneShot(_ binary: TranslatedBinary, _ env: [String: String]) throws -> String {
        let r = try SolvervBinary.run(Array(Self.line.filter { $0 != "--watch" }), environment: env, executable: binary.path)
        XCTAssertEqual(r.status, 0, r.stderr)
        return r.stdout.trimmingCharacters(in: .newlines)
    }

    func testATruncatedCatalogueGivesEnglishAndANotice() throws {
        for runtime in [true, false] {
            let binary = try Self.german()
            let env = try environment(runtime: runtime)
            let bar = try LiveProcess(Self.line, environment: env, executable: binary.path)
            addTeardownBlock { bar.signal(SIGKILL); _ = bar.exit(timeout: 2) }
            let first = try XCTUnwrap(bar.line(), "runtime \(runtime)")
            XCTAssertTrue(first.contains("Wintersonnenwende"), first)
            overwrite(Self.catalogue(binary), with: [])
            bar.signal(SIGUSR1)
            guard let next = bar.line() else {
                return XCTFail("runtime \(runtime): no line after the truncation; ended \(String(describing: bar.exit(timeout: 1))): \(bar.stderr())")
            }
            XCTAssertTrue(next.contains("Winter solstice today"), next)
            // Written again, whole: German again.
            overwrite(Self.catalogue(binary), with: try [UInt8](Data(contentsOf: Self.built("de"))))
            bar.signal(SIGUSR1)
            XCTAssertEqual(bar.line(), first, "runtime \(runtime)")
            bar.signal(SIGTERM)
            XCTAssertEqual(bar.exit(), 0, "runtime \(runtime): not killed by a signal")
            let notices = bar.stderr().split(separator: "\n")
            XCTAssertEqual(notices.count, 1, "runtime \(runtime): \(notices)")
            XCTAssertTrue(notices.first?.contains("solverv.mo not used (not a compiled message catalogue (.mo)); the text stays English") == true,
                          "runtime \(runtime): \(notices)")
        }
    }

    /// French copied over the German catalogue: the line is then wholly
    /// what the French catalogue says, as a line started afresh draws it.
    func testAnotherLanguagesCatalogueIsReadWhole() throws {
        for runtime in [true, false] {
            let binary = try Self.german()
            let env = try environment(runtime: runtime)
            let bar = try LiveProcess(Self.line, environment: env, executable: binary.path)
            addTeardownBlock { bar.signal(SIGKILL); _ = bar.exit(timeout: 2) }
            let first = try XCTUnwrap(bar.line())
            XCTAssertEqual(first, try oneShot(binary, env), "runtime \(runtime)")
            overwrite(Self.catalogue(binary), with: try [UInt8](Data(contentsOf: Self.built("fr"))))
            bar.signal(SIGUSR1)
            let next = try XCTUnwrap(bar.line(), "runtime \(runtime)")
            XCTAssertTrue(next.contains("Solstice d&apos;hiver"), next)
            XCTAssertEqual(next, try oneShot(binary, env), "runtime \(runtime): fragments")
            bar.signal(SIGTERM)
            XCTAssertEqual(bar.exit(), 0)
            XCTAssertEqual(bar.stderr(), "")
        }
    }

    /// A FIFO swapped with the catalogue again and again while lines
    /// start: each line ends, in German or English, never waiting on the
    /// FIFO (5 of 150 hung). Half the lines find a runtime directory
    /// with the catalogue checked before, half a new one.
    func testAFIFOSwappedInNeverHangs() throws {
        let binary = try Self.german()
        let messages = Self.catalogue(binary).deletingLastPathComponent()
        let good = messages.appendingPathComponent("good.mo"), fifo = messages.appendingPathComponent("fifo")
        try FileManager.default.moveItem(at: Self.catalogue(binary), to: good)
        XCTAssertEqual(mkfifo(fifo.path, 0o644), 0)
        // The catalogue's name is a link, to the catalogue or to the FIFO, replaced by rename(2).
        let target = Self.catalogue(binary).path, folder = messages.path
        let swapper = Thread {
            var turn = 0
            while !Thread.current.isCancelled {
                let link = folder + "/link.\(turn % 2)"
                unlink(link)
                _ = symlink(turn % 2 == 0 ? "fifo" : "good.mo", link)
                _ = rename(link, target)
                turn += 1
                usleep(UInt32(50 + turn % 7 * 40))
            }
        }
        swapper.start()
        defer {
            swapper.cancel()
            usleep(20_000)
        }
        let shared = try environment(runtime: true)
        var english = 0
        for i in 0..<60 {
            // A third of the lines have no runtime directory (ssh): their own copies.
            let env = i % 3 == 0 ? shared : try environment(runtime: i % 3 == 1)
            let r = try SolvervBinary.run(["-k", "1", "2", binary.path] + Self.oslo, environment: env, executable: "/usr/bin/timeout")
            XCTAssertEqual(r.status, 0, "line \(i): \(r.status == 124 ? "hung" : "status \(r.status)"): \(r.stderr)")
            if r.stdout.contains("Winter solstice") { english += 1 } else { XCTAssertTrue(r.stdout.contains("Wintersonnenwende"), r.stdout) }
        }
        XCTAssertLessThan(english, 60, "some lines found the catalogue")
    }

    /// Without a runtime directory, a translated one-shot line reads its own
    /// checked copy, never the file in place, and leaves nothing behind.
    func testAOneShotLineWithoutARuntimeDirectoryReadsItsOwnCopy() throws {
        let binary = try Self.german()
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("slv-tmp-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        var env = try environment(runtime: false)
        env["TMPDIR"] = temporary.path
        let trace = temporary.appendingPathComponent("trace").path
        let r = try SolvervBinary.run(["-f", "-e", "trace=openat", "-o", trace, binary.path] + Self.oslo,
                                      environment: env, executable: "/usr/bin/strace")
        XCTAssertTrue(r.stdout.contains("Wintersonnenwende"), r.stdout + r.stderr)
        let opened = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").filter { $0.contains("solverv.mo") }
        XCTAssertTrue(opened.contains { $0.contains(temporary.path) }, "no copy read: \(opened)")
        let original = Self.catalogue(binary).path
        // Solverv's own opens never wait (O_NONBLOCK); gettext's plain O_RDONLY
        // open of the original would.
        for line in opened where line.contains("\"" + original + "\"") {
            XCTAssertTrue(line.contains("O_NONBLOCK"), "gettext opened the file in place: \(line)")
        }
        try FileManager.default.removeItem(atPath: trace)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), [], "left behind")
    }
}
