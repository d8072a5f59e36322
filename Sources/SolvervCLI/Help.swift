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
            HelpText.item(c.name, 7, c.summary, to: &subcommands)
            if c.name == "report" || c.name == "chart" {
                notes += c.notes
                notes += "\n"
            }
        }
        text += flags
        text += "\nSubcommands:\n"
        text += subcommands
        text += "\nFormats (--format):\n"
        Formatters.each { HelpText.item($0.name, 11, $0.summary, to: &text) }
        text += "\nProviders:\n"
        Providers.each { HelpText.item($0.name, 10, $0.summary, to: &text) }
        text += "\nOptions:\n"
        for name in Options.names { HelpText.option(name, Options.doc(name), to: &text) }
        text += "\n"
        for option in HelpText.notedOptions {
            text += HelpText.note(option)
            text += "\n"
        }
        text += notes
        text += "Each command has its own help, with only its options: solverv help COMMAND,\nor solverv COMMAND --help.\n"
        return text
    }()

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
        let options = options(ofProvider: name)
        appendUsage(name, HelpText.usage(Solverv.lineUsage, without: Solverv.lineOptions.filter { !options.contains($0) }),
                    first: &first, to: &text)
        text += "\n\(name): \(Providers.named(name)?.summary ?? "").\n"
        appendOptions(options, of: name, notes: "", to: &text)
        text += "\nPlaceholders (--template '{name}'; solverv formats lists those of the place and the clock too):\n"
        for (placeholder, doc) in Providers.named(name)?.placeholders ?? [] { text += "  {\(placeholder)}".padding(22) + doc + "\n" }
        return text
    }

    /// The options of provider `name`'s line: not those only another provider uses, which it refuses.
    static func options(ofProvider name: String) -> [String] {
        Solverv.lineOptions.filter { Providers.user(ofOption: $0).map { $0 == name } ?? true } + Solverv.common
    }

    // MARK: Pieces

    /// The options `names` of `command`, each with its line, then the
    /// notes on them and the command's own.
    private static func appendOptions(_ names: [String], of command: String, notes: String, to text: inout String) {
        text += "\nOptions:\n"
        for name in names { HelpText.option(name, Options.doc(name, in: command), to: &text) }
        var paragraphs = HelpText.notedOptions.filter(names.contains).map(HelpText.note)
        if !notes.isEmpty { paragraphs.append(notes) }
        if !paragraphs.isEmpty { text += "\n" + paragraphs.joined(separator: "\n") + "\n" }
    }
}
