import CivilTime
import Glibc
import SolarAstronomy
import SolvervConfig
import SolvervContracts
import SolvervEngine
import SolvervIO
import SolvervLanguage
import SolvervPlaces
import SolvervProviders
import SolvervReport

/// `solverv report`: the info screen, for people at a terminal. For a place:
/// where it is, its zone and whose clock the times are on; the next
/// equinox or solstice with its countdown, progress and the season; the
/// day's twilights, golden and blue hours, sunrise, solar noon and sunset,
/// day length and its change, and the sunlight left now; the next eight
/// events; and the year's day lengths as a sparkline with today marked.
///
/// Two places (`--location A --location B`, or `--lat/--lon` and one
/// `--location`) stand side by side, row by row, with the differences in
/// day length, sunrise and sunset spelled out below. `--date D` shows D at
/// the current time of day, in each place's zone; `--now` pins the clock.
/// Colour (ANSI SGR) on a terminal; plain when piped, with `NO_COLOR` set,
/// or with `--color never`; `--color always` forces it. The screen fits
/// `$COLUMNS` columns when it is set, else the terminal's width, else 80.
///
///     $ solverv report --lat 59.91 --lon 10.75 --tz Europe/Oslo
enum ReportCommand {
    static func run(_ options: Options, _ out: inout Output) throws(Failure) {
        // Everything that can be refused is checked before a line is printed.
        let colour = try TerminalText.colourWanted(options.values["color"])
        let now = try Invocation.instant(options)
        let places = try ReportPlaces.resolve(options, config: Config.load(options))
        let date = try Invocation.date("date", options)
        try out.write(Report.text(places: places, now: now, date: date, colour: colour, systemZone: Zone.systemZoneName(),
                          width: width()))
    }

    /// The columns to fit: `$COLUMNS` when it is a number, as shells and
    /// `ls` read it; else the width of the terminal on stdout; else 80.
    static func width(environment: (String) -> String? = Environment.variable,
                      terminal: () -> Int? = terminalWidth) -> Int {
        let columns = environment("COLUMNS").flatMap { Number.integer($0, in: 1...100_000) } ?? terminal() ?? Report.defaultWidth
        return max(columns, Report.narrowestWidth)
    }

    /// The width of the terminal stdout is, or nil when it is not one.
    static func terminalWidth() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
