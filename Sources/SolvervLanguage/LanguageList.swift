import Glibc

/// `LANGUAGE`, the list of languages gettext reads on every lookup (a GNU
/// extension, honoured in any locale but C). `Language` narrows it to the
/// languages whose catalogues it found, or clears it for `--locale`; the
/// value the environment gave is kept, so that starting again from the
/// environment (a test, in one process) sees the user's list, not ours.
/// A program Solverv starts (the notifier) inherits the narrowed list.
enum LanguageList {
    /// Whether `set` changed the variable since the environment's value was kept.
    nonisolated(unsafe) private static var changed = false
    /// The environment's value while `changed`; nil when it was not set.
    nonisolated(unsafe) private static var given: String?

    /// Sets the list (`nb:de`), or removes it for nil.
    static func set(_ languages: [String]?) {
        if !changed {
            given = getenv("LANGUAGE").map { String(cString: $0) }
            changed = true
        }
        if let languages {
            // Not `joined(separator:)`: generic, it looks up protocol
            // conformances at run time, 90 000 instructions of a line.
            var list = ""
            for language in languages {
                if !list.isEmpty { list += ":" }
                list += language
            }
            setenv("LANGUAGE", list, 1)
        } else {
            unsetenv("LANGUAGE")
        }
    }

    /// The environment's value again, if `set` changed it.
    static func restore() {
        guard changed else { return }
        if let given { setenv("LANGUAGE", given, 1) } else { unsetenv("LANGUAGE") }
        changed = false
        given = nil
    }
}
