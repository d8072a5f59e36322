import Glibc

/// What a symbolic link points to, read without following it: the system
/// zone's name (`/etc/localtime`), the running binary (`/proc/self/exe`,
/// for the plugin path), and the binary of a process `solverv ctl` is
/// about to signal (`/proc/PID/exe`).
public enum SymbolicLink {
    /// The target of the link `path`, or nil when it is none or cannot be
    /// read (another user's `/proc/PID/exe`). Read into a buffer on the
    /// stack: an array of bytes costs a one-shot line its storage's
    /// runtime metadata.
    public static func target(of path: String) -> String? {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(PATH_MAX) + 1) { buffer -> String? in
            guard let base = buffer.baseAddress else { return nil }
            let n = readlink(path, base, buffer.count - 1)
            return n > 0 ? String(decoding: UnsafeRawBufferPointer(start: base, count: n), as: UTF8.self) : nil
        }
    }
}
