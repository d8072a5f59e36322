import Foundation
import XCTest

@testable import SolvervWatch

/// inotify on the zone file (SPEC §6: a change of the system zone is seen at
/// once), on a temporary stand-in for /etc with a `localtime` symlink.
final class ZoneTests: XCTestCase {
    private var root: URL!
    private var link: String { root.appendingPathComponent("etc/localtime").path }
    private func zone(_ name: String) -> String { root.appendingPathComponent("zones/\(name)").path }

    override func setUpWithError() throws {
        root = try temporaryDirectory()
        for directory in ["etc", "zones"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(directory),
                                                    withIntermediateDirectories: true)
        }
        for name in ["Oslo", "Kolkata", "Apia"] {
            try Data("TZif \(name)".utf8).write(to: URL(fileURLWithPath: zone(name)))
        }
        XCTAssertEqual(symlink(zone("Oslo"), link), 0)
    }

    override func tearDownWithError() throws {
        unblockTestSignals()
        try FileManager.default.removeItem(at: root)
    }

    private func makeLoop() throws -> EventLoop {
        try EventLoop(signals: testSignals, watchStdin: false, zonePaths: [link])
    }

    private func assertQuiet(_ loop: EventLoop, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(loop.wait(until: realtimeSeconds() + 0.05), [.deadline], file: file, line: line)
    }

    private func assertZoneChanged(_ loop: EventLoop, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(loop.wait(until: realtimeSeconds() + 2), [.zoneChanged], file: file, line: line)
    }

    /// `timedatectl set-timezone`: a new link renamed over the old one, twice
    /// (the second proves the watches follow the new link).
    func testLinkReplacedByRename() throws {
        let loop = try makeLoop()
        assertQuiet(loop)
        for name in ["Kolkata", "Apia"] {
            XCTAssertEqual(symlink(zone(name), link + ".new"), 0)
            XCTAssertEqual(rename(link + ".new", link), 0)
            assertZoneChanged(loop)
            assertQuiet(loop)
        }
    }

    /// `ln -sf`: unlink, then create.
    func testLinkDeletedAndCreated() throws {
        let loop = try makeLoop()
        XCTAssertEqual(unlink(link), 0)
        assertZoneChanged(loop)
        XCTAssertEqual(symlink(zone("Kolkata"), link), 0)
        assertZoneChanged(loop)
        assertQuiet(loop)
    }

    /// A tzdata upgrade rewrites the zone file the link names.
    func testTargetZoneFileRewritten() throws {
        let loop = try makeLoop()
        try Data("TZif Oslo 2027".utf8).write(to: URL(fileURLWithPath: zone("Oslo")))
        assertZoneChanged(loop)
        assertQuiet(loop)
    }

    /// Other names in the directory are not the zone.
    func testOtherFilesInTheDirectoryAreQuiet() throws {
        let loop = try makeLoop()
        let other = root.appendingPathComponent("etc/hostname")
        try Data("host".utf8).write(to: other)
        try FileManager.default.removeItem(at: other)
        assertQuiet(loop)
    }

    /// Missing for a moment at start-up is fine: its directory is watched.
    func testMissingZoneFileIsWatchedThroughItsDirectory() throws {
        XCTAssertEqual(unlink(link), 0)
        let loop = try makeLoop()
        XCTAssertEqual(symlink(zone("Apia"), link), 0)
        assertZoneChanged(loop)
    }

    func testMissingDirectoryIsAClearError() {
        let path = root.appendingPathComponent("nowhere/localtime").path
        XCTAssertThrowsError(try EventLoop(signals: testSignals, watchStdin: false, zonePaths: [path])) {
            XCTAssertEqual($0 as? EventLoopError, .watch(path: root.appendingPathComponent("nowhere").path, errno: ENOENT))
        }
    }

    func testSplitPath() {
        XCTAssertTrue(ZoneWatch.split("/etc/localtime") == ("/etc", "localtime"))
        XCTAssertTrue(ZoneWatch.split("/localtime") == ("/", "localtime"))
        XCTAssertTrue(ZoneWatch.split("localtime") == (".", "localtime"))
    }
}
