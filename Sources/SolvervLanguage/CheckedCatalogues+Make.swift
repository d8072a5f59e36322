import Glibc
import SystemFiles

/// Making a set: each catalogue copied into a new directory of ours, the
/// copy checked, and the directory renamed to the set's name when whole.
extension CheckedCatalogues {
    /// What `make` did with the catalogues it was given.
    struct Made {
        /// The set's directory, for `bindtextdomain`; nil when no catalogue was sound.
        var directory: String?
        /// The languages copied, in the order given.
        var languages: [String] = []
        var refused: [(path: String, problem: CatalogueCheck.Problem)] = []
        /// Each catalogue's identity when it was read (nil: it could not be).
        var seen: [(path: String, identity: Identity?)] = []
    }

    /// Copies and checks `catalogues` (language, path and identity by
    /// `stat`, in gettext's order) into a new set in `store`; nil when the store cannot be
    /// written (the caller then checks them in place).
    ///
    /// The set is named only when every catalogue was settled: unchanged
    /// while it was copied and for 100 ms before (the kernel keeps file
    /// times at its clock tick, so a second change within the tick of the
    /// one copied would leave the same identity behind). Otherwise this
    /// line alone reads its copies, under their temporary name, which the
    /// next set made removes (`prune`).
    static func make(_ catalogues: [(language: String, (path: String, identity: Identity))], store: String) -> Made? {
        madeSets += 1
        let temporaryName = ".new." + String(getpid()) + "." + String(madeSets)
        let temporary = store + "/" + temporaryName
        guard mkdir(temporary, 0o700) == 0 else { return nil }
        var made = Made()
        var good: [(language: String, identity: Identity)] = []
        var settled = true
        for (language, (path, stated)) in catalogues {
            switch copy(path, into: temporary + "/" + language) {
            case .copied(let identity, let stable):
                good.append((language, identity))
                made.languages.append(language)
                made.seen.append((path, identity))
                settled = settled && stable
            case .refused(let problem, let identity):
                made.refused.append((path, problem))
                // Not opened (a FIFO): as `stat` saw it, so that a watch line tries it again only once it changes.
                made.seen.append((path, identity ?? stated.known))
            }
        }
        // Five languages fit in a name; gettext then reads the first five found.
        while !good.isEmpty, setName(good) == nil {
            removeLanguage(temporary + "/" + good.removeLast().language)
            made.languages.removeLast()
        }
        guard let name = setName(good), !good.isEmpty else {
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
    nonisolated(unsafe) private static var madeSets = 0

    enum Copied {
        /// Copied and sound; `stable`: unchanged while read and for 100 ms before.
        case copied(Identity, stable: Bool)
        case refused(CatalogueCheck.Problem, Identity?)
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
        let identity = Identity(info)
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
        let unchanged = fstat(source, &after) == 0 && Identity(after) == identity && copied == Int(info.st_size)
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
