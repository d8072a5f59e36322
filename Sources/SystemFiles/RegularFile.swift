import Glibc

/// Opens only regular files, for every file Solverv reads or locks by path:
/// the config, the tz database's zones and tables, `/etc/localtime`, the
/// view state, the alerts record, the pid files and their locks. A FIFO or
/// a device where a file is expected would block `open` or `read` for ever
/// (a FIFO at `/etc/localtime`, at the config's path or at the view state
/// hung every line); `O_NONBLOCK` keeps the open from waiting, and `fstat`
/// refuses what is not a plain file before any read. `O_CLOEXEC` always: a
/// notifier or a plugin's child never inherits one.
public enum RegularFile {
    /// Why a path could not be opened as a regular file.
    public enum Failure: Error, Equatable, Sendable {
        /// Nothing there (ENOENT, or ENOTDIR: a file where a directory of the path should be).
        case missing
        /// Something there that is not a regular file (its `st_mode` type
        /// bits): a FIFO, a device, a socket, a directory.
        case notRegular(mode_t)
        /// open(2) failed with this errno: EACCES, ELOOP (a link where none
        /// is followed), EIO…
        case unreadable(Int32)

        // Its wording, in the user's language, is `reason` and `message(_:)`
        // in SolvervLanguage (which this target is below).
    }

    /// A descriptor on the regular file `path`, opened with `flags`
    /// (`O_RDONLY`; `O_RDWR | O_CREAT | O_NOFOLLOW` for a lock) plus
    /// `O_NONBLOCK | O_CLOEXEC`. On a regular file `O_NONBLOCK` changes
    /// nothing after the open: reads and `flock` behave as without it.
    public static func open(_ path: String, flags: Int32 = O_RDONLY, mode: mode_t = 0) throws(Failure) -> Int32 {
        let fd = Glibc.open(path, flags | O_NONBLOCK | O_CLOEXEC, mode)
        guard fd >= 0 else {
            let code = errno
            switch code {
            case ENOENT, ENOTDIR: throw .missing
            // Opening a directory for writing, or a FIFO for writing with
            // no reader: nothing to stat, the type is known.
            case EISDIR: throw .notRegular(S_IFDIR)
            case ENXIO: throw .notRegular(S_IFIFO)
            default: throw .unreadable(code)
            }
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            close(fd)
            throw .unreadable(code)
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            throw .notRegular(info.st_mode)
        }
        return fd
    }

    /// Reads up to `buffer.count` bytes from `fd`; how many (fewer at the end, or on an error).
    public static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        var total = 0
        while total < buffer.count, let base = buffer.baseAddress {
            let n = Glibc.read(fd, base + total, buffer.count - total)
            if n > 0 {
                total += n
            } else if n < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        return total
    }

    /// The bytes of the regular file `path`, or nil if it is none, cannot
    /// be read, or holds more than `limit` bytes.
    public static func contents(of path: String, limit: Int = 1 << 24) -> [UInt8]? {
        guard let fd = try? open(path) else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 32_768)
        while bytes.count <= limit {
            let n = chunk.withUnsafeMutableBytes { read(fd, into: $0) }
            bytes.append(contentsOf: chunk[0..<n])
            if n < chunk.count { return bytes.count <= limit ? bytes : nil }
        }
        return nil
    }
}
