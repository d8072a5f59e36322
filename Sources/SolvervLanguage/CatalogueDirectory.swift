import CIntl
import Glibc
import SystemFiles

/// Where the compiled catalogues are, found from the running binary so that
/// an installed copy, the release tarball, `~/.local` and the build tree all
/// work (SPEC §10): `BIN/../share/locale` for `PREFIX/bin/solverv`,
/// `BIN/../../locale` for the build tree's `.build/TRIPLE/CONFIG/solverv`
/// (catalogues in `.build/locale`), then the system's own directories.
enum CatalogueDirectory {
    /// The first directory with a catalogue for one of the languages
    /// gettext will try, or nil when none has one (English, and no more work).
    static func find() -> String? {
        let languages = wanted()
        guard !languages.isEmpty else { return nil }
        var candidates: [String] = []
        if let binary = SymbolicLink.target(of: "/proc/self/exe"), let slash = binary.lastIndex(of: "/") {
            let bin = String(binary[..<slash])
            candidates.append(bin + "/../share/locale")
            candidates.append(bin + "/../../locale")
        }
        candidates.append("/usr/local/share/locale")
        candidates.append("/usr/share/locale")
        return candidates.first { directory in
            languages.contains { access(directory + "/" + $0 + "/LC_MESSAGES/" + Language.domain + ".mo", R_OK) == 0 }
        }
    }

    /// The languages gettext looks up, in its order: `LANGUAGE`'s list, then
    /// the messages locale, each as `ll_CC` and then `ll` (`pt_BR`, `pt`).
    static func wanted() -> [String] {
        var names: [String] = []
        if let list = getenv("LANGUAGE") {
            names += String(cString: list).split(separator: ":").map(String.init)
        }
        if let current = setlocale(LC_MESSAGES, nil) {
            names.append(String(cString: current))
        }
        var languages: [String] = []
        for name in names where !Language.isPlain(name) {
            // Drop `.codeset` and `@modifier`: ll_CC, then ll.
            let bare = String(name.prefix { $0 != "." && $0 != "@" })
            for form in [bare, String(bare.prefix { $0 != "_" })] where !form.isEmpty && !languages.contains(form) {
                languages.append(form)
            }
        }
        return languages
    }
}
