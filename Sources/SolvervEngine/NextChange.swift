import SolvervContracts

extension Engine {
    /// How far `nextChange` looks: renders, before it gives up and wakes
    /// with the same text (a polar day's `{remaining}` ticks hourly for
    /// months; a days-only line gets about 100 days of look-ahead).
    static let renderCap = 400
    /// A change can fall just after its candidate instant (a count of
    /// minutes floored holds at its boundary, then drops): it is looked for
    /// this long after, far above the rounding of instants (10⁻⁷ s) and
    /// far below anything a line shows.
    static let justAfter = 0.001

    /// The first instant after `t` at which the line's text differs from
    /// `text`, and the line then: found by rendering at each instant where
    /// a shown provider says it may change (and just after), skipping those
    /// where the text is the same, so that a watch loop that sleeps until
    /// it wakes once per change and never between. When the text at `t`
    /// itself differs (a clock set back, a resume), that is `t`. After
    /// `renderCap` renders without a change, the last instant looked at,
    /// with the same text; while the text is an error block, a day on.
    public static func nextChange(_ spec: LineSpec, after t: Double, text: String) -> (at: Double, rendered: Rendered) {
        let current = render(spec, at: t)
        if current.text != text { return (t, current) }
        return nextChange(spec, after: t, from: current)
    }

    /// `nextChange` from `current`, the line already rendered at `t` (watch
    /// mode has just printed it), so that it is not rendered twice.
    public static func nextChange(_ spec: LineSpec, after t: Double, from current: Rendered) -> (at: Double, rendered: Rendered) {
        var current = current
        let text = current.text
        // An error (the countdown past 3000) has no schedule: look again a day on.
        if current.failed { return (current.validUntil, render(spec, at: current.validUntil)) }
        var at = t
        var renders = 1
        while renders < renderCap {
            let candidate = current.validUntil
            for probe in [candidate, candidate + justAfter] where probe > at {
                let next = render(spec, at: probe)
                renders += 1
                at = probe
                current = next
                if next.text != text { return (probe, next) }
            }
            // No candidate ahead (a render's own boundary at its instant):
            // step on past it, so the look-ahead always advances.
            if current.validUntil <= at { current = Rendered(text: current.text, validUntil: at + justAfter) }
        }
        return (at, current)
    }
}
