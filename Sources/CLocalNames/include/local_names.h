/* Names of places in the user's language (SPEC §10, issues 34 and 42):
 * CLDR's exemplar cities of the zones, GeoNames' one name of a place in a
 * language's own script, CLDR's subdivision names, else iso-codes'
 * translations, of ISO 3166-2's regions, and CLDR's names of the
 * countries, for each shipped language, as compact C data.
 *
 * Generated into local_names.c by `make local-names`
 * (scripts/reference/make_local_names.py); only this header is written by hand.
 *
 * Four kinds, each with its own keys, names and text, laid out together so
 * that a lookup reads a few neighbouring pages:
 * - zones by name, regions by `CC.code` (GeoNames' admin-1 code) and
 *   countries by code:
 *   solverv_local_KIND_keys, sorted offsets of the keys in
 *   solverv_local_KIND_text;
 * - places by their coordinates in 1e-5 degrees (GeoNames', as the place
 *   table has them): solverv_local_place_keys, sorted, and every 32nd of
 *   them in solverv_local_place_samples, which the search reads first.
 * For language L (its index in solverv_local_languages), the entries
 * solverv_local_KIND_starts[L] up to solverv_local_KIND_starts[L+1]: the
 * rows of the keys that have a name in L, ascending, each with its name's
 * offset in solverv_local_KIND_text (low and high 16 bits).
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

/* 6 bytes: the row of a key, and its name's offset in the kind's text. */
struct solverv_local_entry {
    unsigned short row;
    unsigned short text_low;
    unsigned short text_high;
};

extern const unsigned solverv_local_language_count;
extern const char solverv_local_languages[][8];
/* 1 for a language written in Latin letters, 0 for one with its own script. */
extern const unsigned char solverv_local_language_latin[];
extern const unsigned solverv_local_zone_count;
extern const unsigned solverv_local_region_count;
extern const unsigned solverv_local_place_count;
extern const unsigned solverv_local_place_sample_count;
extern const unsigned solverv_local_country_count;

extern const unsigned solverv_local_zone_keys[];
extern const unsigned solverv_local_zone_starts[];
extern const struct solverv_local_entry solverv_local_zone_entries[];
extern const char solverv_local_zone_text[];
extern const unsigned solverv_local_region_keys[];
extern const unsigned solverv_local_region_starts[];
extern const struct solverv_local_entry solverv_local_region_entries[];
extern const char solverv_local_region_text[];
extern const struct solverv_local_point solverv_local_place_samples[];
extern const struct solverv_local_point solverv_local_place_keys[];
extern const unsigned solverv_local_place_starts[];
extern const struct solverv_local_entry solverv_local_place_entries[];
extern const char solverv_local_place_text[];
extern const unsigned solverv_local_country_keys[];
extern const unsigned solverv_local_country_starts[];
extern const struct solverv_local_entry solverv_local_country_entries[];
extern const char solverv_local_country_text[];

/* The kinds by number, for one lookup code: 0 zones, 1 regions, 2 places, 3 countries.
 * Swift imports pointers more readily than arrays of unknown size. */
static inline const char *_Nonnull solverv_local_language(unsigned i) { return solverv_local_languages[i]; }
static inline int solverv_local_language_is_latin(unsigned i) { return solverv_local_language_latin[i]; }
static inline const char *_Nonnull solverv_local_text(unsigned kind) {
    return kind == 0 ? solverv_local_zone_text : kind == 1 ? solverv_local_region_text
        : kind == 2 ? solverv_local_place_text : solverv_local_country_text;
}
static inline const unsigned *_Nonnull solverv_local_starts(unsigned kind) {
    return kind == 0 ? solverv_local_zone_starts : kind == 1 ? solverv_local_region_starts
        : kind == 2 ? solverv_local_place_starts : solverv_local_country_starts;
}
static inline const struct solverv_local_entry *_Nonnull solverv_local_entries(unsigned kind) {
    return kind == 0 ? solverv_local_zone_entries : kind == 1 ? solverv_local_region_entries
        : kind == 2 ? solverv_local_place_entries : solverv_local_country_entries;
}
static inline const char *_Nonnull solverv_local_key(unsigned kind, unsigned i) {
    return solverv_local_text(kind)
        + (kind == 0 ? solverv_local_zone_keys : kind == 1 ? solverv_local_region_keys : solverv_local_country_keys)[i];
}
static inline struct solverv_local_point solverv_local_place_sample(unsigned i) { return solverv_local_place_samples[i]; }
static inline struct solverv_local_point solverv_local_place(unsigned i) { return solverv_local_place_keys[i]; }

#endif
