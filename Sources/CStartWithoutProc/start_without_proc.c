// What the Swift runtime does before main, done without /proc, and without
// the backtracer's search when nobody asked for backtraces (docs/building.md,
// "Start-up: how the release binary is linked", has the measurements).
//
// - The arguments. The standard library's CommandLine finds argv by reading
//   /proc/self/maps in a constructor of its own (CommandLine.cpp: half a
//   static hello's instructions), and gives no arguments at all where /proc
//   is missing. glibc passes constructors argc and argv, static binaries
//   too: this file keeps them and answers CommandLine's one question
//   (_swift_stdlib_getUnsafeArgvArgc), so the linker leaves the runtime's
//   own answer, and its constructor, out of the static binary.
// - The backtracer. The runtime's constructor (Backtrace.cpp) reads
//   SWIFT_BACKTRACE, then, unless that names a swift-backtrace path, looks
//   for one beside the runtime: readlink(/proc/self/exe), eight stat(2)s
//   (SWIFT_BACKTRACE=enable=no does not skip them), then asks whether
//   stdout is a terminal. A release binary finds none, so backtraces are
//   off. Where SWIFT_BACKTRACE is not set, the runtime's copy of it is
//   preset here to the same outcome without the search. Where it is set,
//   the runtime follows it as always: SWIFT_BACKTRACE=enable=yes,
//   swift-backtrace=PATH (a toolchain's swift-backtrace-static) gives a
//   backtrace on a crash. Without /proc the search would abort ("Unable to
//   obtain Swift runtime path"): SWIFT_ROOT is then set to "/", where it
//   finds nothing and backtraces stay off.
//
// These constructors run before the runtime's (priority 101 comes before
// the default ones). The runtime's symbols are those of its static library:
// the release binary's only (SOLVERV_STATIC_RUNTIME).
#include <stdlib.h>
#include <unistd.h>

#include "start_without_proc.h"

static int setSwiftRoot;

#ifdef SOLVERV_STATIC_RUNTIME
static int startArgc;
static char **startArgv;

// The runtime's copy of SWIFT_BACKTRACE (EnvironmentVariables.cpp), which
// its scan of the environment sets only when the variable is there.
extern const char *solverv_runtime_swift_backtrace __asm__("_ZN5swift7runtime11environment24SWIFT_BACKTRACE_variableE");

// Off, with an empty path (so no search) and no terminal to ask about.
static const char backtracesOff[] = "enable=no,interactive=no,color=no,swift-backtrace=";

// CommandLine's source of argv (CommandLine.cpp, SWIFT_CC(swift)).
__attribute__((swiftcall)) char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen);
__attribute__((swiftcall)) char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen) {
    static char *none[] = {NULL};
    *outArgLen = startArgv ? startArgc : 0;
    return startArgv ? startArgv : none;
}
#endif

__attribute__((constructor(101))) static void solverv_start_without_proc(int argc, char **argv, char **envp) {
    (void)envp;
#ifdef SOLVERV_STATIC_RUNTIME
    startArgc = argc;
    startArgv = argv;
    if (getenv("SWIFT_BACKTRACE") == NULL) {
        solverv_runtime_swift_backtrace = backtracesOff;
        return;
    }
#else
    (void)argc;
    (void)argv;
#endif
    if (access("/proc/self/exe", F_OK) != 0 && getenv("SWIFT_ROOT") == NULL) {
        setenv("SWIFT_ROOT", "/", 0);
        setSwiftRoot = 1;
    }
}

void solverv_forget_swift_root(void) {
    if (setSwiftRoot) unsetenv("SWIFT_ROOT");
}
