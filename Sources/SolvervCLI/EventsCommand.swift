import CivilTime
import SolarAstronomy
import SolvervJSON

/// `solverv events`: every equinox and solstice of a range of years, in UT
/// and in the display zone, with the ΔT used (SPEC §7).
///
///     $ solverv events --from 2026 --to 2026 --tz Europe/Oslo
///     year,event,utc,local,delta_t_s
///     2026,march_equinox,2026-03-20T14:45:57Z,2026-03-20T15:45:57+01:00,69.1
enum EventsCommand {
    static let columns = ["year", "event", "utc", "local", "delta_t_s"]

    static func run(_ run: Invocation) throws(Failure) -> String {
        let format = try run.outputFormat()
        let givenTo = try run.year("to")
        let from = try run.year("from") ?? givenTo ?? run.today.year
        let to = givenTo ?? from
        guard from <= to else { throw Failure("--from \(from) is after --to \(to)") }
        let zone = run.place.zone
        let rows: [[Cell]] = (from...to).flatMap { year in
            Seasons.events(in: year).map { e in
                let unix = e.instant.unixSeconds
                return [
                    .integer(year), .text(e.event.id),
                    .text(Timestamp.utc(unixSeconds: unix)),
                    .text(Timestamp.local(unixSeconds: unix, in: zone)),
                    .decimal(e.deltaT, 1),
                ]
            }
        }
        return try Table(columns: columns, rows: rows).render(format)
    }
}
