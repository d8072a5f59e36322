import CivilTime
import SolarAstronomy
import SolvervContracts
import SolvervFormatters
import SolvervProviders

/// The text of a line at an instant, and how long it holds.
public struct Rendered: Sendable, Equatable {
    /// The whole output for the instant (a formatter's line with its
    /// newline, or its error block), without i3bar's header.
    public let text: String
    /// The text holds at least until this instant (unix seconds), and may
    /// change at it or just after it: the earliest instant at which what
    /// the shown providers say can change. Never before the rendered instant.
    public let validUntil: Double

    /// Whether the text is the error block.
    public let failed: Bool
    /// Why the formatter could not draw the line, for stderr (the text is
    /// its error block then); nil otherwise.
    public let message: String?

    public init(text: String, validUntil: Double, failed: Bool = false, message: String? = nil) {
        self.text = text
        self.validUntil = validUntil
        self.failed = failed
        self.message = message
    }
}

/// Why a line cannot be drawn at an instant (the countdown outside the
/// years where ΔT is modelled): the message of the formatter's error block.
public struct LineError: Error, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}

/// The line (SPEC §2, layer 5): place, providers, snapshot, formatter, for
/// a spec and an instant. Pure: time is a parameter, so the one-shot line,
/// watch mode and the tests draw the same text for the same instant.
public enum Engine {
    /// What a bar reads once before the first line (i3bar's header), if any.
    public static func header(_ spec: LineSpec) -> String? {
        spec.formatter.header
    }

    /// The line at `t` (unix seconds), for a one-shot run: an error is
    /// thrown, for the command line to report with its exit status.
    public static func line(_ spec: LineSpec, at t: Double) throws(LineError) -> String {
        let snapshot = try self.snapshot(spec, at: t, wantsChanges: false)
        do throws(RenderFailure) {
            return try spec.formatter.render(snapshot, size: spec.size, template: spec.template)
        } catch {
            throw LineError(error.message)
        }
    }

    /// The line at `t` for watch mode, and until when it holds. An error
    /// becomes the formatter's error block (never a throw): the engine
    /// tries again a day on, or at the next wake. A render that failed (a
    /// plugin's NULL) is said on stderr each time it happens, as one-shot.
    public static func render(_ spec: LineSpec, at t: Double) -> Rendered {
        let snapshot: Snapshot
        do throws(LineError) {
            snapshot = try self.snapshot(spec, at: t, wantsChanges: true)
        } catch {
            return Rendered(text: spec.formatter.error(error.message), validUntil: t + Engine.errorRetry, failed: true)
        }
        do throws(RenderFailure) {
            let text = try spec.formatter.render(snapshot, size: spec.size, template: spec.template)
            return Rendered(text: text, validUntil: validUntil(spec, snapshot, at: t))
        } catch {
            return Rendered(text: spec.formatter.error(error.message), validUntil: t + Engine.errorRetry, failed: true,
                            message: error.message)
        }
    }

    /// How long an error text is kept when nothing else wakes the loop.
    static let errorRetry = 86_400.0

    /// The snapshot at `t`: the shown instant (moved by `dayShift`), each
    /// provider's report at it, and the place.
    static func snapshot(_ spec: LineSpec, at t: Double, wantsChanges: Bool) throws(LineError) -> Snapshot {
        let zone = spec.place.zone
        let shown = DayShift.shift(t, days: spec.dayShift, in: zone)
        // The shown year is checked here only where the command line has not
        // (it checks `--now` and `--date`): in watch mode, the clock moves.
        if wantsChanges {
            let year = zone.date(at: Int64(shown.rounded(.down))).year, years = DeltaT.supportedYears
            guard years.contains(year) else {
                throw LineError("year \(year) is outside \(years.lowerBound)–\(years.upperBound), where ΔT is modelled")
            }
        }
        let context = ProviderContext(coordinates: spec.place.coordinates, zone: zone, now: shown,
                                      wantsLarge: spec.wantsLarge, icons: spec.icons,
                                      urgentMinutes: spec.urgentMinutes, wantsChanges: wantsChanges,
                                      shownFacts: wantsChanges ? spec.shownFacts : nil)
        if spec.providers.contains("countdown"), let why = CountdownProvider.refusal(context) { throw LineError(why) }
        var shift: Snapshot.Shift?
        if spec.dayShift != 0 {
            let shownDate = zone.date(at: Int64(shown.rounded(.down)))
            let today = zone.date(at: Int64(t.rounded(.down)))
            shift = Snapshot.Shift(days: shownDate.daysSinceEpoch - today.daysSinceEpoch, date: shownDate.description,
                                   label: DayShift.label(shownDate, today: today))
        }
        let place = spec.place
        return Snapshot(
            location: Snapshot.Location(
                name: place.name, latitude: place.coordinates.latitude, longitude: place.coordinates.longitude,
                zone: zone.name, source: place.source, zoneIndicator: spec.zoneIndicator,
                details: place.details),
            instant: Timestamp.local(unixSeconds: shown, in: zone),
            reports: shownReports(spec, context),
            notice: place.notice,
            shifted: shift,
            providerTemplates: spec.template == nil ? spec.providerTemplates : []
        )
    }

    /// Each provider's report, in order. A report with no text at any size
    /// (`dst` in a zone without clock changes) is left out of every line but
    /// the JSON snapshot's, where its facts say why (`"state": "none"`): a
    /// bar shows nothing for it, not an empty block or a doubled separator.
    static func shownReports(_ spec: LineSpec, _ context: ProviderContext) -> [ProviderReport] {
        var reports: [ProviderReport] = []
        reports.reserveCapacity(spec.providers.count)
        let keepsEmpty = spec.formatter.name == "json"
        for name in spec.providers {
            guard let report = Providers.report(name, context) else { continue }
            if keepsEmpty || !report.small.isEmpty || !report.medium.isEmpty || report.large?.isEmpty == false {
                reports.append(report)
            }
        }
        return reports
    }

    /// The earliest instant at or after `t` at which the snapshot's reports
    /// may change, in real time: a shown date moves with the real one, and
    /// the shown instant runs at the real clock's pace between midnights.
    static func validUntil(_ spec: LineSpec, _ snapshot: Snapshot, at t: Double) -> Double {
        var earliest = t + errorRetry
        for report in snapshot.reports {
            for c in report.changes where c < earliest { earliest = c }
        }
        // The JSON snapshot's instant is given to the second: it is drawn at
        // each whole second, once, and what changed within the second
        // (`remaining_s`, ticking at sunset's fraction of a second) with it.
        if spec.formatter.name == "json" { return t.rounded(.down) + 1 }
        guard spec.dayShift != 0 else { return max(t, earliest) }
        let zone = spec.place.zone
        // Back from the shown clock to the real one; and the real midnight,
        // when the shown date (and its label) moves on.
        var real = DayShift.shift(earliest, days: -spec.dayShift, in: zone)
        let today = zone.date(at: Int64(t.rounded(.down)))
        real = min(real, Double(zone.startOfDay(today.adding(days: 1))))
        return max(t, real)
    }
}
