/* The pack of the shipped catalogues, as bytes of the binary (C23's #embed:
 * clang reads the file as it compiles, and lists it among the object's
 * dependencies, so a changed pack rebuilds this file; docs/building.md says
 * why this and not generated C or a plugin). The path is from this file:
 * the package's .build, where `make catalogues` writes it. */
#include "catalogues.h"

/* #embed is C23; SwiftPM compiles C in clang's default, gnu17. */
#pragma clang diagnostic ignored "-Wc23-extensions"

#if __has_embed("../../.build/catalogues.pack")
static const unsigned char pack[] = {
#embed "../../.build/catalogues.pack"
};
static const unsigned long packed = sizeof pack;
#else
/* No pack (no `make catalogues` before this build): nothing inside. The
 * pack's rule touches this file when it writes the pack, so that a build
 * made before it is not kept. */
static const unsigned char pack[1] = {0};
static const unsigned long packed = 0;
#endif

const unsigned char *solverv_catalogues(unsigned long *size) {
    *size = packed;
    return pack;
}
