import CivilTime
import LunarAstronomy
import SolarAstronomy
import SolvervContracts
import SolvervEngine
import SolvervProviders
import TestSupport
import XCTest

/// The moon in watch mode (issue 44), on a manual clock: a line wakes
/// exactly when the text it draws changes (the icon and counts at local
/// midnight, a whole percent of illumination, the next principal phase,
/// moonrise and moonset), at no other instant, and looks ahead only at the
/// instants where what it draws can change.
final class MoonScheduleTests: XCTestCase {
    static let known = MoonProvider().placeholders.map(\.0)

    func line(_ format: String, _ size: Size, template: String? = nil, lat: Double = 59.91, lon: Double = 10.75,
              zone: String = "Europe/Oslo") throws -> Line {
        try Line("moon \(format) \(size) \(template ?? "")", lat: lat, lon: lon, zone: zone, providers: ["moon"],
                 format: format, size: size, template: try template.map { try Template($0, known: Self.known) })
    }

    /// The instants in (start, end] at which the line's text changes, found
    /// without the scheduler: the text every five minutes, and each change
    /// within a step bisected to a millisecond, again from it while the
    /// step's end differs (a step holding two). A text that changed and
    /// changed back within a step would be missed, and the counts then
    /// differ: a failure, never a false pass. (Minute by minute took 80 s.)
    func changes(_ line: Line, from start: Double, to end: Double) -> [Double] {
        var found: [Double] = []
        var a = start, textA = line.text(a)
        while a < end {
            let b = min(end, (a / 300).rounded(.down) * 300 + 300)
            let textB = line.text(b)
            var from = a, fromText = textA
            while fromText != textB {
                var lo = from, hi = b  // text(lo) == fromText, text(hi) differs
                while hi - lo > 0.001 {
                    let mid = (lo + hi) / 2
                    if line.text(mid) == fromText { lo = mid } else { hi = mid }
                }
                found.append(hi)
                from = hi
                fromText = line.text(hi)
            }
            a = b
            textA = textB
        }
        return found
    }

    /// For each size, a template of the icon alone, and the bars that draw
    /// more than one size (waybar's tooltip, i3bar's short text): over 30
    /// days the wakes are the text's changes, each to within the half
    /// second the walk allows (the percent's crossing is refined to 0.09 s).
    func testWakesAreExactlyTheTextChanges() throws {
        var random = SplitMix(state: 44)
        let start = try instant("2026-11-29T06:00:00Z"), end = start + 30 * 86_400
        let lines = [
            try line("plain", .small), try line("tmux", .small), try line("plain", .medium), try line("plain", .large),
            try line("waybar", .small), try line("i3bar", .medium), try line("plain", .small, template: "{moon_icon}"),
            try line("tmux", .small, template: "{illumination}% {moon_age} {next_phase} {up}"),
        ]
        for line in lines {
            let w = walk(line, from: start, to: end, random: &random)
            XCTAssertFalse(w.wakes.contains { !$0.changed }, "\(line.name): a wake without a change")
            let expected = changes(line, from: start, to: end)
            XCTAssertEqual(w.wakes.count, expected.count, line.name)
            for (wake, change) in zip(w.wakes.map(\.at), expected) {
                XCTAssertEqual(wake, change, accuracy: 0.5, line.name)
            }
        }
    }

    /// A small line (and a template of the icon) changes only at local
    /// midnight: its look-ahead goes there at once, not through each
    /// percent, moonrise and moonset of the medium and large texts.
    func testSmallLineLooksAheadToMidnightOnly() throws {
        let t = try instant("2026-12-03T09:00:00Z"), midnight = try instant("2026-12-03T23:00:00Z")
        for line in [try line("plain", .small), try line("tmux", .small), try line("plain", .medium, template: "{moon_icon}")] {
            XCTAssertEqual(Engine.render(line.spec, at: t).validUntil, midnight, line.name)
        }
        // The medium text's percent changes within hours.
        XCTAssertLessThan(Engine.render(try line("plain", .medium).spec, at: t).validUntil, midnight - 3600)
        // waybar draws large in the tooltip, and the percent.
        XCTAssertLessThan(Engine.render(try line("waybar", .small).spec, at: t).validUntil, midnight - 3600)
    }

    /// The instants a moon report offers, by what the line draws.
    func testChangesFollowWhatIsDrawn() throws {
        let oslo = try XCTUnwrap(Coordinates(latitude: 59.91, longitude: 10.75))
        let zone = try Zone(named: "Europe/Oslo")
        let now = try instant("2026-12-03T09:00:00Z"), midnight = try instant("2026-12-03T23:00:00Z")
        func changes(_ sizes: [Size], _ shown: [String]? = nil) -> [Double] {
            var context = ProviderContext(coordinates: oslo, zone: zone, now: now, wantsLarge: sizes.contains(.large),
                                          wantsChanges: true, shownFacts: shown, readFacts: shown ?? [])
            context.drawnSizes = sizes
            return MoonProvider().report(context).changes.sorted()
        }
        XCTAssertEqual(changes([.small]), [midnight])
        XCTAssertEqual(changes([], ["moon_icon", "full_days", "moon_phase", "moonrise"]), [midnight])
        let percent = try XCTUnwrap(IlluminationChange.next(after: Instant(unixSeconds: now))).unixSeconds
        XCTAssertEqual(changes([.small, .medium]), [percent, midnight])
        XCTAssertEqual(changes([], ["illumination"]), [percent, midnight])
        // Large lists the next phases: the last quarter, 2026-12-01, is past; the new moon on the 9th is next.
        let nextPhase = try XCTUnwrap(MoonPhases.sequence(from: Instant(unixSeconds: now)).first { _ in true }).instant.unixSeconds
        XCTAssertEqual(changes([.large]), [percent, midnight, nextPhase])
        XCTAssertEqual(changes([], ["next_phase"]), [midnight, nextPhase])
        // Every size (anything but a line) offers all of them.
        XCTAssertEqual(changes(Size.allCases), [percent, midnight, nextPhase])
    }
}
