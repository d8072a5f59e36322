import SolvervLanguage
/// A `{placeholder}` template, as waybar and i3status-rust users write
/// them: `{icon} {days_short}`. `{{` and `}}` stand for literal braces. Parsed
/// once; an unknown placeholder or an unbalanced brace is an error that
/// names it, never a line with holes.
///
/// A template is the whole text of the line, in every format: nothing is
/// added to it, not the zone indicator nor the Greenwich mark; they are
/// placeholders (`locationPlaceholders`) that the template may place.
public struct Template: Sendable, Equatable {
    /// A run of the user's own text (their bar's markup, kept live), or a
    /// placeholder, whose value is escaped for the bar.
    public enum Piece: Sendable, Equatable {
        case literal(String)
        case placeholder(String)
    }

    public let pieces: [Piece]
    /// The text as given, for a plugin, which fills it itself (SPEC §8).
    public let source: String

    /// The placeholders every line has, whichever providers it shows: they
    /// describe the place and the clock, not a provider's facts.
    public static let locationPlaceholders: [(String, String)] = [
        ("location", "the place's name: Oslo, Greenwich, or the coordinates as given"),
        ("zone", "the display zone: Europe/Oslo"),
        ("zone_indicator", "(Tokyo time) when the times are not in the system's zone, else empty"),
        ("notice", "why the place is a guess (no location set: Greenwich), else empty"),
        ("shifted", "⟲ 12 Mar while another date is shown (--date), else empty"),
    ]

    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let description: String
        /// The unknown placeholder's name, for the line to say which it
        /// likely meant (`{moon_icn}`) or whose it is (`{days}`).
        public var unknown: String?

        public init(description: String, unknown: String? = nil) {
            self.description = description
            self.unknown = unknown
        }
    }

    /// Parses `text`; `known` lists the placeholders that may appear (an
    /// array, not a Set: a `Set<String>` costs 100 000 instructions of
    /// runtime metadata on first use, more than a line's few lookups).
    public init(_ text: String, known: [String]) throws(Failure) {
        // Walking characters runs the grapheme breaker (and touches its
        // tables) for every character of every template of a config, on
        // every run; where every brace stands alone, scalars parse alike.
        pieces = Self.bracesStandAlone(text)
            ? try Self.parse(text, text.unicodeScalars, known: known) { $0.unicodeScalars.append($1) }
            : try Self.parse(text, text, known: known) { $0.append($1) }
        source = text
    }

    /// Whether every brace of `text` is a character of its own: ASCII on
    /// both sides (no combining mark after it, no prepended mark before).
    /// Then its scalars parse as its characters do.
    private static func bracesStandAlone(_ text: String) -> Bool {
        var previous: UInt8 = 0, brace = false
        for b in text.utf8 {
            if brace, b >= 0x80 { return false }
            brace = b == UInt8(ascii: "{") || b == UInt8(ascii: "}")
            if brace, previous >= 0x80 { return false }
            previous = b
        }
        return true
    }

    /// The parse, over the text's characters or (where they read alike)
    /// its scalars; positions in messages count characters either way.
    private static func parse<View: BidirectionalCollection>(
        _ text: String, _ view: View, known: [String], append: (inout String, View.Element) -> Void
    ) throws(Failure) -> [Piece] where View.Index == String.Index, View.Element: Equatable & ExpressibleByUnicodeScalarLiteral {
        var pieces: [Piece] = []
        var literal = ""
        var i = view.startIndex
        while i < view.endIndex {
            let c = view[i]
            let next = view.index(after: i)
            if c == "{", next < view.endIndex, view[next] == "{" {
                append(&literal, "{")
                i = view.index(after: next)
            } else if c == "}", next < view.endIndex, view[next] == "}" {
                append(&literal, "}")
                i = view.index(after: next)
            } else if c == "{" {
                guard let close = view[next...].firstIndex(of: "}") else {
                    throw Failure(description: "template: " + fill(tr("'{' at position %d is never closed"), String(text.distance(from: text.startIndex, to: i))))
                }
                let name = String(text.unicodeScalars[next..<close])
                guard known.contains(name) else {
                    // Braces of the bar's own markup (polybar's %{F#f00}, conky's ${color}) must be doubled.
                    let isName = name.unicodeScalars.allSatisfy { $0 == "_" || $0 == "." || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
                    // TRANSLATORS: "them" are the placeholders; "solverv formats" is a command.
                    let hint = isName ? tr("solverv formats lists them") : tr("for the bar's own braces write {{ and }}, e.g. %{{F#f00}}")
                    // TRANSLATORS: the name between braces, then a hint.
                    throw Failure(description: "template: " + fill(tr("unknown placeholder {%s} (%s)"), Echo.cut(name), hint),
                                  unknown: isName ? name : nil)
                }
                if !literal.isEmpty { pieces.append(.literal(literal)) }
                literal = ""
                pieces.append(.placeholder(name))
                i = view.index(after: close)
            } else if c == "}" {
                throw Failure(description: "template: " + fill(tr("'}' at position %d has no '{' (write }} for a brace)"), String(text.distance(from: text.startIndex, to: i))))
            } else {
                append(&literal, c)
                i = next
            }
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return pieces
    }

    /// Whether the template shows `name` (the bare name only).
    public func uses(_ name: String) -> Bool {
        pieces.contains(.placeholder(name))
    }

    /// The template's own text, with `standIn` for each placeholder: the
    /// markup a formatter checks before the line is drawn.
    public func markup(standIn: String) -> String {
        var out = ""
        for piece in pieces {
            switch piece {
            case .literal(let s): out += s
            case .placeholder: out += standIn
            }
        }
        return out
    }

    /// Fills the template: the user's literal text stays as written (it is
    /// the user's own), each value goes through `escape` (it is not).
    public func render(_ value: (String) -> String, escape: (String) -> String) -> String {
        var out = ""
        for piece in pieces {
            switch piece {
            case .literal(let s): out += s
            case .placeholder(let name): out += escape(value(name))
            }
        }
        return out
    }
}

/// A template that replaces one provider's text at one size (the config
/// file's `templates`), where `--template` replaces the whole line. Its
/// bare placeholders are that provider's facts first.
public struct ProviderTemplate: Sendable {
    public let provider: String
    public let size: Size
    public let template: Template

    public init(provider: String, size: Size, template: Template) {
        self.provider = provider
        self.size = size
        self.template = template
    }
}
