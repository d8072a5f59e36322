import Glibc
import SolvervContracts
import SolvervFormatters
import SolvervLanguage

/// The one registry of formatters (SPEC §2, layer 4), for the one-shot
/// line and watch mode alike: the built-ins (`Formatters`), then plugins.
/// A built-in name is answered at once, without discovery: a `--format
/// tmux` line reads no environment and no directory for plugins. Only a
/// name that is no built-in's, `--plugin`, or `solverv formats` searches.
public enum FormatterRegistry {
    /// The formatter called `name`. `plugin` (`--plugin PATH`) is loaded
    /// whenever it is given, so a bad one is said even beside a built-in
    /// format; `search` is made only when the name is no built-in's.
    /// No name (no `--format`) with `--plugin` is the plugin's format; else plain.
    public static func formatter(named given: String?, plugin: String?,
                                 search: () -> PluginSearch) throws(PluginError) -> any Formatter {
        let name = given ?? "plain"
        // A built-in and no plugin, the line's usual case, with no optional
        // formatter: the runtime builds the metadata of `(any Formatter)?`
        // the first time one is destroyed (callgrind, issue 35).
        if plugin == nil, Formatters.names.contains(name) { return Formatters.builtIn(name) }
        let explicit = try plugin.map { path throws(PluginError) in try PluginLoader.load(path) }
        if given == nil, let explicit { return explicit }
        if let builtIn = Formatters.named(name) { return builtIn }
        if let explicit, explicit.name == name { return explicit }
        let directories = search().directories
        // Checked before the name becomes a file name: `../x` finds nothing.
        if PluginSearch.isValidName(name) {
            for directory in directories {
                let candidate = directory + "/" + name + ".so"
                var info = stat()
                if lstat(candidate, &info) != 0, errno == ENOENT { continue }
                return try PluginLoader.load(candidate, foundAs: name)
            }
        }
        guard PluginSearch.isValidName(name) else {
            // TRANSLATORS: the name given, then the built-in formats' names.
            throw PluginError(fill(tr("--format: '%s' is not one of %s, nor a plugin's name (1 to 32 of a-z, 0-9, _ and -)"),
                                   Echo.cut(name), Formatters.names.joined(separator: ", ")))
        }
        let places = (plugin.map { [$0] } ?? []) + directories.map { $0 + "/" + "\(name).so" }
        // TRANSLATORS: the name given, the built-in formats' names, then the plugin files looked for.
        throw PluginError(fill(places.isEmpty ? tr("--format: '%s' is not one of %s, nor a plugin (looked for none; solverv formats lists them)")
                                              : tr("--format: '%s' is not one of %s, nor a plugin (looked for %s; solverv formats lists them)"),
                               Echo.cut(name), Formatters.names.joined(separator: ", "), places.map { Escape.plain($0) }.joined(separator: ", ")))
    }

    /// A format `solverv formats` lists, and where it came from.
    public struct Entry: Sendable {
        /// The formatter, or nil for a plugin file that was refused.
        public let formatter: (any Formatter)?
        /// nil for a built-in; the file for a plugin.
        public let path: String?
        /// Why the file was refused or not used.
        public let refusal: String?

        public init(formatter: (any Formatter)?, path: String?, refusal: String?) {
            self.formatter = formatter
            self.path = path
            self.refusal = refusal
        }
    }

    /// Every format: the built-ins, then `--plugin`, then every `*.so` of
    /// each directory in order (by name). A refused file is listed with its
    /// reason; a name found again later is shadowed by the first.
    public static func all(_ search: PluginSearch) -> [Entry] {
        var entries = Formatters.all.map { Entry(formatter: $0, path: nil, refusal: nil) }
        var found: [(String, String)] = []  // name, path
        func add(_ path: String, foundAs: String?) {
            do throws(PluginError) {
                let f = try PluginLoader.load(path, foundAs: foundAs)
                if let first = found.first(where: { $0.0 == f.name }) {
                    // TRANSLATORS: a plugin's path, its format name, then the path of the plugin of that name found first.
                    entries.append(Entry(formatter: nil, path: path, refusal: fill(tr("plugin %s: %s is shadowed by %s"), path, f.name, first.1)))
                } else {
                    found.append((f.name, path))
                    entries.append(Entry(formatter: f, path: path, refusal: nil))
                }
            } catch {
                entries.append(Entry(formatter: nil, path: path, refusal: error.message))
            }
        }
        if let explicit = search.explicit { add(explicit, foundAs: nil) }
        for directory in search.directories {
            for file in sharedObjects(in: directory) { add(directory + "/" + file, foundAs: String(file.dropLast(3))) }
        }
        return entries
    }

    /// The names of the plugins `search` can find, for a "did you mean"
    /// (a refusal only: it reads every directory): `--plugin`'s own name,
    /// then each `NAME.so` of each directory, in order, that is a valid
    /// name. Files are not loaded: a refused one's name may still be meant.
    public static func pluginNames(_ search: PluginSearch) -> [String] {
        var names: [String] = []
        if let explicit = search.explicit, let f = try? PluginLoader.load(explicit) { names.append(f.name) }
        for directory in search.directories {
            for file in sharedObjects(in: directory) {
                let name = String(file.dropLast(3))
                if PluginSearch.isValidName(name), !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    /// The `*.so` file names of a directory, sorted; none if it cannot be read.
    static func sharedObjects(in directory: String) -> [String] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasSuffix(".so"), name.count > 3 { names.append(name) }
        }
        return names.sorted()
    }
}
