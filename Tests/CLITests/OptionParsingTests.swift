@testable import SolvervCLI
import SolvervIO
import XCTest

/// The option parser (getopt_long), in process: values that look like
/// options (issue 14, #14.12), and options given more than once.
final class OptionParsingTests: XCTestCase {
    /// #14.12, in process: the option parser's refusals.
    func testOptionValuesThatLookLikeOptions() {
        func message(_ args: [String]) -> String? {
            do { _ = try Options.parse(["solverv"] + args); return nil } catch { return error.message }
        }
        XCTAssertEqual(message(["--lat", "--lon", "10.75"]).map { $0.hasPrefix("--lat needs a value") }, true)
        XCTAssertNil(message(["--lon", "-0.1", "--lat", "-5"]))
        XCTAssertNil(message(["--template=--{days}--"]))
        XCTAssertEqual(try Options.parse(["solverv", "--template=--x"]).values["template"], "--x")
        XCTAssertEqual(message(["--now"]), "--now needs a value")
        XCTAssertEqual(message(["--version=2"]), "--version takes no value")
        XCTAssertEqual(message(["--t", "x"]).map { $0.contains("ambiguous") }, true)
    }

    /// An abbreviation stands for an option of its command (issue 44):
    /// `events --mon`, a typo of `--moon`, is no `--months`, which events
    /// does not take, and is refused as unknown, with the option meant.
    func testAbbreviationsAreOfTheCommandsOwnOptions() throws {
        func message(_ args: [String]) -> String? {
            do { _ = try Options.parse(["solverv"] + args); return nil } catch { return error.message }
        }
        XCTAssertEqual(message(["events", "--mon"]), "unknown option '--mon' (did you mean '--moon'?)")
        XCTAssertEqual(message(["events", "--from", "2000", "--mon", "3"]), "unknown option '--mon' (did you mean '--moon'?)")
        XCTAssertEqual(message(["moon", "--mon", "3"]).map { $0.hasPrefix("unknown option '--mon'") }, true)
        XCTAssertEqual(try Options.parse(["solverv", "events", "--mo"]).values["moon"], "")
        XCTAssertEqual(try Options.parse(["solverv", "chart", "--mon", "3"]).values["months"], "3")
        XCTAssertEqual(try Options.parse(["solverv", "--form", "tmux", "moon"]).values["format"], "tmux")
        // Written in full, an option of another command is parsed, for
        // `check` to say it does not apply; and help is every command's.
        XCTAssertEqual(try Options.parse(["solverv", "events", "--months", "3", "--fr", "2000"]).values["months"], "3")
        XCTAssertEqual(try Options.parse(["solverv", "events", "--he"]).values["help"], "")
        XCTAssertEqual(message(["events", "--t", "x"]), "--t is ambiguous: --tz, --to")
    }

    func testRepeatedLocations() throws {
        let options = try Options.parse(["solverv", "report", "--location", "Europe/Oslo", "--location=Asia/Tokyo"])
        XCTAssertEqual(options.all("location"), ["Europe/Oslo", "Asia/Tokyo"])
        XCTAssertEqual(options.all("tz"), [])
        XCTAssertThrowsError(try Options.parse(["solverv", "--lat", "1", "--lat", "2"]))
    }
}
