import Glibc

/// The catalogues already found sound, so that a line checks each only
/// once a boot (issue 32: the check may cost a translated line at most
/// 0.02× of a C hello; opening and mapping the file alone cost more on this
/// kind of machine). A mark is an empty file under
/// `$XDG_RUNTIME_DIR/solverv/catalogues/`, named by everything that
/// changes when the catalogue does: its device, inode, size, modification
/// and status-change times (the kernel sets the last on every write,
/// rename over it or truncation; no user can set it back) and the check's
/// own version. A changed catalogue has another name, and is checked again.
///
/// Only `$XDG_RUNTIME_DIR` holds marks: the XDG spec has it owned by the
/// user and closed to everyone else (mode 0700), so no one else can plant
/// a mark. Without it (the `/tmp` fallback of `solverv ctl`, which another
/// user could have made first) every line checks the catalogue whole.
enum CheckedCatalogues {
    /// Raised when the check itself changes, so that no older mark vouches for it.
    static let version = 1

    /// The mark's path for the catalogue whose `stat` is `info`: the
    /// numbers in hexadecimal, joined by `-`. (Written digit by digit into
    /// bytes: `String(_:radix:)` over `BinaryInteger` and `joined` cost a
    /// translated line 150 000 instructions, callgrind.)
    static func markPath(_ info: stat, runtime: String) -> String {
        var name: [UInt8] = []
        name.reserveCapacity(128)
        for value in [UInt64(version), UInt64(info.st_dev), UInt64(info.st_ino), UInt64(info.st_size),
                      UInt64(info.st_mtim.tv_sec), UInt64(info.st_mtim.tv_nsec),
                      UInt64(info.st_ctim.tv_sec), UInt64(info.st_ctim.tv_nsec)] {
            if !name.isEmpty { name.append(UInt8(ascii: "-")) }
            var shift: UInt64 = 60
            while shift > 0, value >> shift == 0 { shift -= 4 }
            while true {
                let digit = UInt8(truncatingIfNeeded: value >> shift & 0xF)
                name.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
                if shift == 0 { break }
                shift -= 4
            }
        }
        return runtime + "/solverv/catalogues/" + String(decoding: name, as: UTF8.self)
    }

    /// Whether the catalogue whose `stat` is `info` was found sound.
    static func isMarked(_ info: stat, runtime: String) -> Bool {
        access(markPath(info, runtime: runtime), F_OK) == 0
    }

    /// Marks the catalogue whose `stat` is `info` as sound; quietly nothing
    /// when the directory cannot be made (the next line checks it again).
    /// A file changed in the last 100 ms is not marked: the kernel keeps
    /// file times at its clock tick (up to 10 ms), so a second change within
    /// the tick of the one checked would leave the same times behind.
    static func mark(_ info: stat, runtime: String) {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let age = (Int(now.tv_sec) - Int(info.st_ctim.tv_sec)) * 1_000_000_000 + (Int(now.tv_nsec) - Int(info.st_ctim.tv_nsec))
        guard age > 100_000_000 else { return }
        let solverv = runtime + "/solverv"
        for directory in [solverv, solverv + "/catalogues"] where mkdir(directory, 0o700) != 0 && errno != EEXIST { return }
        let fd = open(markPath(info, runtime: runtime), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if fd >= 0 { close(fd) }
    }
}
