/* The Sun's apparent geocentric ecliptic longitude of date, 1000–3000 CE,
 * from a compact series (190 terms in ERFA's fundamental arguments) that
 * scripts/reference/fit_solar_longitude.py fitted by least squares to
 * Solverv's precise path (eraEpv00, light time, eraAb, IAU 2006/2000B).
 * Within 0.08″ of that path over 1900–2100 and 0.46″ over 1000–3000;
 * about 2 µs where the precise path costs 50. */
#ifndef SOLVERV_SOLAR_LONGITUDE_H
#define SOLVERV_SOLAR_LONGITUDE_H

/* tt: days since J2000.0 TT. *lam: radians, not wrapped; *rate: radians per day. */
void solverv_solar_longitude(double tt, double *lam, double *rate);

#endif
