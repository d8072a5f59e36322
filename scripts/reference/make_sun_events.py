#!/usr/bin/env python3
"""Reference fixtures for Solverv's sunrise/sunset/twilight/solar-noon solver.

Writes Tests/Fixtures/sun_days.csv and Tests/Fixtures/sun_events.csv from Skyfield + JPL DE421,
mirroring the product's contract:
  * WGS84 observer at elevation 0; topocentric apparent Sun; altitude WITHOUT refraction; UT1.
  * The solar day of local date D is the one whose transit (hour angle 0) falls on D in the
    place's zone (UT1 treated as UTC); it spans lower culmination (HA 180 deg) to lower culmination.
  * Rising = first upward crossing of h in [lower_prev, transit]; setting = last downward
    crossing in [transit, lower_next]; absent if none.

Runs offline (skyfield-data ships DE421). Usage: python3 scripts/reference/make_sun_events.py
"""
import csv
import datetime as dt
import os
import sys
import time
import warnings
from multiprocessing import Pool
from pathlib import Path
from zoneinfo import ZoneInfo

import numpy as np

# skyfield-data warns that its finals2000A.all is stale; we only take DE421 from it and use
# Skyfield's built-in Delta T tables (the "default timescale"), so the warning is noise.
warnings.filterwarnings('ignore', message='.*has expired.*')
from skyfield.api import Loader, wgs84  # noqa: E402
from skyfield_data import get_skyfield_data_path  # noqa: E402

LOAD = Loader(get_skyfield_data_path())
TS = LOAD.timescale()
EPH = LOAD('de421.bsp')
EARTH, SUN = EPH['earth'], EPH['sun']

OUT = Path(__file__).resolve().parents[2] / 'Tests' / 'Fixtures'
THRESHOLDS = (-0.8333, -6.0, -12.0, -18.0, -4.0, 6.0)
STEP = 15 / 1440     # coarse grid (days); grazing dips are caught by refining altitude extrema
TOL = 2e-9           # root tolerance (days, ~0.17 ms): a few ulps of a float64 JD, well under 1 ms
RATE_DT = 10 / 86400  # half-width of the central difference for d(alt)/dt
CHUNK = 10000         # IAU2000A nutation builds (n x 678) temporaries; keep memory bounded
SEED = 20250101
MAX_EVENTS_BYTES = 15e6
UNIX_JD = 2440587.5
UTC = dt.timezone.utc
EPOCH = dt.datetime(1970, 1, 1, tzinfo=UTC)

# name, lat, lon, zone, daily sampling in 2025 (polar places and those with transition days)
PLACE_TABLE = """
london 51.5074 -0.1278 Europe/London -
new_york 40.7128 -74.0060 America/New_York -
tokyo 35.6762 139.6503 Asia/Tokyo -
oslo 59.9139 10.7522 Europe/Oslo -
quito -0.1807 -78.4678 America/Guayaquil -
singapore 1.3521 103.8198 Asia/Singapore -
sydney -33.8688 151.2093 Australia/Sydney -
cape_town -33.9249 18.4241 Africa/Johannesburg -
santiago -33.4489 -70.6693 America/Santiago -
ushuaia -54.8019 -68.3030 America/Argentina/Ushuaia -
kashgar 39.4704 75.9898 Asia/Shanghai -
lord_howe -31.5553 159.0821 Australia/Lord_Howe -
apia -13.8333 -171.7667 Pacific/Apia -
kiritimati 1.8721 -157.4278 Pacific/Kiritimati -
chatham -43.9535 -176.5597 Pacific/Chatham -
helsinki 60.1699 24.9384 Europe/Helsinki -
anchorage 61.2181 -149.9003 America/Anchorage -
reykjavik 64.1466 -21.9426 Atlantic/Reykjavik daily
fairbanks 64.8378 -147.7164 America/Anchorage daily
palmer -64.7742 -64.0531 Antarctica/Palmer -
rovaniemi 66.5039 25.7294 Europe/Helsinki daily
tromso 69.6492 18.9553 Europe/Oslo daily
utqiagvik 71.2906 -156.7886 America/Anchorage daily
longyearbyen 78.2232 15.6267 Arctic/Longyearbyen daily
mcmurdo -77.8419 166.6863 Antarctica/McMurdo daily
alert 82.5018 -62.3481 America/Toronto daily
north_89_5 89.5 0.0 Etc/UTC daily
south_89_5 -89.5 139.27 Antarctica/McMurdo daily
"""


def _place(line):
    name, lat, lon, zone, sampling = line.split()
    return name, float(lat), float(lon), zone, sampling == 'daily'


PLACES = [_place(line) for line in PLACE_TABLE.strip().splitlines()]


def jd_of(moment):
    return moment.timestamp() / 86400 + UNIX_JD


def local_date(jd, tz):
    return (EPOCH + dt.timedelta(days=jd - UNIX_JD)).astimezone(tz).date()


def midnight_jd(day, tz):
    return jd_of(dt.datetime.combine(day, dt.time(), tzinfo=tz))


def offset_change_dates(tz):
    """Local dates on both sides of each UTC-offset change in 2025-2026, plus the day after.

    Both sides, because e.g. Santiago falls back at 24:00, so the 25-hour day is the one
    *before* the date on which the new offset first shows.
    """
    out, t, one_h = set(), dt.datetime(2025, 1, 1, tzinfo=UTC), dt.timedelta(hours=1)
    prev = t.astimezone(tz).utcoffset()
    while t < dt.datetime(2027, 1, 1, tzinfo=UTC):
        t += one_h
        if t.astimezone(tz).utcoffset() != prev:
            s = t - one_h
            while s.astimezone(tz).utcoffset() == prev:  # pin the change to the minute
                s += dt.timedelta(minutes=1)
            after = s.astimezone(tz).date()
            out |= {(s - dt.timedelta(seconds=1)).astimezone(tz).date(), after,
                    after + dt.timedelta(days=1)}
            prev = t.astimezone(tz).utcoffset()
    return out


def place_dates(index, place, daily_step):
    start, tz = dt.date(2025, 1, 1), ZoneInfo(place[3])
    step = daily_step if place[4] else 4
    days = {start + dt.timedelta(days=k) for k in range(0, 365, step)}
    days |= offset_change_dates(tz)
    # Seeded per place so one place's draws don't depend on another's sampling.
    rng = np.random.default_rng([SEED, index])
    span = (dt.date(2049, 12, 31) - dt.date(1900, 1, 1)).days + 1
    days |= {dt.date(1900, 1, 1) + dt.timedelta(days=int(k)) for k in rng.integers(0, span, 25)}
    return sorted(days)


def sky(observer, jd):
    """Unrefracted topocentric apparent altitude (deg) and hour angle (rad) at UT1 JDs."""
    jd = np.atleast_1d(jd)
    alt, ha = np.empty(len(jd)), np.empty(len(jd))
    for i in range(0, len(jd), CHUNK):
        app = observer.at(TS.ut1_jd(jd[i:i + CHUNK])).observe(SUN).apparent()
        alt[i:i + CHUNK] = app.altaz()[0].degrees
        ha[i:i + CHUNK] = app.hadec()[0].radians
    return alt, ha


def wrap(x):
    return (x + np.pi) % (2 * np.pi) - np.pi


def solve(resid, a, b, fa, fb):
    """Vectorized Illinois (modified regula falsi) on brackets where fa, fb differ in sign.

    resid(jd, idx) evaluates the residual for the still-active brackets idx. Converges
    superlinearly, so a whole place's roots take ~6-10 batched Skyfield calls, not ~25.
    """
    a, b, fa, fb = (np.array(x, dtype=float) for x in (a, b, fa, fb))
    act = np.arange(len(a))
    for _ in range(100):
        act = act[(np.abs(b[act] - a[act]) > TOL) & (fb[act] != 0)]
        if not act.size:
            return b
        A, B, FA, FB = a[act], b[act], fa[act], fb[act]
        c = B - FB * (B - A) / (FB - FA)
        fc = resid(c, act)
        flip = np.sign(fc) == -np.sign(FB)
        a[act], fa[act] = np.where(flip, B, A), np.where(flip, FB, FA / 2)
        b[act], fb[act] = c, fc
    raise RuntimeError('root finder did not converge')


def golden_max(f, a, b, iters=20):
    """Vectorized golden-section search for the maximum of f on each [a, b] (30 min -> 0.1 s)."""
    g = (np.sqrt(5) - 1) / 2
    c, d = b - g * (b - a), a + g * (b - a)
    fc, fd = f(c), f(d)
    for _ in range(iters):
        left = fc > fd                        # maximum lies in [a, d]
        a, b = np.where(left, a, c), np.where(left, d, b)
        x = np.where(left, b - g * (b - a), a + g * (b - a))
        fx = f(x)
        c, d, fc, fd = (np.where(left, x, d), np.where(left, c, x),
                        np.where(left, fx, fd), np.where(left, fc, fx))
    return np.where(fc > fd, c, d)


def process(job):
    index, place, dates = job
    name, lat, lon, zone, _ = place
    tz = ZoneInfo(zone)
    observer = EARTH + wgs84.latlon(lat, lon)

    # A transit on local date D lies between D's local midnights, its lower culminations about
    # 12 h further out; 0.6 d of margin covers both. Overlapping windows merge into segments.
    segs = []
    for d in dates:
        lo, hi = midnight_jd(d, tz) - 0.6, midnight_jd(d + dt.timedelta(days=1), tz) + 0.6
        if segs and lo <= segs[-1][1]:
            segs[-1][1] = hi
        else:
            segs.append([lo, hi])
    parts = [np.arange(lo, hi + STEP, STEP) for lo, hi in segs]
    grid = np.concatenate(parts)
    seg = np.repeat(np.arange(len(parts)), [len(p) for p in parts])
    same = seg[1:] == seg[:-1]               # consecutive samples in one segment
    alt, ha = sky(observer, grid)

    # Culminations: unwrapped HA crosses a multiple of pi (even multiple: transit, odd: lower).
    turns = np.concatenate([np.floor(np.unwrap(ha[seg == k]) / np.pi) for k in range(len(parts))])
    i = np.flatnonzero(same & (turns[1:] != turns[:-1]))
    target = np.where(turns[i + 1] % 2 == 0, 0.0, np.pi)
    cul = solve(lambda jd, k: wrap(sky(observer, jd)[1] - target[k]),
                grid[i], grid[i + 1], wrap(ha[i] - target), wrap(ha[i + 1] - target))
    upper, cul_alt = target == 0, sky(observer, cul)[0]

    # Altitude extrema, so a dip across h shorter than the grid step is still bracketed. The
    # true extremum is within one step of the sampled one and near the horizon
    # |alt''| <= ~3e-7 deg/s^2, so it differs by < 0.12 deg from the sample: only extrema
    # that close to a threshold can hide a crossing pair.
    dlt = np.diff(alt)
    i = np.flatnonzero(same[:-1] & same[1:] & (dlt[:-1] * dlt[1:] < 0)) + 1
    i = i[np.min(np.abs(alt[i, None] - np.array(THRESHOLDS)), axis=1) < 0.25]
    sgn = np.sign(dlt[i - 1])               # +1 at a maximum
    ext = golden_max(lambda jd: sgn * sky(observer, jd)[0], grid[i - 1], grid[i + 1])
    pts = np.concatenate([grid, cul, ext])
    palt = np.concatenate([alt, cul_alt, sky(observer, ext)[0]])
    order = np.argsort(pts, kind='stable')
    pts, palt = pts[order], palt[order]

    first = {}
    for k in np.flatnonzero(upper):
        first.setdefault(local_date(cul[k], tz), k)

    day_rows, events = [], []               # events: (date, h, direction, bracket index or -1)
    for d in dates:
        k = first.get(d)
        if k is None:
            print(f'{name} {d}: no transit on this local date; skipped', file=sys.stderr)
            continue
        assert not upper[k - 1] and not upper[k + 1] and cul[k + 1] - cul[k - 1] < 1.1
        day_rows.append([name, lat, lon, zone, d] + [f'{v:{fmt}}' for c in (k, k - 1, k + 1)
                                                     for v, fmt in ((cul[c], '.8f'), (cul_alt[c], '.6f'))])
        i0, it, i1 = np.searchsorted(pts, [cul[k - 1], cul[k], cul[k + 1]])
        for h in THRESHOLDS:
            s = palt[i0:it + 1] - h
            up = np.flatnonzero((s[:-1] < 0) & (s[1:] >= 0))
            events.append((d, h, 'rising', i0 + up[0] if up.size else -1))
            s = palt[it:i1 + 1] - h
            down = np.flatnonzero((s[:-1] >= 0) & (s[1:] < 0))
            events.append((d, h, 'setting', it + down[-1] if down.size else -1))

    found = [e for e in events if e[3] >= 0]
    j = np.array([e[3] for e in found], dtype=int)
    hs = np.array([e[1] for e in found])
    roots = solve(lambda jd, k: sky(observer, jd)[0] - hs[k],
                  pts[j], pts[j + 1], palt[j] - hs, palt[j + 1] - hs) if j.size else j
    # Central difference over +-10 s; use the JDs as actually represented to divide by.
    t2 = np.concatenate([roots - RATE_DT, roots + RATE_DT])
    a2 = sky(observer, t2)[0] if j.size else t2
    n = len(roots)
    rates = (a2[n:] - a2[:n]) * 3600 / ((t2[n:] - t2[:n]) * 86400)
    solved = iter(zip(roots, rates))

    event_rows = []
    for d, h, direction, bracket in events:
        jd, rate = next(solved) if bracket >= 0 else (None, None)
        event_rows.append([name, d, f'{h:g}', direction, '' if jd is None else f'{jd:.8f}',
                           '' if jd is None else np.format_float_positional(
                               rate, precision=4, unique=False, fractional=False, trim='-')])
    return index, day_rows, event_rows


def main():
    started = time.time()
    dates = [place_dates(i, p, 1) for i, p in enumerate(PLACES)]
    # ~47 bytes per event row, 12 rows per date: thin daily polar sampling if it would be too big.
    if sum(map(len, dates)) * 12 * 47 > MAX_EVENTS_BYTES:
        dates = [place_dates(i, p, 2) for i, p in enumerate(PLACES)]
    # Biggest (daily) places first so the pool's tail stays short.
    jobs = sorted(((i, p, ds) for i, (p, ds) in enumerate(zip(PLACES, dates))), key=lambda j: -len(j[2]))
    with Pool(min(2, os.cpu_count() or 1)) as pool:
        results = sorted(pool.imap_unordered(process, jobs))

    OUT.mkdir(parents=True, exist_ok=True)
    with open(OUT / 'sun_days.csv', 'w', newline='') as f:
        w = csv.writer(f, lineterminator='\n')
        w.writerow(['place', 'lat', 'lon', 'zone', 'date', 'transit_ut1_jd', 'transit_alt_deg',
                    'lower_prev_ut1_jd', 'lower_prev_alt_deg', 'lower_next_ut1_jd', 'lower_next_alt_deg'])
        for _, days, _ in results:
            w.writerows(days)
    with open(OUT / 'sun_events.csv', 'w', newline='') as f:
        w = csv.writer(f, lineterminator='\n')
        w.writerow(['place', 'date', 'threshold_deg', 'direction', 'ut1_jd', 'alt_rate_arcsec_s'])
        for _, _, events in results:
            w.writerows(events)

    n_days = sum(len(r[1]) for r in results)
    events = [e for r in results for e in r[2]]
    print(f'{n_days} solar days, {len(events)} events in {time.time() - started:.1f} s')
    for h in THRESHOLDS:
        absent = [sum(1 for e in events if e[2] == f'{h:g}' and e[3] == d and not e[4])
                  for d in ('rising', 'setting')]
        print(f'  h={h:g}: absent risings {absent[0]}, settings {absent[1]}')


if __name__ == '__main__':
    main()
