import Glibc

/// The user's runtime directory, `$XDG_RUNTIME_DIR`: per the XDG spec
/// owned by the user and closed to everyone else (0700), set by logind in a
/// desktop session. `solverv ctl`'s view and pid files live under it, and
/// the marks of catalogues found sound.
public enum RuntimeDirectory {
    /// `$XDG_RUNTIME_DIR`, if set to an absolute path.
    public static var environment: String? {
        guard let value = getenv("XDG_RUNTIME_DIR"), value.pointee == 0x2F else { return nil }
        return String(cString: value)
    }
}
