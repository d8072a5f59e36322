"""Generate Tests/Fixtures/seasons.csv: equinoxes and solstices from Skyfield.

An event is the instant when the Sun's apparent geocentric ecliptic longitude,
referred to the true ecliptic and equinox of date, reaches 0°, 90°, 180° or
270°.  That is Skyfield 1.55's ``almanac.seasons`` definition, and this
script calls it unchanged: per time it forces IAU 2000B nutation, takes
``earth.at(t).observe(sun).apparent()`` (light time; deflection by Sun,
Jupiter and Saturn; annual aberration) and reads the longitude in
``ecliptic_frame`` (ICRS → bias, IAU 2006/Capitaine 2003 precession,
nutation, then true obliquity).  ``find_discrete`` (default epsilon 1 ms,
``searchlib.EPSILON = 0.001 / DAY_S``) brackets each quadrant change but
returns the *late* end of its last bracket, so the event can be up to 1 ms
early of it.  A smaller epsilon is no cure: at 0.1 ms the bracket is a few
float64 ulps of JD (40 µs) wide, its subdivision stops being monotonic and
find_discrete reports spurious 3→0→3→0 flips (seen around 2306).  So each
event is polished by one secant step on the same longitude across
[t − 2 ms, t], then checked: residual < 0.05 ms.  Output error is thus
dominated by writing JD with 8 decimals (≤ 0.43 ms).

Ephemerides: DE421 (skyfield-data's de421.bsp) for events in 1900–2050, DE422
elsewhere.  DE422 comes from the ``de422`` package: per-body NumPy arrays of
Chebyshev coefficients (km, TDB days, 32-day records), readable with the
deprecated ``jplephem.ephem.Ephemeris``.  We wrap them as Skyfield
``VectorFunction``s: Earth = EMB − Moon/(1 + EMRAT), as DE421's SPK segments
give it, and Jupiter/Saturn barycentres as the deflectors.

Coverage surprise: DE422's arrays end at JD 2816816.5 (TT ≈ 3000-01-30), so
the events of year 3000 cannot be computed from it; the file stops at
year 2999 (8000 rows, not 8004).  No other ephemeris reaching past 3000 is
installable here.

Cross-check, events of 1900–2050 solved with both ephemerides:
max |DE421 − DE422| = 0.019 s, mean 0.009 s (printed by each run).
Sanity: 2026 March equinox 2026-03-20 14:45:57 UTC; Meeus (Astronomical
Algorithms ch. 27) agrees within 56 s in 1900–2050 and 144 s in 1000–2999,
his stated accuracy, so the DE422 wrapper is sound outside DE421's span.

Columns: year,event,tt_jd,ut1_jd,delta_t_s,ephemeris with
ut1_jd = tt_jd − ΔT/86400 and ΔT from Skyfield's default timescale (see
make_delta_t.py).  Rows in time order.  Offline, deterministic, ~10 s.
Run: ``python3 scripts/reference/make_seasons.py``.
"""
import time
import warnings
from pathlib import Path

import de422
import numpy as np
from jplephem.ephem import Ephemeris
from skyfield import almanac
from skyfield.api import Loader, load
from skyfield.constants import AU_KM, DAY_S, tau
from skyfield.framelib import ecliptic_frame
from skyfield.nutationlib import iau2000b_radians
from skyfield.searchlib import find_discrete
from skyfield.vectorlib import VectorFunction
from skyfield_data import get_skyfield_data_path

ROOT = Path(__file__).resolve().parents[2]
CSV_OUT = ROOT / "Tests/Fixtures/seasons.csv"

BRACKET = 2e-3 / DAY_S          # secant span; find_discrete leaves ≤ 1 ms
EVENTS = ("march_equinox", "june_solstice", "september_equinox",
          "december_solstice")
FIRST_YEAR, LAST_YEAR = 1000, 2999  # DE422 ends 3000-01-30
DE421_YEARS = (1900, 2050)


class DE422Segment(VectorFunction):
    """One body of the de422 package as a Skyfield vector (AU, AU/day)."""

    def __init__(self, kernel, center, target, name, factor=1.0):
        self.ephemeris = kernel   # lets apparent() find the deflectors
        self.center, self.target = center, target
        self._name, self._factor = name, factor

    def _at(self, t):
        # Whole + fraction keeps the ~40 µs float resolution of TDB JD.
        p, v = self.ephemeris.jpl.position_and_velocity(
            self._name, t.whole, t.tdb_fraction)
        k = self._factor / AU_KM
        return p * k, v * k, None, None


class DE422Kernel:
    """The little of the SpiceKernel interface that almanac.seasons needs."""

    def __init__(self):
        self.jpl = Ephemeris(de422)
        for name in ("sun", "earthmoon", "moon", "jupiter", "saturn"):
            # Memory-map: only the records we touch are read.
            self.jpl.sets[name] = np.load(
                self.jpl.path(f"jpl-{name}.npy"), mmap_mode="r")
        earth = (DE422Segment(self, 0, 3, "earthmoon")
                 + DE422Segment(self, 3, 399, "moon", -self.jpl.earth_share))
        sun = DE422Segment(self, 0, 10, "sun")
        self._bodies = {
            "earth": earth, 399: earth, "sun": sun, 10: sun,
            5: DE422Segment(self, 0, 5, "jupiter"),
            6: DE422Segment(self, 0, 6, "saturn"),
        }

    def __getitem__(self, key):
        return self._bodies[key]

    def __contains__(self, key):
        return key in self._bodies


def offset_from_target(ts, eph, whole, frac, k):
    """Apparent longitude minus k·90°, wrapped to ±180°, in radians.

    The same steps as almanac.seasons' season_at, but keeping the angle.
    """
    t = ts.tt_jd(whole, frac)
    t._nutation_angles_radians = iau2000b_radians(t)
    _, lon, _ = (eph["earth"].at(t).observe(eph["sun"]).apparent()
                 .frame_latlon(ecliptic_frame))
    return (lon.radians - k * tau / 4 + tau / 2) % tau - tau / 2


def solve(ts, eph, first_year, last_year):
    """TT JDs, event indices and years of all seasons of the years given."""
    t0, t1 = ts.tt(first_year, 1, 1), ts.tt(last_year + 1, 1, 1)
    t, k = find_discrete(t0, t1, almanac.seasons(eph))
    years = t.tt_calendar()[0]
    expected = np.tile(np.arange(4), last_year - first_year + 1)
    assert np.array_equal(k, expected), "events missing or out of order"
    assert np.array_equal(years, np.repeat(
        np.arange(first_year, last_year + 1), 4)), "event in wrong year"

    # Secant step across [t − 2 ms, t]; the longitude is linear to ~1e-12
    # over 2 ms.  Whole + fraction so the 2 ms are not lost in the JD.
    whole = np.floor(t.tt)
    frac = t.tt - whole
    fa = offset_from_target(ts, eph, whole, frac - BRACKET, k)
    fb = offset_from_target(ts, eph, whole, frac, k)
    assert (fa < 0).all() and (fb >= 0).all(), "find_discrete bracket lost"
    frac = frac - BRACKET + BRACKET * fa / (fa - fb)
    residual = offset_from_target(ts, eph, whole, frac, k)
    residual_s = np.abs(residual) / ((fb - fa) / BRACKET) * DAY_S
    assert residual_s.max() < 5e-5, f"secant residual {residual_s.max()} s"
    return whole + frac, k, years


def main():
    start = time.time()
    ts = load.timescale(builtin=True)
    with warnings.catch_warnings():
        # skyfield-data warns its finals2000A.all is stale; we never read it.
        warnings.simplefilter("ignore", RuntimeWarning)
        de421 = Loader(get_skyfield_data_path(), verbose=False)("de421.bsp")
    de422 = DE422Kernel()

    a, b = DE421_YEARS
    parts = [(solve(ts, de422, FIRST_YEAR, a - 1), "de422"),
             (solve(ts, de421, a, b), "de421"),
             (solve(ts, de422, b + 1, LAST_YEAR), "de422")]

    cross = solve(ts, de422, a, b)[0]
    diff_s = np.abs(parts[1][0][0] - cross) * DAY_S
    print(f"DE421 vs DE422, {a}–{b}: max |Δ| {diff_s.max():.4f} s,"
          f" mean {diff_s.mean():.4f} s")

    CSV_OUT.parent.mkdir(parents=True, exist_ok=True)
    rows = 0
    with CSV_OUT.open("w", encoding="utf-8") as f:
        f.write("year,event,tt_jd,ut1_jd,delta_t_s,ephemeris\n")
        for (tt, k, years), name in parts:
            delta_t = ts.tt_jd(tt).delta_t
            ut1 = tt - delta_t / DAY_S
            for y, e, t, u, d in zip(years, k, tt, ut1, delta_t):
                f.write(f"{y},{EVENTS[e]},{t:.8f},{u:.8f},{d:.3f},{name}\n")
                rows += 1
    print(f"{CSV_OUT.relative_to(ROOT)}: {rows} rows"
          f" ({FIRST_YEAR}–{LAST_YEAR}) in {time.time() - start:.1f} s")

    # Sanity: 2026 March equinox is 2026-03-20 14:46 UT.
    tt = parts[1][0][0][4 * (2026 - a)]
    print("2026 March equinox:",
          ts.tt_jd(tt).utc_strftime("%Y-%m-%d %H:%M:%S UTC"))


if __name__ == "__main__":
    main()
