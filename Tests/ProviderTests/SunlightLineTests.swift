import CivilTime
import Foundation
import SolarAstronomy
import TestSupport
import XCTest

/// The sunlight line end to end (the built binary, `--now` pinned) against
/// `table`, whose rows SunEventsTests and PoleEventsTests hold to JPL: every
/// fact says which day it is about, the line and the snapshot agree with the
/// table on the same instants (the poles included), and polar days and
/// nights are announced from their first day (issue 14, items 2, 3, 4, 11).
final class SunlightLineTests: XCTestCase {
    func json(_ args: [String]) throws -> [String: Any] {
        let r = try SolvervBinary.run(["sunlight", "--format", "json"] + args)
        XCTAssertEqual(r.status, 0, r.stderr)
        let top = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        return try XCTUnwrap(top?["sunlight"] as? [String: Any], r.stdout)
    }

    /// `table` rows by date: the CSV columns by name.
    func table(_ place: [String], from: String, days: Int) throws -> [String: [String: String]] {
        let r = try SolvervBinary.run(["table"] + place + ["--from", from, "--days", String(days)])
        XCTAssertEqual(r.status, 0, r.stderr)
        let lines = r.stdout.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let header = try XCTUnwrap(lines.first)
        var rows: [String: [String: String]] = [:]
        for cells in lines.dropFirst() {
            rows[cells[0]] = Dictionary(uniqueKeysWithValues: zip(header, cells))
        }
        return rows
    }

    static func seconds(_ rfc3339: String?) -> Double? { rfc3339.flatMap { Timestamp.parse($0) } }

    // MARK: Item 2: which day each fact is about

    func testAfterSunsetTheHeadlineIsTomorrowAndSaysSo() throws {
        let oslo = ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo"]
        let now = ["--now", "2026-11-23T16:44:00Z"]
        let rows = try table(oslo, from: "2026-11-23", days: 2)
        let line = try SolvervBinary.run(["sunlight", "--size", "large"] + oslo + now).stdout
        let lines = line.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "🌙 Tomorrow: sunrise 08:35 · 6h54m of daylight")
        XCTAssertEqual(lines.dropFirst().first, "Today: sunrise 08:33 · sunset 15:32")
        XCTAssertTrue(lines.dropFirst(2).first?.hasPrefix("Today: daylight 6h58m") == true, line)
        // Today's facts are today's row; the next_ ones are tomorrow's.
        let s = try json(oslo + now)
        XCTAssertEqual(s["sunrise"] as? String, rows["2026-11-23"]?["sunrise"])
        XCTAssertEqual(s["daylight_s"] as? Int, Int(rows["2026-11-23"]?["daylight_s"] ?? ""))
        XCTAssertEqual(s["next_sunrise"] as? String, rows["2026-11-24"]?["sunrise"])
        XCTAssertEqual(s["next_sunset"] as? String, rows["2026-11-24"]?["sunset"])
        XCTAssertEqual(s["next_daylight_s"] as? Int, Int(rows["2026-11-24"]?["daylight_s"] ?? ""))
        XCTAssertEqual(s["next_sunrise_time"] as? String, "08:35")
        // Before sunset the next sunset is today's, the next sunrise tomorrow's.
        let day = try json(oslo + ["--now", "2026-11-23T11:00:00Z"])
        XCTAssertEqual(day["next_sunset"] as? String, rows["2026-11-23"]?["sunset"])
        XCTAssertEqual(day["next_sunrise"] as? String, rows["2026-11-24"]?["sunrise"])
    }

    func testTemplatesCanAskForEitherDay() throws {
        let r = try SolvervBinary.run(["sunlight", "--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo",
                                       "--now", "2026-11-23T16:44:00Z", "--template", "{sunrise_time}/{next_sunrise_time} {next_daylight}"])
        XCTAssertTrue(r.stdout.hasPrefix("08:33/08:35 6h54m"), r.stdout + r.stderr)
    }

    // MARK: Item 3: the poles

    /// The line, the snapshot and `table` agree on the same instants, every
    /// twelve hours across an equinox fortnight of 2022 or 2026, at and near
    /// both poles: state, today's rise, set and day length, the next rise
    /// and set, and the days until the change.
    func testLineSnapshotAndTableAgreeAtThePoles() throws {
        let places: [(Double, Double)] = [(-89.9, 180), (-90, 180), (90, 0), (89.96, 45), (89.99, -120), (-89.99, 0)]
        for (k, (lat, lon)) in places.enumerated() {
            for from in [k % 2 == 0 ? "2022-03-14" : "2026-09-16"] {
                let place = ["--lat", String(lat), "--lon", String(lon), "--tz", "UTC"]
                let rows = try table(place, from: from, days: 14)
                // Every crossing in the window, from the rows: first rise, last set.
                let sorted = rows.keys.sorted()
                for date in sorted.dropFirst().dropLast(4) {
                    for hour in [3, 15] {
                        let now = "\(date)T\(hour < 10 ? "0" : "")\(hour):00:00Z"
                        let s = try json(place + ["--now", now])
                        let row = try XCTUnwrap(rows[date])
                        let at = "\(lat),\(lon) \(now)"
                        XCTAssertEqual(s["sunrise"] as? String, row["sunrise"].flatMap { $0.isEmpty ? nil : $0 }, at)
                        XCTAssertEqual(s["sunset"] as? String, row["sunset"].flatMap { $0.isEmpty ? nil : $0 }, at)
                        XCTAssertEqual(s["daylight_s"] as? Int, Int(row["daylight_s"] ?? ""), at)
                        let state = try XCTUnwrap(s["state"] as? String)
                        if row["status"] == "polar_day" { XCTAssertEqual(state, "polar_day", at) }
                        if row["status"] == "polar_night" { XCTAssertEqual(state, "polar_night", at) }
                        // Up now exactly when the Sun is up by the rows: after the
                        // date's last set it is down, after its first rise (with no
                        // set after) it is up.
                        let t = try XCTUnwrap(Self.seconds(now))
                        if let set = Self.seconds(row["sunset"]), t > set {
                            XCTAssertTrue(state == "night", at)
                        } else if let rise = Self.seconds(row["sunrise"]), t > rise, Self.seconds(row["sunset"]) == nil {
                            XCTAssertEqual(state, "day", at)
                        }
                        XCTAssertGreaterThanOrEqual(s["remaining_s"] as? Int ?? -1, 0, at)
                        if state == "day" || state == "polar_day" {
                            XCTAssertGreaterThan(s["remaining_s"] as? Int ?? 0, 0, "up, with no sunlight left: \(at)")
                        }
                        // The next rise or set: the first one the rows show after now.
                        let wanted = state == "night" || state == "polar_night" ? "sunrise" : "sunset"
                        let next = sorted.filter { $0 >= date }.compactMap { rows[$0]?[wanted] }.filter { !$0.isEmpty }
                            .first { (Self.seconds($0) ?? 0) > t }
                        if let next, let mine = s["next_\(wanted)"] as? String, (Self.seconds(mine) ?? 0) <= (Self.seconds(next) ?? 0) {
                            // Ours may be earlier only if it is a crossing within a
                            // date that the row's first-rise/last-set columns hide.
                            XCTAssertTrue(sorted.contains { String(mine.prefix(10)) == $0 }, at)
                        } else if let next {
                            XCTAssertEqual(s["next_\(wanted)"] as? String, next, at)
                        }
                    }
                }
            }
        }
    }

    func testTheIssuesPolarCases() throws {
        // −89.9/180: JPL sets the Sun at 23:06 UT on 22 March 2026, and it
        // stays down; the line said "sun up · sets in 365 days".
        let south = try json(["--now", "2026-03-23T08:37:31Z", "--lat", "-89.9", "--lon", "180", "--tz", "UTC"])
        XCTAssertEqual(south["state"] as? String, "polar_night")
        XCTAssertTrue((south["status"] as? String ?? "").hasPrefix("no sunrise · sun returns in 18"), "\(south)")
        // −90/180 said `day` with 0 left and 5h07m of daylight.
        let pole = try json(["--now", "2026-03-23T08:37:31Z", "--lat", "-90", "--lon", "180", "--tz", "UTC"])
        XCTAssertEqual(pole["state"] as? String, "polar_night")
        XCTAssertEqual(pole["daylight_s"] as? Int, 0)
        // days_until_change was null or 96 depending on the longitude.
        var changes: Set<Int> = []
        for lon in ["0", "45", "90", "135", "180", "-90"] {
            let s = try json(["--now", "2026-03-23T08:37:31Z", "--lat", "89.96", "--lon", lon, "--tz", "UTC"])
            changes.insert(try XCTUnwrap(s["days_until_change"] as? Int, "lon \(lon): \(s)"))
        }
        XCTAssertEqual(changes.count, 1, "\(changes)")
        // The North Pole's sunrise of 18 March 2022: JPL 13:06:18 UT.
        let rows = try table(["--lat", "90", "--lon", "0", "--tz", "UTC"], from: "2022-03-17", days: 3)
        XCTAssertEqual(rows["2022-03-18"]?["sunrise"], "2022-03-18T13:06:18+00:00")
        XCTAssertEqual(rows["2022-03-18"]?["sunset"], "")
        XCTAssertEqual(rows["2022-03-17"]?["status"], "polar_night")
        XCTAssertEqual(rows["2022-03-19"]?["status"], "polar_day")
    }

    // MARK: Item 4: the first day of a polar night or day

    func testTheEveningAPolarNightBeginsSaysWhenTheSunReturns() throws {
        let tromso = ["--lat", "69.65", "--lon", "18.96", "--tz", "Europe/Oslo"]
        let s = try json(tromso + ["--now", "2026-11-27T12:00:00Z"])
        let rows = try table(tromso, from: "2027-01-13", days: 3)
        XCTAssertNil(rows["2027-01-14"]?["sunrise"].flatMap { $0.isEmpty ? nil : $0 })
        let returns = try XCTUnwrap(rows["2027-01-15"]?["sunrise"])
        XCTAssertEqual(s["status"] as? String, "no sunrise tomorrow · sun returns in 49 days")
        XCTAssertEqual(s["days_until_change"] as? Int, 49)
        XCTAssertEqual(s["next_sunrise"] as? String, returns)
        let until = try XCTUnwrap(s["until_sunrise"] as? String, "until_sunrise is null")
        XCTAssertTrue(until.hasPrefix("48d"), until)
        // Three days on, the same date.
        let later = try json(tromso + ["--now", "2026-11-30T12:00:00Z"])
        XCTAssertEqual(later["status"] as? String, "no sunrise · sun returns in 46 days")
        XCTAssertEqual(later["next_sunrise"] as? String, returns)
    }

    func testTheDayAPolarDayBeginsSaysWhenTheSunSets() throws {
        let tromso = ["--lat", "69.65", "--lon", "18.96", "--tz", "Europe/Oslo"]
        let rows = try table(tromso, from: "2026-05-18", days: 70)
        XCTAssertEqual(rows["2026-05-18"]?["sunset"], "")
        XCTAssertNotEqual(rows["2026-05-18"]?["sunrise"], "")
        let firstSet = try XCTUnwrap(rows.keys.sorted().compactMap { rows[$0]?["sunset"] }.first { !$0.isEmpty })
        let s = try json(tromso + ["--now", "2026-05-18T10:00:00Z"])
        XCTAssertEqual(s["state"] as? String, "day")
        XCTAssertEqual(s["status"] as? String, "sun up · sets in 69 days")
        XCTAssertEqual(s["next_sunset"] as? String, firstSet)
        XCTAssertEqual(s["days_until_change"] as? Int, 69)
    }

    // MARK: Item 11: a glyph per state

    func testNerdIconsHaveAGlyphPerState() throws {
        let oslo = ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--icons", "nerd"]
        var glyphs: [String: String] = [:]
        for (state, args) in [
            ("before sunrise", oslo + ["--now", "2026-11-23T05:00:00Z"]),
            ("day", oslo + ["--now", "2026-11-23T11:00:00Z"]),
            ("after sunset", oslo + ["--now", "2026-11-23T20:00:00Z"]),
            ("polar day", ["--lat", "78.22", "--lon", "15.63", "--tz", "Arctic/Longyearbyen", "--icons", "nerd", "--now", "2026-06-21T10:00:00Z"]),
            ("polar night", ["--lat", "78.22", "--lon", "15.63", "--tz", "Arctic/Longyearbyen", "--icons", "nerd", "--now", "2026-12-21T10:00:00Z"]),
        ] {
            glyphs[state] = try json(args)["icon"] as? String
        }
        XCTAssertEqual(glyphs["before sunrise"], "\u{E34C}")  // nf-weather-sunrise, not the day's sun
        XCTAssertEqual(glyphs["day"], "\u{F185}")
        XCTAssertEqual(Set(glyphs.values).count, 5, "\(glyphs)")
        let small = try SolvervBinary.run(["sunlight", "--size", "small"] + oslo + ["--now", "2026-11-23T05:00:00Z"]).stdout
        XCTAssertTrue(small.hasPrefix("\u{E34C} "), small)
    }
}
