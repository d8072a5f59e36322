import Glibc

/// The zone the system itself runs in, as glibc reads it: `$TZ`, else
/// `/etc/localtime` (tzset(3)). Debian's `/etc/timezone` is not read: glibc
/// and every other program ignore it, so where the two disagree it is stale.
/// Read lazily, once, and from the `TZ` this process started with
/// (conversions set their own).
extension Zone {
    /// Where glibc looks for the system zone (`localtime`) when `TZ` is unset.
    public static let systemDirectory = "/etc"

    /// Keeps the `TZ` this process was started with; the first conversion
    /// calls it before it sets its own. Reading the system's zone itself
    /// (files, links) waits until a line needs it.
    static func rememberSystemTZ() {
        guard !rememberedTZ else { return }
        originalTZ = getenv("TZ").map { String(cString: $0) }
        rememberedTZ = true
    }

    /// The zone the system runs in: `$TZ`, or the target of the
    /// `/etc/localtime` link; nil when neither names one. Read once.
    public static func systemZoneName() -> String? {
        if let known = systemName { return known }
        rememberSystemTZ()
        let name = systemZoneName(tz: originalTZ, in: systemDirectory)
        systemName = .some(name)
        return name
    }

    /// Forgets the system zone read so far, so that the next question reads
    /// it again: watch mode calls it when `/etc/localtime` changes (the
    /// zone `TZ` names, if set, stays: a process's environment is fixed).
    public static func forgetSystemZone() {
        systemName = nil
    }

    /// The system's zone even when it has no database name: a POSIX rule in
    /// `TZ` (`CET-1CEST,M3.5.0,M10.5.0/3`), or a copied `/etc/localtime`, as
    /// glibc itself reads them. Nil only when `TZ` names a zone that does not
    /// exist, where glibc would silently use UTC.
    public static func system() -> Zone? {
        let name = systemZoneName()
        return system(name: name, tz: originalTZ, in: systemDirectory)
    }

    /// `systemZoneName()` for a given `TZ` value and a directory in place of
    /// `/etc` (tests point it at files of their own).
    public static func systemZoneName(tz: String?, in etc: String) -> String? {
        if let tz {
            var s = tz
            if s.hasPrefix(":") { s.removeFirst() }
            if s.hasPrefix(directory + "/") { s.removeFirst(directory.count + 1) }
            return s.isEmpty ? nil : s
        }
        // Only a link names a zone; a copied file is read below, nameless.
        // Buffers on the stack, here and below: an array of bytes costs a
        // one-shot line its storage's runtime metadata.
        let link = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 4096) { buffer -> String? in
            guard let base = buffer.baseAddress else { return nil }
            let n = readlink(etc + "/localtime", base, buffer.count - 1)
            return n > 0 ? String(decoding: UnsafeRawBufferPointer(start: base, count: n), as: UTF8.self) : nil
        }
        guard let target = link, let range = target.firstRange(of: "zoneinfo/") else { return nil }
        return String(target[range.upperBound...])
    }

    /// `system()` for a given name, `TZ` value and directory in place of `/etc`.
    public static func system(name: String?, tz: String?, in etc: String) -> Zone? {
        if let name, let zone = try? Zone(named: name) { return zone }
        if let tz, !tz.isEmpty {
            // A POSIX rule (`CET-1CEST,M3.5.0,M10.5.0/3`, `<+0330>-3:30`) starts
            // with a zone abbreviation and an offset, with no slash before its
            // first comma; anything else that failed above is a misspelt name,
            // which glibc would quietly read as UTC.
            let head = Array(tz.utf8.prefix { $0 != UInt8(ascii: ",") })
            let letters = head.prefix { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }.count
            guard letters >= 3 || head.first == UInt8(ascii: "<"), !head.contains(UInt8(ascii: "/")),
                  head.contains(where: { $0 >= 0x30 && $0 <= 0x39 })
            else { return nil }
            return Zone(name: tz, rule: tz)
        }
        // A copied file, as glibc reads it. A link whose target is not a
        // database name is not trusted to be one: its name would be shown.
        guard tz == nil, isTZif(etc + "/localtime") else { return nil }
        return Zone(name: "localtime", rule: ":" + etc + "/localtime")
    }

    /// nil until read; then the name, or `.some(nil)` when there is none.
    nonisolated(unsafe) private static var systemName: String??
    nonisolated(unsafe) private static var originalTZ: String?
    nonisolated(unsafe) private static var rememberedTZ = false
}

/// Opens only regular files. A FIFO or a device where a zone file or table
/// is expected would block `open` or `read` for ever (a FIFO at
/// `/etc/localtime` hung every command); `O_NONBLOCK` keeps the open from
/// waiting, and `fstat` refuses what is not a plain file before any read.
public enum RegularFile {
    /// A descriptor open for reading on `path`, or nil if it is not a regular file.
    public static func open(_ path: String) -> Int32? {
        let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            return nil
        }
        return fd
    }

    /// Reads up to `buffer.count` bytes from the start of `fd`; how many.
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

    /// A small regular file's bytes, or nil if it is not one or cannot be read.
    public static func contents(of path: String) -> [UInt8]? {
        guard let fd = open(path) else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 32_768)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, into: $0) }
            bytes.append(contentsOf: chunk[0..<n])
            if n < chunk.count { break }
        }
        return bytes
    }
}
