import TestSupport
import XCTest

/// `--date YYYY-MM-DD` (SPEC §7): the line for another date at the current
/// time of day, marked as such. The expected times come from the README's
/// `events` and `table` rows for 2026-06-21 in Oslo (solstice 10:24 CEST,
/// sunset 22:43:49 CEST), not from the line itself.
final class DateOptionTests: XCTestCase {
    static let oslo = ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--now", "2026-11-22T12:00:00Z"]

    func testAnotherDateAtTheSameTimeOfDay() throws {
        // 13:00 CET on 22 Nov becomes 13:00 CEST on 21 June: 9h43m before sunset.
        let r = try SolvervBinary.run(Self.oslo + ["--date", "2026-06-21", "--format", "plain"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "⟲ 21 Jun Summer solstice today at 10:24 · 9h43m of sun left (Oslo time)\n")
        let small = try SolvervBinary.run(Self.oslo + ["--date", "2026-06-21", "--format", "tmux"])
        XCTAssertEqual(small.stdout, "#[fg=#ffcc4d]⟲ 🌞 today#[default] · #[fg=#ffd75f]☀ 9h43m#[default]\n")
        let year = try SolvervBinary.run(Self.oslo + ["--date", "2027-06-21", "--format", "plain", "sunlight"])
        XCTAssertTrue(year.stdout.hasPrefix("⟲ 21 Jun 2027 "), year.stdout)
    }

    /// The shifted line is the line of the shown instant, with the mark first.
    func testShiftedLineIsTheLineOfTheShownInstant() throws {
        let place = Array(Self.oslo.dropLast(2))
        for format in ["i3bar", "waybar", "polybar", "conky"] {
            let shifted = try SolvervBinary.run(Self.oslo + ["--date", "2026-06-21", "--format", format])
            let direct = try SolvervBinary.run(place + ["--now", "2026-06-21T11:00:00Z", "--format", format])
            XCTAssertEqual(shifted.status, 0, shifted.stderr)
            XCTAssertNotEqual(shifted.stdout, direct.stdout, format)
            let unmarked = shifted.stdout.replacingOccurrences(of: "⟲ 21 Jun ", with: "").replacingOccurrences(of: "⟲ ", with: "")
            XCTAssertEqual(unmarked, direct.stdout, format)
        }
    }

    func testJSONCarriesTheShownInstantAndDate() throws {
        let r = try SolvervBinary.run(Self.oslo + ["--date", "2026-06-21", "--format", "json"])
        XCTAssertTrue(r.stdout.contains(#""instant":"2026-06-21T13:00:00+02:00""#), r.stdout)
        XCTAssertTrue(r.stdout.contains(#""shifted":{"days":-154,"date":"2026-06-21"}"#), r.stdout)
        let today = try SolvervBinary.run(Self.oslo + ["--date", "2026-11-22", "--format", "json"])
        XCTAssertFalse(today.stdout.contains("shifted"), today.stdout)
    }

    func testTemplatePlacesTheMark() throws {
        let r = try SolvervBinary.run(Self.oslo + ["--date", "2026-03-12", "--format", "plain", "--template", "{shifted}|{days}"])
        XCTAssertEqual(r.stdout, "⟲ 12 Mar|8\n")
        let today = try SolvervBinary.run(Self.oslo + ["--format", "plain", "--template", "{shifted}|{days}"])
        XCTAssertEqual(today.stdout, "|29\n")
    }

    func testBadDates() throws {
        let bad = try SolvervBinary.run(Self.oslo + ["--date", "2026-13-01"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stderr, "solverv: --date: '2026-13-01' is not a date (expected YYYY-MM-DD, e.g. 2026-06-21)\n")
        let far = try SolvervBinary.run(Self.oslo + ["--date", "3001-01-01", "--format", "tmux"])
        XCTAssertEqual(far.status, 0)
        XCTAssertTrue(far.stdout.contains("⚠ --date: year 3001 is outside 1000–3000"), far.stdout)
        let events = try SolvervBinary.run(["events", "--date", "2026-01-01"])
        XCTAssertEqual(events.status, 2)
        XCTAssertEqual(events.stderr, "solverv: --date does not apply to 'events'\n")
    }
}
