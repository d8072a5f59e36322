import Glibc
import SolvervCLI

exit(Solverv.main(CommandLine.arguments))
