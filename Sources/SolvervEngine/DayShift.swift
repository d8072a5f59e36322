import CivilTime

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

    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `⟲ 12 Mar`, with the year when it is not this year's: `⟲ 12 Mar 2027`.
    package static func label(_ shown: CivilDate, today: CivilDate) -> String {
        "⟲ \(shown.day) \(months[shown.month - 1])" + (shown.year == today.year ? "" : " \(shown.year)")
    }
}
