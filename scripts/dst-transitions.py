#!/usr/bin/env python3
"""The next UTC-offset change after each instant given, from Python's zoneinfo
(its own TZif reader, not glibc's): the cross-check of the instants written in
Tests/ProviderTests/DSTTests.swift.

    scripts/dst-transitions.py Europe/Oslo@2026-10-13 Australia/Lord_Howe@2026-06-10
"""
import sys
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo


def next_change(zone, start, days=400):
    zi = ZoneInfo(zone)
    offset = start.astimezone(zi).utcoffset()
    t = start
    for _ in range(days * 24):
        hour = t + timedelta(hours=1)
        if hour.astimezone(zi).utcoffset() != offset:
            lo, hi = t, hour
            while (hi - lo).total_seconds() > 1:
                mid = lo + (hi - lo) / 2
                lo, hi = (mid, hi) if mid.astimezone(zi).utcoffset() == offset else (lo, mid)
            return hi
        t = hour
    return None


for arg in sys.argv[1:]:
    zone, _, day = arg.partition("@")
    start = datetime.fromisoformat(day).replace(tzinfo=timezone.utc)
    change = next_change(zone, start)
    if change is None:
        print(f"{zone} after {day}: none within 400 days")
    else:
        local = change.astimezone(ZoneInfo(zone))
        shift = int((local.utcoffset() - (change - timedelta(seconds=1)).astimezone(ZoneInfo(zone)).utcoffset()).total_seconds())
        print(f"{zone} after {day}: {change:%Y-%m-%dT%H:%M:%SZ} {local.isoformat()} {shift:+d}")
