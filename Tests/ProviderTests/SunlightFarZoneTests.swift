import CivilTime
import Foundation
import SolarAstronomy
import SolvervContracts
@testable import SolvervProviders
import TestSupport
import XCTest

/// Today's sun when the display zone is far from the place (issue 23, item
/// 8): in Los Angeles time, Oslo's Sun rises at 18:53 and sets at 13:43 the
/// next afternoon, so the solar day the instant falls in is often not the
/// display date's. Whatever the zone, the state, the counts and the day's
/// rise and set the line shows must tell one story.
final class SunlightFarZoneTests: XCTestCase {
    /// Display zones −12 h … +14 h (the `Etc` zones count west as plus),
    /// and real zones with clock changes, half and quarter hours.
    static let zones: [String] = (-12...14).map { h in h == 0 ? "Etc/GMT" : h > 0 ? "Etc/GMT-\(h)" : "Etc/GMT+\(-h)" } + [
        "America/Los_Angeles", "Pacific/Kiritimati", "Pacific/Pago_Pago", "Pacific/Chatham", "America/St_Johns",
        "Asia/Kathmandu", "Australia/Lord_Howe", "Europe/Oslo", "Pacific/Apia",
    ]

    struct Case: CustomStringConvertible {
        let lat: Double, lon: Double, zone: String, now: Double
        var description: String { "\(lat),\(lon) in \(zone) at \(Timestamp.utc(unixSeconds: now))" }
    }

    /// Checks one case; returns what is wrong, if anything.
    static func problems(_ c: Case) throws -> [String] {
        let zone = try Zone(named: c.zone)
        let context = ProviderContext(coordinates: try XCTUnwrap(Coordinates(latitude: c.lat, longitude: c.lon)),
                                      zone: zone, now: c.now, wantsLarge: true)
        let r = SunlightProvider().report(context)
        func time(_ name: String) -> Double? { r.fact(name).flatMap { Timestamp.parse($0.text) } }
        func integer(_ name: String) -> Int? { if case .integer(let i)? = r.fact(name)?.value { return i } else { return nil } }
        var wrong: [String] = []
        func check(_ ok: Bool, _ what: @autoclosure () -> String) { if !ok { wrong.append(what()) } }
        let state = r.fact("state")?.text ?? ""
        let rise = time("sunrise"), set = time("sunset"), nextRise = time("next_sunrise"), nextSet = time("next_sunset")
        let now = c.now
        // RFC 3339 to the second, rounded: a second either way.
        let slack = 1.0
        if state == "day", let rise, let set {
            check(rise - slack <= now && now < set + slack, "sun up outside today's sunrise \(rise) … sunset \(set)")
            check(nextSet.map { abs($0 - set) <= slack } ?? false, "the next sunset is not today's")
            check(abs(Double(integer("remaining_s") ?? -1) - (set - now)) <= slack + 1, "remaining is not sunset − now")
        }
        if state == "night" {
            check((integer("remaining_s") ?? -1) == 0, "sunlight left at night")
            check((nextRise ?? now) > now - slack, "the next sunrise is past")
            if let rise, now < rise - slack {
                // Before today's sunrise: counts down to it.
                check(r.medium.hasPrefix("sunrise in "), "before sunrise, the line says '\(r.medium)'")
                check(nextRise.map { abs($0 - rise) <= slack } ?? false, "the next sunrise is not today's")
            } else if let set {
                // After today's sunset: the coming sunrise, after both.
                check(set <= now + slack, "down before today's sunset \(set)")
                check((nextRise ?? 0) > set, "the next sunrise is not after today's sunset")
                check(!r.medium.hasPrefix("sunrise in ") || (nextRise ?? 0) - now < 86_400, r.medium)
            }
        }
        // Never sunlight left beside a sunset already past, nor a countdown
        // to a sunrise already past.
        if let set, now > set + slack { check(state != "day", "sun left after today's sunset") }
        if r.medium.hasPrefix("sunrise in "), let rise { check(now < rise + slack, "counting down to a past sunrise") }
        // The large size's day line: its label names the day, and each time
        // off that date carries its mark.
        let lines = (r.large ?? "").split(separator: "\n").map(String.init)
        if lines.count > 1, let colon = lines[1].firstIndex(of: ":") {
            let label = String(lines[1][..<colon])
            let today = zone.date(at: Int64(now.rounded(.down)))
            let offset = ["Yesterday": -1, "Today": 0, "Tomorrow": 1][label]
            check(offset != nil, "the day line's label is '\(label)'")
            let date = today.adding(days: offset ?? 0)
            func mark(_ t: Double) -> String {
                let d = zone.date(at: Int64(t.rounded(.down))).daysSinceEpoch - date.daysSinceEpoch
                return d == 0 ? "" : d > 0 ? "+\(d)" : "−\(-d)"
            }
            if let rise {
                check(lines[1].contains("sunrise \(r.fact("sunrise_time")?.text ?? "?")\(mark(rise)) "), "sunrise on \(lines[1])")
                check(r.fact("sunrise_mark")?.text == mark(rise), "the sunrise mark")
            }
            if let set {
                check(lines[1].hasSuffix("sunset \(r.fact("sunset_time")?.text ?? "?")\(mark(set))"), "sunset on \(lines[1])")
                check(r.fact("sunset_mark")?.text == mark(set), "the sunset mark")
            }
        }
        return wrong.map { "\(c): \($0)\n  \(r.large ?? r.medium)" }
    }

    /// 6000 random places (up to 66° of latitude, where every day has one
    /// sunrise and one sunset or none), zones and instants, 1990–2040.
    func testTheLineTellsOneStoryInEveryZone() throws {
        var random = SplitMix(state: 23_08)
        var failures: [String] = []
        for _ in 0..<6000 {
            let c = Case(lat: (random.unit() * 132 - 66) * 100 .rounded() / 100,
                         lon: (random.unit() * 360 - 180) * 100 .rounded() / 100,
                         zone: Self.zones[random.below(Self.zones.count)],
                         now: (631_152_000 + random.unit() * 1_577_836_800).rounded())
            failures += try Self.problems(c)
        }
        XCTAssertTrue(failures.isEmpty, "\(failures.count) problems:\n" + failures.prefix(12).joined(separator: "\n"))
    }

    /// Every hour of two days at Oslo, shown in zones 12 h either side of it
    /// and in between: each hour of the day's cycle, in each zone.
    func testEveryHourInZonesFarFromThePlace() throws {
        var failures: [String] = []
        for zone in ["Pacific/Kiritimati", "Pacific/Pago_Pago", "Etc/GMT+12", "Etc/GMT-12", "America/Los_Angeles", "Asia/Tokyo"] {
            for month in [0, 3, 6, 9] {
                let start = 1_767_225_600.0 + Double(month) * 30 * 86_400  // 2026-01-01, 1 Apr, 30 Jun, 28 Sep
                for hour in 0..<48 {
                    failures += try Self.problems(Case(lat: 59.91, lon: 10.75, zone: zone, now: start + Double(hour) * 3600 + 1234))
                }
            }
        }
        XCTAssertTrue(failures.isEmpty, "\(failures.count) problems:\n" + failures.prefix(12).joined(separator: "\n"))
    }

    // MARK: End to end, with the built binary

    func run(_ args: [String]) throws -> String {
        let r = try SolvervBinary.run(args)
        XCTAssertEqual(r.status, 0, "\(args): \(r.stderr)")
        return r.stdout
    }

    /// The issue's case: Oslo at 23:00 in Los Angeles, when its Sun rose at
    /// 18:53 and sets at 13:43 the next afternoon. The line said "14h43m of
    /// sun left" beside the day before's "sunrise 18:53 · sunset 13:43".
    func testTheIssuesOsloInLosAngeles() throws {
        let out = try run(["sunlight", "--now", "2026-06-21T06:00:00Z", "--lat", "59.91", "--lon", "10.75",
                           "--tz", "America/Los_Angeles", "--size", "large"])
        let lines = out.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "☀ 14h43m of sun left", out)
        XCTAssertEqual(lines.dropFirst().first, "Tomorrow: sunrise 18:53−1 · sunset 13:43", out)
        XCTAssertTrue(lines.dropFirst(2).first?.hasPrefix("Tomorrow: daylight 18h50m") == true, out)
    }

    /// Oslo in zones 11–14 hours from it and in Los Angeles time, every three
    /// hours of a summer and a winter day: the line, the large size, the
    /// snapshot, `table`'s row for the day the line names, and `report`'s
    /// day and "Now" agree, and the state fits the instants shown.
    func testLineSnapshotTableAndReportAgreeFarFromThePlace() throws {
        let oslo = ["--lat", "59.91", "--lon", "10.75"]
        for zone in ["Pacific/Kiritimati", "Pacific/Pago_Pago", "Etc/GMT+12", "Etc/GMT-12", "America/Los_Angeles"] {
            for start in [1_781_913_600.0, 1_797_811_200.0] {  // 2026-06-20, 2026-12-21 00:00 UTC
                for hour in stride(from: 1, to: 24, by: 3) {
                    let now = start + Double(hour) * 3600
                    let place = oslo + ["--tz", zone, "--now", Timestamp.utc(unixSeconds: now)]
                    let at = "\(zone) \(Timestamp.utc(unixSeconds: now))"
                    let large = try run(["sunlight", "--size", "large", "--format", "plain"] + place)
                        .split(separator: "\n").map(String.init)
                    let snapshot = try run(["sunlight", "--format", "json"] + place)
                    let top = try JSONSerialization.jsonObject(with: Data(snapshot.utf8)) as? [String: Any]
                    let s = try XCTUnwrap(top?["sunlight"] as? [String: Any], at)
                    // The day the large size names, as a date.
                    let zoneNow = try Zone(named: zone)
                    let today = zoneNow.date(at: Int64(now))
                    let label = String(try XCTUnwrap(large.dropFirst().first?.split(separator: ":").first, at))
                    let offset = try XCTUnwrap(["Yesterday": -1, "Today": 0, "Tomorrow": 1][label], "\(at): \(large)")
                    let date = today.adding(days: offset)
                    // `table`'s row for that date holds the same instants.
                    let rows = try run(["table", "--from", date.description, "--days", "1"] + place).split(separator: "\n")
                    let header = rows[0].split(separator: ",").map(String.init)
                    let cells = rows[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                    let row = Dictionary(uniqueKeysWithValues: zip(header, cells))
                    XCTAssertEqual(s["sunrise"] as? String, row["sunrise"], at)
                    XCTAssertEqual(s["sunset"] as? String, row["sunset"], at)
                    XCTAssertEqual(s["daylight_s"] as? Int, Int(row["daylight_s"] ?? ""), at)
                    // The state fits them.
                    let rise = try XCTUnwrap((s["sunrise"] as? String).flatMap { Timestamp.parse($0) }, at)
                    let set = try XCTUnwrap((s["sunset"] as? String).flatMap { Timestamp.parse($0) }, at)
                    let nextRise = try XCTUnwrap((s["next_sunrise"] as? String).flatMap { Timestamp.parse($0) }, at)
                    switch s["state"] as? String {
                    case "day":
                        XCTAssertTrue(rise <= now && now < set, at)
                        XCTAssertEqual(Double(s["remaining_s"] as? Int ?? 0), set - now, accuracy: 1.5, at)
                    case "night" where now < rise:
                        XCTAssertTrue((s["status"] as? String ?? "").hasPrefix("sunrise in"), at)
                        XCTAssertEqual(nextRise, rise, accuracy: 1, at)
                    case "night":
                        XCTAssertTrue(set <= now && nextRise > now, at)
                    default:
                        XCTFail("\(at): \(s["state"] ?? "no state")")
                    }
                    // `report` shows that day, its rise and set, and the line's "Now".
                    let report = try run(["report", "--color", "never"] + place).split(separator: "\n").map(String.init)
                    func reportRow(_ name: String) -> String? {
                        report.first { $0.hasPrefix(name + " ") }.map { String($0.dropFirst(19)) }
                    }
                    XCTAssertEqual(reportRow("The day"), "\(Wording.day(date)) \(date.year)", at)
                    func clock(_ t: Double, _ mark: String) -> String {
                        Wording.clock(t, zoneNow) + (mark.isEmpty ? "" : " " + mark)
                    }
                    XCTAssertEqual(reportRow("Sunrise"), clock(rise, s["sunrise_mark"] as? String ?? "?"), at)
                    XCTAssertEqual(reportRow("Sunset"), clock(set, s["sunset_mark"] as? String ?? "?"), at)
                    XCTAssertEqual(reportRow("Now"), (s["status"] as? String)?.components(separatedBy: " · ").first, at)
                }
            }
        }
    }
}
