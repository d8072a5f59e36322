import CivilTime
import SolarAstronomy
import SolvervContracts
import SolvervProviders
import TestSupport
import XCTest

/// The providers as pure functions of (place, zone, instant), checked
/// against the JPL fixtures rather than against their own output.
final class ProviderTests: XCTestCase {
    func context(_ lat: Double, _ lon: Double, _ zone: String, unix: Double) throws -> ProviderContext {
        ProviderContext(coordinates: try XCTUnwrap(Coordinates(latitude: lat, longitude: lon)),
                        zone: try Zone(named: zone), now: unix, wantsLarge: false)
    }

    static func unix(jd: Double) -> Double { (jd - 2_440_587.5) * 86_400 }

    /// Every event of 2000–2049, asked for at noon UTC ten days before and on
    /// its own UTC date: the countdown names it and counts the days to it.
    func testCountdownAgainstJPL() throws {
        let rows = Fixtures.csv("seasons.csv").filter { (2000...2049).contains(Int($0["year"] ?? "") ?? 0) }
        XCTAssertEqual(rows.count, 200)
        let provider = CountdownProvider()
        for row in rows {
            let event = Self.unix(jd: try XCTUnwrap(Double(row["ut1_jd"] ?? "")))
            let eventDay = (event / 86_400).rounded(.down)
            for before in [10.0, 0] {
                let now = (eventDay - before) * 86_400 + 1
                let r = provider.report(try context(51.48, 0, "UTC", unix: now))
                XCTAssertEqual(r.fact("event")?.text, row["event"], "\(row)")
                XCTAssertEqual(r.fact("days")?.value, .integer(Int(before)), "\(row)")
                // utc is the instant rounded to the second: within a second of JPL's.
                let utc = try XCTUnwrap(Timestamp.parse(r.fact("utc")?.text ?? ""))
                XCTAssertEqual(utc, event, accuracy: 1, "\(row)")
            }
        }
    }

    /// Sunlight facts at local noon of fixture days: sunrise and sunset as
    /// RFC 3339 (to the second), state, and the light left.
    func testSunlightAgainstJPL() throws {
        let days = Fixtures.csv("sun_days.csv").filter { ["london", "sydney", "tromso", "reykjavik"].contains($0["place"] ?? "") }
        var events: [String: String] = [:]
        for row in Fixtures.csv("sun_events.csv") where row["threshold_deg"] == "-0.8333" {
            events["\(row["place"] ?? "")|\(row["date"] ?? "")|\(row["direction"] ?? "")"] = row["ut1_jd"]
        }
        var checked = 0
        for day in days.prefix(400) {
            guard let lat = Double(day["lat"] ?? ""), let lon = Double(day["lon"] ?? ""), let zone = day["zone"],
                  let transit = Double(day["transit_ut1_jd"] ?? "") else { continue }
            let key = "\(day["place"] ?? "")|\(day["date"] ?? "")"
            let rise = events[key + "|rising"].flatMap(Double.init)
            let set = events[key + "|setting"].flatMap(Double.init)
            let noon = Self.unix(jd: transit)
            let r = SunlightProvider().report(try context(lat, lon, zone, unix: noon))
            let z = try Zone(named: zone)
            if let rise, let set {
                checked += 1
                XCTAssertEqual(r.fact("state")?.text, "day", key)
                // Times as printed (rounded to the second, with the zone's offset): within a second of JPL's.
                let ourRise = try XCTUnwrap(Timestamp.parse(r.fact("sunrise")?.text ?? ""), key)
                let ourSet = try XCTUnwrap(Timestamp.parse(r.fact("sunset")?.text ?? ""), key)
                XCTAssertEqual(ourRise, Self.unix(jd: rise), accuracy: 1, key)
                XCTAssertEqual(ourSet, Self.unix(jd: set), accuracy: 1, key)
                XCTAssertEqual(String(r.fact("sunset")?.text.suffix(6) ?? ""),
                               String(Timestamp.local(unixSeconds: Self.unix(jd: set), in: z).suffix(6)), "offset, \(key)")
                if case .integer(let left) = r.fact("remaining_s")?.value {
                    XCTAssertEqual(Double(left), Self.unix(jd: set) - noon, accuracy: 1.5, key)
                } else {
                    XCTFail("remaining_s missing: \(key)")
                }
            } else if rise == nil, set == nil, let alt = Double(day["transit_alt_deg"] ?? "") {
                XCTAssertEqual(r.fact("state")?.text, alt > 0 ? "polar_day" : "polar_night", key)
            }
        }
        XCTAssertGreaterThan(checked, 150)
    }
}
