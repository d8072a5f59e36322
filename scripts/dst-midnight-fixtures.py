#!/usr/bin/env python3
"""Clock changes near local midnight in every zone of the tz database, from
Python's zoneinfo (its own TZif reader, not glibc's): the expected answers of
DSTMidnightTests and ZoneDayStartTests. Writes

  Tests/Fixtures/dst_midnight_changes.csv: for instants 30 s before, 30 s after
    and 2 h after each such change (1900-2025), the change `dst` should show
    (zone, now, at, before, after, date, days);
  Tests/Fixtures/dst_midnight_day_starts.csv: every instant at which each date
    around those that cross or touch midnight begins (twice where clocks go
    back across midnight).

    scripts/dst-midnight-fixtures.py        # rewrites both files

The TZif files only propose instants (their transition times); every offset,
date and answer is zoneinfo's. Years end at 2025 so that a tzdata update to
future rules does not change the fixture. The rule for the shown change is
the one the dst provider documents: the first change whose date (the old
clock's at it, as the tz database dates its rules) is today or later, or that
is still ahead; days until it are 0 once it is past, else its date minus
today's, never negative.
"""
import os
import struct
import sys
from datetime import date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo, available_timezones

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
FIXTURES = os.path.join(ROOT, "Tests", "Fixtures")
ZONEINFO = "/usr/share/zoneinfo"
FIRST, LAST = 1900, 2025
NEAR = 1800  # seconds from a midnight, on either clock
EPOCH = date(1970, 1, 1)


def transition_times(path):
    """The 64-bit transition times of a TZif file (version 2 or later)."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:4] != b"TZif":
        return []

    def counts(at):
        return struct.unpack(">6l", data[at + 20:at + 44])

    isutc, isstd, leap, time, typ, char = counts(0)
    v1 = 44 + time * 5 + typ * 6 + char + leap * 8 + isstd + isutc
    if data[4] < ord("2"):
        return list(struct.unpack(f">{time}l", data[44:44 + time * 4]))
    isutc, isstd, leap, time, typ, char = counts(v1)
    return list(struct.unpack(f">{time}q", data[v1 + 44:v1 + 44 + time * 8]))


def offset(zi, t):
    return int(datetime.fromtimestamp(t, timezone.utc).astimezone(zi).utcoffset().total_seconds())


def local_date(zi, t):
    return (datetime.fromtimestamp(t, timezone.utc).astimezone(zi)).date()


def day_of(seconds):
    """The civil date of local seconds (Unix seconds plus an offset)."""
    return EPOCH + timedelta(days=seconds // 86400)


def changes(zone):
    """Every change of UTC offset the zone's file proposes, confirmed by zoneinfo."""
    zi = ZoneInfo(zone)
    out = []
    for t in transition_times(os.path.join(ZONEINFO, zone)):
        if not (datetime(FIRST - 1, 1, 1, tzinfo=timezone.utc).timestamp() <= t
                <= datetime(LAST + 2, 1, 1, tzinfo=timezone.utc).timestamp()):
            continue
        before, after = offset(zi, t - 1), offset(zi, t)
        if before != after:
            out.append((t, before, after))
    return out


def shown(zi, all_changes, now):
    """The change `dst` should show at `now`, with its date and days."""
    today = local_date(zi, now)
    for t, before, after in all_changes:
        if t < now - 3 * 86400:
            continue
        changed_on = day_of(t + before)
        if changed_on >= today or t > now:
            days = 0 if t <= now else max(0, (changed_on - today).days)
            return t, before, after, changed_on, days
    return None


def starts(zi, d):
    """Every instant at which local date `d` begins. A date begins when the
    clock ticks over its midnight (at midnight minus the offset then) or when
    the offset changes (the end of a gap): those are the candidates, and
    zoneinfo keeps the ones where the date is `d` or later and a second
    earlier it was not."""
    midnight = (d - EPOCH).days * 86400
    window = range(midnight - 30 * 3600, midnight + 30 * 3600, 1800)
    offsets = {offset(zi, t) for t in window}
    candidates = {midnight - o for o in offsets}
    for a in window:
        b = a + 1800
        if offset(zi, a) != offset(zi, b):
            lo, hi = a, b
            while hi - lo > 1:
                m = (lo + hi) // 2
                lo, hi = (m, hi) if offset(zi, m) == offset(zi, a) else (lo, m)
            candidates.add(hi)
    return sorted(t for t in candidates if local_date(zi, t) >= d and local_date(zi, t - 1) < d)


def zones():
    """Each zone once (links share a file), without the posix/ and right/ copies."""
    seen, out = set(), []
    for zone in sorted(available_timezones()):
        if zone.startswith(("posix/", "right/")) or zone in ("Factory", "localtime", "posixrules"):
            continue
        real = os.path.realpath(os.path.join(ZONEINFO, zone))
        if real in seen or not os.path.isfile(real):
            continue
        seen.add(real)
        out.append(zone)
    return out


def near_midnight(t, before, after):
    old, new = t + before, t + after
    close = min(old % 86400, 86400 - old % 86400, new % 86400, 86400 - new % 86400) <= NEAR
    return close or day_of(old) != day_of(new)


def main():
    change_rows, start_rows = [], set()
    for zone in zones():
        zi = ZoneInfo(zone)
        every = changes(zone)
        for t, before, after in every:
            if not (FIRST <= datetime.fromtimestamp(t, timezone.utc).year <= LAST) or not near_midnight(t, before, after):
                continue
            for now in (t - 30, t + 30, t + 7200):
                answer = shown(zi, every, now)
                if answer is None or answer[0] - now > 390 * 86400:
                    continue  # beyond what the fixture's years hold, or the provider's horizon
                at, b, a, changed_on, days = answer
                change_rows.append((zone, now, at, b, a, changed_on.isoformat(), days))
            old, new = day_of(t + before), day_of(t + after)
            if old == new and (t + before) % 86400 and (t + after) % 86400:
                continue  # the dates around a change that neither crosses nor touches midnight begin once, as usual
            for d in {old - timedelta(days=1), old, old + timedelta(days=1), new}:
                start_rows.add((zone, d.isoformat(), " ".join(str(s) for s in starts(zi, d))))
    with open(os.path.join(FIXTURES, "dst_midnight_changes.csv"), "w") as f:
        f.write("zone,now,at,before,after,date,days\n")
        for row in change_rows:
            f.write(",".join(str(x) for x in row) + "\n")
    with open(os.path.join(FIXTURES, "dst_midnight_day_starts.csv"), "w") as f:
        f.write("zone,date,starts\n")
        for row in sorted(start_rows):
            f.write(",".join(row) + "\n")
    print(f"{len(change_rows)} instants, {len(start_rows)} dates", file=sys.stderr)


if __name__ == "__main__":
    main()
