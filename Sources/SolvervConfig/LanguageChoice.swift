import Glibc
import SolvervContracts
import SolvervFormatters
import SolvervIO
import SolvervLanguage

/// Which language and clock a run speaks (SPEC §10), strongest first:
/// `--locale` and `--clock`; the config's `"locale"` and `"clock"`, a bar
/// format's section before the top level; the environment. Machine output
/// (the JSON snapshot, a plugin's) stays English on the C clock.
package enum LanguageChoice {
    /// Sets the language before anything is said: from `--locale`, found
    /// in the raw arguments so that even a refused option is said in it,
    /// else from the environment (nothing at all in C or POSIX).
    package static func start(_ arguments: [String]) {
        // `--locale ''` is refused by `apply`, said in the environment's language.
        let locale = localeArgument(arguments).flatMap { $0.isEmpty ? nil : $0 }
        applied = locale
        if let locale { started(locale, Language.start(locale: locale)) } else { Language.start() }
    }

    /// `--locale NAME` or `--locale=NAME` before any `--`; nil when not
    /// given, or given twice (the refusal is then said in the
    /// environment's language, not in whichever came last). (An
    /// abbreviation, `--loc`, is found by `apply` once parsed.)
    package static func localeArgument(_ arguments: [String]) -> String? {
        var found: [String] = []
        var i = 1
        while i < arguments.count {
            // Compared as bytes: String's == and hasPrefix compare canonical
            // equivalence, which for an argument in another script (`Москва`)
            // reads Unicode's normalization tables, pages a line never needs.
            let a = arguments[i].utf8
            if a.elementsEqual("--".utf8) { break }
            if a.elementsEqual("--locale".utf8), i + 1 < arguments.count {
                found.append(arguments[i + 1])
                i += 1
            } else if a.starts(with: "--locale=".utf8) {
                found.append(String(arguments[i].dropFirst(9)))
            }
            i += 1
        }
        return found.count == 1 ? found[0] : nil
    }

    /// `--clock`: 12 or 24, or nil when not given.
    package static func clock(_ options: Options) throws(Failure) -> Int? {
        guard let text = options.values["clock"] else { return nil }
        guard text == "12" || text == "24" else { throw Failure.choice("clock", text, ["12", "24"]) }
        return text == "12" ? 12 : 24
    }

    /// What the options and the config choose, for the line in `format`:
    /// the config's locale where `--locale` gave none, and the clock.
    /// Output for programs speaks English. Called again when watch mode
    /// resolves its options anew: a locale is set only when it changes.
    /// Without a format: a command's own output (`report`, `chart`).
    /// (The format's name and whether people read it, not the formatter:
    /// copying an optional existential cost a line in C 10 000 instructions.)
    package static func apply(_ options: Options, _ config: Config?, format: (name: String, readByPeople: Bool)? = nil) throws(Failure) {
        let clock = try self.clock(options)
        let name = format?.name ?? ""
        if options.values["locale"]?.isEmpty == true {
            // TRANSLATORS: --locale was given an empty name; C is the plain (English) locale, not translated.
            throw Failure(tr("--locale needs a locale's name, such as de_DE.UTF-8 (or C for English); without --locale the environment's is used"))
        }
        if format?.readByPeople == false {
            Language.speakEnglish()
            return
        }
        var locale = options.values["locale"]
        if locale == nil { locale = config?.locale(format: name) }
        if let locale, locale != applied {
            applied = locale
            started(locale, Language.start(locale: locale))
        }
        LocaleClock.chosenHours = clock ?? config?.clock(format: name)
    }

    /// The locale `apply` set last (`--locale`'s, from `start`, at first).
    nonisolated(unsafe) private static var applied: String?

    /// One notice when a locale named explicitly leaves the text English
    /// though it is not English: not installed (`de`, `xx_YY`), or set but
    /// spoken by no catalogue of ours (`german`, a glibc alias). The text
    /// goes on in English: a bar keeps working. Only an explicit locale is
    /// checked; the environment's falls back quietly, as every program does.
    private static func started(_ locale: String, _ installed: Bool) {
        let name = Escape.plain(Echo.cut(locale))
        var message: String
        if !installed {
            // TRANSLATORS: a notice on stderr when --locale or the config's "locale" names a locale that is not
            // installed; %s is its name. (It is said in English, the language then spoken.)
            message = fill(tr("locale '%s' is not installed; the text stays English"), name)
        } else if Language.isPlain(locale) || isEnglish(locale) || catalogueFound() {
            return
        } else {
            // TRANSLATORS: a notice on stderr when --locale or the config's "locale" is set but no catalogue of
            // Solverv's speaks it (such as "german", a glibc alias, or a language not translated); %s is its name.
            message = fill(tr("no catalogue of Solverv's speaks locale '%s'; the text stays English"), name)
        }
        // `de`, `german`: a name without a country.
        if !locale.utf8.contains(UInt8(ascii: "_")) {
            // TRANSLATORS: added to the notices above for a name such as "de"; de_DE.UTF-8 and locale -a stay as they are.
            message += " " + tr("(a locale names a language and a country, such as de_DE.UTF-8: locale -a lists those installed)")
        }
        Output.message("solverv: " + message + "\n")
    }

    /// `en`, `en_GB.UTF-8`, `en@shaw`: English, which needs no catalogue.
    private static func isEnglish(_ locale: String) -> Bool {
        let language = locale.utf8.prefix { $0 != UInt8(ascii: "_") && $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "@") }
        return language.elementsEqual("en".utf8)
    }
}
