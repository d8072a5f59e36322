import CivilTime
import SolarAstronomy
import SolvervContracts
import SolvervLanguage

/// **dst**: the days until the next clock change in the display zone.
///
/// Days are calendar days in the display zone, as the countdown counts
/// them: tomorrow is 1, and the change stays "today" for its whole local
/// date ("Clocks went back 1h today at 03:00" once it has happened). Its
/// date is the old clock's at the change, as the tz database dates its
/// rules: where clocks went back across midnight (St. John's at 00:01 until
/// 2010, to 23:01 the day before) the change is the later date's, seconds
/// before it are "today", and the repeated hour after it too. The
/// change is found in the tz database (the zone's offset at instants, over
/// the next 400 days), so a 30-minute change (Australia/Lord_Howe) or a
/// 45-minute zone (Pacific/Chatham) is as the database has it. Sunrise and
/// sunset are the last before the change and the first after it, from the
/// astronomy; `{sunrise_shift}` and `{sunset_shift}` are how far their local
/// clock times move (the 1h of the change, give or take the season's drift).
///
/// A zone with no clock change in the next 400 days (Asia/Tokyo, UTC)
/// says so in plain text (`No clock changes (Tokyo time)`; large `Clocks
/// stay at UTC+09:00 all year`) and shows no block in any bar, and it is
/// not an error; the JSON snapshot says `"dst": {"state": "none", …}` with
/// the other facts null.
///
/// Default text: small `⏰ 12d`, medium `Clocks go back 1h in 12 days
/// (sunset 17:59 → 16:55)`, large adds the date and the clocks, and
/// sunrise and sunset before and after with their shifts.
///
/// Example template: `solverv dst --template '{icon} {direction} {shift} {when}'`.
public struct DSTProvider: Provider {
    public init() {}

    public let name = "dst"
    public let summary = "days until the next clock change, and how it moves sunrise and sunset"
    // Computed, not stored: only `formats` and templates read it.
    public var placeholders: [(String, String)] { [
        ("icon", "⏰"),
        ("state", "forward, back, or none (no clock change within 400 days: plain text says so, a bar shows nothing)"),
        ("direction", "forward or back"),
        ("days", "calendar days until the change in the display zone (0 on the day)"),
        ("days_short", "the days in the language's compact form, 126d, or today on the day"),
        ("when", "in 12 days, tomorrow, or today at 03:00"),
        ("shift", "how far the clocks move: 1h, 30m"),
        ("offset_change_s", "the change in UTC offset, seconds: 3600 forward, -3600 back"),
        ("utc", "the change in UTC, RFC 3339"),
        ("local", "the change in the display zone, RFC 3339 (on the new offset)"),
        ("date", "the change's local date, YYYY-MM-DD, on the clock that reads from_time"),
        ("from_time", "the clock when it changes, HH:MM: 03:00 when it goes back to 02:00"),
        ("to_time", "the clock it changes to, HH:MM"),
        ("offset_before", "the UTC offset before, +02:00"),
        ("offset_after", "the UTC offset after, +01:00"),
        ("sunrise_before", "the last sunrise before the change, HH:MM (empty if none within two days)"),
        ("sunrise_after", "the first sunrise after the change, HH:MM"),
        ("sunrise_shift", "how far the clock time of sunrise moves: −58m (empty without sunrises)"),
        ("sunrise_shift_s", "the same, seconds, from the instants"),
        ("sunset_before", "the last sunset before the change, HH:MM"),
        ("sunset_after", "the first sunset after the change, HH:MM"),
        ("sunset_shift", "how far the clock time of sunset moves: −1h04m"),
        ("sunset_shift_s", "the same, seconds, from the instants"),
    ] }

    /// How far ahead a change is looked for: every zone that keeps DST
    /// changes within a year.
    public static let horizonDays = 400

    public func report(_ context: ProviderContext) -> ProviderReport {
        let zone = context.zone, today = context.today
        guard let change = Self.change(context) else { return none(context) }
        let at = Double(change.at)
        let date = Self.date(of: change)
        let past = at <= context.now
        // Never negative: a change ahead is on today's date or later on the
        // clock that runs until it; one past was today's (after clocks go
        // back across midnight, the date before repeats its last hour).
        let days = past ? 0 : max(0, date.daysSinceEpoch - today.daysSinceEpoch)
        let forward = change.shift > 0
        let direction = forward ? "forward" : "back"
        let shift = Self.amount(abs(change.shift))
        let fromTime = Self.clock(change.at + Int64(change.before)), toTime = Self.clock(change.at + Int64(change.after))
        let when = Wording.when(days: days, time: fromTime)
        let icon = Self.icon(context.icons)
        let sun = SunAround(context, change, date)

        let headline = Self.headline(forward: forward, past: past, shift: shift, days: days, time: fromTime)
        // TRANSLATORS: after the medium size's clock change: the last sunset before it and the first after,
        // times such as 17:59 or 5:59 PM (within 72 columns with the change).
        let sunsetPart = sun.sunset.map { " " + fill(tr("(sunset %1$s → %2$s)"), $0.before, $0.after) } ?? ""
        var large: String?
        if context.wantsLarge {
            // The change's date and clocks as LC_TIME writes them: Sun 25 Oct 2026, 03:00 → 02:00.
            let clocks = Wording.dateTime(date, fromTime + " → " + toTime)
            var lines = [icon + " " + headline,
                         clocks + " (UTC" + Self.offset(change.before, minus: "−") + " → UTC" + Self.offset(change.after, minus: "−") + ")"]
            // TRANSLATORS: the large size: the last sunrise before the change, the first after it, and how
            // far its clock time moves (−58m).
            if let r = sun.sunrise { lines.append(fill(tr("Sunrise %1$s → %2$s (%3$s)"), r.before, r.after, r.text)) }
            // TRANSLATORS: the large size: the last sunset before the change, the first after it, and how
            // far its clock time moves (−1h04m).
            if let s = sun.sunset { lines.append(fill(tr("Sunset %1$s → %2$s (%3$s)"), s.before, s.after, s.text)) }
            large = lines.joined(separator: "\n")
        }
        var changes: [Double] = []
        if context.wantsChanges {
            // The days count at local midnight; "go" becomes "went" at the change.
            changes = [context.nextMidnight]
            if at > context.now { changes.append(at) }
        }
        return ProviderReport(
            provider: name,
            facts: [
                Fact("icon", .text(icon)),
                Fact("state", .text(direction)),
                Fact("direction", .text(direction)),
                Fact("days", .integer(days)),
                Fact("days_short", context.text("days_short", Wording.daysShort(days))),
                Fact("when", .text(when)),
                Fact("shift", .text(shift)),
                Fact("offset_change_s", .integer(change.shift)),
                Fact("utc", context.text("utc", Timestamp.utc(unixSeconds: at))),
                Fact("local", context.text("local", Wording.local(at, zone))),
                Fact("date", context.text("date", date.description)),
                Fact("from_time", .text(fromTime)),
                Fact("to_time", .text(toTime)),
                Fact("offset_before", .text(Self.offset(change.before))),
                Fact("offset_after", .text(Self.offset(change.after))),
                Fact("sunrise_before", sun.sunrise.map { .text($0.before) } ?? .missing),
                Fact("sunrise_after", sun.sunrise.map { .text($0.after) } ?? .missing),
                Fact("sunrise_shift", sun.sunrise.map { .text($0.text) } ?? .missing),
                Fact("sunrise_shift_s", sun.sunrise.map { .integer($0.seconds) } ?? .missing),
                Fact("sunset_before", sun.sunset.map { .text($0.before) } ?? .missing),
                Fact("sunset_after", sun.sunset.map { .text($0.after) } ?? .missing),
                Fact("sunset_shift", sun.sunset.map { .text($0.text) } ?? .missing),
                Fact("sunset_shift_s", sun.sunset.map { .integer($0.seconds) } ?? .missing),
            ],
            small: icon + " " + Wording.daysShort(days),
            medium: headline + sunsetPart,
            large: large,
            classes: ["clocks-\(direction)"],
            percentage: nil,
            alt: "clocks_\(direction)",
            changes: changes
        )
    }

    /// The change the line is about: the first one whose date (`date(of:)`)
    /// is today or later, or that is still ahead. So a change stays "today"
    /// for its whole date, before it and after it, and one seconds away is
    /// never missed: a date's first start is used (`Zone.startOfDay`), and
    /// the search begins a day early, from the second before, so a change at
    /// midnight itself is found.
    static func change(_ context: ProviderContext) -> OffsetChange? {
        let zone = context.zone, today = context.today
        var from = zone.startOfDay(today.adding(days: -1)) - 1
        // Yesterday's changes, at most one or two, are passed over.
        for _ in 0..<3 {
            guard let change = zone.nextOffsetChange(after: from, withinDays: horizonDays + 1) else { return nil }
            if date(of: change) >= today || Double(change.at) > context.now { return change }
            from = change.at
        }
        return nil
    }

    /// A change's date: the old clock's at the change, the date of
    /// `from_time`, as the tz database writes its rules (Newfoundland went
    /// back "Oct lastSun 0:01": 00:01 on Sunday became 23:01 on Saturday,
    /// and the change is Sunday's).
    static func date(of change: OffsetChange) -> CivilDate {
        CivilDate(daysSinceEpoch: Int((Double(change.at + Int64(change.before)) / 86_400).rounded(.down)))
    }

    /// No change ahead: texts that say so (`No clock changes`, for plain
    /// text; the engine leaves the report out of every bar's line), and
    /// `state` none with every other fact null.
    private func none(_ context: ProviderContext) -> ProviderReport {
        var facts = [Fact("icon", .missing), Fact("state", .text("none"))]
        for (name, _) in placeholders where name != "icon" && name != "state" { facts.append(Fact(name, .missing)) }
        let icon = Self.icon(context.icons)
        var large: String?
        if context.wantsLarge {
            let offset = context.zone.utcOffset(at: Int64(context.now.rounded(.down)))
            let headline = icon + " " + tr("No clock changes")
            // TRANSLATORS: the large size in a zone without clock changes; %s is an offset such as +09:00.
            large = headline + "\n" + fill(tr("Clocks stay at UTC%s all year"), Self.offset(offset, minus: "−"))
        }
        // Checked again each midnight: a zone's rules can change.
        // TRANSLATORS: the small size in a zone without clock changes, after the icon (within 14 columns with it).
        let small = icon + " " + trc("small", "no changes")
        // TRANSLATORS: the medium size in a zone without clock changes.
        return ProviderReport(provider: name, facts: facts, small: small, medium: tr("No clock changes"), large: large,
                              classes: [], percentage: nil, alt: "",
                              changes: context.wantsChanges ? [context.nextMidnight] : [], saysNothingAhead: true)
    }

    static func icon(_ set: IconSet) -> String {
        switch set {
        case .emoji: "⏰"
        case .nerd: "\u{F017}"  // nf-fa-clock_o
        }
    }

    /// `1h`, `30m`, `1h30m`.
    static func amount(_ seconds: Int) -> String {
        let m = (seconds + 30) / 60
        switch (m / 60, m % 60) {
        case (0, let min): return Wording.minutes(min)
        case (let h, 0): return Wording.hours(h)
        default: return Wording.hoursMinutes(m)
        }
    }

    /// `Clocks go back 1h in 12 days`: whole sentences, one per direction,
    /// tense and when (in N days, tomorrow, today at), so that a language
    /// words each its own way, with the verb it needs (nb `Klokka stilles
    /// 1 t fram om 8 dager`; zh `8天后时钟拨快1小时`).
    static func headline(forward: Bool, past: Bool, shift: String, days: Int, time: String) -> String {
        let n = String(days)
        switch (forward, past, days) {
        // TRANSLATORS: the medium size on the day of a clock change, after it (within 72 columns with the
        // sunsets after it): %1$s is how far (1h, 30m), %2$s the clock when it changed (03:00, 3:00 AM).
        case (true, true, _): return fill(tr("Clocks went forward %1$s today at %2$s"), shift, clockAt(time))
        case (false, true, _): return fill(tr("Clocks went back %1$s today at %2$s"), shift, clockAt(time))
        // TRANSLATORS: the medium size, a clock change later today (within 72 columns with the sunsets
        // after it): %1$s is how far (1h, 30m), %2$s the clock when it changes (03:00, 3:00 AM).
        case (true, false, 0): return fill(tr("Clocks go forward %1$s today at %2$s"), shift, clockAt(time))
        case (false, false, 0): return fill(tr("Clocks go back %1$s today at %2$s"), shift, clockAt(time))
        // TRANSLATORS: the medium size, a clock change tomorrow: %s is how far (1h, 30m).
        case (true, false, 1): return fill(tr("Clocks go forward %s tomorrow"), shift)
        case (false, false, 1): return fill(tr("Clocks go back %s tomorrow"), shift)
        // TRANSLATORS: the medium size, a clock change in 2 days or more (within 72 columns with the
        // sunsets after it): %1$s is how far (1h, 30m), %2$d the number of days.
        case (true, false, _): return fill(trn("Clocks go forward %1$s in %2$d day", "Clocks go forward %1$s in %2$d days", days), shift, n)
        case (false, false, _): return fill(trn("Clocks go back %1$s in %2$d day", "Clocks go back %1$s in %2$d days", days), shift, n)
        }
    }

    /// `+05:45`, `-03:30` as RFC 3339 writes offsets (ASCII minus).
    /// For people the minus sign is U+2212 (`−05:00`), as `report` writes
    /// it and CLDR's; the facts (`offset_before`) keep ISO 8601's hyphen.
    static func offset(_ seconds: Int, minus: String = "-") -> String {
        let m = abs(seconds) / 60
        return (seconds < 0 ? minus : "+") + two(m / 60) + ":" + two(m % 60)
    }

    /// `HH:MM` of local seconds (Unix seconds plus the offset), on the locale's clock.
    static func clock(_ local: Int64) -> String {
        let s = ((local % 86_400) + 86_400) % 86_400
        return LocaleClock.time(hour: Int(s / 3600), minute: Int(s % 3600 / 60))
    }

    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
