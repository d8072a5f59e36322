import SolvervControl
import SolvervFormatters

extension ControlError {
    /// Says on stderr what was wrong with a runtime file that was then
    /// taken as none (a FIFO at the state's path): the line goes on.
    package static func notice(_ problem: ControlError) {
        Output.message("solverv: \(Escape.plain(problem.message))\n")
    }
}
