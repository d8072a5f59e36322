import CivilTime
import SolarAstronomy
import SolvervContracts
import SolvervLanguage
import SolvervPlaces
import SolvervProviders

/// The chart of one or two places from `from` to `to`: their days, the
/// equinoxes and solstices between, named for the hemisphere (neutrally
/// when the places are in both), today's mark, the Moon's principal phases, and the title and subtitle
/// cut to the plot's width.
extension Chart {
    /// `21 Jun`, as the locale writes it (en_US `Jun 21`, ja `6月21日`).
    static func dayMonth(_ date: CivilDate) -> String { Wording.dayMonth(date) }

    package init(_ places: [Place], from: CivilDate, to: CivilDate, now: Double) {
        let count = to.daysSinceEpoch - from.daysSinceEpoch + 1
        let zone = places[0].zone
        // Names for the hemisphere, unless the places are in both.
        let southern = places.map { $0.coordinates.latitude < 0 }
        let mixed = southern.contains(true) && southern.contains(false)
        /// Days from the first date's midnight to `unix`, on the first place's clock.
        func at(_ unix: Double) -> (Double, CivilDate) {
            let seconds = Int64(unix.rounded(.down))
            let local = seconds + Int64(zone.utcOffset(at: seconds))
            return (Double(local - Int64(from.daysSinceEpoch) * 86_400) / 86_400, zone.date(at: seconds))
        }
        var marks: [Mark] = []
        for year in (from.year - 1)...(to.year + 1) {
            for season in Seasons.events(in: year) {
                let (x, date) = at(season.instant.unixSeconds)
                guard date >= from, date <= to else { continue }
                let name = mixed ? season.event.neutralName : season.event.seasonalName(southern: southern[0])
                // TRANSLATORS: a mark on the chart: %1$s an event (Winter solstice, or a moon phase: Full moon), %2$s its date (21 Dec).
                marks.append(Mark(kind: season.event.id, at: x, date: date, label: fill(trc("chart mark", "%s %s"), name, Chart.dayMonth(date))))
            }
        }
        let (x, today) = at(now)
        if today >= from, today <= to {
            // TRANSLATORS: today's mark on the chart: %s is its date (21 Dec).
            marks.append(Mark(kind: "today", at: x, date: today, label: fill(tr("Today %s"), Chart.dayMonth(today))))
        }
        let placed = places.map { Placed(name: $0.shownName, zone: $0.zone.name, days: ChartDays(
            coordinates: $0.coordinates, zone: $0.zone, from: from, count: count)) }
        // Names from outside may be long: cut by the width they are drawn
        // at, so that the title and subtitle stay within the plot's width.
        let room = ChartSVG.right - ChartSVG.left
        // TRANSLATORS: the chart's title: %s is a place's name, or two places as "%s and %s".
        let daylightIn = tr("Daylight in %s")
        // TRANSLATORS: two places in the chart's title (Oslo and Tokyo).
        let both = tr("%s and %s")
        func named(_ names: [String]) -> String { names.count == 2 ? fill(both, names[0], names[1]) : names.joined() }
        let fixed = ChartText.width(fill(daylightIn, named(places.map { _ in "" })), size: 18, bold: true)
        let titleNames = ChartText.fit(places.map(\.shownName), fixed: fixed,
                                       into: room, size: 18, bold: true)
        let title = fill(daylightIn, named(titleNames))
        let dates = "\(Wording.dayMonthYear(from)) – \(Wording.dayMonthYear(to))"
        // TRANSLATORS: the chart's subtitle: %1$s its dates (8 Dec 2025 – 7 Dec 2026), %2$s the zone of its
        // times (Europe/Oslo), or the zones of two places with their names.
        let localTime = tr("%s · local time: %s")
        let subtitle: String
        if places.allSatisfy({ $0.zone.name == zone.name }) {
            subtitle = fill(localTime, dates, zone.name)
        } else {
            let zones = places.map { "\($0.zone.name) ()" }.joined(separator: ", ")
            let names = ChartText.fit(places.map(\.shownName), fixed: ChartText.width(fill(localTime, dates, zones), size: 12), into: room, size: 12)
            subtitle = fill(localTime, dates, zip(places, names).map { "\($0.zone.name) (\($1))" }.joined(separator: ", "))
        }
        self.init(title: title, subtitle: subtitle, places: placed, first: from, count: count, marks: marks,
                  moons: ChartMoon.phases(from: from, count: count, zone: zone))
    }
}
