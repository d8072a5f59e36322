import CivilTime
import SolarAstronomy
import SolvervContracts
import SolvervIO
import SolvervLanguage

/// What `solverv wait` was asked for: an event, with its own altitude
/// (`--angle`) and an offset from it (`--offset`), read and checked before
/// anything else is done. Each refusal is one line and status 2.
package struct SunEventQuery: Sendable, Equatable {
    /// The event, with `--angle`'s altitude in place of its own.
    package let event: SunEvent
    /// `--angle` and `--offset` as given (for the printed line), when given.
    package let angleText: String?
    package let offsetText: String?
    /// `--offset` in seconds: the instant waited for is the event's plus this.
    package let offset: Double

    package init(event: SunEvent, angleText: String? = nil, offsetText: String? = nil, offset: Double = 0) {
        self.event = event
        self.angleText = angleText
        self.offsetText = offsetText
        self.offset = offset
    }

    /// The query of `wait EVENT [--angle DEG] [--offset ±DUR]`.
    package static func parse(event name: String, angle: String?, offset: String?) throws(Failure) -> SunEventQuery {
        guard !name.isEmpty else {
            // TRANSLATORS: %s is the list of events, such as "sunrise, sunset, noon, …" (names stay as they are).
            throw Failure(fill(tr("wait needs an event: %s"), SunEvent.names.joined(separator: ", ")))
        }
        guard var event = SunEvent.named(name) else {
            // TRANSLATORS: the word given, a "did you mean" or nothing, then the list of events (names stay as they are).
            throw Failure(fill(tr("'%s' is not an event of wait%s: %s"), Echo.cut(name), Suggestion.hint(name, SunEvent.names),
                               SunEvent.names.joined(separator: ", ")))
        }
        if let angle {
            guard event.takesAngle else {
                // TRANSLATORS: %s is an event such as noon or golden-hour-start.
                throw Failure(fill(tr("--angle applies to sunrise, sunset and the dawns and dusks, not to %s"), name))
            }
            event = event.at(angle: try EventOptions.altitude("angle", angle))
        }
        let seconds = try offset.map { (text: String) throws(Failure) -> Double in try EventOptions.duration(text) } ?? 0
        return SunEventQuery(event: event, angleText: angle, offsetText: offset.map { $0.hasPrefix("-") || $0.hasPrefix("+") ? $0 : "+" + $0 },
                             offset: seconds)
    }

    /// When the wait ends: the first instant of the event, plus the offset,
    /// after `t` (unix seconds). Nil when the event does not happen within
    /// `SunEvent.horizonDays`.
    package func next(after t: Double, coordinates: Coordinates, zone: Zone) -> Double? {
        event.next(after: t - offset, coordinates: coordinates, zone: zone).map { $0 + offset }
    }

    /// How a notice names it: the event, its angle and offset as given
    /// (`civil-dusk -20m`, `sunrise -8.5° +20m`).
    package var label: String {
        event.name + (angleText.map { " \($0)°" } ?? "") + (offsetText.map { " " + $0 } ?? "")
    }

    /// The line `wait` prints: the instant waited for, RFC 3339 in the
    /// display zone (rounded to the second), the event, and the angle and
    /// offset when given: `2026-11-29T15:52:10+01:00 sunset offset=+20m`.
    /// The same in every locale: a line for scripts and logs.
    package func line(at t: Double, zone: Zone) -> String {
        var text = Timestamp.local(unixSeconds: t, in: zone) + " " + event.name
        if let angleText { text += " angle=" + angleText }
        if let offsetText { text += " offset=" + offsetText }
        return text + "\n"
    }
}
