/* Names of places in the user's language (SPEC §10, issue 34): CLDR's
 * exemplar cities of the zones, GeoNames' one name of a place in a
 * language's own script, and iso-codes' translations of ISO 3166-2's
 * regions, for each shipped language, as compact C data.
 *
 * Generated into local_names.c by `make local-names`
 * (scripts/reference/make_local_names.py); only this header is written by hand.
 *
 * Three kinds of key, each sorted, each found by a binary search:
 * - solverv_local_places: a place by its coordinates, 1e-5 degrees
 *   (GeoNames', as the place table has them);
 * - solverv_local_zones: a zone by its name (offset in solverv_local_text);
 * - solverv_local_regions: a region by `CC.code`, GeoNames' admin-1 code.
 * Then, for language L (its index in solverv_local_languages) and kind K
 * (0 places, 1 zones, 2 regions), the entries solverv_local_starts[3L+K]
 * up to solverv_local_starts[3L+K+1]: the rows of the keys that have a name
 * in L, ascending (solverv_local_rows), and the names' offsets in
 * solverv_local_text (solverv_local_texts).
 *
 * No pointers, so no relocations at start-up; a section of its own, so that
 * a line in English, or one that names no place, never touches a page of it. */
#ifndef SOLVERV_LOCAL_NAMES_H
#define SOLVERV_LOCAL_NAMES_H

#define SOLVERV_LOCAL_NAMES __attribute__((section("solverv_local_names")))

struct solverv_local_point {
    int latitude;         /* 1e-5 degrees, north positive */
    int longitude;        /* 1e-5 degrees, east positive */
};

extern const unsigned solverv_local_language_count;
extern const char solverv_local_languages[][8];
extern const unsigned solverv_local_starts[];
extern const unsigned solverv_local_zone_count;
extern const unsigned solverv_local_zones[];
extern const unsigned solverv_local_region_count;
extern const unsigned solverv_local_regions[];
extern const unsigned solverv_local_place_count;
extern const struct solverv_local_point solverv_local_places[];
extern const unsigned short solverv_local_rows[];
extern const unsigned solverv_local_texts[];
extern const char solverv_local_text[];

/* Swift imports pointers more readily than arrays of unknown size. */
static inline const char *_Nonnull solverv_local_language(unsigned i) { return solverv_local_languages[i]; }
static inline unsigned solverv_local_start(unsigned i) { return solverv_local_starts[i]; }
static inline const char *_Nonnull solverv_local_zone(unsigned i) { return solverv_local_text + solverv_local_zones[i]; }
static inline const char *_Nonnull solverv_local_region(unsigned i) { return solverv_local_text + solverv_local_regions[i]; }
static inline struct solverv_local_point solverv_local_place(unsigned i) { return solverv_local_places[i]; }
static inline unsigned solverv_local_row(unsigned i) { return solverv_local_rows[i]; }
static inline const char *_Nonnull solverv_local_name(unsigned i) { return solverv_local_text + solverv_local_texts[i]; }

#endif
