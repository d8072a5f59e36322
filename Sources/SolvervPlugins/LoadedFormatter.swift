import CPluginABI
import Glibc
import SolvervContracts
import SolvervFormatters

/// A formatter that a plugin brings (SPEC §8), behind the same `Formatter`
/// as the built-ins. Only C types cross: the snapshot goes out as JSON
/// text (`SnapshotJSON.pluginText`), with the size and the user's template
/// as typed; the line comes back as a malloc'd string, checked (not NULL,
/// UTF-8, not absurdly long) and freed with the plugin's own `free` (it
/// brings its own C library: Solverv's `free` must never touch it).
public struct LoadedFormatter: Formatter, @unchecked Sendable {
    public let name: String
    public let summary: String
    public let defaultSize: Size
    public let header: String?
    public let footer: String?
    /// The file it came from.
    public let path: String

    typealias Render = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?
    typealias RenderError = @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?
    typealias Free = @convention(c) (UnsafeMutablePointer<CChar>?) -> Void
    // Functions of a library that is never closed (so `@unchecked Sendable`:
    // they are immutable code, callable as long as the process lives).
    let renderFunction: Render
    let renderError: RenderError?
    let freeFunction: Free

    /// Foreign code: watch mode calls it only for a line it shows.
    public var drawsAhead: Bool { false }

    /// More than a bar could show: a plugin gone wrong.
    static let limit = 65_536

    public func render(_ snapshot: Snapshot, size: Size, template: Template?) throws(RenderFailure) -> String {
        guard let json = SnapshotJSON.pluginText(snapshot, size: size) else {
            throw RenderFailure("plugin \(path): the snapshot could not be encoded")
        }
        let result = json.withCString { j in
            size.rawValue.withCString { s in
                if let template { template.source.withCString { t in renderFunction(j, s, t) } } else { renderFunction(j, s, nil) }
            }
        }
        guard let result else { throw RenderFailure("plugin \(path): render returned NULL") }
        defer { freeFunction(result) }
        guard let line = PluginLoader.string(result, limit: Self.limit) else {
            throw RenderFailure("plugin \(path): render returned text that is not UTF-8, or over \(Self.limit - 1) bytes")
        }
        // The plugin's text reaches a terminal or a bar: its control and
        // bidi characters (ESC, CR, BEL, U+202E) go, as from any outside text.
        let clean = Escape.plain(line, keepNewlines: true)
        return clean.hasSuffix("\n") ? clean : clean + "\n"
    }

    /// The plugin's error block for `message`, else "⚠ solverv": its
    /// bar's syntax is the plugin's to know, and that text is inert in any.
    public func error(_ message: String) -> String {
        let fallback = "⚠ solverv\n"
        guard let renderError else { return fallback }
        guard let result = Escape.plain(message).withCString({ renderError($0) }) else { return fallback }
        defer { freeFunction(result) }
        guard let raw = PluginLoader.string(result, limit: Self.limit) else { return fallback }
        let block = Escape.plain(raw, keepNewlines: true)
        return block.hasSuffix("\n") ? block : block + "\n"
    }
}
