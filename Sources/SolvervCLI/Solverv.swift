import Glibc
import SolvervFormatters
import SolvervProviders

/// The `solverv` command: parse, pick the subcommand, run it, print.
/// Exit status 0 on success, 2 on bad usage or input, 1 on an internal failure (SPEC §7).
public enum Solverv {
    /// A subcommand: its name, what it does, the options it accepts, and how it runs.
    struct Command: Sendable {
        let name: String
        let summary: String
        /// An array, not a Set: a `Set<String>` costs 100 000 instructions
        /// of runtime metadata and conformance lookups on first use.
        let options: [String]
        let run: @Sendable (Invocation) throws(Failure) -> String
    }

    /// The options every command and the line accept.
    static let common = ["lat", "lon", "tz", "now", "help", "version"]
    /// The options of the line, besides `common`.
    static let lineOptions = ["format", "size", "template", "icons", "urgent"]

    /// Every subcommand's name, in the order of the help. Names and a
    /// switch, not a `[Command]`: an array of our own struct makes the
    /// runtime build its storage's metadata on every run.
    static let commandNames = ["events", "table", "formats"]

    /// The subcommand called `name`, one of `commandNames`. Not optional:
    /// even an optional `Command` makes the runtime build metadata.
    static func command(_ name: String) -> Command {
        switch name {
        case "events":
            Command(name: "events", summary: "equinoxes and solstices of a range of years (--from YEAR --to YEAR)",
                    options: common + ["from", "to", "output"], run: EventsCommand.run)
        case "table":
            Command(name: "table", summary: "sunrise, sunset, noon and twilights by date (--from DATE --days N | --to DATE)",
                    options: common + ["from", "to", "days", "output"], run: TableCommand.run)
        default:
            Command(name: "formats", summary: "the formatters, and every provider's placeholders",
                    options: common, run: FormatsCommand.run)
        }
    }

    public static func main(_ arguments: [String]) -> Int32 {
        // A closed pipe (the bar went away) must end us quietly, not by signal.
        signal(SIGPIPE, SIG_IGN)
        do {
            let output = try run(arguments)
            write(output, to: STDOUT_FILENO)
            return 0
        } catch {
            if let block = error.block ?? errorBlock(error.message, arguments) { write(block, to: STDOUT_FILENO) }
            // The message may echo input: no control character reaches the terminal.
            write("solverv: \(Escape.plain(error.message))\n", to: STDERR_FILENO)
            return error.exitStatus
        }
    }

    static func run(_ arguments: [String]) throws(Failure) -> String {
        let options = try Options.parse(arguments)
        if options.values["help"] != nil { return usage }
        if options.values["version"] != nil { return "solverv \(version)\n" }
        guard let name = options.words.first, commandNames.contains(name) else {
            try check(options, accepts: common + lineOptions, "the line")
            return try LineCommand.run(options, providers: options.words)
        }
        let command = command(name)
        try check(options, accepts: command.options, "'\(command.name)'")
        if options.words.count > 1 {
            throw Failure("unexpected argument '\(options.words[1])' after '\(command.name)'")
        }
        let invocation = try Invocation(options)
        // A table has no room for notices; stderr does. Events need only a zone.
        if command.name == "table", let notice = invocation.place.notice {
            write("solverv: \(notice)\n", to: STDERR_FILENO)
        }
        return try command.run(invocation)
    }

    /// Fails on the first option, alphabetically, that `what` does not accept.
    static func check(_ options: Options, accepts accepted: [String], _ what: String) throws(Failure) {
        for name in options.values.keys.sorted() where !accepted.contains(name) {
            throw Failure("--\(name) does not apply to \(what)")
        }
    }

    static let version = "0.1.0"

    /// An error block for a failure found before the options were understood
    /// (an unknown option, a value given twice): the bar is named by the raw
    /// `--format`, if any, and still gets a block in its own syntax.
    static func errorBlock(_ message: String, _ arguments: [String]) -> String? {
        var name: String?
        for (i, a) in arguments.enumerated() {
            if a.hasPrefix("--format=") { name = String(a.dropFirst(9)) }
            if a == "--format", i + 1 < arguments.count { name = arguments[i + 1] }
        }
        return name.flatMap(Formatters.named)?.errorOutput(message)
    }

    /// Built by appending to one reserved buffer, and kept: the first
    /// String that a run frees costs it 35 000 instructions of runtime
    /// metadata, so neither temporaries nor the text itself are freed.
    static let usage: String = {
        var text = String()
        text.reserveCapacity(2048)
        text += """
        usage: solverv [countdown|sunlight] [--format F] [--size S] [--template T] [--icons emoji|nerd] [--urgent MIN]
                       [--lat X --lon Y] [--tz ZONE] [--now INSTANT]
               solverv events [--from YEAR] [--to YEAR] [--output csv|json]
               solverv table  [--from YYYY-MM-DD] [--days N | --to YYYY-MM-DD] [--output csv|json]

        """
        func item(_ name: String, _ width: Int, _ summary: String) {
            text += "  "
            text += name.padding(width)
            text += "  "
            text += summary
            text += "\n"
        }
        for name in commandNames {
            let c = command(name)
            item(c.name, 6, c.summary)
        }
        text += "\nFormats (--format):\n"
        Formatters.each { item($0.name, 8, $0.summary) }
        text += "\nProviders:\n"
        Providers.each { item($0.name, 10, $0.summary) }
        text += """

        Location: --lat/--lon, else SOLVERV_LAT/SOLVERV_LON, else the system time
        zone's city, else Greenwich. Times show in --tz, SOLVERV_TZ or the system zone.
        --now pins the clock (RFC 3339, e.g. 2026-03-20T14:45:53Z).

        """
        return text
    }()

    /// Writes all of `text`; a failed write (a closed pipe) is not an error
    /// worth a message: the reader is gone.
    static func write(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let n = Glibc.write(fd, base + offset, bytes.count - offset)
                if n > 0 { offset += n } else if n < 0 && errno == EINTR { continue } else { return }
            }
        }
    }
}

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
