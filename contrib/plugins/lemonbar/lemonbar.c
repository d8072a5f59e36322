/*
 * lemonbar: a Solverv formatter plugin for lemonbar (SPEC §8).
 *
 * Each provider's text in its colour, %{F#rrggbb}…%{F-}, joined by " · ".
 * lemonbar runs the command of a %{A:…:} tag on a click, so every value
 * from outside (place and zone names, notices) is escaped: '%' is written
 * '%%' (lemonbar draws "%%" as one '%', and a '{' after it as text), and
 * control characters are dropped (a newline would end the line). The
 * user's template is their own markup and stays live; only the values
 * filled into it are escaped.
 *
 * What every bar's plugin does alike (reading the snapshot, the template,
 * the growing string) is in ../bar_line.h; this file is what is lemonbar's.
 *
 *     cc -shared -fPIC -O2 -o lemonbar.so lemonbar.c -ljansson
 *     solverv --plugin ./lemonbar.so --format lemonbar --watch | lemonbar -p
 */
#include <solverv/plugin.h>
#include "../bar_line.h"

/* Outside text, made inert for lemonbar: '%' doubled, controls dropped,
 * a newline (in a large text) shown as " · ". */
static void put_escaped(struct text *t, const char *s) {
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '%') puts_(t, "%%");
        else if (c == '\n') puts_(t, " · ");
        else if (c < 0x20 || c == 0x7f) continue;
        else put(t, s, 1);
    }
}

static const struct bar_markup lemonbar = {
    .put_escaped = put_escaped,
    .colour_open = "%{F", .colour_open_end = "}", .colour_close = "%{F-}",
};

static char *render(const char *snapshot_json, const char *size, const char *template_or_null) {
    (void)size;  /* each provider's "text" is already at the requested size */
    return render_line(&lemonbar, snapshot_json, template_or_null);
}

static char *render_error(const char *message) { return render_error_line(&lemonbar, message); }

static void release(char *text) { free(text); }

static const struct solverv_formatter formatter = {
    .abi_version = SOLVERV_PLUGIN_ABI_VERSION,
    .name = "lemonbar",
    .summary = "lemonbar text with %{F…} colours (plugin)",
    .default_size = "medium",
    .header = NULL,
    .footer = NULL,
    .render = render,
    .render_error = render_error,
    .free = release,
};

const struct solverv_formatter *solverv_formatter_v1(void) { return &formatter; }
