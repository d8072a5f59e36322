import Glibc
import SolvervLanguage
import SystemFiles

/// The file operations the state and the instances are made of, checked:
/// every call's failure becomes a `ControlError` naming the path and the
/// reason, and nothing follows a symbolic link planted in our directory.
enum RuntimeFiles {
    /// `path`, created with mode 0700 if missing, and refused unless it is a
    /// directory, not a link, owned by this user and closed to everyone
    /// else: another user must neither read the state nor plant pid files
    /// that `solverv ctl` would signal.
    static func ensureDirectory(_ path: String) throws(ControlError) {
        if mkdir(path, 0o700) != 0, errno != EEXIST {
            // TRANSLATORS: a path, then the system's reason such as "Permission denied".
            throw failure(tr("cannot create %s: %s"), path)
        }
        try check(path, RuntimeDirectory.refusal(of: path, ownSubdirectory: true), ours: true)
    }

    /// Throws what is wrong with the directory `path`, if anything: the
    /// runtime directory itself (never made nor removed by Solverv), or,
    /// `ours`, one Solverv made in it.
    static func check(_ path: String, _ refusal: RuntimeDirectory.Refusal?, ours: Bool = false) throws(ControlError) {
        switch refusal {
        case nil:
            return
        case .unreadable(let code):
            throw ControlError(fill(tr("cannot inspect %s: %s"), path, String(cString: strerror(code))))
        case .notDirectory where ours:
            throw ControlError(fill(tr("%s is not a directory; remove it, and Solverv creates the directory it needs"), path))
        case .notDirectory:
            throw ControlError(fill(tr("cannot inspect %s: %s"), path, String(cString: strerror(ENOTDIR))))
        case .owner(let owner):
            // TRANSLATORS: a path, its owner's user id, then the user's own id.
            throw ControlError(fill(tr("%s belongs to user %d, not to you (%d); remove it, or set XDG_RUNTIME_DIR to a directory of yours"), path, String(owner), String(geteuid())))
        case .mode(let permissions):
            let mode = String(permissions, radix: 8)
            // TRANSLATORS: %1$s is a path, %2$s its mode in octal digits (such as 755).
            throw ControlError(fill(tr("%1$s has mode 0%2$s, open to other users; it must be 0700 (chmod 700 %1$s)"), path, mode))
        }
    }

    /// The whole of a small regular file of ours, or nil when there is
    /// none. Throws when something else is in its place: a FIFO (which a
    /// read would wait on for ever), a link, another user's file, or more
    /// than `limit` bytes.
    static func readSmall(_ path: String, limit: Int) throws(ControlError) -> String? {
        let fd: Int32
        do throws(RegularFile.Failure) {
            fd = try RegularFile.open(path, flags: O_RDONLY | O_NOFOLLOW)
        } catch {
            switch error {
            case .missing: return nil
            case .unreadable(ELOOP): throw ControlError(fill(tr("%s is a symbolic link"), path))
            default: throw ControlError(error.message(path))
            }
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_uid == geteuid() else {
            throw ControlError(fill(tr("%s belongs to user %d, not to you (%d)"), path, String(info.st_uid), String(geteuid())))
        }
        guard let text = readAll(fd, limit: limit) else { throw ControlError(fill(tr("cannot read %s: longer than %d bytes, or a read failed"), path, String(limit))) }
        return text
    }

    /// A lock on `path` (created with mode 0600), held until the
    /// descriptor returned is closed: what `solverv ctl` and the alerts
    /// hold while they read, change and write their file.
    static func lock(_ path: String) throws(ControlError) -> Int32 {
        let fd: Int32
        do throws(RegularFile.Failure) {
            fd = try RegularFile.open(path, flags: O_RDWR | O_CREAT | O_NOFOLLOW, mode: 0o600)
        } catch {
            throw ControlError(error == .unreadable(ELOOP) ? fill(tr("%s is a symbolic link"), path) : error.message(path))
        }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let failure = failure(tr("cannot lock %s: %s"), path)
                close(fd)
                throw failure
            }
        }
        return fd
    }

    /// Everything left in `fd`, or nil past `limit` bytes or on an error.
    static func readAll(_ fd: Int32, limit: Int) -> String? {
        var bytes = [UInt8](repeating: 0, count: limit + 1)
        var count = 0
        while count <= limit {
            let n = bytes.withUnsafeMutableBufferPointer { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                return read(fd, base + count, limit + 1 - count)
            }
            if n > 0 {
                count += n
            } else if n == 0 {
                return String(decoding: bytes[..<count], as: UTF8.self)
            } else if errno != EINTR {
                return nil
            }
        }
        return nil
    }

    /// Writes `text` to a new file `temporary` (mode 0600), flushes it to
    /// the disk and gives it the name `path`: a reader sees the old file or
    /// the new one, never a part (rename(2) is atomic within a directory).
    static func writeAtomically(_ text: String, to path: String, through temporary: String) throws(ControlError) {
        // A leftover of a run with our pid that was killed half-way.
        unlink(temporary)
        let fd = try create(temporary)
        var code = writeAll(fd, text)
        if code == 0, fsync(fd) != 0 { code = errno }
        if close(fd) != 0, code == 0 { code = errno }
        if code == 0, rename(temporary, path) != 0 { code = errno }
        guard code == 0 else {
            unlink(temporary)
            throw ControlError(fill(tr("cannot write %s: %s"), path, String(cString: strerror(code))))
        }
    }

    /// Writes `text` to a new file `path` that appears whole or not at all:
    /// it is written under `temporary`, then linked to `path`, which fails
    /// if `path` exists (as O_EXCL would).
    static func createWhole(_ text: String, at path: String, through temporary: String) throws(ControlError) {
        unlink(temporary)
        let fd = try create(temporary)
        var code = writeAll(fd, text)
        if close(fd) != 0, code == 0 { code = errno }
        if code == 0, link(temporary, path) != 0 { code = errno }
        unlink(temporary)
        guard code == 0 else { throw ControlError(fill(tr("cannot create %s: %s"), path, String(cString: strerror(code)))) }
    }

    /// A new file `path` (mode 0600), open for writing; never an existing one.
    private static func create(_ path: String) throws(ControlError) -> Int32 {
        do throws(RegularFile.Failure) {
            return try RegularFile.open(path, flags: O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: 0o600)
        } catch {
            throw ControlError(fill(tr("cannot write %s: %s"), path, error.reason))
        }
    }

    /// 0, or the errno of the write that failed.
    static func writeAll(_ fd: Int32, _ text: String) -> Int32 {
        var text = text
        return text.withUTF8 { bytes -> Int32 in
            guard let base = bytes.baseAddress else { return 0 }
            var offset = 0
            while offset < bytes.count {
                let n = write(fd, base + offset, bytes.count - offset)
                if n > 0 {
                    offset += n
                } else if n < 0, errno == EINTR {
                    continue
                } else {
                    return n < 0 ? errno : EIO
                }
            }
            return 0
        }
    }

    /// "cannot create PATH: REASON", from errno.
    static func failure(_ what: String, _ path: String) -> ControlError {
        // `what` is a translated "cannot create %s: %s" (gettext keeps errno).
        ControlError(fill(what, path, String(cString: strerror(errno))))
    }
}
