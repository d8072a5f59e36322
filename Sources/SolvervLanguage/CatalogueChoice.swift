import Glibc
import SystemFiles

/// Which catalogues gettext reads, and from where (SPEC §10): with a
/// runtime directory that is the user's own, their checked copies
/// (CheckedCatalogues); without one, the line's own copies in a directory
/// of its own (`Language.makePrivateStore`), checked whole on every line.
/// The files in place only where no copy can be made (no writable
/// temporary directory), each checked whole.
public enum CatalogueChoice {
    /// (Arrays of Strings and of a plain enum, not of tuples: the outlined
    /// destroy of an array of tuples looked its type up by its mangled
    /// name, and a class's arrays, read, asked for `[String]`'s metadata:
    /// 15 000 to 46 000 instructions of a translated line, callgrind.)
    struct Chosen {
        /// What `bindtextdomain` gets; nil when no catalogue is sound.
        var directory: String?
        /// The languages gettext may read, in its order.
        var languages: [String] = []
        /// The catalogues refused, and why.
        var refusedPaths: [String] = []
        var refusedProblems: [CatalogueCheck.Problem] = []
        /// Each catalogue looked at, and its identity then ("": none
        /// there): a watch line compares them before it draws (`Language.refresh`).
        var seenPaths: [String] = []
        var seenIdentities: [String] = []
        /// Whether gettext reads the files in place: then only a directory
        /// path it has not seen makes it read a changed one again.
        var inPlace = false
    }

    /// The catalogues of `found` that gettext may read; `runtime` is the
    /// runtime directory, when it is the user's own and closed to others.
    /// `privateStore`: a directory of this process's own for the copies,
    /// when there is no such runtime directory (a watch line's).
    static func choose(_ found: CatalogueDirectory.Found, runtime: String?, privateStore: String? = nil) -> Chosen {
        // Parallel arrays of Strings, not arrays of tuples or structs, nor
        // zip or map: each generic type a line meets the first time costs
        // its metadata (60 000 instructions of a translated line).
        var paths: [String] = []
        paths.reserveCapacity(found.languages.count)
        for language in found.languages {
            paths.append(found.directory + "/" + language + "/LC_MESSAGES/" + Language.domain + ".mo")
        }
        if let runtime, found.regular, let name = CheckedCatalogues.setName(found.languages, found.identities),
           let set = CheckedCatalogues.existing(name, runtime: runtime) {
            // The usual line: its catalogues checked and copied by an earlier one.
            return Chosen(directory: set, languages: found.languages, seenPaths: paths, seenIdentities: found.identities)
        }
        if let store = runtime.flatMap(CheckedCatalogues.openStore) ?? privateStore,
           let made = CheckedCatalogues.make(found.languages, paths, found.identities, store: store) {
            return made
        }
        var chosen = Chosen(directory: found.directory, seenPaths: paths, seenIdentities: found.identities, inPlace: true)
        for i in 0..<min(paths.count, found.languages.count) {
            if let problem = CatalogueCheck.problem(at: paths[i]) {
                chosen.refusedPaths.append(paths[i])
                chosen.refusedProblems.append(problem)
            } else {
                chosen.languages.append(found.languages[i])
            }
        }
        if chosen.languages.isEmpty { chosen.directory = nil }
        return chosen
    }

    /// What a line does with its catalogue at `path`
    /// (`DIR/LANG/LC_MESSAGES/solverv.mo`), for CatalogueCheckBench: the
    /// `stat` that finds it, then the choice, with `$XDG_RUNTIME_DIR` when
    /// it is the user's own (or `runtime`); whether the catalogue is used.
    public static func lineCheck(_ path: String, runtime: String? = RuntimeDirectory.usable) -> Bool {
        // DIR and LANG by the last three slashes, as bytes (an array of
        // String.Index, or Characters, cost more than the line's own work).
        let bytes = Array(path.utf8)
        var slashes = (0, 0, 0), found = 0, i = bytes.count
        while found < 3, i > 0 {
            i -= 1
            guard bytes[i] == UInt8(ascii: "/") else { continue }
            found += 1
            if found == 1 { slashes.0 = i } else if found == 2 { slashes.1 = i } else { slashes.2 = i }
        }
        guard found == 3 else { return false }
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        let catalogues = CatalogueDirectory.Found(directory: String(decoding: bytes[..<slashes.2], as: UTF8.self))
        catalogues.add(String(decoding: bytes[(slashes.2 + 1)..<slashes.1], as: UTF8.self), info)
        return !choose(catalogues, runtime: runtime).languages.isEmpty
    }

    /// Whether a catalogue at `paths` is another file now than its
    /// `identities` say, or gone, or back.
    static func changed(_ paths: [String], _ identities: [String]) -> Bool {
        for i in 0..<min(paths.count, identities.count) {
            var info = stat()
            if stat(paths[i], &info) != 0 { info = stat() }
            if CheckedCatalogues.identity(info) != identities[i] { return true }
        }
        return false
    }
}
