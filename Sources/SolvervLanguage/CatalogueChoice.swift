import Glibc
import SystemFiles

/// Which catalogues gettext reads, and from where (SPEC §10): with a
/// runtime directory that is the user's own, their checked copies
/// (CheckedCatalogues); without one, a watch line's copies in a directory
/// of its own, and a one-shot line's files in place, each checked whole
/// on every line (then a catalogue replaced in the milliseconds between the
/// check and gettext's own open is read unchecked: set XDG_RUNTIME_DIR).
package enum CatalogueChoice {
    struct Chosen {
        /// What `bindtextdomain` gets; nil when no catalogue is sound.
        var directory: String?
        /// The languages gettext may read, in its order.
        var languages: [String] = []
        var refused: [(path: String, problem: CatalogueCheck.Problem)] = []
        /// Each catalogue looked at, and its identity then (nil: none
        /// there): a watch line compares them before it draws (`Language.refresh`).
        var seen: [(path: String, identity: CheckedCatalogues.Identity?)] = []
        /// Whether gettext reads the files in place: then only a directory
        /// path it has not seen makes it read a changed one again.
        var inPlace = false
    }

    /// The catalogues of `found` that gettext may read; `runtime` is the
    /// runtime directory, when it is the user's own and closed to others.
    /// `privateStore`: a directory of this process's own for the copies,
    /// when there is no such runtime directory (a watch line's).
    static func choose(_ found: CatalogueDirectory.Found, runtime: String?, privateStore: String? = nil) -> Chosen {
        var paths: [String] = []
        var entries: [(language: String, identity: CheckedCatalogues.Identity)] = []
        var regular = true
        for (language, info) in zip(found.languages, found.statuses) {
            paths.append(found.directory + "/" + language + "/LC_MESSAGES/" + Language.domain + ".mo")
            let identity = CheckedCatalogues.Identity(info)
            entries.append((language, identity))
            regular = regular && identity.isRegular
        }
        if let runtime {
            // The usual line: its catalogues checked and copied by an earlier one.
            if regular, let name = CheckedCatalogues.setName(entries), let set = CheckedCatalogues.existing(name, runtime: runtime) {
                var chosen = Chosen(directory: set, languages: found.languages)
                for (path, entry) in zip(paths, entries) { chosen.seen.append((path, entry.identity.known)) }
                return chosen
            }
        }
        if let store = runtime.flatMap(CheckedCatalogues.openStore) ?? privateStore,
           let made = CheckedCatalogues.make(Array(zip(found.languages, zip(paths, entries.map(\.identity)))), store: store) {
            return Chosen(directory: made.directory, languages: made.languages, refused: made.refused, seen: made.seen)
        }
        var chosen = Chosen(directory: found.directory, inPlace: true)
        for (language, (path, entry)) in zip(found.languages, zip(paths, entries)) {
            chosen.seen.append((path, entry.identity.known))
            if let problem = CatalogueCheck.problem(at: path) {
                chosen.refused.append((path, problem))
            } else {
                chosen.languages.append(language)
            }
        }
        if chosen.languages.isEmpty { chosen.directory = nil }
        return chosen
    }

    /// What a line does with its catalogue at `path`
    /// (`DIR/LANG/LC_MESSAGES/solverv.mo`), for CatalogueCheckBench: the
    /// `stat` that finds it, then the choice, with `$XDG_RUNTIME_DIR` when
    /// it is the user's own; whether the catalogue is used.
    package static func lineCheck(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 4 else { return false }
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        let found = CatalogueDirectory.Found(directory: parts.dropLast(3).joined(separator: "/"),
                                             languages: [String(parts[parts.count - 3])], statuses: [info])
        return !choose(found, runtime: RuntimeDirectory.usable).languages.isEmpty
    }

    /// Whether a catalogue of `seen` is another file now, or gone, or back.
    static func changed(_ seen: [(path: String, identity: CheckedCatalogues.Identity?)]) -> Bool {
        for (path, identity) in seen {
            var info = stat()
            let now = stat(path, &info) == 0 ? CheckedCatalogues.Identity(info) : nil
            if now != identity { return true }
        }
        return false
    }
}
