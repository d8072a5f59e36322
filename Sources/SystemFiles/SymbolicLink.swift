import Glibc

/// What a symbolic link points to, read without following it: the system
/// zone's name (`/etc/localtime`), the running binary (`/proc/self/exe`,
/// for the plugin path), and the binary of a process `solverv ctl` is
/// about to signal (`/proc/PID/exe`).
public enum SymbolicLink {
    /// The target of the link `path`, or nil when it is none or cannot be
    /// read (another user's `/proc/PID/exe`).
    public static func target(of path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(path, &buffer, buffer.count - 1)
        return n > 0 ? String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
    }
}
