import Glibc
import SystemFiles

/// A zone's file (TZif, RFC 8536), read by Solverv itself: one open that
/// never blocks (RegularFile), one read of at most `limit` bytes, then the
/// offsets from its tables. glibc, given the path in `TZ`, opened it again
/// blocking, and read the whole rest of the file as its footer: a 2 GiB
/// `/etc/localtime` cost every line seconds.
///
/// Offsets come from the transitions, as glibc's `localtime` gives them in
/// `tm_gmtoff` (before the first, the first standard-time type; a copied
/// `right/` zone's leap seconds move no offset). After the last transition the
/// footer's POSIX rule (`CET-1CEST,M3.5.0,M10.5.0/3`) is what applies,
/// which glibc evaluates without any file (`Zone`).
struct ZoneFile {
    /// Real zone files are under 4 KB; `zic -b fat` ones under 100 KB.
    static let limit = 100 * 1024

    /// Transition instants, ascending, and the offset (seconds east) from each on.
    /// (Both Int64: a line's first array of another element type makes the
    /// Swift runtime build its storage's metadata, demangling a name, the
    /// deepest point of a line's stack.)
    var transitions: [Int64] = []
    var offsets: [Int64] = []
    /// The offset before the first transition, or of a zone with none.
    var initial: Int32 = 0
    /// The rule after the last transition; nil: the last offset stays.
    var footer: String?

    /// Reads a TZif file's bytes; nil when they are not one (a text, a
    /// damaged or truncated file).
    init?(_ bytes: [UInt8]) {
        var at = 0
        func count(_ offset: Int) -> Int? {
            guard offset + 4 <= bytes.count else { return nil }
            return Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        }
        func signed(_ offset: Int, _ width: Int) -> Int64 {
            var v: UInt64 = 0
            for k in 0..<width { v = v << 8 | UInt64(bytes[offset + k]) }
            return width == 4 ? Int64(Int32(truncatingIfNeeded: v)) : Int64(bitPattern: v)
        }
        // A header: the magic, a version, then six counts.
        func header(_ at: Int) -> (version: UInt8, isut: Int, isstd: Int, leap: Int, time: Int, type: Int, char: Int)? {
            guard at + 44 <= bytes.count, bytes[at..<(at + 4)].elementsEqual("TZif".utf8),
                  let isut = count(at + 20), let isstd = count(at + 24), let leap = count(at + 28),
                  let time = count(at + 32), let type = count(at + 36), let char = count(at + 40)
            else { return nil }
            return (bytes[at + 4], isut, isstd, leap, time, type, char)
        }
        guard var h = header(0) else { return nil }
        var width = 4
        if h.version >= UInt8(ascii: "2") {
            // Skip the 32-bit block to the 64-bit one.
            at = 44 + h.time * 5 + h.type * 6 + h.char + h.leap * 8 + h.isstd + h.isut
            guard let second = header(at) else { return nil }
            h = second
            width = 8
        }
        at += 44
        let types = at + h.time * (width + 1)
        let end = types + h.type * 6 + h.char + h.leap * (width + 4) + h.isstd + h.isut
        // Counts as the RFC bounds them; all inside the file.
        guard h.type >= 1, h.type <= 256, h.char >= 1, end <= bytes.count else { return nil }
        // The local time types (6 bytes each: an offset, a DST flag, a
        // name's index) are read where they are, not copied into an array of
        // tuples: that array's type is made at run time (the Swift runtime
        // demangles its name), the deepest point of a line's stack.
        func kind(_ i: Int) -> (offset: Int32, dst: Bool) {
            (Int32(truncatingIfNeeded: signed(types + 6 * i, 4)), bytes[types + 6 * i + 4] != 0)
        }
        transitions.reserveCapacity(h.time)
        offsets.reserveCapacity(h.time)
        for i in 0..<h.time {
            let index = Int(bytes[at + h.time * width + i])
            guard index < h.type else { return nil }
            transitions.append(signed(at + i * width, width))
            offsets.append(Int64(kind(index).offset))
        }
        // Before the first transition: the first standard-time type, else the first.
        initial = kind(0).offset
        for i in 0..<h.type where !kind(i).dst {
            initial = kind(i).offset
            break
        }
        // The footer: a newline, the rule, a newline.
        if width == 8, end < bytes.count, bytes[end] == 0x0A, let close = bytes[(end + 1)...].firstIndex(of: 0x0A), close > end + 1 {
            let rule = String(decoding: bytes[(end + 1)..<close], as: UTF8.self)
            guard Self.isRule(rule) else { return nil }
            footer = rule
        }
    }

    /// The offset at `seconds` from the tables, or nil where the footer's
    /// rule applies (from the last transition on).
    func tableOffset(at seconds: Int64) -> Int? {
        guard let last = transitions.last else { return footer == nil ? Int(initial) : nil }
        if seconds >= last { return footer == nil ? Int(offsets[offsets.count - 1]) : nil }
        if seconds < transitions[0] { return Int(initial) }
        // The last transition at or before `seconds`.
        var low = 0, high = transitions.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if transitions[middle] <= seconds { low = middle } else { high = middle - 1 }
        }
        return Int(offsets[low])
    }

    /// Whether `rule` is a POSIX TZ rule for glibc to evaluate, never a path
    /// it would open: a name of three letters or more, or `<+0330>`, then
    /// an offset; no `/` before the first comma (`M10.5.0/3` after it is a time).
    static func isRule(_ rule: String) -> Bool {
        let bytes = Array(rule.utf8)
        guard bytes.count < 128, bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return false }
        let head = bytes.prefix { $0 != UInt8(ascii: ",") }
        let letters = head.prefix { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }.count
        return (letters >= 3 || head.first == UInt8(ascii: "<")) && !head.contains(UInt8(ascii: "/"))
            && head.contains { $0 >= 0x30 && $0 <= 0x39 }
    }

    /// What is at `path`, read with one open that never blocks.
    static func read(_ path: String) -> Zone.File {
        let fd: Int32
        do throws(RegularFile.Failure) {
            fd = try RegularFile.open(path)
        } catch {
            switch error {
            case .missing: return .absent
            case .notRegular(let mode) where mode & S_IFMT == S_IFDIR: return .region
            default: return .unreadable(error)
            }
        }
        defer { close(fd) }
        switch RegularFile.whole(fd, limit: limit) {
        case .tooLarge: return .tooLarge
        case .failed(let code): return .unreadable(.unreadable(code))
        case .bytes(let bytes):
            guard bytes.starts(with: "TZif".utf8) else { return .notTZif }
            guard let file = ZoneFile(bytes) else { return .damaged }
            return .tzif(file)
        }
    }
}
