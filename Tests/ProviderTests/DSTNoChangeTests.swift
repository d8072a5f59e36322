import TestSupport
import XCTest

/// `dst` in a zone without clock changes, end to end (issue 23, item 10).
final class DSTNoChangeTests: XCTestCase {
    /// Issue 23, item 10: `dst --location Tokyo` printed an empty line. Plain
    /// text, at every size, and `report` say the zone has no clock changes;
    /// a bar still leaves the block out, and the snapshot's state is `none`.
    func testAZoneWithoutChangesSaysSo() throws {
        let tokyo = ["--location", "Tokyo", "--now", "2026-06-10T02:00:00Z"]
        let expected = ["small": "⏰ no changes\n", "medium": "No clock changes (Tokyo time)\n",
                        "large": "⏰ No clock changes\nClocks stay at UTC+09:00 all year\nTokyo, Tokyo, JP (Tokyo time)\n"]
        for (size, text) in expected {
            let r = try SolvervBinary.run(["dst", "--size", size] + tokyo)
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertEqual(r.stdout, text, size)
        }
        let bar = try SolvervBinary.run(["dst", "--format", "waybar"] + tokyo)
        XCTAssertEqual(bar.stdout, "{\"text\":\"\",\"tooltip\":\"\",\"class\":[],\"percentage\":null,\"alt\":\"\"}\n")
        XCTAssertTrue(try SolvervBinary.run(["dst", "--format", "json"] + tokyo).stdout.contains("\"state\":\"none\""))
        let report = try SolvervBinary.run(["report", "--color", "never"] + tokyo).stdout
        XCTAssertTrue(report.contains("UTC+09:00 all year (Tokyo time)"), report)
        // A zone with changes says nothing of the kind.
        let oslo = try SolvervBinary.run(["report", "--color", "never", "--location", "Oslo", "--now", "2026-06-10T02:00:00Z"]).stdout
        XCTAssertTrue(oslo.contains("UTC+02:00 (Oslo time)"), oslo)
    }
}
