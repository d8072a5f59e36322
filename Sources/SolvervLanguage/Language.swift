import CIntl
import Glibc
import SystemFiles

/// The language a person reads (SPEC §10): glibc's gettext with the text
/// domain `solverv`, set up once at start from the environment or an
/// explicit locale. Process-wide, like the C locale it wraps.
///
/// Start-up is what a one-shot line pays for, so only what the line needs
/// is loaded: `setlocale(LC_ALL, "")` in de_DE.UTF-8 costs a static program
/// 0.40× of a C hello, three categories 0.16× (TOOLCHAIN.md). Here:
/// LC_MESSAGES at start; LC_TIME only when a clock or a date is first
/// written (`LocaleClock`), which most lines never do; gettext told the
/// languages whose catalogues are on disk (`CatalogueDirectory`), so that
/// it opens one file rather than trying six spellings of the locale's name.
/// In the C or POSIX locale nothing is set at all, so a line without a
/// locale pays nothing.
public enum Language {
    /// The text domain: catalogues are `LANG/LC_MESSAGES/solverv.mo`.
    public static let domain = "solverv"

    /// Whether `tr` asks gettext. False until `start` finds a locale other
    /// than C or POSIX, and again after `speakEnglish()`.
    public nonisolated(unsafe) private(set) static var translating = false

    /// The language of the catalogue gettext reads first (`de`, `pt_BR`,
    /// `zh_CN`: a name in po/LINGUAS), while `translating`; else nil. Names
    /// of places follow it (`LocalNames`).
    public static var catalogueLanguage: String? { translating ? firstCatalogue : nil }
    nonisolated(unsafe) private static var firstCatalogue: String?

    /// Sets the locale from the environment, or from `locale` (`--locale`,
    /// the config's `"locale"`), which then also wins over `LANGUAGE`.
    /// Returns false when an explicit `locale` is not installed here: the
    /// text stays English, and the caller may say so. An unknown locale in
    /// the environment falls back to English quietly, as every program does.
    @discardableResult
    public static func start(locale: String? = nil) -> Bool {
        if let locale {
            // An explicit choice beats the environment's language list.
            LanguageList.set(nil)
            // English again, also after the environment's locale was set.
            if isPlain(locale) { setCategories("C"); return true }
            guard setCategories(locale) else { setCategories("C"); return false }
        } else {
            LanguageList.restore()
            guard !environmentIsPlain() else { return true }
            guard setCategories("") else { return true }
        }
        // gettext ignores LANGUAGE and translates nothing when the messages
        // locale is C (LC_TIME alone was a locale's): no catalogue to look for.
        let messages = setlocale(LC_MESSAGES, nil).map { String(cString: $0) } ?? ""
        guard !isPlain(messages), let found = CatalogueDirectory.find(messages: messages) else { return true }
        // Only the languages found, in gettext's order: it then opens their
        // catalogues and tries no other spelling (de_DE.UTF-8, de_DE.utf8, …).
        LanguageList.set(found.languages)
        _ = bindtextdomain(domain, found.directory)
        // A bar always gets UTF-8, even in a de_DE.ISO-8859-1 locale.
        _ = bind_textdomain_codeset(domain, "UTF-8")
        firstCatalogue = found.languages.first
        translating = true
        return true
    }

    /// Machine output (JSON, CSV, the plugin snapshot) never changes with
    /// the locale: from here on `tr` gives the English source text.
    /// The clock is C's too: `HH:MM`, English month names, whatever
    /// `--clock` chose.
    public static func speakEnglish() {
        translating = false
        LocaleClock.machine = true
    }

    /// Sets the messages locale, and says whether the locale is there; the
    /// clock follows LC_TIME, set when first read (`LocaleClock`).
    @discardableResult
    private static func setCategories(_ name: String) -> Bool {
        translating = false
        // Not LC_CTYPE: gettext gives UTF-8 as bound (`bind_textdomain_codeset`)
        // whatever it says, and LocaleText reads LC_TIME's codeset itself;
        // each category loaded costs a line start-up time.
        // (The release link keeps glibc's LC_MESSAGES and LC_TIME loaders,
        // which a static glibc otherwise leaves out: see Package.swift.)
        let messages = setlocale(LC_MESSAGES, name) != nil
        LocaleClock.follow(name)
        // A locale without LC_MESSAGES is still one, if it has LC_TIME.
        return messages || LocaleClock.setTimeLocale()
    }

    /// C, POSIX, C.UTF-8 or empty: English, and nothing to set.
    public static func isPlain(_ name: String) -> Bool {
        name.isEmpty || name == "C" || name == "POSIX" || name.hasPrefix("C.")
    }

    /// Whether every category we use resolves to a plain locale, by the
    /// precedence of POSIX: LC_ALL, then LC_x, then LANG.
    private static func environmentIsPlain() -> Bool {
        let all = value("LC_ALL")
        if !all.isEmpty { return isPlain(all) }
        let lang = value("LANG")
        for category in ["LC_MESSAGES", "LC_TIME", "LC_NUMERIC"] {
            let v = value(category)
            if !isPlain(v.isEmpty ? lang : v) { return false }
        }
        return true
    }

    private static func value(_ name: String) -> String {
        getenv(name).map { String(cString: $0) } ?? ""
    }
}
