/* The least a translated line can cost: what Solverv asks of glibc before it
 * prints a word in the user's language, and nothing else. The messages
 * locale from the environment, the catalogue's directory bound, UTF-8
 * asked for, one message looked up (which loads the catalogue and its
 * plural rule), as Sources/SolvervLanguage does; built static, like the
 * release binary, by scripts/bench/locale.
 *
 *   gettext-floor DIRECTORY   (DIRECTORY/de/LC_MESSAGES/solverv.mo, ...)
 *
 * Run in LANG=C it is a C hello; in de_DE.UTF-8 the difference is glibc's
 * own: setlocale reads locale.alias when the locale is not in a
 * locale-archive (Debian's locales-all), gettext reads it in any case. */
#include <libintl.h>
#include <locale.h>
#include <stdio.h>

int main(int argc, char **argv) {
    const char *text = "%sh%sm";
    if (argc > 1 && setlocale(LC_MESSAGES, "") != NULL) {
        bindtextdomain("solverv", argv[1]);
        bind_textdomain_codeset("solverv", "UTF-8");
        text = dgettext("solverv", text);
    }
    puts(text);
    return 0;
}
