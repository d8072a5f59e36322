import Glibc
import SolvervIO
import SolvervLanguage

/// What `solverv setup` checks and says around the pieces: conky's limit,
/// the list of bars, and which word runs this binary.
extension BarSetup {
    /// conky runs nothing of a command longer than it keeps (`conkyCommandLimit`).
    public static func checkLength(_ command: String) throws(Failure) {
        let bytes = command.utf8.count
        guard bytes > conkyCommandLimit else { return }
        // TRANSLATORS: %1$d is conky's limit (245), %2$d the command's length; then the config file's usual path.
        throw Failure(fill(tr("setup: conky runs no command longer than %1$d bytes, and this one has %2$d: put the long options (the template, the place) in Solverv's config file, %3$s"),
                           String(conkyCommandLimit), String(bytes), "~/.config/solverv/config.json"))
    }

    /// The bars, one a line with what `setup` gives for each.
    public static func list() -> String {
        var out = "Bars (solverv setup BAR [PROVIDER...] [line options] prints the piece of its config):\n"
        let width = names.map(\.count).max() ?? 0
        for bar in all { out += "  " + bar.bar + String(repeating: " ", count: width - bar.bar.count) + "  \(bar.summary)\n" }
        return out
    }

    /// `solverv` when the PATH finds this very binary, else its absolute path.
    public static func binaryWord() -> String {
        guard let running = runningBinary() else { return "solverv" }
        var mine = stat(), found = stat()
        guard stat(running, &mine) == 0 else { return running }
        for dir in (Environment.variable("PATH") ?? "").split(separator: ":") where !dir.isEmpty {
            let candidate = String(dir) + "/solverv"
            if access(candidate, X_OK) == 0, stat(candidate, &found) == 0,
               found.st_dev == mine.st_dev, found.st_ino == mine.st_ino {
                return "solverv"
            }
        }
        return running
    }

    /// The running binary's path, from /proc/self/exe.
    static func runningBinary() -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let n = readlink("/proc/self/exe", &buffer, 4096)
        guard n > 0 else { return nil }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
