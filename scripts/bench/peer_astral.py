"""Second peer for `make bench`: the 3650-day table with astral (pure
Python, closed-form NOAA formulas, no ephemeris). Not a test dependency:
scripts/bench/run installs it under .build/bench/pylib when it can.
Prints markdown table rows like peer_skyfield.py.
"""
import datetime as dt
import statistics
import time
from zoneinfo import ZoneInfo

import astral
from astral import Depression, Observer
from astral.sun import dawn, dusk, noon, sunrise, sunset

DAYS = 3650
observer = Observer(latitude=59.91, longitude=10.75)
tz = ZoneInfo("Europe/Oslo")
dates = [dt.date(2026, 1, 1) + dt.timedelta(days=i) for i in range(DAYS)]
DEPRESSIONS = (Depression.CIVIL, Depression.NAUTICAL, Depression.ASTRONOMICAL)


def guarded(fn, *args, **kw):
    # astral raises ValueError when the Sun never reaches the angle that day
    # (Oslo's summer nights are never astronomically dark).
    try:
        return fn(*args, **kw)
    except ValueError:
        return None


def table():
    for d in dates:
        guarded(sunrise, observer, d, tzinfo=tz)
        guarded(sunset, observer, d, tzinfo=tz)
        noon(observer, d, tzinfo=tz)
        for dep in DEPRESSIONS:
            guarded(dawn, observer, d, depression=dep, tzinfo=tz)
            guarded(dusk, observer, d, depression=dep, tzinfo=tz)


runs = []
for _ in range(3):
    start = time.perf_counter()
    table()
    runs.append((time.perf_counter() - start) * 1e3)
print(f"| astral {astral.__version__} | table {DAYS} d: sunrise/sunset/noon + "
      f"dawn/dusk at 6/12/18° | {min(runs):.0f} | {statistics.median(runs):.0f} | |")
