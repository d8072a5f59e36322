import Foundation
import TestSupport
import XCTest

/// `solverv chart` end to end: the SVG parsed, for a normal place (Oslo),
/// a polar one (Longyearbyen), a southern one (Sydney), sunsets after
/// midnight (Reykjavík) and two places; then rendered by rsvg-convert.
final class ChartCommandTests: XCTestCase {
    func chart(_ arguments: [String], environment: [String: String] = [:],
               file: StaticString = #filePath, line: UInt = #line) throws -> ChartSVGDocument {
        let r = try SolvervBinary.run(["chart"] + arguments, environment: environment)
        XCTAssertEqual(r.status, 0, r.stderr, file: file, line: line)
        XCTAssertEqual(r.stderr, "", file: file, line: line)
        return try ChartSVGDocument(r.stdout, file: file, line: line)
    }

    /// No line of a band's edge or of a curve moves more than 3 h from one
    /// date to the next: a jump would be a line across midnight or a polar gap.
    func assertNoJumps(_ svg: ChartSVGDocument, file: StaticString = #filePath, line: UInt = #line) {
        let limit = 3 * svg.pixelsPerHour
        var checked = 0
        for path in svg.paths() where path.inGroup("band") || path.inGroup("curve") {
            let points = path.points
            XCTAssertGreaterThanOrEqual(points.count, 2, file: file, line: line)
            for (a, b) in zip(points, points.dropFirst()) where abs(a.x - b.x) > 0.05 {
                checked += 1
                XCTAssertLessThanOrEqual(abs(a.y - b.y), limit, "\(path.classes.last ?? "") jumps at x \(a.x)", file: file, line: line)
            }
            for p in points {
                XCTAssertTrue((svg.plot.top - 0.05...svg.plot.bottom + 0.05).contains(p.y), "y \(p.y) outside the plot", file: file, line: line)
            }
        }
        XCTAssertGreaterThan(checked, 2 * svg.days, file: file, line: line)
    }

    /// The points of `path` at the middle of the date at `index`.
    func ys(_ path: ChartSVGDocument.Element, at index: Int, in svg: ChartSVGDocument) -> [Double] {
        path.points.filter { abs($0.x - svg.middle(index)) < 0.06 }.map(\.y)
    }

    func testOsloYearFromTwoWeeksAgo() throws {
        let svg = try chart(["--location", "Oslo", "--now", "2026-03-20T12:00:00Z"])
        XCTAssertLessThan(svg.size, 100_000)
        XCTAssertEqual(svg.days, 365)  // 6 Mar 2026 to 5 Mar 2027
        XCTAssertEqual(svg.root["data-first"], "2026-03-06")
        let title = svg.elements.first { $0.name == "title" }?.text ?? ""
        XCTAssertEqual(title, "Daylight in Oslo")
        XCTAssertTrue(svg.elements.contains { $0.name == "text" && $0.text.contains("Europe/Oslo") })
        // Every equinox and solstice of the year, on its date, named for the north.
        let marks = Dictionary(svg.marks().map { ($0.attributes["data-event"] ?? "", $0) }, uniquingKeysWith: { a, _ in a })
        let expected = [("march_equinox", "2026-03-20", "Spring equinox 20 Mar"), ("june_solstice", "2026-06-21", "Summer solstice 21 Jun"),
                        ("september_equinox", "2026-09-23", "Autumn equinox 23 Sep"), ("december_solstice", "2026-12-21", "Winter solstice 21 Dec"),
                        ("today", "2026-03-20", "Today 20 Mar")]
        for (event, date, label) in expected {
            XCTAssertEqual(marks[event]?.attributes["data-date"], date, event)
            XCTAssertEqual(marks[event]?.text, label, event)
        }
        XCTAssertEqual(svg.marks().count, 5)
        // No polar day or night: one daylight band, one sunrise and one sunset line.
        XCTAssertEqual(svg.paths("band", "day").count, 1)
        XCTAssertEqual(svg.paths("curve", "p1", "day-rise").count, 1)
        // The clocks go forward on 29 March: sunrise steps an hour later (less the day's 4 minutes).
        let sunrise = try XCTUnwrap(svg.paths("curve", "p1", "day-rise").first)
        let before = try XCTUnwrap(ys(sunrise, at: 22, in: svg).first), after = try XCTUnwrap(ys(sunrise, at: 23, in: svg).first)
        XCTAssertEqual((after - before) / svg.pixelsPerHour, 1 - 4.0 / 60, accuracy: 0.05)
        // Hours 00:00 to 24:00 on y, months on x.
        let labels = svg.elements.filter { $0.name == "text" && $0.inGroup("hours") }.map(\.text)
        XCTAssertEqual(labels.first, "00:00")
        XCTAssertEqual(labels.last, "24:00")
        XCTAssertTrue(svg.elements.contains { $0.inGroup("months") && $0.text == "Jan 2027" })
        assertNoJumps(svg)
    }

    /// The hour axis is on the run's clock: 00:00 to 24:00, 12 AM to 12 AM
    /// with `--clock 12` or in en_US (hours alone: German's `12:00 nachm.`
    /// would run off the margin), the point of fi's time.
    func testTheHourAxisIsOnTheRunsClock() throws {
        func hours(_ extra: [String], _ environment: [String: String] = [:]) throws -> [String] {
            let svg = try chart(["--location", "Oslo", "--now", "2026-03-20T12:00:00Z"] + extra, environment: environment)
            return svg.elements.filter { $0.name == "text" && $0.inGroup("hours") }.map(\.text)
        }
        XCTAssertEqual(try hours([]), ["00:00", "03:00", "06:00", "09:00", "12:00", "15:00", "18:00", "21:00", "24:00"])
        let twelve = ["12 AM", "3 AM", "6 AM", "9 AM", "12 PM", "3 PM", "6 PM", "9 PM", "12 AM"]
        XCTAssertEqual(try hours(["--clock", "12"]), twelve)
        guard TranslatedBinary.installed("en_US.UTF-8"), TranslatedBinary.installed("fi_FI.UTF-8") else { throw XCTSkip("needs en_US and fi_FI locales") }
        XCTAssertEqual(try hours([], ["LC_TIME": "en_US.UTF-8", "LC_MESSAGES": "C"]), twelve)
        XCTAssertEqual(try hours([], ["LC_TIME": "fi_FI.UTF-8", "LC_MESSAGES": "C"]).last, "24.00")
        // CLDR's marks for German, with its catalogue or without.
        if LocaleClockTests.germanCatalogue {
            XCTAssertEqual(try hours(["--clock", "12", "--locale", "de_DE.UTF-8"]).prefix(2), ["12 AM", "3 AM"])
        }
    }

    /// A clock change is a step at the boundary between its two dates, not
    /// a slope from one date's middle to the next: visible over a few weeks.
    func testAClockChangeIsAStep() throws {
        let svg = try chart(["--location", "Oslo", "--from", "2026-03-01", "--to", "2026-04-15", "--now", "2026-03-20T12:00:00Z"])
        let boundary = svg.plot.left + 28 * (svg.plot.right - svg.plot.left) / Double(svg.days)  // 29 March starts
        for path in svg.paths("curve", "p1", "day-rise") + svg.paths("curve", "p1", "day-set") {
            let atBoundary = path.points.filter { abs($0.x - boundary) < 0.06 }.map(\.y)
            XCTAssertEqual(atBoundary.count, 2, "a vertical step at 29 March")
            if let lo = atBoundary.min(), let hi = atBoundary.max() {
                XCTAssertEqual((hi - lo) / svg.pixelsPerHour, 1, accuracy: 0.1)
            }
        }
        // The daylight band steps on both edges: four points at the boundary, two a side an hour apart.
        let band = try XCTUnwrap(svg.paths("band", "day").first)
        let edges = band.points.filter { abs($0.x - boundary) < 0.06 }.map(\.y).sorted()
        XCTAssertEqual(edges.count, 4)
        if edges.count == 4 {
            XCTAssertEqual((edges[1] - edges[0]) / svg.pixelsPerHour, 1, accuracy: 0.1)
            XCTAssertEqual((edges[3] - edges[2]) / svg.pixelsPerHour, 1, accuracy: 0.1)
        }
        assertNoJumps(svg)
    }

    func testLongyearbyenPolarNightAndDay() throws {
        let svg = try chart(["--location", "Longyearbyen", "--from", "2026-01-01", "--to", "2026-12-31",
                             "--now", "2026-06-01T12:00:00Z"])
        XCTAssertEqual(svg.days, 365)
        // Polar night from 27 October: no daylight drawn in November or December.
        let days = svg.paths("band", "day")
        XCTAssertFalse(days.isEmpty)
        for band in days {
            let from = band.attributes["data-from"] ?? "", to = band.attributes["data-to"] ?? ""
            XCTAssertFalse(from <= "2026-12-31" && to >= "2026-11-01", "daylight drawn \(from)…\(to)")
            XCTAssertFalse(from <= "2026-01-31" && to >= "2026-01-01", "daylight drawn \(from)…\(to)")
        }
        // Polar day on 21 June (index 171): one band from 00:00 to 24:00.
        let june = days.filter { ($0.attributes["data-from"] ?? "") <= "2026-06-21" && ($0.attributes["data-to"] ?? "") >= "2026-06-21" }
        XCTAssertEqual(june.count, 1)
        let points = try XCTUnwrap(june.first).points
        XCTAssertEqual(points.map(\.y).min() ?? 0, svg.plot.top, accuracy: 0.05)
        XCTAssertEqual(points.map(\.y).max() ?? 0, svg.plot.bottom, accuracy: 0.05)
        XCTAssertTrue((points.map(\.x).min() ?? 0) < svg.middle(171) && svg.middle(171) < (points.map(\.x).max() ?? 0))
        // No sunrise line at all in the polar night or day.
        for curve in svg.paths("curve", "day-rise") {
            XCTAssertFalse(curve.points.contains { abs($0.x - svg.middle(171)) < 0.06 || abs($0.x - svg.middle(350)) < 0.06 })
        }
        XCTAssertEqual(svg.marks().filter { $0.attributes["data-event"] == "today" }.first?.attributes["data-date"], "2026-06-01")
        assertNoJumps(svg)
    }

    func testSydneyNamesTheSeasonsForTheSouth() throws {
        let svg = try chart(["--location", "Sydney", "--months", "12", "--now", "2026-01-01T00:00:00Z"])
        let labels = Dictionary(svg.marks().map { ($0.attributes["data-event"] ?? "", $0.text) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(labels["march_equinox"], "Autumn equinox 21 Mar")  // 14:46 UTC on the 20th
        XCTAssertEqual(labels["june_solstice"], "Winter solstice 21 Jun")
        XCTAssertEqual(labels["september_equinox"], "Spring equinox 23 Sep")
        XCTAssertEqual(labels["december_solstice"], "Summer solstice 22 Dec")  // 20:50 UTC on the 21st
        XCTAssertEqual(labels["today"], "Today 1 Jan")
        assertNoJumps(svg)
    }

    /// Reykjavík's June sunsets fall after midnight: the sunset line is cut
    /// there, and the daylight goes on from 00:00 as a piece of its own.
    func testSunsetsAfterMidnightAreCutAtMidnight() throws {
        let svg = try chart(["--location", "Reykjavik", "--from", "2026-05-01", "--to", "2026-07-31", "--now", "2026-05-01T12:00:00Z"])
        XCTAssertGreaterThanOrEqual(svg.paths("curve", "day-set").count, 2)
        XCTAssertGreaterThanOrEqual(svg.paths("band", "day").count, 2)
        // Nautical twilight lasts all night in June at 64° N: a full band.
        assertNoJumps(svg)
    }

    func testTwoPlaces() throws {
        let svg = try chart(["--location", "Oslo", "--location", "Sydney", "--months", "6", "--now", "2026-03-20T12:00:00Z"])
        XCTAssertEqual(svg.days, 184)
        XCTAssertEqual(svg.elements.first { $0.name == "title" }?.text, "Daylight in Oslo and Sydney")
        XCTAssertFalse(svg.paths("curve", "p2", "day-rise").isEmpty)
        XCTAssertFalse(svg.paths("curve", "p2", "civil-set").isEmpty)
        let legend = svg.elements.filter { $0.name == "text" && $0.inGroup("legend") }.map(\.text)
        XCTAssertTrue(legend.contains("Sunrise, sunset: Oslo"))
        XCTAssertTrue(legend.contains("Sunrise, sunset: Sydney"))
        // Hemispheres differ: the events' neutral names.
        XCTAssertTrue(svg.marks().contains { $0.text == "June solstice 21 Jun" })
        assertNoJumps(svg)
    }

    /// A range without today has no today mark, nor a legend row for one.
    func testTodayOnlyWhereItIsDrawn() throws {
        let svg = try chart(["--location", "Oslo", "--from", "2025-01-01", "--to", "2025-03-01", "--now", "2026-03-20T12:00:00Z"])
        let legend = svg.elements.filter { $0.name == "text" && $0.inGroup("legend") }.map(\.text)
        XCTAssertFalse(legend.contains("Today"), "\(legend)")
        let now = try chart(["--location", "Oslo", "--now", "2026-03-20T12:00:00Z"])
        XCTAssertTrue(now.elements.filter { $0.name == "text" && $0.inGroup("legend") }.map(\.text).contains("Today"))
    }

    /// A place name from the config is text, never markup.
    func testHostileNamesAreEscaped() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chart-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = dir.appendingPathComponent("config.json")
        let name = "<script>alert(1)</script> & \\\"x\\\" ]]> \\u0007"
        try #"{"places": {"home": {"lat": 59.91, "lon": 10.75, "zone": "Europe/Oslo", "name": "\#(name)"}}}"#
            .write(to: config, atomically: true, encoding: .utf8)
        let svg = try chart(["--location", "home", "--config", config.path, "--months", "3", "--now", "2026-03-20T12:00:00Z"])
        XCTAssertFalse(svg.elements.contains { $0.name == "script" })
        XCTAssertEqual(svg.elements.first { $0.name == "title" }?.text, "Daylight in <script>alert(1)</script> & \"x\" ]]> ")
        // A long name is cut in the title, as in the legend, so it stays on the canvas (testLongNamesStayOnTheCanvas).
        try #"{"places": {"home": {"lat": 59.91, "lon": 10.75, "name": "\#(String(repeating: "Long", count: 40))"}}}"#
            .write(to: config, atomically: true, encoding: .utf8)
        let long = try chart(["--location", "home", "--config", config.path, "--months", "3", "--now", "2026-03-20T12:00:00Z"])
        let title = try XCTUnwrap(long.elements.first { $0.name == "title" }?.text)
        XCTAssertTrue(title.hasPrefix("Daylight in LongLongLong") && title.hasSuffix("…") && title.count < 100, title)
    }

    func testBadInputIsOneLineAndStatus2() throws {
        let cases: [([String], String)] = [
            (["--months", "5"], "--months must be 3, 6 or 12 (got '5')"),
            (["--months", "3", "--from", "2026-01-01", "--to", "2026-02-01"], "give --months or --from/--to, not both"),
            (["--from", "2026-02-01", "--to", "2026-01-01"], "--from 2026-02-01 is after --to 2026-01-01"),
            (["--from", "2026-02-01"], "give --from and --to together (or --months)"),
            (["--from", "2026-01-01", "--to", "2030-01-01"], "--from … --to spans 1462 days; a chart shows at most 1097 (three years)"),
            (["--location", "Oslo", "--location", "Bergen", "--lat", "1", "--lon", "2"], "chart draws at most 2 places (got 4)"),
            (["--output", "csv"], "--output does not apply to 'chart'"),
            (["--location", "oslo"], "chart: the two places are the same place (Oslo); name another, or one"),
        ]
        for (arguments, message) in cases {
            let r = try SolvervBinary.run(["chart", "--location", "Oslo", "--now", "2026-03-20T12:00:00Z"] + arguments)
            XCTAssertEqual(r.status, 2, arguments.joined(separator: " "))
            XCTAssertEqual(r.stdout, "")
            XCTAssertEqual(r.stderr, "solverv: \(message)\n")
        }
    }

    /// rsvg-convert (librsvg, as GNOME and many wikis render SVG) draws it.
    func testRendersWithRsvgConvert() throws {
        let tool = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let tool else { throw XCTSkip("rsvg-convert is not installed (make test-deps installs it)") }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chart-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, place) in [("oslo", ["--location", "Oslo"]), ("two", ["--location", "Longyearbyen", "--location", "Sydney"])] {
            let r = try SolvervBinary.run(["chart", "--now", "2026-03-20T12:00:00Z"] + place)
            XCTAssertEqual(r.status, 0, r.stderr)
            let svg = dir.appendingPathComponent("\(name).svg"), png = dir.appendingPathComponent("\(name).png")
            try r.stdout.write(to: svg, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = [svg.path, "-o", png.path]
            let err = Pipe()
            process.standardError = err
            try process.run()
            let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, message)
            XCTAssertEqual(message, "")
            let data = try Data(contentsOf: png)
            XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            XCTAssertGreaterThan(data.count, 10_000)
        }
    }
}
