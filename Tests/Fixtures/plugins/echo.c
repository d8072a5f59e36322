#include <stdlib.h>
#include <string.h>
#include <solverv/plugin.h>

/* Its line is the snapshot it is given, as it is (JSON text, one line). */
static char *render(const char *s, const char *z, const char *t) {
    (void)z; (void)t;
    return strdup(s);
}
static void release(char *p) { free(p); }
static const struct solverv_formatter f = {
    .abi_version = SOLVERV_PLUGIN_ABI_VERSION, .name = "echo", .summary = "the snapshot it is given",
    .render = render, .free = release,
};
const struct solverv_formatter *solverv_formatter_v1(void) { return &f; }
