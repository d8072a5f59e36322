import Glibc
import SystemFiles

/// Making a set: each catalogue copied into a new directory of ours, the
/// copy checked, and the directory renamed to the set's name when whole.
extension CheckedCatalogues {
    /// Copies and checks the catalogues of `languages` at `paths` (their
    /// identities by `stat` are `identities`, in gettext's order) into a
    /// new set in `store`; nil when the store cannot be written (the
    /// caller then checks them in place).
    ///
    /// The set is named only when every catalogue was settled: unchanged
    /// while it was copied and for 100 ms before (the kernel keeps file
    /// times at its clock tick, so a second change within the tick of the
    /// one copied would leave the same identity behind). Otherwise this
    /// line alone reads its copies, under their temporary name, which a
    /// set made a minute later removes (`prune`).
    static func make(_ languages: [String], _ paths: [String], _ identities: [String], store: String) -> CatalogueChoice.Chosen? {
        madeSets += 1
        let temporaryName = ".new." + String(getpid()) + "." + String(madeSets)
        let temporary = store + "/" + temporaryName
        guard mkdir(temporary, 0o700) == 0 else { return nil }
        var made = CatalogueChoice.Chosen()
        var copied: [String] = []
        var settled = true
        for i in 0..<min(languages.count, paths.count, identities.count) {
            switch copy(paths[i], into: temporary + "/" + languages[i]) {
            case .copied(let identity, let stable):
                made.languages.append(languages[i])
                copied.append(identity)
                made.seenPaths.append(paths[i])
                made.seenIdentities.append(identity)
                settled = settled && stable
            case .refused(let problem, let identity):
                made.refusedPaths.append(paths[i])
                made.refusedProblems.append(problem)
                made.seenPaths.append(paths[i])
                // Not opened (a FIFO): as `stat` saw it, so that a watch line tries it again only once it changes.
                made.seenIdentities.append(identity ?? identities[i])
            }
        }
        // Five languages fit in a name; gettext then reads the first five found.
        while !made.languages.isEmpty, setName(made.languages, copied) == nil {
            removeLanguage(temporary + "/" + made.languages.removeLast())
            copied.removeLast()
        }
        guard !made.languages.isEmpty, let name = setName(made.languages, copied) else {
            removeSet(temporary)
            return made
        }
        made.directory = temporary
        if settled {
            let path = store + "/" + name
            if rename(temporary, path) == 0 {
                made.directory = path
            } else if errno == EEXIST || errno == ENOTEMPTY {
                // Another line made it first, from the same files.
                removeSet(temporary)
                made.directory = path
            }
        }
        prune(store, keeping: [name, temporaryName])
        return made
    }

    /// How many sets this process began: part of each temporary name.
    nonisolated(unsafe) static var madeSets = 0

    enum Copied {
        /// Copied and sound (the identity of the file read); `stable`:
        /// unchanged while read and for 100 ms before.
        case copied(String, stable: Bool)
        case refused(CatalogueCheck.Problem, String?)
    }

    /// Copies the catalogue at `path` to `LANGUAGE/LC_MESSAGES/solverv.mo`
    /// under `directory` (made here), with a link `LANGUAGE/source` to
    /// `path` for `prune`, and checks the copy: the bytes gettext will read,
    /// which no one but this user can change. A refused copy is removed.
    static func copy(_ path: String, into directory: String) -> Copied {
        var info = stat()
        let source: Int32
        do throws(RegularFile.Failure) {
            source = try RegularFile.open(path, status: &info)
        } catch {
            return .refused(.file(error), nil)
        }
        defer { close(source) }
        let identity = Self.identity(info)
        guard info.st_size <= CatalogueCheck.limit else { return .refused(.tooLarge, identity) }
        let messages = directory + "/LC_MESSAGES", file = messages + "/" + Language.domain + ".mo"
        guard mkdir(directory, 0o700) == 0, mkdir(messages, 0o700) == 0 else { return .refused(.file(.unreadable(errno)), identity) }
        let target = open(file, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard target >= 0 else {
            let code = errno
            removeLanguage(directory)
            return .refused(.file(.unreadable(code)), identity)
        }
        defer { close(target) }
        // In the kernel, from file to file: a catalogue truncated meanwhile
        // gives a short copy (refused below), never a fault here.
        var copied = 0
        while copied <= CatalogueCheck.limit {
            let n = sendfile(target, source, nil, CatalogueCheck.limit + 1 - copied)
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            copied += n
        }
        var after = stat()
        let unchanged = fstat(source, &after) == 0 && Self.identity(after) == identity && copied == Int(info.st_size)
        var problem: CatalogueCheck.Problem?
        if copied > CatalogueCheck.limit {
            problem = .tooLarge
        } else {
            problem = CatalogueCheck.problem(ofOpen: target, size: copied)
        }
        if let problem {
            removeLanguage(directory)
            return .refused(problem, identity)
        }
        _ = symlink(path, directory + "/source")
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let age = (Int(now.tv_sec) - Int(info.st_ctim.tv_sec)) * 1_000_000_000 + (Int(now.tv_nsec) - Int(info.st_ctim.tv_nsec))
        return .copied(identity, stable: unchanged && age > 100_000_000)
    }
}
