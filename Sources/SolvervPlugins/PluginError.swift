import SolvervLanguage
/// Why a plugin was not used: one line that names the file and the cause
/// (with the dynamic loader's own words where it gave any).
public struct PluginError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    /// `plugin PATH: cause`.
    init(_ path: String, _ cause: String) {
        // TRANSLATORS: a plugin's path, then what is wrong with it.
        message = fill(tr("plugin %s: %s"), path, cause)
    }

    public var description: String { message }
}
