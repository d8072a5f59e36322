import CivilTime
import SolarAstronomy
import SolvervContracts
import SolvervEngine
import SolvervFormatters
import XCTest

/// `--urgent N` as a scheduled change of watch mode, and `{remaining_hms}`
/// waking once a second only while shown (issue 18). Oslo, 2026-11-22:
/// sunset at 15:34:21 +01:00 (14:34:21Z, `table`).
final class UrgentAndSecondsTests: XCTestCase {
    func spec(format: String, size: Size = .medium, urgent: Int? = nil, template: String? = nil) throws -> LineSpec {
        let zone = try Zone(named: "Europe/Oslo")
        // The watch loop's form of the format (i3blocks: its JSON lines).
        let formatter = try XCTUnwrap(Formatters.named(format)).streaming
        let known = SunlightPlaceholders.names
        return LineSpec(providers: ["sunlight"], formatter: formatter, size: size,
                        template: try template.map { try Template($0, known: known) }, icons: .emoji, urgentMinutes: urgent,
                        place: LineSpec.Place(coordinates: try XCTUnwrap(Coordinates(latitude: 59.91, longitude: 10.75)),
                                              zone: zone, name: "Oslo", source: "explicit", notice: nil),
                        systemZoneName: "Europe/Oslo")
    }

    /// The wakes of a watch loop on a manual clock from `start` to `end`.
    func wakes(_ spec: LineSpec, from start: Double, to end: Double) -> [(at: Double, text: String)] {
        var t = start, text = Engine.render(spec, at: t).text
        var out: [(Double, String)] = []
        while true {
            let (at, rendered) = Engine.nextChange(spec, after: t, text: text)
            if at > end || at <= t { break }
            out.append((at, rendered.text))
            t = at
            text = rendered.text
        }
        return out
    }

    /// In each bar the urgent cue comes at sunset − 30 minutes, at a wake
    /// of its own, and goes at sunset: i3bar's `urgent`, waybar's class,
    /// the urgent colour in polybar, tmux and conky.
    func testUrgentStartsAndEndsAtItsInstants() throws {
        let cues: [(String, String)] = [
            ("i3bar", #""urgent":true"#), ("waybar", #""urgent""#), ("polybar", "#ff5f5f"), ("tmux", "#ff5f5f"),
            ("conky", "ff5f5f"), ("i3blocks", #""urgent":true"#), ("i3status-rs", "Warning"),
        ]
        let sunset = try instant("2026-11-22T14:34:21Z")
        let start = try instant("2026-11-22T13:30:00Z"), end = try instant("2026-11-22T15:00:00Z")
        for (format, cue) in cues {
            let spec = try spec(format: format, urgent: 30)
            XCTAssertFalse(Engine.render(spec, at: start).text.contains(cue), "\(format): not urgent an hour before")
            var shown = false
            var changes: [Double] = []
            for (at, text) in wakes(spec, from: start, to: end) where text.contains(cue) != shown {
                shown.toggle()
                changes.append(at)
            }
            XCTAssertEqual(changes.count, 2, "\(format): urgent on once, off once: \(changes)")
            guard changes.count == 2 else { continue }
            XCTAssertEqual(changes[0], sunset - 1800, accuracy: 1, "\(format): urgent from sunset − 30 min")
            XCTAssertEqual(changes[1], sunset, accuracy: 1, "\(format): not urgent after sunset")
            // The wake is the instant itself: a moment before it, not yet.
            XCTAssertFalse(Engine.render(spec, at: changes[0] - 0.01).text.contains(cue), format)
            XCTAssertTrue(Engine.render(spec, at: changes[0] + 0.01).text.contains(cue), format)
            // Off by default.
            let plain = try self.spec(format: format)
            XCTAssertFalse(wakes(plain, from: start, to: end).contains { $0.text.contains(cue) }, "\(format): off by default")
        }
    }

    /// `{remaining_hms}` ticks each second, and watch mode wakes once a
    /// second for it; `{remaining}` once a minute; at night, when it stands
    /// at 0:00:00, no second wakes.
    func testRemainingHmsWakesEachSecondOnlyWhenShown() throws {
        let noon = try instant("2026-11-22T12:00:00Z")
        let hms = try spec(format: "plain", template: "{remaining_hms}")
        XCTAssertEqual(Engine.render(hms, at: noon).text, "2:34:21\n")
        let seconds = wakes(hms, from: noon, to: noon + 60)
        XCTAssertEqual(seconds.count, 60, "one wake a second")
        XCTAssertEqual(seconds.first?.text, "2:34:20\n")
        for (i, w) in seconds.enumerated() { XCTAssertEqual(w.at, noon + Double(i + 1) - 0.4, accuracy: 0.6) }

        let minutes = wakes(try spec(format: "plain", template: "{remaining}"), from: noon, to: noon + 600)
        XCTAssertLessThanOrEqual(minutes.count, 11, "{remaining}: a wake a minute")
        let defaultText = wakes(try spec(format: "tmux", size: .small), from: noon, to: noon + 600)
        XCTAssertLessThanOrEqual(defaultText.count, 11, "the default text: a wake a minute")

        let night = try instant("2026-11-22T18:00:00Z")
        XCTAssertEqual(Engine.render(hms, at: night).text, "0:00:00\n")
        XCTAssertLessThanOrEqual(wakes(hms, from: night, to: night + 3600).count, 1, "no second wakes at night")
    }
}

/// The sunlight placeholders a template may use (bare names).
enum SunlightPlaceholders {
    static let names = ["icon", "state", "status", "remaining", "remaining_s", "remaining_hms", "until_sunrise", "sunset_time"]
}
