import CivilTime
import XCTest

/// Time zones from the real system tz database, through glibc.
final class ZoneTests: XCTestCase {
    func testEveryDateGetsItsOwnOffset() throws {
        let oslo = try Zone(named: "Europe/Oslo")
        // Asked in any season, June is summer time and January is not.
        XCTAssertEqual(oslo.utcOffset(at: 1_781_000_000), 7200)  // 2026-06-09
        XCTAssertEqual(oslo.utcOffset(at: 1_767_300_000), 3600)  // 2026-01-01
        let lordHowe = try Zone(named: "Australia/Lord_Howe")
        XCTAssertEqual(lordHowe.utcOffset(at: 1_767_300_000), 11 * 3600)  // January: +11:00
        XCTAssertEqual(lordHowe.utcOffset(at: 1_781_000_000), 10 * 3600 + 1800)  // June: +10:30
    }

    func testUnknownAndPathLikeZonesAreErrors() {
        XCTAssertThrowsError(try Zone(named: "Mars/Olympus_Mons")) { XCTAssertEqual($0 as? Zone.Failure, .unknown("Mars/Olympus_Mons")) }
        for bad in ["/etc/passwd", "../../etc/passwd", "Europe/../../../etc/passwd", "", ".", "right/Europe/Oslo", "Europe/Oslo\n"] {
            XCTAssertThrowsError(try Zone(named: bad), "'\(bad)' must be refused")
        }
        // A file in the database that is not a zone.
        XCTAssertThrowsError(try Zone(named: "zone1970.tab"))
    }

    func testStartOfDayAcrossDSTChanges() throws {
        let london = try Zone(named: "Europe/London")
        // 2026-03-29: clocks go forward at 01:00 UTC; midnight is still GMT.
        XCTAssertEqual(london.startOfDay(CivilDate(year: 2026, month: 3, day: 29)!), 1_774_742_400)
        // America/Santiago skips 00:00 on 2026-09-06: the day starts at 01:00 -03.
        let santiago = try Zone(named: "America/Santiago")
        let start = santiago.startOfDay(CivilDate(year: 2026, month: 9, day: 6)!)
        XCTAssertEqual(santiago.date(at: start), CivilDate(year: 2026, month: 9, day: 6))
        XCTAssertEqual(santiago.date(at: start - 1), CivilDate(year: 2026, month: 9, day: 5))
        XCTAssertEqual(Timestamp.local(unixSeconds: Double(start), in: santiago), "2026-09-06T01:00:00-03:00")
    }

    func testTimestamps() throws {
        XCTAssertEqual(Timestamp.utc(unixSeconds: 1_774_017_953.4), "2026-03-20T14:45:53Z")
        XCTAssertEqual(Timestamp.utc(unixSeconds: 1_774_017_953.5), "2026-03-20T14:45:54Z")
        XCTAssertEqual(Timestamp.parse("2026-03-20T14:45:53Z"), 1_774_017_953)
        XCTAssertEqual(Timestamp.parse("2026-03-20T15:45:53.250+01:00"), 1_774_017_953.25)
        for bad in ["2026-03-20", "2026-02-30T00:00:00Z", "2026-03-20T24:00:00Z", "2026-03-20T14:45:53", "2026-03-20T14:45:53+1:00",
                    "x", "2026-03-20T14:45:53Zjunk", "2026-03-20T14:45:53.Z"] {
            XCTAssertNil(Timestamp.parse(bad), bad)
        }
        // Local mean time (London before 1847, −00:01:15) is written with a whole-minute offset.
        let london = try Zone(named: "Europe/London")
        XCTAssertEqual(Timestamp.local(unixSeconds: -27_000_000_000, in: london), "1114-05-28T23:59:00-00:01")
    }

    /// A stamp names its instant: read back, it is the second it was made
    /// from, on both sides of every midnight (UTC and local), before 1970
    /// and after, with whole-minute offsets and local mean time's (rounded
    /// to the minute, the wall clock with it). Stamps split the seconds
    /// into days in integers, floor-wise for negative ones.
    func testStampsNameTheirInstantAcrossDayEdges() throws {
        let zones = try ["UTC", "Europe/London", "Asia/Kolkata", "Australia/Lord_Howe", "America/New_York", "Africa/Monrovia"]
            .map { try Zone(named: $0) }
        for day in stride(from: -400_000, through: 400_000, by: 997) {
            for edge in [-86_401, -86_400, -86_399, -3_601, -1, 0, 1, 86_399] {
                let s = Int64(day) * 86_400 + Int64(edge)
                XCTAssertEqual(Timestamp.parse(Timestamp.utc(unixSeconds: Double(s))), Double(s))
                for zone in zones {
                    let offset = Int64(zone.utcOffset(at: s))
                    // Its local midnights too.
                    for t in [s, s - offset] {
                        let text = Timestamp.local(unixSeconds: Double(t), in: zone)
                        XCTAssertEqual(Timestamp.parse(text), Double(t), "\(text) \(zone.name)")
                    }
                }
            }
        }
    }
}
