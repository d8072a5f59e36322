import Foundation
import TestSupport
import XCTest

/// The sunlight line's sky (issue 45): twilights, golden and blue hour, the
/// Sun's position, daylight since the solstice; in templates, the JSON
/// snapshot and waybar's classes. Times agree with `table` and `report`
/// (the same crossings); the position with Skyfield (SunPositionTests).
final class SkyPlaceholderTests: XCTestCase {
    static let oslo = ["sunlight", "--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo"]

    func line(_ now: String, _ template: String, place: [String] = oslo, environment: [String: String] = [:]) throws -> String {
        let r = try SolvervBinary.run(place + ["--now", now, "--template", template], environment: environment)
        XCTAssertEqual(r.status, 0, r.stderr)
        return r.stdout
    }

    /// Oslo at 16:10 on 29 November, in the blue hour: today's twilights, the
    /// countdowns to the next of each, the blue hour under way and the next golden hour.
    func testTwilightsAndHours() throws {
        let now = "2026-11-29T15:10:00Z"
        XCTAssertEqual(try line(now, "{civil_dawn} {civil_dawn_time} {civil_dusk_time} {civil_dusk_in}/{civil_dusk_in_s}"),
                       "2026-11-29T07:53:34+01:00 07:53 16:16 6m/388\n")
        XCTAssertEqual(try line(now, "{nautical_dawn_time} {nautical_dusk} {nautical_dusk_in} {nautical_dawn_in_s}"),
                       "06:59 2026-11-29T17:10:47+01:00 1h00m 53449\n")
        XCTAssertEqual(try line(now, "{astronomical_dawn} {astronomical_dusk_time} {astronomical_dawn_in} {astronomical_dusk_in_s}"),
                       "2026-11-29T06:09:00+01:00 18:00 14h00m 6657\n")
        // The blue hour is on: no countdown; the golden hour is tomorrow morning's.
        XCTAssertEqual(try line(now, "{blue_hour} [{blue_hour_in}] {blue_hour_in_s} {blue_hour_start} {blue_hour_end}"),
                       "15:56–16:16 [] 0 2026-11-29T15:56:49+01:00 2026-11-29T16:16:28+01:00\n")
        XCTAssertEqual(try line(now, "{golden_hour} {golden_hour_in} {golden_hour_in_s} {golden_hour_start} {golden_hour_end}"),
                       "08:15+1–10:27+1 16h05m 57905 2026-11-30T08:15:06+01:00 2026-11-30T10:27:42+01:00\n")
        // At 14:00 the evening's golden hour is on, and the blue hour follows it.
        XCTAssertEqual(try line("2026-11-29T13:00:00Z", "{golden_hour} [{golden_hour_in}] · {blue_hour} {blue_hour_in}"),
                       "13:46–15:56 [] · 15:56–16:16 1h56m\n")
    }

    /// Midsummer in Oslo: the Sun stays above −12°, so there is no nautical
    /// or astronomical twilight ("none", in the reader's language; empty
    /// times), and civil dusk comes after midnight (+1, as `{sunset_mark}`).
    func testTwilightsThatDoNotHappen() throws {
        let now = "2026-06-21T10:00:00Z"
        XCTAssertEqual(try line(now, "{civil_dusk_time} {nautical_dusk_time} {astronomical_dawn_time} [{astronomical_dawn}] [{nautical_dusk_in}]"),
                       "00:27+1 none none [] []\n")
        XCTAssertEqual(try line(now, "{golden_hour} · {blue_hour}"), "21:24–23:35 · 23:35–00:27+1\n")
        let german = ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8"]
        XCTAssertEqual(try line(now, "{nautical_dusk_time} {altitude}", environment: german), "keine 51,0\n")
    }

    /// The Sun's position now, and the day length against the solstices:
    /// Oslo in summer, Sydney in its spring.
    func testPositionAndSolstice() throws {
        XCTAssertEqual(try line("2026-06-21T10:00:00Z", "{altitude} {azimuth} {since_solstice} {since_solstice_s} {year_light}"),
                       "51.0 150.6 +0m 0 100\n")
        XCTAssertEqual(try line("2026-11-29T15:10:00Z", "{altitude} {azimuth} {since_solstice} {year_light}"),
                       "−5.3 234.9 −12h13m 5\n")
        let sydney = ["sunlight", "--lat", "-33.87", "--lon", "151.21", "--tz", "Australia/Sydney"]
        XCTAssertEqual(try line("2026-11-29T01:00:00Z", "{since_solstice} {since_solstice_s} {year_light} {altitude} {azimuth}", place: sydney),
                       "+4h17m 15457 95 74.3 40.3\n")
    }

    /// The snapshot carries them machine-readable: numbers, seconds, RFC 3339, null.
    func testJSONFacts() throws {
        let r = try SolvervBinary.run(Self.oslo + ["--now", "2026-06-21T10:00:00Z", "--format", "json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let sun = try XCTUnwrap(object["sunlight"] as? [String: Any])
        XCTAssertEqual(try XCTUnwrap(sun["altitude"] as? Double), 51.0, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(sun["azimuth"] as? Double), 150.6, accuracy: 0.01)
        XCTAssertEqual(sun["civil_dusk"] as? String, "2026-06-22T00:27:51+02:00")
        XCTAssertTrue(sun["nautical_dusk"] is NSNull)
        XCTAssertEqual(sun["since_solstice_s"] as? Int, 0)
        XCTAssertEqual(sun["year_light"] as? Int, 100)
        XCTAssertEqual(sun["golden_hour_start"] as? String, "2026-06-21T21:24:26+02:00")
        XCTAssertNotNil(sun["golden_hour_in_s"] as? Int)
        XCTAssertEqual(sun["class"] as? [String], ["day"])
    }

    /// waybar's classes through an evening in Oslo: the light before the state.
    func testWaybarClasses() throws {
        let expected = [
            ("2026-11-29T11:00:00Z", ["day"]),
            ("2026-11-29T13:00:00Z", ["golden-hour", "day"]),
            ("2026-11-29T14:30:00Z", ["golden-hour", "civil-twilight", "night"]),
            ("2026-11-29T15:10:00Z", ["blue-hour", "civil-twilight", "night"]),
            ("2026-11-29T15:40:00Z", ["nautical-twilight", "night"]),
            ("2026-11-29T16:30:00Z", ["astronomical-twilight", "night"]),
            ("2026-11-29T20:00:00Z", ["night"]),
        ]
        for (now, classes) in expected {
            let r = try SolvervBinary.run(Self.oslo + ["--now", now, "--format", "waybar"])
            XCTAssertEqual(r.status, 0, r.stderr)
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            XCTAssertEqual(object["class"] as? [String], classes, now)
        }
        // i3bar colours by the state alone: the light changes nothing there.
        let i3bar = { (now: String) in try SolvervBinary.run(Self.oslo + ["--now", now, "--format", "i3bar"]).stdout }
        XCTAssertTrue(try i3bar("2026-11-29T13:00:00Z").contains("\"color\":\"#ffd75f\""))
    }
}
