import Glibc
import SystemFiles

// The words of `RegularFile.Failure`, here rather than in SystemFiles:
// SystemFiles is below this target (the catalogues are found through it),
// and every target that reports a file error speaks through this one. The
// system's reasons are strerror's, which glibc already gives in the
// locale's language.
extension RegularFile.Failure {
    /// What is wrong, after the path: "not a regular file (a FIFO)",
    /// "Permission denied".
    public var reason: String {
        switch self {
        case .missing: return String(cString: strerror(ENOENT))
        case .notRegular(let mode): return Self.notRegular(mode)
        case .unreadable(let code): return String(cString: strerror(code))
        }
    }

    /// One line naming `path`: "PATH is not a regular file (a FIFO)",
    /// "cannot read PATH: Permission denied".
    public func message(_ path: String) -> String {
        // TRANSLATORS: a path, then "not a regular file (a FIFO)" or the like.
        if case .notRegular = self { return fill(tr("%s is %s"), path, reason) }
        // TRANSLATORS: a path, then the system's reason such as "Permission denied".
        return fill(tr("cannot read %s: %s"), path, reason)
    }

    /// Why a file of type `mode` will not do.
    static func notRegular(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: return tr("not a regular file (a FIFO)")
        case S_IFDIR: return tr("not a regular file (a directory)")
        case S_IFCHR: return tr("not a regular file (a character device)")
        case S_IFBLK: return tr("not a regular file (a block device)")
        case S_IFSOCK: return tr("not a regular file (a socket)")
        // TRANSLATORS: %s is the file type bits in octal, such as 160000.
        default: return fill(tr("not a regular file (of file type 0%s)"), String(mode & S_IFMT, radix: 8))
        }
    }
}
