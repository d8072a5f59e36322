import Foundation
import TestSupport
import XCTest

/// The zone of coordinates (SPEC §5): `--lat/--lon` without `--tz`, and
/// `SOLVERV_LAT/LON` without `SOLVERV_TZ`, show the zone the place lies in,
/// looked up offline in the compiled borders; through the built binary.
final class ZoneLookupTests: XCTestCase {
    let now = ["--now", "2026-11-22T12:00:00Z"]

    private func zone(_ r: BinaryResult) -> String? {
        r.stdout.firstRange(of: #""zone":""#).map { String(r.stdout[$0.upperBound...].prefix { $0 != "\"" }) }
    }

    func testTokyosCoordinatesShowTokyoTime() throws {
        let tokyo = ["--lat", "35.68", "--lon", "139.69"]
        let r = try SolvervBinary.run(tokyo + now, environment: ["TZ": "Europe/Oslo"])
        XCTAssertEqual(r.status, 0, r.stderr)
        // 21:00 in Tokyo: after sunset, and the solstice is 30 Tokyo days away (05:50 on 22 December).
        XCTAssertEqual(r.stdout, "Winter solstice in 30 days · Tomorrow: sunrise 06:24 · 10h05m of daylight (Tokyo time)\n")
        let json = try SolvervBinary.run(tokyo + now + ["--format", "json"], environment: ["TZ": "Europe/Oslo"])
        XCTAssertEqual(zone(json), "Asia/Tokyo", json.stdout)
        XCTAssertTrue(json.stdout.contains(#""instant":"2026-11-22T21:00:00+09:00""#), json.stdout)
        // In Tokyo's own system zone the clock is the system's: no indicator.
        let home = try SolvervBinary.run(tokyo + now, environment: ["TZ": "Asia/Tokyo"])
        XCTAssertEqual(home.stdout, "Winter solstice in 30 days · Tomorrow: sunrise 06:24 · 10h05m of daylight\n")
    }

    func testAShipInTheAtlanticKeepsNauticalTime() throws {
        let r = try SolvervBinary.run(["--lat", "30", "--lon", "-40", "--format", "json"] + now)
        XCTAssertEqual(zone(r), "Etc/GMT+3", r.stdout)
        XCTAssertTrue(r.stdout.contains(#""instant":"2026-11-22T09:00:00-03:00""#), r.stdout)
        let line = try SolvervBinary.run(["--lat", "30", "--lon", "-40"] + now)
        XCTAssertTrue(line.stdout.hasSuffix("(UTC−3)\n"), line.stdout)
    }

    func testTheDateLineRunsBetweenSamoaAndAmericanSamoa() throws {
        // 80 km apart, 24 hours apart: the same instant is the 23rd in Apia, the 22nd in Pago Pago.
        let apia = try SolvervBinary.run(["--lat", "-13.83", "--lon", "-171.77", "--format", "json"] + now)
        XCTAssertEqual(zone(apia), "Pacific/Apia", apia.stdout)
        XCTAssertTrue(apia.stdout.contains(#""instant":"2026-11-23T01:00:00+13:00""#), apia.stdout)
        let pago = try SolvervBinary.run(["--lat", "-14.28", "--lon", "-170.70", "--format", "json"] + now)
        XCTAssertEqual(zone(pago), "Pacific/Pago_Pago", pago.stdout)
        XCTAssertTrue(pago.stdout.contains(#""instant":"2026-11-22T01:00:00-11:00""#), pago.stdout)
        // At sea either side of 180°.
        let east = try SolvervBinary.run(["--lat", "5", "--lon", "179.9", "--format", "json"] + now)
        XCTAssertEqual(zone(east), "Etc/GMT-12", east.stdout)
        let west = try SolvervBinary.run(["--lat", "5", "--lon", "-179.9", "--format", "json"] + now)
        XCTAssertEqual(zone(west), "Etc/GMT+12", west.stdout)
    }

    func testTZStillWins() throws {
        let r = try SolvervBinary.run(["--lat", "35.68", "--lon", "139.69", "--tz", "Europe/Oslo", "--format", "json"] + now,
                                      environment: ["SOLVERV_TZ": "Asia/Tokyo"])
        XCTAssertEqual(zone(r), "Europe/Oslo", r.stdout)
        let env = try SolvervBinary.run(["--tz", "America/New_York", "--format", "json"] + now,
                                        environment: ["SOLVERV_LAT": "35.68", "SOLVERV_LON": "139.69", "SOLVERV_TZ": "Asia/Tokyo"])
        XCTAssertEqual(zone(env), "America/New_York", env.stdout)
    }

    func testTablesAndEventsUseTheLookedUpZoneToo() throws {
        let r = try SolvervBinary.run(["table", "--lat", "35.68", "--lon", "139.69", "--from", "2026-06-21", "--days", "1"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("2026-06-21T04:2"), r.stdout)
        XCTAssertTrue(r.stdout.contains("+09:00"), r.stdout)
    }

    /// Compiled borders newer than the machine's tz database: the nautical
    /// zone of the longitude stands in, and the notice says so.
    func testAZoneTheDatabaseLacksFallsBackToTheLongitudesZone() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-tzdir-\(getpid())")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Etc"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["Etc/GMT-9", "Etc/UTC", "UTC"] {
            try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/" + name, toPath: dir.appendingPathComponent(name).path)
        }
        let env = ["TZDIR": dir.path, "TZ": "UTC"]
        let r = try SolvervBinary.run(["--lat", "35.68", "--lon", "139.69", "--format", "json"] + now, environment: env)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(zone(r), "Etc/GMT-9", r.stdout)
        XCTAssertTrue(r.stdout.contains("the zone of 35.68,139.69, Asia/Tokyo, is not in the tz database ("
                                        + dir.path + "); times are in the nautical zone of its longitude, Etc/GMT-9 (pass --tz)"), r.stdout)
        let plain = try SolvervBinary.run(["--lat", "35.68", "--lon", "139.69"] + now, environment: env)
        XCTAssertTrue(plain.stdout.contains("(UTC+9) · (the zone of 35.68,139.69, Asia/Tokyo, is not in"), plain.stdout)
    }
}
