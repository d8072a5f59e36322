import SolvervContracts

/// When a line next changes, as `Engine.nextChange` finds it: the instant
/// to wake at, and the line then when it was drawn ahead (a built-in
/// formatter), for `Engine.render(…, reusing:)` to take at the wake.
public struct Change: Sendable {
    public let at: Double
    public let ahead: Rendered?
}

extension Engine {
    /// How far `nextChange` looks: snapshots, before it gives up and wakes
    /// with the same text (a polar day's `{remaining}` ticks hourly for
    /// months; a days-only line gets about 100 days of look-ahead).
    static let renderCap = 400
    /// A change can fall just after its candidate instant (a count of
    /// minutes floored holds at its boundary, then drops): it is looked for
    /// this long after, far above the rounding of instants (10⁻⁷ s) and
    /// far below anything a line shows.
    static let justAfter = 0.001

    /// The first instant after `t` at which the line's text differs from
    /// `text`, and the line then. When the text at `t` itself differs (a
    /// clock set back, a resume), that is `t`. After `renderCap` looks
    /// without a change, the last instant looked at, with the same text;
    /// while the text is an error block, a day on.
    public static func nextChange(_ spec: LineSpec, after t: Double, text: String) -> (at: Double, rendered: Rendered) {
        let current = render(spec, at: t)
        if current.text != text { return (t, current) }
        let change = nextChange(spec, after: t, from: current)
        return (change.at, change.ahead ?? render(spec, at: change.at))
    }

    /// The next change of `current`, the line drawn at `t` (watch mode has
    /// just printed it). The look-ahead takes a snapshot at each instant
    /// where a shown provider says it may change (and just after), and
    /// compares what a line can draw of it (`ShownParts`), so that a watch
    /// loop that sleeps until then wakes once per change and never between.
    /// No plugin is called: where the parts differ, that instant is the
    /// change, and the wake draws it. A built-in formatter, cheap and
    /// pure, draws the line there, and where the text stays the same (a
    /// medium text moved, a small line shown) the look goes on.
    public static func nextChange(_ spec: LineSpec, after t: Double, from current: Rendered) -> Change {
        // An error (the countdown past 3000) has no schedule: look again a day on.
        if current.failed { return Change(at: current.validUntil, ahead: nil) }
        var parts = current.parts
        var validUntil = current.validUntil
        var at = t
        var looks = 1
        while looks < renderCap {
            for probe in [validUntil, validUntil + justAfter] where probe > at {
                looks += 1
                at = probe
                let frame: Frame
                do throws(LineError) {
                    frame = try self.frame(spec, at: probe)
                } catch {
                    return Change(at: probe, ahead: nil)  // the error block, drawn at the wake
                }
                validUntil = frame.validUntil
                if frame.parts == parts { continue }
                guard spec.formatter.drawsAhead else { return Change(at: probe, ahead: nil) }
                let next = draw(spec, frame, at: probe)
                if next.text != current.text { return Change(at: probe, ahead: next) }
                parts = frame.parts
            }
            // No candidate ahead (a render's own boundary at its instant):
            // step on past it, so the look-ahead always advances.
            if validUntil <= at { validUntil = at + justAfter }
        }
        return Change(at: at, ahead: nil)
    }
}
