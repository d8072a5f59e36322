"""Peer for `make bench`: the work of `solverv table` and `solverv events`
done with Skyfield 1.55 (JPL DE421, offline through skyfield-data).

Timed inside Python after the ephemeris is loaded, so interpreter start-up
and file loading are excluded: this is the peer's best case for compute.
Prints markdown table rows; scripts/bench/run prints the header.

Two ways to get the twilights and noon, because they differ 10-20x:
the find_discrete searches (dark_twilight_day, meridian_transits) sample
the whole span finely; find_risings/find_settings/find_transits (Skyfield
>= 1.48) step per day. The fast path is the fair peer; the slow one is what
most Skyfield examples show. The slow ones take tens of seconds each, so
they run once instead of best-of-3 to keep `make bench` near 3 minutes.
"""
import statistics
import time
import warnings

from skyfield import almanac
from skyfield.api import Loader, wgs84
from skyfield.searchlib import find_discrete
from skyfield_data import get_skyfield_data_path

# skyfield-data's IERS table has "expired"; irrelevant to timing.
warnings.simplefilter("ignore", RuntimeWarning)

LAT, LON, DAYS = 59.91, 10.75, 3650
HORIZON = -0.8333  # refraction + semi-diameter, as Solverv's sunrise/sunset

load = Loader(get_skyfield_data_path())
ts = load.timescale()
eph = load("de421.bsp")
sun = eph["sun"]
place = wgs84.latlon(LAT, LON)
observer = eph["earth"] + place

# Local midnight in Oslo (UTC+1 in January), as `table --from 2026-01-01`.
t0 = ts.utc(2025, 12, 31, 23)
t1 = ts.utc(2025, 12, 31 + DAYS, 23)


def rise_set():
    almanac.find_risings(observer, sun, t0, t1, horizon_degrees=HORIZON)
    almanac.find_settings(observer, sun, t0, t1, horizon_degrees=HORIZON)


def twilight_discrete():
    # One pass yields civil, nautical and astronomical dawns and dusks.
    find_discrete(t0, t1, almanac.dark_twilight_day(eph, place))


def noon_discrete():
    # Also finds lower transits (midnights), which the table does not need.
    find_discrete(t0, t1, almanac.meridian_transits(eph, sun, place))


def twilight_fast():
    for h in (-6, -12, -18):
        almanac.find_risings(observer, sun, t0, t1, horizon_degrees=h)
        almanac.find_settings(observer, sun, t0, t1, horizon_degrees=h)


def noon_fast():
    almanac.find_transits(observer, sun, t0, t1)


# DE421 spans 1899-07-29..2053-10-09, so 1900-2050 is the widest whole-year
# range it allows; `events --from 1000 --to 3000` would need DE422.
Y0, Y1 = 1900, 2050
season_fn = almanac.seasons(eph)


def seasons():
    return find_discrete(ts.utc(Y0, 1, 1), ts.utc(Y1 + 1, 1, 1), season_fn)


def timed(fn, repeat=3):
    """(best, median) of `repeat` runs, in ms."""
    runs = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        runs.append((time.perf_counter() - start) * 1e3)
    return min(runs), statistics.median(runs)


def row(what, best, med, note=""):
    print(f"| Skyfield | {what} | {best:.0f} | {med:.0f} | {note} |", flush=True)


rs = timed(rise_set)
tf, nf = timed(twilight_fast), timed(noon_fast)
td, nd = timed(twilight_discrete, 1), timed(noon_discrete, 1)
row(f"table {DAYS} d: sunrise/sunset (find_risings/settings)", *rs)
row(f"table {DAYS} d: twilights (find_risings/settings −6/−12/−18°)", *tf)
row(f"table {DAYS} d: noon (find_transits)", *nf)
row(f"table {DAYS} d: **whole table, fast path** (sum)",
    *(a + b + c for a, b, c in zip(rs, tf, nf)))
row(f"table {DAYS} d: twilights (dark_twilight_day + find_discrete)", *td, "1 run")
row(f"table {DAYS} d: noon (meridian_transits + find_discrete)", *nd, "1 run")
row(f"table {DAYS} d: whole table, find_discrete path (sum)",
    *(a + b + c for a, b, c in zip(rs, td, nd)), "1 run")

n = len(seasons()[0])  # also warms the season function's caches
best, med = timed(seasons)
row(f"events {Y0}–{Y1} ({n} events; DE421's span)", best, med)
scale = 8004 / n  # 1000..3000 inclusive: 2001 years x 4 events
row("events 1000–3000 (8004 events)", best * scale, med * scale,
    f"**extrapolated** ×8004/{n} from 1900–2050")
