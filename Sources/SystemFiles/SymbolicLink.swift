import Glibc

/// What a symbolic link points to, read without following it: the system
/// zone's name (`/etc/localtime`), the running binary (`/proc/self/exe`,
/// for the plugin path), and the binary of a process `solverv ctl` is
/// about to signal (`/proc/PID/exe`).
public enum SymbolicLink {
    /// The target of the link `path`, or nil when it is none or cannot be
    /// read (another user's `/proc/PID/exe`).
    /// (Read into the stack: an array of the bytes made a translated
    /// line look up `ContiguousArray<UInt8>` by its mangled name, 12 000
    /// instructions and four page faults.)
    public static func target(of path: String) -> String? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Int(PATH_MAX)) { buffer -> String? in
            guard let base = buffer.baseAddress else { return nil }
            let n = base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { readlink(path, $0, buffer.count) }
            // n == count: cut at PATH_MAX, not a name.
            guard n > 0, n < buffer.count else { return nil }
            return String(decoding: UnsafeBufferPointer(start: base, count: n), as: UTF8.self)
        }
    }
}
