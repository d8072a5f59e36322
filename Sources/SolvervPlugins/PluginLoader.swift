import CPluginABI
import CStartEnvironment
import Glibc
import SolvervContracts
import SolvervFormatters
import SolvervLanguage

/// Loads one plugin (include/solverv/plugin.h): the permission rule first,
/// then `dlopen(RTLD_NOW | RTLD_LOCAL)` (every symbol resolved now, none
/// shared with the next plugin), the entry point, its ABI version before
/// anything else in the struct is read, then each field (`PluginFields`),
/// then whether its name is free and is the one looked for. Every refusal
/// is a `PluginError` naming the file. The handle is never closed: the
/// formatter's functions live in it until exit.
public enum PluginLoader {
    /// `foundAs`: the NAME of a file found as NAME.so in a directory, which
    /// the plugin's own name must match; nil for `--plugin PATH`.
    public static func load(_ path: String, foundAs: String? = nil) throws(PluginError) -> LoadedFormatter {
        try PluginPermissions.check(path)
        // A name without a slash would be looked up in the library path.
        let file = path.contains("/") ? path : "./" + path
        _ = dlerror()
        guard let handle = dlopen(file, RTLD_NOW | RTLD_LOCAL) else {
            // TRANSLATORS: %s is the dynamic loader's own message.
            throw PluginError(path, fill(tr("cannot load: %s"), loaderMessage()))
        }
        let environment = startEnvironment(for: handle)
        guard let symbol = dlsym(handle, SOLVERV_PLUGIN_ENTRY) else {
            // TRANSLATORS: the entry point's C name, then the dynamic loader's own message.
            throw PluginError(path, fill(tr("no entry point %s: %s"), "\(SOLVERV_PLUGIN_ENTRY)", loaderMessage()))
        }
        typealias Entry = @convention(c) () -> UnsafePointer<solverv_formatter>?
        let entry = unsafeBitCast(symbol, to: Entry.self)
        guard let plugin = entry() else { throw PluginError(path, fill(tr("%s() returned NULL"), "\(SOLVERV_PLUGIN_ENTRY)")) }
        // The version is the struct's first field: read it, and nothing else, first.
        let version = plugin.pointee.abi_version
        guard version == SOLVERV_PLUGIN_ABI_VERSION else {
            throw PluginError(path, fill(tr("built for plugin ABI version %d; this solverv loads version %d (rebuild it against include/solverv/plugin.h)"), String(version), String(SOLVERV_PLUGIN_ABI_VERSION)))
        }
        let fields: PluginFields
        do throws(PluginFieldError) {
            fields = try PluginFields(plugin.pointee)
        } catch {
            throw PluginError(path, error.cause)
        }
        let name = fields.name
        if Formatters.names.contains(name) { throw PluginError(path, fill(tr("its name '%s' is a built-in format's"), name)) }
        if let foundAs, foundAs != name {
            // TRANSLATORS: the plugin's own name, then the name of its file without .so.
            throw PluginError(path, fill(tr("its name is '%s', but it was found as %s.so (rename one of them)"), name, foundAs))
        }
        return LoadedFormatter(fields, path: path, environment: environment)
    }

    /// The address of the plugin's libc's `environ`, which each call's
    /// child points at the environment Solverv started with (SPEC §8; see
    /// start_environment.c). In the static binary that libc is a second
    /// one, whose `environ` is also pointed there now, before the plugin's
    /// entry point runs: Solverv's setenv of LANGUAGE and TZ reallocates
    /// the array it was given at dlopen. Nil for a plugin without a libc.
    private static func startEnvironment(for handle: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        guard let slot = dlsym(handle, "environ") else {
            _ = dlerror()
            return nil
        }
        // One libc for both (a dynamic build, the tests): Solverv's own
        // environment is left as it is; the child alone is given the start's.
        if solverv_is_own_environ(slot) == 0 { solverv_give_start_environment(slot) }
        return slot
    }

    /// The loader's last error (dlerror), or a plain word when it gave none.
    private static func loaderMessage() -> String {
        dlerror().map { Escape.plain(String(cString: $0)) } ?? tr("no reason given")
    }
}
