import SolvervContracts

/// A colour for each season and state (SPEC §4) and for the moon's phases
/// (issue 44), as `#rrggbb`: every bar
/// here takes hex colours in its own syntax. The config file's `colors`
/// replace any of them (`configure`).
public enum Palette {
    /// The classes that have a colour, in the order of `configured`.
    public static let classes = ["spring", "summer", "autumn", "winter", "day", "night", "polar-day", "polar-night", "urgent", "error",
                                  "new", "waxing", "full", "waning"]

    /// The config's colours, by the index of their class in `classes` ("" for
    /// the built-in one); empty without a config. An array of strings, not a
    /// dictionary: a line without a config pays one `isEmpty` for it.
    nonisolated(unsafe) static var configured: [String] = []

    /// Replaces the colours of the classes: `colours[i]` (`#rrggbb`, checked
    /// by the caller) for `classes[i]`, "" to keep the built-in one.
    public static func configure(_ colours: [String]) {
        configured = colours.count == classes.count ? colours : []
    }

    /// The colour of a class. A switch, not a `[String: String]`: a
    /// dictionary costs a one-shot line 130 000 instructions of runtime
    /// metadata and conformance lookups on first use.
    public static func colour(ofClass name: String) -> String? {
        if !configured.isEmpty, let i = classes.firstIndex(of: name), !configured[i].isEmpty { return configured[i] }
        switch name {
        case "spring": return "#8fd18f"
        case "summer": return "#ffcc4d"
        case "autumn": return "#e8964a"
        case "winter": return "#7fb8ff"
        case "day": return "#ffd75f"
        case "night": return "#8787d7"
        case "polar-day": return "#ffaf00"
        case "polar-night": return "#5f87d7"
        case "urgent", "error": return "#ff5f5f"
        // The moon's phases: dim at new moon, brightest at full.
        case "new": return "#8a8aa8"
        case "waxing": return "#d7d7ff"
        case "full": return "#ffffd7"
        case "waning": return "#afafd7"
        default: return nil
        }
    }

    /// The colour of a report: its most specific class that has one.
    static func colour(_ report: ProviderReport) -> String? {
        for name in report.classes {
            if let colour = colour(ofClass: name) { return colour }
        }
        return nil
    }

    /// The colour of a line that puts every report in one block (i3blocks):
    /// the urgent colour when any report is urgent, else the first report's.
    static func colour(_ snapshot: Snapshot) -> String? {
        for report in snapshot.reports where report.classes.contains("urgent") { return colour(ofClass: "urgent") }
        return snapshot.reports.first.flatMap(colour)
    }

    static var error: String { colour(ofClass: "error") ?? "#ff5f5f" }
}
