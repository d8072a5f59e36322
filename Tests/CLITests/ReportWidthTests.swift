import Foundation
import Glibc
import TestSupport
import XCTest

/// `solverv report` fits the screen: 80 columns, `$COLUMNS` when it is
/// set, or the terminal's width; with two long names (one in CJK, two
/// columns a character) too. Widths are measured by glibc's `wcwidth` in
/// C.UTF-8, not by the program's own count.
final class ReportWidthTests: XCTestCase {
    static let long = "Llanfairpwllgwyngyll gogerychwyrndrobwll llantysiliogogogoch"
    static let cjk = "東京都千代田区丸の内一丁目東京駅前広場"
    var config = ""

    override func setUpWithError() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("report-width-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        config = dir.appendingPathComponent("config.json").path
        try """
        {"places": {"a": {"lat": 59.91, "lon": 10.75, "zone": "Europe/Oslo", "name": "\(Self.long)"},
                    "b": {"lat": -34.6, "lon": -58.38, "zone": "America/Argentina/Buenos_Aires", "name": "\(Self.cjk)"}}}
        """.write(toFile: config, atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: (config as NSString).deletingLastPathComponent)
    }

    /// The columns `line` takes, by glibc (C.UTF-8).
    static func columns(_ line: String) -> Int {
        typealias WcWidth = @convention(c) (Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wcwidth") else { return -1 }
        let wcwidth = unsafeBitCast(symbol, to: WcWidth.self)
        let saved = setlocale(LC_CTYPE, nil).map { String(cString: $0) }
        setlocale(LC_CTYPE, "C.UTF-8")
        defer { setlocale(LC_CTYPE, saved ?? "C") }
        return line.unicodeScalars.reduce(0) { $0 + max(0, Int(wcwidth(Int32(bitPattern: $1.value)))) }
    }

    func report(columns: String?) throws -> [String] {
        let r = try SolvervBinary.run(["report", "--config", config, "--location", "a", "--location", "b", "--now", "2026-05-15T12:00:00Z"],
                                      environment: columns.map { ["COLUMNS": $0] } ?? [:])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
        return r.stdout.components(separatedBy: "\n")
    }

    func testTwoLongNamesFitEightyColumnsOrColumns() throws {
        // Before, this screen was 96 columns wide; Oslo and Sydney's, 87.
        for (columns, width, sideBySide) in [(nil, 80, true), ("100", 100, true), ("abc", 80, true), ("72", 72, true),
                                             ("70", 70, true), ("66", 66, false), ("60", 60, false), ("44", 44, false), ("20", 44, false)] {
            let lines = try report(columns: columns)
            let widest = lines.map(Self.columns).max() ?? 0
            XCTAssertLessThanOrEqual(widest, width, "COLUMNS=\(columns ?? "unset"):\n" + lines.joined(separator: "\n"))
            XCTAssertGreaterThan(widest, width - 12, "COLUMNS=\(columns ?? "unset"): the room is used")
            // Side by side while both columns keep the year's sparkline whole; else one place under the other.
            XCTAssertEqual(lines.filter { $0.hasPrefix("Place") }.count, sideBySide ? 1 : 2, "COLUMNS=\(columns ?? "unset")")
            XCTAssertEqual(lines.filter { $0.contains("J F M A M J J A S O N D") }.count, sideBySide ? 1 : 2)
            let text = lines.joined(separator: " ")
            for word in Self.long.split(separator: " ") { XCTAssertTrue(text.contains(word), "\(word)") }
            if !sideBySide, width >= 60 { XCTAssertTrue(text.contains(Self.cjk), "the whole name, in a column of its own") }
            // The differences, wrapped under their label column.
            let differences = try XCTUnwrap(lines.firstIndex(of: "Differences"))
            for line in lines[(differences + 1)...] where !line.isEmpty {
                XCTAssertTrue(line.hasPrefix("Day length") || line.hasPrefix("Sunrise") || line.hasPrefix("Sunset")
                              || line.hasPrefix(String(repeating: " ", count: 19)), line)
            }
        }
    }

    /// At 80 columns, Oslo and Sydney's differences break after the comma,
    /// under the label column, and the grid keeps its columns.
    func testDifferencesWrapAtTheirComma() throws {
        let r = try SolvervBinary.run(["report", "--location", "Europe/Oslo", "--location", "Australia/Sydney", "--now", "2026-05-15T12:00:00Z"])
        let lines = r.stdout.components(separatedBy: "\n")
        XCTAssertLessThanOrEqual(lines.map(Self.columns).max() ?? 0, 80)
        let sunset = try XCTUnwrap(lines.lastIndex { $0.hasPrefix("Sunset") })
        XCTAssertTrue(lines[sunset].hasPrefix("Sunset             Sydney's is 4h45m"), lines[sunset])
        XCTAssertTrue(lines[sunset].hasSuffix("s earlier by the clock,"), lines[sunset])
        XCTAssertTrue(lines[sunset + 1].hasPrefix(String(repeating: " ", count: 19) + "12h45m"), lines[sunset + 1])
        XCTAssertTrue(lines[sunset + 1].hasSuffix("s earlier in time"), lines[sunset + 1])
    }

    /// On a terminal (a pseudo-terminal through util-linux's `script`, set
    /// to 60 columns by stty) without `$COLUMNS`, the terminal's width is used.
    func testTheTerminalsWidthWhenColumnsIsUnset() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { throw XCTSkip("no util-linux script") }
        let command = "stty cols 60 && '\(SolvervBinary.path)' report --color never --config '\(config)' --location a --location b --now 2026-05-15T12:00:00Z"
        let r = try SolvervBinary.run(["-qec", command, "/dev/null"], environment: ["TERM": "xterm-256color"], executable: "/usr/bin/script")
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        let lines = r.stdout.replacingOccurrences(of: "\r", with: "").components(separatedBy: "\n")
        XCTAssertLessThanOrEqual(lines.map(Self.columns).max() ?? 0, 60, r.stdout)
        XCTAssertEqual(lines.filter { $0.hasPrefix("Place") }.count, 2, "one place under the other at 60")
    }
}
