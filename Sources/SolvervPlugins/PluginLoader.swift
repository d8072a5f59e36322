import CPluginABI
import Glibc
import SolvervContracts
import SolvervFormatters

/// Loads one plugin (include/solverv/plugin.h): the permission rule first,
/// then `dlopen(RTLD_NOW | RTLD_LOCAL)` (every symbol resolved now, none
/// shared with the next plugin), the entry point, its ABI version before
/// anything else in the struct is read, then the name and the mandatory
/// functions. Every refusal is a `PluginError` naming the file. The handle
/// is never closed: the formatter's functions live in it until exit.
public enum PluginLoader {
    /// `foundAs`: the NAME of a file found as NAME.so in a directory, which
    /// the plugin's own name must match; nil for `--plugin PATH`.
    public static func load(_ path: String, foundAs: String? = nil) throws(PluginError) -> LoadedFormatter {
        try PluginPermissions.check(path)
        // A name without a slash would be looked up in the library path.
        let file = path.contains("/") ? path : "./" + path
        _ = dlerror()
        guard let handle = dlopen(file, RTLD_NOW | RTLD_LOCAL) else {
            throw PluginError(path, "cannot load: \(loaderMessage())")
        }
        guard let symbol = dlsym(handle, SOLVERV_PLUGIN_ENTRY) else {
            throw PluginError(path, "no entry point \(SOLVERV_PLUGIN_ENTRY): \(loaderMessage())")
        }
        typealias Entry = @convention(c) () -> UnsafePointer<solverv_formatter>?
        let entry = unsafeBitCast(symbol, to: Entry.self)
        guard let plugin = entry() else { throw PluginError(path, "\(SOLVERV_PLUGIN_ENTRY)() returned NULL") }
        // The version is the struct's first field: read it, and nothing else, first.
        let version = plugin.pointee.abi_version
        guard version == SOLVERV_PLUGIN_ABI_VERSION else {
            throw PluginError(path, "built for plugin ABI version \(version); this solverv loads version \(SOLVERV_PLUGIN_ABI_VERSION) (rebuild it against include/solverv/plugin.h)")
        }
        let p = plugin.pointee
        guard let name = string(p.name, limit: 33), PluginSearch.isValidName(name) else {
            throw PluginError(path, "its name must be 1 to 32 of a-z, 0-9, _ and -")
        }
        if Formatters.names.contains(name) { throw PluginError(path, "its name '\(name)' is a built-in format's") }
        if let foundAs, foundAs != name {
            throw PluginError(path, "its name is '\(name)', but it was found as \(foundAs).so (rename one of them)")
        }
        guard let render = p.render else { throw PluginError(path, "render is NULL (it is mandatory)") }
        guard let free = p.free else { throw PluginError(path, "free is NULL (it is mandatory)") }
        var size = Size.medium
        if let text = p.default_size {
            guard let s = string(text, limit: 8).flatMap(Size.init(rawValue:)) else {
                throw PluginError(path, "default_size is not small, medium or large")
            }
            size = s
        }
        var texts: [String?] = []
        for (field, pointer, limit) in [("summary", p.summary, 256), ("header", p.header, 65_536), ("footer", p.footer, 65_536)] {
            guard let pointer else { texts.append(nil); continue }
            guard let text = string(pointer, limit: limit) else {
                throw PluginError(path, "its \(field) is not UTF-8 text of at most \(limit - 1) bytes")
            }
            texts.append(text)
        }
        return LoadedFormatter(name: name, summary: Escape.plain(texts[0] ?? ""), defaultSize: size, header: texts[1].map { Escape.plain($0, keepNewlines: true) },
                               footer: texts[2].map { Escape.plain($0, keepNewlines: true) }, path: path, renderFunction: render, renderError: p.render_error, freeFunction: free)
    }

    /// The loader's last error (dlerror), or a plain word when it gave none.
    private static func loaderMessage() -> String {
        dlerror().map { Escape.plain(String(cString: $0)) } ?? "no reason given"
    }

    /// A C string of fewer than `limit` bytes that is UTF-8, else nil.
    static func string(_ pointer: UnsafePointer<CChar>, limit: Int) -> String? {
        let length = strnlen(pointer, limit)
        guard length < limit else { return nil }
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: length)
        return String(validating: bytes, as: UTF8.self)
    }
}
