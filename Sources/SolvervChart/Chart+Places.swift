import CivilTime
import SolarAstronomy
import SolvervPlaces
import SolvervProviders

/// The chart of one or two places from `from` to `to`: their days, the
/// equinoxes and solstices between, named for the hemisphere (neutrally
/// when the places are in both), today's mark, and the title and subtitle
/// cut to the plot's width.
extension Chart {
    /// `21 Jun`.
    static func dayMonth(_ date: CivilDate) -> String { "\(date.day) \(Wording.months[date.month - 1])" }

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
                marks.append(Mark(kind: season.event.id, at: x, date: date, label: "\(name) \(Chart.dayMonth(date))"))
            }
        }
        let (x, today) = at(now)
        if today >= from, today <= to {
            marks.append(Mark(kind: "today", at: x, date: today, label: "Today \(Chart.dayMonth(today))"))
        }
        let placed = places.map { Placed(name: $0.name, zone: $0.zone.name, days: ChartDays(
            coordinates: $0.coordinates, zone: $0.zone, from: from, count: count)) }
        // Names from outside may be long: cut by the width they are drawn
        // at, so that the title and subtitle stay within the plot's width.
        let room = ChartSVG.right - ChartSVG.left
        let and = places.count > 1 ? " and " : ""
        let titleNames = ChartText.fit(places.map(\.name), fixed: ChartText.width("Daylight in " + and, size: 18, bold: true),
                                       into: room, size: 18, bold: true)
        let title = "Daylight in " + titleNames.joined(separator: and)
        let dates = "\(Chart.dayMonth(from)) \(from.year) – \(Chart.dayMonth(to)) \(to.year) · local time: "
        let subtitle: String
        if places.allSatisfy({ $0.zone.name == zone.name }) {
            subtitle = dates + zone.name
        } else {
            let zones = places.map { "\($0.zone.name) ()" }.joined(separator: ", ")
            let names = ChartText.fit(places.map(\.name), fixed: ChartText.width(dates + zones, size: 12), into: room, size: 12)
            subtitle = dates + zip(places, names).map { "\($0.zone.name) (\($1))" }.joined(separator: ", ")
        }
        self.init(title: title, subtitle: subtitle, places: placed, first: from, count: count, marks: marks)
    }
}
