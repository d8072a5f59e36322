"""The names of places in each shipped language, for make_local_names.py:
a zone's city by CLDR's name of it, else its one name in the language's
script among GeoNames'."""
import collections
import math

import make_places
from languages import LANGUAGES, script_name

# Countries' and territories' English names (babel's), folded: make_local_names.py fills it.
COUNTRIES = set()


def english_city(zone):
    """ZoneTable.city(of:): the zone name's last part, underscores as spaces."""
    return zone.split('/')[-1].replace('_', ' ')


def km(a, b):
    r = math.radians
    h = (math.sin(r(b[0] - a[0]) / 2) ** 2 + math.cos(r(a[0])) * math.cos(r(b[0])) * math.sin(r(b[1] - a[1]) / 2) ** 2)
    return 2 * 6371 * math.asin(min(1, math.sqrt(h)))


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


def shared_names(cities):
    """(folded name, country) → the places that carry that name, as their
    own or among their other names: (folded English name, region) each."""
    out = collections.defaultdict(list)
    for c in cities:
        names = {make_places.fold(n) for n in [c['name']] + c['alternatenames'] if make_places.wanted_alternate(n)}
        for n in names:
            out[(n, c['countrycode'])].append((make_places.fold(c['name']), c['admin1code']))
    return out


def shared(name, city, carried):
    """Whether another place of `city`'s region carries `name` too: typed
    back, its label would find two."""
    others = list(carried[(make_places.fold(name), city['countrycode'])])
    others.remove((make_places.fold(city['name']), city['admin1code']))
    return any(region == city['admin1code'] for _, region in others)


def named_alike(picks, carried, regions):
    """The Russian and Ukrainian picks, (key, language) → (name, city), that
    another place of the country carries under another English name, where
    the label leaves the region out, having no name for it in the language
    (Lynnwood, Washington: Линвуд, US; Lynwood, California carries Линвуд):
    a label tells namesakes apart as the English ones need, so typed back
    these would find two."""
    return {(key, language) for (key, language), (name, c) in picks.items()
            if not regions.get(f"{c['countrycode']}.{c['admin1code']}", {}).get(language)
            and any(english != make_places.fold(c['name']) for english, _ in carried[(make_places.fold(name), c['countrycode'])])}


def places_of(cities, exemplars, zone_coords, regions):
    """(latitude, longitude) in 1e-5° → {language: name}; `regions`, the
    regions' names, `CC.code` → {language: name}."""
    zones_of = zone_places(cities, exemplars, zone_coords)
    carried = shared_names(cities)
    out, picks = {}, {}
    for c in cities:
        place = dict(name=c['name'], countrycode=c['countrycode'],
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
            if not local:
                local = script_name(place, language)
                # A Russian or Ukrainian pick that another place of the region
                # also carries would not find its place typed back (GeoNames
                # gives East Gwillimbury's Іст-Гвіллімбері to Whitchurch-Stouffville too).
                if local and language in ('ru', 'uk') and shared(local, c, carried):
                    local = None
                elif local and language in ('ru', 'uk'):
                    picks[(key, language)] = (local, c)
            if local and local != c['name']:
                names[language] = local
        if names:
            if key in out and out[key] != names:
                out[key] = None   # two places at one point, named apart: neither
            elif key not in out:
                out[key] = names
    for key, language in named_alike(picks, carried, regions):
        if out.get(key):
            out[key].pop(language, None)
    return {k: v for k, v in out.items() if v}
