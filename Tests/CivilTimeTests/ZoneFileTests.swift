@testable import CivilTime
import Foundation
import Glibc
import TestSupport
import XCTest

/// Zone files read by Solverv itself (issue 32, item 9: one open that
/// never blocks, at most 100 KiB), against glibc's own reading of them.
final class ZoneFileTests: XCTestCase {
    /// glibc's offset at `seconds` for the zone `name` (TZ set here, so
    /// Zone's cache of the zone glibc has is forgotten after).
    func glibc(_ name: String, _ seconds: [Int64]) -> [Int] {
        setenv("TZ", name, 1)
        tzset()
        defer { Zone.active = nil }
        return seconds.map { s in
            var t = time_t(s)
            var out = tm()
            localtime_r(&t, &out)
            return Int(out.tm_gmtoff)
        }
    }

    /// Every zone of the database, at instants from 1850 to 2200 (past the
    /// tables, where the footer's rule applies), and at each side of its
    /// transitions: the same offsets as glibc's.
    func testEveryZoneMatchesGlibc() throws {
        let saved = getenv("TZ").map { String(cString: $0) }
        defer { if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }; tzset(); Zone.active = nil }
        let names = try String(contentsOfFile: Zone.directory + "/tzdata.zi", encoding: .utf8)
            .split(separator: "\n").compactMap { line -> String? in
                let fields = line.split(separator: " ")
                return fields.first == "Z" || fields.first == "L" ? String(fields[fields.first == "Z" ? 1 : 2]) : nil
            }
        XCTAssertGreaterThan(names.count, 300)
        var random = SplitMix(state: 32)
        var checked = 0
        for name in names {
            guard case .tzif(let file) = ZoneFile.read(Zone.directory + "/" + name) else { XCTFail(name); continue }
            var instants: [Int64] = (0..<40).map { _ in Int64(random.below(350 * 365 * 86_400)) - 120 * 365 * 86_400 }
            for t in file.transitions.prefix(30) + file.transitions.suffix(10) { instants += [t - 1, t, t + 1] }
            let zone = try Zone(named: name)
            let ours = instants.map { zone.utcOffset(at: $0) }
            XCTAssertEqual(ours, glibc(name, instants), name)
            checked += instants.count
        }
        XCTAssertGreaterThan(checked, 30_000)
    }

    /// Version 1 files (32-bit times, no footer), as `zic -b slim` never
    /// writes them and older systems still have: the 32-bit block is read.
    func testVersionOneFile() throws {
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Zone.directory + "/Europe/Oslo")))
        bytes[4] = 0  // version 1: the 64-bit block and the footer after it are ignored
        let file = try XCTUnwrap(ZoneFile(bytes))
        XCTAssertNil(file.footer)
        XCTAssertEqual(file.tableOffset(at: 1_782_000_000), 7200)  // June 2026
        XCTAssertEqual(file.tableOffset(at: 1_795_000_000), 3600)  // November 2026
    }

    /// Truncated and bit-flipped copies are refused or read, never a crash
    /// or a read outside the bytes.
    func testDamagedFilesAreRefused() throws {
        let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Zone.directory + "/America/New_York")))
        var random = SplitMix(state: 9)
        var refused = 0
        for _ in 0..<2000 {
            var bytes = original
            if random.below(2) == 0 {
                bytes = Array(bytes.prefix(random.below(bytes.count)))
            } else {
                for _ in 0...random.below(4) { bytes[random.below(200)] ^= UInt8(1 << random.below(8)) }
            }
            if let file = ZoneFile(bytes) {
                _ = file.tableOffset(at: Int64(random.below(1 << 31)))
            } else {
                refused += 1
            }
        }
        XCTAssertGreaterThan(refused, 500)
        XCTAssertNil(ZoneFile(Array("TZif2".utf8)))
        XCTAssertFalse(ZoneFile.isRule("Europe/Oslo"))
        XCTAssertFalse(ZoneFile.isRule(":/etc/localtime"))
        XCTAssertTrue(ZoneFile.isRule("<+0330>-3:30"))
        XCTAssertTrue(ZoneFile.isRule("CET-1CEST,M3.5.0,M10.5.0/3"))
    }

    /// A sparse 2 GiB file, in the database or at /etc/localtime, is
    /// refused after its fstat: nothing of it is read.
    func testHugeFilesAreRefusedUnread() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-zone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("localtime").path
        try FileManager.default.copyItem(atPath: Zone.directory + "/Europe/Oslo", toPath: path)
        XCTAssertEqual(truncate(path, 1 << 31), 0)
        guard case .tooLarge = ZoneFile.read(path) else { return XCTFail("read") }
        XCTAssertNil(Zone.system(name: nil, tz: nil, in: dir.path))
        XCTAssertEqual(Zone.systemZoneUnreadable(name: nil, tz: nil, in: dir.path), path + ": larger than 100 KiB: not a time zone file")
    }
}
