import CivilTime
import SolvervContracts
import SolvervEngine
import SolvervProviders
import TestSupport
import XCTest

/// waybar's tooltip is the large default text whatever the template: a
/// line whose template places none of the texts' counts still wakes when
/// the tooltip's change.
final class TooltipScheduleTests: XCTestCase {
    func testWaybarTooltipUnderATemplateWakesWhenItChanges() throws {
        var random = SplitMix(state: 47)
        let known = SunlightProvider().placeholders.map(\.0) + CountdownProvider().placeholders.map(\.0)
            + MoonProvider().placeholders.map(\.0)
        let cases: [([String], Size, String)] = [
            (["sunlight"], .small, "{icon}"), (["countdown", "sunlight"], .medium, "{icon}"), (["sunlight"], .large, "{icon}"),
            (["moon"], .small, "{moon_icon}"),
        ]
        for (providers, size, template) in cases {
            let line = try Line("tooltip \(providers) \(size)", lat: 59.91, lon: 10.75, zone: "Europe/Oslo", providers: providers,
                                format: "waybar", size: size, template: try Template(template, known: known))
            let start = try instant("2026-11-29T09:00:00Z")
            let w = walk(line, from: start, to: start + 3 * 3600, random: &random)
            XCTAssertFalse(w.wakes.contains { !$0.changed }, "\(line.name): a wake without a change")
        }
    }
}
