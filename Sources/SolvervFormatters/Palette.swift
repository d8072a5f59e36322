import SolvervContracts

/// A colour for each season and state (SPEC §4), as `#rrggbb`: every bar
/// here takes hex colours in its own syntax.
package enum Palette {
    /// The colour of a class. A switch, not a `[String: String]`: a
    /// dictionary costs a one-shot line 130 000 instructions of runtime
    /// metadata and conformance lookups on first use.
    package static func colour(ofClass name: String) -> String? {
        switch name {
        case "spring": "#8fd18f"
        case "summer": "#ffcc4d"
        case "autumn": "#e8964a"
        case "winter": "#7fb8ff"
        case "day": "#ffd75f"
        case "night": "#8787d7"
        case "polar-day": "#ffaf00"
        case "polar-night": "#5f87d7"
        case "urgent", "error": "#ff5f5f"
        default: nil
        }
    }

    /// The colour of a report: its most specific class that has one.
    static func colour(_ report: ProviderReport) -> String? {
        for name in report.classes {
            if let colour = colour(ofClass: name) { return colour }
        }
        return nil
    }

    static var error: String { "#ff5f5f" }
}
