import CivilTime
import LunarAstronomy
import SolarAstronomy
import SolvervConfig
import SolvervIO
import SolvervJSON
import SolvervLanguage
import SolvervPlaces

/// `solverv events`: every equinox and solstice of a range of years, in UT
/// and in the display zone, with the ΔT used (SPEC §7). With `--moon`, the
/// Moon's principal phases of those years too (new_moon, first_quarter,
/// full_moon, last_quarter), merged with the seasons in time order; a
/// phase's year is that of its UT instant.
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
        var row = [Cell](repeating: .empty, count: columns.count)
        // A year's rows, held until its end so that the zone gives their
        // offsets together (`Zone.utcOffsets`: a quarter of the conversions).
        var pending: [Pending] = [], seconds: [Int64] = []
        var walk = OffsetWalk()
        func write(_ year: Int, _ event: String, _ tt: Double, _ deltaT: Double) {
            let second = Timestamp.second(Instant(ut: tt - deltaT / 86_400).unixSeconds)
            pending.append(Pending(year: year, event: event, second: second, deltaT: deltaT))
            seconds.append(second)
        }
        func flush() throws(Failure) {
            let offsets = zone.utcOffsets(at: seconds, walk: &walk)
            for (p, offset) in zip(pending, offsets) {
                row[0] = .integer(p.year)
                row[1] = .text(p.event)
                // Stamps, written straight into the output: a String each costs
                // more than the astronomy of a phase.
                row[2] = .time(Timestamp.utcStamp(second: p.second))
                row[3] = .time(Timestamp.stamp(second: p.second, utcOffset: offset))
                row[4] = .decimal(p.deltaT, 1)
                try table.write(row, to: &out)
            }
            pending.removeAll(keepingCapacity: true)
            seconds.removeAll(keepingCapacity: true)
        }
        var phases = run.options.values["moon"] == nil ? nil : MoonPhases.sequence(from: yearStart(from))
        var phase = phases?.next()
        for year in from...to {
            var events = Seasons.events(in: year).map { (id: $0.event.id, tt: $0.tt, deltaT: $0.deltaT) }
            // The cross-quarter days in time order among them (the February one first).
            if count == .crossQuarter {
                events += CrossQuarter.allCases.map { let e = $0.instant(in: year); return ($0.id, e.instant.ut + e.deltaT / 86_400, e.deltaT) }
                events.sort { $0.tt < $1.tt }
            }
            for e in events {
                // The phases before this event, then the event.
                while let p = phase, p.tt < e.tt {
                    write(utcYear(p.instant), p.phase.id, p.tt, p.deltaT)
                    phase = phases?.next()
                }
                write(year, e.id, e.tt, e.deltaT)
            }
            try flush()
        }
        // The phases after the last December solstice, to the year's end.
        while let p = phase, utcYear(p.instant) <= to {
            write(utcYear(p.instant), p.phase.id, p.tt, p.deltaT)
            phase = phases?.next()
        }
        try flush()
        try table.finish(&out)
    }
}

/// A row waiting for its year's offsets.
private struct Pending {
    let year: Int
    let event: String
    let second: Int64
    let deltaT: Double
}

/// 00:00 UT on 1 January of `year`.
private func yearStart(_ year: Int) -> Instant {
    Instant(unixSeconds: Double((CivilDate(year: year, month: 1, day: 1)?.daysSinceEpoch ?? 0) * 86_400))
}

/// The Gregorian year of an instant in UT, as its `utc` column prints it
/// (rounded to the second).
private func utcYear(_ t: Instant) -> Int {
    CivilDate(daysSinceEpoch: Int((t.unixSeconds.rounded() / 86_400).rounded(.down))).year
}
