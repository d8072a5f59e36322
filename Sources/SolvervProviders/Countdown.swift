import CivilTime
import SolarAstronomy
import SolvervContracts
import SolvervLanguage

/// **countdown**: the days until the next solstice or equinox.
///
/// Days are calendar days in the display zone: tomorrow is 1, and on the
/// day itself it says "today", with the local time in medium and large.
/// Names follow the hemisphere (the December solstice is the summer
/// solstice in the south); `{neutral_name}` does not. Progress runs from
/// the previous event to the next.
///
/// Default text: small `❄ 29d`, medium `Winter solstice in 29 days`, large
/// adds the local date and time, progress as a bar, and the three events after.
///
/// `--seasons meteorological` counts to the first of March, June,
/// September and December instead (`Start of spring`), and `--seasons
/// cross-quarter` adds the cross-quarter days between the equinoxes and
/// solstices (`February cross-quarter day`); see `CountedEvent`.
///
/// Example template: `--template '{icon} {days_short} · {neutral_name}'`.
public struct CountdownProvider: Provider {
    public init() {}

    public let name = "countdown"
    public let summary = "days until the next solstice or equinox"
    // Computed, not stored: only `formats` and templates read it, and
    // building an array of tuples costs a one-shot line runtime metadata.
    public var placeholders: [(String, String)] { [
        ("icon", "the season's icon (❄ 🌱 🌞 🍂)"),
        ("event", "march_equinox, june_solstice, september_equinox or december_solstice; with --seasons, march_1 … december_1 or february_cross_quarter, may_, august_, november_cross_quarter"),
        ("name", "the event named for the hemisphere: Winter solstice"),
        ("neutral_name", "December solstice"),
        ("season", "the season the event begins: winter"),
        ("days", "calendar days until the event in the display zone (0 on the day)"),
        ("days_short", "the days in the language's compact form, 29d (29 Tg., 29日), or today on the day"),
        ("when", "in 29 days, tomorrow, or today at 21:50"),
        ("utc", "the event in UT, RFC 3339"),
        ("local", "the event in the display zone, RFC 3339"),
        ("date", "the event's local date, YYYY-MM-DD"),
        ("time", "the event's local time, HH:MM"),
        ("progress", "percent of the way from the previous event, 0–100"),
        ("previous_event", "the event before, e.g. september_equinox"),
    ] }

    /// Why the countdown cannot be given at `context`, or nil when it can:
    /// its next event, or the previous one its progress runs from, falls
    /// outside the years where ΔT is modelled, as `events` would refuse it.
    /// Only the first and last of those years need the events computed.
    public static func refusal(_ context: ProviderContext) -> String? {
        let years = DeltaT.supportedYears, today = context.today
        guard today.year <= years.lowerBound || today.year >= years.upperBound else { return nil }
        let next = Seasons.next(atOrAfter: Instant(unixSeconds: Double(context.zone.startOfDay(today))))
        let previousYear = next.event == .marchEquinox ? next.year - 1 : next.year
        let first = String(years.lowerBound), last = String(years.upperBound)
        if !years.contains(next.year) {
            // TRANSLATORS: a year, then the first and last years Solverv computes.
            return fill(tr("the next equinox or solstice falls in %d, outside %d–%d, where ΔT is modelled"), String(next.year), first, last)
        }
        if !years.contains(previousYear) {
            // TRANSLATORS: a year, then the first and last years Solverv computes.
            return fill(tr("the previous equinox or solstice, which the countdown's progress runs from, falls in %d, outside %d–%d, where ΔT is modelled"), String(previousYear), first, last)
        }
        return nil
    }

    public func report(_ context: ProviderContext) -> ProviderReport {
        if context.seasons != .astronomical { return report(context, counting: context.seasons) }
        let zone = context.zone, today = context.today, southern = context.southern
        // The event stays "today" for the whole of its local date.
        let midnight = Instant(unixSeconds: Double(zone.startOfDay(today)))
        let next = Seasons.next(atOrAfter: midnight)
        let unix = next.instant.unixSeconds
        let date = zone.date(at: Int64(unix.rounded()))
        let days = date.daysSinceEpoch - today.daysSinceEpoch
        let previousEvent = next.event.previous
        let previous = Seasons.approximate(previousEvent, in: next.event == .marchEquinox ? next.year - 1 : next.year)
        let span = unix - previous.unixSeconds
        let progress = min(100, max(0, Int(((context.now - previous.unixSeconds) / span * 100).rounded(.down))))
        let season = Season.beginning(next.event, southern: southern)
        let name = next.event.seasonalName(southern: southern)
        // The clock only where it is written: the first one loads LC_TIME,
        // which costs a translated line a tenth of its start-up time.
        let time = days == 0 || context.wantsLarge || context.reads("time") ? Wording.clock(unix, zone) : ""
        let when = Wording.when(days: days, time: time)
        let medium = Wording.eventWhen(name, days: days, time: time)

        let small = season.icon(context.icons) + " " + Wording.daysShort(days)
        var large: String?
        if context.wantsLarge {
            // Only events within the modelled years: none is named past 3000.
            // Written into one String, not `joined(separator:)`: the generic
            // join's first call costs a line 99 000 instructions of
            // conformance lookups (callgrind, the waybar line, issue 35).
            var later = ""
            for k in 1...3 {
                let i = next.event.rawValue + k
                guard DeltaT.supportedYears.contains(next.year + i / 4) else { continue }
                let e = Seasons.instant(of: SeasonEvent(rawValue: i % 4) ?? .marchEquinox, in: next.year + i / 4)
                let d = zone.date(at: Int64(e.instant.unixSeconds.rounded()))
                if !later.isEmpty { later += " · " }
                // TRANSLATORS: an event and its date in the large size's list: Summer solstice 21 Jun.
                later += fill(trc("event and date", "%1$s %2$s"), e.event.seasonalName(southern: southern), Wording.dayMonth(d))
            }
            // The date and time as LC_TIME writes them (en_US `Mon, Dec 21, 2026, 9:50 PM`).
            let instant = Wording.dateTime(date, time)
            let since = previousEvent.sinceName(southern: southern) + " " + Wording.bar(Double(progress) / 100) + " " + Wording.percent(progress)
            large = season.icon(context.icons) + " " + medium + "\n" + instant + "\n" + since
            // TRANSLATORS: the large size, the three events after the next (within 100 columns):
            // %s is a list such as Spring equinox 20 Mar · Summer solstice 21 Jun.
            if !later.isEmpty { large? += "\n" + fill(tr("Then: %s"), later) }
        }
        var changes: [Double] = []
        if context.wantsChanges {
            // The days count and the event's names change at local
            // midnight (the event stays "today" all its date); the progress
            // at its next whole percent where it is shown (large, waybar's
            // `percentage`, `{progress}`); the event instant is offered too.
            changes = [context.nextMidnight]
            if unix > context.now { changes.append(unix) }
            let done = ((context.now - previous.unixSeconds) / span * 100).rounded(.down)
            if done < 100, context.wantsLarge || context.shows("progress") { changes.append(previous.unixSeconds + span * (max(0, done) + 1) / 100) }
            changes = changes.filter { $0 >= context.now }
        }
        return ProviderReport(
            provider: self.name,
            facts: [
                Fact("icon", .text(season.icon(context.icons))),
                Fact("event", .text(next.event.id)),
                Fact("name", .text(name)),
                Fact("neutral_name", .text(next.event.neutralName)),
                Fact("season", .text(season.rawValue)),
                Fact("days", .integer(days)),
                Fact("days_short", context.text("days_short", Wording.daysShort(days))),
                Fact("when", .text(when)),
                Fact("utc", context.text("utc", Timestamp.utc(unixSeconds: unix))),
                Fact("local", context.text("local", Wording.local(unix, zone))),
                Fact("date", context.text("date", date.description)),
                Fact("time", context.text("time", time)),
                Fact("progress", .integer(progress)),
                Fact("previous_event", .text(previousEvent.id)),
            ],
            small: small,
            medium: medium,
            large: large,
            classes: [season.rawValue],
            percentage: progress,
            alt: next.event.id,
            changes: changes
        )
    }
}
