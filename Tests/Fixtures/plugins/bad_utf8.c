#include <stdlib.h>
#include <string.h>
#include <solverv/plugin.h>
#include "bracketed.h"

/* render returns a lone continuation byte and an overlong '/': not UTF-8. */
static char *render(const char *s, const char *z, const char *t) { (void)s; (void)z; (void)t; return strdup("ok \x80 \xc0\xaf"); }
static char *render_error(const char *message) {
    return bracketed("[bad: ", message);
}
static void release(char *p) { free(p); }
static const struct solverv_formatter f = {
    .abi_version = SOLVERV_PLUGIN_ABI_VERSION, .name = "bad_utf8", .summary = "not UTF-8",
    .render = render, .render_error = render_error, .free = release,
};
const struct solverv_formatter *solverv_formatter_v1(void) { return &f; }
