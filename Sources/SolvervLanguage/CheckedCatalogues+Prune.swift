import Glibc
import SystemFiles

/// Removing the sets nobody will use again, so that the store does not
/// grow with each change of a catalogue (a set is 40–50 KB of memory, in
/// the runtime directory's tmpfs). Runs only when a set is made, that is
/// once a catalogue is new or changed: never on a line that finds its set.
extension CheckedCatalogues {
    /// Removes from `store`, except the entries `keeping`: each set whose
    /// catalogues are gone or changed (its name, made again from the
    /// catalogues its `source` links name, is another); the empty marks of
    /// version 1 (files); temporary sets more than a minute old (a line
    /// killed while it made one, or one that read a catalogue too fresh to name).
    static func prune(_ store: String, keeping: [String]) {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        for name in entries(of: store) where !keeping.contains(name) {
            let path = store + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT != S_IFDIR {
                unlink(path)
            } else if name.utf8.first == UInt8(ascii: ".") {
                if Int(now.tv_sec) - Int(info.st_ctim.tv_sec) > 60 { removeSet(path) }
            } else if currentName(of: path) != name {
                removeSet(path)
            }
        }
    }

    /// The name of the set at `set` as its catalogues are now: each
    /// language's `source` link, and the identity of the file it names
    /// (a missing one's is empty); nil if too long.
    static func currentName(of set: String) -> String? {
        let languages = entries(of: set)
        var identities: [String] = []
        for language in languages {
            var info = stat()
            if let source = SymbolicLink.target(of: set + "/" + language + "/source"), stat(source, &info) == 0 {
                identities.append(identity(info))
            } else {
                identities.append("")
            }
        }
        return setName(languages, identities)
    }

    /// Removes the set at `path`, made by `make`: only the names it makes.
    static func removeSet(_ path: String) {
        for language in entries(of: path) { removeLanguage(path + "/" + language) }
        rmdir(path)
    }

    /// Removes one language's copy in a set.
    static func removeLanguage(_ path: String) {
        unlink(path + "/LC_MESSAGES/" + Language.domain + ".mo")
        rmdir(path + "/LC_MESSAGES")
        unlink(path + "/source")
        rmdir(path)
    }

    /// The names in the directory `path`, but `.` and `..`.
    static func entries(of path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }
}
