import Foundation
import Glibc
import TestSupport
import XCTest

/// What `--location NAME` costs the line (issue 35, SPEC §9): at most 4
/// page faults over the same line given as `--lat/--lon/--tz`, in every
/// script. Counted, not timed (minor faults of a fresh copy of the release
/// binary, the median of several runs), so it holds on a busy machine.
/// `scripts/bench/place-faults` prints the figures; this test allows 2 more
/// for the kernel's fault-around, which maps a little more or less from
/// run to run. Before the paged index the line took 38 to 43 more.
final class PlaceFaultTests: XCTestCase {
    func testALocationByNameCostsAFewPageFaults() throws {
        // The debug build's layout is another binary's.
        guard SolvervBinary.path.contains("/release/") else { throw XCTSkip("needs SOLVERV_BINARY=.build/release/solverv") }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-faults-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // A fresh copy: a binary read for a while faults in other sizes (TOOLCHAIN.md).
        let copy = dir.appendingPathComponent("solverv").path
        try FileManager.default.copyItem(atPath: SolvervBinary.path, toPath: copy)
        let now = ["--now", "2026-11-22T12:00:00Z"]
        for (name, lat, lon, zone) in [("Oslo", "59.91273", "10.74609", "Europe/Oslo"), ("Москва", "55.75204", "37.61781", "Europe/Moscow"),
                                       ("東京", "35.6895", "139.69171", "Asia/Tokyo")] {
            // waybar too: its tooltip shows the place's label, which tmux's line does not.
            for format in ["tmux", "waybar"] {
                let (coordinates, named) = try faults(copy, ["--format", format, "--lat", lat, "--lon", lon, "--tz", zone] + now,
                                                      ["--format", format, "--location", name] + now)
                XCTAssertLessThanOrEqual(named - coordinates, 6, "\(name) \(format): \(named) page faults, \(coordinates) by coordinates")
            }
        }
    }

    /// `--location auto` (issue 41, SPEC §9): the place `solverv locate`
    /// saved, with its zone and nearest city, costs what `--location NAME`
    /// costs: a one-shot line looks neither up. Before they were saved with
    /// it, the line took 32 to 36 more faults than by coordinates.
    func testAutoCostsAFewPageFaults() throws {
        guard SolvervBinary.path.contains("/release/") else { throw XCTSkip("needs SOLVERV_BINARY=.build/release/solverv") }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-auto-faults-\(getpid())")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("solverv"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let copy = dir.appendingPathComponent("solverv-copy").path
        try FileManager.default.copyItem(atPath: SolvervBinary.path, toPath: copy)
        let environment = ["XDG_STATE_HOME": dir.path]
        let now = ["--now", "2026-11-22T12:00:00Z"]
        for (lat, lon, zone, city) in [("59.91", "10.75", "Europe/Oslo", "Oslo\nlabel Oslo, Oslo, NO\ncountry NO\nregion Oslo"),
                                       ("35.69", "139.69", "Asia/Tokyo", "Tokyo\nlabel Tokyo, Tokyo, JP\ncountry JP\nregion Tokyo")] {
            try "latitude \(lat)\nlongitude \(lon)\ntime 1795780800\nzone \(zone)\ncity \(city)\n"
                .write(toFile: dir.path + "/solverv/location", atomically: true, encoding: .utf8)
            for format in ["tmux", "waybar"] {
                let (coordinates, auto) = try faults(copy, ["--format", format, "--lat", lat, "--lon", lon, "--tz", zone] + now,
                                                     ["--format", format, "--location", "auto"] + now, environment)
                // SPEC §9 asks for 4 at most, and allowing 2 for fault-around, as above. (It was 7
                // to 9 from the moon's coming until `make layout` grouped the code by the lines
                // that run it and traced a place's label in waybar: 2 to 5, 2026-11-29.)
                XCTAssertLessThanOrEqual(auto - coordinates, 6, "\(zone) \(format): \(auto) page faults, \(coordinates) by coordinates")
            }
        }
    }

    /// The median page faults of two runs of `binary`, taken in turns, so
    /// that both see the same page cache (`make test` runs the packaging
    /// checks beside these, which move it).
    func faults(_ binary: String, _ first: [String], _ second: [String],
                _ environment: [String: String] = [:]) throws -> (Int, Int) {
        var counts: [[Int]] = [[], []]
        for _ in 0..<9 {
            for (i, arguments) in [first, second].enumerated() {
                var before = rusage(), after = rusage()
                getrusage(RUSAGE_CHILDREN.rawValue, &before)
                let r = try SolvervBinary.run(arguments, environment: environment, executable: binary)
                XCTAssertEqual(r.status, 0, r.stderr)
                getrusage(RUSAGE_CHILDREN.rawValue, &after)
                counts[i].append(after.ru_minflt - before.ru_minflt)
            }
        }
        return (counts[0].sorted()[4], counts[1].sorted()[4])
    }
}
