import Glibc
import SolvervConfig
import SolvervContracts
import SolvervFormatters
import SolvervIO
import SolvervLanguage
import SolvervNotify
import SolvervPlaces
import SolvervPlugins
import SolvervProviders
import SolvervSetup
import SolvervReport

/// The `solverv` command: parse, pick the subcommand, run it, print.
/// Exit status 0 on success, 2 on bad usage or input, 1 on an internal
/// failure or a failed write (SPEC §7). In a bar's format an error is an
/// error block, and status 0: waybar hides a module that exits non-zero,
/// and the block would never be seen (SPEC §5).
public enum Solverv {
    /// A subcommand: its name, what it does, its usage, the options it
    /// accepts, and how it runs. Its help, the man page and the completions
    /// are written from it (`Help`, `Declarations`).
    struct Command: Sendable {
        let name: String
        let summary: String
        /// What follows `solverv NAME` in the usage, a line each as the
        /// help wraps it. It names exactly `options` but `help` and
        /// `version` (a test holds it to them).
        let usage: [String]
        /// The options it accepts, in the order of its help: its own, then
        /// the place's and the clock's. An array, not a Set: a `Set<String>`
        /// costs 100 000 instructions of runtime metadata and conformance
        /// lookups on first use.
        let options: [String]
        /// The words that may follow the name, one of which must (`ctl
        /// next-day`); empty for a command that takes none.
        var actions: [String] = []
        /// Whether the command runs with no action too, and says itself
        /// what is wrong with an unknown one (`setup` alone lists the bars).
        var actionOptional = false
        /// Whether one word may follow the name, checked by `run` (`help report`).
        var takesTopic = false
        /// Whether providers may follow the action, checked by `run` (`setup waybar moon`).
        var takesProviders = false
        /// The options that may be given more than once (`Options.repeatable`).
        var repeatable: [String] = []
        /// What its help says after the options, besides the notes on the
        /// options it accepts (`HelpText.note`).
        var notes = ""
        /// Runs and writes to the output, streaming where it is long. It
        /// gets the options as parsed, and the action if it takes one: a
        /// command that needs the place and the instant makes its `Invocation`.
        let run: @Sendable (Options, String, inout Output) throws(Failure) -> Void
    }

    /// The options of every command that shows a place at an instant
    /// (the last two, every command's).
    static let common = ["lat", "lon", "tz", "location", "config", "now", "help", "version"]
    /// The options of the line, besides `common`.
    static let lineOptions = ["format", "size", "template", "icons", "urgent", "date", "watch", "once", "plugin",
                              "notify", "notify-command", "notify-only-lengthening", "notify-at", "offset", "angle",
                              "locale", "clock", "seasons", "elevation"]
    /// What follows `solverv [PROVIDER...]` in the line's usage (as
    /// `Command.usage`). The line is declared by these two, not as a
    /// `Command`: it is what runs when the first word names none.
    static let lineUsage = [
        "[--format F] [--size S] [--template T] [--icons emoji|nerd] [--urgent MIN]",
        "[--date YYYY-MM-DD] [--watch | --once] [--lat X --lon Y | --location NAME] [--tz ZONE]",
        "[--now INSTANT] [--config PATH] [--plugin PATH] [--seasons S] [--elevation METRES]",
        "[--notify [--notify-command CMD] [--notify-only-lengthening]]",
        "[--notify-at EVENT [--offset ±DURATION] [--angle DEG]] [--locale NAME] [--clock 12|24]",
    ]

    /// Every subcommand, in the order of the help: each declared once, with
    /// its name, summary, usage, options and run, as i3status-rust declares
    /// its blocks (`define_blocks!`). A line never builds it: `command`
    /// first looks the word up in `commandNames`.
    static let commands: [Command] = [
        Command(name: "events", summary: "equinoxes and solstices of a range of years (--from YEAR --to YEAR)",
                usage: ["[--from YEAR] [--to YEAR] [--moon] [--output csv|json] [--seasons astronomical|cross-quarter]", place],
                options: ["from", "to", "moon", "output", "seasons"] + common,
                notes: """
                A row per event: year,event,utc,local,delta_t_s. utc is Universal Time, rounded
                to the second; local is the same instant in the display zone; delta_t_s is the
                ΔT used (TT − UT, seconds). --moon adds new_moon, first_quarter, full_moon and
                last_quarter, in time order with the seasons.
                """,
                run: { options, _, out throws(Failure) in try SeasonTable.run(Invocation(options), &out) }),
        Command(name: "table", summary: "sunrise, sunset, noon and twilights by date (--from DATE --days N | --to DATE)",
                usage: ["[--from YYYY-MM-DD] [--days N | --to YYYY-MM-DD] [--output csv|json]",
                        "[--angle DEG [--offset ±DURATION]] [--elevation METRES]", place],
                options: ["from", "to", "days", "output", "angle", "offset", "elevation"] + common,
                notes: """
                A row per local date: sunrise, sunset, solar noon, the day length and its change,
                and civil, nautical and astronomical dawn and dusk, in the display zone, rounded
                to the second; empty where the event does not happen (status polar_day or polar_night).
                --angle DEG adds angle_rise and angle_set after status: the Sun's centre rising and setting
                through DEG that day, shifted by --offset.
                """,
                run: { options, _, out throws(Failure) in try DayTable.run(Invocation(options), &out) }),
        Command(name: "report", summary: "the info screen: the sun and moon today, the next events, the year; two places side by side",
                usage: ["[--location NAME [--location NAME]] [--date YYYY-MM-DD] [--color auto|always|never]",
                        "[--lat X --lon Y] [--tz ZONE] [--now INSTANT] [--config PATH]",
                        "[--locale NAME] [--clock 12|24]"],
                options: ["date", "color", "locale", "clock"] + common, repeatable: ["location"],
                notes: """
                report shows one place, or two side by side (--location twice, or --lat/--lon and
                --location); it is in colour on a terminal unless NO_COLOR is set (--color).
                """,
                run: { options, _, out throws(Failure) in try ReportCommand.run(options, &out) }),
        Command(name: "chart", summary: "an SVG of daylight and twilight over 3, 6 or 12 months (--months N | --from DATE --to DATE)",
                usage: ["[--months 3|6|12 | --from YYYY-MM-DD --to YYYY-MM-DD] [--location NAME [--location NAME]]",
                        "[--lat X --lon Y] [--tz ZONE] [--now INSTANT] [--config PATH]",
                        "[--locale NAME] [--clock 12|24] > chart.svg"],
                options: ["months", "from", "to", "locale", "clock"] + common, repeatable: ["location"],
                notes: """
                chart writes an SVG of a year of daylight from two weeks before today (--months 3 or 6
                for less, or --from/--to, at most three years), with the Moon's principal phases over
                their dates, drawn as discs; --location twice adds a second place's lines.
                """,
                run: { options, _, out throws(Failure) in try ChartCommand.run(options, &out) }),
        Command(name: "wait", summary: "sleep until the next sun or moon event at the place, print it and exit (for scripts)",
                usage: ["EVENT [--offset ±DURATION] [--angle DEG] [--print] [--elevation METRES]", place],
                options: ["offset", "angle", "print", "elevation"] + common, actions: SunEvent.names, actionOptional: true, notes: SunWait.notes,
                run: { options, event, out throws(Failure) in try SunWait.run(options, event: event, &out) }),
        Command(name: "poll", summary: "day or night at the place now: prints day or night, status 2 or 3 (as sunwait)",
                usage: ["[--threshold sunset|civil|nautical|astronomical|DEG] [--elevation METRES]", place],
                options: ["threshold", "elevation"] + common, notes: SunPoll.notes,
                run: { options, _, out throws(Failure) in try SunPoll.run(options, &out) }),
        Command(name: "formats", summary: "the formatters, and every provider's placeholders",
                usage: ["[--output csv|json] [--plugin PATH]"],
                options: ["output", "plugin", "help", "version"],
                run: { options, _, out throws(Failure) in try out.write(FormatsCommand.run(options)) }),
        Command(name: "locate", summary: "ask GeoClue once for the place, print it and save it for --location auto",
                usage: ["[--forget] [--locale NAME]"],
                options: ["forget", "locale", "help", "version"],
                notes: """
                locate asks GeoClue 2 on the system D-Bus (at most 5 s, a bus that does not answer
                too), prints the place (the nearest city, the zone, GeoClue's accuracy and age), and
                saves it, rounded to 0.01° (about 1 km) with its time, zone and nearest city, in
                $XDG_STATE_HOME/solverv/location (mode 0600): one-shot lines with --location auto
                read only that file, and a watching line updates it. Nothing is sent anywhere. GeoClue must allow solverv: add
                [solverv] allowed=true system=false users= to /etc/geoclue/geoclue.conf.
                When GeoClue gives no place, the reason and the fix go to stderr, and the status is 1.
                """,
                run: { options, _, out throws(Failure) in try LocateCommand.run(options, &out) }),
        Command(name: "ctl", summary: "steer the running watch-mode lines: a day on or back, today, large or not",
                usage: [CtlCommand.usage],
                options: ["help", "version"], actions: CtlCommand.actions,
                notes: """
                For bars without click events (waybar, polybar, tmux key bindings): what i3bar's
                scroll, middle click and click do, to the same one view of every line. The view is
                kept in $XDG_RUNTIME_DIR/solverv/state, where i3bar's clicks keep it too; the running
                lines are signalled and print again at once, a line started later shows it too, and
                the last action, a click or a ctl, wins on every line.
                """,
                run: { _, action, _ throws(Failure) in try CtlCommand.run(action) }),
        Command(name: "setup", summary: "the ready-to-paste piece of a bar's config, with the options given",
                usage: ["[BAR [PROVIDER...]] [--lat X --lon Y | --location NAME] [--tz ZONE]",
                        "[--size S] [--template T] [--icons emoji|nerd] [--urgent MIN]",
                        "[--date YYYY-MM-DD] [--now INSTANT] [--config PATH] [--seasons S] [--elevation METRES]",
                        "[--notify [--notify-command CMD] [--notify-only-lengthening]]",
                        "[--notify-at EVENT [--offset ±DURATION] [--angle DEG]]",
                        "[--locale NAME] [--clock 12|24] [--plugin PATH]"],
                options: SetupCommand.options + ["help", "version"], actions: BarSetup.names, actionOptional: true,
                takesProviders: true,
                notes: """
                BAR is waybar, sway, i3, polybar, tmux, conky, i3blocks or i3status-rust (setup alone lists
                them). Each piece follows a comment that names its file; the providers and options are
                written into it, quoted for that file, and the command is the binary's absolute path where
                the PATH does not find it. Providers other than countdown sunlight get a module of their
                own (setup waybar moon: custom/solverv-moon, with the moon's CSS classes) beside the default one.
                """,
                run: { options, action, out throws(Failure) in try out.write(SetupCommand.run(options, bar: action)) }),
        Command(name: "help", summary: "the overview, or a command's or a provider's own help",
                usage: ["[COMMAND]"],
                options: ["help", "version"], takesTopic: true,
                notes: """
                COMMAND is a subcommand or a provider, as solverv --help lists them;
                solverv COMMAND --help says the same.
                """,
                run: { options, _, out throws(Failure) in
                    try out.write(Help.text(options.words.count > 1 ? options.words[1] : nil))
                }),
    ]

    /// The usage line of every command that shows a place at an instant.
    private static let place = "[--lat X --lon Y | --location NAME] [--tz ZONE] [--now INSTANT] [--config PATH]"

    /// Every subcommand's name, in the order of the help: a literal
    /// (RegistryTests holds it to `commands`), so that a provider's line
    /// (`solverv moon`) learns it names none without building the table,
    /// which costs 115 000 instructions (the actions' lists, the metadata).
    static let commandNames = ["events", "table", "report", "chart", "wait", "poll", "formats", "locate", "ctl",
                               "setup", "help"]

    /// The subcommand called `name`, if it is one.
    static func command(_ name: String) -> Command? {
        guard commandNames.contains(name) else { return nil }
        return commands.first { $0.name == name }
    }

    /// The refusal of a word that is neither a subcommand nor a provider,
    /// with the one it most likely meant (`countdwn`), else the lists.
    static func unknownWord(_ word: String) -> Failure {
        let commands = commandNames.filter { $0 != "help" }
        if let meant = Suggestion.nearest(word, commands + Providers.names) {
            return Failure(fill(tr("unknown subcommand or provider '%s' (did you mean '%s'?)"), Echo.cut(word), meant))
        }
        // TRANSLATORS: the word given, then the lists of subcommands and providers (names stay as they are).
        return Failure(fill(tr("unknown subcommand or provider '%s' (subcommands: %s; providers: %s)"), Echo.cut(word),
                            commands.joined(separator: ", "), Providers.names.joined(separator: ", ")))
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
        // The language first: every message after this is said in it.
        LanguageChoice.start(arguments)
        var out = Output(closedAtStart: StandardStreams.ensureOpen())
        do {
            try run(arguments, &out)
            try out.flush()
            return out.status
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
        // `solverv report --help` is report's help; `solverv --help` the overview.
        if options.values["help"] != nil { return try out.write(Help.text(options.words.first)) }
        if options.values["version"] != nil { return try out.write(versionText()) }
        guard let name = options.words.first, let command = command(name) else {
            // TRANSLATORS: what an option does not apply to: the status line itself (not a subcommand).
            try check(options, accepts: common + lineOptions, tr("the line"))
            if let unused = Providers.unusedOption(options.values.keys, providers: options.words) { throw Failure(unused) }
            // The line takes each option once. (The literal, not
            // `Options.repeated`: the line's link order knows neither.)
            if options.values["location"]?.utf8.contains(0) == true { throw Failure(fill(tr("--%s is given twice"), "location")) }
            if options.values["watch"] != nil, options.values["once"] != nil { throw Failure(tr("give --watch or --once, not both")) }
            if LineCommand.watches(options) { return try WatchCommand.run(options, providers: options.words, &out) }
            if let name = WatchAlerts.optionGiven(options) { throw Failure(fill(tr("--%s works in watch mode: add --watch"), name)) }
            return try out.write(LineCommand.run(options, providers: options.words))
        }
        try check(options, accepts: command.options, "'\(command.name)'")
        if let name = options.repeated, !command.repeatable.contains(name) {
            throw Failure(fill(tr("--%s is given twice"), name))
        }
        let takesWord = !command.actions.isEmpty || command.takesTopic
        if options.words.count > (takesWord ? 2 : 1), !command.takesProviders || options.words.count < 2 {
            let extra = options.words[takesWord ? 2 : 1]
            throw Failure(fill(tr("unexpected argument '%s' after '%s'"), Echo.cut(extra), options.words[takesWord ? 1 : 0]))
        }
        var action = ""
        if command.actionOptional {
            action = options.words.count >= 2 ? options.words[1] : ""
        } else if !command.actions.isEmpty {
            let list = command.actions.joined(separator: "|")
            // TRANSLATORS: a subcommand, then its usage such as "ctl next-day|previous-day|today".
            guard options.words.count == 2 else { throw Failure(fill(tr("'%s' needs an action: %s"), command.name, command.name + " " + list)) }
            action = options.words[1]
            guard command.actions.contains(action) else {
                // TRANSLATORS: the word given, the subcommand, a "did you mean" or nothing, then the usage such as "ctl today|large".
                throw Failure(fill(tr("'%s' is not an action of '%s'%s: %s"), Echo.cut(action), command.name,
                                   Suggestion.hint(action, command.actions), command.name + " " + list))
            }
        }
        // `report` and `chart` follow the config's locale and clock, and the
        // options' (the config's own errors are said when the command reads it).
        if command.options.contains("clock") { try LanguageChoice.apply(options, try? Config.load(options)) }
        try command.run(options, action, &out)
    }

    /// Fails on the first option, alphabetically, that `what` does not accept.
    static func check(_ options: Options, accepts accepted: [String], _ what: String) throws(Failure) {
        for name in options.values.keys.sorted() where !accepted.contains(name) {
            // `events --format json` means the rows as JSON: say how.
            if name == "format", accepted.contains("output") {
                let value = options.values["format"] ?? ""
                let hint = value == "json" || value == "csv" ? "--output \(value)" : "--output csv|json"
                // TRANSLATORS: a subcommand in quotes such as 'events', then an option such as "--output json".
                throw Failure(fill(tr("--format does not apply to %s: its rows are written with %s"), what, hint))
            }
            // TRANSLATORS: an option name, then "the line" or a subcommand in quotes such as 'events'.
            throw Failure(fill(tr("--%s does not apply to %s"), name, what))
        }
    }

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
        if let words = try? Options.parse(arguments).words, let first = words.first, commandNames.contains(first) { return nil }
        guard let name, let formatter = try? FormatterRegistry.formatter(named: name, plugin: plugin, search: {
            PluginSearch.standard(explicit: plugin)
        }) else { return nil }
        // A running line's bar reads the running form (i3blocks' JSON lines).
        let watching = (try? Options.parse(arguments)).map(LineCommand.watches) ?? arguments.contains("--watch")
        guard let block = (watching ? formatter.streaming : formatter).errorOutput(message) else { return nil }
        return (block, isBar(formatter))
    }
}

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
