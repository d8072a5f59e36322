import CivilTime
import Foundation
import SolvervLanguage
import SystemFiles
import XCTest

/// The system's zone as glibc reads it (`TZ`, else `/etc/localtime`), from
/// a directory standing in for `/etc`: never `/etc/timezone`, and never a
/// file that is not a regular one (issue 14, item 6).
final class SystemZoneTests: XCTestCase {
    var etc: URL!

    override func setUpWithError() throws {
        etc = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-etc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: etc, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: etc)
    }

    func link(_ name: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: etc.appendingPathComponent(name).path, withDestinationPath: target)
    }

    func fifo(_ name: String) {
        XCTAssertEqual(mkfifo(etc.appendingPathComponent(name).path, 0o600), 0)
    }

    /// Debian's /etc/timezone says New York, the link says Oslo: glibc and
    /// every other program use the link.
    func testLocaltimeLinkBeatsTimezoneFile() throws {
        try "America/New_York\n".write(to: etc.appendingPathComponent("timezone"), atomically: true, encoding: .utf8)
        try link("localtime", to: "/usr/share/zoneinfo/Europe/Oslo")
        XCTAssertEqual(Zone.systemZoneName(tz: nil, in: etc.path), "Europe/Oslo")
        XCTAssertEqual(Zone.system(name: "Europe/Oslo", tz: nil, in: etc.path)?.name, "Europe/Oslo")
        // TZ, when set, beats both.
        XCTAssertEqual(Zone.systemZoneName(tz: ":Asia/Tokyo", in: etc.path), "Asia/Tokyo")
    }

    /// FIFOs at both paths: nothing waits on them (this used to hang every
    /// command), and no zone is made up from them.
    func testFIFOsNeverBlock() throws {
        fifo("timezone")
        fifo("localtime")
        let start = Date()
        XCTAssertNil(Zone.systemZoneName(tz: nil, in: etc.path))
        XCTAssertNil(Zone.system(name: nil, tz: nil, in: etc.path))
        XCTAssertThrowsError(try RegularFile.open(etc.appendingPathComponent("localtime").path)) {
            XCTAssertEqual(($0 as? RegularFile.Failure)?.reason, "not a regular file (a FIFO)")
        }
        XCTAssertNil(RegularFile.contents(of: etc.appendingPathComponent("timezone").path))
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    /// A copied /etc/localtime has no name but is the zone, as glibc reads it.
    func testCopiedLocaltimeIsUsedNameless() throws {
        try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/Asia/Kolkata", toPath: etc.appendingPathComponent("localtime").path)
        XCTAssertNil(Zone.systemZoneName(tz: nil, in: etc.path))
        let zone = try XCTUnwrap(Zone.system(name: nil, tz: nil, in: etc.path))
        XCTAssertEqual(zone.utcOffset(at: 1_781_000_000), 5 * 3600 + 1800)
    }

    /// A link to a name that is not a zone gives that name (so the user is
    /// told, cleaned, by the CLI), and no zone.
    func testHostileDanglingLinkGivesItsNameAndNoZone() throws {
        try link("localtime", to: "/usr/share/zoneinfo/Europe/Evil\u{1B}[31m")
        let name = Zone.systemZoneName(tz: nil, in: etc.path)
        XCTAssertEqual(name, "Europe/Evil\u{1B}[31m")
        XCTAssertNil(Zone.system(name: name, tz: nil, in: etc.path))
    }
}
