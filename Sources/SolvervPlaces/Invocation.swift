import CivilTime
import Glibc
import SolarAstronomy
import SolvervConfig
import SolvervContracts
import SolvervIO
import SolvervLanguage

/// One run of Solverv: the parsed options, the instant it runs at, and the
/// place, resolved once (for the line and every command that shows a place). Time is injected (`--now`), so what is printed is
/// a pure function of the invocation.
package struct Invocation {
    package let options: Options
    /// Unix seconds, from `--now` or the system clock.
    package let now: Double
    package let place: Place
    /// The config file, when there is one (SPEC §5).
    package let config: Config?

    /// Reads the config file (`--config`, else the default path) too.
    package init(_ options: Options, clock: () -> Double = Invocation.systemClock) throws(Failure) {
        try self.init(options, config: Config.load(options), clock: clock)
    }

    /// `geoClue`: what a watching line knows of GeoClue, for `--location auto`.
    package init(_ options: Options, config: Config?, clock: () -> Double = Invocation.systemClock,
                 geoClue: GeoClueState? = nil) throws(Failure) {
        self.options = options
        self.config = config
        now = try Invocation.instant(options, clock: clock)
        var place = try Place.resolve(options, config: config, now: now, geoClue: geoClue)
        // `--elevation` over a config place's "elevation", whatever the place.
        if let text = options.values["elevation"] {
            guard let metres = Number.parse(text), Invocation.elevations.contains(metres) else {
                // TRANSLATORS: the value given; −500 and 9000 are metres.
                throw Failure(fill(tr("--elevation: '%s' is not a height in metres from −500 to 9000"), Echo.cut(text)))
            }
            place.coordinates.elevation = metres
        }
        self.place = place
        let year = place.zone.date(at: Int64(now.rounded(.down))).year
        guard DeltaT.supportedYears.contains(year) else {
            throw Failure(fill(tr("--now: year %d is outside %d–%d"), String(year), String(DeltaT.supportedYears.lowerBound), String(DeltaT.supportedYears.upperBound)))
        }
    }

    /// The heights `--elevation` and a config place's "elevation" take,
    /// metres: the Dead Sea's shore to above Everest's summit.
    package static let elevations = -500.0...9000.0

    /// `--now`, or the clock's time: unix seconds. Inlined: the line's
    /// link order (`hot-symbols.txt`) knows only `init`.
    @inline(__always)
    package static func instant(_ options: Options, clock: () -> Double = Invocation.systemClock) throws(Failure) -> Double {
        guard let text = options.values["now"] else { return clock() }
        guard let t = Timestamp.parse(text) else {
            throw Failure(fill(tr("--now: '%s' is not an RFC 3339 instant (expected e.g. 2026-03-20T14:45:53Z)"), Echo.cut(text)))
        }
        return t
    }

    /// Today's date in the display zone.
    package var today: CivilDate { place.zone.date(at: Int64(now.rounded(.down))) }

    /// The output format of `events` and `table`.
    package typealias OutputFormat = Table.Format

    package func outputFormat() throws(Failure) -> OutputFormat {
        try Invocation.outputFormat(options)
    }

    package static func outputFormat(_ options: Options) throws(Failure) -> OutputFormat {
        guard let text = options.values["output"] else { return .csv }
        guard let f = OutputFormat(rawValue: text) else {
            throw Failure.choice("output", text, OutputFormat.allCases.map(\.rawValue))
        }
        return f
    }

    /// A date option (`YYYY-MM-DD`) within the years Solverv computes.
    package func date(_ name: String) throws(Failure) -> CivilDate? {
        try Invocation.date(name, options)
    }

    /// As `date(_:)`, for commands without an `Invocation` (inlined, as `instant`).
    @inline(__always)
    package static func date(_ name: String, _ options: Options) throws(Failure) -> CivilDate? {
        guard let text = options.values[name] else { return nil }
        guard let d = CivilDate(iso: Substring(text)) else {
            throw Failure(fill(tr("--%s: '%s' is not a date (expected YYYY-MM-DD, e.g. 2026-06-21)"), name, Echo.cut(text)))
        }
        try ComputedYears.check(d.year, "--\(name)")
        return d
    }

    /// A year option within the years Solverv computes.
    package func year(_ name: String) throws(Failure) -> Int? {
        guard let text = options.values[name] else { return nil }
        guard let y = Number.integer(text, in: -99_999...99_999) else {
            throw Failure(fill(tr("--%s: '%s' is not a year (expected e.g. 2026)"), name, Echo.cut(text)))
        }
        try ComputedYears.check(y, "--\(name)")
        return y
    }

    package static func systemClock() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
