/// How much room a line has (SPEC §3), after the widget sizes of the
/// Solverv design: a glance, a sentence, or several lines.
public enum Size: String, CaseIterable, Sendable {
    /// `❄ 30d` or `☀ 3h12m`.
    case small
    /// `Winter solstice in 30 days · 3h12m of sun left`.
    case medium
    /// Several lines: dates, times, progress, the next events, a sparkline.
    case large
}
