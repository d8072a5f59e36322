// A static Swift executable needs /proc where a bare chroot or a minimal
// root has none, and fails there before Solverv can say anything:
//
// - the runtime's backtracer looks for swift-backtrace beside the runtime,
//   whose own path it finds through /proc/self/exe, and aborts ("Unable to
//   obtain Swift runtime path") unless SWIFT_ROOT names a root to look in;
// - the standard library's CommandLine finds argv through /proc/self/maps,
//   and without it gives no arguments at all.
//
// This constructor runs before the runtime's (priority 101 comes before the
// default ones). glibc passes constructors argc and argv, static binaries
// too: they are kept for main. Only when /proc/self/exe is missing does it
// set SWIFT_ROOT to "/", where the backtracer finds nothing and stays off.
// With /proc it costs one access(2), and saves CommandLine's read of
// /proc/self/maps.
#include <stdlib.h>
#include <unistd.h>

#include "start_without_proc.h"

static int startArgc;
static char *const *startArgv;
static int setSwiftRoot;

__attribute__((constructor(101))) static void solverv_start_without_proc(int argc, char **argv, char **envp) {
    (void)envp;
    startArgc = argc;
    startArgv = argv;
    if (access("/proc/self/exe", F_OK) != 0 && getenv("SWIFT_ROOT") == NULL) {
        setenv("SWIFT_ROOT", "/", 0);
        setSwiftRoot = 1;
    }
}

int solverv_start_argc(void) { return startArgc; }

char *const *solverv_start_argv(void) { return startArgv; }

void solverv_forget_swift_root(void) {
    if (setSwiftRoot) unsetenv("SWIFT_ROOT");
}
