/// The help's text that needs no declaration of the command line: the
/// notes on the options that need more than a line, and how an option's
/// or a name's line is laid out (`Help` in SolvervCLI puts them together).
package enum HelpText {
    /// `a|b|c`, by hand: `joined(separator:)`'s generic code costs the
    /// overview 100 000 instructions of runtime metadata.
    package static func alternatives(_ words: [String]) -> String {
        var text = ""
        for word in words {
            if !text.isEmpty { text += "|" }
            text += word
        }
        return text
    }

    /// The options that need more than a line, in the order of their
    /// notes: each `note` is in the help of every command that accepts it.
    package static let notedOptions = ["location", "now", "watch", "notify", "plugin"]

    /// The note on `option`, one of `notedOptions`. A switch, not an array
    /// of pairs: an array of tuples costs the overview its metadata.
    package static func note(_ option: String) -> String {
        switch option {
        case "location":
            """
            Location: --lat/--lon, or --location NAME (a place of the config file, a city of
            15 000 people or more, e.g. Tromsø, tromso or 'Portland, Oregon', or a tz zone,
            e.g. Asia/Tokyo), else the config's default place, else SOLVERV_LAT/SOLVERV_LON
            (with SOLVERV_TZ), else the system time zone's city, else Greenwich. Times show
            in --tz, else the place's zone. The config file is $XDG_CONFIG_HOME/solverv/config.json
            (else ~/.config/solverv/), or --config PATH; the options win over it.
            """
        case "now": "--now pins the clock (RFC 3339, e.g. 2026-03-20T14:45:53Z)."
        case "watch":
            """
            --date shows the line for another date at the current time of day (marked ⟲ 12 Mar).
            --watch keeps printing, a new line exactly when the text changes (implied by
            --format i3bar; --once prints one line and exits); the clock runs on from --now.
            """
        case "notify":
            """
            --notify (watch mode) runs notify-send, or --notify-command CMD (a program and
            fixed arguments split at spaces, never a shell), with the notice as its last
            argument: at sunrise, at sunset and --urgent minutes before, once a day each, or
            at --notify-at EVENT alone (an event of solverv wait's, with --offset and --angle);
            one missed by more than 5 minutes (a suspend) is dropped, not sent late.
            """
        default:
            """
            --plugin loads a formatter plugin (a .so, see include/solverv/plugin.h); a
            --format that is no built-in's is also looked for as NAME.so in each directory
            of $SOLVERV_PLUGIN_PATH, then $XDG_DATA_HOME/solverv/plugins, then
            <prefix>/lib/solverv/plugins.
            """
        }
    }

    /// `  --NAME VALUE` padded to 18 columns, then its line. Written in
    /// pieces, as `item`.
    package static func option(_ name: String, _ doc: (value: String, summary: String), to text: inout String) {
        text += "  --"
        text += name
        var width = 2 + name.utf8.count
        if !doc.value.isEmpty {
            text += " "
            text += doc.value
            width += 1 + doc.value.utf8.count
        }
        text += String(repeating: " ", count: max(0, 18 - width) + 2)
        text += doc.summary
        text += "\n"
    }

    /// `  NAME` padded to `width` columns, then `summary`. Names are
    /// ASCII, so their width is their count of bytes: counting Characters
    /// (grapheme breaking) and building a padded copy cost the overview
    /// more than the rest of an item.
    package static func item(_ name: String, _ width: Int, _ summary: String, to text: inout String) {
        text += "  "
        text += name
        text += String(repeating: " ", count: max(0, width - name.utf8.count) + 2)
        text += summary
        text += "\n"
    }

    /// Usage lines without the `[--NAME …]` of each of `dropped`: a
    /// provider's help leaves out the options only another provider uses.
    package static func usage(_ lines: [String], without dropped: [String]) -> [String] {
        lines.map { line in
            var line = line
            for option in dropped {
                guard let start = line.firstRange(of: "[--" + option + " ")?.lowerBound ?? line.firstRange(of: "[--" + option + "]")?.lowerBound,
                      let end = line[start...].firstIndex(of: "]") else { continue }
                line.removeSubrange((start == line.startIndex ? start : line.index(before: start))...end)
            }
            return line
        }
    }
}
