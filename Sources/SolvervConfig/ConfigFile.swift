import Glibc
import SolvervContracts
import SolvervIO
import SolvervLanguage
import SystemFiles

/// Where the config file is and its bytes (SPEC §5): `--config PATH`, else
/// `$XDG_CONFIG_HOME/solverv/config.json`, else `~/.config/solverv/config.json`.
/// A missing default file is no config; a missing `--config` file is an
/// error. A run without a config pays one failed open(), nothing more.
/// Only a regular file is read (RegularFile): a FIFO there hung every line.
enum ConfigFile {
    /// The largest config read: far above any hand-written one.
    static let limit = 1 << 20

    /// The default path, or nil with neither variable set (as under a bar
    /// started with an empty environment). A relative `XDG_CONFIG_HOME` is
    /// ignored, as the XDG Base Directory specification says.
    static func defaultPath(environment: (String) -> String? = Environment.variable) -> String? {
        if let xdg = environment("XDG_CONFIG_HOME"), xdg.hasPrefix("/") { return xdg + "/solverv/config.json" }
        if let home = environment("HOME"), home.hasPrefix("/") { return home + "/.config/solverv/config.json" }
        return nil
    }

    /// The file's bytes; nil when it does not exist and was not asked for by name.
    static func read(_ path: String, required: Bool) throws(Failure) -> [UInt8]? {
        let fd: Int32
        do throws(RegularFile.Failure) {
            fd = try RegularFile.open(path)
        } catch {
            switch error {
            case .missing where !required:
                return nil
            case .unreadable(EACCES) where !required && !searchable(path):
                // Another user's home (`HOME=/root` kept by sudo, a service
                // started with it): no config of ours can be there. A file
                // of ours we cannot read stays an error below.
                // TRANSLATORS: the config's path, then the system's reason such as "Permission denied".
                Output.message("solverv: " + fill(tr("%s: cannot read the config: %s (a directory on the way is closed to you); going on without one"),
                                                  quoted(path), error.reason) + "\n")
                return nil
            case .notRegular:
                throw Failure(error.message(quoted(path)))
            default:
                throw Failure(fill(tr("%s: cannot read the config: %s"), quoted(path), error.reason))
            }
        }
        defer { close(fd) }
        // Read into a buffer of the file's size (plus one byte, to see the
        // end in the same read), not a zeroed 64 KB chunk: zeroing it cost a
        // one-shot line 70 000 instructions and 16 page faults.
        var info = stat()
        let size = fstat(fd, &info) == 0 && info.st_size > 0 ? Int(info.st_size) : 4096
        var capacity = min(size, limit) + 1
        var bytes: [UInt8] = []
        while true {
            var failure: Int32 = 0, full = false
            let previous = bytes
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                guard let base = buffer.baseAddress else { return }
                count = previous.count
                for (i, b) in previous.enumerated() { base[i] = b }
                while count < capacity {
                    let n = Glibc.read(fd, base + count, capacity - count)
                    if n < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    if n == 0 { return }
                    count += n
                }
                full = true
            }
            if failure != 0 {
                throw Failure(fill(tr("%s: cannot read the config: %s"), quoted(path), String(cString: strerror(failure))))
            }
            if bytes.count > limit { throw Failure(fill(tr("%s: the config is larger than %d KiB"), quoted(path), String(limit / 1024))) }
            guard full else { return bytes }
            // A file that grew, or one whose size fstat does not tell (in /proc).
            capacity = min(capacity * 2, limit + 1)
        }
    }

    /// Whether every directory on the way to `path` may be searched: a
    /// `stat` refused with EACCES says one may not.
    private static func searchable(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 || errno != EACCES
    }

    /// `text` with each `//` comment (to the end of its line, outside
    /// strings) blanked with spaces, as waybar allows them: lines and
    /// columns stay where they were, for jansson's error positions.
    static func blankingComments(_ text: [UInt8]) -> [UInt8] {
        withoutComments(text, compact: false)
    }

    /// `text` without its comments and with each run of white space outside
    /// strings (comments included) cut to one space: the same JSON, read by
    /// jansson's lexer (some 50 instructions a byte) in a third of the
    /// bytes of a commented file. Its error positions would be wrong: a
    /// text it does not load is read again from `blankingComments`.
    static func compacted(_ text: [UInt8]) -> [UInt8] {
        withoutComments(text, compact: true)
    }

    /// Over raw buffers: indexing an array byte by byte cost 20 instructions a byte.
    private static func withoutComments(_ text: [UInt8], compact: Bool) -> [UInt8] {
        text.withUnsafeBufferPointer { text in
            [UInt8](unsafeUninitializedCapacity: text.count) { out, count in
                var inString = false, escaped = false, inSpace = false
                var i = 0, n = 0
                while i < text.count {
                    let b = text[i]
                    if inString {
                        if escaped {
                            escaped = false
                        } else if b == UInt8(ascii: "\\") {
                            escaped = true
                        } else if b == UInt8(ascii: "\"") || b == 0x0A {
                            inString = false
                        }
                    } else if b == UInt8(ascii: "/"), i + 1 < text.count, text[i + 1] == UInt8(ascii: "/") {
                        // One space per character (a UTF-8 lead byte), not per byte.
                        while i < text.count, text[i] != 0x0A {
                            if !compact, text[i] & 0xC0 != 0x80 {
                                out[n] = UInt8(ascii: " ")
                                n += 1
                            }
                            i += 1
                        }
                        if compact, !inSpace {
                            out[n] = UInt8(ascii: " ")
                            n += 1
                            inSpace = true
                        }
                        continue
                    } else if compact, b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D {
                        if !inSpace {
                            out[n] = UInt8(ascii: " ")
                            n += 1
                            inSpace = true
                        }
                        i += 1
                        continue
                    } else if b == UInt8(ascii: "\"") {
                        inString = true
                    }
                    inSpace = false
                    out[n] = b
                    n += 1
                    i += 1
                }
                count = n
            }
        }
    }

    /// A path as messages quote it: cut, as any echo of input.
    static func quoted(_ path: String) -> String { Echo.cut(path) }
}
