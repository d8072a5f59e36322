#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <solverv/plugin.h>
#include "bracketed.h"

/* Misbehaves as the file named by $MISBEHAVE_FILE says (the tests write
 * it): in render, "segv", "abort", "exit" (exit(3)) or "hang" (sleeps
 * forever, once it has made $MISBEHAVE_FILE.hanging, so that a test knows);
 * "stdout": prints on stdout, then draws the line; "long": 70 000 bytes,
 * more than a pipe holds and than a line may be; "free-segv": a good
 * line, and free crashes; "error-segv": render returns NULL and
 * render_error crashes; "close-fds": closes every descriptor above stderr
 * (a daemon's habit), the pipe its text goes back through too, and returns
 * a good line. Anything else: the line "fine line". Otherwise
 * render_error wraps the message: "[error: …]". Each render appends a
 * byte to the file named by $MISBEHAVE_COUNT, if set: the tests count
 * renders so (each runs in its own child: no variable would last). */

static char mode[32];

static void read_mode(void) {
    const char *path = getenv("MISBEHAVE_FILE");
    FILE *file = path ? fopen(path, "r") : NULL;
    mode[0] = 0;
    if (!file) return;
    if (!fgets(mode, sizeof mode, file)) mode[0] = 0;
    mode[strcspn(mode, "\n")] = 0;
    fclose(file);
}

static int is(const char *m) { return strcmp(mode, m) == 0; }

/* A real SIGSEGV: a store through a NULL the compiler cannot see (a NULL
 * it can see may be compiled to a trap instruction, SIGILL). */
static void crash(void) {
    volatile char *p = getenv("SOLVERV_FIXTURE_NO_SUCH_VARIABLE");
    *p = 1;
}

static char *render(const char *s, const char *z, const char *t) {
    (void)s; (void)z; (void)t;
    const char *count = getenv("MISBEHAVE_COUNT");
    FILE *counted = count ? fopen(count, "a") : NULL;
    if (counted) {
        fputc('r', counted);
        fclose(counted);
    }
    read_mode();
    if (is("segv")) crash();
    if (is("abort")) abort();
    if (is("exit")) exit(3);
    if (is("hang")) {
        char marker[4096];
        snprintf(marker, sizeof marker, "%s.hanging", getenv("MISBEHAVE_FILE"));
        FILE *file = fopen(marker, "w");
        if (file) fclose(file);
        for (;;) sleep(60);
    }
    if (is("stdout")) {
        printf("STRAY OUTPUT\n");
        fflush(stdout);
    }
    if (is("error-segv")) return NULL;
    if (is("close-fds")) for (int fd = 3; fd < 1024; fd++) close(fd);
    if (is("long")) {
        char *p = malloc(70001);
        if (p) {
            memset(p, 'x', 70000);
            p[70000] = 0;
        }
        return p;
    }
    return strdup("fine line");
}

static char *render_error(const char *message) {
    read_mode();
    if (is("error-segv")) crash();
    return bracketed("[error: ", message);
}

static void release(char *p) {
    if (is("free-segv")) crash();
    free(p);
}

static const struct solverv_formatter f = {
    .abi_version = SOLVERV_PLUGIN_ABI_VERSION, .name = "misbehaving", .summary = "crashes, exits or hangs on demand",
    .render = render, .render_error = render_error, .free = release,
};
const struct solverv_formatter *solverv_formatter_v1(void) { return &f; }
