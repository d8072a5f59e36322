import CivilTime
import SolvervContracts
import SolvervControl
import SolvervEngine

/// The view state (clicks, `solverv ctl`) applied to a line: the shown date
/// moved by its days, and, when the size is toggled, the next size up from
/// the line's own: small to medium (tmux, waybar's text: one line that
/// still fits the bar), medium to large (i3bar, polybar), and large back to
/// medium (conky).
enum ViewApplied {
    static func toggled(_ size: Size) -> Size {
        switch size {
        case .small: .medium
        case .medium: .large
        case .large: .medium
        }
    }

    static func spec(_ base: LineSpec, _ view: ViewState, formatter: any Formatter) -> LineSpec {
        guard view.dayShift != 0 || view.large else { return base }
        var spec = base
        spec.dayShift = base.dayShift + view.dayShift
        guard view.large else { return spec }
        // A new size is a new spec: whether the zone is named depends on it.
        let size = toggled(base.size)
        var sized = LineSpec(providers: base.providers, formatter: formatter, size: size, template: base.template,
                             icons: base.icons, urgentMinutes: base.urgentMinutes, place: base.place,
                             systemZoneName: Zone.systemZoneName(), dayShift: spec.dayShift)
        sized.providerTemplates = base.providerTemplates
        sized.anchor = base.anchor
        return sized
    }
}
