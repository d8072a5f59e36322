import Glibc
import SolvervContracts
import SolvervFormatters
import SolvervPlugins
import SolvervProviders

/// The `solverv` command: parse, pick the subcommand, run it, print.
/// Exit status 0 on success, 2 on bad usage or input, 1 on an internal
/// failure or a failed write (SPEC §7). In a bar's format an error is an
/// error block, and status 0: waybar hides a module that exits non-zero,
/// and the block would never be seen (SPEC §5).
public enum Solverv {
    /// A subcommand: its name, what it does, the options it accepts, and how it runs.
    struct Command: Sendable {
        let name: String
        let summary: String
        /// An array, not a Set: a `Set<String>` costs 100 000 instructions
        /// of runtime metadata and conformance lookups on first use.
        let options: [String]
        /// The words that may follow the name, one of which must (`ctl
        /// next-day`); empty for a command that takes none.
        var actions: [String] = []
        /// The options that may be given more than once (`Options.repeatable`).
        var repeatable: [String] = []
        /// Runs and writes to the output, streaming where it is long. It
        /// gets the options as parsed, and the action if it takes one: a
        /// command that needs the place and the instant makes its `Invocation`.
        let run: @Sendable (Options, String, inout Output) throws(Failure) -> Void
    }

    /// The options every command and the line accept.
    static let common = ["lat", "lon", "tz", "location", "config", "now", "help", "version"]
    /// The options of the line, besides `common`.
    static let lineOptions = ["format", "size", "template", "icons", "urgent", "date", "watch", "once", "plugin",
                              "notify", "notify-command", "notify-only-lengthening"]

    /// Every subcommand's name, in the order of the help. Names and a
    /// switch, not a `[Command]`: an array of our own struct makes the
    /// runtime build its storage's metadata on every run.
    static let commandNames = ["events", "table", "report", "chart", "formats", "ctl"]

    /// The subcommand called `name`, one of `commandNames`. Not optional:
    /// even an optional `Command` makes the runtime build metadata.
    static func command(_ name: String) -> Command {
        switch name {
        case "events":
            Command(name: "events", summary: "equinoxes and solstices of a range of years (--from YEAR --to YEAR)",
                    options: common + ["from", "to", "output"],
                    run: { options, _, out throws(Failure) in try EventsCommand.run(Invocation(options), &out) })
        case "table":
            Command(name: "table", summary: "sunrise, sunset, noon and twilights by date (--from DATE --days N | --to DATE)",
                    options: common + ["from", "to", "days", "output"],
                    run: { options, _, out throws(Failure) in try TableCommand.run(Invocation(options), &out) })
        case "report":
            Command(name: "report", summary: "the info screen: the sun today, the next events, the year; two places side by side",
                    options: common + ["date", "color"], repeatable: ["location"],
                    run: { options, _, out throws(Failure) in try ReportCommand.run(options, &out) })
        case "chart":
            Command(name: "chart", summary: "an SVG of daylight and twilight over 3, 6 or 12 months (--months N | --from DATE --to DATE)",
                    options: common + ["months", "from", "to"], repeatable: ["location"],
                    run: { options, _, out throws(Failure) in try ChartCommand.run(options, &out) })
        case "ctl":
            Command(name: "ctl", summary: "steer the running watch-mode lines: a day on or back, today, large or not",
                    options: ["help", "version"], actions: CtlCommand.actions,
                    run: { _, action, _ throws(Failure) in try CtlCommand.run(action) })
        default:
            Command(name: "formats", summary: "the formatters, and every provider's placeholders",
                    options: common + ["output", "plugin"],
                    run: { options, _, out throws(Failure) in try out.write(FormatsCommand.run(Invocation(options))) })
        }
    }

    /// The refusal of a word that is neither a subcommand nor a provider,
    /// with the one it most likely meant (`countdwn`), else the lists.
    static func unknownWord(_ word: String) -> Failure {
        if let meant = Suggestion.nearest(word, commandNames + Providers.names) {
            return Failure("unknown subcommand or provider '\(Echo.cut(word))' (did you mean '\(meant)'?)")
        }
        return Failure("unknown subcommand or provider '\(Echo.cut(word))' (subcommands: \(commandNames.joined(separator: ", ")); "
            + "providers: \(Providers.names.joined(separator: ", ")))")
    }

    /// The formats of status bars: an error there is a block and status 0.
    /// `plain` and `json` are read by people and scripts, which want status 2.
    static let barFormats = ["i3bar", "waybar", "polybar", "tmux", "conky", "i3blocks", "i3status-rs"]

    /// Whether `formatter` feeds a bar: a built-in bar format, or any
    /// plugin's (SPEC §5: a plugin's error is its error block, status 0).
    static func isBar(_ formatter: any Formatter) -> Bool {
        barFormats.contains(formatter.name) || formatter is LoadedFormatter
    }

    public static func main(_ arguments: [String]) -> Int32 {
        // A closed pipe (the bar went away) must end us quietly, not by signal.
        signal(SIGPIPE, SIG_IGN)
        var out = Output(closedAtStart: StandardStreams.ensureOpen())
        do {
            try run(arguments, &out)
            try out.flush()
            return 0
        } catch {
            return fail(error, arguments, &out)
        }
    }

    /// Reports `error`: the error block on stdout where the format has one,
    /// the message on stderr, and the exit status.
    static func fail(_ error: Failure, _ arguments: [String], _ out: inout Output) -> Int32 {
        if let code = error.writeError {
            // The reader went away: nobody is left to tell.
            if code == EPIPE { return 0 }
            Output.message("solverv: \(error.message)\n")
            return error.exitStatus
        }
        var status = error.exitStatus
        // Rows of a table cut short are not flushed: what was written is all.
        out.buffer.removeAll()
        if let (block, inBar) = error.block.map({ ($0, error.blockInBar) }) ?? earlyErrorBlock(error.message, arguments) {
            if inBar { status = 0 }
            do throws(Failure) {
                try out.write(block)
            } catch let failed {
                if failed.writeError != EPIPE {
                    // The block was the answer, and it was lost: a failure.
                    Output.message("solverv: \(failed.message)\n")
                    if status == 0 { status = 1 }
                }
            }
        }
        // The message may echo input: no control character reaches the terminal.
        Output.message("solverv: \(Escape.plain(error.message))\n")
        return status
    }

    static func run(_ arguments: [String], _ out: inout Output) throws(Failure) {
        let options = try Options.parse(arguments)
        if options.values["help"] != nil { return try out.write(usage) }
        if options.values["version"] != nil { return try out.write("solverv \(version)\n") }
        if options.words.first == "help" {
            // `solverv help table`: the one usage covers every subcommand.
            let topic = options.words.count > 1 ? options.words[1] : nil
            if let topic, options.words.count > 2 || !(commandNames + Providers.names + ["help"]).contains(topic) {
                throw Failure("unexpected argument '\(Echo.cut(options.words.last ?? topic))' after 'help'")
            }
            return try out.write(usage)
        }
        guard let name = options.words.first, commandNames.contains(name) else {
            try check(options, accepts: common + lineOptions, "the line")
            // The line takes each option once. (The literal, not
            // `Options.repeated`: the line's link order knows neither.)
            if options.values["location"]?.utf8.contains(0) == true { throw Failure("--location is given twice") }
            if options.values["watch"] != nil, options.values["once"] != nil { throw Failure("give --watch or --once, not both") }
            if LineCommand.watches(options) { return try WatchCommand.run(options, providers: options.words, &out) }
            if let name = WatchAlerts.optionGiven(options) { throw Failure("--\(name) works in watch mode: add --watch") }
            return try out.write(LineCommand.run(options, providers: options.words))
        }
        let command = command(name)
        try check(options, accepts: command.options, "'\(command.name)'")
        if let name = options.repeated, !command.repeatable.contains(name) {
            throw Failure("--\(name) is given twice")
        }
        let takesAction = !command.actions.isEmpty
        if options.words.count > (takesAction ? 2 : 1) {
            let extra = options.words[takesAction ? 2 : 1]
            throw Failure("unexpected argument '\(Echo.cut(extra))' after '\(options.words[takesAction ? 1 : 0])'")
        }
        var action = ""
        if takesAction {
            let list = command.actions.joined(separator: "|")
            guard options.words.count == 2 else { throw Failure("'\(command.name)' needs an action: \(command.name) \(list)") }
            action = options.words[1]
            guard command.actions.contains(action) else {
                throw Failure("'\(Echo.cut(action))' is not an action of '\(command.name)'\(Suggestion.hint(action, command.actions)): "
                    + "\(command.name) \(list)")
            }
        }
        try command.run(options, action, &out)
    }

    /// Fails on the first option, alphabetically, that `what` does not accept.
    static func check(_ options: Options, accepts accepted: [String], _ what: String) throws(Failure) {
        for name in options.values.keys.sorted() where !accepted.contains(name) {
            // `events --format json` means the rows as JSON: say how.
            if name == "format", accepted.contains("output") {
                let value = options.values["format"] ?? ""
                let hint = value == "json" || value == "csv" ? "--output \(value)" : "--output csv|json"
                throw Failure("--format does not apply to \(what): its rows are written with \(hint)")
            }
            throw Failure("--\(name) does not apply to \(what)")
        }
    }

    static let version = "0.1.0"

    /// An error block for a failure found before the options were understood
    /// (an unknown option, a value given twice), and its format: the bar is
    /// named by the raw `--format`, if any, and still gets a block in its
    /// own syntax (a plugin's too, found as the line would find it; one
    /// that cannot be loaded has no syntax: the message alone, status 2).
    /// A subcommand's error gets none: its output is no bar's.
    static func earlyErrorBlock(_ message: String, _ arguments: [String]) -> (String, Bool)? {
        var name: String?, plugin: String?
        for (i, a) in arguments.enumerated() {
            if a.hasPrefix("--format=") { name = String(a.dropFirst(9)) }
            if a == "--format", i + 1 < arguments.count { name = arguments[i + 1] }
            if a.hasPrefix("--plugin=") { plugin = String(a.dropFirst(9)) }
            if a == "--plugin", i + 1 < arguments.count { plugin = arguments[i + 1] }
        }
        if let words = try? Options.parse(arguments).words, let first = words.first,
           first == "help" || commandNames.contains(first) { return nil }
        guard let name, let formatter = try? FormatterRegistry.formatter(named: name, plugin: plugin, search: {
            PluginSearch.standard(explicit: plugin)
        }) else { return nil }
        // A running line's bar reads the running form (i3blocks' JSON lines).
        let watching = (try? Options.parse(arguments)).map(LineCommand.watches) ?? arguments.contains("--watch")
        guard let block = (watching ? formatter.streaming : formatter).errorOutput(message) else { return nil }
        return (block, isBar(formatter))
    }

    /// Built by appending to one reserved buffer, and kept: the first
    /// String that a run frees costs it 35 000 instructions of runtime
    /// metadata, so neither temporaries nor the text itself are freed.
    static let usage: String = {
        var text = String()
        text.reserveCapacity(4096)
        text += """
        usage: solverv [countdown|sunlight] [--format F] [--size S] [--template T] [--icons emoji|nerd] [--urgent MIN]
                       [--date YYYY-MM-DD] [--watch | --once] [--lat X --lon Y | --location NAME] [--tz ZONE]
                       [--now INSTANT] [--config PATH] [--plugin PATH]
                       [--notify [--notify-command CMD] [--notify-only-lengthening]]
               solverv events [--from YEAR] [--to YEAR] [--output csv|json] [--lat X --lon Y | --location NAME] [--tz ZONE]
                              [--now INSTANT]
               solverv table  [--from YYYY-MM-DD] [--days N | --to YYYY-MM-DD] [--output csv|json]
                              [--lat X --lon Y | --location NAME] [--tz ZONE] [--now INSTANT]
               solverv report [--location NAME [--location NAME]] [--date YYYY-MM-DD] [--color auto|always|never]
                              [--lat X --lon Y] [--tz ZONE] [--now INSTANT]
               solverv chart  [--months 3|6|12 | --from YYYY-MM-DD --to YYYY-MM-DD] [--location NAME [--location NAME]]
                              [--lat X --lon Y] [--tz ZONE] [--now INSTANT] > chart.svg
               solverv formats [--output csv|json] [--plugin PATH]
               solverv ctl next-day|prev-day|today|toggle-size
               solverv help | -h | --help     solverv -V | --version

        """
        func item(_ name: String, _ width: Int, _ summary: String) {
            text += "  "
            text += name.padding(width)
            text += "  "
            text += summary
            text += "\n"
        }
        text += "\nSubcommands:\n"
        for name in commandNames {
            let c = command(name)
            item(c.name, 7, c.summary)
        }
        text += "\nFormats (--format):\n"
        Formatters.each { item($0.name, 11, $0.summary) }
        text += "\nProviders:\n"
        Providers.each { item($0.name, 10, $0.summary) }
        text += "\nOptions:\n"
        for name in Options.names {
            let doc = Options.doc(name)
            item(doc.value.isEmpty ? "--" + name : "--" + name + " " + doc.value, 18, doc.summary)
        }
        text += """

        Location: --lat/--lon, or --location NAME (a place of the config file, a city of
        15 000 people or more, e.g. Tromsø, tromso or 'Portland, Oregon', or a tz zone,
        e.g. Asia/Tokyo), else the config's default place, else SOLVERV_LAT/SOLVERV_LON
        (with SOLVERV_TZ), else the system time zone's city, else Greenwich. Times show
        in --tz, else the place's zone. The config file is $XDG_CONFIG_HOME/solverv/config.json
        (else ~/.config/solverv/), or --config PATH; the options win over it.
        --now pins the clock (RFC 3339, e.g. 2026-03-20T14:45:53Z); with --watch the clock
        runs on from it. --date shows the line for another date at the current time of
        day (marked ⟲ 12 Mar). --watch keeps printing, a new line exactly when the text
        changes (implied by --format i3bar; --once prints one line and exits).
        --notify (watch mode) runs notify-send, or --notify-command CMD (a program and
        fixed arguments split at spaces, never a shell), with the notice as its last
        argument: at sunrise, at sunset and --urgent minutes before, once a day each;
        one missed by more than 5 minutes (a suspend) is dropped, not sent late.
        --plugin loads a formatter plugin (a .so, see include/solverv/plugin.h); a
        --format that is no built-in's is also looked for as NAME.so in each directory
        of $SOLVERV_PLUGIN_PATH, then $XDG_DATA_HOME/solverv/plugins, then
        <prefix>/lib/solverv/plugins.
        report shows one place, or two side by side (--location twice, or --lat/--lon and
        --location); it is in colour on a terminal unless NO_COLOR is set (--color).
        chart writes an SVG of a year of daylight from today (--months 3 or 6 for less,
        or --from/--to, at most three years); --location twice adds a second place's lines.

        """
        return text
    }()
}

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
