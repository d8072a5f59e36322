/* The shipped catalogues, inside the binary (SPEC §10: a copied binary
 * speaks too): what `make catalogues` packs into .build/catalogues.pack
 * (scripts/catalogues/pack), embedded by catalogues.c. Read only when a
 * line's language has no catalogue on disk (SolvervLanguage's
 * EmbeddedCatalogues, which describes the pack's layout).
 *
 * Empty (size 0) in a build made without the pack: plain `swift build`
 * in a fresh clone, which then reads catalogues from disk only. */
#ifndef SOLVERV_CATALOGUES_H
#define SOLVERV_CATALOGUES_H

/* The pack's bytes, and their count in `size` (0: no pack). */
const unsigned char *solverv_catalogues(unsigned long *size);

#endif
