import CivilTime
import SolvervContracts

extension LineSpec {
    /// The line as the one view shows it (clicks, `solverv ctl`: SPEC §6):
    /// the shown date moved by `dayShift` days, and, when `large`, the next
    /// size up from the line's own: small to medium (tmux, waybar's text:
    /// one line that still fits the bar), medium to large (i3bar, polybar),
    /// and large back to medium (conky). The view stores the result of a
    /// toggle (`large`), not the toggle: a line reading it late shows the
    /// same as the others.
    public func viewed(dayShift shift: Int, large: Bool) -> LineSpec {
        guard shift != 0 || large else { return self }
        var spec = self
        spec.dayShift = dayShift + shift
        guard large else { return spec }
        // A new size is a new spec: whether the zone is named depends on it.
        var sized = LineSpec(providers: providers, formatter: formatter, size: Self.toggled(size), template: template,
                             icons: icons, urgentMinutes: urgentMinutes, place: place,
                             systemZoneName: Zone.systemZoneName(), dayShift: spec.dayShift)
        sized.providerTemplates = providerTemplates
        sized.anchor = anchor
        return sized
    }

    /// The size a toggle shows for a line of size `size`.
    public static func toggled(_ size: Size) -> Size {
        switch size {
        case .small: .medium
        case .medium: .large
        case .large: .medium
        }
    }
}
