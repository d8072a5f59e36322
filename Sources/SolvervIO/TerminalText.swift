import Glibc
import SolvervFormatters
import SolvervContracts

/// Text for a terminal: how many columns it takes, and its colours as ANSI
/// SGR sequences. Widths are counted here, not by glibc's `wcwidth`, which
/// answers only under a UTF-8 locale that a static binary may not have.
package enum TerminalText {
    /// The columns `text` takes in a terminal: a wide character (CJK, an
    /// emoji shown as emoji) takes two, a combining mark or a format
    /// character none, anything else one. Counted per grapheme, so an emoji
    /// sequence joined by ZWJ, a flag or a skin tone is the two columns of one glyph.
    package static func columns(_ text: String) -> Int {
        var total = 0
        for character in text { total += columns(character) }
        return total
    }

    package static func columns(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x7F { return first.value < 0x20 ? 0 : 1 }
        // U+FE0F asks for emoji presentation: `❄️` is wide where `❄` is not.
        if first.properties.isEmoji, scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        var widest = 0
        for scalar in scalars { widest = max(widest, columns(scalar)) }
        return widest
    }

    package static func columns(_ scalar: Unicode.Scalar) -> Int {
        Columns.of(scalar)
    }

    /// `text` followed by spaces up to `width` columns.
    static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - columns(text)))
    }

    /// How a piece of the screen is drawn: a role, which the palette maps
    /// to a colour only when colour is on.
    package enum Style: Equatable {
        case plain, bold, dim, heading
        /// A colour of `Palette` by class: a season, a state.
        case tinted(String)
        /// Bold in a class's colour.
        case marked(String)

        /// The SGR parameters, or nil for none.
        var parameters: String? {
            switch self {
            case .plain: nil
            case .bold: "1"
            case .dim: "2"
            case .heading: "1;4"
            case .tinted(let name): Palette.colour(ofClass: name).map(TerminalText.foreground)
            case .marked(let name): Palette.colour(ofClass: name).map { "1;" + TerminalText.foreground($0) }
            }
        }
    }

    /// `text` in `style`: wrapped in SGR when `colour` is on, else as it is.
    package static func styled(_ text: String, _ style: Style, colour: Bool) -> String {
        guard colour, !text.isEmpty, let p = style.parameters else { return text }
        return "\u{1B}[\(p)m\(text)\u{1B}[0m"
    }

    /// A `#rrggbb` colour as the SGR of the nearest of xterm's 256: every
    /// colour terminal has them, where 24-bit colour is not everywhere.
    static func foreground(_ hex: String) -> String {
        let digits = Array(hex.utf8.dropFirst())
        guard digits.count == 6 else { return "39" }
        func byte(_ i: Int) -> Int {
            func nibble(_ c: UInt8) -> Int {
                switch c {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(c) - 48
                case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(c) - 87
                case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(c) - 55
                default: 0
                }
            }
            return nibble(digits[i]) * 16 + nibble(digits[i + 1])
        }
        // The 6×6×6 cube's levels: 0, 95, 135, 175, 215, 255.
        func level(_ v: Int) -> Int { v < 48 ? 0 : v < 115 ? 1 : (v - 35) / 40 }
        let index = 16 + 36 * level(byte(0)) + 6 * level(byte(2)) + level(byte(4))
        return "38;5;\(index)"
    }

    /// What `--color` takes.
    package static let colourChoices = ["always", "never", "auto"]

    /// Whether `report` draws in colour: `--color always|never|auto`, and
    /// in `auto` (the default) only on a terminal, with `NO_COLOR` unset or
    /// empty (no-color.org) and `TERM` not `dumb`. An explicit
    /// `--color always` wins over `NO_COLOR`, as that convention asks.
    package static func colourWanted(_ option: String?, environment: (String) -> String? = Environment.variable,
                             isTerminal: () -> Bool = { isatty(STDOUT_FILENO) == 1 }) throws(Failure) -> Bool {
        switch option ?? "auto" {
        case "always": return true
        case "never": return false
        case "auto":
            if environment("NO_COLOR") != nil { return false }  // `Environment.variable` reads "" as unset
            if environment("TERM") == "dumb" { return false }
            return isTerminal()
        default:
            throw Failure.choice("color", option ?? "", colourChoices)
        }
    }
}
