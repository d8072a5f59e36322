import CivilTime
@testable import SolvervIO
import SolvervJSON
import XCTest

/// Tables write their cells as bytes (`TableBytes`), not through Strings
/// and jansson: the bytes must be the ones `Cell.csv` and jansson write.
final class TableBytesTests: XCTestCase {
    /// Values about every edge: signs, −0, halves, carries, ΔT's range, huge ones, non-finite.
    let values: [Double] = {
        var v: [Double] = [0, -0.0, 0.05, -0.05, 0.04, -0.04, 0.5, -0.5, 0.95, 9.95, 69.1, 69.149, 69.15, -2.7, 70, 1e13,
                           -1e13, 99_999_999_999_999.9, 1e14, 1e15, 1e300, 0.000_01, 0.000_05, 1234.5678, .nan, .infinity]
        var x: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20_000 {
            // A fixed pseudo-random walk (xorshift) over many magnitudes.
            x ^= x << 13; x ^= x >> 7; x ^= x << 17
            let mantissa = Double(x % 1_000_000_007) / 1_000_000_007 - 0.5
            v.append(mantissa * Double(1 << Int(x % 40)))
        }
        return v
    }()

    func testNumbersAsJanssonAndNumberFixedWriteThem() {
        var taken = 0
        for x in values {
            for decimals in 0...5 {
                var b: [UInt8] = []
                if TableBytes.appendJanssonReal(x, decimals: decimals, to: &b) {
                    taken += 1
                    XCTAssertEqual(String(decoding: b, as: UTF8.self), encoded(.number(x, decimals: decimals)), "\(x) \(decimals)")
                }
                // (Number.fixed traps past Int's range, as it always has.)
                guard x.isFinite, abs(x) < 1e12 else { continue }
                b = []
                TableBytes.appendFixed(x, decimals: decimals, to: &b)
                XCTAssertEqual(String(decoding: b, as: UTF8.self), Number.fixed(x, decimals: decimals), "\(x) \(decimals)")
            }
        }
        // The fast path takes nearly all (not the non-finite, the huge, nor 5 places).
        XCTAssertGreaterThan(taken, 90_000)
        for i in [0, 1, -1, 9, 10, -10, 2026, 1_000_000, Int.max, Int.min] {
            var b: [UInt8] = []
            TableBytes.append(i, to: &b)
            XCTAssertEqual(String(decoding: b, as: UTF8.self), String(i))
            XCTAssertEqual(String(decoding: b, as: UTF8.self), encoded(.integer(i)))
        }
    }

    /// A value as jansson writes it inside an array (it writes no bare scalar).
    func encoded(_ value: JSON) -> String? {
        JSON.array([value]).encoded().map { String($0.dropFirst().dropLast()) }
    }

    /// Writes `rows` through a CSV and a JSON table and checks each against
    /// the cells' own `csv` and jansson's objects (`json`); returns the objects.
    @discardableResult
    func checkTables(_ rows: [[Cell]], columns: [String], file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        var csv = Table(columns: columns, format: .csv), json = Table(columns: columns, format: .json)
        var csvOut = Output(), jsonOut = Output()
        for row in rows {
            try csv.write(row, to: &csvOut)
            try json.write(row, to: &jsonOut)
        }
        let expectedCSV = columns.joined(separator: ",") + "\n"
            + rows.map { $0.map(\.csv).joined(separator: ",") + "\n" }.joined()
        XCTAssertEqual(String(decoding: csvOut.buffer, as: UTF8.self), expectedCSV, file: file, line: line)
        let objects = rows.compactMap { JSON.object(Array(zip(columns, $0.map(\.json)))).encoded() }
        XCTAssertEqual(String(decoding: jsonOut.buffer, as: UTF8.self), "[" + objects.joined(separator: ","), "\(columns)",
                       file: file, line: line)
        return objects
    }

    func testRowsAsJanssonWritesThem() throws {
        let stamp = Timestamp.stamp(unixSeconds: 1_774_017_957, in: try Zone(named: "Europe/Oslo"))
        let rows: [[Cell]] = [
            [.integer(2026), .text("march_equinox"), .time(Timestamp.utcStamp(unixSeconds: 1_774_017_957)), .time(stamp), .decimal(69.14, 1)],
            [.integer(-1), .text("a \"quoted\" \\ name\n"), .empty, .text("Ålesund"), .decimal(3.141_59, 5)],
            [.integer(0), .text(""), .decimal(-0.01, 1), .decimal(123_456.789, 3), .decimal(-0.0, 0)],
        ]
        for columns in [["year", "event", "utc", "local", "delta_t_s"], ["a", "a", "b", "c", "d"], ["q\"", "b", "c", "d", "e"]] {
            try checkTables(rows, columns: columns)
        }
    }

    /// Rows go through a stack buffer (`RowBytes`, `Table.rowCapacity`
    /// bytes); one that does not fit is written the slow way. Rows of every
    /// length across that edge, short ones between, and a stamp of the same
    /// day after each (its date copied from the last), write what the cells say.
    func testRowsAcrossTheRowBufferWriteTheSame() throws {
        let zone = try Zone(named: "America/New_York")
        let columns = ["year", "event", "utc", "local", "delta_t_s"]
        var lengths: [Int] = [], csvLengths: [Int] = []
        // In tables of 20 rows: Output writes to stdout from 64 KB on.
        for first in stride(from: Table.rowCapacity - 80, to: Table.rowCapacity, by: 20) {
            var rows: [[Cell]] = []
            for n in first..<first + 20 {
                let t = 1_774_017_957.0 + Double(n) * 3_600
                rows.append([.integer(n), .text(String(repeating: "x", count: n - 40)),
                             .time(Timestamp.utcStamp(unixSeconds: t)), .time(Timestamp.stamp(unixSeconds: t, in: zone)),
                             .decimal(Double(n) / 7, 1)])
                rows.append([.integer(n), .text("short"), .time(Timestamp.utcStamp(unixSeconds: t + 60)),
                             .time(Timestamp.stamp(unixSeconds: t + 60, in: zone)), .decimal(69.1, 1)])
            }
            let objects = try checkTables(rows, columns: columns)
            lengths += objects.map { $0.utf8.count + 1 }  // with its comma
            csvLengths += rows.map { $0.map(\.csv).joined(separator: ",").utf8.count + 1 }
        }
        // Both edges crossed, to the byte: rows just under, at and over the buffer.
        for l in [lengths, csvLengths] {
            XCTAssertTrue(l.contains(Table.rowCapacity - 1) && l.contains(Table.rowCapacity) && l.contains(Table.rowCapacity + 1), "\(l)")
        }
    }
}
