import Foundation
import TestSupport
import XCTest

/// The README's two commands on a stock Debian 12 (issue 40): mawk as `awk`,
/// dash as `sh`, no GNU awk, and Swift checked before anything else. The
/// scripts run for real; stand-ins only for a Swift that must be missing or
/// old, and for apt, which must not be reached.
final class StockDebianTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `/bin/sh -c script` in the checkout, under `timeout`, with `PATH` as given.
    func shell(_ script: String, path: String) throws -> BinaryResult {
        try SolvervBinary.run(["60", "/bin/sh", "-c", "cd \(RealBar.shellWord(Self.root.path)) && \(script)"],
                              environment: ["LANG": "C.UTF-8", "PATH": path], executable: "/usr/bin/timeout")
    }

    func scratch() throws -> URL { try scratch("slv-stock") }


    /// A folder holding links to the few tools make needs before any
    /// recipe runs, and stand-ins that log being called for every tool that
    /// would install or build: a PATH on which those must not be reached.
    func pathWithoutSwift() throws -> (dir: URL, log: String) {
        let dir = try scratch()
        let log = dir.appendingPathComponent("called").path
        for tool in ["make", "sed", "find", "dirname"] {
            let real = try XCTUnwrap(RealBar.executable(tool), "\(tool) is not installed")
            try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent(tool).path, withDestinationPath: real)
        }
        for tool in ["apt-get", "dpkg-query", "sudo", "pkg-config", "msgfmt", "cc"] {
            try stub(dir, tool, "echo \"\(tool) $*\" >> \(RealBar.shellWord(log))")
        }
        return (dir, log)
    }

    /// Missing or older than 6.3, `make run`, `make test` and `make build`
    /// stop at once: one line naming the version and where to get it, and
    /// nothing installed or built first (apt-get, msgfmt, a build).
    func testMakeStopsFirstWithoutSwift63() throws {
        let (dir, log) = try pathWithoutSwift()
        let where_ = "Get swift.org's toolchain for your distribution, or swiftly: https://www.swift.org/install/linux/"
        for target in ["run", "test", "build"] {
            let none = try shell("make \(target)", path: dir.path)
            XCTAssertNotEqual(none.status, 0, target)
            XCTAssertTrue(none.stderr.hasPrefix("solverv: Swift 6.3 or newer is needed, and there is no swift on the PATH. \(where_)\n"),
                          "\(target): \(none.stderr)")
        }
        try stub(dir, "swift", "echo \"swift $*\" >> \(RealBar.shellWord(log)); echo 'Swift version 5.10 (swift-5.10-RELEASE)'")
        for target in ["run", "test", "build"] {
            let old = try shell("make \(target)", path: dir.path)
            XCTAssertNotEqual(old.status, 0, target)
            let line = "solverv: Swift 6.3 or newer is needed, and \(dir.path)/swift is 5.10 (it stays: put the new one first on the PATH, "
                + "or make SWIFT=/path/to/swift). \(where_)\n"
            XCTAssertTrue(old.stderr.hasPrefix(line), "\(target): \(old.stderr)")
        }
        // make's SWIFT is the one checked.
        let given = try shell("make run SWIFT=\(RealBar.shellWord(dir.path + "/nowhere/swift"))", path: dir.path)
        XCTAssertTrue(given.stderr.hasPrefix("solverv: Swift 6.3 or newer is needed, and there is no \(dir.path)/nowhere/swift on the PATH."),
                      given.stderr)
        // Asked only for its version; nothing else ran.
        let calls = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(Set(calls), ["swift --version"])
    }

    /// A toolchain that is new enough passes silently, whatever it calls
    /// itself; one that names no version is refused, saying what it said.
    func testSwiftVersionsTheCheckTakes() throws {
        let dir = try scratch()
        for (said, passes) in [("Swift version 6.3.1 (swift-6.3.1-RELEASE)", true), ("Swift version 6.3 (swift-6.3-RELEASE)", true),
                               ("Apple Swift version 7.0 (swiftlang-7.0)", true), ("Swift version 6.4-dev (LLVM 1, Swift 2)", true),
                               ("Swift version 10.0", true), ("Swift version 6.2.3 (swift-6.2.3-RELEASE)", false),
                               ("Swift version 5.10", false), ("swift-driver version: 1.0", false)] {
            try stub(dir, "swift", "echo '\(said)'")
            let r = try shell("scripts/require-swift \(RealBar.shellWord(dir.path + "/swift"))", path: "/usr/bin:/bin")
            XCTAssertEqual(r.status, passes ? 0 : 1, said)
            XCTAssertEqual(r.stderr.isEmpty, passes, "\(said): \(r.stderr)")
            if !passes && !said.hasPrefix("Swift version") {
                XCTAssertTrue(r.stderr.contains("names no Swift version: \(said)."), r.stderr)
            }
        }
    }

    /// scripts/docs/check measures a man page's lines in the columns a
    /// terminal gives them (wcwidth), with mawk as awk, which counts bytes:
    /// 71 é (78 columns, 149 bytes) fit in 80; 37 日 (81 columns) do not.
    func testManPageWidthIsTerminalColumnsUnderMawk() throws {
        guard RealBar.executable("man") != nil, RealBar.executable("cmark-gfm") != nil else {
            throw XCTSkip("man and cmark-gfm are not installed (make test-deps installs them)")
        }
        let dir = try scratch()
        var path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/mawk") {
            try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("awk").path, withDestinationPath: "/usr/bin/mawk")
            path = dir.path + ":" + path
        }
        let page = dir.appendingPathComponent("wide.1")
        let text = ".TH WIDE 1\n.SH NAME\nwide \\- widths\n.SH DESCRIPTION\n.nf\n" + String(repeating: "é", count: 71) + "\n"
            + String(repeating: "日", count: 37) + "\n.fi\n"
        try text.write(to: page, atomically: true, encoding: .utf8)
        let r = try shell("scripts/docs/check \(RealBar.shellWord(page.path))", path: path)
        XCTAssertEqual(r.status, 1, r.stderr)
        let listed = r.stderr.split(separator: "\n").filter { $0.first?.isNumber == true }
        XCTAssertEqual(listed.map(String.init), ["8:        " + String(repeating: "日", count: 37)], r.stderr)
    }

    /// Nothing the suite runs needs GNU awk or measures text with awk's
    /// length(), which mawk counts in bytes; the POSIX sh scripts parse in
    /// dash, Debian's sh.
    func testScriptsKeepToMawkAndDash() throws {
        let fm = FileManager.default
        var files = ["Makefile", ".ci/run"]
        let scripts = Self.root.appendingPathComponent("scripts")
        for case let file as String in try XCTUnwrap(fm.enumerator(atPath: scripts.path)) { files.append("scripts/" + file) }
        let gnuAwkOnly = ["g" + "awk", "length(", "gensub(", "strftime(", "systime(", "asort(", "asorti(", "PROCINFO", "FPAT", "IGNORECASE", "BEGINFILE"]
        var shells = 0
        for file in files.sorted() {
            guard let text = try? String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8) else { continue }
            let first = text.prefix { $0 != "\n" }
            guard file == "Makefile" || first.hasPrefix("#!/bin/sh") || first.hasPrefix("#!/usr/bin/env bash") else { continue }
            for word in gnuAwkOnly {
                XCTAssertFalse(text.contains(word), "\(file) uses \(word)")
            }
            if first.hasPrefix("#!/bin/sh"), fm.isExecutableFile(atPath: "/bin/dash") {
                let parsed = try shell("/bin/dash -n \(RealBar.shellWord(file))", path: "/usr/bin:/bin")
                XCTAssertEqual(parsed.status, 0, "\(file): \(parsed.stderr)")
                shells += 1
            }
        }
        if fm.isExecutableFile(atPath: "/bin/dash") { XCTAssertGreaterThan(shells, 10) }
    }
}
