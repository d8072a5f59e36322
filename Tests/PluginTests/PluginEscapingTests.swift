import Foundation
import SolvervContracts
import SolvervFormatters
import SolvervPlugins
import TestSupport
import XCTest

/// Hostile place, zone and notice text through the real C plugins, loaded
/// in this process as the binary loads them: no tag of the bar's comes
/// alive from outside text, and the text itself is still drawn.
final class PluginEscapingTests: XCTestCase {
    static let hostile = [
        "%{A1:touch /tmp/pwned:}x%{A}",
        "%%{A:touch /tmp/pwned:}",
        "%",
        "<action=`touch /tmp/pwned`>y</action>",
        "<raw=3:abc/><fc=#f00>",
        "/><action=x>",
        "Zürich ❄ %{F#f00}\n%{A}",
    ]

    func testLemonbarKeepsOutsideTextInert() throws {
        let dir = try PluginBuild.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let lemonbar = try PluginLoader.load(try PluginBuild.lemonbar(in: dir))
        for text in Self.hostile {
            for size in [Size.small, .medium, .large] {
                let line = try lemonbar.render(FixedSnapshot.filled(with: text), size: size, template: nil)
                XCTAssertEqual(try LemonbarMarkup.liveTags(line), ["F#7fb8ff", "F-", "F#ffd75f", "F-"], "\(text): \(line)")
                XCTAssertEqual(line.filter { $0 == "\n" }.count, 1, "one line: \(line)")
            }
            let template = try Template("%{{F#abcdef}}{location} {icon} {zone_indicator} {notice}%{{F-}}",
                                        known: ["location", "icon", "zone_indicator", "notice"])
            let line = try lemonbar.render(FixedSnapshot.filled(with: text), size: .medium, template: template)
            XCTAssertEqual(try LemonbarMarkup.liveTags(line), ["F#abcdef", "F-"], "the template's own tags only: \(line)")
            XCTAssertTrue(lemonbar.error(text).hasPrefix("%{F#ff5f5f}"))
            XCTAssertEqual(try LemonbarMarkup.liveTags(lemonbar.error(text)), ["F#ff5f5f", "F-"])
        }
    }

    func testXmobarKeepsOutsideTextInert() throws {
        let dir = try PluginBuild.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let xmobar = try PluginLoader.load(try PluginBuild.xmobar(in: dir))
        for text in Self.hostile {
            let shown = text.replacingOccurrences(of: "\n", with: " ")  // names are one line
            for size in [Size.small, .medium] {
                let line = try xmobar.render(FixedSnapshot.filled(with: text), size: size, template: nil)
                XCTAssertEqual(try XmobarMarkup.liveTags(line), ["fc=#7fb8ff", "/fc", "fc=#ffd75f", "/fc"], "\(text): \(line)")
                XCTAssertTrue(try XmobarMarkup.drawn(line).contains(shown), "the text is still shown: \(line)")
            }
            let template = try Template("<action=`xdotool key super+1`>{location}</action> {days}", known: ["location", "days"])
            let line = try xmobar.render(FixedSnapshot.filled(with: text), size: .medium, template: template)
            XCTAssertEqual(try XmobarMarkup.liveTags(line), ["action=`xdotool key super+1`", "/action"], line)
            XCTAssertEqual(try XmobarMarkup.liveTags(xmobar.error(text)), ["fc=#ff5f5f", "/fc"])
        }
    }

    /// What a plugin reads: schema 1 plus the text at the size, the colour,
    /// the zone indicator and the providers in order (include/solverv/plugin.h).
    func testPluginSnapshotCarriesTheDrawnTexts() throws {
        let json = try XCTUnwrap(SnapshotJSON.pluginText(FixedSnapshot.filled(with: "Oslo"), size: .large))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(object["schema"] as? Int, 1)
        XCTAssertEqual(object["providers"] as? [String], ["countdown", "sunlight"])
        let countdown = try XCTUnwrap(object["countdown"] as? [String: Any])
        XCTAssertEqual(countdown["text"] as? String, "Oslo\nOslo")
        XCTAssertEqual(countdown["color"] as? String, "#7fb8ff")
        XCTAssertEqual(countdown["days"] as? Int, 29)
        let location = try XCTUnwrap(object["location"] as? [String: Any])
        XCTAssertEqual(location["zone_indicator"] as? String, "(Oslo time)")
    }
}
