import Foundation
import TestSupport
import XCTest

/// Golden files for every formatter × size, and error blocks with hostile
/// text, from the built binary with `--now` pinned (i3status testcases/ in
/// spirit). Accuracy is checked against JPL elsewhere; these pin the wire
/// formats, which bars parse. `SOLVERV_UPDATE_GOLDEN=1 swift test --filter
/// GoldenTests` rewrites them; review the diff before committing.
final class GoldenTests: XCTestCase {
    struct Case {
        let name: String
        let arguments: [String]
    }

    static let cases = [
        Case(name: "oslo-winter-day", arguments: ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--now", "2026-11-22T12:00:00Z"]),
        Case(name: "oslo-after-sunset", arguments: ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--now", "2026-11-22T18:00:00Z"]),
        Case(name: "oslo-equinox-day", arguments: ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--now", "2026-03-20T09:00:00Z"]),
        Case(name: "longyearbyen-polar-day", arguments: ["--lat", "78.22", "--lon", "15.63", "--tz", "Arctic/Longyearbyen", "--now", "2026-06-21T10:00:00Z"]),
        Case(name: "longyearbyen-polar-night", arguments: ["--lat", "78.22", "--lon", "15.63", "--tz", "Arctic/Longyearbyen", "--now", "2026-12-21T10:00:00Z"]),
        Case(name: "sydney-southern", arguments: ["--lat", "-33.87", "--lon", "151.21", "--tz", "Australia/Sydney", "--now", "2026-11-22T01:00:00Z"]),
        Case(name: "reykjavik-sunset-after-midnight", arguments: ["--lat", "64.1466", "--lon", "-21.9426", "--tz", "Atlantic/Reykjavik", "--now", "2025-06-21T23:30:00Z"]),
        Case(name: "oslo-nerd-font-icons", arguments: ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--now", "2026-11-22T12:00:00Z", "--icons", "nerd"]),
        Case(name: "london-dst-day", arguments: ["--lat", "51.5074", "--lon", "-0.1278", "--tz", "Europe/London", "--now", "2026-03-29T12:00:00Z"]),
    ]
    /// The `dst` provider: a change ahead (Oslo, autumn), the day of a
    /// 30-minute change (Lord Howe), and a zone without one (Tokyo: no text).
    static let dstCases = [
        Case(name: "dst-oslo-autumn", arguments: ["dst", "--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--now", "2026-10-13T12:00:00Z"]),
        Case(name: "dst-lord-howe-change-day", arguments: ["dst", "--lat", "-31.55", "--lon", "159.08", "--tz", "Australia/Lord_Howe", "--now", "2026-10-04T02:00:00Z"]),
        Case(name: "dst-tokyo-none", arguments: ["countdown", "dst", "--lat", "35.68", "--lon", "139.69", "--tz", "Asia/Tokyo", "--now", "2026-10-13T12:00:00Z"]),
    ]
    /// The `moon` provider: the full moon's day (London), a day without
    /// moonrise (London), and a waxing crescent in the south with Nerd Font
    /// icons (Sydney).
    static let moonCases = [
        Case(name: "moon-london-full", arguments: ["moon", "--lat", "51.5074", "--lon", "-0.1278", "--tz", "Europe/London", "--now", "2026-01-03T12:00:00Z"]),
        Case(name: "moon-london-no-moonrise", arguments: ["moon", "--lat", "51.5074", "--lon", "-0.1278", "--tz", "Europe/London", "--now", "2026-01-09T12:00:00Z"]),
        Case(name: "moon-sydney-nerd", arguments: ["moon", "--lat", "-33.87", "--lon", "151.21", "--tz", "Australia/Sydney", "--now", "2026-01-21T09:00:00Z", "--icons", "nerd"]),
    ]
    static let formats = ["plain", "json", "i3bar", "waybar", "polybar", "tmux", "conky", "i3blocks", "i3status-rs"]
    static let sizes = ["small", "medium", "large"]

    static var directory: URL {
        URL(fileURLWithPath: Fixtures.directory).deletingLastPathComponent().appendingPathComponent("Golden")
    }

    func testEveryFormatterAndSize() throws {
        for c in Self.cases {
            for format in Self.formats {
                for size in Self.sizes {
                    let r = try SolvervBinary.run(c.arguments + ["--format", format, "--size", size])
                    XCTAssertEqual(r.status, 0, "\(c.name) \(format) \(size): \(r.stderr)")
                    try compare(r.stdout, "\(c.name)/\(format)-\(size).txt")
                }
            }
        }
    }

    func testDSTInEveryFormatterAndSize() throws {
        for c in Self.dstCases {
            for format in Self.formats {
                for size in Self.sizes {
                    let r = try SolvervBinary.run(c.arguments + ["--format", format, "--size", size])
                    XCTAssertEqual(r.status, 0, "\(c.name) \(format) \(size): \(r.stderr)")
                    try compare(r.stdout, "\(c.name)/\(format)-\(size).txt")
                }
            }
        }
    }

    func testMoonInEveryFormatterAndSize() throws {
        for c in Self.moonCases {
            for format in Self.formats {
                for size in Self.sizes {
                    let r = try SolvervBinary.run(c.arguments + ["--format", format, "--size", size])
                    XCTAssertEqual(r.status, 0, "\(c.name) \(format) \(size): \(r.stderr)")
                    try compare(r.stdout, "\(c.name)/\(format)-\(size).txt")
                }
            }
        }
    }

    /// Hostile text echoed in an error (here a bad zone name) must be inert
    /// in every bar, and the error must be a well-formed block.
    static let hostile = "%{A1:touch /tmp/pwned:}x%{A}${exec touch /tmp/pwned}#(touch /tmp/pwned)<b>&"

    func testErrorBlocksEscapeHostileText() throws {
        for format in Self.formats {
            let r = try SolvervBinary.run(["--format", format, "--tz", Self.hostile])
            // SPEC §5: in a bar the block is the answer (status 0); plain and json keep 2.
            XCTAssertEqual(r.status, ["plain", "json"].contains(format) ? 2 : 0, format)
            XCTAssertTrue(r.stderr.hasPrefix("solverv: "), r.stderr)
            try compare(r.stdout, "errors/\(format).txt")
        }
    }

    /// i3blocks' watch form (`interval=persist`, `format=json`) differs from
    /// its three one-shot lines: the first line of a watch, for every case
    /// and size, and its error block.
    func testI3blocksWatchForm() throws {
        for c in Self.cases {
            for size in Self.sizes {
                let live = try LiveProcess(c.arguments + ["--format", "i3blocks", "--watch", "--size", size])
                let line = try XCTUnwrap(live.line(), "\(c.name) \(size)")
                try compare(line + "\n", "\(c.name)/i3blocks-watch-\(size).txt")
            }
        }
        let live = try LiveProcess(["--format", "i3blocks", "--watch", "--tz", Self.hostile])
        try compare(try XCTUnwrap(live.line()) + "\n", "errors/i3blocks-watch.txt")
    }

    func compare(_ actual: String, _ name: String) throws {
        let url = Self.directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["SOLVERV_UPDATE_GOLDEN"] != nil {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(actual, expected, name)
    }
}

/// The JSON-speaking bars die on a malformed line: every line must parse.
final class WireFormatTests: XCTestCase {
    func testJSONLinesParse() throws {
        for c in GoldenTests.cases {
            for size in GoldenTests.sizes {
                for format in ["json", "waybar"] {
                    let r = try SolvervBinary.run(c.arguments + ["--format", format, "--size", size])
                    let lines = r.stdout.split(separator: "\n")
                    XCTAssertEqual(lines.count, 1, "\(c.name) \(format): one object per line")
                    XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)), "\(c.name) \(format)")
                }
                let i3 = try SolvervBinary.run(c.arguments + ["--format", "i3bar", "--size", size])
                let lines = i3.stdout.split(separator: "\n").map(String.init)
                XCTAssertEqual(lines.count, 3, c.name)
                let header = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
                XCTAssertEqual(header["version"] as? Int, 1)
                XCTAssertEqual(lines[1], "[")
                XCTAssertTrue(lines[2].hasSuffix(","), lines[2])
                let blocks = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(lines[2].dropLast().utf8)) as? [[String: Any]])
                XCTAssertEqual(blocks.map { $0["name"] as? String }, ["countdown", "sunlight"])
                for b in blocks {
                    XCTAssertNotNil(b["full_text"] as? String)
                    XCTAssertNotNil(b["short_text"] as? String)
                    XCTAssertNotNil(b["instance"] as? String)
                }
            }
        }
    }

    /// Even an error found before the options are understood (an unknown
    /// option) reaches the bar as a block in its syntax.
    func testEarlyErrorsStillGiveABlock() throws {
        for format in ["tmux", "waybar", "i3bar", "polybar", "conky", "i3blocks", "i3status-rs", "json"] {
            let r = try SolvervBinary.run(["--format", format, "--bogus"])
            XCTAssertEqual(r.status, format == "json" ? 2 : 0, format)
            XCTAssertTrue(r.stdout.contains("unknown option '--bogus'") || r.stdout.contains("unknown option &apos;--bogus&apos;"),
                          "\(format): \(r.stdout)")
        }
    }

    func testSnapshotCarriesTheContractFields() throws {
        let r = try SolvervBinary.run(GoldenTests.cases[0].arguments + ["--format", "json"])
        let o = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(o["schema"] as? Int, 1)
        let location = try XCTUnwrap(o["location"] as? [String: Any])
        XCTAssertEqual(location["zone"] as? String, "Europe/Oslo")
        XCTAssertEqual(location["source"] as? String, "explicit")
        let countdown = try XCTUnwrap(o["countdown"] as? [String: Any])
        XCTAssertEqual(countdown["days"] as? Int, 29)
        XCTAssertEqual(countdown["event"] as? String, "december_solstice")
        XCTAssertEqual(countdown["local"] as? String, "2026-12-21T21:50:14+01:00")
        XCTAssertEqual(countdown["utc"] as? String, "2026-12-21T20:50:14Z")
        XCTAssertTrue((0...100).contains(countdown["progress"] as? Int ?? -1))
        let sunlight = try XCTUnwrap(o["sunlight"] as? [String: Any])
        XCTAssertEqual(sunlight["state"] as? String, "day")
        XCTAssertGreaterThan(sunlight["remaining_s"] as? Int ?? 0, 0)
        for key in ["sunrise", "sunset", "daylight_s", "delta_s"] { XCTAssertNotNil(sunlight[key], key) }
    }
}

/// `--urgent N`: the last N minutes before sunset, and only those.
final class UrgentTests: XCTestCase {
    func testTheLastMinutesBeforeSunset() throws {
        // Oslo, 22 November 2026: sunset at 15:34:21 local (14:34:21 UTC).
        let place = ["sunlight", "--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--urgent", "30"]
        let late = try SolvervBinary.run(place + ["--now", "2026-11-22T14:10:00Z", "--format", "waybar"])
        XCTAssertTrue(late.stdout.contains(#""class":["urgent","golden-hour","day"]"#), late.stdout)
        let i3 = try SolvervBinary.run(place + ["--now", "2026-11-22T14:10:00Z", "--format", "i3bar"])
        XCTAssertTrue(i3.stdout.contains(#""urgent":true"#), i3.stdout)
        let early = try SolvervBinary.run(place + ["--now", "2026-11-22T13:50:00Z", "--format", "waybar"])
        XCTAssertTrue(early.stdout.contains(#""class":["golden-hour","day"]"#), early.stdout)
        let off = try SolvervBinary.run(Array(place.dropLast(2)) + ["--now", "2026-11-22T14:10:00Z", "--format", "waybar"])
        XCTAssertFalse(off.stdout.contains("urgent"), "off by default")
    }
}
