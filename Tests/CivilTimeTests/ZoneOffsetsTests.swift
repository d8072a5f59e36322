@testable import CivilTime
import XCTest

/// `Zone.utcOffsets` asks glibc for fewer offsets past the zone file's
/// table (a year's offsets run X…X Y…Y X…X): every answer must be the one
/// glibc gives for that instant alone, in every kind of zone and rule.
final class ZoneOffsetsTests: XCTestCase {
    /// Each instant converted on its own, as glibc (or the table) gives it.
    private func direct(_ zone: Zone, _ instants: [Int64]) -> [Int] {
        instants.map { zone.converted($0) }
    }

    /// Instants about a week apart over 1000–3000, as `events --moon` has
    /// them, jittered (xorshift), with runs a few hours apart here and there.
    private func eventLike(step: Int64) -> [Int64] {
        var instants: [Int64] = [], t: Int64 = -30_610_224_000  // 1000-01-01
        var x: UInt64 = 0x9E37_79B9_7F4A_7C15
        while t < 32_503_680_000 {  // 3000-01-01
            x ^= x << 13
            x ^= x >> 7
            x ^= x << 17
            t += step + Int64(x % 86_400) - 43_200
            instants.append(t)
            if x % 29 == 0 { instants.append(t + Int64(x % 7_200)) }
        }
        return instants
    }

    func testOffsetsAreGlibcsInEveryKindOfZone() throws {
        // North and south, half-hour DST, negative DST (Dublin), rules with
        // negative times (Nuuk), no DST, a DST-less footer after a table.
        let names = ["Europe/Oslo", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "Europe/Dublin",
                     "America/Nuuk", "Pacific/Chatham", "America/Santiago", "Africa/Casablanca", "Antarctica/Troll",
                     "Europe/London", "America/Sao_Paulo", "Asia/Tehran", "Pacific/Apia", "UTC"]
        let instants = eventLike(step: 637_860)  // a quarter lunation
        for name in names {
            let zone = try Zone(named: name)
            var walk = OffsetWalk()
            XCTAssertEqual(zone.utcOffsets(at: instants, walk: &walk), direct(zone, instants), name)
        }
    }

    func testOffsetsAreGlibcsForRulesOfAnyShape() {
        // Rules glibc is given alone: a DST of a day, of an hour, one that
        // wraps the year's end, one longer than the year's rows are apart,
        // one at the last day of the year; and rows a day apart too.
        let rules = ["XST3XDT,J100,J101", "XST3XDT,M3.2.0/2,M3.2.0/3", "XST-10XDT,M10.1.0,M4.1.0/3",
                     "XST5XDT,J1/0,J365/25", "XST0XDT-1,J365/0,J365/23", "<+0330>-3:30<+0430>,J79/24,J263/24"]
        for rule in rules {
            let zone = Zone(name: rule, rule: rule)
            for step: Int64 in [86_400, 637_860] {
                let instants = eventLike(step: step)
                var walk = OffsetWalk()
                XCTAssertEqual(zone.utcOffsets(at: instants, walk: &walk), direct(zone, instants), "\(rule) \(step)")
            }
        }
    }

    /// Out of time order, or few, each is converted: still glibc's answers.
    func testInstantsOutOfOrder() throws {
        let zone = try Zone(named: "Europe/Oslo")
        var instants = eventLike(step: 637_860).filter { $0 > 2_200_000_000 && $0 < 2_400_000_000 }
        instants.swapAt(3, 40)
        instants.swapAt(100, 101)
        var walk = OffsetWalk()
        XCTAssertEqual(zone.utcOffsets(at: instants, walk: &walk), direct(zone, instants))
        XCTAssertEqual(zone.utcOffsets(at: [], walk: &walk), [])
        XCTAssertEqual(zone.utcOffsets(at: [2_300_000_000], walk: &walk), direct(zone, [2_300_000_000]))
    }
}
