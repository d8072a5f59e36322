#!/usr/bin/env python3
"""Reference fixtures for Solverv's moon (issue 44) from Skyfield + JPL DE421, offline.

Writes to Tests/Fixtures:
  * moon_phases.csv: every principal phase 1900-2050 as Skyfield's almanac.moon_phases defines it
    (the Moon's geocentric apparent ecliptic longitude of date minus the Sun's reaches 0, 90, 180
    or 270 deg), in TT (days since J2000.0) and in UT1 (Unix seconds, UT1 read as UTC).
  * moon_rise_set.csv: moonrise and moonset on local calendar days at many places, with the
    convention of Skyfield's find_risings for the Moon: the topocentric apparent altitude of the
    centre (WGS84 observer at sea level, no refraction model) at -34' minus the Moon's radius
    (1737.4 km) over its distance. The rise is the first upward crossing in [local midnight,
    next local midnight), the set the first downward one; empty when there is none.
  * moon_elevation.csv (--elevation): moonrise and moonset as moon_rise_set.csv's, for the six
    elevated observers of make_sun_elevation.py (371 m to 4205 m): the WGS84 observer at
    elevation_m=h (so the parallax is from that height) and the horizon lowered by the dip of the
    sea horizon, D = 1.76'*sqrt(h) (the Nautical Almanac's; Coordinates.horizonDip), as the Sun's
    events there: the centre at -34' - radius/distance - D. Every sixth local day of 2026.
  * moon_illumination.csv: the illuminated fraction (Skyfield's fraction_illuminated), the phase
    angle and the elongation in longitude at random instants 1900-2050.

Usage: python3 scripts/reference/make_moon_events.py [--elevation]
  (--elevation writes moon_elevation.csv only.)
"""
import csv
import math
import sys
import datetime as dt
import time
import warnings
from pathlib import Path
from zoneinfo import ZoneInfo

import numpy as np

# skyfield-data's finals2000A.all is stale; only DE421 is taken from it (ΔT: Skyfield's own).
warnings.filterwarnings('ignore', message='.*has expired.*')
from skyfield import almanac  # noqa: E402
from skyfield.api import Loader, wgs84  # noqa: E402
from skyfield.framelib import ecliptic_frame  # noqa: E402
from skyfield_data import get_skyfield_data_path  # noqa: E402

LOAD = Loader(get_skyfield_data_path())
TS, EPH = LOAD.timescale(), LOAD('de421.bsp')
EARTH, SUN, MOON = EPH['earth'], EPH['sun'], EPH['moon']
OUT = Path(__file__).resolve().parents[2] / 'Tests' / 'Fixtures'
J2000, UNIX_JD = 2451545.0, 2440587.5
EVENTS = ('new_moon', 'first_quarter', 'full_moon', 'last_quarter')
STEP = 10 / 1440                         # rise/set search grid, days
TOL = 2e-9                               # root tolerance, days (~0.2 ms)
SEED = 20261129
MOON_RADIUS_M = 1.7374e6                 # as Skyfield's almanac
REFRACTION = np.radians(34 / 60)

# name lat lon zone: |lat| <= 60 first, then higher
PLACE_TABLE = """
london 51.5074 -0.1278 Europe/London        new_york 40.7128 -74.0060 America/New_York
tokyo 35.6762 139.6503 Asia/Tokyo           quito -0.1807 -78.4678 America/Guayaquil
singapore 1.3521 103.8198 Asia/Singapore    sydney -33.8688 151.2093 Australia/Sydney
cape_town -33.9249 18.4241 Africa/Johannesburg  santiago -33.4489 -70.6693 America/Santiago
ushuaia -54.8019 -68.3030 America/Argentina/Ushuaia  kashgar 39.4704 75.9898 Asia/Shanghai
apia -13.8333 -171.7667 Pacific/Apia        kiritimati 1.8721 -157.4278 Pacific/Kiritimati
chatham -43.9535 -176.5597 Pacific/Chatham  honolulu 21.3069 -157.8583 Pacific/Honolulu
delhi 28.6139 77.2090 Asia/Kolkata          los_angeles 34.0522 -118.2437 America/Los_Angeles
oslo 59.9139 10.7522 Europe/Oslo            anchorage 61.2181 -149.9003 America/Anchorage
reykjavik 64.1466 -21.9426 Atlantic/Reykjavik  tromso 69.6492 18.9553 Europe/Oslo
"""
_w = PLACE_TABLE.split()
PLACES = [tuple(_w[i:i + 4]) for i in range(0, len(_w), 4)]
# make_sun_elevation.py's places and heights (m), with their zones.
ELEVATED = [
    ('holmenkollen', '59.9636', '10.6674', 'Europe/Oslo', 371.0),
    ('denver', '39.7392', '-104.9903', 'America/Denver', 1609.0),
    ('la_paz', '-16.4897', '-68.1193', 'America/La_Paz', 3640.0),
    ('mauna_kea', '19.8207', '-155.4681', 'Pacific/Honolulu', 4205.0),
    ('burj_khalifa_top', '25.1972', '55.2744', 'Asia/Dubai', 828.0),
    ('cape_town_table', '-33.9628', '18.4098', 'Africa/Johannesburg', 1085.0),
]


def unix(jd):
    return (jd - UNIX_JD) * 86400


def solve(f, a, b, fa, fb):
    """Vectorized Illinois on brackets [a, b] where fa and fb differ in sign."""
    a, b, fa, fb = (np.array(x, dtype=float) for x in (a, b, fa, fb))
    act = np.arange(len(a))
    for _ in range(100):
        act = act[(np.abs(b[act] - a[act]) > TOL) & (fb[act] != 0)]
        if not act.size:
            return b
        A, B, FA, FB = a[act], b[act], fa[act], fb[act]
        c = B - FB * (B - A) / (FB - FA)
        fc = f(c, act)
        flip = np.sign(fc) == -np.sign(FB)
        a[act], fa[act] = np.where(flip, B, A), np.where(flip, FB, FA / 2)
        b[act], fb[act] = c, fc
    raise RuntimeError('root finder did not converge')


def phases():
    t, y = almanac.find_discrete(TS.tt(1900, 1, 1), TS.tt(2051, 1, 1), almanac.moon_phases(EPH))
    rows = [[EVENTS[k], f'{tt - J2000:.8f}', f'{unix(ut1):.3f}', f'{(tt - ut1) * 86400:.3f}']
            for k, tt, ut1 in zip(y, t.tt, t.ut1)]
    return [['event', 'tt_j2000', 'ut1_unix', 'delta_t_s']] + rows


def illumination():
    rng = np.random.default_rng([SEED, 1])
    tt = np.sort(rng.uniform(TS.tt(1900, 1, 1).tt, TS.tt(2051, 1, 1).tt, 3000))
    t = TS.tt_jd(tt)
    e = EARTH.at(t)
    m, s = e.observe(MOON).apparent(), e.observe(SUN).apparent()
    fraction = m.fraction_illuminated(SUN)
    angle = m.phase_angle(SUN).degrees
    _, mlon, _ = m.frame_latlon(ecliptic_frame)
    _, slon, _ = s.frame_latlon(ecliptic_frame)
    elongation = np.degrees((mlon.radians - slon.radians) % (2 * np.pi))
    rows = [[f'{a - J2000:.8f}', f'{unix(b):.3f}', f'{c:.6f}', f'{d:.5f}', f'{g:.5f}']
            for a, b, c, d, g in zip(tt, t.ut1, fraction, angle, elongation)]
    return [['tt_j2000', 'ut1_unix', 'fraction', 'phase_angle_deg', 'elongation_deg']] + rows


def place_dates(index, zone):
    rng = np.random.default_rng([SEED, 2, index])
    span = (dt.date(2050, 12, 31) - dt.date(1900, 1, 1)).days
    days = {dt.date(1900, 1, 1) + dt.timedelta(days=int(k)) for k in rng.integers(0, span, 60)}
    days |= {dt.date(2026, 1, 1) + dt.timedelta(days=k) for k in range(0, 60)}  # two lunations daily
    return sorted(days)


def rise_set(index, place, elevation_m=0.0, dates=None):
    name, lat, lon, zone = place
    tz = ZoneInfo(zone)
    observer = EARTH + wgs84.latlon(float(lat), float(lon), elevation_m=elevation_m)
    # The dip of the sea horizon from elevation_m, radians (none at sea level).
    dip = math.radians(1.76 / 60 * math.sqrt(elevation_m)) if elevation_m > 0 else 0.0

    def excess(jd):
        """Altitude of the centre above -34' - radius/distance - dip, radians (no refraction model)."""
        app = observer.at(TS.ut1_jd(jd)).observe(MOON).apparent()
        alt, _, distance = app.altaz()
        return alt.radians + REFRACTION + MOON_RADIUS_M / distance.m + dip

    rows = []
    for d in dates or place_dates(index, zone):
        lo = dt.datetime.combine(d, dt.time(), tzinfo=tz).timestamp() / 86400 + UNIX_JD
        hi = dt.datetime.combine(d + dt.timedelta(days=1), dt.time(), tzinfo=tz).timestamp() / 86400 + UNIX_JD
        grid = np.append(np.arange(lo, hi, STEP), hi)
        f = excess(grid)
        cells = []
        for up in (True, False):
            i = np.flatnonzero((f[:-1] < 0) & (f[1:] >= 0) if up else (f[:-1] >= 0) & (f[1:] < 0))
            if i.size:
                root = solve(lambda jd, _: excess(jd), grid[i[:1]], grid[i[:1] + 1], f[i[:1]], f[i[:1] + 1])[0]
                cells.append(f'{unix(root):.3f}')
            else:
                cells.append('')
        rows.append([name, lat, lon, zone, d.isoformat(), f'{unix(lo):.0f}', f'{unix(hi):.0f}'] + cells)
    return rows


def write(name, rows):
    with open(OUT / name, 'w', newline='') as f:
        csv.writer(f, lineterminator='\n').writerows(rows)
    print(f'{name}: {len(rows) - 1} rows')


def elevated():
    """moon_elevation.csv: every sixth local day of 2026 at each elevated place."""
    dates = [dt.date(2026, 1, 1) + dt.timedelta(days=k) for k in range(0, 365, 6)]
    header = ['place', 'lat', 'lon', 'zone', 'elevation_m', 'date', 'day_start_unix', 'day_end_unix', 'rise_unix', 'set_unix']
    rows = [header]
    for name, lat, lon, zone, h in ELEVATED:
        for r in rise_set(0, (name, lat, lon, zone), elevation_m=h, dates=dates):
            rows.append(r[:4] + [f'{h:g}'] + r[4:])
    return rows


def main():
    started = time.time()
    if '--elevation' in sys.argv[1:]:
        write('moon_elevation.csv', elevated())
        print(f'{time.time() - started:.1f} s')
        return
    write('moon_phases.csv', phases())
    write('moon_illumination.csv', illumination())
    header = ['place', 'lat', 'lon', 'zone', 'date', 'day_start_unix', 'day_end_unix', 'rise_unix', 'set_unix']
    write('moon_rise_set.csv', [header] + [r for i, p in enumerate(PLACES) for r in rise_set(i, p)])
    print(f'{time.time() - started:.1f} s')


if __name__ == '__main__':
    main()
