"""Ranges of times in CLDR's interval formats, for make_calendar.py (issue
42: ko `오전 6:02~6:13`, not `오전 6:02–오전 6:13`): which interval skeleton
matches a locale's clock, its patterns, and the fixture's ranges as CLDR
writes them."""
import datetime

from babel.dates import format_interval, format_time, get_period_id


def range_skeletons(locale):
    """The interval skeletons of a time range (issue 42: ko `오전 6:02~6:13`):
    the 12-hour one that matches the hm pattern (zh_Hant's names the part
    of the day, B), and Hm."""
    return ("Bhm" if "B" in locale.datetime_skeletons["hm"].pattern else "hm"), "Hm"


def range_patterns(locale, name, field):
    """CLDR's intervalFormat of skeleton `name` where `field` is the first
    that differs (a or B, the period; h or H, the hour; m), as its halves."""
    return locale.interval_formats[name][field]


# The fixtures' ranges: within a period, across noon, across a part of the
# day (zh_Hant 清晨 → 上午), within an hour, across midnight's hour.
RANGES_TIMES = [((6, 2), (6, 13)), ((7, 46), (8, 3)), ((11, 30), (12, 10)), ((14, 53), (16, 31)),
                ((4, 50), (5, 20)), ((23, 5), (23, 59)), ((0, 0), (0, 40))]


def cldr_range(start, end, name, locale):
    """A range as CLDR writes it: babel's format_interval, except where the
    pattern names the part of the day (B), which babel cannot tell apart:
    there CLDR's rule (the first field that differs picks the pattern)
    with babel's own B."""
    start, end = datetime.time(*start), datetime.time(*end)
    formats = locale.interval_formats[name]
    if "B" not in formats:
        return format_interval(start, end, name, locale=locale)
    period = "B" if "B" in name else "a"
    differs = (get_period_id(start, locale=locale) != get_period_id(end, locale=locale) if period == "B"
               else (start.hour < 12) != (end.hour < 12))
    halves = formats[period if differs else "h" if start.hour != end.hour else "m"]
    return format_time(start, halves[0], locale=locale) + format_time(end, halves[1], locale=locale)
