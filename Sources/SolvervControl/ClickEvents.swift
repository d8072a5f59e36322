import SolvervJSON

/// A click on Solverv's block in i3bar (or swaybar), as the bar reports it.
/// What each does is `ViewAction(click)`'s (SPEC §6: left toggles medium
/// and large, scrolling moves the date, middle returns to today).
public enum Click: Equatable, Sendable {
    case left, middle, right, scrollUp, scrollDown
}

/// i3bar's click events, read a line at a time from stdin.
///
/// After the header asks for `"click_events": true`, i3bar writes an endless
/// JSON array, one element per line: first `[`, then
/// `{"name":"countdown","instance":"Oslo","button":4,"x":…}`, and each later
/// element after a comma: `,{…}` (i3bar protocol, "Click events"). `button`
/// is the X11 button number: 1 left, 2 middle, 3 right, 4 and 5 the wheel
/// up and down. swaybar sends the same, plus `"event"`, the evdev code of
/// the button; i3bar does not send that field, so `button` alone decides.
/// The other fields (coordinates, modifiers, name and instance) do not
/// change what a click on Solverv does, and are not read.
public enum ClickEvents {
    /// Longer lines are junk: a real event is about 200 bytes.
    public static let lineLimit = 16_384

    /// The click that `line` reports, or nil for anything else: the opening
    /// `[`, an empty line, text that is not one JSON object, an object
    /// without an integer `button` of 1–5. Never fails louder than nil:
    /// a bar that sends junk must not stop the line (SPEC §6).
    public static func parse(_ line: String) -> Click? {
        guard line.utf8.count <= lineLimit else { return nil }
        // The separator of the array's elements, and the array's own
        // bracket should a bar put the first element on its line.
        var body = Substring(line).drop(while: { $0 == " " || $0 == "\t" })
        if body.first == "," || body.first == "[" { body = body.dropFirst() }
        guard let event = JSONValue.parse(String(body)), case .object = event,
              let button = event["button"]?.integer else { return nil }
        switch button {
        case 1: return .left
        case 2: return .middle
        case 3: return .right
        case 4: return .scrollUp
        case 5: return .scrollDown
        default: return nil
        }
    }
}
