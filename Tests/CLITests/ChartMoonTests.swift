import Foundation
import TestSupport
import XCTest

/// The chart's moon row (issue 44) end to end: golden SVGs (emoji and
/// `--icons nerd`), each principal phase over its local date against
/// Skyfield + DE421 (`Tests/Fixtures/moon_phases.csv`), icons that never
/// overlap from three months to three years, the legend, and a language.
final class ChartMoonTests: XCTestCase {
    static let oslo = ["--location", "Oslo", "--from", "2026-11-01", "--to", "2027-01-31", "--now", "2026-11-22T12:00:00Z"]
    static let emoji = ["new_moon": "🌑", "first_quarter": "🌓", "full_moon": "🌕", "last_quarter": "🌗"]
    static let nerd = ["new_moon": "\u{E38D}", "first_quarter": "\u{E394}", "full_moon": "\u{E39B}", "last_quarter": "\u{E3A2}"]

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
        try ReportGoldenTests.compare(try chart(Self.oslo + ["--icons", "nerd"]).0, "chart/oslo-moon-nerd.svg")
    }

    /// Every principal phase of the chart's dates, and no other, over the
    /// date it falls on in the place's zone (JPL's instant, give or take
    /// the 60 s of issue 44), at that date's middle, with its icon.
    func testEachPhaseStandsOverItsLocalDate() throws {
        let zone = try XCTUnwrap(TimeZone(identifier: "Europe/Oslo"))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        func day(_ t: Double) -> String {
            let c = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: t))
            return String(format: "%04d-%02d-%02d", c.year!, c.month!, c.day!)
        }
        for (icons, extra) in [(Self.emoji, [String]()), (Self.nerd, ["--icons", "nerd"])] {
            let svg = try chart(Self.oslo + extra).1
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
            let texts = svg.elements.filter { $0.name == "text" && $0.inGroup("moon-phase") }
            XCTAssertEqual(texts.count, drawn.count)
            for (text, (event, date)) in zip(texts, expected) {
                XCTAssertEqual(text.text, icons[event], "\(event) \(date)")
                let index = Calendar(identifier: .gregorian).dateComponents([.day], from: Self.date("2026-11-01"), to: Self.date(date)).day!
                XCTAssertEqual(Double(text.attributes["x"]!)!, svg.middle(index), accuracy: 0.06, "\(event) over \(date)")
                // Above the plot, under the subtitle.
                let y = Double(text.attributes["y"]!)!
                XCTAssertTrue(y < svg.plot.top && y > 60, "y \(y)")
            }
            // The legend names the four, each by its icon.
            let legend = svg.elements.filter { $0.name == "text" && $0.inGroup("legend") }.map(\.text)
            for (event, name) in [("new_moon", "New moon"), ("first_quarter", "First quarter"), ("full_moon", "Full moon"), ("last_quarter", "Last quarter")] {
                let i = try XCTUnwrap(legend.firstIndex(of: name), name)
                XCTAssertEqual(legend[i - 1], icons[event], name)
            }
        }
    }

    static func date(_ text: String) -> Date {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withFullDate]
        return f.date(from: text)!
    }

    /// An icon is a wide character, 1 em (as the chart measures text): the
    /// row's size leaves two icons apart on any chart; on three years the
    /// quarters give way to the new and full moons.
    func testIconsNeverOverlap() throws {
        for (range, quarters) in [(["--months", "3"], true), (["--months", "12"], true),
                                  (["--from", "2026-01-01", "--to", "2028-12-31"], false)] {
            let svg = try chart(["--location", "Oslo", "--now", "2026-11-22T12:00:00Z"] + range).1
            let row = try XCTUnwrap(svg.elements.first { $0.name == "g" && $0.attributes["class"] == "moon" })
            let size = try XCTUnwrap(Double(row.attributes["font-size"] ?? ""))
            XCTAssertGreaterThanOrEqual(size, 9, "\(range)")
            XCTAssertLessThanOrEqual(size, 14, "\(range)")
            let xs = svg.elements.filter { $0.name == "text" && $0.inGroup("moon-phase") }.map { Double($0.attributes["x"]!)! }
            XCTAssertGreaterThan(xs.count, 3, "\(range)")
            for (a, b) in zip(xs, xs.dropFirst()) { XCTAssertGreaterThanOrEqual(b - a, size + 1, "\(range): icons at \(a) and \(b)") }
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
