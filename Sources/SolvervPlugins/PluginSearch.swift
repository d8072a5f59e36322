import Glibc
import SystemFiles

/// Where plugins are looked for, in SPEC §8's order: the file of
/// `--plugin PATH`; then each directory of `$SOLVERV_PLUGIN_PATH`
/// (colon-separated; only absolute directories, as an empty or relative
/// entry would make the working directory a plugin directory);
/// `$XDG_DATA_HOME/solverv/plugins`, else `~/.local/share/solverv/plugins`;
/// and `<prefix>/lib/solverv/plugins`, the prefix being the directory above
/// the one that holds the running binary (`/usr/local` for
/// `/usr/local/bin/solverv`). In a directory, `--format NAME` is `NAME.so`.
///
/// Made only when a name is not a built-in's, or for `solverv formats`:
/// a built-in format reads no environment and touches no file for plugins.
public struct PluginSearch: Sendable {
    /// `--plugin PATH`, if given.
    public var explicit: String?
    /// The directories, in order.
    public var directories: [String]

    public init(explicit: String?, directories: [String]) {
        self.explicit = explicit
        self.directories = directories
    }

    /// The search of this process: its environment and its binary's place.
    public static func standard(explicit: String?) -> PluginSearch {
        PluginSearch(explicit: explicit, directories: directories(environment: { getenv($0).map { String(cString: $0) } },
                                                                   executable: executablePath()))
    }

    /// The directories for an environment and the binary's path.
    public static func directories(environment: (String) -> String?, executable: String?) -> [String] {
        var dirs: [String] = []
        for entry in (environment("SOLVERV_PLUGIN_PATH") ?? "").split(separator: ":") where entry.hasPrefix("/") {
            dirs.append(String(entry))
        }
        if let xdg = environment("XDG_DATA_HOME"), xdg.hasPrefix("/") {
            dirs.append(xdg + "/solverv/plugins")
        } else if let home = environment("HOME"), home.hasPrefix("/") {
            dirs.append(home + "/.local/share/solverv/plugins")
        }
        if let executable, let prefix = parent(parent(executable)) {
            dirs.append((prefix == "/" ? "" : prefix) + "/lib/solverv/plugins")
        }
        return dirs
    }

    /// The running binary, from /proc/self/exe (nil where it cannot be read).
    public static func executablePath() -> String? {
        SymbolicLink.target(of: "/proc/self/exe")
    }

    /// `/a/b` for `/a/b/c`, `/` for `/a`; nil for a path without a slash.
    static func parent(_ path: String?) -> String? {
        guard let path, let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Whether `name` can be a plugin's: 1 to 32 of [a-z0-9_-]. Checked
    /// before a name becomes a file name, so `--format ../x` finds nothing.
    public static func isValidName(_ name: String) -> Bool {
        let bytes = name.utf8
        guard (1...32).contains(bytes.count) else { return false }
        return bytes.allSatisfy { ("a"..."z").contains(Unicode.Scalar($0)) || ("0"..."9").contains(Unicode.Scalar($0)) || $0 == 0x5F || $0 == 0x2D }
    }
}
