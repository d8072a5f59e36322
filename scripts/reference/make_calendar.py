"""Generate Solverv's calendar table and the CLDR fixtures (`make calendar`).

Writes
  Sources/CCalendarTable/calendar_table.c   each locale's month and weekday
                                            names, day-period marks, date and
                                            time patterns and hour cycle (C data)
  Tests/Fixtures/cldr/calendar.json         dates and times as CLDR formats them
                                            in each test locale, which the tests
                                            check the binary's against
  Tests/Fixtures/cldr/plurals.json          each language's plural category of
                                            n = 0…1000, for the catalogues'
                                            Plural-Forms
  Tests/Fixtures/cldr/relative.json         relative days (tomorrow, in {0} days)
  Tests/Fixtures/cldr/quotes.json           each language's quotation marks

Sources: CLDR through `babel` (pinned in cldr-requirements.txt), and for the
quotation marks, which babel does not carry, CLDR's delimiters through ICU
(Debian's python3-icu, run with the system's Python). Their versions are
written into every file. `--no-quotes` leaves quotes.json as it is (where
python3-icu is not installed). Ranges of times: calendar_ranges.py.

The table.  A date is written wholly in LC_TIME's language (SPEC §10): for
each locale Solverv knows (its languages, and English and a few regions),
the abbreviated month names in format and stand-alone context (MMM, LLL),
the stand-alone wide ones (LLLL: Czech writes `prosinec 2026`), the
abbreviated weekday names (E, ccc), the day-period marks (a) and, where the
12-hour pattern names the part of the day (B, zh_Hant `晚上9:50`), those
names by hour; the patterns of the skeletons MMMd, MMMEd, yMMMd, yMMMEd,
yMMM (the chart's month labels with a year), MMM (a month alone on the
chart's axis), hm and Hm (a time on a 12- and a 24-hour clock), h (a whole
hour on the chart's 12-hour axis), the medium date-time glue ({1}, {0}),
and whether the locale's short time format counts 12 hours.

A pattern is written in a small language of its own: literal UTF-8 with a
control byte for each field (`FIELDS`, mirrored by
Sources/SolvervLanguage/CalendarPattern.swift). CLDR's narrow no-break and
thin spaces (U+202F, U+2009) and no-break space (U+00A0) are written as
plain spaces: the fonts of many bars (lemonbar's and polybar's bitmap
fonts, old terminal fonts) have no glyph for U+202F, and a bar's text is
never wrapped. The fixtures say the same, so the tests compare like with
like.

Keys.  A locale name `ll_RR` (glibc's, without codeset or modifier) finds
its record by `ll_RR`, then `ll_*` (English outside the US: en_001;
Spanish outside Spain: es_419; Portuguese outside Brazil: pt_PT), then
`ll`. A language not here is written as glibc's LC_TIME says
(LocaleTime.swift).
"""

import datetime
import json
import os
import subprocess
import sys

import babel
from babel import Locale
from babel.core import get_cldr_version
from babel.dates import format_skeleton, get_period_id

from calendar_ranges import RANGES_TIMES, cldr_range, range_patterns, range_skeletons

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Locale name (glibc's, or `ll_*` for the rest of a language's regions) →
# CLDR locale. The languages of po/LINGUAS, and tr, ko, zh_TW and hu.
KEYS = {
    "en": "en", "en_US": "en", "en_GB": "en_GB", "en_AU": "en_AU", "en_CA": "en_CA", "en_IE": "en_IE",
    "en_IN": "en_IN", "en_NZ": "en_NZ", "en_ZA": "en_ZA", "en_PH": "en", "en_*": "en_001",
    "de": "de", "de_AT": "de_AT", "de_CH": "de_CH",
    "fr": "fr", "fr_CA": "fr_CA", "fr_CH": "fr_CH", "fr_BE": "fr_BE",
    "es": "es", "es_ES": "es", "es_MX": "es_MX", "es_US": "es_US", "es_*": "es_419",
    "it": "it", "it_CH": "it_CH",
    "pt": "pt", "pt_BR": "pt", "pt_*": "pt_PT",
    "nb": "nb", "no": "nb",
    "sv": "sv", "sv_FI": "sv_FI",
    "fi": "fi", "pl": "pl", "ru": "ru", "ja": "ja",
    "zh": "zh_Hans", "zh_CN": "zh_Hans", "zh_SG": "zh_Hans_SG",
    "zh_TW": "zh_Hant", "zh_HK": "zh_Hant_HK", "zh_MO": "zh_Hant_MO",
    "nl": "nl", "nl_BE": "nl_BE", "da": "da", "cs": "cs", "uk": "uk",
    "tr": "tr", "ko": "ko", "hu": "hu",
}

# The locales the tests run the binary in (each installed by locales-all),
# for every language Solverv speaks, and English's.
TEST_LOCALES = {
    "en_US": "en", "en_GB": "en_GB", "en_AU": "en_AU", "en_IE": "en_IE", "en_DK": "en_001",
    "de_DE": "de", "de_AT": "de_AT", "fr_FR": "fr", "fr_CA": "fr_CA", "es_ES": "es", "es_MX": "es_MX",
    "it_IT": "it", "pt_BR": "pt", "pt_PT": "pt_PT", "nb_NO": "nb", "sv_SE": "sv", "fi_FI": "fi",
    "pl_PL": "pl", "ru_RU": "ru", "ja_JP": "ja", "zh_CN": "zh_Hans", "zh_TW": "zh_Hant", "zh_HK": "zh_Hant_HK",
    "nl_NL": "nl", "da_DK": "da", "cs_CZ": "cs", "uk_UA": "uk", "tr_TR": "tr", "ko_KR": "ko", "hu_HU": "hu",
}

# Catalogue languages (po/*.po, and those coming) → CLDR language.
LANGUAGES = {
    "de": "de", "fr": "fr", "es": "es", "it": "it", "pt_BR": "pt", "nb": "nb", "sv": "sv", "fi": "fi",
    "pl": "pl", "ru": "ru", "ja": "ja", "zh_CN": "zh_Hans", "nl": "nl", "da": "da", "cs": "cs", "uk": "uk",
    "tr": "tr", "ko": "ko", "zh_TW": "zh_Hant", "hu": "hu",
}

# The pattern language: a control byte per CLDR field.
FIELDS = {
    "d": 1, "dd": 2, "M": 3, "MM": 4, "MMM": 5, "LLL": 6, "E": 7, "EE": 7, "EEE": 7, "ccc": 8,
    "LLLL": 9, "L": 3, "LL": 4,
    "y": 14, "yyyy": 14, "h": 15, "hh": 16, "H": 17, "HH": 18, "K": 19, "KK": 20, "mm": 21, "m": 22,
    "a": 23, "B": 24,
}
TIME_ARGUMENT, DATE_ARGUMENT = 25, 26
# In a range's pattern, where the second time's fields begin.
RANGE_SPLIT = 31
SKELETONS = {"month_day": "MMMd", "weekday_month_day": "MMMEd", "month_day_year": "yMMMd",
             "weekday_month_day_year": "yMMMEd", "month_year": "yMMM", "month": "MMM",
             "hour_minute_12": "hm", "hour_minute_24": "Hm", "hour_12": "h"}
RANGES = ["hour_minute_12_range_period", "hour_minute_12_range_hour", "hour_minute_12_range_minute",
          "hour_minute_24_range_hour", "hour_minute_24_range_minute", "range_fallback"]
SPACES = {"\u202f": " ", "\u2009": " ", "\u00a0": " "}


def plain(text):
    for space, replacement in SPACES.items():
        text = text.replace(space, replacement)
    return text


def compile_pattern(pattern):
    """CLDR's pattern → the table's: literal text and field bytes."""
    out, i = [], 0
    while i < len(pattern):
        c = pattern[i]
        if c == "'":
            j = i + 1
            if j < len(pattern) and pattern[j] == "'":
                out.append("'")
                i += 2
                continue
            literal = []
            while j < len(pattern):
                if pattern[j] == "'":
                    if j + 1 < len(pattern) and pattern[j + 1] == "'":
                        literal.append("'")
                        j += 2
                        continue
                    break
                literal.append(pattern[j])
                j += 1
            out.append("".join(literal))
            i = j + 1
        elif c.isascii() and c.isalpha():
            j = i
            while j < len(pattern) and pattern[j] == c:
                j += 1
            field = pattern[i:j]
            if field not in FIELDS:
                sys.exit(f"make_calendar: field {field!r} of {pattern!r} is not in the table's pattern language")
            out.append(chr(FIELDS[field]))
            i = j
        elif pattern.startswith("{0}", i):
            out.append(chr(TIME_ARGUMENT))
            i += 3
        elif pattern.startswith("{1}", i):
            out.append(chr(DATE_ARGUMENT))
            i += 3
        else:
            out.append(c)
            i += 1
    return plain("".join(out))


def skeleton(locale, name):
    return locale.datetime_skeletons[name].pattern


def compile_range(halves):
    return compile_pattern(halves[0]) + chr(RANGE_SPLIT) + compile_pattern(halves[1])


def fallback_pattern(locale):
    """intervalFormatFallback ({0} – {1}): a range whose end falls on
    another date (a `+1` mark), with each time written whole."""
    fallback = locale.interval_formats[None]
    return plain(fallback.replace("{0}", chr(TIME_ARGUMENT)).replace("{1}", chr(DATE_ARGUMENT)))


def record(cldr):
    locale = Locale.parse(cldr)
    months, days, periods = locale.months, locale.days, locale.day_periods
    # Sunday first, as glibc lists them: babel counts from Monday, 0.
    order = [6, 0, 1, 2, 3, 4, 5]
    hm = skeleton(locale, "hm")
    flexible = None
    if "B" in hm:
        names = periods["format"]["abbreviated"]
        flexible = [names[get_period_id(datetime.time(h, 30), locale=locale)] for h in range(24)]
        # A name for the exact minute (zh_Hant 午夜 at 00:00), else the hour's.
        at = [names[get_period_id(datetime.time(h, 0), locale=locale)] for h in (0, 12)]
        flexible += at
    short_time = locale.time_formats["short"].pattern
    unquoted = "".join(part for k, part in enumerate(short_time.split("'")) if k % 2 == 0)
    twelve, twenty_four = range_skeletons(locale)
    period = "B" if twelve == "Bhm" else "a"
    return {
        "months": [plain(months["format"]["abbreviated"][m]) for m in range(1, 13)],
        "months_alone": [plain(months["stand-alone"]["abbreviated"][m]) for m in range(1, 13)],
        "months_alone_wide": [plain(months["stand-alone"]["wide"][m]) for m in range(1, 13)],
        "weekdays": [plain(days["format"]["abbreviated"][d]) for d in order],
        "weekdays_alone": [plain(days["stand-alone"]["abbreviated"][d]) for d in order],
        "periods": [plain(periods["format"]["abbreviated"]["am"]), plain(periods["format"]["abbreviated"]["pm"])],
        "flexible": [plain(n) for n in flexible] if flexible else None,
        **{field: compile_pattern(skeleton(locale, name)) for field, name in SKELETONS.items()},
        "date_time": compile_pattern(locale.datetime_formats["medium"]),
        "hour_minute_12_range_period": compile_range(range_patterns(locale, twelve, period)),
        "hour_minute_12_range_hour": compile_range(range_patterns(locale, twelve, "h")),
        "hour_minute_12_range_minute": compile_range(range_patterns(locale, twelve, "m")),
        "hour_minute_24_range_hour": compile_range(range_patterns(locale, twenty_four, "H")),
        "hour_minute_24_range_minute": compile_range(range_patterns(locale, twenty_four, "m")),
        "range_fallback": fallback_pattern(locale),
        "twelve_hour": 1 if ("h" in unquoted or "K" in unquoted) else 0,
    }


def c_string(text):
    """A C literal: UTF-8 as it is (readable in a review), the pattern's
    field bytes as three-digit octal escapes (never run into a digit)."""
    if text is None:
        return "0"
    out = ['"']
    for c in text:
        if c in '"\\':
            out.append("\\" + c)
        elif ord(c) < 0x20 or c == "?":
            out.append("\\%03o" % ord(c))
        else:
            out.append(c)
    out.append('"')
    return "".join(out)


def c_strings(texts):
    return "{" + ", ".join(c_string(t) for t in texts) + "}"


def write_table(versions):
    records, index = [], {}
    keys = []
    for key in sorted(KEYS):
        data = record(KEYS[key])
        fingerprint = json.dumps(data, sort_keys=True, ensure_ascii=False)
        if fingerprint not in index:
            index[fingerprint] = len(records)
            records.append((KEYS[key], data))
        keys.append((key, index[fingerprint]))
    lines = [
        f"/* Generated by `make calendar` (scripts/reference/make_calendar.py) from CLDR {versions['cldr']}",
        f" * through babel {versions['babel']}: do not edit. {len(keys)} locale names, {len(records)} records.",
        " * See calendar_table.h. */",
        '#include "calendar_table.h"',
        "",
        f"static const struct solverv_calendar records[{len(records)}] = {{",
    ]
    for cldr, data in records:
        lines.append(f"    /* {cldr} */ {{")
        for field in ("months", "months_alone", "months_alone_wide", "weekdays", "weekdays_alone", "periods"):
            lines.append(f"        .{field} = {c_strings(data[field])},")
        if data["flexible"]:
            lines.append(f"        .flexible = {c_strings(data['flexible'])},")
        for field in list(SKELETONS) + ["date_time"] + RANGES:
            lines.append(f"        .{field} = {c_string(data[field])},")
        lines.append(f"        .twelve_hour = {data['twelve_hour']},")
        lines.append("    },")
    lines.append("};")
    lines.append("")
    lines.append(f"const unsigned solverv_calendar_count = {len(keys)};")
    lines.append(f"const struct solverv_calendar_key solverv_calendar_keys[{len(keys)}] = {{")
    for key, i in keys:
        lines.append(f"    {{{c_string(key)}, &records[{i}]}},")
    lines.append("};")
    path = os.path.join(ROOT, "Sources/CCalendarTable/calendar_table.c")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{path}: {len(keys)} names, {len(records)} records")


# The fixtures' dates: a year of months, each weekday, days of one and two digits.
DATES = [datetime.date(2026, 12, 21), datetime.date(2027, 1, 1), datetime.date(2027, 2, 14), datetime.date(2026, 3, 20),
         datetime.date(2027, 4, 6), datetime.date(2027, 5, 9), datetime.date(2026, 6, 21), datetime.date(2026, 7, 4),
         datetime.date(2026, 8, 30), datetime.date(2026, 9, 23), datetime.date(2026, 10, 25), datetime.date(2026, 11, 7)]
TIMES = [(0, 0), (0, 3), (5, 30), (7, 34), (11, 59), (12, 0), (12, 3), (13, 5), (18, 45), (19, 5), (21, 50), (23, 59)]


def write_calendar_fixture(versions):
    out = {"source": versions, "dates": [d.isoformat() for d in DATES],
           "times": ["%02d:%02d" % t for t in TIMES], "locales": {}}
    for name, cldr in sorted(TEST_LOCALES.items()):
        locale = Locale.parse(cldr)
        entry = {"cldr": cldr}
        for field, sk in SKELETONS.items():
            if sk in ("hm", "Hm"):
                entry[field] = [plain(format_skeleton(sk, datetime.time(h, m), locale=locale)) for h, m in TIMES]
            elif sk == "h":
                entry[field] = [plain(format_skeleton(sk, datetime.time(h, 0), locale=locale)) for h in range(0, 24, 3)]
            else:
                entry[field] = [plain(format_skeleton(sk, d, locale=locale)) for d in DATES]
        short = locale.time_formats["short"].pattern
        unquoted = "".join(part for k, part in enumerate(short.split("'")) if k % 2 == 0)
        entry["twelve_hour"] = "h" in unquoted or "K" in unquoted
        entry["hour_cycle"] = next((c for c in unquoted if c in "hHKk"), "H")
        entry["periods"] = [plain(locale.day_periods["format"]["abbreviated"][p]) for p in ("am", "pm")]
        glue = locale.datetime_formats["medium"]
        # The large size's date and time: yMMMEd, the glue, the locale's own clock.
        times = entry["hour_minute_12" if entry["twelve_hour"] else "hour_minute_24"]
        entry["date_time"] = [plain(glue.replace("{1}", format_skeleton("yMMMEd", DATES[i], locale=locale))
                                    .replace("{0}", times[i])) for i in range(len(TIMES))]
        twelve, twenty_four = range_skeletons(locale)
        entry["hour_minute_12_range"] = [plain(cldr_range(a, b, twelve, locale)) for a, b in RANGES_TIMES]
        entry["hour_minute_24_range"] = [plain(cldr_range(a, b, twenty_four, locale)) for a, b in RANGES_TIMES]
        out["locales"][name] = entry
    out["ranges"] = [["%02d:%02d" % a, "%02d:%02d" % b] for a, b in RANGES_TIMES]
    write_json("Tests/Fixtures/cldr/calendar.json", out)


def category_letter(category):
    return {"zero": "z", "one": "o", "two": "t", "few": "f", "many": "m", "other": "x"}[category]


def write_plural_fixture(versions):
    out = {"source": versions, "note": "each language's CLDR plural category of n = 0…1000: "
                                        "z zero, o one, t two, f few, m many, x other", "languages": {}}
    for language, cldr in sorted(LANGUAGES.items()):
        rule = Locale.parse(cldr).plural_form
        out["languages"][language] = "".join(category_letter(rule(n)) for n in range(1001))
    write_json("Tests/Fixtures/cldr/plurals.json", out)


def write_relative_fixture(versions):
    out = {"source": versions, "languages": {}}
    for language, cldr in sorted(LANGUAGES.items()):
        fields = Locale.parse(cldr)._data["date_fields"]["day"]
        out["languages"][language] = {
            "future": {category: plain(p) for category, p in sorted(fields["future"].items())},
            "today": plain(fields["relative"][0]), "tomorrow": plain(fields["relative"][1]),
            "yesterday": plain(fields["relative"][-1]),
        }
    write_json("Tests/Fixtures/cldr/relative.json", out)


ICU_QUOTES = r"""
import icu, json, sys
kinds = icu.ULocaleDataDelimiterType
out = {}
for language in json.loads(sys.argv[1]):
    data = icu.LocaleData(language)
    out[language] = [data.getDelimiter(kinds.QUOTATION_START), data.getDelimiter(kinds.QUOTATION_END)]
print(json.dumps({"icu": icu.ICU_VERSION, "quotes": out}))
"""

# ICU's CLDR, by ICU's major version (ICU's own table: icu.unicode.org).
ICU_CLDR = {"72": "42", "74": "44", "76": "46", "77": "47"}


def write_quote_fixture(versions):
    tags = {language: language.replace("zh_CN", "zh_Hans_CN").replace("zh_TW", "zh_Hant_TW") for language in LANGUAGES}
    result = json.loads(subprocess.run(["/usr/bin/python3", "-c", ICU_QUOTES, json.dumps(sorted(set(tags.values())))],
                                       check=True, capture_output=True, text=True).stdout)
    icu_version = result["icu"]
    source = dict(versions, icu=icu_version, icu_cldr=ICU_CLDR.get(icu_version.split(".")[0], "?"))
    out = {"source": source, "note": "CLDR's delimiters quotationStart and quotationEnd, through ICU",
           "languages": {language: result["quotes"][tag] for language, tag in sorted(tags.items())}}
    write_json("Tests/Fixtures/cldr/quotes.json", out)


def write_json(relative, data):
    path = os.path.join(ROOT, relative)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=1, sort_keys=True)
        f.write("\n")
    print(path)


def main():
    versions = {"babel": babel.__version__, "cldr": get_cldr_version()}
    write_table(versions)
    write_calendar_fixture(versions)
    write_plural_fixture(versions)
    write_relative_fixture(versions)
    if "--no-quotes" not in sys.argv:
        write_quote_fixture(versions)


if __name__ == "__main__":
    main()
