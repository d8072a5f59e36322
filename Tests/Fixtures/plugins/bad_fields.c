#include <stdlib.h>
#include <string.h>
#include <solverv/plugin.h>

/* A plugin whose struct the tests spoil one field at a time, when they
 * build it: -DNAME=NULL, -DSUMMARY=long_text, -DHEADER='"\xff"', … Each
 * build must be refused, with a message that names the field. */

/* Longer than any field may be: filled with 'x' by the entry point. */
static char long_text[70000];

#ifndef NAME
#define NAME "bad_fields"
#endif
#ifndef SUMMARY
#define SUMMARY "one field spoilt at a time"
#endif
#ifndef DEFAULT_SIZE
#define DEFAULT_SIZE NULL
#endif
#ifndef HEADER
#define HEADER NULL
#endif
#ifndef FOOTER
#define FOOTER NULL
#endif
#ifndef RENDER
#define RENDER render
#endif
#ifndef FREE
#define FREE release
#endif

__attribute__((unused)) static char *render(const char *s, const char *z, const char *t) {
    (void)s; (void)z; (void)t;
    return strdup("never drawn");
}
__attribute__((unused)) static void release(char *p) { free(p); }
static const struct solverv_formatter f = {
    .abi_version = SOLVERV_PLUGIN_ABI_VERSION, .name = NAME, .summary = SUMMARY, .default_size = DEFAULT_SIZE,
    .header = HEADER, .footer = FOOTER, .render = RENDER, .free = FREE,
};
const struct solverv_formatter *solverv_formatter_v1(void) {
    memset(long_text, 'x', sizeof long_text - 1);
    return &f;
}
