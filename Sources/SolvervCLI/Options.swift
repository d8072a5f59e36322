import CGetopt
import Glibc
import SolvervContracts

/// The command line as given: the words and the option values, still text.
/// Meaning (numbers, dates, zones) is given to them by `Invocation` and the commands.
struct Options {
    /// Words that are not options: a subcommand, then providers.
    var words: [String] = []
    /// Option values by long name; flags without a value map to "".
    /// A `repeatable` option given more than once holds its values joined
    /// by NUL, which no argument can contain (`all` splits them): a field
    /// more in this struct would cost every copy of it runtime metadata.
    var values = OptionValues()

    /// Every long option Solverv knows, and whether it takes a value. Kept
    /// as two plain arrays: an array of tuples or of C structs makes the
    /// Swift runtime build type metadata at start-up, 20–60 thousand
    /// instructions each, a quarter of the one-shot budget.
    static let names = ["lat", "lon", "tz", "location", "config", "from", "to", "days", "output", "now", "format", "size", "template", "icons", "urgent", "date", "plugin", "watch", "once", "help", "version", "color", "months", "notify", "notify-command", "notify-only-lengthening", "locale", "clock"]
    static let takesValue = [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, true, true, false, true, false, true, true]

    /// What an option's value is called, and one line of what it does: for
    /// `--help`, the man page and the completions (`formats --output json`).
    /// A switch, not an array beside `names`, so that a new option without
    /// its line is caught by a test, never by an index out of range; and
    /// off the one-shot path, which only `--help` and `formats` take.
    static func doc(_ name: String) -> (value: String, summary: String) {
        switch name {
        case "lat": ("X", "latitude, north positive: 59.91, 59.91N, 59°54'36\"N")
        case "lon": ("Y", "longitude, east positive: 10.75, 0.12W")
        case "tz": ("ZONE", "the display zone, from the tz database: Europe/Oslo")
        case "location": ("NAME", "a place by name: of the config, a city (Tromsø), or a tz zone")
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
        default: ("", "")
        }
    }

    /// An option's value and line in the help of `command` (a subcommand
    /// or a provider), where it says more than the line for every command:
    /// `events --from` takes a year, `table --from` a date.
    static func doc(_ name: String, in command: String) -> (value: String, summary: String) {
        switch (command, name) {
        case ("events", "from"): return ("YEAR", "the first year (default: --to, else this year)")
        case ("events", "to"): return ("YEAR", "the last year (default: --from)")
        case ("events", "output"), ("table", "output"): return ("csv|json", "CSV rows (the default) or JSON")
        case ("table", "from"): return ("YYYY-MM-DD", "the first date (default: today)")
        case ("table", "to"): return ("YYYY-MM-DD", "the last date, in place of --days")
        case ("chart", "from"): return ("YYYY-MM-DD", "the first date, with --to, in place of --months")
        case ("chart", "to"): return ("YYYY-MM-DD", "the last date, at most three years after --from")
        case ("report", "location"), ("chart", "location"):
            return ("NAME", "a place by name: of the config, a city (Tromsø), or a tz zone; twice for two places")
        case ("formats", "output"): return ("csv|json", "the formats as CSV rows, or every declaration as JSON (for the docs)")
        case (_, "help"): return ("", "print this help (solverv --help: the overview)")
        default:
            let doc = doc(name)
            // "table: how many dates" is, in table's help, "how many dates".
            let prefix = command + ": "
            return doc.summary.hasPrefix(prefix) ? (doc.value, String(doc.summary.dropFirst(prefix.count))) : doc
        }
    }

    /// Options that may be given more than once (`report --location A
    /// --location B`); a command that takes one value refuses a second
    /// (`Solverv.run`, `repeated`).
    static let repeatable = ["location"]

    /// Every value given for `name`, in order: none, one, or (for a
    /// `repeatable` option) more.
    func all(_ name: String) -> [String] {
        guard let joined = values[name] else { return [] }
        return joined.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
    }

    /// The first `repeatable` option given more than once, if any.
    var repeated: String? {
        for name in Options.repeatable where values[name]?.utf8.contains(0) == true { return name }
        return nil
    }

    /// Parses with glibc's getopt_long: `--lat 59.9`, `--lat=59.9`,
    /// unambiguous abbreviations, and `--` to end options. A negative
    /// number is a value, not an option (`--lon -0.1`).
    static func parse(_ arguments: [String]) throws(Failure) -> Options {
        // getopt_long wants C strings and a C array of `option` that outlive the parse.
        let count = names.count
        let longOptions = UnsafeMutablePointer<option>.allocate(capacity: count + 1)
        defer { longOptions.deallocate() }
        for i in 0..<count {
            longOptions[i] = option(name: strdup(names[i]), has_arg: takesValue[i] ? required_argument : no_argument,
                                    flag: nil, val: Int32(1000 + i))
        }
        longOptions[count] = option(name: nil, has_arg: 0, flag: nil, val: 0)
        defer { for i in 0..<count { free(UnsafeMutableRawPointer(mutating: longOptions[i].name)) } }
        let argc = arguments.count
        let argv = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: argc + 1)
        defer { argv.deallocate() }
        for (i, a) in arguments.enumerated() { argv[i] = strdup(a) }
        argv[argc] = nil
        // getopt permutes argv, so free what was allocated, not what is left where.
        let owned = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: argc + 1)
        owned.initialize(from: argv, count: argc + 1)
        defer {
            for i in 0..<argc { free(owned[i]) }
            owned.deallocate()
        }

        var result = Options()
        solverv_getopt_reset()
        // "-" returns words in place as option 1, so options may follow words
        // even under POSIXLY_CORRECT; ":" reports a missing value as ':';
        // -h and -V are --help and --version.
        while true {
            let c = getopt_long(Int32(argc), argv, "-:hV", longOptions, nil)
            if c == -1 { break }
            // The two short options, as GNU programs have them.
            if c == Int32(UInt8(ascii: "h")) || c == Int32(UInt8(ascii: "V")) {
                result.values[c == Int32(UInt8(ascii: "h")) ? "help" : "version"] = ""
                continue
            }
            if c == 1 {
                if let word = solverv_optarg() { result.words.append(String(cString: word)) }
                continue
            }
            let index = Int(c) - 1000
            guard names.indices.contains(index) else {
                let bad = currentArgument(argv, argc)
                if c == Int32(UInt8(ascii: ":")) {
                    throw Failure("\(Echo.cut(bad)) needs a value")
                }
                throw refusal(bad, accepted: accepted(in: arguments))
            }
            let name = names[index]
            let value = solverv_optarg().map { String(cString: $0) } ?? ""
            // getopt takes the next argument as the value whatever it is, so
            // `--lat --lon 10.75` would give --lat the value "--lon". A value
            // that starts with `--` must be attached: `--template=--{days}--`.
            // (Negative numbers, `--lon -0.1`, have one dash and stay values.)
            if takesValue[index], let arg = solverv_optarg(), arg[0] == 0x2D, arg[1] == 0x2D,
               solverv_optind() >= 1, arg == argv[Int(solverv_optind()) - 1] {
                throw Failure("--\(name) needs a value before '\(Echo.cut(value))' (a value that starts with -- is written --\(name)=VALUE)")
            }
            if result.values[name] != nil, takesValue[index] {
                guard repeatable.contains(name) else { throw Failure("--\(name) is given twice") }
                result.values[name] = (result.values[name] ?? "") + "\u{0}" + value
                continue
            }
            result.values[name] = value
        }
        let first = Int(solverv_optind())
        if first < argc {
            result.words = (first..<argc).compactMap { argv[$0].map { String(cString: $0) } }
        }
        return result
    }

    /// The options of the command on this command line (the line's when
    /// it names none): a refused option is suggested only from these, so
    /// that `events --colr` is not sent to `--color`, which is report's.
    private static func accepted(in arguments: [String]) -> (command: String?, names: [String]) {
        if let word = arguments.dropFirst().first(where: { Solverv.commandNames.contains($0) }) {
            return (word, Solverv.command(word).options)
        }
        return (nil, Solverv.lineOptions + Solverv.common)
    }

    /// Why getopt refused `bad`: an unknown name, an abbreviation of
    /// several, or a value given to a flag (`--help=yes`). An unknown name
    /// near an option of the command names it (`--locaton`, or `-location`
    /// with one dash).
    private static func refusal(_ bad: String, accepted: (command: String?, names: [String])) -> Failure {
        let help = "see solverv " + (accepted.command.map { $0 + " " } ?? "") + "--help"
        guard bad.hasPrefix("--") else {
            let word = bad.dropFirst()
            guard word.count > 1, let meant = Suggestion.option(String(word), among: accepted.names) else {
                return Failure("unknown option '\(Echo.cut(bad))' (\(help))")
            }
            return Failure("unknown option '\(Echo.cut(bad))' (did you mean '--\(meant)'?)")
        }
        let given = bad.dropFirst(2)
        let matches = names.filter { $0.hasPrefix(given) }
        if let exact = names.firstIndex(of: String(given)) ?? (matches.count == 1 ? names.firstIndex(of: matches[0]) : nil),
           !takesValue[exact] {
            return Failure("--\(names[exact]) takes no value")
        }
        if matches.count > 1 {
            return Failure("\(Echo.cut(bad)) is ambiguous: \(matches.map { "--" + $0 }.joined(separator: ", "))")
        }
        guard let meant = Suggestion.option(String(given), among: accepted.names) else {
            return Failure("unknown option '\(Echo.cut(bad))' (\(help))")
        }
        return Failure("unknown option '\(Echo.cut(bad))' (did you mean '--\(meant)'?)")
    }

    /// The argument getopt just stopped at, for error messages. A long
    /// option is the argument before `optind`. A short one is a letter of
    /// a cluster (`-locaton` is -l -o -c…), and getopt moves past the
    /// cluster only after its last letter: the cluster is the argument
    /// before `optind` when the letter ends it, else the one at `optind`.
    private static func currentArgument(_ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ count: Int) -> String {
        let i = Int(solverv_optind()) - 1
        func argument(_ i: Int) -> String? { i >= 1 && i < count ? argv[i].map { String(cString: $0) } : nil }
        let letter = solverv_optopt()
        if letter > 0, letter < 128, letter != Int32(UInt8(ascii: "-")) {
            func cluster(_ text: String) -> Bool {
                guard text.utf8.count > 1, text.hasPrefix("-"), !text.hasPrefix("--") else { return false }
                return text.utf8.dropFirst().contains(UInt8(letter))
            }
            if let text = argument(i), cluster(text), text.utf8.last == UInt8(letter) { return text }
            if let text = argument(i + 1), cluster(text) { return text }
        }
        guard let text = argument(i) else { return "?" }
        return text.hasPrefix("--") ? String(text.prefix { $0 != "=" }) : text
    }
}

/// Option values by long name, kept by the option's place in
/// `Options.names`: a `[String: String]` would cost the one-shot line
/// 120 000 instructions of runtime type instantiation.
struct OptionValues {
    private var slots = [String](repeating: "", count: Options.names.count)
    private var given = [Bool](repeating: false, count: Options.names.count)

    subscript(name: String) -> String? {
        get {
            guard let i = Options.names.firstIndex(of: name), given[i] else { return nil }
            return slots[i]
        }
        set {
            guard let i = Options.names.firstIndex(of: name) else { return }
            given[i] = newValue != nil
            slots[i] = newValue ?? ""
        }
    }

    /// The names given, in `Options.names` order.
    var keys: [String] {
        // A loop, not `indices.filter`: that would build an `[Int]`, whose
        // storage costs runtime metadata nothing else on the line needs.
        var keys: [String] = []
        for i in given.indices where given[i] { keys.append(Options.names[i]) }
        return keys
    }
}
