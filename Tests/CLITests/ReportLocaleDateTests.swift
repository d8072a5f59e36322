import Foundation
import TestSupport
import XCTest

/// Every date the report and the chart show is written as LC_TIME's
/// locale writes it, by CLDR (issues 26 and 34): en_US `Dec 22, 2026`, sv
/// `22 dec. 2026`, ja and zh `2026年12月22日`, and the chart's months ja
/// `2027年1月`, ru `янв. 2027 г.`. The C locale's are the goldens'.
final class ReportLocaleDateTests: XCTestCase {
    /// Tokyo, 13:00 on Tuesday 1 December 2026: the December solstice is
    /// the next event, the September equinox the one before.
    static let tokyo = ["--lat", "35.68", "--lon", "139.69", "--now", "2026-12-01T04:00:00Z"]

    func run(_ command: String, _ locale: String) throws -> String {
        guard TranslatedBinary.installed(locale) else { throw XCTSkip("locale \(locale) is not installed (apt-get install locales-all)") }
        // LC_TIME alone: the dates are the subject, the words stay English
        // whatever catalogues the build has.
        let r = try SolvervBinary.run([command] + Self.tokyo, environment: ["LC_TIME": locale, "LC_MESSAGES": "C", "TZ": "Asia/Tokyo"])
        XCTAssertEqual(r.status, 0, r.stderr)
        return r.stdout
    }

    func testReportDatesFollowTheLocale() throws {
        let expected: [(locale: String, cells: [String])] = [
            ("ja_JP.UTF-8", ["2026年12月1日(火) 13:00", "2026年12月22日(火) 5:50", "2026年9月23日 → 2026年12月22日",
                             "days shorten until 12月22日", "2026年12月1日(火)",
                             "2026年12月22日  5:50 · 21 days", "2027年3月21日   5:24 · 110 days"]),
            ("zh_CN.UTF-8", ["2026年12月1日周二 13:00", "2026年9月23日 → 2026年12月22日", "2027年3月21日  05:24 · 110 days"]),
            ("sv_SE.UTF-8", ["tis 1 dec. 2026 13:00", "tis 22 dec. 2026 05:50", "23 sep. 2026 → 22 dec. 2026",
                             "days shorten until 22 dec.", "22 dec. 2026 05:50 · 21 days", "21 mars 2027 05:24 · 110 days"]),
            ("en_US.UTF-8", ["Tue, Dec 1, 2026, 1:00 PM", "Tue, Dec 22, 2026, 5:50 AM", "Sep 23, 2026 → Dec 22, 2026",
                             "days shorten until Dec 22", "Mar 21, 2027  5:24 AM · 110 days", "Jun 21, 2027 11:10 PM · 202 days"]),
        ]
        for (locale, cells) in expected {
            let report = try run("report", locale)
            let lines = report.split(separator: "\n").map(String.init)
            for cell in cells {
                XCTAssertTrue(lines.contains { $0.hasSuffix("  " + cell) }, "\(locale): no \(cell)\n\(report)")
            }
        }
    }

    func testChartDatesFollowTheLocale() throws {
        let expected: [(locale: String, texts: [String])] = [
            ("ja_JP.UTF-8", ["2026年11月17日 – 2027年11月16日 · local time: Asia/Tokyo", "Winter solstice 12月22日", "Today 12月1日",
                             "2027年1月", "2月"]),
            ("en_US.UTF-8", ["Nov 17, 2026 – Nov 16, 2027 · local time: Asia/Tokyo", "Winter solstice Dec 22", "Today Dec 1", "Jan 2027"]),
            ("sv_SE.UTF-8", ["17 nov. 2026 – 16 nov. 2027 · local time: Asia/Tokyo", "Spring equinox 21 mars", "Today 1 dec.", "jan. 2027"]),
            ("ru_RU.UTF-8", ["Winter solstice 22 дек.", "янв. 2027 г.", "февр."]),
        ]
        for (locale, wanted) in expected {
            let svg = try ChartSVGDocument(try run("chart", locale))
            let texts = svg.elements.filter { $0.name == "text" || $0.name == "title" }.map(\.text)
            for text in wanted { XCTAssertTrue(texts.contains(text), "\(locale): no \(text) in \(texts)") }
        }
    }
}
