import PlaceNames
import SolvervControl
import SolvervFormatters
import SolvervGeoClue
import SolvervIO
import SolvervLanguage

/// `--location auto` in watch mode (SPEC §5, §6): the line follows the
/// laptop. A GeoClue client runs on the line's event loop (its D-Bus
/// connection is the loop's `watchedFD`), so nothing wakes between
/// GeoClue's updates. A location more than 5 km from the place shown
/// redraws the line at once, in the zone that place lies in, and is saved
/// for the one-shot lines; a closer one changes nothing. GeoClue's failures
/// (missing, denied, silent for 5 s, a location that is no place, gone
/// from the bus) become the line's notice, and the line keeps the last
/// place, else the rest of the order (the config's place, the zone's
/// city, Greenwich). GeoClue's return to the bus is followed without a
/// restart. GeoClue is asked only once the line's first line is out (the
/// saved place, else the rest of the order, saying it asks): a bus that
/// hangs never holds the bar's first line back.
public struct WatchLocation {
    /// Closer than this, a new location is the same place: not drawn, not saved.
    public static let moveKm = 5.0
    /// A saved place this old is saved again, though it has not moved, so
    /// that one-shot lines see it is still where the laptop is.
    public static let refreshAfter = 86_400.0

    private var session: GeoClueSession?
    /// Whether GeoClue was asked (`start`).
    public private(set) var started = false
    /// What the line's place is resolved with.
    package private(set) var state = GeoClueState(failure: nil, asking: true)

    /// The saved place, to draw first; GeoClue is not asked yet.
    public init() {
        if case .saved(let saved) = SavedLocation.read() { state.located = saved }
    }

    /// Connects and asks, without waiting on the bus; whether the line must
    /// be resolved again (the bus cannot be reached: the notice at once).
    public mutating func start(now: Double) -> Bool {
        started = true
        do throws(GeoClueFailure) {
            session = try GeoClueSession(now: now)
            return false
        } catch {
            state.failure = error.notice
            state.asking = false
            Output.message("solverv: \(Escape.plain(error.notice))\n")
            return true
        }
    }

    /// The descriptor for the loop to watch, and what for; -1 once closed.
    public var fd: Int32 { session?.fd ?? -1 }
    public var events: Int16 { session?.events ?? 0 }
    /// When GeoClue's silence becomes a failure, while asking.
    public var deadline: Double? { session?.deadline }

    /// After `.readable`: whether the line must be resolved again.
    public mutating func read(now: Double) -> Bool {
        guard let events = session?.read(now: now) else { return false }
        return apply(events, now)
    }

    /// At a wake: whether GeoClue stayed silent past its limit just now.
    public mutating func expire(now: Double) -> Bool {
        guard let events = session?.expire(now: now) else { return false }
        return apply(events, now)
    }

    private mutating func apply(_ events: [GeoClueEvent], _ now: Double) -> Bool {
        var changed = false
        for event in events {
            let before = state
            switch event {
            case .failed(let failure):
                state.failure = failure.notice
                state.asking = false
                Output.message("solverv: \(Escape.plain(failure.notice))\n")
            case .located(let location):
                state.failure = nil
                state.asking = false
                let time = Int64((location.timestamp ?? now).rounded(.down))
                guard let found = AutoPlace.toSave(latitude: location.latitude, longitude: location.longitude, time: time) else { continue }
                let shown = state.located
                let moved = shown.map { NearestCity.kilometres($0.latitude, $0.longitude, found.latitude, found.longitude) > Self.moveKm } ?? true
                // A file of the older version (no zone, no city) is saved again at once, in full.
                if moved || shown?.zone == nil || Double(found.time - (shown?.time ?? 0)) > Self.refreshAfter {
                    state.located = found
                    do throws(ControlError) {
                        try found.save()
                    } catch {
                        Output.message("solverv: \(Escape.plain(error.message))\n")
                    }
                }
            }
            changed = changed || state != before
        }
        return changed
    }
}
