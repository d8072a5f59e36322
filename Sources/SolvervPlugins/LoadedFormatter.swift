import CPluginABI
import Glibc
import SolvervContracts
import SolvervFormatters
import SolvervLanguage

/// A formatter that a plugin brings (SPEC §8), behind the same `Formatter`
/// as the built-ins. Only C types cross: the snapshot goes out as JSON
/// text (`SnapshotJSON.pluginText`: the facts, and the words in the
/// user's language), with the size and the user's template as typed. The
/// plugin's functions run in a child process (`PluginCall`), which frees
/// the malloc'd line with the plugin's own `free` (it brings its own C
/// library: Solverv's `free` must never touch it); what comes back is
/// checked (not NULL, UTF-8, not absurdly long) and cleaned.
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
    /// Where the plugin's libc keeps `environ` (`PluginLoader.startEnvironment`).
    let environment: UnsafeMutableRawPointer?

    /// Foreign code: watch mode calls it only for a line it shows.
    public var drawsAhead: Bool { false }
    /// People read a plugin's line (SPEC §8): the line's language and
    /// clock apply (`--locale`, `--clock`, the config's section for the
    /// plugin's name), and its snapshot carries the words the built-ins
    /// would print in them. Its facts stay machine output, English on the
    /// C clock, as the JSON snapshot's (SPEC §10): the reports are built
    /// twice (`readsWordsAndFacts`).
    public var readByPeople: Bool { true }
    /// It is given every fact.
    public var readsEveryFact: Bool { true }
    public var readsWordsAndFacts: Bool { true }

    init(_ fields: PluginFields, path: String, environment: UnsafeMutableRawPointer?) {
        name = fields.name
        summary = fields.summary
        defaultSize = fields.defaultSize
        header = fields.header
        footer = fields.footer
        self.path = path
        renderFunction = fields.render
        renderError = fields.renderError
        freeFunction = fields.free
        self.environment = environment
    }

    /// More than a bar could show: a plugin gone wrong.
    static let limit = 65_536

    public func render(_ snapshot: Snapshot, size: Size, template: Template?) throws(RenderFailure) -> String {
        guard let json = SnapshotJSON.pluginText(snapshot, size: size) else {
            throw RenderFailure(fill(tr("plugin %s: the snapshot could not be encoded"), path))
        }
        let outcome = json.withCString { j in
            size.rawValue.withCString { s in
                (template?.source ?? "").withCString { t in
                    PluginCall.run("render", limit: Self.limit, release: freeFunction, environment: environment) { renderFunction(j, s, template == nil ? nil : t) }
                }
            }
        }
        let line: String
        switch outcome {
        case .text(let bytes):
            guard bytes.count < Self.limit, let text = String(validating: bytes, as: UTF8.self) else {
                // TRANSLATORS: "render" is the plugin's function; %d is a number of bytes.
                throw RenderFailure(fill(tr("plugin %s: render returned text that is not UTF-8, or over %d bytes"), path, String(Self.limit - 1)))
            }
            line = text
        case .null: throw RenderFailure(fill(tr("plugin %s: render returned NULL"), path))
        case .failed(let cause): throw RenderFailure(fill(tr("plugin %s: %s"), path, cause))
        case .interrupted: throw RenderFailure(fill(tr("plugin %s: render was interrupted by a signal"), path), interrupted: true)
        }
        // The plugin's text reaches a terminal or a bar: its control and
        // bidi characters (ESC, CR, BEL, U+202E) go, as from any outside text.
        let clean = Escape.plain(line, keepNewlines: true)
        return clean.hasSuffix("\n") ? clean : clean + "\n"
    }

    /// The plugin's error block for `message`, else "⚠ solverv": its
    /// bar's syntax is the plugin's to know, and that text is inert in any.
    /// Its render_error runs in a child too: a broken one gives the fallback.
    public func error(_ message: String) -> String {
        let fallback = "⚠ solverv\n"
        guard let renderError else { return fallback }
        let outcome = Escape.plain(message).withCString { m in
            PluginCall.run("render_error", limit: Self.limit, release: freeFunction, environment: environment) { renderError(m) }
        }
        guard case .text(let bytes) = outcome, bytes.count < Self.limit, let raw = String(validating: bytes, as: UTF8.self) else {
            return fallback
        }
        let block = Escape.plain(raw, keepNewlines: true)
        return block.hasSuffix("\n") ? block : block + "\n"
    }
}
