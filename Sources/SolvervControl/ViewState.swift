import SolvervJSON
import SolvervLanguage

/// The one view of the user's lines (SPEC §6): the date shown, moved by
/// whole days ("time travel"), and whether the lines are shown large. i3bar's
/// clicks and scrolls, tmux's keys and `solverv ctl` all steer it through
/// the state file (`StateStore`); every line shows what the file says, so
/// the last action wins on every line (`SharedView`).
///
/// The file holds results, not commands: a toggle stores the size it
/// toggled to, a scroll the shift it reached. A line that reads the state
/// late, or twice, shows the same as the others.
public struct ViewState: Equatable, Sendable {
    /// Days added to today's date; 0 shows today.
    public var dayShift: Int
    /// Shown large instead of the configured size.
    public var large: Bool
    /// Raised by each action, so that a line applies only a state it has
    /// not applied (compared for equality only: it may wrap). 0 before any.
    public var serial: Int
    /// The serial of the last return to today: a line started with
    /// `--date` leaves that date for today once it sees it change.
    public var todaySerial: Int

    /// How far the date may be moved: ten years each way, well inside the
    /// years Solverv computes from any present date.
    public static let dayShiftLimit = 3660
    /// The largest serial: 2^53 − 1, an integer every JSON reader holds
    /// exactly. Ten actions a second reach it after 28 million years; a
    /// file that claims more was not written by Solverv.
    public static let serialLimit = 9_007_199_254_740_991

    public init(dayShift: Int = 0, large: Bool = false, serial: Int = 0, todaySerial: Int = 0) {
        self.dayShift = dayShift
        self.large = large
        self.serial = serial
        self.todaySerial = todaySerial
    }

    /// Today's date at the configured size.
    public static let initial = ViewState()

    /// Does `action`, and raises the serial: the state of the next line.
    public mutating func perform(_ action: ViewAction) {
        serial = serial >= ViewState.serialLimit ? 1 : serial + 1
        switch action {
        case .nextDay: dayShift = min(dayShift + 1, ViewState.dayShiftLimit)
        case .previousDay: dayShift = max(dayShift - 1, -ViewState.dayShiftLimit)
        case .today:
            dayShift = 0
            todaySerial = serial
        case .toggleSize: large.toggle()
        }
    }

    /// As the state file holds it: `{"serial":3,"day_shift":1,"large":false,"today_serial":2}`.
    public var json: JSON {
        .object([("serial", .integer(serial)), ("day_shift", .integer(dayShift)), ("large", .bool(large)),
                 ("today_serial", .integer(todaySerial))])
    }

    /// The state that the JSON of the file at `path` describes. A field
    /// that is missing takes its initial value (a file of an older version
    /// has no serials); one of another type or out of its range, or text
    /// that is not an object, is refused: the file was not written by
    /// Solverv, and none of it is believed. Members it does not know are
    /// let be (a later version's).
    public init(json: JSONValue?, path: String) throws(ControlError) {
        guard let json, case .object = json else {
            // TRANSLATORS: %s is a file.
            throw ControlError(fill(tr("%s does not hold a JSON object"), path))
        }
        func integer(_ key: String, _ range: ClosedRange<Int>) throws(ControlError) -> Int? {
            guard let value = json[key] else { return nil }
            guard let number = value.integer, range.contains(number) else {
                // TRANSLATORS: %1$s is a file, %2$s a member of its JSON object (such as "serial"), %3$s and %4$s numbers.
                throw ControlError(fill(tr("%1$s: \"%2$s\" must be an integer from %3$s to %4$s"), path, key,
                                        String(range.lowerBound), String(range.upperBound)))
            }
            return number
        }
        self = .initial
        if let shift = try integer("day_shift", -ViewState.dayShiftLimit...ViewState.dayShiftLimit) { dayShift = shift }
        if let serial = try integer("serial", 0...ViewState.serialLimit) { self.serial = serial }
        if let today = try integer("today_serial", 0...ViewState.serialLimit) { todaySerial = today }
        if let value = json["large"] {
            guard let large = value.bool else {
                // TRANSLATORS: %1$s is a file, %2$s a member of its JSON object.
                throw ControlError(fill(tr("%1$s: \"%2$s\" must be true or false"), path, "large"))
            }
            self.large = large
        }
    }
}

/// What a click, a scroll, a tmux key or `solverv ctl ACTION` asks of the
/// view; the raw value is `ctl`'s word for it.
public enum ViewAction: String, CaseIterable, Sendable {
    case nextDay = "next-day"
    case previousDay = "prev-day"
    case today
    case toggleSize = "toggle-size"

    /// i3bar's: left toggles medium and large, the wheel moves the date a
    /// day on or back, middle returns to today; right does nothing.
    public init?(_ click: Click) {
        switch click {
        case .left: self = .toggleSize
        case .middle: self = .today
        case .scrollUp: self = .nextDay
        case .scrollDown: self = .previousDay
        case .right: return nil
        }
    }
}
