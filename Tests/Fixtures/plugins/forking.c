#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <solverv/plugin.h>

/* Starts processes that would outlive its render, on every render: a
 * `sleep 1000` through posix_spawn, and a copy of itself through _Fork()
 * that waits for a signal (fork() itself dies in the static binary's
 * child: include/solverv/plugin.h). Each one's pid is appended to the file
 * named by $FORKING_PIDS, one a line, for the tests to look for. With
 * $FORKING_HANG set, the render then never returns. Its line: "forked". */
extern char **environ;
pid_t _Fork(void);

static void note(pid_t pid) {
    const char *file = getenv("FORKING_PIDS");
    if (!file || pid <= 0) return;
    char line[32];
    int n = snprintf(line, sizeof line, "%d\n", (int)pid);
    int fd = open(file, O_WRONLY | O_CREAT | O_APPEND, 0600);
    if (fd >= 0) {
        (void)!write(fd, line, (size_t)n);
        close(fd);
    }
}

static char *render(const char *s, const char *z, const char *t) {
    (void)s; (void)z; (void)t;
    pid_t pid;
    char *argv[] = {"sleep", "1000", NULL};
    if (posix_spawn(&pid, "/bin/sleep", NULL, NULL, argv, environ) == 0) note(pid);
    pid = _Fork();
    if (pid == 0) for (;;) pause();
    note(pid);
    if (getenv("FORKING_HANG")) for (;;) pause();
    return strdup("forked");
}

static void release(char *p) { free(p); }

static const struct solverv_formatter f = {
    .abi_version = SOLVERV_PLUGIN_ABI_VERSION, .name = "forking", .summary = "starts processes on every render",
    .render = render, .free = release,
};
const struct solverv_formatter *solverv_formatter_v1(void) { return &f; }
