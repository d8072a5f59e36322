"""Which of a place's Cyrillic names in GeoNames (a flat list, without
language tags: Russian, Ukrainian, Bulgarian, Serbian, Belarusian, Kazakh,
Mongolian… spellings together) is the Russian one and which the
Ukrainian, for languages.script_name, where a language's alphabet leaves
several. Each rule narrows the candidates; a rule that would leave none
narrows nothing; the name is kept only where one candidate is left, else
the label keeps the English name, as before.

(a) Letters. Russian alone writes э, ы, ё and ъ; Ukrainian alone і, ї, є,
    ґ and the apostrophe; other Cyrillic alphabets add ў ә ө ү ң ғ қ ј љ
    њ ћ џ ѓ ќ ѕ һ ұ. A name with letters outside the language's alphabet
    is not the language's (Эспоо is not Ukrainian, Львів not Russian):
    languages.in_script leaves it out before these rules. Here, the
    letters' places: Russian writes ъ only before е, ё, ю, я, Bulgarian as
    a vowel (Дюсбъри); neither language writes ь before а, у, э, ы
    (Йогьаннесбург). The letters alone do not tell Russian from Belarusian
    (э, ы, ё) or Bulgarian (ъ), nor Ukrainian from Belarusian (і).

(b) Transcription, for a place in a country all of whose official
    languages are written in Latin letters (CLDR's, through babel), or in
    the language's own country (Russia, Ukraine), whose places' English
    names transliterate the language's spelling. Not elsewhere: Chinese,
    Japanese, Arabic or Hindi names are transcribed from their own script
    by systems of their own (Пекин, Чэнду, Иокогама) that no nearness to
    pinyin or Hepburn finds, and a Russian city's English name is near its
    Russian spelling, not its Ukrainian one (Arkhangel'sk, Архангельск,
    Архангельськ).
    1. A name of as many words as the place's English one (not Тукуман for
       San Miguel de Tucumán; not `Кумаси шаары`, `city of` in Kyrgyz),
       and no country's name in the language (Бразилия is not Brasília).
    2. A foreign place: Russian and Ukrainian hyphenate a foreign name of
       several words (Рио-де-Жанейро, Сан-Марино; Bulgarian writes Сан
       Марино); Ukrainian writes и for a foreign i only after д т з с ц ж ч
       ш р before a consonant (the rule of nine: Берклі, not Беркли), but
       for Polish, Czech and Slovak y.
    3. A name that comes with its twin in the other language's spelling
       (Флоренция and Флоренція, Париж and Паріж): a pair a Russian and a
       Ukrainian editor wrote; other languages' names come alone. One such
       is the name, however far from the English (Florence).
    4. The practical transcription: the candidate whose romanization
       (BGN/PCGN for Russian, Ukraine's national system for Ukrainian;
       дж is j) is nearest, by edit distance, to the place's name as the
       languages hear it (`spoken`: the spelling rules of Spanish,
       Portuguese, German, French and Polish, and a few of English). Espoo
       is Эспоо in Russian (е begins a word as /je/, so a foreign initial /e/
       is э) and Еспоо in Ukrainian (е is /e/), not Еспо; Surakarta is
       Суракарта. Only where one is nearest, and near (at most a third of
       the letters changed, half for a foreign name: Фортеця is another
       name than Fortechnyi); of two equally near, the nominative, not the
       other declined (Суракарта, not the locative Суракарте), and for a
       foreign place the one with ь (Сальта, not Bulgarian's Салта); else
       none (Moscow, Idaho: Москов, Москоу).

Checked against CLDR's names of the zones' cities, which the rules do not
read (the table takes CLDR's there): of the 215 cities with several
candidates, the Russian picks agree with CLDR's in 101, differ in 21
(exonyms older than any transcription: Рим, Стамбул, Лиссабон, Стокгольм;
variants: Таллинн, Апия), none in 93; of 218, the Ukrainian ones in 84,
45 (half of them ґ for г or і for и: Рига, Ріґа), 89.
"""
import functools
import re
import unicodedata

import babel.core
import babel.languages

UKRAINIAN_ONLY = set('іїєґ\'’\u02bc')

# The country each language is its own of: its places' English names transliterate its spelling.
OWN_COUNTRY = {'ru': 'RU', 'uk': 'UA'}
LIKELY = babel.core.get_global('likely_subtags')


@functools.cache
def latin_country(country):
    """Whether every official language of `country` (CLDR's, de facto ones
    too, through babel) is written in Latin letters: then its places' names
    are their own spelling, which Russian and Ukrainian transcribe."""
    languages = babel.languages.get_official_languages(country, de_facto=True)
    return bool(languages) and all('_Latn' in (l if '_' in l else LIKELY.get(l, '')) for l in languages)

VOWELS = set('аеёиіїоуыэюяє')
COMMON = dict(zip('абвдзклмнопрстуф', 'abvdzklmnoprstuf'))
COMMON.update({'ж': 'zh', 'х': 'kh', 'ц': 'ts', 'ч': 'ch', 'ш': 'sh', 'щ': 'shch', 'ь': ''})
RUSSIAN = dict(COMMON, г='g', и='i', й='y', ы='y', э='e', ъ='', ю='yu', я='ya', ё='yo')
UKRAINIAN = dict(COMMON, г='H', ґ='g', и='y', і='i', ї='yi', й='y', є='ye', ю='yu', я='ya', е='e')
UKRAINIAN.update({'\'': '', '’': '', '\u02bc': ''})


def romanized(name, language):
    """`name` in plain ASCII, as `language` reads it. Russian е is /je/ at a
    word's start and after a vowel or a hard or soft sign (ye), else /e/;
    дж is the j of most Latin spellings (Abuja, Абуджа); Ukrainian г, `H`,
    renders both h and g (Гамбург, Гавана)."""
    table = RUSSIAN if language == 'ru' else UKRAINIAN
    out, previous = [], ' '
    for ch in name.lower().replace('дж', 'j'):
        if ch == 'е' and language == 'ru':
            out.append('ye' if previous in VOWELS or previous in 'ъь -' else 'e')
        elif ch in table or ch == 'j':
            out.append(table.get(ch, ch))
        else:
            out.append(' ' if ch in ' -' else '')
        previous = ch
    return ''.join(out)


# Latin letters that the two languages transcribe alike, not as their base
# letter: Polish nasal vowels (Mrągowo, Мронгово), Turkish dotless ı (Чанкыры),
# ü (Саарбрюккен), and others that do not decompose.
LATIN_EXTRA = {'ą': 'on', 'ę': 'en', 'ı': 'y', 'ü': 'yu', 'æ': 'ae', 'œ': 'oe', 'ß': 'ss',
               'ł': 'l', 'đ': 'd', 'ð': 'd', 'þ': 'th'}
# ö and ø: Russian ё, Ukrainian е (Гётеборг, Гетеборг; Тромсё, Тромсе).
ROUNDED = {'ru': 'yo', 'uk': 'e'}


def ascii_name(name, language):
    """`name` lowercased in plain ASCII as `language` would transcribe its
    letters, spaces and hyphens as one space."""
    out = []
    for ch in name.lower():
        ch = ROUNDED[language] if ch in 'öø' else LATIN_EXTRA.get(ch, ch)
        for c in unicodedata.normalize('NFKD', ch):
            if c in ' -':
                out.append(' ')
            elif c.isascii() and c.isalpha():
                out.append(c)
    return ''.join(out)


VOWEL_LETTERS = 'aeiouy'
# Spelling rules of the two languages of Latin letters whose names Russian
# and Ukrainian transcribe as they are spoken, not as they are spelt, in
# the order applied (Ukrainian and Russian transcribe ll, ñ, lh, nh as ль,
# нь, which the romanization reads back as l, n). Spanish: Mendoza,
# Мендоса; Hermosillo, Эрмосильо; Ciudad Juárez, Сьюдад-Хуарес;
# Valencia, Валенсия. Portuguese: São Paulo, Сан-Паулу; Porto Velho,
# Порту-Велью; Belém, Белен; and Brazil's final e, Recife, Ресифи.
# German: Salzburg, Зальцбург; Steinfurt, Штайнфурт; Neuss, Нойс.
# Polish: Andrychów, Андрихув; Szczecin, Щецин (upper case: read back as is).
# French: Bordeaux, Бордо; Carpentras, Карпантра; Sucy-en-Brie, Сюси-ан-Бри (u
# is ю, ou is у: `U`, read back as u).
SPELLINGS = {
    'pl': [('ó', 'u'), ('ch', 'KH'), ('sz', 'SH'), ('cz', 'CH'), ('rz', 'ZH'), ('c', 'ts'), ('w', 'v')],
    'fr': [('eau', 'o'), ('au', 'o'), ('ou', 'U'), ('u', 'yu'), ('oi', 'ua'), ('[ae]in', 'en'), ('ch', 'sh'),
           ('j', 'zh'), ('gn', 'n'), (r'(?<=[aeiouU])s(?=[aeiouU])', 'z'), (r'[stdxz]+\b', ''),
           (r'(?<=[^aeiouy ])e\b', '')],
    'de': [('ä', 'e'), ('tz', 'ts'), ('z', 'ts'), (r'\bs(?=[aeiouöü])', 'z'), ('sch', 'sh'), (r'\bs(?=[tp])', 'sh'),
           ('ei', 'ay'), ('eu', 'oy'), ('äu', 'oy'), ('ie', 'i'), ('w', 'v'), (r'\bj', 'y')],
    'es': [(r'\bh', ''), (r'([aeiou])h', r'\1'), ('ll', 'l'), ('ñ', 'n'), ('z', 's'), (r'c(?=[ei])', 's'),
           ('j', 'kh'), (r'gu(?=[ei])', 'g')],
    'pt': [('ão', 'an'), ('ões', 'ons'), ('lh', 'l'), ('nh', 'n'), (r'o\b', 'u'), (r'os\b', 'us'), (r'm\b', 'n'),
           (r'(?<=[aeiou])s(?=[aeiou])', 'z'), (r'c(?=[ei])', 's'), ('j', 'zh'), (r'gu(?=[ei])', 'g')],
}


def spoken(name, language, country):
    """A foreign place's name as Russian or Ukrainian transcribes it, in
    ASCII for the nearness to a romanization: its country's language's
    spelling rules (SPELLINGS) on its own letters, then, on the ASCII ones:
    i after a vowel is a glide, й (Maracaibo, Маракайбо; Leiden, Лейден); a
    final -ia is -ия, -ія (Pretoria, Претория); y between consonants or
    after one at a word's end is, in an English-speaking country, a vowel,
    и, і (Brooklyn, Бруклин; but Polish y is ы, и: Gdynia, Гдыня); qu before e
    or i is k (Quito, Кито); eau is o (Juneau, Джуно)."""
    official = babel.languages.get_official_languages(country, de_facto=True)
    name = name.lower()
    for l in official[:1]:
        for old, new in SPELLINGS.get(l, []):
            name = re.sub(old, new, name)
        if l == 'pt' and country == 'BR':
            name = re.sub(r'e\b', 'i', name)
    target = ascii_name(name, language).replace('eau', 'o').replace('que', 'ke').replace('qui', 'ki')
    out = list(target)
    for i, ch in enumerate(target):
        before = target[i - 1] if i else ' '
        after = target[i + 1] if i + 1 < len(target) else ' '
        if ch == 'i' and before in VOWEL_LETTERS and before != 'i':
            out[i] = 'y'
        elif ch == 'y' and 'en' in official and before.isalpha() and before not in VOWEL_LETTERS and after not in VOWEL_LETTERS:
            out[i] = 'i'
        elif ch == 'a' and before == 'i' and after == ' ':
            out[i] = 'ya'
    return ''.join(out)


def distance(a, b):
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (x != y and not (x == 'H' and y in 'hg')))
    return row[-1]


# Case endings of a declined name (locative, genitive, dative…), in either language.
ENDINGS = ('е', 'і', 'и', 'ы', 'у', 'ю', 'ой', 'ей', 'ою', 'ею', 'ом', 'ем', 'ові')


def declined(name, other):
    """Whether `name` is `other` declined: its stem, less a final а/я/о or
    nothing, with a case ending (Суракарте of Суракарта, Берліні of Берлін)."""
    for stem in {other, other[:-1] if other[-1:] in 'аяо' else other}:
        if name != other and name.startswith(stem) and name[len(stem):] in ENDINGS:
            return True
    return False


def narrowed(names, keep):
    """`names` less those `keep` refuses, or all of them where it refuses every one."""
    kept = {n for n in names if keep(n)}
    return kept or names


def russian(name):
    """Whether `name` may be Russian as far as its hard signs tell: Russian
    writes ъ only before е, ё, ю, я (Объячево); Bulgarian writes it as a
    vowel (Дюсбъри, Къмърс Сити)."""
    n = name.lower()
    return all(n[i + 1:i + 2] in ('е', 'ё', 'ю', 'я') for i, ch in enumerate(n) if ch == 'ъ')


def soft_signs(name):
    """Whether `name` writes ь as Russian and Ukrainian do: never before а,
    у, э or ы (Йогьаннесбург is the Caucasus' languages' spelling)."""
    return not re.search('ь[ауэы]', name.lower())


@functools.cache
def country_names(language):
    """The countries' names in `language` (CLDR's): no city's (Бразилия is no Brasília)."""
    return set(babel.core.Locale.parse(language).territories.values())


NINE = set('дтзсцжчшр')


def ninefold(name):
    """Whether `name` writes и where Ukrainian spells a foreign i so (the
    rule of nine: after д т з с ц ж ч ш р and before a consonant, else і):
    Берклі, not Беркли, the Russian spelling. (Not the other way round:
    Ukrainian keeps і in names against the rule, Сідней, Тіхуана.)"""
    n = name.lower()
    return all(i and n[i - 1] in NINE and i + 1 < len(n) and n[i + 1].isalpha() and n[i + 1] not in VOWELS
               for i, ch in enumerate(n) if ch == 'и')


def skeleton(name):
    """`name` with the letters Russian and Ukrainian spell one sound with
    apart made one (и, і, ы; е, є, э; ё, ьо; ъ, the apostrophe)."""
    n = name.lower().replace('ьо', 'ё').replace('йо', 'ё')
    return ''.join('I' if ch in 'иіы' else 'E' if ch in 'еєэё' else '' if ch in 'ъ\'’\u02bc' else ch for ch in n)


def paired(name, names, language):
    """Whether `name` comes with its twin in the other language's spelling
    among `names` (Флоренция, Флоренція): a name a Russian and a Ukrainian
    editor wrote, unlike Bulgarian's or Serbian's, which come alone."""
    for m in names:
        if m != name and skeleton(m) == skeleton(name):
            ukrainian, russian_ = (m, name) if language == 'ru' else (name, m)
            if UKRAINIAN_ONLY & set(ukrainian.lower()) and not UKRAINIAN_ONLY & set(russian_.lower()):
                return True
    return False


def words(name):
    return re.findall(r"[^\W\d_][^\s-]*", name)


def pick(names, language, english, country, everything=()):
    """The candidates of `names` (Cyrillic, each in `language`'s alphabet)
    that rules (a) and (b) leave: one, or several where they cannot tell.
    `everything`: all the place's names, in any script."""
    if language == 'ru':
        names = narrowed(names, russian)
    names = narrowed(names, soft_signs)
    if len(names) < 2 or not (latin_country(country) or OWN_COUNTRY[language] == country):
        return names
    # A name of as many words as the place's (hyphens part words): not
    # Тукуман for San Miguel de Tucumán, nor `Кумаси шаары`, Kyrgyz's `city of`.
    names = narrowed(names, lambda n: len(words(n)) == len(words(english)))
    names = narrowed(names, lambda n: n not in country_names(language))
    target = ascii_name(english, language)
    if country != OWN_COUNTRY[language]:
        target = spoken(english, language, country)
        # Russian and Ukrainian write a foreign name of several words with
        # hyphens (Рио-де-Жанейро, Сан-Марино); Bulgarian with spaces (Сан Марино).
        if any('-' in n for n in names):
            names = narrowed(names, lambda n: ' ' not in n)
        # Polish, Czech and Slovak y is Ukrainian и wherever it stands (Бидгощ).
        if language == 'uk' and country not in ('PL', 'CZ', 'SK'):
            names = narrowed(names, ninefold)
    twins = {n for n in names if paired(n, everything, language)}
    if len(twins) == 1:
        return twins
    names = twins or names
    far = {n: distance(romanized(n, language), target) for n in names}
    best = min(far.values())
    # Nearer than the others yet far from the name: another name (Фортеця
    # for Fortechnyi; Іст-Гвіллімбері, a neighbour's, for Whitchurch-
    # Stouffville, the one the rule of nine leaves), no transcription: none.
    # A transliteration (the language's own country) changes a third of the
    # letters at most; a transcription drops a foreign spelling's silent
    # ones too (Berkeley, Берклі): half.
    if best > len(target) // (3 if country == OWN_COUNTRY[language] else 2):
        return set()
    nearest = {n for n in names if far[n] == best}
    if len(nearest) > 1:
        nearest = narrowed(nearest, lambda n: not any(declined(n, m) for m in nearest))
    # Bulgarian, Serbian and Macedonian write no soft sign (but Bulgarian ьо):
    # of two equally near foreign names, the one with ь (Сальта, not Салта; Мельбурн).
    if len(nearest) > 1 and country != OWN_COUNTRY[language]:
        nearest = narrowed(nearest, lambda n: 'ь' in n.lower().replace('ьо', ''))
    return nearest
