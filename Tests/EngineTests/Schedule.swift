import CivilTime
import SolarAstronomy
import SolvervContracts
import SolvervEngine
import SolvervFormatters
import TestSupport
import XCTest

/// A line for the scheduler tests: a place, a format, a size and providers.
struct Line {
    let name: String
    let spec: LineSpec
    let zone: Zone

    init(_ name: String, lat: Double, lon: Double, zone zoneName: String, providers: [String], format: String,
         size: Size, template: Template? = nil, dayShift: Int = 0) throws {
        let zone = try Zone(named: zoneName)
        let coordinates = try XCTUnwrap(Coordinates(latitude: lat, longitude: lon))
        let formatter = try XCTUnwrap(Formatters.named(format))
        self.name = name
        self.zone = zone
        spec = LineSpec(providers: providers, formatter: formatter, size: size, template: template, icons: .emoji,
                        urgentMinutes: nil,
                        place: LineSpec.Place(coordinates: coordinates, zone: zone, name: name, source: "explicit", notice: nil),
                        systemZoneName: zoneName, dayShift: dayShift)
    }

    static func minutes(_ name: String, _ lat: Double, _ lon: Double, _ zone: String) throws -> Line {
        try Line(name, lat: lat, lon: lon, zone: zone, providers: ["sunlight"], format: "tmux", size: .small)
    }

    static func days(_ name: String, _ lat: Double, _ lon: Double, _ zone: String) throws -> Line {
        try Line(name, lat: lat, lon: lon, zone: zone, providers: ["countdown"], format: "plain", size: .small)
    }

    func text(_ t: Double) -> String { Engine.render(spec, at: t).text }
}

/// What a watch loop on a manual clock saw between two instants.
struct Walk {
    /// Each wake: its instant, the text then, and whether the text was new.
    var wakes: [(at: Double, text: String, changed: Bool)] = []
    let start: Double
    let startText: String

    /// The text the loop shows at `t` (the last wake at or before it).
    func shown(at t: Double) -> String {
        var lo = 0, hi = wakes.count  // first wake after t
        while lo < hi {
            let m = (lo + hi) / 2
            if wakes[m].at <= t { lo = m + 1 } else { hi = m }
        }
        return lo == 0 ? startText : wakes[lo - 1].text
    }
}

/// Wakes as a watch loop would, from `start` to `end`, checking each wake:
/// the text is new (unless the look-ahead cap was reached), the old text
/// held half a second before, and at a random instant between wakes.
func walk(_ line: Line, from start: Double, to end: Double, random: inout SplitMix,
          file: StaticString = #filePath, lineNumber: UInt = #line) -> Walk {
    var t = start
    var text = line.text(t)
    var walk = Walk(start: start, startText: text)
    while true {
        let (at, rendered) = Engine.nextChange(line.spec, after: t, text: text)
        if at > end { break }
        XCTAssertGreaterThan(at, t, "\(line.name): no progress at \(t)", file: file, line: lineNumber)
        if at <= t { break }
        let changed = rendered.text != text
        if changed {
            XCTAssertEqual(line.text(at), rendered.text, "\(line.name) at \(at)", file: file, line: lineNumber)
            if at - 0.5 > t {
                XCTAssertEqual(line.text(at - 0.5), text, "\(line.name): changed before its wake at \(at)", file: file, line: lineNumber)
            }
        }
        // Sunrise and sunset are found to 1e-8 day (0.9 ms), and each render
        // finds them anew: a change may come up to that much before its wake.
        let between = t + (at - t - 0.002) * random.unit()
        XCTAssertEqual(line.text(between), text, "\(line.name): changed at \(between), between wakes \(t) and \(at)",
                       file: file, line: lineNumber)
        walk.wakes.append((at, rendered.text, changed))
        t = at
        text = rendered.text
    }
    return walk
}

/// Unix seconds of an RFC 3339 instant.
func instant(_ text: String) throws -> Double {
    try XCTUnwrap(Timestamp.parse(text))
}
