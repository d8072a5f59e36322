import Glibc
import SolvervControl
import SolvervFormatters
import SolvervIO
import SolvervLanguage

/// `solverv ctl ACTION`: for bars without click events (waybar, polybar,
/// tmux key bindings), what i3bar's clicks do (SPEC §6). It does the action
/// on the one view in `$XDG_RUNTIME_DIR/solverv/state` and sends SIGUSR1 to
/// the running watch-mode lines, which show it at once (`SharedView`).
///
///     $ solverv ctl next-day      # the date a day later: ⟲ and the date show it
///     $ solverv ctl today         # back to today
///
/// Bound to keys and clicks, it prints nothing when it worked. With no
/// instance running the state is still saved, for the next one to start,
/// and a note on stderr says so; the status is 0 either way.
enum CtlCommand {
    static let actions = ViewAction.allCases.map(\.rawValue)
    /// `next-day|prev-day|today|toggle-size`, for the help; kept, as the
    /// help's text is (`Help.overview`).
    static let usage = HelpText.alternatives(actions)

    static func run(_ word: String) throws(Failure) {
        guard let action = ViewAction(rawValue: word) else {
            // The command line takes only `actions`: here for a caller that did not check.
            throw Failure(fill(tr("'%s' is not an action of '%s'%s: %s"), word, "ctl", "", "ctl " + usage))
        }
        do {
            try StateStore.update(notice: ControlError.notice) { $0.perform(action) }
        } catch {
            throw Failure.internal(error.message)
        }
        if StateStore.signalInstances(SIGUSR1) == 0 {
            Output.message("solverv: " + tr("no running instance to signal; the next one to start shows the change") + "\n")
        }
    }
}
