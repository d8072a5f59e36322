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
        (["table", "--lat", "nan", "--lon", "0"], [:], "not a number"),
        (["table", "--lat", "inf", "--lon", "0"], [:], "not a number"),
        (["table", "--lat", "12abc", "--lon", "0"], [:], "not a number"),
        (["table", "--lat", "0x10", "--lon", "0"], [:], "not a number"),
        (["table", "--lat", "", "--lon", "0"], [:], "not a number"),
        (["table", "--lat", "0", "--lon", "-inf"], [:], "--lon: '-inf' is not a number"),
        (["table", "--lat", "-33.87S", "--lon", "0"], [:], "both a sign and a hemisphere"),
        (["table", "--lat", "59°60'N", "--lon", "0"], [:], "not a number"),
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
        // #14.12: a value that starts with -- is never taken as an option's value.
        (["--lat", "--lon", "10.75"], [:], "--lat needs a value"),
        (["table", "--lat", "1", "--lon", "--tz", "UTC"], [:], "--lon needs a value"),
        (["events", "--tz", "--", "UTC"], [:], "--tz needs a value"),
        (["--help=yes"], [:], "--help takes no value"),
        (["events", "--t", "UTC"], [:], "ambiguous"),
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

    /// Runs `arguments` expecting a one-line refusal with status 2, and returns the message.
    func refusal(_ arguments: [String], _ environment: [String: String] = [:],
                 file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let r = try SolvervBinary.run(arguments, environment: environment)
        XCTAssertEqual(r.status, 2, "\(arguments): \(r.stderr)", file: file, line: line)
        XCTAssertEqual(r.stderr.filter { $0 == "\n" }.count, 1, "\(arguments): \(r.stderr)", file: file, line: line)
        return r.stderr
    }

    /// #14.12: `--lat --lon 10.75` blames --lat, not '10.75'; negative numbers stay values.
    func testAMissingValueIsBlamedOnItsOption() throws {
        let message = try refusal(["--lat", "--lon", "10.75"])
        XCTAssertTrue(message.hasPrefix("solverv: --lat needs a value"), message)
        XCTAssertFalse(message.contains("unknown subcommand"), message)
        let negative = try SolvervBinary.run(["--lon", "-0.1", "--lat", "-33.87", "--tz", "UTC", "--format", "json",
                                              "--now", "2026-06-21T12:00:00Z"])
        XCTAssertEqual(negative.status, 0, negative.stderr)
        XCTAssertTrue(negative.stdout.contains(#""lat":-33.87,"lon":-0.1"#), negative.stdout)
        // Attached with `=`, a value may start with --: here it is then judged as a number.
        let attached = try refusal(["--lat=--5", "--lon", "1"])
        XCTAssertTrue(attached.contains("--lat: '--5' is not a number"), attached)
    }

    /// #14.13: a bad coordinate is named alone, with what went wrong.
    func testACoordinateErrorNamesOnlyTheBadValue() throws {
        let lat = try refusal(["--lat", "59°54'Q", "--lon", "10.75"])
        XCTAssertTrue(lat.contains("--lat: '59°54'Q'"), lat)
        XCTAssertFalse(lat.contains("10.75"), lat)
        let lon = try refusal(["--lat", "59.91", "--lon", "10.75N"])
        XCTAssertTrue(lon.contains("--lon: '10.75N'") && lon.contains("E or W"), lon)
        XCTAssertFalse(lon.contains("59.91"), lon)
        let wrongLetter = try refusal(["--lat", "10.75E", "--lon", "10.75"])
        XCTAssertTrue(wrongLetter.contains("N or S") && !wrongLetter.contains("swapped"), wrongLetter)
        let env = try refusal(["table"], ["SOLVERV_LAT": "59.91", "SOLVERV_LON": "east"])
        XCTAssertTrue(env.contains("SOLVERV_LON: 'east'") && !env.contains("59.91"), env)
        let range = try refusal(["--lat", "95", "--lon", "100"])
        XCTAssertTrue(range.contains("--lat") && range.contains("95") && !range.contains("100"), range)
        XCTAssertFalse(range.contains("swapped"), range)
        let longitude = try refusal(["--lat", "10", "--lon", "181"])
        XCTAssertTrue(longitude.contains("--lon") && longitude.contains("181") && !longitude.contains("10 "), longitude)
    }

    /// #14.13: a latitude beyond ±90 that would do as a longitude, or letters of the other axis on both.
    func testSwappedCoordinatesAreSuggested() throws {
        for (lat, lon) in [("120", "45"), ("-120.5", "0"), ("10.75E", "59.91N")] {
            let message = try refusal(["--lat", lat, "--lon", lon])
            XCTAssertTrue(message.contains("are --lat and --lon swapped?"), message)
        }
        let env = try refusal(["table"], ["SOLVERV_LAT": "151.2", "SOLVERV_LON": "-33.87"])
        XCTAssertTrue(env.contains("are SOLVERV_LAT and SOLVERV_LON swapped?"), env)
    }

    /// #14.13: exponents, hemisphere letters, degree signs and DMS, as users paste them.
    func testPastedCoordinatesAreAccepted() throws {
        let forms: [(String, String, String)] = [
            ("1e1", "-1.5E1", #""lat":10.0,"lon":-15.0"#),
            ("59.91N", "10.75E", #""lat":59.91,"lon":10.75"#),
            ("33.87S", "0.12W", #""lat":-33.87,"lon":-0.12"#),
            ("59.91°N", "10.75 °E", #""lat":59.91,"lon":10.75"#),
            ("33.87 s", "151.21 e", #""lat":-33.87,"lon":151.21"#),
            ("59°54'36\"N", "10°45′E", #""lat":59.91,"lon":10.75"#),
            ("−33.87", "+151.21", #""lat":-33.87,"lon":151.21"#),
        ]
        for (lat, lon, expected) in forms {
            let r = try SolvervBinary.run(["--lat", lat, "--lon", lon, "--tz", "UTC", "--format", "json",
                                           "--now", "2026-06-21T12:00:00Z"])
            XCTAssertEqual(r.status, 0, "\(lat) \(lon): \(r.stderr)")
            XCTAssertTrue(r.stdout.contains(expected), "\(lat) \(lon): \(r.stdout)")
        }
        let env = try SolvervBinary.run(["--format", "json", "--now", "2026-06-21T12:00:00Z"],
                                        environment: ["SOLVERV_LAT": "59.91N", "SOLVERV_LON": "10.75E", "SOLVERV_TZ": "Europe/Oslo"])
        XCTAssertEqual(env.status, 0, env.stderr)
        XCTAssertTrue(env.stdout.contains(#""lat":59.91,"lon":10.75"#), env.stdout)
    }

    /// #14.14: an unknown zone suggests the database's closest names.
    func testUnknownZonesSuggestTheClosestNames() throws {
        let cases: [([String], [String: String], String)] = [
            (["events", "--tz", "oslo"], [:], "did you mean Europe/Oslo"),
            (["events", "--tz", "Oslo"], [:], "did you mean Europe/Oslo"),
            (["events", "--tz", "Europe/oslo"], [:], "did you mean Europe/Oslo"),
            (["events", "--tz", "Europe/Olso"], [:], "did you mean Europe/Oslo"),
            (["events", "--tz", "new york"], [:], "did you mean America/New_York"),
            (["events", "--tz", "Stokholm"], [:], "did you mean Europe/Stockholm"),
            (["events"], ["SOLVERV_TZ": "paris"], "SOLVERV_TZ: unknown time zone 'paris'"),
            (["events"], ["SOLVERV_TZ": "paris"], "did you mean Europe/Paris"),
        ]
        for (arguments, environment, expected) in cases {
            let message = try refusal(arguments, environment)
            XCTAssertTrue(message.contains(expected), "\(arguments) \(environment): \(message)")
        }
        // Nothing close: no suggestion at all.
        let far = try refusal(["events", "--tz", "Mars/Olympus_Mons"])
        XCTAssertFalse(far.contains("did you mean"), far)
        // The system's zone from TZ: the notice says which name was meant
        // (no coordinates: with them the line shows their own zone).
        let system = try SolvervBinary.run(["--format", "json", "--now", "2026-06-21T12:00:00Z"],
                                           environment: ["TZ": "Oslo"])
        XCTAssertEqual(system.status, 0, system.stderr)
        XCTAssertTrue(system.stdout.contains("did you mean Europe/Oslo"), system.stdout)
    }

    /// #14.5: the countdown is refused where its events leave 1000–3000, as `events` is.
    func testTheCountdownStaysWithinTheModelledYears() throws {
        let place = ["--lat", "59.91", "--lon", "10.75", "--tz", "UTC"]
        let late = try refusal(place + ["--now", "3000-12-31T23:59:59Z"])
        XCTAssertTrue(late.contains("the next equinox or solstice falls in 3001, outside 1000–3000"), late)
        let early = try refusal(["countdown"] + place + ["--now", "1000-01-01T00:00:00Z"])
        XCTAssertTrue(early.contains("falls in 999, outside 1000–3000"), early)
        let json = try refusal(["countdown", "--format", "json"] + place + ["--now", "3000-12-25T00:00:00Z"])
        XCTAssertTrue(json.contains("3001"), json)
        // Sunlight alone needs no season's event; the last event of 3000 is still counted down to.
        let sunlight = try SolvervBinary.run(["sunlight"] + place + ["--now", "3000-12-31T23:59:59Z"])
        XCTAssertEqual(sunlight.status, 0, sunlight.stderr)
        let last = try SolvervBinary.run(["countdown", "--size", "large"] + place + ["--now", "3000-12-01T00:00:00Z"])
        XCTAssertEqual(last.status, 0, last.stderr)
        XCTAssertTrue(last.stdout.contains("Winter solstice in 21 days"), last.stdout)
        XCTAssertFalse(last.stdout.contains("Then:"), "no event of 3001 is named: \(last.stdout)")
        let first = try SolvervBinary.run(["countdown"] + place + ["--now", "1000-03-21T00:00:00Z"])
        XCTAssertEqual(first.status, 0, first.stderr)
    }

    /// #14.15: input echoed in a message is cut at 200 characters, with `…`.
    func testLongEchoedInputIsCut() throws {
        let long = String(repeating: "x", count: 5_000)
        for arguments in [["events", "--now", long], ["events", "--tz", long], ["--lat", long, "--lon", "1"],
                          ["events", "--from", long], ["events", "--output", long], ["--" + long],
                          ["--format", long], [long], ["--size", long], ["--icons", long], ["--urgent", long],
                          ["table", long], ["table", "--days", long], ["--template", "{\(long)}"]] {
            let message = try refusal(arguments)
            XCTAssertTrue(message.contains(String(repeating: "x", count: 190)), "\(arguments.first ?? ""): \(message.prefix(80))")
            XCTAssertTrue(message.contains("x…"), "\(arguments.first ?? ""): \(message.prefix(80))")
            XCTAssertFalse(message.contains(String(repeating: "x", count: 201)), "\(arguments.first ?? "")")
            XCTAssertLessThan(message.count, 400)
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
