#include <erfa.h>
#include <erfam.h>

// ERFA's constants are parenthesised macros, which Swift does not import.
static const double solverv_erfa_au_metres = ERFA_DAU;
static const double solverv_erfa_c_metres_per_second = ERFA_CMPS;
static const double solverv_erfa_au_light_seconds = ERFA_AULT;

// glibc's sincos(3), which <math.h> declares only under _GNU_SOURCE: one
// argument reduction for both, the same bits as sin and cos. The Moon's
// principal phases take three pairs each (LunarAstronomy's PeriodicTerms).
extern void sincos(double x, double *sine, double *cosine);
