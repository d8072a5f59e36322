/// How much room a line has (SPEC §3), after the widget sizes of the
/// Solverv design: a glance, a sentence, or several lines.
public enum Size: String, CaseIterable, Sendable {
    /// `❄ 30d` or `☀ 3h12m`.
    case small
    /// `Winter solstice in 30 days · 3h12m of sun left`.
    case medium
    /// Several lines: dates, times, progress, the next events, a sparkline.
    case large

    /// The most columns one provider's default text may take at this size
    /// (each line, in large), in any language, counted as terminals count
    /// them (`wcwidth`: CJK is two columns). Translators are told it in the
    /// TRANSLATORS comments, and a test holds every shipped language to it.
    ///
    /// A line showing another date than today (`--date`, `solverv ctl
    /// next-day`) has the shift mark and a space before it, extra to the
    /// budget: `⟲` at small size, `⟲ 12 Mar 2027` at medium and large. A
    /// mark shown only while a date is browsed should not cost every
    /// language room in its everyday text (English's `⟲ ⏰ no changes` is
    /// 15 columns, `⟲ Jun 21 2027 Clocks go forward 1h in 104 days …` 73).
    public var columnBudget: Int {
        switch self {
        case .small: 14
        case .medium: 72
        case .large: 100
        }
    }
}
