import SolvervContracts

/// A snapshot made by hand, standing in for the providers: formatter tests
/// need no clock, no place and no ephemeris, only text to draw.
public enum FixedSnapshot {
    /// Two reports whose every text is `text`, at a place named `text`,
    /// with `text` as the notice and the zone mark.
    public static func filled(with text: String) -> Snapshot {
        func report(_ provider: String, _ classes: [String]) -> ProviderReport {
            ProviderReport(
                provider: provider,
                facts: [Fact("icon", .text(text)), Fact("days", .integer(29)), Fact("state", .missing)],
                small: text, medium: text, large: text + "\n" + text,
                classes: classes,
                percentage: 42,
                alt: text
            )
        }
        return Snapshot(
            location: Snapshot.Location(name: text, latitude: 59.91, longitude: 10.75, zone: "Europe/Oslo",
                                        source: "explicit", zoneIndicator: text),
            instant: "2026-11-22T13:00:00+01:00",
            reports: [report("countdown", ["winter"]), report("sunlight", ["day"])],
            notice: text
        )
    }
}
