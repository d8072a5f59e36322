import Glibc
import SolvervContracts

/// Where the config file is and its bytes (SPEC §5): `--config PATH`, else
/// `$XDG_CONFIG_HOME/solverv/config.json`, else `~/.config/solverv/config.json`.
/// A missing default file is no config; a missing `--config` file is an
/// error. A run without a config pays one failed open(), nothing more.
enum ConfigFile {
    /// The largest config read: far above any hand-written one.
    static let limit = 1 << 20

    /// The default path, or nil with neither variable set (as under a bar
    /// started with an empty environment). A relative `XDG_CONFIG_HOME` is
    /// ignored, as the XDG Base Directory specification says.
    static func defaultPath(environment: (String) -> String? = Place.environment) -> String? {
        if let xdg = environment("XDG_CONFIG_HOME"), xdg.hasPrefix("/") { return xdg + "/solverv/config.json" }
        if let home = environment("HOME"), home.hasPrefix("/") { return home + "/.config/solverv/config.json" }
        return nil
    }

    /// The file's bytes; nil when it does not exist and was not asked for by name.
    static func read(_ path: String, required: Bool) throws(Failure) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            let code = errno
            if !required, code == ENOENT || code == ENOTDIR { return nil }
            throw Failure("\(quoted(path)): cannot read the config: \(String(cString: strerror(code)))")
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure("\(quoted(path)): cannot read the config: \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            bytes += chunk[..<n]
            if bytes.count > limit { throw Failure("\(quoted(path)): the config is larger than \(limit / 1024) KiB") }
        }
        return bytes
    }

    /// `text` with each `//` comment (to the end of its line, outside
    /// strings) blanked with spaces, as waybar allows them: lines and
    /// columns stay where they were, for jansson's error positions.
    static func blankingComments(_ text: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.count)
        var inString = false, escaped = false
        var i = 0
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
            } else if b == UInt8(ascii: "\"") {
                inString = true
            } else if b == UInt8(ascii: "/"), i + 1 < text.count, text[i + 1] == UInt8(ascii: "/") {
                // One space per character (a UTF-8 lead byte), not per byte.
                while i < text.count, text[i] != 0x0A {
                    if text[i] & 0xC0 != 0x80 { out.append(UInt8(ascii: " ")) }
                    i += 1
                }
                continue
            }
            out.append(b)
            i += 1
        }
        return out
    }

    /// A path as messages quote it: cut, as any echo of input.
    static func quoted(_ path: String) -> String { Echo.cut(path) }
}
