import SolvervContracts

/// What a line can draw of a snapshot, before a formatter draws it: each
/// report's texts, classes and progress, the facts a template or the JSON
/// snapshot shows, and the mark of another date. Two snapshots with the
/// same parts draw the same line, so watch mode's look-ahead compares
/// these, which the providers give at no extra cost, and draws a line
/// only where they differ (issue 23): a plugin's render, foreign code
/// that may be slow, is called once per line shown, never ahead of time.
///
/// The location, the zone indicator, the notice and the config's texts
/// are left out: they are the spec's, the same at every instant.
package struct ShownParts: Equatable, Sendable {
    struct Report: Equatable, Sendable {
        let provider: String
        /// The texts drawn: for a built-in formatter every size (i3bar
        /// draws small beside medium, waybar's tooltip large); for a
        /// plugin the one at its size, which its snapshot carries.
        let texts: [String]
        /// The cues a bar colours by (a plugin's `color` and `class`).
        let classes: [String]
        /// waybar's `percentage` and `alt`: built-ins only (nil, "" for a
        /// plugin, whose snapshot has neither).
        let percentage: Int?
        let alt: String
        /// The values of the facts shown (`LineSpec.shownFacts`), in order.
        let facts: [Fact.Value]
    }

    let reports: [Report]
    /// The shown date's mark while another date is shown; and its days
    /// from today and its date, where the JSON snapshot draws them (they
    /// move at each real midnight, while `--date`'s mark stays).
    let shift: [String]?
    /// The snapshot's instant, where it is drawn (the JSON snapshot).
    let instant: String?

    init(_ snapshot: Snapshot, _ spec: LineSpec) {
        let shownFacts = spec.shownFacts
        let every = shownFacts?.contains("*") == true
        let wide = spec.formatter.drawsAhead
        reports = snapshot.reports.map { report in
            var facts: [Fact.Value] = []
            if every {
                facts = report.facts.map(\.value)
            } else if let shownFacts {
                for name in shownFacts { facts.append(report.fact(name)?.value ?? .missing) }
            }
            let texts = wide ? [report.small, report.medium, report.large ?? ""] : [report.text(spec.size)]
            return Report(provider: report.provider, texts: texts, classes: report.classes,
                          percentage: wide ? report.percentage : nil, alt: wide ? report.alt : "", facts: facts)
        }
        shift = snapshot.shifted.map { every ? [$0.label, String($0.days), $0.date] : [$0.label] }
        instant = every ? snapshot.instant : nil
    }
}
