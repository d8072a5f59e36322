/// What each option says in the help, the man page and the completions.
extension Options {
    /// What an option's value is called, and one line of what it does: for
    /// `--help`, the man page and the completions (`formats --output json`).
    /// A switch, not an array beside `names`, so that a new option without
    /// its line is caught by a test, never by an index out of range; and
    /// off the one-shot path, which only `--help` and `formats` take.
    package static func doc(_ name: String) -> (value: String, summary: String) {
        switch name {
        case "lat": ("X", "latitude, north positive: 59.91, 59.91N, 59°54'36\"N")
        case "lon": ("Y", "longitude, east positive: 10.75, 0.12W")
        case "tz": ("ZONE", "the display zone, from the tz database: Europe/Oslo")
        case "location": ("NAME", "a place by name: of the config, a city (Tromsø), or a tz zone; auto: GeoClue's (solverv locate)")
        case "forget": ("", "locate: remove the saved place")
        case "moon": ("", "events: the Moon's principal phases too")
        case "config": ("PATH", "the config file (default $XDG_CONFIG_HOME/solverv/config.json)")
        case "from": ("YEAR|DATE", "events: the first year; table and chart: the first date")
        case "to": ("YEAR|DATE", "events: the last year; table and chart: the last date")
        case "days": ("N", "table: how many dates (default 7, at most 36600)")
        case "output": ("csv|json", "events, table and formats: CSV rows or JSON")
        case "now": ("INSTANT", "pin the clock (RFC 3339): 2026-03-20T14:45:53Z")
        case "format": ("F", "the bar's format (solverv formats lists them)")
        case "size": ("S", "small, medium or large (each format has a default)")
        case "template": ("T", "the line's text, with {placeholders} (solverv formats)")
        case "icons": ("emoji|nerd", "emoji, or Nerd Font glyphs")
        case "urgent": ("MIN", "urgent for the last MIN minutes before sunset")
        case "date": ("YYYY-MM-DD", "show another date at the current time of day")
        case "plugin": ("PATH", "load a formatter plugin (a .so; see include/solverv/plugin.h)")
        case "watch": ("", "keep running: a new line when the text changes")
        case "once": ("", "one line, then exit (i3bar watches by default)")
        case "help": ("", "print the usage and the options")
        case "version": ("", "print the version")
        case "color": ("auto|always|never", "report: colour on a terminal unless NO_COLOR is set (auto)")
        case "notify": ("", "watch mode: a desktop notice at sunrise, sunset and --urgent minutes before")
        case "notify-command": ("CMD", "the notifier, split at spaces, no shell; the notice is its last argument (notify-send)")
        case "notify-only-lengthening": ("", "notify only while the days get longer")
        case "months": ("3|6|12", "chart: how many months, from two weeks before today (default 12)")
        case "locale": ("NAME", "the language and calendar, in place of the environment's: de_DE.UTF-8")
        case "clock": ("12|24", "a 12- or 24-hour clock, in place of the locale's")
        case "offset": ("±DURATION", "after the event (+20m) or before it (-1h30m, -90s, 2d): wait's, --notify-at's, table's angle columns")
        case "angle": ("DEG", "a rise or set at this altitude of the Sun's centre (-4, -8.5, 6): wait's, --notify-at's, table's columns")
        case "notify-at": ("EVENT", "watch mode: notify at this event of solverv wait's (civil-dusk), in place of sunrise and sunset")
        case "print": ("", "wait: print the instant it would wait for, and exit at once")
        case "threshold": ("sunset|civil|nautical|astronomical|DEG", "poll: day is the Sun above this (default sunset: -0.8333°)")
        case "elevation": ("METRES", "the observer's height above sea level: rise, set and twilights by the horizon's dip, 1.76′·√h")
        case "seasons": ("astronomical|meteorological|cross-quarter",
                         "the countdown's events: equinoxes and solstices, 1 Mar/Jun/Sep/Dec, or with the cross-quarter days")
        default: ("", "")
        }
    }

    /// An option's value and line in the help of `command` (a subcommand
    /// or a provider), where it says more than the line for every command:
    /// `events --from` takes a year, `table --from` a date.
    package static func doc(_ name: String, in command: String) -> (value: String, summary: String) {
        switch (command, name) {
        case ("events", "from"): return ("YEAR", "the first year (default: --to, else this year)")
        case ("events", "to"): return ("YEAR", "the last year (default: --from)")
        case ("events", "seasons"): return ("astronomical|cross-quarter", "cross-quarter: the cross-quarter days too, between the equinoxes and solstices")
        case ("events", "output"), ("table", "output"): return ("csv|json", "CSV rows (the default) or JSON")
        case ("table", "from"): return ("YYYY-MM-DD", "the first date (default: today)")
        case ("table", "to"): return ("YYYY-MM-DD", "the last date, in place of --days")
        case ("chart", "from"): return ("YYYY-MM-DD", "the first date, with --to, in place of --months")
        case ("chart", "to"): return ("YYYY-MM-DD", "the last date, at most three years after --from")
        case ("report", "location"), ("chart", "location"):
            return ("NAME", "a place by name: of the config, a city (Tromsø), or a tz zone; twice for two places")
        case ("wait", "offset"): return ("±DURATION", "that long after the event (+20m), or before it (-1h30m, -90s, 2d)")
        case ("wait", "angle"): return ("DEG", "the Sun's altitude for a rise or set, in place of the event's: -4, -8.5, 6")
        case ("table", "angle"): return ("DEG", "add angle_rise and angle_set: the Sun's centre rising and setting through DEG")
        case ("table", "offset"): return ("±DURATION", "shift angle_rise and angle_set: +20m, -1h30m, -90s")
        case ("formats", "output"): return ("csv|json", "the formats as CSV rows, or every declaration as JSON (for the docs)")
        case (_, "help"): return ("", "print this help (solverv --help: the overview)")
        default:
            let doc = doc(name)
            // "table: how many dates" is, in table's help, "how many dates".
            let prefix = command + ": "
            return doc.summary.hasPrefix(prefix) ? (doc.value, String(doc.summary.dropFirst(prefix.count))) : doc
        }
    }
}
