#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <solverv/plugin.h>

/* Daemonises on every render, as daemon(3) does: a child that calls
 * setsid() and forks again, and ends, so that the grandchild (re-parented,
 * in a session and process group of its own) lives on; it starts one more
 * process, in yet another process group (setpgid). Both become
 * `sleep 1000`, their pids appended to the file named by $DAEMON_PIDS, one
 * a line, for the tests to look for. (_Fork(), as fork() dies in the static
 * binary's child: include/solverv/plugin.h.) The render waits until both
 * are noted and the first child is reaped, then returns "daemonised", or,
 * as $DAEMON_THEN says, never returns ("hang"), crashes ("abort") or calls
 * exit(0) ("exit"). */
pid_t _Fork(void);

static void note(void) {
    const char *file = getenv("DAEMON_PIDS");
    if (!file) return;
    char line[32];
    int n = snprintf(line, sizeof line, "%d\n", (int)getpid());
    int fd = open(file, O_WRONLY | O_CREAT | O_APPEND, 0600);
    if (fd >= 0) {
        (void)!write(fd, line, (size_t)n);
        close(fd);
    }
}

/* Notes itself, says so on `ready`, and becomes `sleep 1000`. */
static void sleep_on(int ready) {
    note();
    (void)!write(ready, "x", 1);
    char *argv[] = {"sleep", "1000", NULL};
    execv("/bin/sleep", argv);
    for (;;) pause();
}

static char *render(const char *s, const char *z, const char *t) {
    (void)s; (void)z; (void)t;
    int ready[2];
    if (pipe2(ready, O_CLOEXEC) != 0) return NULL;
    pid_t first = _Fork();
    if (first == 0) {
        setsid();
        if (_Fork() != 0) _exit(0);
        if (_Fork() == 0) {
            setpgid(0, 0);
            sleep_on(ready[1]);
        }
        sleep_on(ready[1]);
    }
    close(ready[1]);
    char byte;
    for (int noted = 0; noted < 2 && read(ready[0], &byte, 1) == 1;) noted++;
    close(ready[0]);
    if (first > 0) waitpid(first, NULL, 0);
    const char *then = getenv("DAEMON_THEN");
    if (then && strcmp(then, "hang") == 0) for (;;) pause();
    if (then && strcmp(then, "abort") == 0) abort();
    if (then && strcmp(then, "exit") == 0) exit(0);
    return strdup("daemonised");
}

static void release(char *p) { free(p); }

static const struct solverv_formatter f = {
    .abi_version = SOLVERV_PLUGIN_ABI_VERSION, .name = "daemonising", .summary = "daemonises on every render",
    .render = render, .free = release,
};
const struct solverv_formatter *solverv_formatter_v1(void) { return &f; }
