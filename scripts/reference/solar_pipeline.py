"""The Solverv apparent-Sun pipeline (ApparentSun.swift, Seasons.apparentLongitude,
PrecessionNutation.swift) reproduced with pyerfa, vectorised over tt.

tt: days since J2000.0 TT (numpy array). Returns lambda (radians, unwrapped by the
caller if needed) and the Swift code's own rate (rad/day)."""
import os

import numpy as np
import erfa

DJ00 = 2451545.0
AULT = erfa.AULT                    # light time for 1 AU, s


def apparent_longitude(tt):
    tt = np.atleast_1d(np.asarray(tt, dtype=float))
    pvh, pvb = erfa.epv00(DJ00, tt)
    ph, vh, vb = pvh['p'], pvh['v'], pvb['v']
    sun_vel = vb - vh
    r = np.linalg.norm(ph, axis=-1)
    light_time = r * AULT / 86400.0
    pos = -ph - light_time[:, None] * sun_vel
    rate_vec = -vh
    # annual aberration, eraAb with the barycentric Earth velocity in units of c
    dist = np.linalg.norm(pos, axis=-1)
    v = (AULT / 86400.0) * vb
    bm1 = np.sqrt(1.0 - np.sum(v * v, axis=-1))
    app = erfa.ab(pos / dist[:, None], v, dist, bm1) * dist[:, None]
    # IAU 2006 precession + IAU 2000B nutation with the IAU 2006 factors
    gamb, phib, psib, epsa = erfa.pfw06(DJ00, tt)
    dpsi, deps = erfa.nut00b(DJ00, tt)
    fj2 = -2.7774e-6 * tt / 36525.0
    dpsi = dpsi * (1 + 0.4697e-6 + fj2)
    deps = deps * (1 + fj2)
    R = erfa.fw2m(gamb, phib, psib + dpsi, epsa + deps)
    e = epsa + deps
    p = np.einsum('nij,nj->ni', R, app)
    q = np.einsum('nij,nj->ni', R, rate_vec)
    ce, se = np.cos(e), np.sin(e)
    px, py = p[:, 0], ce * p[:, 1] + se * p[:, 2]
    vx, vy = q[:, 0], ce * q[:, 1] + se * q[:, 2]
    lam = np.arctan2(py, px)
    prec = 50.29 / 206264.806 / 365.25
    rate = (px * vy - py * vx) / (px * px + py * py) + prec
    return lam, rate


def wrap_pi(a):
    return a - 2 * np.pi * np.round(a / (2 * np.pi))


def first_guess(event, year):
    """Seasons.firstGuess (Meeus 25.2-25.4), vectorised."""
    t = 78.8 + (year - 2000) * 365.24219 + event * 91.31
    for _ in range(3):
        T = t / 36525
        deg = np.pi / 180
        l0 = 280.46646 + 36000.76983 * T + 0.0003032 * T * T
        m = (357.52911 + 35999.05029 * T - 0.0001537 * T * T) * deg
        c = ((1.914602 - 0.004817 * T - 0.000014 * T * T) * np.sin(m)
             + (0.019993 - 0.000101 * T) * np.sin(2 * m) + 0.000289 * np.sin(3 * m))
        om = (125.04 - 1934.136 * T) * deg
        lam = (l0 + c - 0.00569 - 0.00478 * np.sin(om)) * deg
        rate = (36000.76983 + 35999.05029 * 1.914602 * np.cos(m) * deg) * deg / 36525
        t = t + wrap_pi(event * np.pi / 2 - lam) / rate
    return t


def solve(fn, event, year, iters=6):
    """Newton on fn(tt)->(lambda, rate) from the Meeus first guess."""
    t = first_guess(event, year)
    for _ in range(iters):
        lam, rate = fn(t)
        t = t + wrap_pi(event * np.pi / 2 - lam) / rate
    return t


def load_fixture(path=os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'Tests', 'Fixtures', 'seasons.csv')):
    names = {'march_equinox': 0, 'june_solstice': 1, 'september_equinox': 2,
             'december_solstice': 3}
    years, events, tts = [], [], []
    with open(path) as f:
        next(f)
        for line in f:
            c = line.strip().split(',')
            years.append(int(c[0])); events.append(names[c[1]]); tts.append(float(c[2]))
    return np.array(years), np.array(events), np.array(tts) - DJ00


def error_table(years, err_s):
    rows = []
    for lo, hi in ((1900, 2100), (1600, 2400), (1000, 2999)):
        m = (years >= lo) & (years <= hi)
        a = np.abs(err_s[m])
        rows.append((f'{lo}-{hi}', m.sum(), a.max(), np.median(a), np.percentile(a, 99)))
    return rows


if __name__ == '__main__':
    y, ev, tt = load_fixture()
    t = solve(apparent_longitude, ev, y)
    err = (t - tt) * 86400
    for r in error_table(y, err):
        print('%-10s n=%4d max %.3f s  median %.3f s  p99 %.3f s' % r)
