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
/// it opens one file rather than trying six spellings of the locale's name;
/// where none is, the one the binary carries (`EmbeddedCatalogues`).
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
        guard !isPlain(messages) else { return true }
        let languages = CatalogueDirectory.wanted(messages: messages)
        if let found = CatalogueDirectory.find(languages) {
            bindCatalogues(found)
        } else if let catalogue = EmbeddedCatalogues.first(of: languages) {
            bindEmbedded(catalogue)
        }
        return true
    }

    /// Gives gettext the binary's own catalogue, where none is on disk (a
    /// copy of the binary alone): written once where gettext can read it
    /// (CheckedCatalogues.embedded). Nothing for a watch line to look at
    /// again: it cannot change.
    private static func bindEmbedded(_ catalogue: EmbeddedCatalogues.Catalogue) {
        let runtime = RuntimeDirectory.usable
        let directory = CheckedCatalogues.embedded(catalogue, runtime: runtime) {
            if privateStore == nil { privateStore = makePrivateStore() }
            return privateStore
        }
        guard let directory else { return }
        LanguageList.set([catalogue.language])
        _ = bindtextdomain(domain, directory)
        _ = bind_textdomain_codeset(domain, "UTF-8")
        firstCatalogue = catalogue.language
        translating = true
    }

    /// Gives gettext the catalogues for the messages locale `messages`
    /// that pass the check (CatalogueChoice): one that would hang or crash
    /// the line is left out, with a notice.
    private static func bindCatalogues(_ found: CatalogueDirectory.Found) {
        lastDirectory = found.directory
        lastLanguages = found.languages
        // Without a runtime directory of the user's, the copies go in a
        // directory of this line's own, so that gettext never opens a file
        // that can change after its check (a FIFO swapped in hung a line).
        let runtime = RuntimeDirectory.usable
        if runtime == nil, privateStore == nil { privateStore = makePrivateStore() }
        let chosen = CatalogueChoice.choose(found, runtime: runtime, privateStore: privateStore)
        seenPaths = chosen.seenPaths
        seenIdentities = chosen.seenIdentities
        if var directory = chosen.directory, !chosen.languages.isEmpty {
            // glibc keeps every catalogue it loaded, by its path, for the
            // whole run: a catalogue read in place and changed since is
            // read again only under a path it has not seen.
            if chosen.inPlace {
                if directory == boundInPlace.directory { boundInPlace.again += 1 } else { boundInPlace = (directory, 0) }
                for _ in 0..<boundInPlace.again { directory += "/." }
            }
            // Only the languages found, in gettext's order: it then opens their
            // catalogues and tries no other spelling (de_DE.UTF-8, de_DE.utf8, …).
            LanguageList.set(chosen.languages)
            _ = bindtextdomain(domain, directory)
            // A bar always gets UTF-8, even in a de_DE.ISO-8859-1 locale.
            _ = bind_textdomain_codeset(domain, "UTF-8")
            firstCatalogue = chosen.languages.first
            translating = true
        }
        // Said in the language that is left, once a run for each file that is refused.
        for i in 0..<min(chosen.refusedPaths.count, chosen.refusedProblems.count) {
            let path = chosen.refusedPaths[i]
            let identity = seenPaths.firstIndex(of: path).map { seenIdentities[$0] } ?? ""
            Notice.once(path + "\u{0}" + identity, refusal(path, chosen.refusedProblems[i], english: chosen.languages.isEmpty))
        }
    }

    /// For a watch line, before it draws again: whether a catalogue it
    /// read was changed, removed or replaced since it was chosen. Then the
    /// catalogues are chosen again, before gettext reads any: a sound one
    /// is read afresh, a bad one gives English and a notice. A `stat` for
    /// each catalogue; nothing in C, or for machine output.
    /// (The same directory and languages as at the start: a catalogue
    /// removed is refused, with a notice, not looked for elsewhere.)
    public static func refresh() -> Bool {
        guard !seenPaths.isEmpty, CatalogueChoice.changed(seenPaths, seenIdentities) else { return false }
        translating = false
        firstCatalogue = nil
        let found = CatalogueDirectory.Found(directory: lastDirectory)
        for language in lastLanguages {
            var info = stat()
            if stat(lastDirectory + "/" + language + "/LC_MESSAGES/" + domain + ".mo", &info) != 0 { info = stat() }
            found.add(language, info)
        }
        bindCatalogues(found)
        return true
    }

    /// A directory of this line's own for its checked copies, when there is
    /// no runtime directory of the user's (`$XDG_RUNTIME_DIR` unset, or open
    /// to others: an ssh or container session): made in `$TMPDIR` or `/tmp`,
    /// and removed as the line ends (`removePrivateCopies`, at exit), so
    /// that gettext never maps a file that can change under the line (a
    /// truncated one killed it with SIGBUS at its next lookup).
    private static func makePrivateStore() -> String? {
        let temporary = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        var template = Array((temporary + "/solverv-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap { mkdtemp($0) } }) else { return nil }
        atexit { Language.removePrivateCopies() }
        return String(cString: made)
    }

    /// Removes the copies of `makePrivateStore`'s directory (gettext's mappings of
    /// them stay valid until the process ends).
    public static func removePrivateCopies() {
        guard let store = privateStore else { return }
        for name in CheckedCatalogues.entries(of: store) { CheckedCatalogues.removeSet(store + "/" + name) }
        rmdir(store)
        privateStore = nil
    }

    nonisolated(unsafe) private static var privateStore: String?
    /// The catalogues chosen, and their files' identities then (`refresh`).
    nonisolated(unsafe) private static var seenPaths: [String] = []
    nonisolated(unsafe) private static var seenIdentities: [String] = []
    /// Where the catalogues were found, for `refresh` (separate, not a
    /// `Found?`: its outlined copy asked for `[String]`'s metadata, 15 000
    /// instructions of a translated line).
    nonisolated(unsafe) private static var lastDirectory = ""
    nonisolated(unsafe) private static var lastLanguages: [String] = []
    /// The last directory of catalogues read in place, and how many times it was read again.
    nonisolated(unsafe) private static var boundInPlace: (directory: String, again: Int) = ("", 0)

    /// The notice for a catalogue left out.
    private static func refusal(_ path: String, _ problem: CatalogueCheck.Problem, english: Bool) -> String {
        let reason: String
        switch problem {
        case .file(let failure): reason = failure.reason
        // TRANSLATORS: why a catalogue is not used (after "catalogue PATH not used"); %s is a number.
        case .tooLarge: reason = fill(tr("larger than %s KiB"), String(CatalogueCheck.limit / 1024))
        // TRANSLATORS: why a catalogue is not used: the file is not a compiled gettext catalogue.
        case .notCatalogue: reason = tr("not a compiled message catalogue (.mo)")
        // TRANSLATORS: why a catalogue is not used: the file is damaged.
        case .outside: reason = tr("damaged: a table or a string lies outside the file")
        // TRANSLATORS: why a catalogue is not used: the file is damaged.
        case .hashTable: reason = tr("damaged: its hash table is inconsistent")
        // TRANSLATORS: why a catalogue is not used; UTF-8 is the name of the encoding.
        case .charset: reason = tr("its charset is not UTF-8")
        // TRANSLATORS: why a catalogue is not used: its Plural-Forms header.
        case .pluralRule: reason = tr("its plural rule could divide by zero")
        }
        // TRANSLATORS: a notice on stderr: %1$s is a catalogue's path, %2$s why it is not used. No catalogue is
        // left, so the text is English (and so is this notice).
        if english { return fill(tr("catalogue %1$s not used (%2$s); the text stays English"), path, reason) }
        // TRANSLATORS: a notice on stderr, as above, when another language's catalogue is used.
        return fill(tr("catalogue %1$s not used (%2$s)"), path, reason)
    }

    /// Machine output (JSON, CSV, the plugin snapshot) never changes with
    /// the locale: from here on `tr` gives the English source text.
    /// The clock is C's too: `HH:MM`, English month names, whatever
    /// `--clock` chose.
    public static func speakEnglish() {
        translating = false
        seenPaths = []
        LocaleClock.machine = true
    }

    /// Runs `body` as machine output, whatever the line speaks (English
    /// words, the C clock), then speaks the line's language again: for a
    /// snapshot that carries both, a plugin's (the facts for programs, the
    /// words for people). Not generic: a specialisation it would need costs
    /// more than the closure.
    public static func forMachines(_ body: () -> Void) {
        let wasTranslating = translating, wasMachine = LocaleClock.machine
        translating = false
        LocaleClock.machine = true
        defer {
            translating = wasTranslating
            LocaleClock.machine = wasMachine
        }
        body()
    }

    /// Sets the messages locale, and says whether the locale is there; the
    /// clock follows LC_TIME, set when first read (`LocaleClock`).
    @discardableResult
    private static func setCategories(_ name: String) -> Bool {
        translating = false
        seenPaths = []
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
