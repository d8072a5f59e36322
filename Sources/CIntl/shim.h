// glibc's gettext (libintl.h) is not in Swift's Glibc module map; the
// locale's time format and names (langinfo.h) are reached through it too.
#include <libintl.h>
#include <langinfo.h>
#include <locale.h>
