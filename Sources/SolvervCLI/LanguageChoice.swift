import Glibc
import SolvervContracts
import SolvervFormatters
import SolvervConfig
import SolvervIO
import SolvervLanguage

/// Which language and clock a run speaks (SPEC §10), strongest first:
/// `--locale` and `--clock`; the config's `"locale"` and `"clock"`, a bar
/// format's section before the top level; the environment. Machine output
/// (the JSON snapshot, a plugin's) stays English on the C clock.
enum LanguageChoice {
    /// Sets the language before anything is said: from `--locale`, found
    /// in the raw arguments so that even a refused option is said in it,
    /// else from the environment (nothing at all in C or POSIX).
    static func start(_ arguments: [String]) {
        let locale = localeArgument(arguments)
        applied = locale
        if !Language.start(locale: locale), let locale { notInstalled(locale) }
    }

    /// `--locale NAME` or `--locale=NAME` before any `--`; nil when not
    /// given. (An abbreviation, `--loc`, is found by `apply` once parsed.)
    static func localeArgument(_ arguments: [String]) -> String? {
        var found: String?
        var i = 1
        while i < arguments.count {
            let a = arguments[i]
            if a == "--" { break }
            if a == "--locale", i + 1 < arguments.count {
                found = arguments[i + 1]
                i += 1
            } else if a.hasPrefix("--locale=") {
                found = String(a.dropFirst(9))
            }
            i += 1
        }
        return found
    }

    /// `--clock`: 12 or 24, or nil when not given.
    static func clock(_ options: Options) throws(Failure) -> Int? {
        guard let text = options.values["clock"] else { return nil }
        guard text == "12" || text == "24" else { throw Failure.choice("clock", text, ["12", "24"]) }
        return text == "12" ? 12 : 24
    }

    /// What the options and the config choose, for the line in `format`:
    /// the config's locale where `--locale` gave none, and the clock.
    /// Output for programs speaks English. Called again when watch mode
    /// resolves its options anew: a locale is set only when it changes.
    /// Without a format: a command's own output (`report`, `chart`).
    static func apply(_ options: Options, _ config: Config?, format: (any Formatter)? = nil) throws(Failure) {
        let clock = try self.clock(options)
        let name = format?.name ?? ""
        if format?.readByPeople == false {
            Language.speakEnglish()
            return
        }
        var locale = options.values["locale"]
        if locale == nil { locale = config?.locale(format: name) }
        if let locale, locale != applied {
            applied = locale
            if !Language.start(locale: locale) { notInstalled(locale) }
        }
        LocaleClock.chosenHours = clock ?? config?.clock(format: name)
    }

    /// The locale `apply` set last (`--locale`'s, from `start`, at first).
    nonisolated(unsafe) private static var applied: String?

    /// One line, and the text goes on in English: a bar keeps working.
    private static func notInstalled(_ locale: String) {
        // TRANSLATORS: a notice on stderr when --locale or the config's "locale" names a locale that is not
        // installed; %s is its name. (It is said in English, the language then spoken.)
        Output.message("solverv: " + fill(tr("locale '%s' is not installed; the text stays English"), Escape.plain(Echo.cut(locale))) + "\n")
    }
}
