#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <solverv/plugin.h>

/* Counts its render calls: one byte appended to the file named by
 * $COUNTING_FILE per call. The line is the snapshot's "remaining_s" (the
 * seconds of sun left, which follows {remaining_hms}), or, with
 * $COUNTING_CONSTANT set, always the same text. */
static char *render(const char *s, const char *z, const char *t) {
    (void)z; (void)t;
    const char *file = getenv("COUNTING_FILE");
    if (file) {
        int fd = open(file, O_WRONLY | O_CREAT | O_APPEND, 0600);
        if (fd >= 0) { (void)!write(fd, "x", 1); close(fd); }
    }
    if (getenv("COUNTING_CONSTANT")) return strdup("the same line");
    const char *key = strstr(s, "\"remaining_s\":");
    if (!key) return strdup("no remaining_s");
    key += strlen("\"remaining_s\":");
    return strndup(key, strcspn(key, ",}"));
}
static void release(char *p) { free(p); }
static const struct solverv_formatter f = {
    .abi_version = SOLVERV_PLUGIN_ABI_VERSION, .name = "counting", .summary = "counts its render calls",
    .default_size = "small", .render = render, .free = release,
};
const struct solverv_formatter *solverv_formatter_v1(void) { return &f; }
