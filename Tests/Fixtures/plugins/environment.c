#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <solverv/plugin.h>

/* Reads the environment and the local time, as a plugin that writes a
 * clock would: getenv("TZ"), getenv("HOME"), getenv("LANGUAGE"), the
 * number of variables and a checksum of all of them (whatever their
 * order), tzset and
 * localtime_r. Its line says what it saw:
 * "TZ=… HOME=… LANGUAGE=… n=… sum=… offset=…", "(unset)" for a variable
 * that is not set. */
extern char **environ;

static const char *shown(const char *name) {
    const char *v = getenv(name);
    return v ? v : "(unset)";
}

static char *render(const char *s, const char *z, const char *t) {
    (void)s; (void)z; (void)t;
    unsigned long n = 0, sum = 0;
    for (char **e = environ; e && *e; e++, n++) {
        unsigned long h = 0;  /* each variable's hash, summed: the order does not count */
        for (const char *c = *e; *c; c++) h = h * 31 + (unsigned char)*c;
        sum += h;
    }
    tzset();
    time_t now = 1798900000;  /* 2027-01-02, winter in the north */
    struct tm local;
    if (!localtime_r(&now, &local)) return NULL;
    char *line = malloc(8192);
    if (!line) return NULL;
    snprintf(line, 8192, "TZ=%s HOME=%s LANGUAGE=%s n=%lu sum=%lu offset=%ld", shown("TZ"), shown("HOME"),
             shown("LANGUAGE"), n, sum, (long)local.tm_gmtoff);
    return line;
}

static void release(char *p) { free(p); }

static const struct solverv_formatter f = {
    .abi_version = SOLVERV_PLUGIN_ABI_VERSION, .name = "environment", .summary = "what the environment and local time say",
    .render = render, .free = release,
};
const struct solverv_formatter *solverv_formatter_v1(void) { return &f; }
