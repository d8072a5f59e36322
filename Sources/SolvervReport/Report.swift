import CivilTime
import LocalNames
import SolarAstronomy
import SolvervContracts
import SolvervEngine
import SolvervFormatters
import SolvervIO
import SolvervLanguage
import SolvervPlaces
import SolvervProviders

/// The info screen of one or two places (`solverv report`): where, in
/// which zone and when; the next equinox or solstice with its countdown;
/// the day's sun; the Moon (its phase, rise and set, the next phases);
/// the next events; the year's day lengths; and for two
/// places their differences below.
package enum Report {
    package static let defaultWidth = 80
    /// Narrower is laid out at this width: a label and the year's sparkline.
    package static let narrowestWidth = 44

    /// The screen for one or two places at `now` (unix seconds), or on
    /// `date` at the current time of day in each place's zone.
    package static func text(places: [Place], now: Double, date: CivilDate?, colour: Bool, systemZone: String?,
                    width: Int = defaultWidth) throws(Failure) -> String {
        var columns: [[ReportRow]] = []
        var suns: [ReportSun] = []
        let shownInstants = places.map { place in
            date.map { DayShift.shift(now, days: $0.daysSinceEpoch - place.zone.date(at: Int64(now.rounded(.down))).daysSinceEpoch, in: place.zone) } ?? now
        }
        // The Moon's phases are the same everywhere: one list for both places, from the earliest instant shown.
        let phases = ReportMoon.phases(after: shownInstants.min() ?? now)
        for (place, shown) in zip(places, shownInstants) {
            let zone = place.zone
            let today = zone.date(at: Int64(shown.rounded(.down)))
            try ComputedYears.check(today.year, date == nil ? "--now" : "--date")
            let context = ProviderContext(coordinates: place.coordinates, zone: zone, now: shown, wantsLarge: false)
            if let why = CountdownProvider.refusal(context) { throw Failure(why) }
            guard let countdown = Providers.report("countdown", context), let sun = ReportSun(place, holding: shown, today: today) else {
                // TRANSLATORS: a zone such as Pacific/Apia, then a date such as 2011-12-30.
                throw Failure(fill(tr("%s skipped %s (its clocks jumped over it): nothing to show"), zone.name, today.description))
            }
            let season = ReportSeason(place: place, now: shown, today: today, countdown: countdown)
            // A zone without clock changes says so beside its offset (`dst`'s none).
            let steady = Providers.report("dst", context)?.saysNothingAhead == true
            var rows = header(place, shown: shown, today: today, shifted: date != nil, steady: steady, systemZone: systemZone)
            rows += [.gap] + season.countdownRows()
            rows += [.gap] + sun.rows(sunlight: Providers.report("sunlight", context))
            if let moon = Providers.report("moon", context) {
                rows += [.gap] + ReportMoon(zone: zone, today: today, moon: moon, phases: phases).rows()
            }
            rows += [.gap] + season.upcomingRows()
            rows += [.gap] + season.yearRows()
            columns.append(rows)
            suns.append(sun)
        }
        var text = ReportScreen.render(columns, colour: colour, width: width)
        if places.count == 2 {
            // Its labels in the grid's label column.
            let labels = ReportScreen.labelWidth(columns)
            text += "\n" + ReportScreen.render([ReportDifferences.rows(places, suns)], colour: colour, labelWidth: labels, width: width)
        }
        // Its own notices, then the namesakes the ranking passed over.
        // TRANSLATORS: a notice below the report; %s is the notice itself.
        let notices = (places.compactMap(\.notice) + places.compactMap(\.namesakeNotice)).map { [ReportSpan(fill(tr("Note: %s"), $0), .dim)] }
        if !notices.isEmpty { text += "\n" + ReportScreen.lines(notices, colour: colour, width: width) }
        return text
    }

    /// Where, in which zone, and when. `steady`: the zone has no clock
    /// change ahead, and its offset is said to hold all year.
    static func header(_ place: Place, shown: Double, today: CivilDate, shifted: Bool, steady: Bool,
                       systemZone: String?) -> [ReportRow] {
        let zone = place.zone
        let position = place.coordinates.written(decimals: 2)
        // Whose clock the report's times are on, its city in the user's language (SPEC §10).
        let city = { LocalNames.zoneCity(zone.name) ?? ZoneTable.city(of: zone.name) }
        let indicator = ZoneTable.sameZone(systemZone ?? "UTC", zone.name) ? "" : " " + ZoneIndicator.text(city: city())
        let offset = utcOffset(zone.utcOffset(at: Int64(shown.rounded(.down))))
        let time = Wording.dateTime(today, Wording.clock(shown, zone)) + (shifted ? " ⟲" : "")
        return [
            // A place found by name is named in full (SPEC §5): `Kolkata, West Bengal, IN`.
            // TRANSLATORS: the report's labels, in a column of their own at its left.
            ReportRow(tr("Place"), [ReportSpan(place.shownLabel, .bold)], style: .heading),
            ReportRow("", position, .dim),
            ReportRow(tr("Zone"), zone.name),
            // TRANSLATORS: a zone without clock changes: %s is its offset, such as UTC+09:00.
            ReportRow("", (steady ? fill(tr("%s all year"), offset) : offset) + indicator, .dim),
            ReportRow(tr("Date"), time),
        ]
    }

    /// `UTC+01:00`, `UTC−03:30`, `UTC`.
    static func utcOffset(_ seconds: Int) -> String {
        guard seconds != 0 else { return "UTC" }
        let minutes = abs(seconds) / 60
        let h = minutes / 60, m = minutes % 60
        return "UTC\(seconds < 0 ? "−" : "+")\(h < 10 ? "0" : "")\(h):\(m < 10 ? "0" : "")\(m)"
    }
}
