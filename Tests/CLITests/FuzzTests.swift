@testable import SolvervCLI
@testable import SolvervIO
import TestSupport
import XCTest

/// The command line, fuzzed (SPEC §9): mutations of valid argument lists
/// from a fixed seed, so a failure reproduces; each must be accepted or
/// refused, never crash or hang. The parsers beneath it are fuzzed with
/// their modules (IOTests, ConfigTests, CivilTimeTests).
final class FuzzTests: XCTestCase {
    /// The whole command line, in process: every mutated argument list ends
    /// in a line or a Failure with a message, exit status 1 or 2.
    func testCommandLines() {
        var m = Mutator(state: 42)
        let seeds: [[String]] = [
            ["solverv", "table", "--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--from", "2026-06-21", "--days", "2"],
            ["solverv", "events", "--from", "2026", "--to", "2027", "--output", "json"],
            ["solverv", "sunlight", "--format", "tmux", "--template", "{icon} {remaining}", "--now", "2026-11-22T12:00:00Z"],
            ["solverv", "--lat", "59°54'N", "--lon", "10.75E", "--tz", "Europe/Oslo", "--now", "3000-12-20T12:00:00Z"],
        ]
        // The output is streamed as it is made; here it goes nowhere.
        let devNull = open("/dev/null", O_WRONLY)
        defer { close(devNull) }
        for _ in 0..<400 {
            var args = seeds[m.below(seeds.count)]
            let i = 1 + m.below(args.count - 1)
            args[i] = m.mutate(args[i])
            do {
                var out = Output(fd: devNull)
                try Solverv.run(args, &out)
            } catch {
                XCTAssertFalse(error.message.isEmpty, "\(args)")
                XCTAssertTrue([1, 2].contains(error.exitStatus), "\(args)")
            }
        }
    }
}
