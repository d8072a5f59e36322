import CivilTime
import SolvervLanguage

/// Moving an instant by whole local days at the same wall-clock time: what
/// `--date` and i3bar's scroll show (SPEC §6, time travel as Solstice has
/// it). Across a DST change the UTC distance is 23 or 25 hours; a time the
/// change skips (02:30 on the spring-forward day) lands an hour on.
package enum DayShift {
    package static func shift(_ t: Double, days: Int, in zone: Zone) -> Double {
        guard days != 0 else { return t }
        let whole = t.rounded(.down)
        let s = Int64(whole)
        let wall = s + Int64(zone.utcOffset(at: s)) + Int64(days) * 86_400
        // The offset at the target, found by two corrections (offsets
        // change at most twice within a day).
        var u = wall - Int64(zone.utcOffset(at: wall - Int64(zone.utcOffset(at: s))))
        u = wall - Int64(zone.utcOffset(at: u))
        return Double(u) + (t - whole)
    }

    /// The first real instant at or after `t` at which a line shifted by
    /// `days`, showing `shown` at `t`, shows `target` (a change of what the
    /// shown day's providers say), or sooner: where the shown instant jumps.
    ///
    /// Between clock changes the shown clock runs at the real one's pace,
    /// `target − shown` after `t`; mapping `target` back by whole days of
    /// wall clock instead falls before `t` or after the change near a
    /// clock change of either day, and the look-ahead then crawled (issue
    /// 23). The shown instant jumps where today's clock changes, and where
    /// today's wall clock meets the wall times on either side of a change
    /// of the shown day (`shift` keeps the wall-clock time, and lands a
    /// time that the change skips an hour on). Each jump is returned as an
    /// instant to look again; a look where nothing changed costs no wake.
    package static func realInstant(reaching target: Double, shown: Double, at t: Double, days: Int, in zone: Zone) -> Double {
        var real = t + max(0, target - shown)
        let now = Int64(t.rounded(.down))
        if let change = zone.nextOffsetChange(after: now, withinDays: 2), Double(change.at) < real {
            real = Double(change.at)
        }
        // The shown day's changes whose wall times today's clock can meet
        // before `real`: from a day before the shown instant (offsets move
        // by at most a day, Samoa's in 2011) to a day after `real`'s image.
        let offset = Int64(zone.utcOffset(at: now))
        var from = Int64(shown.rounded(.down)) - 86_400
        let until = shown + (real - t) + 86_400
        while Double(from) < until, let change = zone.nextOffsetChange(after: from, withinDays: 3) {
            for wall in [change.at + Int64(change.before), change.at + Int64(change.after)] {
                let meet = Double(wall - Int64(days) * 86_400 - offset)
                if meet > t, meet < real { real = meet }
            }
            from = change.at
        }
        return real
    }

    /// `⟲ 12 Mar`, with the year when it is not this year's: `⟲ 12 Mar
    /// 2027`; the date as the locale writes it (en_US `⟲ Mar 12`).
    package static func label(_ shown: CivilDate, today: CivilDate) -> String {
        if shown.year == today.year { return "⟲ " + LocaleCalendar.dayMonth(day: shown.day, month: shown.month) }
        return "⟲ " + LocaleCalendar.dayMonthYear(day: shown.day, month: shown.month, year: shown.year)
    }
}
