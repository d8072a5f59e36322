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

    func testRepeatedLocations() throws {
        let options = try Options.parse(["solverv", "report", "--location", "Europe/Oslo", "--location=Asia/Tokyo"])
        XCTAssertEqual(options.all("location"), ["Europe/Oslo", "Asia/Tokyo"])
        XCTAssertEqual(options.all("tz"), [])
        XCTAssertThrowsError(try Options.parse(["solverv", "--lat", "1", "--lat", "2"]))
    }
}
