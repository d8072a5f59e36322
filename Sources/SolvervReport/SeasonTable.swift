import CivilTime
import SolarAstronomy
import SolvervConfig
import SolvervIO
import SolvervJSON
import SolvervLanguage
import SolvervPlaces

/// `solverv events`: every equinox and solstice of a range of years, in UT
/// and in the display zone, with the ΔT used (SPEC §7).
///
///     $ solverv events --from 2026 --to 2026 --tz Europe/Oslo
///     year,event,utc,local,delta_t_s
///     2026,march_equinox,2026-03-20T14:45:57Z,2026-03-20T15:45:57+01:00,69.1
public enum SeasonTable {
    static let columns = ["year", "event", "utc", "local", "delta_t_s"]

    package static func run(_ run: Invocation, _ out: inout Output) throws(Failure) {
        // The namesakes of a ranked name (Namesakes.swift), said before anything can fail.
        if let notice = run.place.namesakeNoticeForStderr { DayTable.note(notice) }
        let format = try run.outputFormat()
        let givenTo = try run.year("to")
        let from = try run.year("from") ?? givenTo ?? run.today.year
        let to = givenTo ?? from
        guard from <= to else { throw Failure(fill(tr("--from %d is after --to %d"), String(from), String(to))) }
        let zone = run.place.zone
        let count = try Config.seasons(run.options.values["seasons"], run.config)
        // TRANSLATORS: "--seasons meteorological" and "events" are an option and a command, kept as written.
        guard count != .meteorological else { throw Failure(tr("--seasons meteorological: events lists the Sun's events; the seasons then start on the first of March, June, September and December")) }
        var table = Table(columns: columns, format: format)
        // Written a year at a time, as computed: a thousand years of rows
        // are never held at once.
        var row: [Cell] = []
        row.reserveCapacity(columns.count)
        for year in from...to {
            var events = Seasons.events(in: year).map { (id: $0.event.id, instant: $0.instant, deltaT: $0.deltaT) }
            // The cross-quarter days in time order among them (the February one first).
            if count == .crossQuarter {
                events += CrossQuarter.allCases.map { let e = $0.instant(in: year); return ($0.id, e.instant, e.deltaT) }
                events.sort { $0.instant < $1.instant }
            }
            for e in events {
                let unix = e.instant.unixSeconds
                row.removeAll(keepingCapacity: true)
                row.append(.integer(year))
                row.append(.text(e.id))
                row.append(.text(Timestamp.utc(unixSeconds: unix)))
                row.append(.text(Timestamp.local(unixSeconds: unix, in: zone)))
                row.append(.decimal(e.deltaT, 1))
                try table.write(row, to: &out)
            }
        }
        try table.finish(&out)
    }
}
