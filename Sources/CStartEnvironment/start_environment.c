// The environment Solverv was started with, kept for the plugins' render
// children (SPEC §8: a plugin gets a valid, unchanged environment).
//
// Solverv changes its own environment: gettext reads the languages to try
// from LANGUAGE and glibc reads the zone from TZ, and neither has another
// way in (`LanguageList`, `Zone`). In the static binary, a plugin's libc is
// a second libc (libc.so.6, loaded by dlopen), whose `environ` is set once,
// to the array Solverv's libc had then. setenv then reallocates that array
// and frees the old one: the plugin's getenv, tzset and localtime_r read
// freed memory, and crash (issue 32). setenv of a variable that was set
// changes the array in place, and unsetenv moves its entries: so the array
// of pointers is copied here, before any of that. The strings themselves
// are the ones the kernel gave on the stack, which nothing frees or changes.
//
// This constructor runs before main and before the Swift runtime's
// (priority 101 comes before the default ones); glibc passes constructors
// the environment, static binaries too. It costs one small allocation.
#include <stdlib.h>
#include <string.h>

#include "start_environment.h"

static char **startEnvironment;

__attribute__((constructor(101))) static void solverv_keep_start_environment(int argc, char **argv, char **envp) {
    (void)argc;
    (void)argv;
    extern char **environ;
    char **given = envp ? envp : environ;
    if (!given) return;
    size_t n = 0;
    while (given[n]) n++;
    char **copy = malloc((n + 1) * sizeof *copy);
    if (!copy) return;
    memcpy(copy, given, (n + 1) * sizeof *copy);
    startEnvironment = copy;
}

char **solverv_start_environment(void) { return startEnvironment; }

int solverv_is_own_environ(void *slot) {
    extern char **environ;
    return slot == (void *)&environ;
}

void solverv_give_start_environment(void *slot) {
    if (slot && startEnvironment) *(char ***)slot = startEnvironment;
}
