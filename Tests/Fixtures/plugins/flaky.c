#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <solverv/plugin.h>

/* Fails while the file named by $FLAKY_FAIL_FILE exists (the test makes
 * and removes it); a stream header and footer. */
static char *render(const char *s, const char *z, const char *t) {
    (void)z; (void)t;
    const char *fail = getenv("FLAKY_FAIL_FILE");
    if (fail && access(fail, F_OK) == 0) return NULL;
    return strdup(strstr(s, "\"schema\":1") ? "good line" : "no schema");
}
static char *render_error(const char *message) { (void)message; return strdup("flaky error block"); }
static void release(char *p) { free(p); }
static const struct solverv_formatter f = {
    .abi_version = SOLVERV_PLUGIN_ABI_VERSION, .name = "flaky", .summary = "fails while a file exists",
    .default_size = "small", .header = "BEGIN\n", .footer = "END\n",
    .render = render, .render_error = render_error, .free = release,
};
const struct solverv_formatter *solverv_formatter_v1(void) { return &f; }
