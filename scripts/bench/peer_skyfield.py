"""Peer for `make bench`: the work of `solverv table` and `solverv events`
done with Skyfield (JPL DE421, offline through skyfield-data).

Timed inside Python after the ephemeris is loaded, so interpreter start-up
and file loading are excluded: this is the peer's best case for compute.
Prints markdown table rows (the header is printed by scripts/bench/run).
"""
import statistics
import time

from skyfield import almanac
from skyfield.api import Loader, wgs84
from skyfield.searchlib import find_discrete
from skyfield_data import get_skyfield_data_path

REPEAT = 3
LAT, LON = 59.91, 10.75
DAYS = 3650

load = Loader(get_skyfield_data_path())
ts = load.timescale()
eph = load("de421.bsp")
earth, sun = eph["earth"], eph["sun"]
place = wgs84.latlon(LAT, LON)
observer = earth + place

# Local midnight in Oslo (UTC+1 in January), as `table --from 2026-01-01`.
t0 = ts.utc(2025, 12, 31, 23)
t1 = ts.utc(2025, 12, 31 + DAYS, 23)


def rise_set():
    almanac.find_risings(observer, sun, t0, t1, horizon_degrees=-0.8333)
    almanac.find_settings(observer, sun, t0, t1, horizon_degrees=-0.8333)


def twilight():
    # One pass finds civil, nautical and astronomical dawns and dusks.
    find_discrete(t0, t1, almanac.dark_twilight_day(eph, place))


def noon():
    # Transits include lower (midnight) ones, as Solverv's table does not;
    # filtering them out is negligible next to the search.
    find_discrete(t0, t1, almanac.meridian_transits(eph, sun, place))


def table():
    rise_set()
    twilight()
    noon()


# DE421 spans 1899-07-29..2053-10-09, so 1900-2050 is the widest whole-year
# range Skyfield can do here; `events --from 1000 --to 3000` needs DE422.
Y0, Y1 = 1900, 2050
seasons_t0, seasons_t1 = ts.utc(Y0, 1, 1), ts.utc(Y1 + 1, 1, 1)


def seasons():
    return find_discrete(seasons_t0, seasons_t1, almanac.seasons(eph))


def timed(fn):
    """Best and median of REPEAT runs, in ms."""
    runs = []
    for _ in range(REPEAT):
        start = time.perf_counter()
        fn()
        runs.append((time.perf_counter() - start) * 1e3)
    return min(runs), statistics.median(runs)


def row(what, best, med):
    print(f"| Skyfield 1.55 | {what} | {best:.1f} | {med:.1f} |")


for label, fn in [
    (f"table {DAYS} d: sunrise/sunset", rise_set),
    (f"table {DAYS} d: civil/nautical/astro twilight", twilight),
    (f"table {DAYS} d: solar noon", noon),
    (f"table {DAYS} d: **all of the above**", table),
]:
    row(label, *timed(fn))

n_events = len(seasons()[0])
best, med = timed(seasons)
row(f"events {Y0}–{Y1} ({n_events} events, DE421's span)", best, med)
# 1000..3000 inclusive is 2001 years x 4 = 8004 events.
scale = 8004 / n_events
row("events 1000–3000 (8004 events) — *extrapolated* ×8004/n",
    best * scale, med * scale)
