/*
 * Solverv formatter plugins: the C ABI (SPEC §8), version 1.
 *
 * A plugin is a shared object that teaches Solverv a bar it does not know
 * (lemonbar, xmobar, dzen2, yambar, …). Solverv renders every line into a
 * JSON snapshot and hands it to the plugin, which returns the bar's line.
 * Only C types cross this boundary: the JSON text in, a malloc'd UTF-8
 * line out, freed by the plugin's own `free` (a plugin brings its own C
 * library; Solverv never frees plugin memory itself).
 *
 *     cc -shared -fPIC -O2 -o lemonbar.so lemonbar.c -ljansson
 *     solverv --plugin ./lemonbar.so --format lemonbar
 *
 * Found, in this order: `--plugin PATH`; each directory of
 * `$SOLVERV_PLUGIN_PATH` (colon-separated); `$XDG_DATA_HOME/solverv/plugins`
 * (else `~/.local/share/solverv/plugins`); `<prefix>/lib/solverv/plugins`.
 * In a directory, `--format NAME` loads `NAME.so`. A file, or any directory
 * above it, that is group- or world-writable or owned by another user than
 * you or root is refused, as ssh refuses loose key permissions.
 *
 * THE SNAPSHOT (schema 1) is what `solverv --format json` prints: facts
 * for programs, the same in every locale (English words, RFC 3339
 * instants, HH:MM). Beside them, the plugin is given the words the
 * built-in formats print, in the user's language and clock (--locale and
 * --clock, the config's section for the plugin's name, then its top level,
 * then LC_MESSAGES and LC_TIME), so that its line speaks as theirs does:
 *
 *   - in each provider's object: "text", its text at the requested size,
 *     with no markup (several lines in "large", joined by "\n"); "texts",
 *     its text at each size: {"small": "❄ 29 Tg.", "medium":
 *     "Wintersonnenwende in 29 Tagen", "large": "…"}; "words", each of its
 *     facts as a template shows it, a string ({"name": "Wintersonnenwende",
 *     "sunset_time": "15:12" or "3:12 PM", …}), for the user's
 *     template; "color", its colour as "#rrggbb" (or null);
 *   - "clock": 12 or 24, the clock those words are on;
 *   - "marks": what the built-in bars write after the last provider's
 *     text at this size, in order: the zone indicator ("(Ortszeit Tokyo)"),
 *     the place's name in large, "(kein Ort gesetzt)" when no
 *     location was set (or [] for none);
 *   - in "location": "zone_indicator", "(Ortszeit Tokio)" or ""; the
 *     place's names in the user's language, "local_name" ("Moskau", or
 *     "name" where the language has none of its own) and, for a place
 *     found by name, "local_label" ("München, Bayern, DE"): "name" and
 *     "label" stay English;
 *   - in "shifted" (present while another date is shown): "label", the
 *     mark "⟲ 12. März";
 *   - "notice" is in the user's language too.
 *
 * Providers appear in the order the line shows them, listed by name in
 * "providers". Every string in it is outside text: escape it for your bar
 * (lemonbar's %{A:…:} and xmobar's <action=…> run commands).
 *
 * WHERE A PLUGIN RUNS. Each call of render and render_error runs in a
 * child process, forked from Solverv with the plugin loaded, which calls
 * free on the result itself and passes the text back through a pipe. So a
 * crash, an exit() or a render that takes more than 2 seconds costs one
 * line the error block that says so ("render crashed (SIGSEGV)"), never
 * the bar. What a plugin may and may not do there:
 *
 *   - State: nothing a call changes (a static variable, an open file, the
 *     environment) is there at the next call: keep no state between renders.
 *   - Environment: the one Solverv was started with, unchanged and valid:
 *     getenv, tzset, localtime_r and setlocale(LC_ALL, "") read the user's
 *     TZ, LANG and LANGUAGE, not the zone and the languages Solverv set for
 *     itself (a --location's zone is the snapshot's "zone"). setenv is
 *     allowed; it lasts for the call.
 *   - Processes: nothing a plugin starts outlives its call, daemons
 *     included. Each call runs in a process group of its own, below a
 *     keeper process that Solverv forks for it (the call's getppid()); the
 *     keeper is a child subreaper (PR_SET_CHILD_SUBREAPER), so a process
 *     the call starts that loses its parent, such as a daemon after
 *     setsid() and a second fork, becomes the keeper's child, whatever
 *     session or process group it is in. When the call ends (it returns,
 *     crashes or exits, reaches its time limit, Solverv is asked to end
 *     during it, or Solverv itself is killed), the keeper kills the group
 *     and each of its children with SIGKILL, then each process that comes
 *     to it as those end, until none is left. So start a program and wait
 *     for it (posix_spawn, system, popen, vfork then exec); anything still
 *     running when the call ends is killed, without a chance to clean up.
 *     Not found: a process started by another one that is not the call's
 *     (systemd-run, D-Bus activation, at), and, where /proc is not mounted,
 *     one that left the group.
 *   - fork() and threads: the released solverv is linked statically, so a
 *     plugin's C library is a second glibc (libc.so.6) loaded by dlopen,
 *     which the dynamic loader never set up as a program's. Its fork()
 *     returns in the parent, but the new child dies at once (SIGSEGV at
 *     address 0x10: glibc's child-side reclaim_stacks walks the loader's
 *     list of thread stacks, which is empty); pthread_create crashes the
 *     call the same way. posix_spawn, system, popen, vfork then exec, and
 *     _Fork() work. (A solverv built dynamically has neither limit.)
 *   - Signals: the call starts with no signal blocked, the crash signals
 *     (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS) at their
 *     defaults, SIGPIPE and SIGTTOU ignored. It may set handlers, block
 *     signals or use alarm(); they last for the call. SIGTERM, SIGINT and
 *     SIGHUP sent to Solverv are not passed on: they end the call (SIGKILL).
 *   - Standard streams: stdin is /dev/null; stdout is Solverv's stderr, so
 *     a stray printf never reaches the bar; stderr is Solverv's (the bar's
 *     log). Say errors by returning NULL.
 *   - Descriptors: the pipe the text goes back through is open during the
 *     call (close-on-exec). Close only descriptors you opened: a render that
 *     closed it (a close-every-descriptor loop) gives "render returned, but
 *     had closed the pipe its text comes back through".
 *   - Memory: return memory from the plugin's own malloc; Solverv never
 *     frees it, the plugin's free does, in the child.

 * Every field is checked when the plugin is loaded: a NULL name, summary,
 * render or free, text that is not UTF-8 or longer than its field allows,
 * or a default_size that is not one of the three, is refused with a
 * message naming the file and the field.
 *
 * A template (--template) is passed as the user typed it: `{name}` is the
 * fact `name` of the first provider that has it (or `{provider.name}`, or
 * one of location, zone, zone_indicator, notice, shifted); `{{` and `}}`
 * are literal braces. Solverv has checked every name. The template's own
 * text is the user's markup and stays live; only the values are escaped.
 */
#ifndef SOLVERV_PLUGIN_H
#define SOLVERV_PLUGIN_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The ABI version this header describes. A plugin built against another
 * version is refused with a message naming both. */
#define SOLVERV_PLUGIN_ABI_VERSION 1

/* The one exported symbol: Solverv looks it up with dlsym after
 * dlopen(RTLD_NOW | RTLD_LOCAL). */
#define SOLVERV_PLUGIN_ENTRY "solverv_formatter_v1"

struct solverv_formatter {
    /* SOLVERV_PLUGIN_ABI_VERSION, first, so that any version can be checked. */
    uint32_t abi_version;
    /* The --format name: 1 to 32 of [a-z0-9_-]; not a built-in's name. */
    const char *name;
    /* One line for `solverv formats`: what the plugin emits; at most 255
     * bytes. Mandatory. */
    const char *summary;
    /* "small", "medium" or "large": the size when --size is not given;
     * NULL means "medium". */
    const char *default_size;
    /* Printed once before the first line (a stream's opening), or NULL;
     * UTF-8, at most 65535 bytes (as footer). */
    const char *header;
    /* Printed once after the last line when a watching Solverv ends, or NULL. */
    const char *footer;
    /* The line for a snapshot (JSON text, schema 1), a size ("small",
     * "medium", "large") and the user's template or NULL. Returns a
     * malloc'd, NUL-terminated UTF-8 string; Solverv adds the final
     * newline if it is missing. NULL, or text that is not UTF-8, is shown
     * as the error block, and a watching Solverv carries on. A watching
     * Solverv calls it once per line it shows: where a provider's "text",
     * its "color", the "shifted" label or a fact the template places
     * changes; the other facts ("instant", "remaining_s") do not call it
     * by themselves. Mandatory. */
    char *(*render)(const char *snapshot_json, const char *size, const char *template_or_null);
    /* The bar's error block for a one-line message (outside text: escape
     * it), malloc'd; NULL here means Solverv prints "⚠ solverv". Optional. */
    char *(*render_error)(const char *message);
    /* Frees what render and render_error returned. Mandatory. */
    void (*free)(char *text);
};

/* The entry point every plugin exports. It returns a pointer to a static
 * struct that lives as long as the plugin. */
const struct solverv_formatter *solverv_formatter_v1(void);

#ifdef __cplusplus
}
#endif

#endif /* SOLVERV_PLUGIN_H */
