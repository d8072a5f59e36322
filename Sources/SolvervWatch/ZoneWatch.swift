// inotify on the system zone file, for SPEC §6 "notice a change of the system
// time zone at once". /etc/localtime is normally a symlink that
// `timedatectl set-timezone` replaces by renaming a new link over it, so one
// watch on the path is not enough: the watch dies with the old inode. Each
// path gets a watch on its directory (for the name), plus watches on the
// link and on the zone file it names, added again after every change.

import CLinux
import Glibc

final class ZoneWatch {
    let fd: Int32
    private let paths: [String]
    /// For each directory watch: its descriptor and the file name it guards.
    private var directoryWatches: [(wd: Int32, name: String)] = []
    /// The watches on the files themselves, replaced by `watchFiles()`.
    private var fileWatches: [Int32] = []

    init(paths: [String]) throws {
        fd = inotify_init1(solverv_in_init_flags())
        if fd < 0 { throw EventLoopError.inotify(errno: errno) }
        self.paths = paths
        do {
            for path in paths {
                let (directory, name) = Self.split(path)
                let wd = inotify_add_watch(fd, directory, solverv_in_dir_mask())
                if wd < 0 { throw EventLoopError.watch(path: directory, errno: errno) }
                directoryWatches.append((wd, name))
            }
        } catch {
            close(fd)
            throw error
        }
        watchFiles()
    }

    deinit {
        close(fd)
    }

    /// Drains the inotify queue; true if anything concerned the zone files.
    func readChanges() -> Bool {
        var changed = false
        let capacity = 16 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let count = read(fd, buffer, capacity)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }  // EAGAIN: drained
            changed = scan(UnsafeRawBufferPointer(start: buffer, count: count)) || changed
        }
        if changed { watchFiles() }
        return changed
    }

    /// Parses struct inotify_event records (inotify(7)): wd, mask, cookie,
    /// len, then `len` bytes of NUL-padded name.
    private func scan(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let header = Int(solverv_inotify_event_size())
        var changed = false
        var offset = 0
        while offset + header <= bytes.count {
            let wd = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
            let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
            let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            let nameBytes = bytes[(offset + header)..<min(offset + header + length, bytes.count)]
            offset += header + length
            if mask & solverv_in_q_overflow() != 0 {
                changed = true  // events were lost: assume the worst
            } else if let guarded = directoryWatches.first(where: { $0.wd == wd }) {
                let name = String(decoding: nameBytes.prefix(while: { $0 != 0 }), as: UTF8.self)
                if name == guarded.name { changed = true }
            } else if mask & solverv_in_ignored() == 0 {
                changed = true  // a file watch: the link or the zone it names
            }
        }
        return changed
    }

    /// (Re)adds the watches on each zone file: the symlink itself and, when it
    /// resolves, its target. A file missing for a moment (during a tzdata
    /// upgrade, or between unlink and create) is fine: the directory watch
    /// sees it come back. Adding a watch that exists gives its old descriptor;
    /// the watch on a zone the link no longer names is removed.
    private func watchFiles() {
        var added: [Int32] = []
        for path in paths {
            for flags in [solverv_in_dont_follow(), 0] {
                let wd = inotify_add_watch(fd, path, solverv_in_file_mask() | flags)
                if wd >= 0 { added.append(wd) }
            }
        }
        for wd in fileWatches where !added.contains(wd) && !directoryWatches.contains(where: { $0.wd == wd }) {
            _ = inotify_rm_watch(fd, wd)
        }
        fileWatches = added
    }

    /// "/etc/localtime" → ("/etc", "localtime"); "localtime" → (".", "localtime").
    static func split(_ path: String) -> (directory: String, name: String) {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return (".", String(trimmed)) }
        let directory = slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
        return (directory, String(trimmed[trimmed.index(after: slash)...]))
    }
}
