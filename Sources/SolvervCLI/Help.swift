import SolvervContracts
import SolvervFormatters
import SolvervIO
import SolvervProviders

/// The help. `solverv --help` is the overview: every command's usage, the
/// formats, the providers and every option. Each command has its own
/// (`solverv report --help`, `solverv help report`, `solverv sunlight
/// --help`): its usage, what it does, only the options it accepts, and the
/// notes on them. All of it is written from the declarations the program
/// runs on (`Solverv.command`, the line's `Solverv.lineOptions`,
/// `Options.doc`), as the man page and the completions are
/// (`Declarations`): a command's help cannot list an option its parser
/// refuses, or miss one it accepts. Off the one-shot path.
enum Help {
    /// The help for `topic`: the overview for none, else that subcommand's
    /// or provider's own; a word that is neither is refused, with the one
    /// it most likely meant.
    static func text(_ topic: String?) throws(Failure) -> String {
        guard let topic else { return overview }
        if let c = Solverv.command(topic) { return command(c) }
        guard Providers.names.contains(topic) else { throw Solverv.unknownWord(topic) }
        return provider(topic)
    }

    /// The lines of the usage, without "usage: ": the line's, then each
    /// subcommand's, then help's and version's flags. The overview opens
    /// with them; the man page's SYNOPSIS and the usage block of docs/commands.md are them.
    static var synopsis: [String] {
        var text = ""
        var first = true
        appendUsage(nil, Solverv.lineUsage, first: &first, to: &text)
        for c in Solverv.commands { appendUsage(c.name, c.usage, first: &first, to: &text) }
        text += flags
        return text.split(separator: "\n").map { String($0.dropFirst(7)) }
    }

    /// The synopsis's last line.
    static let flags = "       solverv -h | --help     solverv -V | --version\n"

    /// A subcommand's usage lines: `solverv events [--from YEAR] …`.
    static func usage(_ command: Solverv.Command) -> [String] {
        var text = ""
        var first = false
        appendUsage(command.name, command.usage, first: &first, to: &text)
        return text.split(separator: "\n").map { String($0.dropFirst(7)) }
    }

    /// `solverv --help`. Built by appending to reserved buffers, and kept:
    /// the first String that a run frees costs it 35 000 instructions of
    /// runtime metadata. Each subcommand is made once, for its usage, its
    /// line and its notes. (No tuples, `map`, `enumerated` or `joined`
    /// here either: each costs the start-up its own runtime metadata.)
    static let overview: String = {
        var text = String()
        text.reserveCapacity(6144)
        var subcommands = String()
        subcommands.reserveCapacity(1024)
        var notes = String()
        notes.reserveCapacity(512)
        var first = true
        appendUsage(nil, Solverv.lineUsage, first: &first, to: &text)
        for c in Solverv.commands {
            appendUsage(c.name, c.usage, first: &first, to: &text)
            item(c.name, 7, c.summary, to: &subcommands)
            if c.name == "report" || c.name == "chart" {
                notes += c.notes
                notes += "\n"
            }
        }
        text += flags
        text += "\nSubcommands:\n"
        text += subcommands
        text += "\nFormats (--format):\n"
        Formatters.each { item($0.name, 11, $0.summary, to: &text) }
        text += "\nProviders:\n"
        Providers.each { item($0.name, 10, $0.summary, to: &text) }
        text += "\nOptions:\n"
        for name in Options.names { option(name, Options.doc(name), to: &text) }
        text += "\n"
        for option in notedOptions {
            text += note(option)
            text += "\n"
        }
        text += notes
        text += "Each command has its own help, with only its options: solverv help COMMAND,\nor solverv COMMAND --help.\n"
        return text
    }()

    /// `a|b|c`, by hand: `joined(separator:)`'s generic code costs the
    /// overview 100 000 instructions of runtime metadata.
    static func alternatives(_ words: [String]) -> String {
        var text = ""
        for word in words {
            if !text.isEmpty { text += "|" }
            text += word
        }
        return text
    }

    /// `solverv NAME` and the first line of `pattern`, then its other
    /// lines under the first; for no name, the line's `solverv
    /// [countdown|sunlight|dst...]`, its other lines under that list.
    /// `usage: ` before the `first` line of a help, as many spaces before
    /// the others. Written in pieces, without temporaries: fewer pieces
    /// with concatenated ones cost the overview more.
    private static func appendUsage(_ name: String?, _ pattern: [String], first: inout Bool, to text: inout String) {
        for i in pattern.indices {
            text += first ? "usage: " : "       "
            if i > 0 {
                text += String(repeating: " ", count: name.map { 9 + $0.utf8.count } ?? 8)
            } else if let name {
                text += "solverv "
                text += name
                text += " "
            } else {
                text += "solverv ["
                var more = false
                for provider in Providers.names {
                    if more { text += "|" }
                    text += provider
                    more = true
                }
                text += "...] "
            }
            first = false
            text += pattern[i]
            text += "\n"
        }
    }

    /// A subcommand's own help.
    static func command(_ c: Solverv.Command) -> String {
        var text = ""
        var first = true
        appendUsage(c.name, c.usage, first: &first, to: &text)
        text += "\n\(c.name): \(c.summary).\n"
        appendOptions(c.options, of: c.name, notes: c.notes, to: &text)
        return text
    }

    /// A provider's help: the line's usage and options with that provider,
    /// and its placeholders.
    static func provider(_ name: String) -> String {
        var text = ""
        var first = true
        appendUsage(name, Solverv.lineUsage, first: &first, to: &text)
        text += "\n\(name): \(Providers.named(name)?.summary ?? "").\n"
        appendOptions(Solverv.lineOptions + Solverv.common, of: name, notes: "", to: &text)
        text += "\nPlaceholders (--template '{name}'; solverv formats lists those of the place and the clock too):\n"
        for (placeholder, doc) in Providers.named(name)?.placeholders ?? [] { text += "  {\(placeholder)}".padding(22) + doc + "\n" }
        return text
    }

    /// The options that need more than a line, in the order of their
    /// notes: each `note` is in the help of every command that accepts it.
    static let notedOptions = ["location", "now", "watch", "notify", "plugin"]

    /// The note on `option`, one of `notedOptions`. A switch, not an array
    /// of pairs: an array of tuples costs the overview its metadata.
    static func note(_ option: String) -> String {
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

    // MARK: Pieces

    /// The options `names` of `command`, each with its line, then the
    /// notes on them and the command's own.
    private static func appendOptions(_ names: [String], of command: String, notes: String, to text: inout String) {
        text += "\nOptions:\n"
        for name in names { option(name, Options.doc(name, in: command), to: &text) }
        var paragraphs = notedOptions.filter(names.contains).map(note)
        if !notes.isEmpty { paragraphs.append(notes) }
        if !paragraphs.isEmpty { text += "\n" + paragraphs.joined(separator: "\n") + "\n" }
    }

    /// `  --NAME VALUE` padded to 18 columns, then its line. Written in
    /// pieces, as `item`.
    private static func option(_ name: String, _ doc: (value: String, summary: String), to text: inout String) {
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
    private static func item(_ name: String, _ width: Int, _ summary: String, to text: inout String) {
        text += "  "
        text += name
        text += String(repeating: " ", count: max(0, width - name.utf8.count) + 2)
        text += summary
        text += "\n"
    }
}
