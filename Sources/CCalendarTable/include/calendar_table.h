/* How each locale Solverv knows writes dates and times, from CLDR (the
 * Unicode locale data that ICU, browsers and Android use), as C data.
 *
 * Generated into calendar_table.c by `make calendar`
 * (scripts/reference/make_calendar.py); only this header is written by hand.
 *
 * The shipped binary is a static executable, not position-independent: the
 * pointers below are resolved when it is linked, and nothing is relocated
 * at start-up. A line that writes no date or time never touches the table.
 *
 * Names are UTF-8, Sunday first for weekdays, January first for months.
 * A pattern is literal UTF-8 with a byte below 0x20 for each field (see
 * make_calendar.py's FIELDS and CalendarPattern.swift):
 *   1 d, 2 dd, 3 M, 4 MM, 5 MMM (months), 6 LLL (months_alone),
 *   7 E (weekdays), 8 ccc (weekdays_alone), 9 LLLL (months_alone_wide),
 *   14 y, 15 h, 16 hh, 17 H, 18 HH, 19 K, 20 KK, 21 mm, 22 m,
 *   23 a (periods), 24 B (flexible), 25 {0} the time, 26 {1} the date.
 * A range's pattern (CLDR's intervalFormats) has byte 31 where the second
 * time's fields begin; its fallback has 25 for the first time, 26 for the
 * second. */
#ifndef SOLVERV_CALENDAR_TABLE_H
#define SOLVERV_CALENDAR_TABLE_H

struct solverv_calendar {
    const char *months[12];            /* MMM: abbreviated, format context */
    const char *months_alone[12];      /* LLL: abbreviated, stand-alone */
    const char *months_alone_wide[12]; /* LLLL */
    const char *weekdays[7];           /* E: abbreviated, format context */
    const char *weekdays_alone[7];     /* ccc */
    const char *periods[2];            /* a: AM and PM */
    /* B: the part of the day for each hour's minutes, then for exactly
     * 00:00 and 12:00; all null where the 12-hour pattern has no B. */
    const char *flexible[26];
    const char *month_day;              /* MMMd: 21 Dec */
    const char *weekday_month_day;      /* MMMEd: Mon 21 Dec */
    const char *month_day_year;         /* yMMMd: 21 Dec 2026 */
    const char *weekday_month_day_year; /* yMMMEd: Mon, 21 Dec 2026 */
    const char *month_year;             /* yMMM: Jan 2027 */
    const char *month;                  /* MMM: Jan (ja 1月) */
    const char *hour_minute_12;         /* hm: 9:50 PM */
    const char *hour_minute_24;         /* Hm: 21:50 */
    const char *hour_12;                /* h: 9 PM */
    const char *date_time;              /* the medium glue: {1}, {0} */
    /* Ranges of times (hm, Bhm and Hm intervals), by the first field that
     * differs: ko 오전 11:30 ~ 오후 12:10, 오전 6:02~6:13. */
    const char *hour_minute_12_range_period; /* a (or B) */
    const char *hour_minute_12_range_hour;   /* h */
    const char *hour_minute_12_range_minute; /* m */
    const char *hour_minute_24_range_hour;   /* H */
    const char *hour_minute_24_range_minute; /* m */
    const char *range_fallback;              /* {0} – {1}: the ends on two dates */
    unsigned char twelve_hour;          /* the short time format's clock */
};

struct solverv_calendar_key {
    const char *name; /* en_GB, de, en_* (the rest of a language's regions) */
    const struct solverv_calendar *calendar;
};

/* Sorted by name's bytes. */
extern const unsigned solverv_calendar_count;
extern const struct solverv_calendar_key solverv_calendar_keys[];

/* The record for a locale name key, or null. */
static inline const struct solverv_calendar *solverv_calendar_named(const char *key) {
    for (unsigned i = 0; i < solverv_calendar_count; i++) {
        const char *a = solverv_calendar_keys[i].name, *b = key;
        while (*a && *a == *b) { a++; b++; }
        if (*a == *b) return solverv_calendar_keys[i].calendar;
    }
    return 0;
}

/* The arrays by index, for Swift (which sees them as tuples). */
enum solverv_calendar_names {
    SOLVERV_MONTHS, SOLVERV_MONTHS_ALONE, SOLVERV_MONTHS_ALONE_WIDE,
    SOLVERV_WEEKDAYS, SOLVERV_WEEKDAYS_ALONE, SOLVERV_PERIODS, SOLVERV_FLEXIBLE
};

static inline const char *solverv_calendar_name(const struct solverv_calendar *c, enum solverv_calendar_names names, unsigned i) {
    switch (names) {
    case SOLVERV_MONTHS: return i < 12 ? c->months[i] : 0;
    case SOLVERV_MONTHS_ALONE: return i < 12 ? c->months_alone[i] : 0;
    case SOLVERV_MONTHS_ALONE_WIDE: return i < 12 ? c->months_alone_wide[i] : 0;
    case SOLVERV_WEEKDAYS: return i < 7 ? c->weekdays[i] : 0;
    case SOLVERV_WEEKDAYS_ALONE: return i < 7 ? c->weekdays_alone[i] : 0;
    case SOLVERV_PERIODS: return i < 2 ? c->periods[i] : 0;
    case SOLVERV_FLEXIBLE: return i < 26 ? c->flexible[i] : 0;
    }
    return 0;
}

#endif
