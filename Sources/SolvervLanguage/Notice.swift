import Glibc

/// A notice of this target's own on stderr, one line: a catalogue refused,
/// a translation not used. SolvervLanguage is below the target that writes
/// the others (SolvervIO's `Output`), so it writes its few itself. Each is
/// said once a run (`once`), however often the line that meets it is drawn.
enum Notice {
    /// Writes `solverv: TEXT` and a newline, all of it or nothing more.
    /// The text is outside text in part (a path, an English message), so
    /// it is cleaned as such, on one line.
    static func say(_ text: String) {
        var line = "solverv: " + OutsideText.line(text) + "\n"
        line.withUTF8 { bytes in
            guard var at = bytes.baseAddress else { return }
            var left = bytes.count
            while left > 0 {
                let n = write(STDERR_FILENO, at, left)
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return }
                at += n
                left -= n
            }
        }
    }

    /// Says `text` unless a notice with the same `key` was said this run.
    static func once(_ key: String, _ text: @autoclosure () -> String) {
        guard !said.contains(key) else { return }
        said.insert(key)
        say(text())
    }

    nonisolated(unsafe) private static var said: Set<String> = []
}
