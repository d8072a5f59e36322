"""The names of regions in each shipped language, for make_local_names.py:
CLDR's subdivision names (cldr_subdivisions.py), else iso-codes'
translations of ISO 3166-2's, matched to the place table's regions."""
import collections
import gettext
import unicodedata

import pycountry

import cldr_subdivisions
import make_places
from languages import ISO_CODES_LOCALE, LANGUAGES, in_script


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
