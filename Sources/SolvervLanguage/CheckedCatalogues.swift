import Glibc
import SystemFiles

/// Copies of the catalogues found sound, which are what gettext reads
/// (SPEC §10): `$XDG_RUNTIME_DIR/solverv/catalogues/SET/LANG/LC_MESSAGES/solverv.mo`.
///
/// Why copies: glibc opens the catalogue by its path, after the check, and
/// maps it for the rest of the run. A FIFO swapped in between hung the
/// line; a catalogue truncated in place under a watch line (as `cp`,
/// `msgfmt -o` and `>` do) killed it with SIGBUS at its next lookup; another
/// language's catalogue copied over it drew fragments of other messages.
/// A copy is made by this user in a directory no one else can enter, is
/// checked itself (the check reads the very bytes gettext reads), and is
/// never written again: a catalogue that changes gets a new set, under a
/// new name, which gettext opens afresh (`Language.refresh`).
///
/// A set's name says what it holds: for each language, the identity of
/// the catalogue copied (device, inode, size, status-change time: the
/// kernel sets the last on every write, truncation or rename over it, and
/// no user can set it back) and this layout's version. A line finds its
/// set by `stat`ing its catalogues and `lstat`ing the set and the
/// directories above it, where the check opens, maps and reads every
/// catalogue. So the check runs once a boot per
/// catalogue, as with the empty marks before (issue 32: the check may
/// cost a translated line at most 0.02× of a C hello).
enum CheckedCatalogues {
    /// Raised when the check or the layout changes, so that no older set vouches for it.
    static let version = 2

    /// What changes when a catalogue's file does, written as a part of a
    /// set's name: its device, inode, size and status-change time (seconds,
    /// nanoseconds) in hexadecimal joined by `-`, and for what is not a
    /// regular file its type too; "" for no file at all (a zeroed `stat`).
    /// A String, not a struct: an array of a type a line has not met costs
    /// its generic metadata (structs and tuples here cost a translated line
    /// 60 000 instructions, callgrind). (Written digit by digit into bytes:
    /// `String(_:radix:)` over `BinaryInteger` and `joined` cost a translated
    /// line 150 000 instructions.)
    static func identity(_ info: stat) -> String {
        let type = info.st_mode & S_IFMT
        guard type != 0 else { return "" }
        var name: [UInt8] = []
        name.reserveCapacity(64)
        func hex(_ value: UInt64) {
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
        hex(UInt64(info.st_dev))
        hex(UInt64(info.st_ino))
        hex(UInt64(info.st_size))
        hex(UInt64(info.st_ctim.tv_sec))
        hex(UInt64(info.st_ctim.tv_nsec))
        if type != S_IFREG { hex(UInt64(type)) }
        return String(decoding: name, as: UTF8.self)
    }

    /// Where the sets are: `RUNTIME/solverv/catalogues`.
    static func store(_ runtime: String) -> String { runtime + "/solverv/catalogues" }

    /// The name of the set holding the catalogues of `languages` whose
    /// `identities` are given, at most NAME_MAX bytes: this layout's
    /// version, then for each language, sorted, `+LANG.IDENTITY`. Nil when
    /// it would be longer (six languages or more: the caller keeps fewer).
    static func setName(_ languages: [String], _ identities: [String]) -> String? {
        var name = String(version)
        var order = Array(0..<min(languages.count, identities.count))
        if order.count > 1 { order.sort { languages[$0].utf8.lexicographicallyPrecedes(languages[$1].utf8) } }
        for i in order {
            name += "+" + languages[i] + "." + identities[i]
        }
        return name.utf8.count <= Int(NAME_MAX) ? name : nil
    }

    /// The set `name` in the store under `runtime`, if a line made it,
    /// and if it, `catalogues/` and `solverv/` are directories of this
    /// user's closed to others. (`runtime` was found so already: no one
    /// else can even reach what is in it; the three `lstat`s keep a set
    /// out of use that a loose `chmod` left open, whoever wrote it.)
    static func existing(_ name: String, runtime: String) -> String? {
        // One string, grown in place (no array of the parts, no temporaries).
        var path = runtime
        path.reserveCapacity(runtime.utf8.count + 22 + name.utf8.count)
        path += "/solverv"
        guard RuntimeDirectory.refusal(of: path, ownSubdirectory: true) == nil else { return nil }
        path += "/catalogues"
        guard RuntimeDirectory.refusal(of: path, ownSubdirectory: true) == nil else { return nil }
        path += "/"
        path += name
        guard RuntimeDirectory.refusal(of: path, ownSubdirectory: true) == nil else { return nil }
        return path
    }

    /// The store under `runtime`, made if missing; nil when it, or
    /// `solverv/` above it, is not a directory of this user's closed to
    /// others (then nothing is written there).
    static func openStore(runtime: String) -> String? {
        var path = runtime
        for part in ["/solverv", "/catalogues"] {
            path += part
            if mkdir(path, 0o700) != 0, errno != EEXIST { return nil }
            guard RuntimeDirectory.refusal(of: path, ownSubdirectory: true) == nil else { return nil }
        }
        return path
    }
}
