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

    /// What changes when a catalogue's file does.
    struct Identity: Equatable {
        var device, inode, size, seconds, nanoseconds: UInt64
        /// The file type bits: only a regular file is a catalogue.
        var type: UInt32

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = UInt64(info.st_size)
            seconds = UInt64(info.st_ctim.tv_sec)
            nanoseconds = UInt64(info.st_ctim.tv_nsec)
            type = info.st_mode & S_IFMT
        }

        var isRegular: Bool { type == S_IFREG }
        /// Nil for the identity of nothing (a zeroed `stat`: no file there).
        var known: Identity? { type == 0 ? nil : self }
    }

    /// Where the sets are: `RUNTIME/solverv/catalogues`.
    static func store(_ runtime: String) -> String { runtime + "/solverv/catalogues" }

    /// The name of the set holding `entries` (language and identity, in
    /// gettext's order), at most NAME_MAX bytes: the version, then each
    /// language sorted by name, `+LANG.` and the numbers in hexadecimal
    /// joined by `-`. Nil when it would be longer (six languages or more:
    /// the caller keeps fewer). (Written digit by digit into bytes:
    /// `String(_:radix:)` over `BinaryInteger` and `joined` cost a translated
    /// line 150 000 instructions, callgrind.)
    static func setName(_ entries: [(language: String, identity: Identity)]) -> String? {
        var name: [UInt8] = []
        name.reserveCapacity(96)
        func hex(_ value: UInt64) {
            var shift: UInt64 = 60
            while shift > 0, value >> shift == 0 { shift -= 4 }
            while true {
                let digit = UInt8(truncatingIfNeeded: value >> shift & 0xF)
                name.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
                if shift == 0 { break }
                shift -= 4
            }
        }
        hex(UInt64(version))
        let sorted = entries.count < 2 ? entries : entries.sorted { $0.language.utf8.lexicographicallyPrecedes($1.language.utf8) }
        for (language, identity) in sorted {
            name.append(UInt8(ascii: "+"))
            name.append(contentsOf: language.utf8)
            for (i, value) in [identity.device, identity.inode, identity.size, identity.seconds, identity.nanoseconds].enumerated() {
                name.append(i == 0 ? UInt8(ascii: ".") : UInt8(ascii: "-"))
                hex(value)
            }
        }
        return name.count <= Int(NAME_MAX) ? String(decoding: name, as: UTF8.self) : nil
    }

    /// The set `name` in the store under `runtime`, if a line made it,
    /// and if it, `catalogues/` and `solverv/` are directories of this
    /// user's closed to others. (`runtime` was found so already: no one
    /// else can even reach what is in it; the three `lstat`s keep a set
    /// out of use that a loose `chmod` left open, whoever wrote it.)
    static func existing(_ name: String, runtime: String) -> String? {
        var path = runtime
        for part in ["/solverv", "/catalogues", "/" + name] {
            path += part
            guard RuntimeDirectory.refusal(of: path, ownSubdirectory: true) == nil else { return nil }
        }
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
