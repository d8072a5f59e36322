import CIntl
import Glibc
import SystemFiles

/// The language a person reads (SPEC §10): glibc's gettext with the text
/// domain `solverv`, set up once at start from the environment or an
/// explicit locale. Process-wide, like the C locale it wraps.
///
/// Only the categories Solverv uses are set (LC_MESSAGES and LC_TIME):
/// `setlocale(LC_ALL, "")` in de_DE.UTF-8 costs a static program 0.40×
/// of a C hello at start-up, three categories 0.16× (TOOLCHAIN.md). In the C or POSIX locale nothing is set at all, so a
/// line without a locale pays nothing.
public enum Language {
    /// The text domain: catalogues are `LANG/LC_MESSAGES/solverv.mo`.
    public static let domain = "solverv"

    /// Whether `tr` asks gettext. False until `start` finds a locale other
    /// than C or POSIX, and again after `speakEnglish()`.
    public nonisolated(unsafe) private(set) static var translating = false

    /// Sets the locale from the environment, or from `locale` (`--locale`,
    /// the config's `"locale"`), which then also wins over `LANGUAGE`.
    /// Returns false when an explicit `locale` is not installed here: the
    /// text stays English, and the caller may say so. An unknown locale in
    /// the environment falls back to English quietly, as every program does.
    @discardableResult
    public static func start(locale: String? = nil) -> Bool {
        if let locale {
            // An explicit choice beats the environment's language list.
            unsetenv("LANGUAGE")
            // English again, also after the environment's locale was set.
            if isPlain(locale) { setCategories("C"); return true }
            guard setCategories(locale) else { setCategories("C"); return false }
        } else {
            guard !environmentIsPlain() else { return true }
            guard setCategories("") else { return true }
        }
        guard let catalogues = CatalogueDirectory.find() else { return true }
        _ = bindtextdomain(domain, catalogues)
        // A bar always gets UTF-8, even in a de_DE.ISO-8859-1 locale.
        _ = bind_textdomain_codeset(domain, "UTF-8")
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

    /// Sets the categories Solverv uses, and says whether the locale is
    /// there; the clock follows LC_TIME from here on (`LocaleClock`).
    @discardableResult
    private static func setCategories(_ name: String) -> Bool {
        translating = false
        // Not LC_CTYPE: gettext gives UTF-8 as bound (`bind_textdomain_codeset`)
        // whatever it says, and LocaleText reads LC_TIME's codeset itself;
        // each category loaded costs a line start-up time.
        // (The release link keeps glibc's LC_MESSAGES and LC_TIME loaders,
        // which a static glibc otherwise leaves out: see Package.swift.)
        let messages = setlocale(LC_MESSAGES, name) != nil
        // The name set, not the one asked for: "" is the environment's.
        let time = setlocale(LC_TIME, name).map { String(cString: $0) }
        LocaleClock.follow(time.map { !isPlain($0) } ?? false)
        return messages || time != nil
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
        for category in ["LC_MESSAGES", "LC_TIME"] {
            let v = value(category)
            if !isPlain(v.isEmpty ? lang : v) { return false }
        }
        return true
    }

    private static func value(_ name: String) -> String {
        getenv(name).map { String(cString: $0) } ?? ""
    }
}
