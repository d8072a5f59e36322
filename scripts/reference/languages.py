"""The languages Solverv ships and the scripts they are written in, for
make_local_names.py: which names are written in a language's script, and
the one name of a place in it among GeoNames' alternate names."""
import unicodedata
from pathlib import Path

import cyrillic
import han

ROOT = Path(__file__).resolve().parents[2]
# The shipped languages (po/LINGUAS), and each one's name in iso-codes' catalogues.
LANGUAGES = [w for line in (ROOT / 'po' / 'LINGUAS').read_text().splitlines() for w in line.split('#')[0].split()]
ISO_CODES_LOCALE = {'nb': 'nb_NO'}

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
    language does (one_vowel), else the one that the letters only the
    language writes, or the transcription of the place's name, tells
    (cyrillic.pick); where Chinese has none in its characters, the
    one in the other's, converted (特罗姆瑟 → 特羅姆瑟 for zh_TW)."""
    if language not in OWN_SCRIPT:
        return None
    names = script_names(place, language)
    if not names and language in ('zh_CN', 'zh_TW'):
        other = script_names(place, 'zh_TW' if language == 'zh_CN' else 'zh_CN')
        names = {han.convert(n, language) for n in other}
    if len(names) > 1 and language in ('ru', 'uk'):
        names = one_vowel(names, language)
    if len(names) > 1 and language in ('ru', 'uk'):
        names = cyrillic.pick(names, language, place['name'], place['countrycode'], place['alternates'])
    return next(iter(names)) if len(names) == 1 else None
