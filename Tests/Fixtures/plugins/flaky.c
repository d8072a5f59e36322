#include <stdlib.h>
#include <string.h>
#include <solverv/plugin.h>

/* Fails on the first render and every other one after; a stream header
 * and footer. The good line is the snapshot's length, so it is not empty. */
static int calls;
static char *render(const char *s, const char *z, const char *t) {
    (void)z; (void)t;
    if (calls++ % 2 == 0) return NULL;
    const char *good = strstr(s, "\"schema\":1") ? "good line" : "no schema";
    return strdup(good);
}
static char *render_error(const char *message) { (void)message; return strdup("flaky error block"); }
static void release(char *p) { free(p); }
static const struct solverv_formatter f = {
    .abi_version = SOLVERV_PLUGIN_ABI_VERSION, .name = "flaky", .summary = "fails every other time",
    .default_size = "small", .header = "BEGIN\n", .footer = "END\n",
    .render = render, .render_error = render_error, .free = release,
};
const struct solverv_formatter *solverv_formatter_v1(void) { return &f; }
