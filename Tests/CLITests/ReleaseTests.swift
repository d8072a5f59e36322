import Foundation
import TestSupport
import XCTest

/// What the released binary says about itself and its surroundings (issue
/// 27): `--version` names the version, the license and the notices where the
/// release put them; a root without the tz database is said to have none.
final class ReleaseTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("slv-release-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// The version in Sources/SolvervCLI/Version.swift, as the Makefile reads it.
    func declaredVersion() throws -> String {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Sources/SolvervCLI/Version.swift"), encoding: .utf8)
        let line = text.split(separator: "\n").first { $0.contains("static let version = ") } ?? ""
        return line.split(separator: "\"").dropFirst().first.map(String.init) ?? "?"
    }

    /// A copy of the binary at `relative` under a fresh folder, with the
    /// notices at `notices` (relative too), and what its --version prints.
    func version(binaryAt relative: String, noticesAt notices: String?) throws -> (String, URL) {
        let dir = try scratch()
        let binary = dir.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: SolvervBinary.path, toPath: binary.path)
        if let notices {
            let file = dir.appendingPathComponent(notices)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.root.appendingPathComponent("THIRD-PARTY-NOTICES.md"), to: file)
        }
        let run = try SolvervBinary.run(["--version"], executable: binary.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        return (run.stdout, dir)
    }

    func testVersionNamesTheLicenseAndWhereTheNoticesAre() throws {
        let v = try declaredVersion()
        let (installed, prefix) = try version(binaryAt: "bin/solverv", noticesAt: "share/doc/solverv/THIRD-PARTY-NOTICES.md")
        XCTAssertEqual(installed, """
            solverv \(v)
            License: Apache-2.0. Third-party notices: \(prefix.path)/share/doc/solverv/THIRD-PARTY-NOTICES.md

            """)
        let (unpacked, folder) = try version(binaryAt: "bin/solverv", noticesAt: "THIRD-PARTY-NOTICES.md")
        XCTAssertTrue(unpacked.hasSuffix("Third-party notices: \(folder.path)/THIRD-PARTY-NOTICES.md\n"), unpacked)
        let (bare, _) = try version(binaryAt: "solverv", noticesAt: nil)
        XCTAssertTrue(bare.hasSuffix("Third-party notices: THIRD-PARTY-NOTICES.md in Solverv's source and release tarball\n"), bare)
        // The license and the notices it points to are in the tree.
        let license = try String(contentsOf: Self.root.appendingPathComponent("LICENSE"), encoding: .utf8)
        XCTAssertTrue(license.contains("Apache License") && license.contains("Version 2.0, January 2004"))
        let notices = try String(contentsOf: Self.root.appendingPathComponent("THIRD-PARTY-NOTICES.md"), encoding: .utf8)
        for name in ["Runtime Library Exception", "LGPL", "relink", "GCC Runtime Library Exception", "ERFA", "BSD 3-Clause",
                     "Jansson", "MIT License", "GeoNames", "CC BY 4.0", "timezone-boundary-builder", "ODbL"] {
            XCTAssertTrue(notices.contains(name), name)
        }
        // The man page carries the same version (`make docs`).
        let man = try String(contentsOf: Self.root.appendingPathComponent("contrib/man/solverv.1"), encoding: .utf8)
        XCTAssertTrue(man.contains("\"solverv \(v)\""), "man page version")
    }

    /// No tz database at all (a minimal root; TZDIR stands in for it here):
    /// one clear line on stderr, and times in UTC, whatever the bar shows.
    func testMissingTzDatabaseIsToldAndTimesAreUTC() throws {
        let none = try scratch().appendingPathComponent("zoneinfo").path
        let told = "solverv: no tz database in \(none) (install tzdata, or set TZDIR); times are in UTC\n"
        let now = "2026-06-21T12:00:00Z"
        // Oslo's coordinates: their zone cannot be read, and no nautical zone either.
        let tmux = try SolvervBinary.run(["--format", "tmux", "--lat", "59.91", "--lon", "10.75", "--now", now],
                                         environment: ["TZDIR": none])
        XCTAssertEqual(tmux.status, 0)
        XCTAssertEqual(tmux.stderr, told)
        let utc = try SolvervBinary.run(["--format", "tmux", "--lat", "59.91", "--lon", "10.75", "--now", now, "--tz", "UTC"])
        XCTAssertEqual(tmux.stdout, utc.stdout)
        // No place and no system zone: Greenwich, in UTC, and the same line on stderr once.
        let plain = try SolvervBinary.run(["--now", now], environment: ["TZDIR": none, "TZ": ""])
        XCTAssertEqual(plain.status, 0)
        XCTAssertEqual(plain.stderr, told)
        XCTAssertTrue(plain.stdout.contains("no tz database in \(none)"), plain.stdout)
    }
}
