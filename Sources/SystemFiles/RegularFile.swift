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
        var info = stat()
        return try open(path, flags: flags, mode: mode, status: &info)
    }

    /// As `open(_:flags:mode:)`, and `status` is the file's `fstat`, which
    /// the check made: a caller that needs the size makes no second call.
    public static func open(_ path: String, flags: Int32 = O_RDONLY, mode: mode_t = 0,
                            status info: inout stat) throws(Failure) -> Int32 {
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

    /// What `whole` read.
    public enum Whole {
        case bytes([UInt8])
        /// More than the limit: refused after its fstat, never read.
        case tooLarge
        /// fstat or read failed with this errno.
        case failed(Int32)
    }

    /// The whole of the file open on `fd`, read into a buffer of its size
    /// (one byte more, to see the end in the same read), if it holds at
    /// most `limit` bytes: a zone file or a catalogue of 2 GiB is refused
    /// after its fstat, never read.
    public static func whole(_ fd: Int32, limit: Int) -> Whole {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failed(errno) }
        guard Int(info.st_size) <= limit else { return .tooLarge }
        var capacity = Int(info.st_size) + 1
        var bytes: [UInt8] = []
        while true {
            var failure: Int32 = 0
            let previous = bytes
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                guard let base = buffer.baseAddress else { return }
                count = previous.count
                if let from = previous.withUnsafeBufferPointer({ $0.baseAddress }) { base.update(from: from, count: count) }
                while count < capacity {
                    let n = Glibc.read(fd, base + count, capacity - count)
                    if n < 0, errno == EINTR { continue }
                    if n < 0 { failure = errno }
                    if n <= 0 { return }
                    count += n
                }
            }
            if failure != 0 { return .failed(failure) }
            if bytes.count > limit { return .tooLarge }
            // Short of the buffer: the end. Else the file grew since its fstat.
            if bytes.count < capacity { return .bytes(bytes) }
            capacity = min(2 * capacity, limit + 1)
        }
    }

    /// The bytes of the regular file `path`, or nil if it is none, cannot
    /// be read, or holds more than `limit` bytes.
    public static func contents(of path: String, limit: Int = 1 << 24) -> [UInt8]? {
        guard let fd = try? open(path) else { return nil }
        defer { close(fd) }
        // Into a buffer of the file's size: a zeroed chunk appended slice by
        // slice cost the default line 53 000 instructions a table (callgrind).
        guard case .bytes(let bytes) = whole(fd, limit: limit) else { return nil }
        return bytes
    }
}
