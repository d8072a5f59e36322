import Glibc
import SolvervControl
import SolvervFormatters
import SolvervIO
import SolvervLanguage

/// `solverv ctl ACTION`: for bars without click events (waybar, polybar,
/// tmux key bindings), what i3bar's clicks do (SPEC §6). It changes the
/// view state under `$XDG_RUNTIME_DIR/solverv/` and sends SIGUSR1 to the
/// running watch-mode instances, which print their line again at once.
///
///     $ solverv ctl next-day      # the date a day later: ⟲ and the date show it
///     $ solverv ctl today         # back to today
///
/// Bound to keys and clicks, it prints nothing when it worked. With no
/// instance running the state is still saved, for the next one to start,
/// and a note on stderr says so; the status is 0 either way.
enum CtlCommand {
    static let actions = ["next-day", "prev-day", "today", "toggle-size"]
    /// `next-day|prev-day|today|toggle-size`, for the help; kept, as the
    /// help's text is (`Help.overview`).
    static let usage = Help.alternatives(actions)

    static func run(_ action: String) throws(Failure) {
        do {
            try StateStore.update(notice: ControlError.notice) { state in
                switch action {
                case "next-day": state.nextDay()
                case "prev-day": state.previousDay()
                case "today": state.today()
                default: state.toggleSize()
                }
            }
        } catch {
            throw Failure.internal(error.message)
        }
        if StateStore.signalInstances(SIGUSR1) == 0 {
            Output.message("solverv: " + tr("no running instance to signal; the next one to start shows the change") + "\n")
        }
    }
}
