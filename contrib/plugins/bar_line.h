/*
 * bar_line.h: the part of a Solverv formatter plugin that is the same for
 * every bar, shared by the example plugins lemonbar/ and xmobar/ (SPEC §8).
 *
 * It reads the snapshot (include/solverv/plugin.h describes it) and builds
 * the line: each provider's text in its colour, joined by " · ", then the
 * marks the built-in bars add ("(Ortszeit Tokyo)"), or the user's template
 * with its {placeholders} filled. It prints the snapshot's words, which
 * are in the user's language and clock, as the built-in formats' are: a
 * German line says "Wintersonnenwende in 29 Tagen", as --format plain. What differs from bar to
 * bar is a `struct bar_markup`, which the plugin gives: how the bar colours
 * a piece of text, and how outside text is made inert for it. A new bar's
 * plugin is that struct, its escaping function and the formatter struct.
 *
 * Header-only, so that a plugin is still one `cc` line: the plugin's .c
 * includes it as "../bar_line.h" (copy the plugins directory as a whole).
 * Stays off stdio: Solverv writes the line; errors become NULL.
 */
#ifndef SOLVERV_BAR_LINE_H
#define SOLVERV_BAR_LINE_H

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* What a bar's line needs from its plugin. */
struct bar_markup {
    /* Appends outside text (place and zone names, notices, messages) to
     * `t`, made inert for the bar: its live markup escaped or wrapped, its
     * control characters dropped, a newline (in a large text) as " · ". */
    void (*put_escaped)(struct text *t, const char *s);
    /* A coloured piece is colour_open, "#rrggbb", colour_open_end, the
     * text, colour_close: "%{F", "}", "%{F-}" for lemonbar. */
    const char *colour_open, *colour_open_end, *colour_close;
};

/* A value as text: strings escaped, numbers in decimal, null as "". */
static void put_value(struct text *t, json_t *v, const struct bar_markup *bar) {
    char number[64];
    if (json_is_string(v)) bar->put_escaped(t, json_string_value(v));
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

/* `s` (outside text, escaped) in the colour `c`, or as it is if `c` is NULL. */
static void put_coloured(struct text *t, const char *c, json_t *s, const struct bar_markup *bar) {
    if (c) { puts_(t, bar->colour_open); puts_(t, c); puts_(t, bar->colour_open_end); }
    put_value(t, s, bar);
    if (c) puts_(t, bar->colour_close);
}

/* A provider's value of `name` as the built-in templates show it: its
 * "words" (the user's language and clock), else the fact itself. */
static json_t *provider_value(json_t *provider, const char *name) {
    json_t *word = json_object_get(json_object_get(provider, "words"), name);
    return word ? word : json_object_get(provider, name);
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
        return provider_value(json_object_get(snap, provider), dot + 1);
    }
    size_t i;
    json_t *p, *v;
    json_array_foreach(json_object_get(snap, "providers"), i, p) {  /* the first provider that has it */
        if ((v = provider_value(json_object_get(snap, json_string_value(p)), name))) return v;
    }
    return NULL;
}

/* The user's template: its text as written (their markup, live), each
 * {name} filled and escaped; {{ and }} are literal braces. */
static void put_template(struct text *t, json_t *snap, const char *tpl, const struct bar_markup *bar) {
    while (*tpl) {
        if ((tpl[0] == '{' && tpl[1] == '{') || (tpl[0] == '}' && tpl[1] == '}')) { put(t, tpl, 1); tpl += 2; continue; }
        if (tpl[0] == '{') {
            const char *close = strchr(tpl, '}');
            char name[128];
            size_t n = close ? (size_t)(close - tpl - 1) : 0;
            if (!close || n >= sizeof name) { t->failed = 1; return; }  /* Solverv checked it: cannot happen */
            memcpy(name, tpl + 1, n);
            name[n] = '\0';
            put_value(t, lookup(snap, name), bar);
            tpl = close + 1;
            continue;
        }
        put(t, tpl++, 1);
    }
}

/* The line without a template: the shift mark, each provider's text in
 * its colour, and the marks (the zone indicator, the place's name in
 * large, a word when no location is set). */
static void put_providers(struct text *t, json_t *snap, const struct bar_markup *bar) {
    json_t *label = json_object_get(json_object_get(snap, "shifted"), "label");
    if (json_is_string(label)) { bar->put_escaped(t, json_string_value(label)); puts_(t, " "); }
    size_t i;
    json_t *name;
    json_array_foreach(json_object_get(snap, "providers"), i, name) {
        json_t *provider = json_object_get(snap, json_string_value(name));
        if (i > 0) puts_(t, " · ");
        put_coloured(t, colour(provider), json_object_get(provider, "text"), bar);
    }
    json_t *mark;
    json_array_foreach(json_object_get(snap, "marks"), i, mark) {
        const char *m = json_string_value(mark);
        if (!m) continue;
        puts_(t, " ");
        bar->put_escaped(t, m);
    }
}

/* The malloc'd line, or NULL (and nothing left allocated) if it failed. */
static char *finished(struct text *t) {
    if (t->failed) { free(t->p); return NULL; }
    return t->p;
}

/* The plugin's render (plugin.h): the snapshot's line for `bar`. Each
 * provider's "text" is already at the requested size. */
static char *render_line(const struct bar_markup *bar, const char *snapshot_json, const char *template_or_null) {
    json_t *snap = json_loads(snapshot_json, 0, NULL);
    if (!snap) return NULL;
    struct text t = {0};
    puts_(&t, "");
    if (template_or_null) put_template(&t, snap, template_or_null, bar);
    else put_providers(&t, snap, bar);
    json_decref(snap);
    return finished(&t);
}

/* The plugin's render_error (plugin.h): "⚠ message" in the error colour. */
static char *render_error_line(const struct bar_markup *bar, const char *message) {
    struct text t = {0};
    puts_(&t, bar->colour_open);
    puts_(&t, "#ff5f5f");
    puts_(&t, bar->colour_open_end);
    puts_(&t, "⚠ ");
    bar->put_escaped(&t, message);
    puts_(&t, bar->colour_close);
    return finished(&t);
}

#endif /* SOLVERV_BAR_LINE_H */
