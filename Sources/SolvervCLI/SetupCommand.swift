import Glibc
import SolvervContracts
import SolvervIO
import SolvervLanguage

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
        guard !name.isEmpty else { return list() }
        guard let bar = BarSetup.named(name) else {
            if let meant = Suggestion.nearest(name, BarSetup.names) {
                throw Failure(fill(tr("setup: '%s' is not a bar Solverv knows (did you mean '%s'?)"), Echo.cut(name), meant))
            }
            // TRANSLATORS: the bar given, then the bars, such as "waybar, sway, i3" (names stay as they are).
            throw Failure(fill(tr("setup: '%s' is not a bar Solverv knows (bars: %s)"), Echo.cut(name),
                               BarSetup.names.joined(separator: ", ")))
        }
        var context = BarSetup.Context(binary: binaryWord(), options: try lineWords(given))
        context.untemplated = try check(given, bar: bar)
        if bar.bar == "conky" { try checkLength(BarSetup.conkyCommand(context)) }
        var out = ""
        let pieces = bar.pieces
        for (i, piece) in pieces.enumerated() {
            if i > 0 { out += "\n" }
            out += BarSetup.heading(piece, part: i + 1, of: pieces.count) + piece.text(context)
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
    static func check(_ given: Options, bar: BarSetup) throws(Failure) -> Set<String> {
        var options = given
        options.values["format"] = bar.format
        if given.values["location"] == "auto", given.values["lat"] == nil, given.values["lon"] == nil {
            options.values["location"] = nil
            options.values["lat"] = "0"
            options.values["lon"] = "0"
        }
        let formatter = try LineCommand.formatter(options)
        do throws(Failure) {
            _ = try LineCommand.spec(options, [], formatter)
        } catch {
            throw wouldShowAnError(error)
        }
        guard let template = options.values["template"], !bar.providers.isEmpty else { return [] }
        var untemplated: Set<String> = []
        var reason: Failure?
        for provider in bar.providers {
            do throws(Failure) {
                _ = try LineCommand.parseTemplate(template, [provider], formatter)
            } catch {
                untemplated.insert(provider)
                reason = reason ?? error
                // TRANSLATORS: %1$s is a provider (sunlight), whose i3blocks or i3status-rust block goes without the --template given; %2$s says why.
                Output.message("solverv: " + fill(tr("setup: the %1$s block goes without --template, which it cannot draw: %2$s"), provider, error.message) + "\n")
            }
        }
        if untemplated.count == bar.providers.count, let reason { throw wouldShowAnError(reason) }
        return untemplated
    }

    static func wouldShowAnError(_ error: Failure) -> Failure {
        // TRANSLATORS: %s is why the line would fail, as the line says it.
        Failure(fill(tr("setup: the line would show an error: %s"), error.message))
    }

    /// conky runs nothing of a command longer than it keeps (`BarSetup.conkyCommandLimit`).
    static func checkLength(_ command: String) throws(Failure) {
        let bytes = command.utf8.count
        guard bytes > BarSetup.conkyCommandLimit else { return }
        // TRANSLATORS: %1$d is conky's limit (245), %2$d the command's length; then the config file's usual path.
        throw Failure(fill(tr("setup: conky runs no command longer than %1$d bytes, and this one has %2$d: put the long options (the template, the place) in Solverv's config file, %3$s"),
                           String(BarSetup.conkyCommandLimit), String(bytes), "~/.config/solverv/config.json"))
    }

    /// The bars, one a line with what `setup` gives for each.
    static func list() -> String {
        var out = "Bars (solverv setup BAR [line options] prints the piece of its config):\n"
        let width = BarSetup.names.map(\.count).max() ?? 0
        for bar in BarSetup.all { out += "  \(bar.bar.padding(width))  \(bar.summary)\n" }
        return out
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

    /// `solverv` when the PATH finds this very binary, else its absolute path.
    static func binaryWord() -> String {
        guard let running = runningBinary() else { return "solverv" }
        var mine = stat(), found = stat()
        guard stat(running, &mine) == 0 else { return running }
        for dir in (Environment.variable("PATH") ?? "").split(separator: ":") where !dir.isEmpty {
            let candidate = String(dir) + "/solverv"
            if access(candidate, X_OK) == 0, stat(candidate, &found) == 0,
               found.st_dev == mine.st_dev, found.st_ino == mine.st_ino {
                return "solverv"
            }
        }
        return running
    }

    /// The running binary's path, from /proc/self/exe.
    static func runningBinary() -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let n = readlink("/proc/self/exe", &buffer, 4096)
        guard n > 0 else { return nil }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
