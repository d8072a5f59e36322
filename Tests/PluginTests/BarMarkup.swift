/// lemonbar's reading of a line, after its parser (lemonbar.c, `parse`):
/// `%{…}` up to the next `}` is a tag (an `A` tag runs a command on a
/// click); `%%` is a literal `%`, after which a `{` is text.
enum LemonbarMarkup {
    static func liveTags(_ line: String) throws -> [String] {
        var tags: [String] = []
        var s = Substring(line)
        while let c = s.first {
            if s.hasPrefix("%%") {
                s = s.dropFirst(2)
            } else if s.hasPrefix("%{"), let close = s.firstIndex(of: "}") {
                tags.append(String(s[s.index(s.startIndex, offsetBy: 2)..<close]))
                s = s[s.index(after: close)...]
            } else {
                _ = c
                s = s.dropFirst()
            }
        }
        return tags
    }
}

/// xmobar's reading of a line: `<raw=N:…/>` holds N characters drawn
/// unparsed; any other `<…>` is a tag (`<action=…>` runs a command).
enum XmobarMarkup {
    struct Malformed: Error {}

    /// The tags outside raw text, in order.
    static func liveTags(_ line: String) throws -> [String] { try read(line).tags }

    /// The text xmobar draws (raw contents and plain text).
    static func drawn(_ line: String) throws -> String { try read(line).text }

    static func read(_ line: String) throws -> (tags: [String], text: String) {
        var tags: [String] = [], text = ""
        var s = Substring(line).unicodeScalars[...]
        while let c = s.first {
            let rest = String(String.UnicodeScalarView(s))
            if rest.hasPrefix("<raw=") {
                s = s.dropFirst(5)
                let digits = s.prefix { ("0"..."9").contains($0) }
                guard let n = Int(String(String.UnicodeScalarView(digits))) else { throw Malformed() }
                s = s.dropFirst(digits.count)
                guard s.first == ":" else { throw Malformed() }
                s = s.dropFirst()
                guard s.count >= n + 2 else { throw Malformed() }
                text += String(String.UnicodeScalarView(s.prefix(n)))
                s = s.dropFirst(n)
                guard String(String.UnicodeScalarView(s.prefix(2))) == "/>" else { throw Malformed() }
                s = s.dropFirst(2)
            } else if c == "<", let close = s.firstIndex(of: ">") {
                tags.append(String(String.UnicodeScalarView(s[s.index(after: s.startIndex)..<close])))
                s = s[s.index(after: close)...]
            } else {
                text.unicodeScalars.append(c)
                s = s.dropFirst()
            }
        }
        return (tags, text)
    }
}
