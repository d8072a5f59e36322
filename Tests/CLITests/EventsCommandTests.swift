import Foundation
import TestSupport
import XCTest

/// `solverv events` end to end: the binary's CSV and JSON against JPL.
final class EventsCommandTests: XCTestCase {
    func testCSVAgainstJPL() throws {
        let r = try SolvervBinary.run(["events", "--from", "1900", "--to", "2100", "--tz", "Europe/Oslo"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "year,event,utc,local,delta_t_s")
        XCTAssertEqual(lines.count, 1 + 201 * 4)
        var jpl: [String: [String: String]] = [:]
        for row in Fixtures.csv("seasons.csv") { jpl["\(row["year"]!),\(row["event"]!)"] = row }
        var ut = ErrorStatistics(), tt = ErrorStatistics()
        for line in lines.dropFirst() {
            let f = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            XCTAssertEqual(f.count, 5, line)
            let reference = try XCTUnwrap(jpl["\(f[0]),\(f[1])"], line)
            let utc = try XCTUnwrap(Self.instant(f[2]), line)
            let local = try XCTUnwrap(Self.instant(f[3]), line)
            XCTAssertEqual(utc, local, "utc and local name the same instant: \(line)")
            XCTAssertTrue(f[2].hasSuffix("Z") && f[2].count == 20, line)
            // Oslo: +01:00 in winter, +02:00 in summer since 1980.
            if Int(f[0])! >= 1980 {
                XCTAssertTrue(f[3].hasSuffix(["june_solstice", "september_equinox"].contains(f[1]) ? "+02:00" : "+01:00"), line)
            }
            let deltaT = try XCTUnwrap(Double(f[4]), line)
            XCTAssertTrue(f[4].split(separator: ".").last?.count == 1, "one decimal: \(line)")
            let jplUT = (Double(reference["ut1_jd"]!)! - 2_440_587.5) * 86_400
            let jplTT = (Double(reference["tt_jd"]!)! - 2_440_587.5) * 86_400
            tt.add(utc + deltaT - jplTT)
            if Int(f[0])! <= 2025 { ut.add(utc - jplUT) }
        }
        print("events CLI, TT (utc + delta_t_s) 1900–2100: \(tt); UT 1900–2025: \(ut)")
        // SPEC §9 with the printed rounding (0.5 s, and 0.05 s of ΔT) included.
        XCTAssertLessThanOrEqual(tt.max, 3)
        XCTAssertLessThanOrEqual(tt.median, 1.5)
        XCTAssertLessThanOrEqual(ut.max, 4)
    }

    func testJSONUsesTheCSVColumnNames() throws {
        let r = try SolvervBinary.run(["events", "--from", "2026", "--output", "json", "--tz", "Australia/Lord_Howe"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(rows.count, 4)
        XCTAssertEqual(Set(rows[0].keys), ["year", "event", "utc", "local", "delta_t_s"])
        XCTAssertEqual(rows.map { $0["event"] as? String }, ["march_equinox", "june_solstice", "september_equinox", "december_solstice"])
        XCTAssertEqual(rows[0]["year"] as? Int, 2026)
        // Lord Howe: +11:00 in its summer, +10:30 in winter.
        XCTAssertTrue((rows[0]["local"] as? String)?.hasSuffix("+11:00") ?? false)
        XCTAssertTrue((rows[1]["local"] as? String)?.hasSuffix("+10:30") ?? false)
        XCTAssertEqual(rows[0]["delta_t_s"] as? Double ?? 0, 69.1, accuracy: 0.5)
    }

    func testDefaultYearComesFromNow() throws {
        let r = try SolvervBinary.run(["events", "--now", "1969-07-20T20:17:00Z"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("1969,") }, r.stdout)
    }

    /// Unix seconds of an RFC 3339 timestamp, read independently of the code under test.
    static func instant(_ text: String) -> Double? {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime]
        return f.date(from: text)?.timeIntervalSince1970
    }
}
