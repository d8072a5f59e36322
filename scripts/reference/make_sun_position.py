#!/usr/bin/env python3
"""Reference fixture for the line's {altitude} and {azimuth} (issue 45, SPEC §4 "Sun events").

Writes Tests/Fixtures/sun_position.csv from Skyfield + JPL DE421: the Sun's centre seen by a
WGS84 observer at elevation 0, topocentric apparent place (light time, aberration, nutation),
altitude WITHOUT refraction (`altaz()` with no temperature), azimuth east of true north.
Unix seconds are read as UT1, as Solverv reads them (SolarAstronomy/Instant.swift).

Instants: seeded random draws over 1900-2049 (DE421 ends in 2053) at places from make_sun_events.py's table,
so every latitude band, both hemispheres and the date line are in.

Runs offline (skyfield-data ships DE421).
Usage: python3 scripts/reference/make_sun_position.py
"""
import csv
import warnings
from pathlib import Path

import numpy as np

warnings.filterwarnings('ignore', message='.*has expired.*')
from skyfield.api import Loader, wgs84  # noqa: E402
from skyfield_data import get_skyfield_data_path  # noqa: E402

LOAD = Loader(get_skyfield_data_path())
TS, EPH = LOAD.timescale(), LOAD('de421.bsp')
EARTH, SUN = EPH['earth'], EPH['sun']
OUT = Path(__file__).resolve().parents[2] / 'Tests' / 'Fixtures' / 'sun_position.csv'
UNIX_JD = 2440587.5
SEED = 20261129
PER_PLACE = 60

PLACES = [
    ('london', 51.5074, -0.1278), ('quito', -0.1807, -78.4678), ('sydney', -33.8688, 151.2093),
    ('apia', -13.8333, -171.7667), ('reykjavik', 64.1466, -21.9426), ('tromso', 69.6492, 18.9553),
    ('longyearbyen', 78.2232, 15.6267), ('mcmurdo', -77.8419, 166.6863), ('north_89_5', 89.5, 0.0),
    ('kashgar', 39.4704, 75.9898),
]


def main():
    rng = np.random.default_rng(SEED)
    first = -2208988800   # 1900-01-01T00:00:00Z
    last = 2524608000     # 2050-01-01T00:00:00Z
    rows = []
    for name, lat, lon in PLACES:
        unix = np.sort(rng.integers(first, last, PER_PLACE))
        observer = EARTH + wgs84.latlon(lat, lon)
        app = observer.at(TS.ut1_jd(unix / 86400 + UNIX_JD)).observe(SUN).apparent()
        alt, az, _ = app.altaz()
        for u, a, z in zip(unix, alt.degrees, az.degrees):
            rows.append((name, lat, lon, int(u), f'{a:.6f}', f'{z:.6f}'))
    with OUT.open('w', newline='') as f:
        w = csv.writer(f, lineterminator='\n')
        w.writerow(['place', 'lat', 'lon', 'unix', 'altitude_deg', 'azimuth_deg'])
        w.writerows(rows)
    print(f'{OUT}: {len(rows)} rows')


if __name__ == '__main__':
    main()
