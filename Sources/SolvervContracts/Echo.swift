/// How a message quotes outside input: cut to `limit` Unicode scalars, with
/// `…` where it was cut, so that a pasted page cannot flood the terminal or
/// the bar. Scalars, not Characters: combining marks could stretch one
/// Character without end. Control characters are cleaned where the message
/// is written, not here. (In the contracts, so that templates, which
/// providers' placeholders check, and the CLI quote alike.)
public enum Echo {
    /// The longest echo of input a message carries, in Unicode scalars.
    public static let limit = 200

    public static func cut(_ text: String) -> String {
        var count = 0
        for i in text.unicodeScalars.indices {
            if count == limit { return String(text.unicodeScalars[..<i]) + "…" }
            count += 1
        }
        return text
    }
}
