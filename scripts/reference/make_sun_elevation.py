#!/usr/bin/env python3
"""Reference fixture for an observer's elevation (issue 45): Tests/Fixtures/sun_elevation.csv.

An observer h metres up sees the sea horizon lower by the dip, D = 1.76'·sqrt(h) (the Nautical
Almanac's, with terrestrial refraction; Coordinates.horizonDip), so Solverv lowers every event's
altitude by D. Here Skyfield + JPL DE421 find the same events with the horizon moved by the dip:
``almanac.find_risings``/``find_settings`` for a WGS84 observer at ``elevation_m=h`` (topocentric
apparent Sun, no refraction) with ``horizon_degrees = altitude - D`` and the centre of the disc
(its hour-angle iteration to convergence), for sunrise/sunset (-0.8333 deg) and civil and nautical twilight.

Columns: place,lat,lon,elevation_m,altitude_deg,rising,unix (UT1 seconds, as Solverv reads unix time).
Offline. Usage: python3 scripts/reference/make_sun_elevation.py
"""
import csv
import math
import warnings
from pathlib import Path

warnings.filterwarnings('ignore', message='.*has expired.*')
from skyfield import almanac  # noqa: E402
from skyfield.api import Loader, wgs84  # noqa: E402
from skyfield_data import get_skyfield_data_path  # noqa: E402

LOAD = Loader(get_skyfield_data_path())
TS, EPH = LOAD.timescale(), LOAD('de421.bsp')
SUN = EPH['sun']
OUT = Path(__file__).resolve().parents[2] / 'Tests' / 'Fixtures' / 'sun_elevation.csv'
UNIX_JD = 2440587.5
PLACES = [
    ('holmenkollen', 59.9636, 10.6674, 371.0), ('denver', 39.7392, -104.9903, 1609.0),
    ('la_paz', -16.4897, -68.1193, 3640.0), ('mauna_kea', 19.8207, -155.4681, 4205.0),
    ('burj_khalifa_top', 25.1972, 55.2744, 828.0), ('cape_town_table', -33.9628, 18.4098, 1085.0),
]
ALTITUDES = (-0.8333, -6.0, -12.0)


def main():
    rows = []
    t0, t1 = TS.utc(2026, 1, 1), TS.utc(2027, 1, 1)
    for name, lat, lon, h in PLACES:
        dip = 1.76 / 60 * math.sqrt(h)
        topos = wgs84.latlon(lat, lon, elevation_m=h)
        observer = EPH['earth'] + topos
        for altitude in ALTITUDES:
            for rising, finder in ((1, almanac.find_risings), (0, almanac.find_settings)):
                times, real = finder(observer, SUN, t0, t1, horizon_degrees=altitude - dip)
                for t, ok in list(zip(times, real))[::9]:   # every ninth day: 40-odd a year
                    if ok:
                        unix = (t.ut1 - UNIX_JD) * 86400
                        rows.append((name, lat, lon, h, altitude, rising, f'{unix:.3f}'))
    with OUT.open('w', newline='') as f:
        w = csv.writer(f, lineterminator='\n')
        w.writerow(['place', 'lat', 'lon', 'elevation_m', 'altitude_deg', 'rising', 'unix'])
        w.writerows(rows)
    print(f'{OUT}: {len(rows)} rows')


if __name__ == '__main__':
    main()
