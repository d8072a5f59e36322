import Glibc

/// The user's runtime directory, `$XDG_RUNTIME_DIR`: per the XDG spec
/// owned by the user and closed to everyone else (0700), set by logind in a
/// desktop session. `solverv ctl`'s view and pid files live under it, and
/// the checked copies of catalogues (SolvervLanguage's CheckedCatalogues).
///
/// What is kept there is trusted: a pid file is signalled, a catalogue's
/// copy skips the check. So the directory is used only when it is what the
/// spec says, and so is each directory of ours in it: another user who
/// could write there could plant a copy of a damaged catalogue (a line
/// crashed on one), and `XDG_RUNTIME_DIR=/` as root made `/solverv`.
public enum RuntimeDirectory {
    /// `$XDG_RUNTIME_DIR`, if set to an absolute path; not checked.
    public static var environment: String? {
        guard let value = getenv("XDG_RUNTIME_DIR"), value.pointee == 0x2F else { return nil }
        return String(cString: value)
    }

    /// Why a directory is not one of ours closed to others.
    public enum Refusal: Equatable, Sendable {
        /// stat(2) failed with this errno (ENOENT: nothing there).
        case unreadable(Int32)
        /// Something other than a directory (its `st_mode`); for a
        /// directory of ours, also a symbolic link.
        case notDirectory(mode_t)
        /// Owned by this other user.
        case owner(uid_t)
        /// Open to the group or to others: its mode's permission bits.
        case mode(mode_t)
    }

    /// Why `path` cannot be trusted as a directory of this user's, or nil
    /// when it is one: a directory owned by the effective user, with no
    /// permission for the group or others (the spec's 0700). `ownSubdirectory`:
    /// a directory Solverv made (`solverv/` and those in it), not followed
    /// if it is a link; `$XDG_RUNTIME_DIR` itself may be one.
    public static func refusal(of path: String, ownSubdirectory: Bool = false) -> Refusal? {
        var info = stat()
        guard (ownSubdirectory ? lstat(path, &info) : stat(path, &info)) == 0 else { return .unreadable(errno) }
        guard info.st_mode & S_IFMT == S_IFDIR else { return .notDirectory(info.st_mode) }
        guard info.st_uid == geteuid() else { return .owner(info.st_uid) }
        guard info.st_mode & 0o077 == 0 else { return .mode(info.st_mode & 0o7777) }
        return nil
    }

    /// `$XDG_RUNTIME_DIR` when it is set and the user's own, closed to
    /// others; else nil (`refusal` says why).
    public static var usable: String? {
        guard let path = environment, refusal(of: path) == nil else { return nil }
        return path
    }
}
