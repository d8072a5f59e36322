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
 *     cc -shared -fPIC -O2 -o lemonbar.so lemonbar.c -ljansson
 *     solverv --plugin ./lemonbar.so --format lemonbar --watch | lemonbar -p
 *
 * Stays off stdio: Solverv writes the line; errors become NULL.
 */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <solverv/plugin.h>

/* A growing string; `failed` once an allocation failed (render gives NULL). */
struct text { char *p; size_t len, cap; int failed; };

static void put(struct text *t, const char *s, size_t n) {
    if (t->failed) return;
    if (t->len + n + 1 > t->cap) {
        size_t cap = (t->cap ? t->cap * 2 : 256) + n;
        char *p = realloc(t->p, cap);
        if (!p) { t->failed = 1; return; }
        t->p = p;
        t->cap = cap;
    }
    memcpy(t->p + t->len, s, n);
    t->len += n;
    t->p[t->len] = '\0';
}

static void puts_(struct text *t, const char *s) { put(t, s, strlen(s)); }

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

/* A value as text: strings as they are, numbers in decimal, null as "". */
static void put_value(struct text *t, json_t *v) {
    char number[64];
    if (json_is_string(v)) put_escaped(t, json_string_value(v));
    else if (json_is_integer(v)) { snprintf(number, sizeof number, "%lld", (long long)json_integer_value(v)); puts_(t, number); }
    else if (json_is_real(v)) { snprintf(number, sizeof number, "%g", json_real_value(v)); puts_(t, number); }
    else if (json_is_true(v)) puts_(t, "true");
    else if (json_is_false(v)) puts_(t, "false");
}

/* "#rrggbb", checked: a colour goes inside a tag, where escaping is no help. */
static const char *colour(json_t *provider) {
    const char *c = json_string_value(json_object_get(provider, "color"));
    if (!c || strlen(c) != 7 || c[0] != '#') return NULL;
    for (int i = 1; i < 7; i++) if (!strchr("0123456789abcdefABCDEF", c[i])) return NULL;
    return c;
}

/* The value of the placeholder `name` (the header's list), or NULL. */
static json_t *lookup(json_t *snap, const char *name) {
    json_t *location = json_object_get(snap, "location");
    if (!strcmp(name, "location")) return json_object_get(location, "name");
    if (!strcmp(name, "zone")) return json_object_get(location, "zone");
    if (!strcmp(name, "zone_indicator")) return json_object_get(location, "zone_indicator");
    if (!strcmp(name, "notice")) return json_object_get(snap, "notice");
    if (!strcmp(name, "shifted")) return json_object_get(json_object_get(snap, "shifted"), "label");
    const char *dot = strchr(name, '.');
    if (dot) {  /* {provider.name} */
        char provider[64];
        size_t n = (size_t)(dot - name);
        if (n >= sizeof provider) return NULL;
        memcpy(provider, name, n);
        provider[n] = '\0';
        return json_object_get(json_object_get(snap, provider), dot + 1);
    }
    size_t i;
    json_t *p, *v;
    json_array_foreach(json_object_get(snap, "providers"), i, p) {  /* the first provider that has it */
        if ((v = json_object_get(json_object_get(snap, json_string_value(p)), name))) return v;
    }
    return NULL;
}

/* The user's template: its text as written, each {name} filled and escaped. */
static void put_template(struct text *t, json_t *snap, const char *tpl) {
    while (*tpl) {
        if ((tpl[0] == '{' && tpl[1] == '{') || (tpl[0] == '}' && tpl[1] == '}')) { put(t, tpl, 1); tpl += 2; continue; }
        if (tpl[0] == '{') {
            const char *close = strchr(tpl, '}');
            char name[128];
            size_t n = close ? (size_t)(close - tpl - 1) : 0;
            if (!close || n >= sizeof name) { t->failed = 1; return; }  /* Solverv checked it: cannot happen */
            memcpy(name, tpl + 1, n);
            name[n] = '\0';
            put_value(t, lookup(snap, name));
            tpl = close + 1;
            continue;
        }
        put(t, tpl++, 1);
    }
}

static char *render(const char *snapshot_json, const char *size, const char *template_or_null) {
    (void)size;  /* each provider's "text" is already at the requested size */
    json_t *snap = json_loads(snapshot_json, 0, NULL);
    if (!snap) return NULL;
    struct text t = {0};
    puts_(&t, "");
    if (template_or_null) {
        put_template(&t, snap, template_or_null);
    } else {
        json_t *label = json_object_get(json_object_get(snap, "shifted"), "label");
        if (json_is_string(label)) { put_escaped(&t, json_string_value(label)); puts_(&t, " "); }
        size_t i;
        json_t *name;
        json_array_foreach(json_object_get(snap, "providers"), i, name) {
            json_t *provider = json_object_get(snap, json_string_value(name));
            const char *c = colour(provider);
            if (i > 0) puts_(&t, " · ");
            if (c) { puts_(&t, "%{F"); puts_(&t, c); puts_(&t, "}"); }
            put_value(&t, json_object_get(provider, "text"));
            if (c) puts_(&t, "%{F-}");
        }
        json_t *location = json_object_get(snap, "location");
        const char *indicator = json_string_value(json_object_get(location, "zone_indicator"));
        if (indicator && *indicator) { puts_(&t, " "); put_escaped(&t, indicator); }
        const char *source = json_string_value(json_object_get(location, "source"));
        if (source && !strcmp(source, "fallback")) puts_(&t, " (no location set)");
    }
    json_decref(snap);
    if (t.failed) { free(t.p); return NULL; }
    return t.p;
}

static char *render_error(const char *message) {
    struct text t = {0};
    puts_(&t, "%{F#ff5f5f}⚠ ");
    put_escaped(&t, message);
    puts_(&t, "%{F-}");
    if (t.failed) { free(t.p); return NULL; }
    return t.p;
}

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
