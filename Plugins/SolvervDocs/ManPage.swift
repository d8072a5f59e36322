import Foundation

/// The man page of the commands, solverv(1), in the man macros (roff),
/// written from the declarations; the prose around them is here. The
/// config file and the placeholders are solverv-config(5) (`ConfigManPage`),
/// the plugin ABI solverv-plugin(7) (`PluginManPage`).
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
        for (command, words) in synopsis(d.synopsis) { r.synopsis(command, words) }

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
            // A word its usage names (`wait EVENT`) stands for a list too long for one line: the list follows.
            let words = (c.usage.first ?? "").split(separator: " ").map(String.init)
            let word = words.firstIndex(of: c.name).flatMap { $0 + 1 < words.count ? words[$0 + 1] : nil }.flatMap { $0.allSatisfy(\.isUppercase) ? $0 : nil }
            let action = c.actions.isEmpty ? nil : (word ?? c.actions.joined(separator: "|")) + (c.takes_providers ? " [PROVIDER...]" : "")
            r.tag(bold: "solverv " + c.name, italic: c.takes_topic ? "[COMMAND]" : action)
            r.text(c.summary + ".")
            if let word, !c.actions.isEmpty { r.text("\(word) is one of " + c.actions.joined(separator: ", ") + ".") }
            if c.takes_providers { r.text("PROVIDER is the line's, as above.") }
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
        r.text("What a line shows; --template and the config file's templates place their facts as {name}, which solverv-config(5) lists.")
        for provider in d.providers {
            r.tag(bold: provider.name, italic: nil)
            r.text(provider.summary + (provider.in_default_line ? "; in the line when none is named." : "."))
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
        r.text("Bad usage or input: one line on stderr names the value at fault. poll: day (sunwait's status), with day on stdout.")
        r.tag(bold: "3", italic: nil)
        r.text("poll: night. wait: the event does not happen at the place within 370 days (a polar day or night, an angle the Sun does not reach).")
        r.tag(bold: "4", italic: nil)
        r.text("wait: the event was missed: the clock passed it by more than a minute (the machine slept, the clock was set).")

        r.section("EXAMPLES")
        for (text, command) in examples {
            r.paragraph(text)
            r.display([command])
        }

        r.section("SEE ALSO")
        r.macro(".BR solverv\\-config (5),")
        r.macro(".BR solverv\\-plugin (7)")
        r.paragraph("The README, the docs by topic (docs/) and the bar configurations (contrib/), installed in share/doc/solverv under the prefix (/usr/local by default), or in the source.")
        return r.text
    }

    /// The synopsis as `solverv --help` prints it, one command per entry:
    /// its first word or two (`solverv events`), then the rest of its
    /// words, continuation lines joined. Two entries on one line (after a
    /// run of spaces) are two.
    static func synopsis(_ lines: [String]) -> [(command: String, words: String)] {
        var entries: [String] = []
        for line in lines {
            if line.hasPrefix(" "), !entries.isEmpty {
                entries[entries.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
            } else {
                entries += line.components(separatedBy: "     ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            }
        }
        return entries.map { entry in
            var words = entry.split(separator: " ").map(String.init)
            var command = words.removeFirst()
            if let sub = words.first, sub.first?.isLetter == true { command += " " + words.removeFirst() }
            return (command, words.joined(separator: " "))
        }
    }

    static let examples = [
        ("The line in a terminal, for Oslo:", "solverv --lat 59.91 --lon 10.75 --tz Europe/Oslo"),
        ("i3bar and swaybar (in the bar block of their config):", "status_command solverv --format i3bar"),
        ("tmux, in status-right:", "#(solverv --format tmux)"),
        ("This year's equinoxes and solstices as CSV:", "solverv events --tz Europe/Oslo"),
        ("A week of sunrises and sunsets as JSON:", "solverv table --lat 59.91 --lon 10.75 --output json"),
        ("Show the next day in the running bars:", "solverv ctl next-day"),
        ("A dark theme 10 minutes before civil dusk, from a daily timer (status 4: missed in a suspend):",
         "solverv wait civil-dusk --offset -10m --location Oslo && theme dark"),
        ("Is it dark (the Sun below −6°)?", "solverv poll --threshold civil; [ $? -eq 3 ] && echo dark"),
        ("The piece of waybar's config (the module and its CSS), for Oslo:", "solverv setup waybar --location Oslo"),
    ]
}
