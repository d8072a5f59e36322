import Glibc
import SolvervEngine
import XCTest

/// Watch mode must not grow with the work (SPEC §9): a simulated year of a
/// days-only line's wakes, and a week of a minute line's, leave the heap
/// where it was after the first day, in resident size (`/proc/self/statm`;
/// glibc's `mallinfo2` is not in Swift's Glibc module). Not a timing: the
/// same work allocates the same, so growth would be a leak or an
/// ever-growing cache.
final class MemoryTests: XCTestCase {
    func heapInUse() -> Int {
        guard let f = fopen("/proc/self/statm", "r") else { return 0 }
        defer { fclose(f) }
        var size = 0, resident = 0
        guard withUnsafeMutablePointer(to: &size, { s in withUnsafeMutablePointer(to: &resident) { r in
            withVaList([s, r]) { vfscanf(f, "%ld %ld", $0) } } }) == 2 else { return 0 }
        return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    func testAYearOfWakesDoesNotGrowTheResidentSize() throws {
        let start = 1_767_225_600.0  // 2026-01-01T00:00:00Z
        for line in [try Line.days("Oslo days", 59.91, 10.75, "Europe/Oslo"),
                     try Line.minutes("Oslo minutes", 59.91, 10.75, "Europe/Oslo")] {
            let span = line.spec.providers == ["countdown"] ? 365 * 86_400.0 : 7 * 86_400.0
            func run(from a: Double, to b: Double) -> Int {
                var t = a, text = Engine.render(line.spec, at: a).text, wakes = 0
                while t < b {
                    let next = Engine.nextChange(line.spec, after: t, text: text)
                    (t, text) = (next.at, next.rendered.text)
                    wakes += 1
                }
                return wakes
            }
            _ = run(from: start, to: start + 86_400)  // caches and first-use allocations settle
            let before = heapInUse()
            let wakes = run(from: start + 86_400, to: start + span)
            let after = heapInUse()
            print("\(line.name): \(wakes) wakes over \(Int(span / 86_400)) days, resident \(before) → \(after) bytes")
            XCTAssertLessThan(after - before, 1024 * 1024, "\(line.name): resident size grew by \(after - before) bytes")
        }
    }
}
