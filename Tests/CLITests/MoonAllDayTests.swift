import Foundation
import TestSupport
import XCTest

/// The moon's line and report where it matters whose day it is (issue 44,
/// the new-user trial): a high-latitude day without moonrise or moonset
/// says whether the Moon is up all day, and the medium line, which shows
/// no clock, goes without the zone indicator.
final class MoonAllDayTests: XCTestCase {
    /// Tromsø, December 2026: below the horizon all of the 10th, up all of the 22nd.
    func testDayWithoutRiseOrSetSaysWhetherTheMoonIsUp() throws {
        for (now, up, words) in [("2026-12-10T12:00:00Z", false, "the Moon stays below the horizon today"),
                                 ("2026-12-22T12:00:00Z", true, "the Moon is up all day")] {
            let place = ["--location", "Tromsø", "--now", now]
            let json = try SolvervBinary.run(["moon", "--format", "json"] + place)
            XCTAssertEqual(json.status, 0, json.stderr)
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let moon = try XCTUnwrap(object["moon"] as? [String: Any], json.stdout)
            XCTAssertTrue(moon["rise"] is NSNull && moon["set"] is NSNull, json.stdout)
            XCTAssertEqual(moon["up"] as? Bool, up, json.stdout)

            let large = try SolvervBinary.run(["moon", "--size", "large"] + place)
            XCTAssertEqual(large.stdout.split(separator: "\n").dropFirst().first.map(String.init), words, large.stdout)
            let report = try SolvervBinary.run(["report"] + place)
            let lines = report.stdout.split(separator: "\n").map(String.init)
            XCTAssertEqual(ReportMoonTests.cell(lines, "Moonrise"), words, report.stdout)
        }
    }

    /// `Waning gibbous, 69% lit`, not `… (Tokyo time)`; the countdown and the
    /// moon's large size (moonrise, moonset) keep the mark.
    func testMediumLineWithoutClockHasNoZoneIndicator() throws {
        let place = ["--location", "Tokyo", "--now", "2026-11-29T12:00:00Z"]
        let medium = try SolvervBinary.run(["moon", "--size", "medium"] + place, environment: ["TZ": "UTC"])
        XCTAssertEqual(medium.status, 0, medium.stderr)
        XCTAssertTrue(medium.stdout.hasSuffix("% lit\n"), medium.stdout)
        let both = try SolvervBinary.run(["countdown", "moon", "--size", "medium"] + place, environment: ["TZ": "UTC"])
        XCTAssertTrue(both.stdout.hasSuffix("% lit (Tokyo time)\n"), both.stdout)
        let large = try SolvervBinary.run(["moon", "--size", "large"] + place, environment: ["TZ": "UTC"])
        XCTAssertTrue(large.stdout.hasSuffix("(Tokyo time)\n"), large.stdout)
    }
}
