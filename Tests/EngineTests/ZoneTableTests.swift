import Foundation
import SolvervEngine
import XCTest

/// The coordinates of a zone's own line in the system's `zone1970.tab` or
/// `zone.tab` (real tz data), against the tables read here line by line
/// with Foundation: every zone, and names that are only part of one.
final class ZoneTableTests: XCTestCase {
    /// `+5955+01045` or `+594530-0103045`: ±DDMM[SS] then ±DDDMM[SS].
    static func degrees(_ field: Substring) -> (Double, Double)? {
        let signs = field.indices.filter { field[$0] == "+" || field[$0] == "-" }
        guard signs.count == 2 else { return nil }
        func angle(_ s: Substring, _ degreeDigits: Int) -> Double? {
            let sign: Double = s.first == "-" ? -1 : 1
            let digits = Array(s.dropFirst())
            guard digits.count == degreeDigits + 2 || digits.count == degreeDigits + 4,
                  let d = Double(String(digits[0..<degreeDigits])),
                  let m = Double(String(digits[degreeDigits..<degreeDigits + 2])) else { return nil }
            let sec = digits.count == degreeDigits + 4 ? Double(String(digits[(degreeDigits + 2)...])) ?? 0 : 0
            return sign * (d + m / 60 + sec / 3600)
        }
        guard let lat = angle(field[signs[0]..<signs[1]], 2), let lon = angle(field[signs[1]...], 3) else { return nil }
        return (lat, lon)
    }

    func testEveryZonesOwnLine() throws {
        var expected: [String: (Double, Double)] = [:]
        for file in ["zone.tab", "zone1970.tab"] {  // zone1970.tab's line wins, as ownCoordinates reads it first
            guard let text = try? String(contentsOfFile: "/usr/share/zoneinfo/" + file, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") where !line.hasPrefix("#") {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.count >= 3, let c = Self.degrees(fields[1]) else { continue }
                expected[String(fields[2])] = c
            }
        }
        guard !expected.isEmpty else { throw XCTSkip("no zone.tab in /usr/share/zoneinfo") }
        for (zone, (lat, lon)) in expected {
            let c = try XCTUnwrap(ZoneTable.ownCoordinates(of: zone), zone)
            XCTAssertEqual(c.latitude, lat, accuracy: 1e-6, zone)
            XCTAssertEqual(c.longitude, lon, accuracy: 1e-6, zone)
        }
        // Part of a name, a name with more after it, a comment's words: none.
        for name in ["America/Indiana", "Oslo", "Europe/Osl", "Europe/Oslo/Extra", "zone1970.tab", "Atlantic/Jan_Mayen", "coordinates"] where expected[name] == nil {
            XCTAssertNil(ZoneTable.ownCoordinates(of: name), name)
        }
    }
}
