"""Region names from CLDR's subdivision names, for make_local_names.py.

Debian's `unicode-cldr-core` ships them as
/usr/share/unicode/cldr/common/subdivisions/<lang>.xml (CLDR 41 in Debian
12), keyed by the ISO 3166-2 code, small and without its hyphen (`usny`,
`jp13`, `no19`). babel does not carry them; they name more regions than
iso-codes' catalogues (TOOLCHAIN.md, "Region names in every language").
Generation time only: nothing reads them at run time.

CLDR writes a region as its language does in running text, often with the
word for its kind: `Präfektur Tokio`, `префектура Токіо`, `Tokyo
prefektur`, `도쿄 도`, `Provincia de Buenos Aires`. The label shows a
region as the English one does (`Tokyo`, GeoNames' admin-1 name), so that
word goes where the English name has none and what is left is still a name
(`Tokio`, `Токіо`, `도쿄`), never where the English names the kind too
(`Moskovskaya Oblast'`: `Oblast Moskau` stays whole), nor where the rest
would be an adjective or a genitive (`Obwód moskiewski`, `Stockholms län`,
`Tokion prefektuuri`: Finnish, Polish after the word, Russian and
Ukrainian adjectives before `область` are left whole). Japanese and Chinese
write the kind as part of the name (`東京都`, `ニューヨーク州`, `纽约州`)
and keep it. A disambiguation in parentheses (`(カウンティ)`, `(Provinz)`)
goes everywhere.
"""
import os
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import han

DIRECTORY = Path(os.environ.get('CLDR_DIR', '/usr/share/unicode/cldr/common')) / 'subdivisions'
PACKAGE = 'unicode-cldr-core'

# The file of each shipped language; CLDR 41 has no traditional Chinese
# subdivisions: zh_TW takes iso-codes' first, then CLDR's Chinese converted
# (han.py; CLDR's Chinese file mixes simplified and traditional: 北京市, 臺北市).
FILES = {'zh_CN': 'zh', 'zh_TW': 'zh', 'pt_BR': 'pt', 'nb': 'no'}

# The words for a region's kind, per language: before the name (with the
# word that joins them, `de`, `di`, `do`), or after it (nominative names
# only). Read off CLDR 41's files, the most frequent first and last words.
ROMANCE_JOINS = r'(?: (?:de la|de las|de los|de l\'|del|de|della|dell\'|dello|dei|degli|di|do|da|dos|das|du|des|d\'|of))'
BEFORE = {
    'de': 'Provinz|Bezirk|Departamento|Département|Departement|Oblast|Region|Distrikt|Okres|Opština|Gouvernement'
          '|Gemeinde|Kreis|Präfektur|Gouvernorat|Munizip|Komitat|Gespanschaft|Woiwodschaft|Qark|Rajon|Kanton|Bundesstaat',
    'es': f'(?:Provincia|Distrito|Municipalidad|Región|Gobernación|Condado|Departamento|Prefectura|Municipio|Parroquia'
          f'|Cantón|Comuna|Estado|Óblast|Voivodato){ROMANCE_JOINS}',
    'fr': f'(?:[Pp]rovince|[Dd]istrict|[Rr]égion|[Gg]ouvernorat|[Pp]réfecture|[Dd]épartement|[Mm]unicipalité|[Cc]omté'
          f'|[ÉéEe]tat|[Pp]aroisse|[Cc]anton|[Cc]ommune|[Oo]blast|[Vv]oïvodie){ROMANCE_JOINS}',
    'it': f'(?:[Pp]rovincia|[Rr]egione|[Dd]istretto|[Dd]ipartimento|[Cc]omune|[Gg]overnatorato|[Pp]refettura|[Cc]ontea'
          f'|[Pp]arrocchia|[Ss]tato|[Cc]antone|[Oo]blast|[Vv]oivodato){ROMANCE_JOINS}',
    'pt_BR': f'(?:Município|Distrito|Região|Oblast|Condado|Província|Prefeitura|Estado|Departamento|Paróquia'
             f'|Governadoria|Cantão|Comuna){ROMANCE_JOINS}',
    'pl': 'Prowincja|Gmina|Dystrykt|Rejon|Region|Obwód|Prefektura|Okręg|Powiat|Gubernatorstwo|Kraj|Departament'
          '|Hrabstwo|Stan|Województwo|Parafia|Kanton',
    'ru': '[Пп]рефектура|[Пп]риход|[Пп]ровинция|[Рр]егион|[Оо]круг|[Дд]епартамент|[Мм]ухафаза|[Гг]убернаторство'
          '|[Шш]тат|[Гг]рафство|[Кк]оммуна|[Кк]антон|[Мм]униципалитет|лен',
    'uk': '[Пп]ровінція|[Рр]айон|[Рр]егіон|[Пп]рефектура|[Пп]арафія|[Мм]уніципалітет|[Оо]круг|[Гг]рафство|[Шш]тат'
          '|[Гг]убернаторство|[Дд]епартамент|[Кк]антон|лену|лен',
    'cs': '[Oo]bčina|[Pp]rovincie|[Oo]kres|[Pp]refektura|[Hh]rabství|[Rr]egion|[Kk]anton|[Oo]pština|[Dd]istrikt'
          '|[Dd]epartement|[Gg]uvernorát|[Ss]tát|[Kk]raj',
    'nl': 'Oblast|Okres|Changwat|District|County|Kanton|Provincie|Departement|Regio|Prefectuur|Gouvernement',
    'da': f'(?:Province|County|Kanton|Region|Amt){ROMANCE_JOINS}?',
    'sv': f'(?:Province|Departamento|Guvernementet|Provinsen|Regionen){ROMANCE_JOINS}?',
    'nb': f'(?:Provinsen|Guvernementet|Fylket){ROMANCE_JOINS}?',
}
AFTER = {
    'de': 'District|County|Region|Province|Parish',
    'sv': 'kommun|oblast|prefektur|fylke|provins|region|District|County|Province',
    'hu': 'megye|tartomány|járás|kormányzóság|terület|prefektúra|kerület|körzet|kanton|régió|állam|község',
    'tr': 'ili|Belediyesi|Bölgesi|District|Province|Eyaleti|Vilayeti|Departmanı|Oblastı|Rayonu|İli|Bölge',
    'nl': 'Prefecture|Region|District|Municipality|Province|County|provincie|regio',
    'da': 'Province|District|Municipality|Region|municipality|Department|Governorate|oblast|County|Prefecture'
          '|Parish|kommune|amt|region',
    'nb': 'kommune|Kommune|provins|prestegjeld|fylke|oblast|distrikt|region|prefektur',
    'ko': '주|구|현|시|성|도|군|지방|지역|교구|자치제',
}
PATTERNS = {language: (re.compile(f'^(?:{BEFORE[language]}) (?=\\S)', re.IGNORECASE) if language in BEFORE else None,
                       re.compile(f' (?:{AFTER[language]})$') if language in AFTER else None)
            for language in set(BEFORE) | set(AFTER)}
# The English words for a region's kind: where the English name has one, so does the label.
ENGLISH_KINDS = set('oblast oblast\' prefecture province provincia region county district krai kray governorate '
                    'municipality municipio department departamento state parish okrug republic voivodeship raion '
                    'rayon emirate canton commune atoll island islands territory city autonomous'.split())
PARENTHESES = re.compile(r'\s*[(（][^()（）]*[)）]$')


def available():
    return (DIRECTORY / 'en.xml').is_file()


def load(file):
    """`type` → name of one language's file."""
    path = DIRECTORY / f'{file}.xml'
    if not path.is_file():
        return {}
    return {e.get('type'): (e.text or '').strip() for e in ET.parse(path).iter('subdivision')
            if e.get('draft') != 'unconfirmed'}


def key(iso_code):
    """ISO 3166-2's `NO-19` as CLDR keys it: `no19`."""
    return iso_code.lower().replace('-', '')


def names(language):
    """`type` → the language's name for it, converted to its Chinese characters."""
    out = load(FILES.get(language, language))
    if language in ('zh_CN', 'zh_TW'):
        out = {k: c for k, c in ((k, han.convert(v, language)) for k, v in out.items()) if c}
    return out


def shown(name, language, english, whole=False):
    """CLDR's `name` as the label shows it, beside the English label's
    region `english`: without a parenthesis, and (unless `whole`) without
    the word for the kind where `english` has none (see above)."""
    name = PARENTHESES.sub('', name).replace(',', ' ').strip()
    name = ' '.join(name.split())
    if whole or any(w.strip('.').lower() in ENGLISH_KINDS for w in english.replace('-', ' ').split()):
        return name
    before, after = PATTERNS.get(language, (None, None))
    for pattern in (before, after):
        if pattern is None:
            continue
        rest = pattern.sub('', name)
        # What is left must still read as a name: a capital first, or a script without capitals.
        if rest != name and len(rest) >= 2 and not rest[0].islower():
            return rest
    return name


def by_english_name(english_names, country, name, fold):
    """The CLDR key of the region of `country` whose English name in CLDR
    folds as `name` does, where exactly one does: for the regions GeoNames
    knows without an ISO code (Norway's Troms since 2024)."""
    prefix = country.lower()
    found = [k for k, v in english_names.items() if k.startswith(prefix) and len(k) > len(prefix)
             and fold(PARENTHESES.sub('', v)) == fold(name)]
    return found[0] if len(found) == 1 else None
