import CStartWithoutProc
import Glibc
import SolvervCLI

// The arguments as glibc gave them to start-up (CStartWithoutProc), which
// needs no /proc: the standard library's CommandLine reads /proc/self/maps
// for them, and gives none in a bare chroot.
solverv_forget_swift_root()
var arguments: [String] = []
let argc = Int(solverv_start_argc())
if argc > 0, let argv = solverv_start_argv() {
    arguments.reserveCapacity(argc)
    for i in 0..<argc {
        if let argument = argv[i] { arguments.append(String(cString: argument)) }
    }
} else {
    arguments = CommandLine.arguments
}
exit(Solverv.main(arguments))
