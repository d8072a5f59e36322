import Foundation
@testable import SolvervControl
import XCTest

/// The fired record of `--notify` under a private `XDG_RUNTIME_DIR`.
final class AlertRecordTests: XCTestCase {
    func testAKeyIsClaimedOnceAndKeptBounded() throws {
        let runtime = try StateStoreTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        XCTAssertTrue(try AlertRecord.claim("sunset 2026-11-22 59.91,10.75", runtime: runtime, notice: { _ in }))
        XCTAssertFalse(try AlertRecord.claim("sunset 2026-11-22 59.91,10.75", runtime: runtime, notice: { _ in }), "a second claim loses")
        XCTAssertTrue(try AlertRecord.claim("sunrise 2026-11-23 59.91,10.75", runtime: runtime, notice: { _ in }))
        XCTAssertEqual(StateStoreTests.mode(runtime + "/solverv/alerts"), 0o600)
        for i in 0..<100 { XCTAssertTrue(try AlertRecord.claim("sunset day\(i) x", runtime: runtime, notice: { _ in })) }
        let keys = AlertRecord.keys(runtime: runtime)
        XCTAssertEqual(keys.count, AlertRecord.kept)
        XCTAssertEqual(keys.last, "sunset day99 x")
        XCTAssertThrowsError(try AlertRecord.claim("x", runtime: nil, notice: { _ in }), "no runtime directory: the caller keeps its own")
    }
}
