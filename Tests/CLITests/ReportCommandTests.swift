import Foundation
import TestSupport
import XCTest

/// `solverv report`, the info screen, from the built binary with `--now`
/// pinned: golden screens with and without colour, the times it prints
/// against JPL, colour on a terminal only (a real pty, through util-linux's
/// `script`), and bad input.
final class ReportGoldenTests: XCTestCase {
    static let oslo = ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo"]
    static let longyearbyen = ["--lat", "78.22", "--lon", "15.63", "--tz", "Arctic/Longyearbyen"]
    static let cases: [(String, [String])] = [
        ("oslo-winter-day", oslo + ["--now", "2026-11-22T12:00:00Z"]),
        ("oslo-time-travel", oslo + ["--now", "2026-11-22T12:00:00Z", "--date", "2026-06-21"]),
        ("longyearbyen-polar-night", longyearbyen + ["--now", "2026-12-21T10:00:00Z"]),
        ("longyearbyen-polar-day", longyearbyen + ["--now", "2026-06-21T10:00:00Z"]),
        ("reykjavik-sunset-after-midnight", ["--lat", "64.1466", "--lon", "-21.9426", "--tz", "Atlantic/Reykjavik",
                                             "--now", "2025-06-21T23:30:00Z"]),
        ("oslo-and-sydney", ["--location", "Europe/Oslo", "--location", "Australia/Sydney", "--now", "2026-11-22T12:00:00Z"]),
        ("coordinates-and-longyearbyen", oslo + ["--location", "Arctic/Longyearbyen", "--now", "2026-12-21T10:00:00Z"]),
    ]

    /// Piped, the screen is plain; `--color always` colours it, and the
    /// colours are the only escape sequences.
    func testReportScreens() throws {
        for (name, arguments) in Self.cases {
            let plain = try SolvervBinary.run(["report"] + arguments)
            XCTAssertEqual(plain.status, 0, "\(name): \(plain.stderr)")
            XCTAssertFalse(plain.stdout.contains("\u{1B}"), "\(name): piped output is plain")
            try Self.compare(plain.stdout, "report/\(name).txt")
            let coloured = try SolvervBinary.run(["report", "--color", "always"] + arguments)
            XCTAssertEqual(coloured.status, 0, "\(name): \(coloured.stderr)")
            XCTAssertEqual(Self.strippingSGR(coloured.stdout), plain.stdout, "\(name): colour changes nothing but colour")
            try Self.compare(coloured.stdout, "report/\(name)-color.txt")
        }
    }

    /// As `GoldenTests.compare`: `SOLVERV_UPDATE_GOLDEN=1` rewrites the file.
    static func compare(_ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = GoldenTests.directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["SOLVERV_UPDATE_GOLDEN"] != nil {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        XCTAssertEqual(actual, try String(contentsOf: url, encoding: .utf8), name, file: file, line: line)
    }

    /// `text` without its SGR sequences; fails the test on any other escape.
    static func strippingSGR(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let sgr = try! NSRegularExpression(pattern: "\u{1B}\\[[0-9;]*m")
        let stripped = sgr.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
        XCTAssertFalse(stripped.contains("\u{1B}"), "an escape that is not a colour", file: file, line: line)
        XCTAssertTrue(text.contains("\u{1B}[") || text == stripped, file: file, line: line)
        return stripped
    }
}

final class ReportCommandTests: XCTestCase {
    /// Runs the report on a pseudo-terminal (`script`), as a user at a
    /// terminal would, with `environment` added.
    func runOnTerminal(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { throw XCTSkip("no util-linux script") }
        let command = ([SolvervBinary.path, "report"] + arguments).map { "'\($0)'" }.joined(separator: " ")
        var env = ["TERM": "xterm-256color"]
        for (k, v) in environment { env[k] = v }
        let r = try SolvervBinary.run(["-qec", command, "/dev/null"], environment: env, executable: "/usr/bin/script")
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        return r.stdout
    }

    func testColourOnATerminalOnlyAndNoColorRespected() throws {
        let args = ReportGoldenTests.oslo + ["--now", "2026-11-22T12:00:00Z"]
        XCTAssertTrue(try runOnTerminal(args).contains("\u{1B}[1;4mPlace"), "a terminal gets colour")
        XCTAssertFalse(try runOnTerminal(args, environment: ["NO_COLOR": "1"]).contains("\u{1B}"), "NO_COLOR")
        // no-color.org: only a non-empty NO_COLOR counts.
        XCTAssertTrue(try runOnTerminal(args, environment: ["NO_COLOR": ""]).contains("\u{1B}["), "empty NO_COLOR")
        XCTAssertFalse(try runOnTerminal(args, environment: ["TERM": "dumb"]).contains("\u{1B}"), "TERM=dumb")
        XCTAssertFalse(try runOnTerminal(args + ["--color", "never"]).contains("\u{1B}"), "--color never")
        // An explicit option wins over the environment, as no-color.org asks.
        let forced = try SolvervBinary.run(["report", "--color", "always"] + args, environment: ["NO_COLOR": "1"])
        XCTAssertTrue(forced.stdout.contains("\u{1B}["))
        let piped = try SolvervBinary.run(["report"] + args)
        XCTAssertFalse(piped.stdout.contains("\u{1B}"), "piped output is plain")
    }

    /// The times on the screen are the JPL ephemeris's, to the minute they
    /// fall in (the screen shows HH:MM, floored as the line's clocks are),
    /// the day length to 2 s, solar noon's altitude to 0.1°; and the events
    /// that do not happen are the ones JPL has none of.
    func testTimesAgainstJPL() throws {
        var events: [String: String] = [:]
        for row in Fixtures.csv("sun_events.csv") {
            events["\(row["place"]!)|\(row["date"]!)|\(row["threshold_deg"]!)|\(row["direction"]!)"] = row["ut1_jd"]
        }
        var days: [String: [String: String]] = [:]
        for row in Fixtures.csv("sun_days.csv") { days["\(row["place"]!)|\(row["date"]!)"] = row }
        // The rows of "The day", in order: label, altitude, direction (golden
        // and blue hours have two altitudes, from and to).
        let rows: [(String, [(String, String)])] = [
            ("Astronomical dawn", [("-18", "rising")]), ("Nautical dawn", [("-12", "rising")]),
            ("Civil dawn", [("-6", "rising")]), ("Blue hour", [("-6", "rising"), ("-4", "rising")]),
            ("Golden hour", [("-4", "rising"), ("6", "rising")]), ("Sunrise", [("-0.8333", "rising")]),
            ("Solar noon", []), ("Golden hour", [("6", "setting"), ("-4", "setting")]),
            ("Sunset", [("-0.8333", "setting")]), ("Blue hour", [("-4", "setting"), ("-6", "setting")]),
            ("Civil dusk", [("-6", "setting")]), ("Nautical dusk", [("-12", "setting")]),
            ("Astronomical dusk", [("-18", "setting")]),
        ]
        var checked = 0
        for (place, date) in [("oslo", "2025-03-22"), ("longyearbyen", "2025-12-01"), ("longyearbyen", "2025-06-20"),
                              ("reykjavik", "2025-06-20"), ("sydney", "2025-01-05"), ("new_york", "2025-03-10")] {
            let day = try XCTUnwrap(days["\(place)|\(date)"], "\(place) \(date) is in the fixture")
            let zone = try XCTUnwrap(TimeZone(identifier: day["zone"]!))
            let r = try SolvervBinary.run(["report", "--lat", day["lat"]!, "--lon", day["lon"]!, "--tz", day["zone"]!,
                                           "--now", "\(date)T12:00:00Z", "--date", date])
            XCTAssertEqual(r.status, 0, r.stderr)
            let lines = r.stdout.components(separatedBy: "\n")
            let start = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("The day") })
            for (offset, (label, crossings)) in rows.enumerated() {
                let line = lines[start + 1 + offset]
                XCTAssertTrue(line.hasPrefix(label + " "), "\(place) \(date): expected \(label), got \(line)")
                let cell = line.dropFirst(19)
                let jpl = crossings.map { events["\(place)|\(date)|\($0.0)|\($0.1)"] ?? "" }
                if label == "Solar noon" {
                    XCTAssertTrue(cell.hasPrefix(Self.clock(Self.unix(day["transit_ut1_jd"]!), zone, date: date)), "\(line)")
                    let altitude = try XCTUnwrap(Double(cell.components(separatedBy: "sun at ")[1].dropLast()
                        .replacingOccurrences(of: "−", with: "-")))
                    XCTAssertEqual(altitude, Double(day["transit_alt_deg"]!)!, accuracy: 0.051, line)
                    continue
                }
                if jpl.allSatisfy(\.isEmpty) {
                    XCTAssertTrue(cell.hasPrefix("none") || cell == "all day", "\(place) \(date) \(label): JPL has none: \(line)")
                    continue
                }
                // Each end JPL has is printed, at the minute it falls in.
                for text in jpl where !text.isEmpty {
                    let t = Self.unix(text)
                    let candidates = [t - 1, t + 1].map { Self.clock($0, zone, date: date) }
                    XCTAssertTrue(candidates.contains { cell.contains($0) }, "\(place) \(date) \(label): JPL \(candidates[0]) vs \(line)")
                    checked += 1
                }
            }
            let rise = events["\(place)|\(date)|-0.8333|rising"] ?? "", set = events["\(place)|\(date)|-0.8333|setting"] ?? ""
            let lengthLine = try XCTUnwrap(lines.first { $0.hasPrefix("Day length ") })
            if !rise.isEmpty, !set.isEmpty {
                let jpl = (Self.unix(set) - Self.unix(rise))
                let shown = Self.seconds(String(lengthLine.dropFirst(19)))
                XCTAssertEqual(Double(shown), jpl, accuracy: 2, lengthLine)
            } else {
                XCTAssertTrue(lengthLine.contains("polar"), lengthLine)
            }
        }
        XCTAssertGreaterThan(checked, 25)
    }

    static func unix(_ jd: String) -> Double { (Double(jd)! - 2_440_587.5) * 86_400 }

    /// `HH:MM` of `t` in `zone`, with the screen's `+1` for the next date.
    static func clock(_ t: Double, _ zone: TimeZone, date: String) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: Date(timeIntervalSince1970: t))
        let text = String(format: "%02d:%02d", c.hour!, c.minute!)
        let day = String(format: "%04d-%02d-%02d", c.year!, c.month!, c.day!)
        return day == date ? text : day > date ? text + " +1" : text + " −1"
    }

    /// `7h03m06s` → 25386.
    static func seconds(_ text: String) -> Int {
        var total = 0, number = 0
        for c in text {
            if let d = c.wholeNumberValue { number = number * 10 + d; continue }
            switch c {
            case "h": total += number * 3600
            case "m": total += number * 60
            case "s": total += number; return total
            default: break
            }
            number = 0
        }
        return total
    }

    func testTwoPlacesSpellOutTheirDifferences() throws {
        let r = try SolvervBinary.run(["report", "--location", "Europe/Oslo", "--location", "Asia/Tokyo", "--now", "2026-11-22T12:00:00Z"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let lines = r.stdout.components(separatedBy: "\n")
        XCTAssertTrue(lines[0].hasPrefix("Place"))
        XCTAssertTrue(lines[0].contains("Oslo") && lines[0].contains("Tokyo"), lines[0])
        // Each row has both places' cells at the same columns.
        let tokyoColumn = try XCTUnwrap(lines[0].range(of: "Tokyo")).lowerBound.utf16Offset(in: lines[0])
        let grid = lines.prefix { !$0.hasPrefix("Differences") }
        for line in grid where line.hasPrefix("Sunrise") || line.hasPrefix("Sunset") {
            XCTAssertEqual(line.count, tokyoColumn + 5, line)
        }
        XCTAssertTrue(r.stdout.contains("Differences"))
        XCTAssertTrue(r.stdout.contains("Tokyo's is"), r.stdout)
        // Tokyo is ten hours of clocks further east: its sunrise is hours earlier in time.
        // The row goes on below its label (80 columns), after the comma.
        let at = try XCTUnwrap(lines.lastIndex { $0.hasPrefix("Sunrise") })
        XCTAssertTrue(lines[at].hasSuffix("by the clock,"), lines[at])
        let sunrise = lines[at] + " " + lines[at + 1].trimmingCharacters(in: .whitespaces)
        XCTAssertTrue(sunrise.contains("earlier by the clock") || sunrise.contains("later by the clock"), sunrise)
        XCTAssertTrue(sunrise.contains("earlier in time"), sunrise)
    }

    func testBadInputIsOneLineAndStatusTwo() throws {
        let now = ["--now", "2026-11-22T12:00:00Z"]
        let cases: [([String], String)] = [
            (["--color", "sometimes"], "--color: 'sometimes' is not one of always, never, auto"),
            (["--location", "Mars/Olympus"], "--location: no city or time zone called 'Mars/Olympus'"),
            (["--location", "Europe/Osloo"], "did you mean Europe/Oslo?"),
            (["--location", "UTC"], "the time zone UTC has no place in the tz database's zone1970.tab"),
            (["--location", "Europe/Oslo", "--location", "Asia/Tokyo", "--location", "Africa/Cairo"], "at most 2 places"),
            (["--lat", "1", "--lon", "2", "--location", "Europe/Oslo", "--location", "Asia/Tokyo"], "at most 2 places"),
            (["--lat", "91", "--lon", "2"], "--lat: a latitude is within ±90"),
            (["--date", "2026-02-30"], "--date: '2026-02-30' is not a date"),
            (["--tz", "Mars/Base", "--location", "Europe/Oslo"], "--tz: unknown time zone"),
            (["--format", "json"], "--format does not apply to 'report'"),
        ]
        for (arguments, message) in cases {
            let r = try SolvervBinary.run(["report"] + arguments + now)
            XCTAssertEqual(r.status, 2, "\(arguments): \(r.stdout)")
            XCTAssertEqual(r.stdout, "", "\(arguments): nothing printed before the error")
            XCTAssertEqual(r.stderr.filter { $0 == "\n" }.count, 1, r.stderr)
            XCTAssertTrue(r.stderr.hasPrefix("solverv: ") && r.stderr.contains(message), "\(arguments): \(r.stderr)")
        }
        let edge = try SolvervBinary.run(["report", "--now", "3000-12-25T00:00:00Z"])
        XCTAssertEqual(edge.status, 2)
        XCTAssertTrue(edge.stderr.contains("outside 1000–3000"), edge.stderr)
        // --location is repeatable for report only; elsewhere a second value is refused.
        let twice = try SolvervBinary.run(["--tz", "Europe/Oslo", "--tz", "Asia/Tokyo"])
        XCTAssertTrue(twice.stderr.contains("--tz is given twice"), twice.stderr)
        let line = try SolvervBinary.run(["--location", "Europe/Oslo", "--location", "Asia/Tokyo"] + now)
        XCTAssertEqual(line.status, 2)
        XCTAssertTrue(line.stderr.contains("--location is given twice"), line.stderr)
    }

    /// Hostile text in a place's name (here the system zone's name, echoed
    /// in the Greenwich notice) reaches the terminal inert: control and
    /// escape characters gone, the bars' markup printed as text.
    func testHostileTextIsInert() throws {
        let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[31m%{A1:touch /tmp/pwned:}x${exec touch /tmp/pwned}#(touch /tmp/pwned)<span>\u{202E}"
        for colour in ["never", "always"] {
            let r = try SolvervBinary.run(["report", "--color", colour, "--now", "2026-11-22T12:00:00Z"], environment: ["TZ": hostile])
            XCTAssertEqual(r.status, 0, r.stderr)
            let text = colour == "always" ? ReportGoldenTests.strippingSGR(r.stdout) : r.stdout
            XCTAssertFalse(text.contains("\u{1B}") || text.contains("\u{07}") || text.contains("\u{202E}"), text)
            XCTAssertTrue(r.stdout.contains("Greenwich"))
            // The notice that echoes it is wrapped at spaces to 80 columns.
            XCTAssertTrue(text.replacingOccurrences(of: "\n", with: " ")
                .contains("%{A1:touch /tmp/pwned:}x${exec touch /tmp/pwned}#(touch /tmp/pwned)<span>"), "printed as text")
        }
    }
}
