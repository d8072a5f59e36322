"""The countries' names in each shipped language, for make_local_names.py:
CLDR's territory names, through babel."""
import babel

from languages import LANGUAGES, in_script

# A country's name may join its parts with these (`トリニダード・トバゴ`,
# `Конго – Киншаса`, `刚果（金）`): no other script in it.
JOINS = str.maketrans('・—–（）', '     ')


def cldr_name(code, language, english):
    """CLDR's name of the country `code` in `language`, where it differs
    from GeoNames' English one and is written in the language's script."""
    local = babel.core.Locale.parse(language).territories.get(code)
    return local if local and local != english and in_script(local.translate(JOINS), language) else None


def country_names(countries):
    """`CC` → {language: name}: CLDR's territory names (babel), where one
    differs from GeoNames' English and is written in the language's script
    (RU: Russland, Россия, ロシア; none where CLDR writes `&`)."""
    out = {}
    for c in countries:
        names = {language: cldr_name(c['iso'], language, c['name']) for language in LANGUAGES}
        names = {language: name for language, name in names.items() if name}
        if names:
            out[c['iso']] = names
    return out


def country_sample(countries, rng):
    """The sample's rows for a few countries drawn with `rng`, and named ones:
    babel's answers, which the tests compare with the table."""
    rows = []
    for cc in ['RU', 'JP', 'NO', 'US', 'DE', 'TT', 'CD'] + rng.sample(sorted(countries), 10):
        rows += [('country', language, cc, name) for language in LANGUAGES
                 if (name := cldr_name(cc, language, countries[cc]['name']))]
    return rows
