import CivilTime
import SolarAstronomy
import SolvervContracts
import SolvervFormatters
import SolvervLanguage
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
    /// What the text was drawn from (nil for an error block): a line with
    /// the same parts has the same text, without drawing it again.
    package let parts: ShownParts?
    /// Whether a signal that ends Solverv cut a plugin's render short: no
    /// text (not even the block), and the event loop reads the signal next.
    public let interrupted: Bool

    public init(text: String, validUntil: Double, failed: Bool = false, message: String? = nil, interrupted: Bool = false) {
        self.text = text
        self.validUntil = validUntil
        self.failed = failed
        self.message = message
        self.interrupted = interrupted
        parts = nil
    }

    package init(text: String, validUntil: Double, parts: ShownParts) {
        self.text = text
        self.validUntil = validUntil
        failed = false
        message = nil
        interrupted = false
        self.parts = parts
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
    /// A line of `known`, drawn for the same spec, is taken again when the
    /// snapshot's parts are the same: the formatter is not called.
    public static func render(_ spec: LineSpec, at t: Double, reusing known: [Rendered] = []) -> Rendered {
        let frame: Frame
        do throws(LineError) {
            frame = try self.frame(spec, at: t)
        } catch {
            return Rendered(text: spec.formatter.error(error.message), validUntil: t + Engine.errorRetry, failed: true)
        }
        if let known = known.first(where: { !$0.failed && $0.parts == frame.parts }) {
            return Rendered(text: known.text, validUntil: frame.validUntil, parts: frame.parts)
        }
        return draw(spec, frame, at: t)
    }

    /// How long an error text is kept when nothing else wakes the loop.
    static let errorRetry = 86_400.0

    /// A line at an instant before a formatter draws it: the snapshot, what
    /// of it a line can draw, and until when that holds.
    struct Frame {
        let snapshot: Snapshot
        let parts: ShownParts
        let validUntil: Double
    }

    static func frame(_ spec: LineSpec, at t: Double) throws(LineError) -> Frame {
        let snapshot = try self.snapshot(spec, at: t, wantsChanges: true)
        return Frame(snapshot: snapshot, parts: ShownParts(snapshot, spec), validUntil: validUntil(spec, snapshot, at: t))
    }

    /// The formatter's line for `frame` (drawn at `t`), or its error block.
    static func draw(_ spec: LineSpec, _ frame: Frame, at t: Double) -> Rendered {
        do throws(RenderFailure) {
            let text = try spec.formatter.render(frame.snapshot, size: spec.size, template: spec.template)
            return Rendered(text: text, validUntil: frame.validUntil, parts: frame.parts)
        } catch {
            if error.interrupted { return Rendered(text: "", validUntil: t, failed: true, interrupted: true) }
            return Rendered(text: spec.formatter.error(error.message), validUntil: t + Engine.errorRetry, failed: true,
                            message: error.message)
        }
    }

    /// Days from today to the shown date at `t` (`LineSpec.anchor`).
    static func days(_ spec: LineSpec, at t: Double) -> Int {
        guard let anchor = spec.anchor else { return spec.dayShift }
        return spec.dayShift + anchor.daysSinceEpoch - spec.place.zone.date(at: Int64(t.rounded(.down))).daysSinceEpoch
    }

    /// The snapshot at `t`: the shown instant (moved by `dayShift`), each
    /// provider's report at it, and the place.
    static func snapshot(_ spec: LineSpec, at t: Double, wantsChanges: Bool) throws(LineError) -> Snapshot {
        let zone = spec.place.zone
        let days = self.days(spec, at: t)
        let shown = DayShift.shift(t, days: days, in: zone)
        // The shown year is checked here only where the command line has not
        // (it checks `--now` and `--date`): in watch mode, the clock moves.
        if wantsChanges {
            let year = zone.date(at: Int64(shown.rounded(.down))).year, years = DeltaT.supportedYears
            guard years.contains(year) else {
                // TRANSLATORS: a year, then the first and last years Solverv computes.
                throw LineError(fill(tr("year %d is outside %d–%d, where ΔT is modelled"), String(year), String(years.lowerBound), String(years.upperBound)))
            }
        }
        var context = ProviderContext(coordinates: spec.place.coordinates, zone: zone, now: shown,
                                      wantsLarge: spec.wantsLarge, icons: spec.icons,
                                      urgentMinutes: spec.urgentMinutes, wantsChanges: wantsChanges,
                                      shownFacts: wantsChanges ? spec.shownFacts : nil,
                                      readFacts: spec.formatter.readsEveryFact ? nil : spec.shownFacts ?? [])
        context.drawsLightClasses = spec.drawsLightClasses
        context.drawnSizes = spec.drawnSizes
        context.seasons = spec.seasons
        if spec.providers.contains("countdown"), let why = CountdownProvider.refusal(context) { throw LineError(why) }
        var shift: Snapshot.Shift?
        if days != 0 {
            let shownDate = zone.date(at: Int64(shown.rounded(.down)))
            let today = zone.date(at: Int64(t.rounded(.down)))
            shift = Snapshot.Shift(days: shownDate.daysSinceEpoch - today.daysSinceEpoch, date: shownDate.description,
                                   label: DayShift.label(shownDate, today: today))
        }
        let place = spec.place
        let reports = shownReports(spec, context)
        // A plugin's facts stay machine output, beside the words.
        var programReports: [ProviderReport]?
        if spec.formatter.readsWordsAndFacts { Language.forMachines { programReports = shownReports(spec, context) } }
        var location = Snapshot.Location(
            name: place.name, latitude: place.coordinates.latitude, longitude: place.coordinates.longitude,
            zone: zone.name, source: place.source, zoneIndicator: spec.zoneIndicator,
            details: place.details, localNames: place.localNames)
        // The age at the clock's instant, not at a shown other date.
        if let located = place.locatedAt { location.ageSeconds = Int(max(0, (t - located).rounded(.down))) }
        location.notLocated = place.notLocated
        location.elevation = place.coordinates.elevation
        var snapshot = Snapshot(
            location: location,
            instant: Timestamp.local(unixSeconds: shown, in: zone),
            reports: reports,
            notice: place.notice,
            shifted: shift,
            providerTemplates: spec.template == nil ? spec.providerTemplates : [],
            programReports: programReports
        )
        snapshot.providers = spec.providers
        return snapshot
    }

    /// Each provider's report, in order. A report with no text at any size,
    /// or one that only says there is nothing ahead (`dst` in a zone without
    /// clock changes), is left out of a bar's line: a bar shows nothing for
    /// it, not an empty block or a doubled separator. Plain text keeps the
    /// second (`No clock changes`), and the JSON snapshot both, where their
    /// facts say why (`"state": "none"`).
    static func shownReports(_ spec: LineSpec, _ context: ProviderContext) -> [ProviderReport] {
        var reports: [ProviderReport] = []
        reports.reserveCapacity(spec.providers.count)
        let keepsEmpty = spec.formatter.name == "json", keepsNothingAhead = spec.formatter.name == "plain"
        for name in spec.drawnProviders {
            guard let report = Providers.report(name, context) else { continue }
            if report.saysNothingAhead && !keepsEmpty && !keepsNothingAhead { continue }
            if keepsEmpty || !report.small.isEmpty || !report.medium.isEmpty || report.large?.isEmpty == false {
                reports.append(report)
            }
        }
        return reports
    }

    /// The earliest instant at or after `t` at which the snapshot's reports
    /// may change, in real time. The reports' changes are instants of the
    /// shown clock; on another date (`dayShift`) they are mapped back to
    /// the real one (`DayShift.realInstant`), and the real midnight, when
    /// the shown date's mark moves on, comes first.
    static func validUntil(_ spec: LineSpec, _ snapshot: Snapshot, at t: Double) -> Double {
        // The JSON snapshot's instant is given to the second: it is drawn at
        // each whole second, once, and what changed within the second
        // (`remaining_s`, ticking at sunset's fraction of a second) with it.
        if spec.formatter.name == "json" { return t.rounded(.down) + 1 }
        let zone = spec.place.zone
        let days = self.days(spec, at: t)
        // The same clock as the changes: a shown instant a year on has
        // changes a year on, all later than a day after the real `t`.
        let shown = DayShift.shift(t, days: days, in: zone)
        var earliest = shown + errorRetry
        for report in snapshot.reports {
            for c in report.changes where c < earliest { earliest = c }
        }
        guard days != 0 || spec.anchor != nil else { return max(t, earliest) }
        // The next midnight after `t`, also in an hour the clocks repeat
        // across midnight, where the date's first start is already past.
        let real = min(DayShift.realInstant(reaching: earliest, shown: shown, at: t, days: days, in: zone),
                       Double(zone.startOfNextDay(after: Int64(t.rounded(.down)))))
        return max(t, real)
    }
}
