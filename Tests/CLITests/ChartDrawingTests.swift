import Foundation
import TestSupport
import XCTest

/// What the chart looks like, beyond its data: long names stay on the
/// canvas as rsvg-convert draws them; its lines are told apart by readers
/// with colour blindness, and by their dashes; the bands have no wedge of
/// night where a night ends; today's mark stands inside the plot.
final class ChartDrawingTests: XCTestCase {
    static let now = ["--now", "2026-05-15T12:00:00Z"]
    var dir = URL(fileURLWithPath: "/")

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("chart-drawing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: dir)
    }

    func chart(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> (String, ChartSVGDocument) {
        let r = try SolvervBinary.run(["chart"] + arguments)
        XCTAssertEqual(r.status, 0, r.stderr, file: file, line: line)
        return (r.stdout, try ChartSVGDocument(r.stdout, file: file, line: line))
    }

    /// A config whose places `a` and `b` have these names, in two zones.
    func config(_ a: String, _ b: String) throws -> String {
        let path = dir.appendingPathComponent("config-\(UUID().uuidString).json").path
        try """
        {"places": {"a": {"lat": 59.91, "lon": 10.75, "zone": "Europe/Oslo", "name": "\(a)"},
                    "b": {"lat": -33.87, "lon": 151.21, "zone": "Australia/Sydney", "name": "\(b)"}}}
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    // MARK: Long names

    /// Every point rsvg-convert draws, text included (its SVG output has
    /// each glyph as a path), lies on the canvas: two long names, of the
    /// widest Latin letters, of Cyrillic, of CJK, stay inside in the title,
    /// the subtitle and the legend.
    func testLongNamesStayOnTheCanvas() throws {
        guard let tool = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else { throw XCTSkip("rsvg-convert is not installed (make test-deps installs it)") }
        let names = [
            ("Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch", "Taumatawhakatangihangakoauauotamateaturipukakapikimaungahoronukupokaiwhenuakitanatahu"),
            (String(repeating: "W", count: 70), String(repeating: "Wm", count: 40)),
            (String(repeating: "Жж", count: 40), String(repeating: "Щш", count: 40)),
            (String(repeating: "東京", count: 30), "Oslo"),
        ]
        for (a, b) in names {
            let (text, svg) = try chart(["--config", try config(a, b), "--location", "a", "--location", "b"] + Self.now)
            let width = Double(svg.root["width"] ?? "") ?? 0, height = Double(svg.root["height"] ?? "") ?? 0
            let drawn = try Self.rendered(text, tool: tool, in: dir)
            XCTAssertGreaterThan(drawn.count, 10_000, "rsvg-convert drew the chart")
            let off = drawn.filter { !(-0.5...width + 0.5).contains($0.x) || !(-0.5...height + 0.5).contains($0.y) }
            XCTAssertTrue(off.isEmpty, "\(a.prefix(8)), \(b.prefix(8)): \(off.count) points off the \(width)×\(height) canvas, e.g. \(off.prefix(3))")
            // The names were cut, not dropped.
            let title = svg.elements.first { $0.name == "title" }?.text ?? ""
            XCTAssertTrue(title.hasPrefix("Daylight in " + a.prefix(5)), title)
        }
    }

    /// The points of the paths and rectangles that rsvg-convert draws for
    /// `svg` (its own SVG output, where text is outlined glyphs).
    static func rendered(_ svg: String, tool: String, in dir: URL) throws -> [(x: Double, y: Double)] {
        let input = dir.appendingPathComponent("in-\(UUID().uuidString).svg"), output = dir.appendingPathComponent("out-\(UUID().uuidString).svg")
        try svg.write(to: input, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["-f", "svg", input.path, "-o", output.path]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let text = try String(contentsOf: output, encoding: .utf8)
        var points: [(x: Double, y: Double)] = []
        let number = try NSRegularExpression(pattern: "-?[0-9]+(\\.[0-9]+)?(e-?[0-9]+)?")
        func numbers(_ text: String) -> [Double] {
            number.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range, in: text).flatMap { Double(text[$0]) } }
        }
        func attribute(_ name: String, _ tag: String) -> String? {
            guard let start = tag.range(of: " \(name)=\"") else { return nil }
            return tag[start.upperBound...].split(separator: "\"", maxSplits: 1).first.map(String.init)
        }
        // Cairo writes absolute M, L, C and Z, so the numbers of a path are
        // x, y pairs; a path may have a transform (the rotated labels).
        for tag in text.components(separatedBy: "<path").dropFirst() {
            guard let d = attribute("d", tag) else { continue }
            let m = attribute("transform", tag).map(numbers) ?? [1, 0, 0, 1, 0, 0]
            XCTAssertEqual(m.count, 6, tag)
            let values = numbers(d)
            for i in stride(from: 0, to: values.count - 1, by: 2) {
                let (x, y) = (values[i], values[i + 1])
                points.append((m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]))
            }
        }
        return points
    }

    // MARK: Colours and dashes

    /// sRGB `#rrggbb` to CIELAB (D65), after Machado, Oliveira and
    /// Fernandes's (2009) simulation of a full dichromacy (applied to linear RGB).
    static func lab(_ hex: String, _ vision: [[Double]]) -> [Double] {
        let digits = Array(hex.dropFirst())
        let rgb = (0..<3).map { i -> Double in
            let c = Double(Int(String(digits[2 * i...2 * i + 1]), radix: 16) ?? 0) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let seen = vision.map { row in min(1, max(0, zip(row, rgb).map { $0 * $1 }.reduce(0, +))) }
        let x = 0.4124 * seen[0] + 0.3576 * seen[1] + 0.1805 * seen[2]
        let y = 0.2126 * seen[0] + 0.7152 * seen[1] + 0.0722 * seen[2]
        let z = 0.0193 * seen[0] + 0.1192 * seen[1] + 0.9505 * seen[2]
        func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116 }
        return [116 * f(y) - 16, 500 * (f(x / 0.95047) - f(y)), 200 * (f(y) - f(z / 1.08883))]
    }

    static let visions: [(String, [[Double]])] = [
        ("normal", [[1, 0, 0], [0, 1, 0], [0, 0, 1]]),
        ("protanopia", [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]),
        ("deuteranopia", [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]),
        ("tritanopia", [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]),
    ]

    /// The first place's lines, the second's and today's differ by at least
    /// 40 (CIE76 ΔE) for normal vision and each full dichromacy (the three
    /// reds they were differed by 11 for a tritanope, 17 for a deuteranope),
    /// and each is dashed its own way; the legend shows each as drawn.
    func testLinesAreToldApartWithColourBlindnessAndByDash() throws {
        let (_, svg) = try chart(["--location", "Oslo", "--location", "Sydney"] + Self.now)
        func style(_ element: ChartSVGDocument.Element?) -> (colour: String, dash: String) {
            (element?.attributes["stroke"] ?? "?", element?.attributes["stroke-dasharray"] ?? "solid")
        }
        let group = { (classes: String) in svg.elements.first { $0.name == "g" && $0.attributes["class"] == classes } }
        let first = style(group("curve p1 day-rise")), second = style(group("curve p2 day-rise"))
        let civil = style(group("curve p2 civil-rise"))
        XCTAssertEqual(style(group("curve p1 day-set")).colour, first.colour)
        // Today's line is the mark's last, over its casing.
        let today = style(svg.elements.last { $0.name == "line" && $0.inGroup("today") })
        let lines = [("first place", first), ("second place", second), ("today", today)]
        for (a, b) in [(0, 1), (0, 2), (1, 2)] {
            for (vision, matrix) in Self.visions {
                let d = zip(Self.lab(lines[a].1.colour, matrix), Self.lab(lines[b].1.colour, matrix)).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
                XCTAssertGreaterThanOrEqual(d, 40, "\(lines[a].0) \(lines[a].1.colour) and \(lines[b].0) \(lines[b].1.colour), \(vision)")
            }
        }
        let season = style(svg.elements.first { $0.name == "line" && $0.inGroup("season") })
        XCTAssertEqual(Set([first.dash, second.dash, civil.dash, today.dash, season.dash]).count, 5, "five dash patterns")
        // Each line's legend swatch is stroked as the line. (An entry's
        // elements end before it does: its swatch lines come just before it.)
        var swatches: [String: [(colour: String, dash: String)]] = [:], pending: [(colour: String, dash: String)] = []
        for element in svg.elements where element.inGroup("legend") {
            if element.name == "line" { pending.append(style(element)) }
            if element.name == "g", element.attributes["transform"] != nil {
                swatches[element.text] = pending
                pending = []
            }
        }
        for (label, drawn) in [("Sunrise, sunset: Oslo", first), ("Sunrise, sunset: Sydney", second), ("Civil dawn, dusk: Sydney", civil),
                               ("Today", today), ("Equinox, solstice", (colour: "#555", dash: season.dash))] {
            let swatch = try XCTUnwrap(swatches[label], label)
            XCTAssertTrue(swatch.contains { $0 == drawn }, "\(label): \(swatch)")
        }
    }

    // MARK: Bands

    /// The part of [top, bottom] at `x` that the closed paths leave
    /// uncovered, in hours: each path's crossings paired (even–odd), the
    /// paths' pieces joined.
    static func uncovered(_ paths: [[(x: Double, y: Double)]], at x: Double, _ svg: ChartSVGDocument) -> Double {
        var pieces: [(Double, Double)] = []
        for points in paths {
            var ys: [Double] = []
            for (a, b) in zip(points, points.dropFirst() + [points[0]]) where (a.x <= x) != (b.x <= x) {
                ys.append(a.y + (x - a.x) / (b.x - a.x) * (b.y - a.y))
            }
            ys.sort()
            for i in stride(from: 0, to: ys.count - 1, by: 2) { pieces.append((ys[i], ys[i + 1])) }
        }
        pieces.sort { $0.0 < $1.0 }
        var covered = 0.0, reach = svg.plot.top
        for (low, high) in pieces where high > reach {
            covered += min(high, svg.plot.bottom) - max(low, reach)
            reach = high
        }
        return (svg.plot.bottom - svg.plot.top - covered) / svg.pixelsPerHour
    }

    /// No date's column leaves more of a band's outside uncovered, anywhere
    /// across it, than the dates around it do at their middles: where a
    /// night ends (Oslo's astronomical night in April, its nautical night in
    /// May; Longyearbyen's last nights before the polar day) the band closes
    /// at that night, without a wedge hanging from the top edge beside it.
    func testNoWedgeOfNightWhereANightEnds() throws {
        let cases = [["--location", "Oslo", "--from", "2026-01-01", "--to", "2026-12-31"],
                     ["--location", "Longyearbyen", "--from", "2026-01-01", "--to", "2026-12-31"],
                     ["--location", "Reykjavik", "--from", "2026-03-01", "--to", "2026-09-30"]]
        for arguments in cases {
            let (_, svg) = try chart(arguments + Self.now)
            let dayWidth = (svg.plot.right - svg.plot.left) / Double(svg.days)
            var columns = 0
            for band in ["day", "civil", "nautical", "astronomical"] {
                let paths = svg.paths("band", band).map(\.points)
                // Between vertices, which lie on tenths of a pixel.
                func at(_ x: Double) -> Double { Self.uncovered(paths, at: (x * 10).rounded() / 10 + 0.05, svg) }
                let middles = (0..<svg.days).map { at(svg.middle($0)) }
                for i in 1..<(svg.days - 1) {
                    let most = middles[(i - 1)...(i + 1)].max() ?? 0
                    let x0 = svg.plot.left + Double(i) * dayWidth
                    for k in 1..<8 {
                        let u = at(x0 + Double(k) / 8 * dayWidth)
                        XCTAssertLessThanOrEqual(u, most + 0.05, "\(arguments[1]) \(band): \(u) h uncovered in date \(i)'s column, at most \(most) h at the middles")
                    }
                    columns += 1
                }
            }
            XCTAssertGreaterThan(columns, 4 * 200)
        }
    }

    // MARK: Today

    /// Without --from/--to the chart starts two weeks before today: the
    /// mark stands inside the plot, never on its frame, on any date and for
    /// each --months.
    func testTodayStandsInsideTheDefaultChart() throws {
        for now in ["2026-05-15T12:00:00Z", "2026-01-01T00:00:00Z", "2026-12-31T23:59:00Z", "2028-02-29T06:00:00Z"] {
            for months in ["3", "6", "12"] {
                let (_, svg) = try chart(["--location", "Oslo", "--now", now, "--months", months])
                let mark = try XCTUnwrap(svg.elements.first { $0.name == "line" && $0.inGroup("today") }, "\(now) \(months)")
                let x = Double(mark.attributes["x1"] ?? "") ?? 0
                let inside = svg.plot.right - svg.plot.left
                XCTAssertGreaterThan(x, svg.plot.left + 0.03 * inside, "\(now), --months \(months): today at \(x)")
                XCTAssertLessThan(x, svg.plot.right - 0.5 * inside, "\(now), --months \(months): most of the chart is ahead")
            }
        }
    }
}
