import Foundation
import TestSupport
import XCTest

/// The chart's moon row (issue 44) end to end: a golden SVG, each
/// principal phase drawn as a disc (no font's glyph) over its local date
/// against Skyfield + DE421 (`Tests/Fixtures/moon_phases.csv`), discs that
/// never overlap from three months to three years, the legend, and a language.
final class ChartMoonTests: XCTestCase {
    static let oslo = ["--location", "Oslo", "--from", "2026-11-01", "--to", "2027-01-31", "--now", "2026-11-22T12:00:00Z"]
    /// The lit part's colour and the dark's, as ChartMoon draws them.
    static let light = "#f4eec4", dark = "#2b2b33"

    func chart(_ arguments: [String], environment: [String: String] = [:]) throws -> (String, ChartSVGDocument) {
        let r = try SolvervBinary.run(["chart"] + arguments, environment: environment)
        XCTAssertEqual(r.status, 0, r.stderr)
        return (r.stdout, try ChartSVGDocument(r.stdout))
    }

    func phases(_ svg: ChartSVGDocument) -> [ChartSVGDocument.Element] {
        svg.elements.filter { $0.name == "g" && $0.allClasses.contains("moon-phase") }
    }

    func testGoldenCharts() throws {
        try ReportGoldenTests.compare(try chart(Self.oslo).0, "chart/oslo-moon.svg")
    }

    /// The discs are the same in every viewer: `--icons` has nothing to
    /// choose on a chart, and says so rather than being ignored.
    func testIconsDoNotApplyToTheChart() throws {
        let r = try SolvervBinary.run(["chart", "--icons", "nerd"] + Self.oslo)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stdout, "")
        XCTAssertTrue(r.stderr.contains("--icons"), r.stderr)
    }

    /// Which phase a drawn disc shows: new dark, full light, a quarter by
    /// the side its lit half is on (the first quarter's on the right, as
    /// seen from the northern hemisphere).
    static func shape(_ group: [ChartSVGDocument.Element]) -> String? {
        let discs = group.filter { $0.name == "circle" && $0.attributes["class"] == "disc" }
        guard discs.count == 1, let disc = discs.first, let cx = disc.attributes["cx"] else { return nil }
        if let lit = group.first(where: { $0.name == "path" && $0.attributes["class"] == "lit" }) {
            // The half circle's bulge: its arc's sweep flag, 1 to the right of the vertical from top to bottom.
            let d = lit.attributes["d"] ?? ""
            guard d.hasPrefix("M\(cx) ") else { return nil }
            let flag = d.split(separator: "A").last?.split(separator: " ").dropFirst(4).first
            return flag == "1" ? "first_quarter" : flag == "0" ? "last_quarter" : nil
        }
        switch disc.attributes["fill"] {
        case Self.dark: return "new_moon"
        case Self.light: return disc.attributes["stroke"] == Self.dark ? "full_moon" : nil
        default: return nil
        }
    }

    /// Every principal phase of the chart's dates, and no other, over the
    /// date it falls on in the place's zone (JPL's instant, give or take
    /// the 60 s of issue 44), at that date's middle, drawn as its disc.
    func testEachPhaseStandsOverItsLocalDate() throws {
        let zone = try XCTUnwrap(TimeZone(identifier: "Europe/Oslo"))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        func day(_ t: Double) -> String {
            let c = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: t))
            return String(format: "%04d-%02d-%02d", c.year!, c.month!, c.day!)
        }
        let svg = try chart(Self.oslo).1
        let expected = Fixtures.csv("moon_phases.csv").compactMap { row -> (String, String)? in
            let t = Double(row["ut1_unix"]!)!
            let date = day(t)
            guard date >= "2026-11-01", date <= "2027-01-31" else { return nil }
            XCTAssertEqual(day(t - 60), day(t + 60), "a phase this close to midnight would be ambiguous")
            return (row["event"]!, date)
        }
        XCTAssertEqual(expected.count, 13)
        let drawn = phases(svg)
        XCTAssertEqual(drawn.map { $0.attributes["data-event"]! }, expected.map(\.0))
        XCTAssertEqual(drawn.map { $0.attributes["data-date"]! }, expected.map(\.1))
        // No text in the row: a glyph is at the viewer's fonts' mercy (rsvg drew 🌕 as nothing).
        XCTAssertTrue(svg.elements.filter { $0.name == "text" && $0.inGroup("moon-phase") }.isEmpty)
        let shapes = svg.elements.filter { $0.name != "g" && $0.name != "title" && $0.inGroup("moon-phase") }
        let discs = shapes.filter { $0.name == "circle" && $0.attributes["class"] == "disc" }
        XCTAssertEqual(discs.count, drawn.count)
        for (k, (event, date)) in expected.enumerated() where k < discs.count {
            let disc = discs[k]
            let group = shapes.filter { $0.attributes["cx"] == disc.attributes["cx"] || $0.attributes["d"]?.hasPrefix("M\(disc.attributes["cx"]!) ") == true }
            XCTAssertEqual(Self.shape(group), event, "\(event) \(date)")
            let index = Calendar(identifier: .gregorian).dateComponents([.day], from: Self.date("2026-11-01"), to: Self.date(date)).day!
            XCTAssertEqual(Double(disc.attributes["cx"]!)!, svg.middle(index), accuracy: 0.06, "\(event) over \(date)")
            // Above the plot, under the subtitle.
            let cy = Double(disc.attributes["cy"]!)!, r = Double(disc.attributes["r"]!)!
            XCTAssertTrue(cy + r < svg.plot.top && cy - r > 56, "cy \(cy) r \(r)")
        }
        // The legend names the four, each by its disc.
        let legend = svg.elements.filter { $0.name == "text" && $0.inGroup("legend") }.map(\.text)
        for (event, name) in [("new_moon", "New moon"), ("first_quarter", "First quarter"), ("full_moon", "Full moon"), ("last_quarter", "Last quarter")] {
            XCTAssertTrue(legend.contains(name), name)
            let swatch = svg.elements.filter { $0.name != "g" && $0.inGroup("legend-moon") && $0.inGroup(event) }
            XCTAssertEqual(Self.shape(swatch), event, name)
        }
    }

    static func date(_ text: String) -> Date {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withFullDate]
        return f.date(from: text)!
    }

    /// The row's size leaves two discs apart on any chart; on three years
    /// the quarters give way to the new and full moons.
    func testIconsNeverOverlap() throws {
        for (range, quarters) in [(["--months", "3"], true), (["--months", "12"], true),
                                  (["--from", "2026-01-01", "--to", "2028-12-31"], false)] {
            let svg = try chart(["--location", "Oslo", "--now", "2026-11-22T12:00:00Z"] + range).1
            let row = try XCTUnwrap(svg.elements.first { $0.name == "g" && $0.attributes["class"] == "moon" })
            let size = try XCTUnwrap(Double(row.attributes["data-size"] ?? ""))
            XCTAssertGreaterThanOrEqual(size, 9, "\(range)")
            XCTAssertLessThanOrEqual(size, 14, "\(range)")
            let discs = svg.elements.filter { $0.name == "circle" && $0.attributes["class"] == "disc" && $0.inGroup("moon-phase") }
            XCTAssertGreaterThan(discs.count, 3, "\(range)")
            for disc in discs { XCTAssertLessThanOrEqual(2 * Double(disc.attributes["r"]!)!, size, "\(range)") }
            let xs = discs.map { Double($0.attributes["cx"]!)! }
            for (a, b) in zip(xs, xs.dropFirst()) { XCTAssertGreaterThanOrEqual(b - a, size + 1, "\(range): discs at \(a) and \(b)") }
            let events = Set(phases(svg).map { $0.attributes["data-event"]! })
            XCTAssertEqual(events.contains("first_quarter"), quarters, "\(range)")
            XCTAssertEqual(events.contains("full_moon"), true, "\(range)")
        }
    }

    /// The tooltip and legend in the reader's language, with its own names for the quarters.
    func testJapaneseNamesTheQuarters() throws {
        guard LanguageGoldenTests.requireCatalogues() else { return }
        let svg = try chart(Self.oslo, environment: ["LANG": "ja_JP.UTF-8"]).1
        let titles = svg.elements.filter { $0.name == "title" && $0.inGroup("moon-phase") }.map(\.text)
        XCTAssertTrue(titles.contains("満月 11月24日"), "\(titles)")
        let legend = svg.elements.filter { $0.name == "text" && $0.inGroup("legend") }.map(\.text)
        XCTAssertTrue(legend.contains("上弦の月") && legend.contains("下弦の月"), "\(legend)")
    }
}
