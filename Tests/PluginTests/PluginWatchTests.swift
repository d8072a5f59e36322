import Foundation
import TestSupport
import XCTest

/// A plugin in watch mode is called once per line shown, never to look
/// ahead (issue 23: a plugin that did not change was called 400 times a
/// wake). The fixture `counting.c`, built with cc, counts its calls.
extension PluginLineTests {
    func countedCalls(_ file: String) -> Int {
        (try? Data(contentsOf: URL(fileURLWithPath: file)))?.count ?? 0
    }

    func startCounting(_ arguments: [String], environment: [String: String]) throws -> LiveProcess {
        let plugin = try PluginBuild.fixture("counting", in: dir)
        let process = try LiveProcess(["--plugin", plugin, "--format", "counting", "--watch"] + arguments + Self.place,
                                      environment: environment.merging(["XDG_RUNTIME_DIR": dir]) { a, _ in a })
        addTeardownBlock { process.signal(SIGKILL); _ = process.exit(timeout: 2) }
        return process
    }

    /// `{remaining_hms}` changes each second: a line a second, each drawn
    /// by one call of the plugin.
    func testAPluginIsCalledOncePerLineShown() throws {
        let count = dir + "/calls"
        let line = try startCounting(["sunlight", "--template", "{remaining_hms}"], environment: ["COUNTING_FILE": count])
        var lines: [String] = []
        for _ in 0..<4 { lines.append(try XCTUnwrap(line.line(), line.stderr())) }
        line.signal(SIGTERM)
        XCTAssertEqual(line.exit(), 0)
        while let more = line.line(timeout: 1) { lines.append(more) }  // printed before the signal came
        XCTAssertEqual(lines.first, "9261", "the seconds of sun left at 12:00Z")
        XCTAssertEqual(Set(lines).count, lines.count, "a new line at each wake: \(lines)")
        XCTAssertEqual(countedCalls(count), lines.count, "calls of the plugin for \(lines.count) lines")
    }

    /// A plugin whose line never changes, on a line of minutes: one call,
    /// however far the look-ahead goes; SIGUSR1 draws it again, once.
    func testAPluginThatDoesNotChangeIsCalledOnce() throws {
        let count = dir + "/calls"
        let line = try startCounting([], environment: ["COUNTING_FILE": count, "COUNTING_CONSTANT": "1"])
        XCTAssertEqual(line.line(), "the same line")
        XCTAssertNil(line.line(timeout: 1.5))
        XCTAssertEqual(countedCalls(count), 1)
        line.signal(SIGUSR1)
        XCTAssertEqual(line.line(), "the same line")
        line.signal(SIGTERM)
        XCTAssertEqual(line.exit(), 0)
        XCTAssertEqual(countedCalls(count), 2)
    }
}
