import CPluginKeeper
import Foundation
import XCTest

/// The keeper of a plugin call finds the processes it must end as its
/// children (plugin_keeper.c): from the kernel's children file, or, where
/// the kernel has none (CONFIG_PROC_CHILDREN unset), by the parent field
/// of every /proc/N/stat. Both must find the same ones; the end-to-end
/// tests (PluginDaemonTests) go through the first only.
final class PluginKeeperTests: XCTestCase {
    func testBothListingsFindTheChildren() throws {
        var spawned: [pid_t] = []
        defer {
            for pid in spawned {
                kill(pid, SIGKILL)
                var status: Int32 = 0
                waitpid(pid, &status, 0)
            }
        }
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("sleep"), strdup("30"), nil]
        defer { argv.forEach { free($0) } }
        for _ in 0..<3 {
            var pid: pid_t = 0
            // From this thread: the children file is the thread's.
            XCTAssertEqual(posix_spawn(&pid, "/bin/sleep", nil, nil, argv, environ), 0)
            spawned.append(pid)
        }
        for scan: Int32 in [0, 1] {
            var found = [pid_t](repeating: 0, count: 512)
            let count = Int(solverv_children(getpid(), scan, &found, Int32(found.count)))
            XCTAssertGreaterThanOrEqual(count, spawned.count, "scan \(scan)")
            XCTAssertTrue(Set(found.prefix(min(count, found.count))).isSuperset(of: spawned), "scan \(scan): \(found.prefix(count))")
        }
        // Of a process without children: none, not a failure.
        XCTAssertEqual(solverv_children(spawned[0], 0, nil, 0), 0)
        XCTAssertEqual(solverv_children(spawned[0], 1, nil, 0), 0)
    }
}
