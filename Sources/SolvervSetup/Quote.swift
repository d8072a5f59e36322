/// How `setup` writes a command into each bar's config syntax
/// (`BarSetup`): first as a /bin/sh command line, which every bar hands to
/// `sh -c`, then in the bar's own quoting. Each reads back as exactly the
/// argv it was written from (the tests paste the pieces into the real bars).
enum Quote {
    /// The characters a word may hold unquoted.
    private static let safe: Set<Unicode.Scalar> = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+=:,@%".unicodeScalars)

    /// argv as one /bin/sh command line: each word as it is where it needs
    /// no quotes, else in single quotes, with each character of `encoding`
    /// written by the shell instead (`'"$(printf '\051')"'`), for a bar whose
    /// syntax reads that character inside the command.
    /// `doubleQuoted`: characters written in double quotes (`'"$"'`), for a
    /// bar that reads a backslash or `${` in the command (polybar).
    static func shell(_ argv: [String], encoding: String = "", doubleQuoted: String = "") -> String {
        var out = ""
        for (i, word) in argv.enumerated() {
            if i > 0 { out += " " }
            out += shellWord(word, encoding: encoding, doubleQuoted: doubleQuoted)
        }
        return out
    }

    /// `shell(argv)`, with `open` and `close` written by the shell only
    /// where the line would not keep them balanced as it is (tmux's `#( )`
    /// and conky's `${ }` end at the brace that balances the first).
    static func shell(_ argv: [String], balancing open: Unicode.Scalar, _ close: Unicode.Scalar, encoding: String = "") -> String {
        let plain = shell(argv, encoding: encoding)
        var depth = 0
        for c in plain.unicodeScalars {
            if c == open { depth += 1 }
            if c == close { depth -= 1 }
            if depth < 0 { break }
        }
        return depth == 0 ? plain : shell(argv, encoding: encoding + String(open) + String(close))
    }

    static func shellWord(_ word: String, encoding: String = "", doubleQuoted: String = "") -> String {
        if !word.isEmpty, word.unicodeScalars.allSatisfy({ safe.contains($0) && !encoding.unicodeScalars.contains($0) }) {
            return word
        }
        var out = "'"
        for c in word.unicodeScalars {
            if doubleQuoted.unicodeScalars.contains(c) {
                // `"$"` is a dollar sign to the shell: no name follows it.
                out += "'\"" + String(c) + "\"'"
            } else if c == "'" {
                out += "'\\''"
            } else if encoding.unicodeScalars.contains(c) {
                out += "'\"$(printf '\\" + octal(c.value) + "')\"'"
            } else {
                out.unicodeScalars.append(c)
            }
        }
        return out + "'"
    }

    private static func octal(_ value: UInt32) -> String {
        let digits = String(value, radix: 8)
        return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }

    /// A JSON string (waybar's config).
    static func json(_ text: String) -> String {
        var out = "\""
        for c in text.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if c.value < 0x20 || c.value == 0x7F {
                    let hex = String(c.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out + "\""
    }

    /// polybar's value (its config.ini): `argv` as a shell line with no
    /// backslash of its own and no `${` (a reference there): `'` and `$`
    /// are written in double quotes (`'"'"'`, `'"$"'`). polybar 3.6 reads
    /// `\\` as a backslash and warns at every start about a lone one, so
    /// the backslashes of the values themselves are doubled.
    static func polybar(_ argv: [String]) -> String {
        var out = ""
        for c in shell(argv, doubleQuoted: "'$").unicodeScalars {
            if c == "\\" { out += "\\" }
            out.unicodeScalars.append(c)
        }
        return out
    }

    /// A TOML basic string (i3status-rust's config): JSON's escapes are TOML's.
    static func toml(_ text: String) -> String { json(text) }

    /// i3's and sway's `status_command`: the rest of the line as it is, or
    /// in double quotes, where both read `\"` and `\\`, when it holds a
    /// quote or a backslash (sway takes a quoted word apart otherwise).
    static func i3(_ command: String) -> String {
        guard command.unicodeScalars.contains(where: { $0 == "'" || $0 == "\"" || $0 == "\\" }) else { return command }
        var out = "\""
        for c in command.unicodeScalars {
            if c == "\"" || c == "\\" { out += "\\" }
            out.unicodeScalars.append(c)
        }
        return out + "\""
    }

    /// `text` through tmux's format language unchanged: each `#` doubled,
    /// but a run of them before `[` (tmux keeps `#[` and `##[` as they
    /// are); with `time`, each `%` doubled too (the status line goes
    /// through strftime first; run-shell's command does not).
    static func tmuxFormat(_ text: String, time: Bool) -> String {
        var out = "", run = 0
        func flush(_ next: Unicode.Scalar?) {
            guard run > 0 else { return }
            out += String(repeating: "#", count: next == "[" ? run : 2 * run)
            run = 0
        }
        for c in text.unicodeScalars {
            if c == "#" { run += 1; continue }
            flush(c)
            if c == "%" && time { out += "%%" } else { out.unicodeScalars.append(c) }
        }
        flush(nil)
        return out
    }

    /// One word of a tmux config line: in single quotes, where tmux reads
    /// nothing; in double quotes, with `\`, `"` and `$` escaped, when it
    /// holds a single quote.
    static func tmuxConfig(_ text: String) -> String {
        guard text.unicodeScalars.contains("'") else { return "'" + text + "'" }
        var out = "\""
        for c in text.unicodeScalars {
            if c == "\"" || c == "\\" || c == "$" { out += "\\" }
            out.unicodeScalars.append(c)
        }
        return out + "\""
    }
}
