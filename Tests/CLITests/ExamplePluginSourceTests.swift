import Foundation
import TestSupport
import XCTest

/// The example plugins in contrib/plugins are what people copy: each is its
/// bar's part only, the rest is `bar_line.h`, and each README's build line,
/// run where the README says (in the plugin's directory of a copy of
/// `plugins`), builds a plugin that draws the line, without a warning.
final class ExamplePluginSourceTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let plugins = ["lemonbar", "xmobar"]

    /// The longest run of lines, blank ones and lone braces left out, that stands in both files.
    static func longestSharedRun(_ a: [String], _ b: [String]) -> Int {
        var best = 0
        var previous = [Int](repeating: 0, count: b.count + 1)
        for x in a {
            var row = [Int](repeating: 0, count: b.count + 1)
            for (j, y) in b.enumerated() where x == y {
                row[j + 1] = previous[j] + 1
                best = max(best, row[j + 1])
            }
            previous = row
        }
        return best
    }

    func testThePluginsShareTheirCommonPartThroughOneHeader() throws {
        func lines(_ plugin: String) throws -> [String] {
            let text = try String(contentsOf: Self.root.appendingPathComponent("contrib/plugins/\(plugin)/\(plugin).c"), encoding: .utf8)
            return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && $0 != "}" && $0 != "{" && $0 != "*" && $0 != "/*" && $0 != "*/" }
        }
        let lemonbar = try lines("lemonbar"), xmobar = try lines("xmobar")
        // The ABI's struct ends alike in both (8 lines: its fixed fields); no code does.
        // Before bar_line.h, 67 lines of code stood in both.
        XCTAssertLessThanOrEqual(Self.longestSharedRun(lemonbar, xmobar), 10)
        for plugin in Self.plugins {
            XCTAssertTrue(try lines(plugin).contains("#include \"../bar_line.h\""), plugin)
        }
    }

    func testEachReadmesBuildLineBuildsAWorkingPluginWithoutWarnings() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("example-plugins-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("contrib/plugins"), to: copy)
        for plugin in Self.plugins {
            let readme = try String(contentsOf: copy.appendingPathComponent("\(plugin)/README.md"), encoding: .utf8)
            let build = try XCTUnwrap(readme.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .first { $0.hasPrefix("cc ") }, plugin)
            XCTAssertEqual(build, "cc -shared -fPIC -O2 -o \(plugin).so \(plugin).c -ljansson")
            // From this source tree, as the README says: Solverv's header from include/.
            let include = Self.root.appendingPathComponent("include").path
            let cc = try run("/bin/sh", ["-c", build.replacingOccurrences(of: "cc ", with: "cc -Wall -Wextra -Werror -I '\(include)' ")],
                             in: copy.appendingPathComponent(plugin))
            XCTAssertEqual(cc.status, 0, cc.stderr)
            XCTAssertEqual(cc.stderr, "", plugin)
            let so = copy.appendingPathComponent("\(plugin)/\(plugin).so").path
            let line = try SolvervBinary.run(["countdown", "--plugin", so, "--format", plugin, "--size", "small",
                                              "--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--now", "2026-11-22T12:00:00Z"],
                                             environment: ["TZ": "Europe/Oslo"])
            XCTAssertEqual(line.status, 0, line.stderr)
            XCTAssertEqual(line.stdout, plugin == "lemonbar" ? "%{F#7fb8ff}❄ 29d%{F-}\n" : "<fc=#7fb8ff><raw=5:❄ 29d/></fc>\n")
        }
    }

    func run(_ tool: String, _ arguments: [String], in directory: URL) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let err = Pipe()
        process.standardError = err
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, message)
    }
}
