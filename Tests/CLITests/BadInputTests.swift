import TestSupport
import XCTest

/// Bad input: exit status 2, one line on stderr naming the problem, nothing
/// on stdout. Never a crash, never a silent fallback (SPEC §5, §7). In a
/// bar's format it is an error block and status 0 instead (MessageTests).
final class BadInputTests: XCTestCase {
    static let place = ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo"]

    /// (arguments, environment, a word the message must contain)
    static let cases: [([String], [String: String], String)] = [
        (["table", "--lat", "91", "--lon", "0"], [:], "latitude"),
        (["table", "--lat", "-90.5", "--lon", "0"], [:], "latitude"),
        (["table", "--lat", "10", "--lon", "180.01"], [:], "longitude"),
        (["table", "--lat", "nan", "--lon", "0"], [:], "not numbers"),
        (["table", "--lat", "inf", "--lon", "0"], [:], "not numbers"),
        (["table", "--lat", "12abc", "--lon", "0"], [:], "not numbers"),
        (["table", "--lat", "0x10", "--lon", "0"], [:], "not numbers"),
        (["table", "--lat", "10"], [:], "--lat and --lon"),
        (["events", "--tz", "Mars/Olympus_Mons"], [:], "unknown time zone"),
        (["events", "--tz", "../../etc/passwd"], [:], "not a time zone name"),
        (["events", "--tz", "/etc/localtime"], [:], "not a time zone name"),
        (["events"], ["SOLVERV_TZ": "Nowhere/Atlantis"], "SOLVERV_TZ"),
        (["table"], ["SOLVERV_LAT": "100", "SOLVERV_LON": "0"], "SOLVERV_LAT"),
        (["table"] + place + ["--from", "2026-02-30"], [:], "not a date"),
        (["table"] + place + ["--from", "2026-2-3"], [:], "not a date"),
        (["table"] + place + ["--from", "0999-12-31"], [:], "outside"),
        (["table"] + place + ["--days", "0"], [:], "--days"),
        // No location: the error alone, no "no location set" notice before it.
        (["table", "--days", "0"], [:], "--days"),
        (["table", "--output", "yaml"], [:], "--output"),
        (["events", "--format", "json"], [:], "--output json"),
        (["table", "--format", "json"], [:], "--output json"),
        (["--format", "nosuchbar", "--tz", "Bad/Zone"], [:], "--format"),
        (["table", "--from", "2011-12-30", "--days", "1", "--tz", "Pacific/Apia"], [:], "skipped"),
        (["table"] + place + ["--days", "-3"], [:], "--days"),
        (["table"] + place + ["--days", "99999999999"], [:], "--days"),
        (["table"] + place + ["--days", "ten"], [:], "--days"),
        (["table"] + place + ["--from", "2026-06-02", "--to", "2026-06-01"], [:], "after"),
        (["table"] + place + ["--to", "2026-06-09", "--days", "3"], [:], "not both"),
        (["table"] + place + ["--from", "3000-12-30", "--days", "5"], [:], "outside"),
        (["events", "--from", "2027", "--to", "2026"], [:], "after"),
        (["events", "--from", "999"], [:], "outside"),
        (["events", "--from", "3001"], [:], "outside"),
        (["events", "--from", "20x6"], [:], "not a year"),
        (["events", "--output", "xml"], [:], "--output"),
        (["events", "--days", "3"], [:], "does not apply"),
        (["frobnicate"], [:], "unknown subcommand"),
        (["table", "extra"], [:], "unexpected argument"),
        (["--colour"], [:], "unknown option"),
        (["events", "--now"], [:], "needs a value"),
        (["events", "--now", "yesterday"], [:], "RFC 3339"),
        (["events", "--now", "2026-03-20T25:00:00Z"], [:], "RFC 3339"),
        (["events", "--from", "2026", "--from", "2027"], [:], "twice"),
    ]

    func testBadInputIsAOneLineErrorWithStatus2() throws {
        for (arguments, environment, word) in Self.cases {
            let r = try SolvervBinary.run(arguments, environment: environment)
            let label = arguments.joined(separator: " ")
            XCTAssertEqual(r.status, 2, label)
            XCTAssertEqual(r.stdout, "", label)
            XCTAssertTrue(r.stderr.hasPrefix("solverv: "), "\(label): \(r.stderr)")
            XCTAssertEqual(r.stderr.filter { $0 == "\n" }.count, 1, "\(label): one line, got \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(word), "\(label): '\(r.stderr)' should mention \(word)")
        }
    }

    func testHelpAndDefaultLineSucceed() throws {
        let help = try SolvervBinary.run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("solverv events"))
        // With no location at all: Greenwich, with a visible notice.
        let line = try SolvervBinary.run(["--now", "2026-11-22T12:00:00Z"])
        XCTAssertEqual(line.status, 0)
        XCTAssertEqual(line.stdout.filter { $0 == "\n" }.count, 1)
        XCTAssertTrue(line.stdout.contains("Greenwich"), line.stdout)
    }
}
