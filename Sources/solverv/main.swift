import CStartWithoutProc
import Glibc
import SolvervCLI

// In the static binary, CommandLine's arguments are the ones glibc gave to
// start-up (CStartWithoutProc), found without /proc.
solverv_forget_swift_root()
exit(Solverv.main(CommandLine.arguments))
