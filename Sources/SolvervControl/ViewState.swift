import SolvervJSON

/// What the user has changed about a running line with clicks or
/// `solverv ctl`: the date shown, moved by whole days ("time travel",
/// SPEC §6), and whether the line is shown large.
public struct ViewState: Equatable, Sendable {
    /// Days added to today's date; 0 shows today.
    public var dayShift: Int
    /// Shown large instead of the configured size.
    public var large: Bool

    /// How far the date may be moved: ten years each way, well inside the
    /// years Solverv computes from any present date.
    public static let dayShiftLimit = 3660

    public init(dayShift: Int = 0, large: Bool = false) {
        self.dayShift = dayShift
        self.large = large
    }

    /// Today's date at the configured size.
    public static let initial = ViewState()

    /// A day later, stopping at the limit.
    public mutating func nextDay() { dayShift = min(dayShift + 1, ViewState.dayShiftLimit) }
    /// A day earlier, stopping at the limit.
    public mutating func previousDay() { dayShift = max(dayShift - 1, -ViewState.dayShiftLimit) }
    public mutating func today() { dayShift = 0 }
    public mutating func toggleSize() { large.toggle() }

    /// As the state file holds it: `{"day_shift":0,"large":false}`.
    public var json: JSON {
        .object([("day_shift", .integer(dayShift)), ("large", .bool(large))])
    }

    /// The state a file's JSON describes. Tolerant, since the file may come
    /// from another version: each field that is missing or wrong (a shift
    /// beyond the limit, a string for a flag) takes its initial value.
    public init(json: JSONValue?) {
        self = .initial
        if let shift = json?["day_shift"]?.integer, (-ViewState.dayShiftLimit...ViewState.dayShiftLimit).contains(shift) { dayShift = shift }
        if let large = json?["large"]?.bool { self.large = large }
    }
}
