/* For the fixtures' render_error: HEAD, the message and "]", malloc'd. */
#include <stdlib.h>
#include <string.h>

static char *bracketed(const char *head, const char *message) {
    char *p = malloc(strlen(head) + strlen(message) + 2);
    if (!p) return NULL;
    strcpy(p, head);
    strcat(p, message);
    strcat(p, "]");
    return p;
}
