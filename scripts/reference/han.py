"""Simplified and traditional Chinese characters, for make_local_names.py.

`opencc` (opencc-python-reimplemented) tells them apart and converts
between them. A conversion is kept only where each character has one
counterpart: 托 is 托 or 託, 里 里 or 裏, 台 台 or 臺, and a place's name
(托米利諾, 里約) wants the one a character table cannot tell, so a name
with such a character is not converted (None).
"""
from pathlib import Path

import opencc

TO_SIMPLIFIED = opencc.OpenCC('t2s')
TO_TRADITIONAL = opencc.OpenCC('s2t')
DICTIONARY = Path(opencc.__file__).parent / 'dictionary'


def ambiguous(file):
    """The characters the file maps to several others."""
    out = set()
    for line in (DICTIONARY / file).read_text(encoding='utf-8').splitlines():
        source, _, targets = line.partition('\t')
        if len(targets.split()) > 1:
            out.add(source)
    return out


AMBIGUOUS = {'zh_CN': ambiguous('TSCharacters.txt'), 'zh_TW': ambiguous('STCharacters.txt')}


def is_simplified(name):
    return TO_SIMPLIFIED.convert(name) == name


def is_traditional(name):
    return TO_TRADITIONAL.convert(name) == name


def convert(name, language):
    """`name` in zh_CN's (simplified) or zh_TW's (traditional) characters,
    or None where a character of it has several counterparts."""
    if any(ch in AMBIGUOUS[language] for ch in name):
        return None
    return (TO_SIMPLIFIED if language == 'zh_CN' else TO_TRADITIONAL).convert(name)
