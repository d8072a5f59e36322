import Glibc
import SolvervJSON
import SolvervLanguage
import SystemFiles

/// The view state and the running instances, under
/// `$XDG_RUNTIME_DIR/solverv/` (SPEC §6): `state` holds the `ViewState`
/// as JSON, `instances/<pid>` marks each running watch-mode Solverv.
/// An action (`solverv ctl`, a click on a line) changes the state and
/// signals the instances with SIGUSR1; each then reads the state and
/// prints its line again (`SharedView`).
///
/// Every function takes the runtime directory, `$XDG_RUNTIME_DIR` unless
/// given (tests give their own); nil means it is not set.
public enum StateStore {
    /// `$XDG_RUNTIME_DIR`, if set to an absolute path.
    public static func environmentRuntimeDirectory() -> String? { RuntimeDirectory.environment }

    /// `<runtime>/solverv`, created with mode 0700 if missing. Throws when
    /// the runtime directory is not set, or when it or `solverv` is not a
    /// directory of ours closed to other users.
    public static func directory(runtime: String? = environmentRuntimeDirectory()) throws(ControlError) -> String {
        guard let runtime else {
            throw ControlError(tr("XDG_RUNTIME_DIR is not set (to an absolute path): it holds the state that solverv ctl shares with running instances"))
        }
        // The runtime directory itself first, as the XDG spec has it: the
        // user's own, closed to others (`XDG_RUNTIME_DIR=/` as root made
        // `/solverv`). Said at a watch line's start, and by `solverv ctl`.
        try RuntimeFiles.check(runtime, RuntimeDirectory.refusal(of: runtime))
        let path = (runtime.hasSuffix("/") ? String(runtime.dropLast()) : runtime) + "/solverv"
        try RuntimeFiles.ensureDirectory(path)
        return path
    }

    /// The view state, or the initial one when there is no state file, it
    /// cannot be read, or it is not what `write` writes (see
    /// `ViewState(json:path:)`). A file that cannot be read or believed (a
    /// FIFO, a link, garbage, a number out of range) is taken as no state,
    /// and `notice` says so: the next action writes a file in its place.
    public static func read(runtime: String? = environmentRuntimeDirectory(), notice: (ControlError) -> Void) -> ViewState {
        guard let dir = try? directory(runtime: runtime) else { return .initial }
        return read(in: dir, notice: notice)
    }

    /// The view state for a one-shot line (tmux, conky): as `read`, but
    /// nothing is created where `solverv ctl` was never used.
    public static func peek(runtime: String? = environmentRuntimeDirectory(), notice: (ControlError) -> Void) -> ViewState {
        guard let runtime, access(runtime + "/solverv/state", F_OK) == 0 else { return .initial }
        return read(runtime: runtime, notice: notice)
    }

    /// Replaces the state file atomically: a temporary file in the same
    /// directory, flushed to the disk, then renamed over `state`.
    public static func write(_ state: ViewState, runtime: String? = environmentRuntimeDirectory()) throws(ControlError) {
        try write(state, in: directory(runtime: runtime))
    }

    /// Reads the state, applies `change` and writes the result, holding a
    /// lock so that two actions at once (a fast scroll, a click during a
    /// `solverv ctl`) both count, each on top of the other. Returns the
    /// state written.
    @discardableResult
    public static func update(runtime: String? = environmentRuntimeDirectory(), notice: (ControlError) -> Void,
                              _ change: (inout ViewState) -> Void) throws(ControlError) -> ViewState {
        let dir = try directory(runtime: runtime)
        let lock = try RuntimeFiles.lock(dir + "/lock")
        defer { close(lock) }  // closing releases the lock
        // What was wrong with the old file is said only once the new one
        // is written over it: a write that fails says enough alone.
        var problem: ControlError?
        var state = read(in: dir, notice: { problem = $0 })
        change(&state)
        try write(state, in: dir)
        if let problem { notice(problem) }
        return state
    }

    static func read(in dir: String, notice: (ControlError) -> Void) -> ViewState {
        let path = dir + "/state"
        do throws(ControlError) {
            guard let text = try RuntimeFiles.readSmall(path, limit: 4096) else { return .initial }
            return try ViewState(json: JSONValue.parse(text), path: path)
        } catch {
            // TRANSLATORS: %s is why the view state could not be read.
            notice(ControlError(fill(tr("%s; read as no view state (solverv ctl replaces it)"), error.message)))
            return .initial
        }
    }

    static func write(_ state: ViewState, in dir: String) throws(ControlError) {
        guard let text = state.json.encoded() else { throw ControlError(tr("cannot encode the state")) }
        try RuntimeFiles.writeAtomically(text + "\n", to: dir + "/state", through: dir + "/.state.\(getpid()).tmp")
    }
}
