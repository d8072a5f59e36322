import Glibc
import SolvervLanguage

/// The one view of the user's lines, as a watching line follows it
/// (SPEC §6). Clicks and scrolls on any i3bar line, tmux's keys and
/// `solverv ctl` steer the same view:
///
/// - An action is done on the state file under its lock (on top of the
///   action before it, whoever did that), which raises the file's serial,
///   and every running line is signalled with SIGUSR1.
/// - A signalled line reads the file and shows its state unless it is the
///   one it applied last (serial and all: a file that was lost and begun
///   again at serial 1 is still new where its view is); a line whose click
///   wrote the state has applied it already, and is not signalled.
///
/// So the last action wins on every line: a `ctl` never drops a click's
/// view, nor a click a `ctl`'s. Without a runtime directory (unset over
/// ssh or in a container, or one that cannot be used) the line is not
/// registered: its clicks steer it alone, and `ctl` does not reach it.
public final class SharedView {
    /// What the line shows.
    public private(set) var state = ViewState.initial
    /// A return to today came since the line started: a line started with
    /// `--date` leaves that date for good, for today.
    public private(set) var leftDate = false
    /// The line's pid file, which lets the other lines and `ctl` signal it;
    /// nil when the view is the line's own.
    private let instance: InstanceHandle?
    private let runtime: String?
    /// The state file last applied.
    private var applied = ViewState.initial
    /// The file's last return to today when the line started.
    private var startToday = 0

    /// Registers process `pid` (the line's, normally `getpid()`) and reads
    /// the view it starts with. Call it once the process handles SIGUSR1
    /// (a signalfd): a `ctl` may signal it from then on. Where
    /// `XDG_RUNTIME_DIR` is set but cannot be used, `notice` says why.
    public init(pid: Int32, runtime: String? = StateStore.environmentRuntimeDirectory(), notice: (ControlError) -> Void) {
        self.runtime = runtime
        do throws(ControlError) {
            instance = try StateStore.register(pid: pid, runtime: runtime)
        } catch {
            instance = nil
            // TRANSLATORS: %s is why the runtime directory cannot be used.
            if runtime != nil { notice(ControlError(fill(tr("%s; solverv ctl cannot reach this line"), error.message))) }
            return
        }
        let file = StateStore.read(runtime: runtime, notice: notice)
        state = file
        applied = file
        startToday = file.todaySerial
    }

    /// Whether other lines and `ctl` share this line's view.
    public var isShared: Bool { instance != nil }

    /// Removes the pid file: the line ends.
    public func close() { instance?.close() }

    /// On SIGUSR1: the state file again. True when it held a state the line
    /// had not applied, now shown; false for one it has (a refresh).
    public func follow(notice: (ControlError) -> Void) -> Bool {
        guard instance != nil else { return false }
        return apply(StateStore.read(runtime: runtime, notice: notice))
    }

    /// A click on this line: done on the state file, shown here, and the
    /// other lines signalled. Where the file cannot be written, the click
    /// steers this line alone, and `notice` says why.
    public func perform(_ action: ViewAction, notice: (ControlError) -> Void) {
        if instance != nil {
            do throws(ControlError) {
                let written = try StateStore.update(runtime: runtime, notice: notice) { $0.perform(action) }
                _ = apply(written)
                _ = StateStore.signalInstances(SIGUSR1, runtime: runtime, except: instance?.pid)
                return
            } catch {
                // TRANSLATORS: %s is why the view state could not be written.
                notice(ControlError(fill(tr("%s; the click steers this line alone"), error.message)))
            }
        }
        // `applied` stays: a refresh (SIGUSR1) that finds the same file
        // keeps this line's own view.
        state.perform(action)
        if action == .today { leftDate = true }
    }

    /// Shows `file` unless it is the one applied last.
    private func apply(_ file: ViewState) -> Bool {
        guard file != applied else { return false }
        applied = file
        if file.todaySerial != startToday { leftDate = true }
        state = file
        return true
    }
}
