#!/usr/bin/env python3
"""Reference fixture for the cross-quarter days (issue 45): Tests/Fixtures/cross_quarter.csv.

A cross-quarter day is the instant when the Sun's apparent geocentric ecliptic longitude,
referred to the true ecliptic and equinox of date, reaches 315°, 45°, 135° or 225°: the
definition make_seasons.py uses for the equinoxes and solstices (0°, 90°, 180°, 270°), taken
here from Skyfield's own ``ecliptic_frame`` with JPL DE421 (so 1900-2049: DE421 ends in 2053).
``find_discrete`` brackets each octant change to its default 1 ms; the late end is written.

Columns: year,event,tt_jd,ut1_jd,delta_t_s (ΔT from Skyfield's default timescale). Offline.
Usage: python3 scripts/reference/make_cross_quarter.py
"""
import csv
import warnings
from pathlib import Path

import numpy as np

warnings.filterwarnings('ignore', message='.*has expired.*')
from skyfield import searchlib  # noqa: E402
from skyfield.api import Loader  # noqa: E402
from skyfield.framelib import ecliptic_frame  # noqa: E402
from skyfield_data import get_skyfield_data_path  # noqa: E402

LOAD = Loader(get_skyfield_data_path())
TS, EPH = LOAD.timescale(), LOAD('de421.bsp')
EARTH, SUN = EPH['earth'], EPH['sun']
OUT = Path(__file__).resolve().parents[2] / 'Tests' / 'Fixtures' / 'cross_quarter.csv'
# find_discrete gives the octant entered: k once the longitude reaches 45° + 90°·k.
NAMES = {0: 'may_cross_quarter', 1: 'august_cross_quarter', 2: 'november_cross_quarter', 3: 'february_cross_quarter'}


def octant(t):
    lon = EARTH.at(t).observe(SUN).apparent().frame_latlon(ecliptic_frame)[1].degrees
    return ((lon - 45) // 90 % 4).astype(int)


octant.step_days = 30


def main():
    t0, t1 = TS.tt(1900, 1, 1), TS.tt(2050, 1, 1)
    times, values = searchlib.find_discrete(t0, t1, octant)
    rows = []
    for t, v in zip(times, values):
        name = NAMES[int(v)]
        year = int(t.tt_calendar()[0])
        dt = float(t.delta_t)
        rows.append((year, name, f'{t.tt:.8f}', f'{t.tt - dt / 86400:.8f}', f'{dt:.3f}'))
    with OUT.open('w', newline='') as f:
        w = csv.writer(f, lineterminator='\n')
        w.writerow(['year', 'event', 'tt_jd', 'ut1_jd', 'delta_t_s'])
        w.writerows(rows)
    print(f'{OUT}: {len(rows)} rows; first {rows[0]}')


if __name__ == '__main__':
    main()
