import Glibc
import SolvervLanguage

/// The alerts already fired (`solverv --notify`), in
/// `$XDG_RUNTIME_DIR/solverv/alerts`: one key a line (`sunset 2026-11-22
/// 59.91,10.75`), so that a watch line restarted (a bar reloaded, a login)
/// does not announce again what it announced before, and two lines with
/// `--notify` at one place announce it once between them. The runtime
/// directory is emptied at logout, which is as long as a key matters.
public enum AlertRecord {
    /// How many keys are kept: about ten days of three alerts at a few places.
    static let kept = 64

    /// Records `key` and returns true, or returns false when it was
    /// recorded before. The record is read, changed and written under a
    /// lock, so that of two lines claiming one key at once, one wins.
    /// Throws when the runtime directory cannot be used (the caller then
    /// keeps its own record, and fires once per process).
    /// A record that is not a file of ours (a FIFO, a link) is taken as
    /// empty, and `notice` says so; the record written replaces it.
    public static func claim(_ key: String, runtime: String? = StateStore.environmentRuntimeDirectory(),
                             notice: (ControlError) -> Void) throws(ControlError) -> Bool {
        let dir = try StateStore.directory(runtime: runtime)
        let lock = try RuntimeFiles.lock(dir + "/alerts.lock")
        defer { close(lock) }  // closing releases the lock
        var keys = read(in: dir, notice: notice)
        if keys.contains(key) { return false }
        keys.append(key)
        if keys.count > kept { keys.removeFirst(keys.count - kept) }
        try RuntimeFiles.writeAtomically(keys.joined(separator: "\n") + "\n", to: dir + "/alerts",
                                         through: dir + "/.alerts.\(getpid()).tmp")
        return true
    }

    /// The keys recorded, oldest first; none when there is no record or it is not ours.
    public static func keys(runtime: String? = StateStore.environmentRuntimeDirectory()) -> [String] {
        guard let dir = try? StateStore.directory(runtime: runtime) else { return [] }
        return read(in: dir, notice: { _ in })
    }

    static func read(in dir: String, notice: (ControlError) -> Void) -> [String] {
        do throws(ControlError) {
            return (try RuntimeFiles.readSmall(dir + "/alerts", limit: 16_384) ?? "").split(separator: "\n").map(String.init)
        } catch {
            // TRANSLATORS: %s is why the alerts record could not be read.
            notice(ControlError(fill(tr("%s; read as no alerts fired (the next one replaces it)"), error.message)))
            return []
        }
    }
}
