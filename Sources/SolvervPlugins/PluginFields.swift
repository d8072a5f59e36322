import CPluginABI
import Glibc
import SolvervContracts
import SolvervFormatters
import SolvervLanguage

/// The fields of a plugin's struct (include/solverv/plugin.h), each read
/// and checked on its own, after the ABI version: a NULL where a text or a
/// function is mandatory, text that is not UTF-8 or longer than its field
/// allows, a name outside [a-z0-9_-], a size that is not one of the three.
/// Each refusal names the field, so that the plugin's author knows which
/// line to fix. Every pointer is taken as optional: C may leave any NULL.
/// (A pointer that is neither NULL nor valid cannot be told from a good one
/// without reading it; the functions, at least, only ever run in a child.)
struct PluginFields {
    let name: String
    let summary: String
    let defaultSize: Size
    let header: String?
    let footer: String?
    let render: LoadedFormatter.Render
    let renderError: LoadedFormatter.RenderError?
    let free: LoadedFormatter.Free

    /// The longest name, summary and stream text, in bytes.
    static let nameLimit = 32, summaryLimit = 255, streamLimit = 65_535
    static var nameRule: String { tr("1 to 32 of a-z, 0-9, _ and -") }

    init(_ p: solverv_formatter) throws(PluginFieldError) {
        // TRANSLATORS: what a plugin's name field is for; %s is "1 to 32 of a-z, 0-9, _ and -".
        let name = try Self.text(p.name, "name", limit: Self.nameLimit, purpose: fill(tr("its --format name, %s"), Self.nameRule))
        guard PluginSearch.isValidName(name) else {
            // TRANSLATORS: "name" is a field of the plugin's C struct; then the name given, then "1 to 32 of a-z, 0-9, _ and -".
            throw PluginFieldError(fill(tr("name '%s' is not %s"), Escape.plain(Echo.cut(name)), Self.nameRule))
        }
        let summary = try Self.text(p.summary, "summary", limit: Self.summaryLimit, purpose: tr("one line for solverv formats"))
        var size = Size.medium
        if let text = try Self.optionalText(p.default_size, "default_size", limit: 6) {
            guard let s = Size(rawValue: text) else {
                throw PluginFieldError(fill(tr("default_size '%s' is not small, medium, large or NULL"), Escape.plain(text)))
            }
            size = s
        }
        let header = try Self.optionalText(p.header, "header", limit: Self.streamLimit)
        let footer = try Self.optionalText(p.footer, "footer", limit: Self.streamLimit)
        guard let render = p.render else { throw PluginFieldError(fill(tr("%s is NULL (it is mandatory)"), "render")) }
        guard let free = p.free else { throw PluginFieldError(fill(tr("%s is NULL (it is mandatory)"), "free")) }
        self.name = name
        self.summary = Escape.plain(summary)
        defaultSize = size
        self.header = header.map { Escape.plain($0, keepNewlines: true) }
        self.footer = footer.map { Escape.plain($0, keepNewlines: true) }
        self.render = render
        renderError = p.render_error
        self.free = free
    }

    /// The text of a field that may be NULL (nil then).
    static func optionalText(_ pointer: UnsafePointer<CChar>?, _ field: String, limit: Int) throws(PluginFieldError) -> String? {
        guard let pointer else { return nil }
        return try read(pointer, field, limit: limit)
    }

    /// The text of a mandatory field; `purpose`, what it is for, is said
    /// when it is NULL.
    static func text(_ pointer: UnsafePointer<CChar>?, _ field: String, limit: Int,
                     purpose: String) throws(PluginFieldError) -> String {
        // TRANSLATORS: a field of the plugin's C struct, then what it is for.
        guard let pointer else { throw PluginFieldError(fill(tr("%s is NULL (it is mandatory: %s)"), field, purpose)) }
        return try read(pointer, field, limit: limit)
    }

    /// At most `limit` bytes of UTF-8, read no further than that: the text
    /// may not end where it should.
    static func read(_ pointer: UnsafePointer<CChar>, _ field: String, limit: Int) throws(PluginFieldError) -> String {
        let length = strnlen(pointer, limit + 1)
        guard length <= limit else { throw PluginFieldError(fill(tr("%s is over %d bytes"), field, String(limit))) }
        guard let text = String(validating: UnsafeRawBufferPointer(start: pointer, count: length), as: UTF8.self) else {
            throw PluginFieldError(fill(tr("%s is not UTF-8 text"), field))
        }
        return text
    }
}

/// Why a field was refused: the field's name first ("name is NULL …").
struct PluginFieldError: Error {
    let cause: String

    init(_ cause: String) {
        self.cause = cause
    }
}
