#include <stdlib.h>
#include <string.h>
#include <solverv/plugin.h>

/* Terminal control in every text it gives: ESC, CR, BEL and a bidi
 * override in the line, and a screen-clearing ESC in its header. */
static char *render(const char *s, const char *z, const char *t) {
    (void)s; (void)z; (void)t;
    return strdup("ok\x1b[31mred\r\x07 \xe2\x80\xae" "end");
}
static void release(char *p) { free(p); }
static const struct solverv_formatter f = {
    .abi_version = SOLVERV_PLUGIN_ABI_VERSION, .name = "control_chars", .summary = "control characters",
    .header = "HEAD\x1b[2J\n", .render = render, .free = release,
};
const struct solverv_formatter *solverv_formatter_v1(void) { return &f; }
