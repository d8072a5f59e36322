#include <stdlib.h>
#include <string.h>
#include <solverv/plugin.h>

/* Built against a future ABI: its struct may not be read past the version. */
static char *render(const char *s, const char *z, const char *t) { (void)s; (void)z; (void)t; return strdup("never"); }
static void release(char *p) { free(p); }
static const struct solverv_formatter f = {
    .abi_version = SOLVERV_PLUGIN_ABI_VERSION + 1, .name = "wrong_abi", .render = render, .free = release,
};
const struct solverv_formatter *solverv_formatter_v1(void) { return &f; }
