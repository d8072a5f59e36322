/// The man page, solverv(1), in the man macros (roff), written from the
/// declarations; the prose around them is here.
enum ManPage {
    static func render(_ d: Declarations) -> String {
        var r = Roff()
        r.comment("solverv(1). Written by `make docs` (Plugins/SolvervDocs) from solverv's own declarations; do not edit.")
        r.macro(".TH SOLVERV 1 \"\" \"solverv \(d.version)\" \"User Commands\"")
        // Option names are not to be broken at their hyphens.
        r.macro(".nh")
        r.section("NAME")
        r.text("solverv - the days to the next solstice or equinox, and the sunlight left today, for status bars")

        r.section("SYNOPSIS")
        r.macro(".nf")
        for line in d.synopsis { r.text(line) }
        r.macro(".fi")

        r.section("DESCRIPTION")
        r.text("""
            solverv prints a line for a status bar: how many days remain until the next solstice or equinox, \
            and how much sunlight is left today (or, after sunset, tomorrow's sunrise and day length). \
            Each format writes its bar's own syntax, escapes every text that does not come from the user's own template, \
            and has a default size: small (a glance), medium (a sentence) or large (several lines: dates, progress, \
            the next events, sunrise, sunset, the day length and its change, a sparkline of the year).
            """)
        r.paragraph("""
            The place is --lat/--lon, or --location NAME (a place of the config file, a city, or a tz zone); \
            else the config file's default place; else SOLVERV_LAT and SOLVERV_LON; else the city the tz database \
            lists for the system zone; else Greenwich, with a notice. Times are shown in --tz, else in the place's \
            own zone (for coordinates, the zone they lie in, looked up offline); a clock that is not the system's \
            says whose it is: (Oslo time).
            """)
        r.paragraph("""
            With --watch (implied by --format i3bar) solverv keeps running and prints a new line exactly when the text \
            changes, sleeping in between. In i3bar a click toggles the large size, a scroll moves the shown date \
            a day on or back, and a middle click returns to today; solverv ctl does the same for other bars. \
            SIGUSR1 prints the line again at once.
            """)

        r.section("COMMANDS")
        r.tag(bold: "solverv", italic: "[PROVIDER...]")
        r.text("The line (no subcommand). PROVIDER is one of \(d.providers.map(\.name).joined(separator: ", ")); none means \(d.providers.filter(\.in_default_line).map(\.name).joined(separator: " and ")).")
        for c in d.commands {
            r.tag(bold: "solverv " + c.name, italic: c.takes_topic ? "[COMMAND]" : c.actions.isEmpty ? nil : c.actions.joined(separator: "|"))
            r.text(c.summary + ".")
            let options = c.options.filter { !["help", "version"].contains($0) }
            if !options.isEmpty { r.text("Options: " + options.map { "--" + $0 }.joined(separator: ", ") + ".") }
        }
        r.text("Each command's own help (solverv help COMMAND, or solverv COMMAND --help) shows its usage and only its options.")

        r.section("OPTIONS")
        r.text("Options may come before or after the words; --name=value and unambiguous abbreviations work, and -- ends the options.")
        for o in d.options {
            r.tag(bold: "--" + o.name, italic: o.value)
            r.text(o.summary + ".")
            let users = (d.line_options.contains(o.name) ? ["the line"] : []) + d.commands.filter { $0.options.contains(o.name) }.map(\.name)
            if users.count < d.commands.count + 1 { r.text("For " + users.joined(separator: ", ") + ".") }
        }

        r.section("FORMATS")
        r.text("Built in (plugins add more; solverv formats lists what this machine has):")
        for f in d.formats {
            r.tag(bold: f.name, italic: nil)
            r.text(f.summary + "; default size " + f.default_size + (f.bar ? "; an error is an error block in the bar's syntax, with status 0." : "."))
        }

        r.section("PROVIDERS")
        r.text("Each provider gives named facts; --template places them as {name}, or {provider.name} to pick one.")
        r.subsection("Placeholders of every line")
        for p in d.location_placeholders { r.tag(bold: "{\(p.name)}", italic: nil); r.text(p.summary) }
        for provider in d.providers {
            r.subsection(provider.name)
            r.text(provider.summary + ".")
            for p in provider.placeholders { r.tag(bold: "{\(p.name)}", italic: nil); r.text(p.summary) }
        }

        r.section("ENVIRONMENT")
        for e in d.environment { r.tag(bold: e.name, italic: nil); r.text(e.summary + ".") }

        r.section("FILES")
        for f in d.files { r.tag(bold: nil, italic: f.path); r.text(f.summary + ".") }

        r.section("EXIT STATUS")
        r.tag(bold: "0", italic: nil)
        r.text("Success; also a bar's error block, which is the answer (waybar hides a module that exits non-zero), and a reader that went away.")
        r.tag(bold: "1", italic: nil)
        r.text("An internal failure, or output that could not be written (a full disk, a closed stdout).")
        r.tag(bold: "2", italic: nil)
        r.text("Bad usage or input: one line on stderr names the value at fault.")

        r.section("EXAMPLES")
        for (text, command) in examples {
            r.paragraph(text)
            r.macro(".RS 4")
            r.macro(".nf")
            r.text(command)
            r.macro(".fi")
            r.macro(".RE")
        }

        r.section("SEE ALSO")
        r.text("The README and the bar configurations, installed in share/doc/solverv under the prefix (/usr/local by default), or in contrib/ of the source.")
        return r.text
    }

    static let examples = [
        ("The line in a terminal, for Oslo:", "solverv --lat 59.91 --lon 10.75 --tz Europe/Oslo"),
        ("i3bar and swaybar (in the bar block of their config):", "status_command solverv --format i3bar"),
        ("tmux, in status-right:", "#(solverv --format tmux)"),
        ("This year's equinoxes and solstices as CSV:", "solverv events --tz Europe/Oslo"),
        ("A week of sunrises and sunsets as JSON:", "solverv table --lat 59.91 --lon 10.75 --output json"),
        ("Show the next day in the running bars:", "solverv ctl next-day"),
    ]
}

/// roff text, escaped: backslashes, minus signs, a leading dot or quote,
/// and every non-ASCII character as \[uXXXX], which groff and mandoc both read.
struct Roff {
    private(set) var text = ""

    mutating func macro(_ line: String) { text += line + "\n" }
    mutating func comment(_ line: String) { text += ".\\\" " + line + "\n" }
    mutating func section(_ name: String) { macro(".SH \"\(name)\"") }
    mutating func subsection(_ name: String) { macro(".SS \"\(Roff.escape(name))\"") }
    mutating func paragraph(_ line: String) { macro(".PP"); self.text(line) }
    mutating func text(_ line: String) {
        let escaped = Roff.escape(line)
        text += (escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" : "") + escaped + "\n"
    }

    /// A tagged paragraph: the tag in bold, then its argument in italics.
    mutating func tag(bold: String?, italic: String?) {
        macro(".TP")
        var line = bold.map { "\\fB" + Roff.escape($0) + "\\fR" } ?? ""
        if let italic { line += (bold == nil ? "" : " ") + "\\fI" + Roff.escape(italic) + "\\fR" }
        text += (line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" : "") + line + "\n"
    }

    static func escape(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            case _ where scalar.value > 0x7E || scalar.value < 0x20:
                out += "\\[u" + hex(scalar.value) + "]"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Upper-case hex, at least four digits, as groff's \[uXXXX] wants.
    static func hex(_ v: UInt32) -> String {
        let digits = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
