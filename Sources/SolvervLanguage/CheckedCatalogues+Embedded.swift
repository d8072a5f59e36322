import Glibc
import SystemFiles

/// A catalogue from inside the binary (EmbeddedCatalogues) given to
/// gettext, which reads catalogues only from files: written once into a
/// set of its own, as the copies of catalogues on disk are, and read there.
///
/// In a runtime directory of the user's, the set is kept for later lines,
/// named by the binary's identity (`stat` of `/proc/self/exe`: the running
/// file, even once another is put in its place) where a disk catalogue's
/// set has the catalogue's; its `LANG/source` link names the binary, so
/// that `prune` removes the set once that binary is replaced or gone.
/// Without one, or without /proc, the set goes in the line's own private
/// store (`Language.makePrivateStore`), removed as the line ends.
extension CheckedCatalogues {
    /// The directory to bind for `catalogue`, or nil when none could be
    /// written (the line stays English).
    static func embedded(_ catalogue: EmbeddedCatalogues.Catalogue, runtime: String?, privateStore: () -> String?) -> String? {
        var info = stat()
        if let runtime, stat("/proc/self/exe", &info) == 0, let binary = SymbolicLink.target(of: "/proc/self/exe"),
           let name = setName([catalogue.language], [identity(info)]) {
            if let set = existing(name, runtime: runtime) { return set }
            if let store = openStore(runtime: runtime), let made = write(catalogue, store: store, name: name, source: binary) {
                return made
            }
        }
        guard let store = privateStore() else { return nil }
        return write(catalogue, store: store, name: nil, source: nil)
    }

    /// Writes `catalogue` as a set in `store`: under a temporary name, then
    /// renamed to `name` when there is one (another line may have made it
    /// first: theirs is used). Nil when the store cannot be written.
    private static func write(_ catalogue: EmbeddedCatalogues.Catalogue, store: String, name: String?, source: String?) -> String? {
        // Ours, but checked as any catalogue is before gettext has it (once
        // a boot, with a runtime directory): a pack damaged in the build
        // gives English, not a crash.
        guard CatalogueCheck.problem(in: catalogue.bytes) == nil else { return nil }
        madeSets += 1
        let temporaryName = ".new." + String(getpid()) + "." + String(madeSets)
        let temporary = store + "/" + temporaryName
        let language = temporary + "/" + catalogue.language, messages = language + "/LC_MESSAGES"
        guard mkdir(temporary, 0o700) == 0 else { return nil }
        guard mkdir(language, 0o700) == 0, mkdir(messages, 0o700) == 0, written(catalogue.bytes, to: messages + "/" + Language.domain + ".mo") else {
            removeSet(temporary)
            return nil
        }
        guard let name, let source else { return temporary }
        _ = symlink(source, language + "/source")
        var path = store + "/" + name
        if rename(temporary, path) != 0 {
            if errno == EEXIST || errno == ENOTEMPTY { removeSet(temporary) } else { path = temporary }
        }
        prune(store, keeping: [name, temporaryName])
        return path
    }

    /// Whether `bytes` were written whole to the new file `path`.
    private static func written(_ bytes: UnsafeRawBufferPointer, to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return false }
        var done = 0
        while done < bytes.count, let base = bytes.baseAddress {
            let n = Glibc.write(fd, base + done, bytes.count - done)
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            done += n
        }
        return close(fd) == 0 && done == bytes.count
    }
}
