/*
 * xmobar: a Solverv formatter plugin for xmobar (SPEC §8).
 *
 * Each provider's text in its colour, <fc=#rrggbb>…</fc>, joined by " · ".
 * xmobar runs the command of an <action=…> tag on a click, so every value
 * from outside (place and zone names, notices) is escaped: it goes into
 * xmobar's <raw=LEN:TEXT/> tag, whose LEN characters xmobar draws without
 * parsing them (what xmonad's xmobarRaw does for window titles), and
 * control characters are dropped (a newline would end the line). The
 * user's template is their own markup and stays live; only the values
 * filled into it are escaped.
 *
 * What every bar's plugin does alike (reading the snapshot, the template,
 * the growing string) is in ../bar_line.h; this file is what is xmobar's.
 *
 *     cc -shared -fPIC -O2 -o xmobar.so xmobar.c -ljansson
 *     Run CommandReader "solverv --plugin ~/.local/share/solverv/plugins/xmobar.so --format xmobar --watch" "solverv"
 */
#include <solverv/plugin.h>
#include "../bar_line.h"

/* Outside text, made inert for xmobar: controls dropped (a newline, in a
 * large text, shown as " · "), then the whole of it in <raw=LEN:…/>, LEN
 * counted in characters (code points: xmobar counts Haskell Chars). */
static void put_escaped(struct text *t, const char *s) {
    struct text clean = {0};
    size_t chars = 0;
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '\n') { put(&clean, " · ", strlen(" · ")); chars += 3; }
        else if (c < 0x20 || c == 0x7f) continue;
        else { put(&clean, s, 1); if ((c & 0xc0) != 0x80) chars++; }
    }
    if (clean.failed) t->failed = 1;
    if (chars > 0 && !clean.failed) {
        char head[32];
        snprintf(head, sizeof head, "<raw=%zu:", chars);
        puts_(t, head);
        put(t, clean.p, clean.len);
        puts_(t, "/>");
    }
    free(clean.p);
}

static const struct bar_markup xmobar = {
    .put_escaped = put_escaped,
    .colour_open = "<fc=", .colour_open_end = ">", .colour_close = "</fc>",
};

static char *render(const char *snapshot_json, const char *size, const char *template_or_null) {
    (void)size;  /* each provider's "text" is already at the requested size */
    return render_line(&xmobar, snapshot_json, template_or_null);
}

static char *render_error(const char *message) { return render_error_line(&xmobar, message); }

static void release(char *text) { free(text); }

static const struct solverv_formatter formatter = {
    .abi_version = SOLVERV_PLUGIN_ABI_VERSION,
    .name = "xmobar",
    .summary = "xmobar text with <fc=…> colours, outside text in <raw=…/> (plugin)",
    .default_size = "medium",
    .header = NULL,
    .footer = NULL,
    .render = render,
    .render_error = render_error,
    .free = release,
};

const struct solverv_formatter *solverv_formatter_v1(void) { return &formatter; }
