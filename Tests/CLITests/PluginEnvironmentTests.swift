import Foundation
import TestSupport
import XCTest

/// A plugin's render gets the environment the user started Solverv with,
/// valid and unchanged (SPEC §8, issue 32): in every shipped language,
/// where Solverv itself sets LANGUAGE (the catalogues it found) and TZ (the
/// place's zone), the plugin's getenv, tzset and localtime_r read the
/// user's values. Before, the static binary's plugin read the array its
/// libc had been given at dlopen, which Solverv's setenv had reallocated:
/// `render crashed (SIGSEGV)` in every translated locale with a large
/// environment, and Solverv's TZ and LANGUAGE with a small one.
/// `Tests/Fixtures/plugins/environment.c` writes what it reads; the real
/// binary runs with the real catalogues (`make catalogues`).
final class PluginEnvironmentTests: XCTestCase {
    nonisolated(unsafe) static var directory: String?

    override func setUpWithError() throws {
        if Self.directory == nil { Self.directory = try PluginFixture.compile("environment") }
    }

    override class func tearDown() {
        if let directory { try? FileManager.default.removeItem(atPath: directory) }
    }

    /// What environment.c writes for `environment` (TZ, HOME and LANGUAGE
    /// as given, the count and order-free checksum of every variable), and
    /// the local offset it reads at its instant.
    static func expected(_ environment: [String: String], offset: Int) -> String {
        var sum: UInt64 = 0
        for (key, value) in environment {
            var h: UInt64 = 0
            for byte in "\(key)=\(value)".utf8 { h = h &* 31 &+ UInt64(byte) }
            sum = sum &+ h
        }
        return "TZ=\(environment["TZ"] ?? "(unset)") HOME=\(environment["HOME"] ?? "(unset)") "
            + "LANGUAGE=\(environment["LANGUAGE"] ?? "(unset)") n=\(environment.count) sum=\(sum) offset=\(offset)"
    }

    /// The system zone's offset at environment.c's instant (`TZ` unset: /etc/localtime).
    static func systemOffset() throws -> Int {
        let r = try SolvervBinary.run(["-u", "TZ", "date", "-d", "@1798900000", "+%z"], executable: "/usr/bin/env")
        let text = r.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        guard r.status == 0, text.count == 5, let hours = Int(text.dropFirst().prefix(2)), let minutes = Int(text.suffix(2)) else {
            throw XCTSkip("date: \(r.stderr)")
        }
        return (text.hasPrefix("-") ? -1 : 1) * (hours * 3600 + minutes * 60)
    }

    /// Runs the line with exactly `environment` (no TZ unless it has one).
    func line(_ environment: [String: String]) throws -> BinaryResult {
        guard let directory = Self.directory else { throw XCTSkip("no plugin") }
        var arguments = ["-i"]
        for (key, value) in environment.sorted(by: { $0.key < $1.key }) { arguments.append("\(key)=\(value)") }
        arguments += [SolvervBinary.path, "--plugin", directory + "/environment.so", "--format", "environment", "--location", "Oslo"]
        return try SolvervBinary.run(arguments, executable: "/usr/bin/env")
    }

    func testEveryLanguageWithTZUnsetAndSet() throws {
        guard LanguageGoldenTests.requireCatalogues() else { return }
        let system = try Self.systemOffset()
        for (language, locale) in LanguageGoldenTests.languages {
            for tz in [nil, "Asia/Tokyo"] {
                var env = ["HOME": "/home/solverv-test", "PATH": "/usr/bin:/bin", "LANG": locale]
                env["TZ"] = tz
                let r = try line(env)
                let label = "\(language) TZ=\(tz ?? "unset")"
                XCTAssertEqual(r.status, 0, "\(label): \(r.stderr)")
                XCTAssertEqual(r.stderr, "", label)
                XCTAssertEqual(r.stdout, Self.expected(env, offset: tz == nil ? system : 9 * 3600) + "\n", label)
            }
        }
    }

    /// 2000 variables (the array setenv reallocates is large), with a
    /// LANGUAGE list that Solverv narrows for gettext, in every language:
    /// the plugin sees the list as given.
    func testALargeEnvironment() throws {
        guard LanguageGoldenTests.requireCatalogues() else { return }
        var base = ["HOME": "/home/solverv-test", "PATH": "/usr/bin:/bin", "LANGUAGE": "xx:de:en"]
        for i in 0..<2000 { base["SOLVERV_TEST_VARIABLE_\(i)"] = "value \(i) of the environment" }
        for (language, locale) in LanguageGoldenTests.languages {
            for tz in [nil, "America/New_York"] {
                var env = base
                env["LANG"] = locale
                env["TZ"] = tz
                let r = try line(env)
                let label = "\(language) TZ=\(tz ?? "unset")"
                XCTAssertEqual(r.status, 0, "\(label): \(r.stderr)")
                XCTAssertEqual(r.stderr, "", label)
                XCTAssertEqual(r.stdout, Self.expected(env, offset: tz == nil ? try Self.systemOffset() : -5 * 3600) + "\n", label)
            }
        }
    }
}

/// A fixture plugin of `Tests/Fixtures/plugins`, compiled as a user would
/// (`cc -shared -fPIC -I include`) into a new private directory (mode 0700
/// under /tmp: the permission rule allows it), for the tests that run the
/// real binary with it.
enum PluginFixture {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The directory that holds `NAME.so` for each of `names` (a fixture, or
    /// `contrib/plugins/NAME/NAME.c` for lemonbar and xmobar).
    static func compile(_ names: String...) throws -> String {
        var template = Array("/tmp/solverv-plugin-fixture-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw XCTSkip("mkdtemp failed") }
        let directory = String(cString: made)
        for name in names {
            let contrib = root.appendingPathComponent("contrib/plugins/\(name)/\(name).c")
            let source = FileManager.default.fileExists(atPath: contrib.path) ? contrib : root.appendingPathComponent("Tests/Fixtures/plugins/\(name).c")
            let cc = try SolvervBinary.run(["cc", "-shared", "-fPIC", "-O2", "-Wall", "-I", root.appendingPathComponent("include").path,
                                            "-o", directory + "/\(name).so", source.path, "-ljansson"], executable: "/usr/bin/env")
            guard cc.status == 0 else { throw XCTSkip("cc \(name): \(cc.stderr)") }
        }
        return directory
    }
}
