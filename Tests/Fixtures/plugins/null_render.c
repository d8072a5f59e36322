#include <stdlib.h>
#include <solverv/plugin.h>

/* render always fails, and there is no render_error: "⚠ solverv". */
static char *render(const char *s, const char *z, const char *t) { (void)s; (void)z; (void)t; return NULL; }
static void release(char *p) { free(p); }
static const struct solverv_formatter f = {
    .abi_version = SOLVERV_PLUGIN_ABI_VERSION, .name = "null_render", .summary = "always NULL",
    .render = render, .free = release,
};
const struct solverv_formatter *solverv_formatter_v1(void) { return &f; }
