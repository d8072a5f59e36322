import CivilTime
import SolarAstronomy
import SolvervContracts
import SolvervLanguage

/// The countdown's events in the other counts (`--seasons`, SPEC §4 "Sun
/// events"); the astronomical count stays in `CountdownProvider.report`.
///
/// - meteorological: the first of March, June, September and December at
///   local midnight, `march_1` … `december_1`, named by the season each
///   begins in the place's hemisphere (`Start of autumn` on 1 March in
///   Sydney); `{neutral_name}` is the date (`1 Mar`);
/// - cross-quarter: the equinoxes and solstices and, between them, the
///   cross-quarter days `february_cross_quarter`, `may_cross_quarter`,
///   `august_cross_quarter`, `november_cross_quarter` (`CrossQuarter`),
///   named by their month in both hemispheres; their `{season}` is the one
///   they fall in the middle of.
struct CountedEvent {
    let id: String
    let unix: Double
    let name: String
    let neutralName: String
    let season: Season

    /// The events of the count around `year` (the year before to the one
    /// after), in time order.
    static func events(_ count: SeasonCount, around year: Int, zone: Zone, southern: Bool) -> [CountedEvent] {
        var list: [CountedEvent] = []
        for y in (year - 1)...(year + 1) {
            if count == .meteorological {
                for (i, month) in [3, 6, 9, 12].enumerated() {
                    guard let date = CivilDate(year: y, month: month, day: 1), let event = SeasonEvent(rawValue: i) else { continue }
                    let season = Season.beginning(event, southern: southern)
                    list.append(CountedEvent(id: ["march_1", "june_1", "september_1", "december_1"][i],
                                             unix: Double(zone.startOfDay(date)), name: season.startName,
                                             neutralName: Wording.dayMonth(date), season: season))
                }
                continue
            }
            for e in Seasons.events(in: y) {
                list.append(CountedEvent(id: e.event.id, unix: e.instant.unixSeconds, name: e.event.seasonalName(southern: southern),
                                         neutralName: e.event.neutralName, season: Season.beginning(e.event, southern: southern)))
            }
            for day in CrossQuarter.allCases {
                let name = day.neutralName
                list.append(CountedEvent(id: day.id, unix: day.instant(in: y).instant.unixSeconds, name: name, neutralName: name,
                                         season: Season.beginning(day.after, southern: southern)))
            }
        }
        return list.sorted { $0.unix < $1.unix }
    }
}

extension Season {
    /// `Start of spring`: a meteorological season's first day.
    var startName: String {
        switch self {
        // TRANSLATORS: the meteorological seasons, which start on 1 March, June, September and
        // December (the medium size: "Start of spring in 29 days", within 72 columns).
        case .spring: tr("Start of spring")
        case .summer: tr("Start of summer")
        case .autumn: tr("Start of autumn")
        case .winter: tr("Start of winter")
        }
    }
}

extension CrossQuarter {
    /// `February cross-quarter day`: the same in both hemispheres.
    var neutralName: String {
        switch self {
        // TRANSLATORS: the days half-way between an equinox and a solstice (Imbolc, Beltane,
        // Lughnasadh, Samhain in Celtic custom), by their month, the same in both hemispheres
        // (the medium size: "February cross-quarter day in 29 days", within 72 columns).
        case .february: tr("February cross-quarter day")
        case .may: tr("May cross-quarter day")
        case .august: tr("August cross-quarter day")
        case .november: tr("November cross-quarter day")
        }
    }
}

extension CountdownProvider {
    /// The report in the meteorological or cross-quarter count: the same
    /// facts, texts and changes as the astronomical one's.
    func report(_ context: ProviderContext, counting count: SeasonCount) -> ProviderReport {
        let zone = context.zone, today = context.today
        let midnight = Double(zone.startOfDay(today))
        let events = CountedEvent.events(count, around: today.year, zone: zone, southern: context.southern)
        // The event stays "today" for the whole of its local date.
        guard let i = events.firstIndex(where: { $0.unix >= midnight }), i > 0 else {
            return ProviderReport(provider: name, facts: [Fact("event", .missing)], small: "", medium: "", large: nil,
                                  classes: [], percentage: nil, alt: "")
        }
        let next = events[i], previous = events[i - 1]
        let date = zone.date(at: Int64(next.unix.rounded()))
        let days = date.daysSinceEpoch - today.daysSinceEpoch
        let span = next.unix - previous.unix
        let progress = min(100, max(0, Int(((context.now - previous.unix) / span * 100).rounded(.down))))
        let time = days == 0 || context.wantsLarge || context.reads("time") ? Wording.clock(next.unix, zone) : ""
        let when = Wording.when(days: days, time: time)
        let medium = fill(trc("event and when", "%1$s %2$s"), next.name, when)
        let icon = next.season.icon(context.icons)
        var large: String?
        if context.wantsLarge {
            var later = ""
            // Two, not three: eight events' names run longer than the four's.
            for e in events[(i + 1)...].prefix(count == .crossQuarter ? 2 : 3) {
                if !later.isEmpty { later += " · " }
                later += fill(trc("event and date", "%1$s %2$s"), e.name, Wording.dayMonth(zone.date(at: Int64(e.unix.rounded()))))
            }
            let since = previous.name + " → " + Wording.bar(Double(progress) / 100) + " " + Wording.percent(progress)
            large = icon + " " + medium + "\n" + Wording.dateTime(date, time) + "\n" + since
            if !later.isEmpty { large? += "\n" + fill(tr("Then: %s"), later) }
        }
        var changes: [Double] = []
        if context.wantsChanges {
            changes = [context.nextMidnight]
            if next.unix > context.now { changes.append(next.unix) }
            let done = ((context.now - previous.unix) / span * 100).rounded(.down)
            if done < 100, context.wantsLarge || context.shows("progress") { changes.append(previous.unix + span * (max(0, done) + 1) / 100) }
            changes = changes.filter { $0 >= context.now }
        }
        return ProviderReport(
            provider: name,
            facts: [
                Fact("icon", .text(icon)),
                Fact("event", .text(next.id)),
                Fact("name", .text(next.name)),
                Fact("neutral_name", .text(next.neutralName)),
                Fact("season", .text(next.season.rawValue)),
                Fact("days", .integer(days)),
                Fact("days_short", context.text("days_short", Wording.daysShort(days))),
                Fact("when", .text(when)),
                Fact("utc", context.text("utc", Timestamp.utc(unixSeconds: next.unix))),
                Fact("local", context.text("local", Wording.local(next.unix, zone))),
                Fact("date", context.text("date", date.description)),
                Fact("time", context.text("time", time)),
                Fact("progress", .integer(progress)),
                Fact("previous_event", .text(previous.id)),
            ],
            small: icon + " " + Wording.daysShort(days),
            medium: medium,
            large: large,
            classes: [next.season.rawValue],
            percentage: progress,
            alt: next.id,
            changes: changes
        )
    }
}
