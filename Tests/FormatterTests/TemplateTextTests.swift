import Foundation
import SolvervContracts
import SolvervFormatters
import Testing

/// A snapshot of two reports in Tokyo time, optionally on the Greenwich fallback.
private func snapshot(zoneIndicator: String? = "Tokyo", fallback: Bool = false) -> Snapshot {
    func report(_ provider: String, _ classes: [String], _ medium: String) -> ProviderReport {
        ProviderReport(provider: provider, facts: [Fact("days", .integer(28))], small: "s-" + provider, medium: medium,
                       large: medium + "\nmore", classes: classes, percentage: 42, alt: provider)
    }
    return Snapshot(
        location: Snapshot.Location(name: fallback ? "Greenwich" : "Oslo", latitude: 59.91, longitude: 10.75,
                                    zone: "Asia/Tokyo", source: fallback ? "fallback" : "explicit", zoneIndicator: zoneIndicator),
        instant: "2026-11-22T21:00:00+09:00",
        reports: [report("countdown", ["winter"], "Winter solstice in 29 days"), report("sunlight", ["night"], "sunrise 08:35")],
        notice: fallback ? "no location set; using Greenwich" : nil
    )
}

/// What a bar draws of `out`: the JSON bars' text fields, else the line itself.
private func drawn(_ format: String, _ out: String) throws -> [String] {
    switch format {
    case "i3blocks":
        // full_text and short_text; the colour line is no text.
        return Array(out.split(separator: "\n", omittingEmptySubsequences: false).prefix(2).map(String.init))
    case "waybar", "i3status-rs":
        let object = try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any]
        return [object?["text"] as? String ?? "?"]
    case "i3bar":
        let line = out.split(separator: "\n").last ?? ""
        let blocks = try JSONSerialization.jsonObject(with: Data(line.dropLast().utf8)) as? [[String: Any]] ?? []
        return blocks.flatMap { [$0["full_text"] as? String ?? "?", $0["short_text"] as? String ?? "?"] }
    default:
        return [out]
    }
}

/// Issue 14, items 9 and 10.
@Suite struct TemplateTextTests {
    static let bars = ["plain", "i3bar", "waybar", "polybar", "tmux", "conky", "i3blocks", "i3status-rs"]

    /// Item 9: `--template '{days}d'` is `28d` in every format and size:
    /// no zone indicator and no Greenwich mark added to it.
    @Test(arguments: bars)
    func aTemplateIsTheWholeText(format: String) throws {
        let formatter = try #require(Formatters.named(format))
        let template = try Template("{days}d", known: ["days", "zone_indicator", "notice"])
        for fallback in [false, true] {
            for size in Size.allCases {
                let out = try formatter.render(snapshot(fallback: fallback), size: size, template: template)
                let expected = switch format {
                case "plain": "28d\n"
                case "polybar": "%{F#7fb8ff}28d%{F-}\n"
                case "tmux": "#[fg=#7fb8ff]28d#[default]\n"
                case "conky": "${color #7fb8ff}28d${color}\n"
                default: "28d"
                }
                for text in try drawn(format, out) {
                    #expect(text == expected, "\(format) \(size) fallback \(fallback)")
                }
            }
        }
    }

    /// Item 9: the indicator and the notice are placeholders, shown where the template puts them.
    @Test(arguments: bars)
    func zoneIndicatorAndNoticeArePlaceholders(format: String) throws {
        let formatter = try #require(Formatters.named(format))
        let template = try Template("{zone_indicator} {days}d {location} {zone} [{notice}]",
                                    known: ["days", "zone_indicator", "notice", "location", "zone"])
        let tokyo = try formatter.render(snapshot(), size: .small, template: template)
        #expect(try drawn(format, tokyo).allSatisfy { $0.contains("(Tokyo time) 28d Oslo Asia/Tokyo []") }, "\(tokyo)")
        let home = try formatter.render(snapshot(zoneIndicator: nil, fallback: true), size: .medium, template: template)
        #expect(try drawn(format, home).allSatisfy { $0.contains(" 28d Greenwich Asia/Tokyo [no location set; using Greenwich]") },
                "\(home)")
    }

    /// The default text names whose clock it is: "(Tokyo time)", not "(Tokyo)".
    @Test func defaultTextSaysTokyoTime() throws {
        let plain = try #require(Formatters.named("plain"))
        #expect(try plain.render(snapshot(), size: .medium, template: nil)
            == "Winter solstice in 29 days · sunrise 08:35 (Tokyo time)\n")
        #expect(try plain.render(snapshot(), size: .large, template: nil).hasSuffix("\nmore\n(Tokyo time)\n"))
    }

    /// Issue 44: the moon's medium text shows no clock, so a line of it alone
    /// has no "(Tokyo time)"; beside a text that can show one, and in large
    /// (moonrise, moonset), the mark stays.
    @Test func clocklessMediumGoesWithoutZoneIndicator() throws {
        let plain = try #require(Formatters.named("plain"))
        let moon = ProviderReport(provider: "moon", facts: [], small: "🌖 10d", medium: "Waning gibbous, 71% lit",
                                  large: "🌖 Waning gibbous, 71% lit\nMoonset 13:00", classes: ["waning"], percentage: 71,
                                  alt: "waning_gibbous", mediumHasNoClock: true)
        let base = snapshot()
        func line(_ reports: [ProviderReport], _ size: Size) throws -> String {
            try plain.render(Snapshot(location: base.location, instant: base.instant, reports: reports, notice: nil), size: size, template: nil)
        }
        #expect(try line([moon], .medium) == "Waning gibbous, 71% lit\n")
        #expect(try line([moon], .large).hasSuffix("Moonset 13:00\n(Tokyo time)\n"))
        #expect(try line(base.reports + [moon], .medium).hasSuffix("71% lit (Tokyo time)\n"))
    }

    /// Item 10: two providers on one line are parted by " · " in every format.
    @Test func partsAreSeparatedAlikeInEveryFormat() throws {
        for format in ["plain", "waybar", "polybar", "tmux", "conky", "i3blocks", "i3status-rs"] {
            let formatter = try #require(Formatters.named(format))
            for size in [Size.small, .medium] {
                let text = try drawn(format, try formatter.render(snapshot(zoneIndicator: nil), size: size, template: nil))[0]
                let first = size == .small ? "s-countdown" : "Winter solstice in 29 days"
                let second = size == .small ? "s-sunlight" : "sunrise 08:35"
                // Between the first part (and its closing colour) and the second (and its opening one).
                let pattern = "\(first)(%\\{F-\\}|#\\[default\\]|\\$\\{color\\})? · (%\\{F#[0-9a-f]+\\}|#\\[fg=#[0-9a-f]+\\]|\\$\\{color #[0-9a-f]+\\})?\(second)"
                #expect(text.range(of: pattern, options: .regularExpression) != nil, "\(format) \(size): \(text)")
            }
        }
    }

    /// Item 15: JSON's error and notice, and the location's strings, are
    /// cleaned as stderr is: no ESC, DEL, NEL, bidi controls or marks.
    @Test func jsonStringsAreCleaned() throws {
        let json = try #require(Formatters.named("json"))
        let hostile = "a\u{1B}[31m\u{7F}\u{85}\u{9B}b\u{202E}c\u{2066}d\u{200E}\u{200F}\u{061C}e"
        func strings(_ out: String) throws -> [String] {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
            let location = object["location"] as? [String: Any] ?? [:]
            return [object["error"], object["notice"], location["name"], location["zone"]].compactMap { $0 as? String }
        }
        let error = try strings(json.error(hostile))
        #expect(error == ["a[31m bcde"])
        let base = snapshot(fallback: true)
        let hostileSnapshot = Snapshot(
            location: Snapshot.Location(name: hostile, latitude: 0, longitude: 0, zone: hostile, source: "fallback", zoneIndicator: nil),
            instant: base.instant, reports: base.reports, notice: hostile)
        let facts = try strings(try json.render(hostileSnapshot, size: .medium, template: nil))
        #expect(facts == Array(repeating: "a[31m bcde", count: 3))
    }
}
