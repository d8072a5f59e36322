import Glibc
import SolvervContracts
import SolvervIO
import SolvervLanguage
import SolvervProviders
import SolvervSetup

/// `solverv setup BAR`: the ready-to-paste piece of that bar's config
/// (`BarSetup`), with the line options given, each piece after a comment
/// in the file's own syntax that says which file it goes in. The command is
/// `solverv` where the PATH finds this binary, else its absolute path.
///
///     $ solverv setup waybar --location "Val-d'Or"
///     $ solverv setup            # the bars it knows
enum SetupCommand {
    /// The line options a piece can carry: the format, watching and the
    /// help are the bar's and the command's own.
    static let options = Solverv.lineOptions.filter { !["format", "watch", "once"].contains($0) }
        + Solverv.common.filter { !["help", "version"].contains($0) }

    static func run(_ given: Options, bar name: String) throws(Failure) -> String {
        let providers = Array(given.words.dropFirst(2))
        guard !name.isEmpty else { return BarSetup.list() }
        guard let bar = BarSetup.named(name) else {
            if let meant = Suggestion.nearest(name, BarSetup.names) {
                throw Failure(fill(tr("setup: '%s' is not a bar Solverv knows (did you mean '%s'?)"), Echo.cut(name), meant))
            }
            // TRANSLATORS: the bar given, then the bars, such as "waybar, sway, i3" (names stay as they are).
            throw Failure(fill(tr("setup: '%s' is not a bar Solverv knows (bars: %s)"), Echo.cut(name),
                               BarSetup.names.joined(separator: ", ")))
        }
        for word in providers where !Providers.names.contains(word) {
            if let meant = Suggestion.nearest(word, Providers.names) {
                throw Failure(fill(tr("setup: '%s' is not a provider Solverv knows (did you mean '%s'?)"), Echo.cut(word), meant))
            }
            // TRANSLATORS: the word given after the bar, then the providers, such as "countdown, sunlight, dst, moon".
            throw Failure(fill(tr("setup: '%s' is not a provider Solverv knows (providers: %s)"), Echo.cut(word),
                               Providers.names.joined(separator: ", ")))
        }
        var context = BarSetup.Context(binary: BarSetup.binaryWord(), options: try lineWords(given), providers: providers,
                                       defaults: Providers.defaults)
        // As the line: an option no provider of it uses is refused, and a block goes without one its provider does not use.
        if let unused = Providers.unusedOption(given.values.keys, providers: providers) { throw wouldShowAnError(Failure(unused)) }
        for p in context.shown { context.unused[p] = given.values.keys.filter { !Providers.uses([p], $0, with: given.values.keys) } }
        context.untemplated = try check(given, bar: bar, context)
        if bar.bar == "conky" { try BarSetup.checkLength(BarSetup.conkyCommand(context)) }
        var out = ""
        let pieces = bar.pieces
        for (i, piece) in pieces.enumerated() {
            if i > 0 { out += "\n" }
            out += BarSetup.heading(piece, context, part: i + 1, of: pieces.count) + piece.text(context)
            if i + 1 < pieces.count { out += BarSetup.ending(piece, part: i + 1, next: pieces[i + 1]) }
        }
        return out
    }

    /// The line a piece runs, tried here first: options with which it could
    /// only show an error block (an ambiguous or unknown place, a bad zone,
    /// a template the bar cannot draw) are refused with the line's own
    /// message, before anything is pasted. `--location auto` is left to
    /// GeoClue where the bar runs: the rest is tried at another place.
    /// A bar with a block for each provider (i3blocks) has each block's
    /// template tried alone: the blocks whose provider cannot draw it go
    /// without it (returned, and said on stderr); where none can, it is refused.
    static func check(_ given: Options, bar: BarSetup, _ context: BarSetup.Context) throws(Failure) -> Set<String> {
        var options = given
        options.values["format"] = bar.format
        if given.values["location"] == "auto", given.values["lat"] == nil, given.values["lon"] == nil {
            options.values["location"] = nil
            options.values["lat"] = "0"
            options.values["lon"] = "0"
        }
        let formatter = try LineCommand.formatter(options)
        do throws(Failure) {
            _ = try LineCommand.spec(options, context.providers, formatter)
        } catch {
            throw wouldShowAnError(error)
        }
        guard let template = options.values["template"], bar.blockEach else { return [] }
        var untemplated: Set<String> = []
        var reason: Failure?
        for provider in context.shown {
            do throws(Failure) {
                _ = try LineCommand.parseTemplate(template, [provider], formatter, hinting: false)
            } catch {
                untemplated.insert(provider)
                reason = reason ?? error
                // TRANSLATORS: %1$s is a provider (sunlight), whose i3blocks or i3status-rust block goes without the --template given; %2$s says why.
                Output.message("solverv: " + fill(tr("setup: the %1$s block goes without --template, which it cannot draw: %2$s"), provider, error.message) + "\n")
            }
        }
        if untemplated.count == context.shown.count, let reason { throw wouldShowAnError(reason) }
        return untemplated
    }

    static func wouldShowAnError(_ error: Failure) -> Failure {
        // TRANSLATORS: %s is why the line would fail, as the line says it.
        Failure(fill(tr("setup: the line would show an error: %s"), error.message))
    }

    /// The options given, as the line's argv words, in the order of the
    /// help. A value with a control character fits no config line.
    static func lineWords(_ given: Options) throws(Failure) -> [String] {
        var words: [String] = []
        for name in options {
            guard let value = given.values[name] else { continue }
            words.append("--" + name)
            if let i = Options.names.firstIndex(of: name), Options.takesValue[i] {
                if value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                    throw Failure(fill(tr("setup: the value of --%s holds a control character, which no config line can carry"), name))
                }
                words.append(value)
            }
        }
        return words
    }
}
