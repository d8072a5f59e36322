#include <string.h>
#include <solverv/plugin.h>

/* A mandatory function left out: free is NULL. */
static char *render(const char *s, const char *z, const char *t) { (void)s; (void)z; (void)t; return strdup("leaked"); }
static const struct solverv_formatter f = {
    .abi_version = SOLVERV_PLUGIN_ABI_VERSION, .name = "no_free", .summary = "no free", .render = render,
};
const struct solverv_formatter *solverv_formatter_v1(void) { return &f; }
