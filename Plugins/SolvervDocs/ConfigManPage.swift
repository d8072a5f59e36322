import Foundation

/// solverv-config(5): the config file, templates and placeholders, written
/// from the declarations (`config_keys`, `classes`, the providers'
/// placeholders); the prose around them is here.
enum ConfigManPage {
    static func render(_ d: Declarations) -> String {
        var r = Roff()
        r.comment("solverv-config(5). Written by `make docs` (Plugins/SolvervDocs) from solverv's own declarations; do not edit.")
        r.macro(".TH SOLVERV\\-CONFIG 5 \"\" \"solverv \(d.version)\" \"File Formats\"")
        r.macro(".nh")
        r.section("NAME")
        r.text("solverv-config - the config file of solverv, its templates and placeholders")

        r.section("SYNOPSIS")
        r.macro(".nf")
        r.text("$XDG_CONFIG_HOME/solverv/config.json")
        r.text("~/.config/solverv/config.json")
        r.text("solverv --config PATH")
        r.macro(".fi")

        r.section("DESCRIPTION")
        r.styled("""
            The config file names places, one of them the default, and sets the line's templates, icons, colours, \
            urgent minutes, language and clock. It is JSON, as waybar's config is, with `//` comments to the end of a line \
            (outside strings). Every key is optional. Without `--config`, a missing file is no config, and so is one \
            behind a directory closed to you, with a notice on stderr; `--config PATH` must exist. Only a regular file \
            is read: anything else there (a FIFO, a directory) is an error that says so.
            """)
        r.paragraph("""
            The command line wins: --lat/--lon and --location over default, --tz over a place's zone, --template, \
            --icons, --urgent, --locale and --clock over theirs.
            """)
        r.paragraph("""
            An unknown key is an error at its line, column and path, with the key probably meant \
            (config.json:4:14: places.home.latitud: unknown key (did you mean lat?)), as is a bad value and a value of \
            the wrong JSON type, which names the type wanted and the type found; broken JSON names its line and column. \
            They are status 2, or in a bar its error block, so the bar shows where the file broke. A place's name is \
            outside text: its control and bidi characters are dropped, and each bar escapes the rest.
            """)

        r.section("KEYS")
        r.text("NAME, CLASS, PROVIDER, SIZE and FORMAT stand for names of your choosing or from the lists below.")
        for key in d.config_keys {
            r.tag(bold: key.path, italic: nil)
            r.text(sentence(key.value) + " " + sentence(key.summary))
        }

        r.section("COLOURS")
        r.text("The classes of colors, with Solverv's own colours, made for a dark bar:")
        let width = (d.classes.map(\.name.count).max() ?? 0) + 2
        r.display(d.classes.map { $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + $0.color })

        r.section("TEMPLATES")
        r.styled("""
            A template (`--template`, or the config's `templates`) is the whole text of a line, or of one provider \
            at one size: nothing is added to it. `{name}` places a fact: the first provider of the line that has it, \
            or `{provider.name}` to pick one; `{{` and `}}` are literal braces. An unknown placeholder or an unbalanced \
            brace is an error. The zone indicator and the notice that no place is set are placeholders too, shown \
            only where the template puts them (the notice still goes to stderr).
            """)
        r.paragraph("""
            The template is the bar's own markup (Pango in waybar, i3bar, i3blocks and i3status-rust; %{...} in polybar; \
            #[...] in tmux; ${...} in conky), and stays live; only the values it pulls in are escaped for the bar. \
            A bar's own braces are doubled, since braces are placeholders: conky's ${color} is ${{color}}. A template \
            the bar could not parse, or one that would swallow Solverv's own markup around it, is refused with an \
            error that says why.
            """)

        r.section("PLACEHOLDERS")
        r.subsection("Every line (the place and the clock)")
        for p in d.location_placeholders { r.tag(bold: "{\(p.name)}", italic: nil); r.text(p.summary) }
        for provider in d.providers {
            r.subsection(provider.name)
            r.text(provider.summary + ".")
            for p in provider.placeholders { r.tag(bold: "{\(p.name)}", italic: nil); r.text(p.summary) }
        }

        r.section("EXAMPLE")
        r.display(example)

        r.section("FILES")
        for f in d.files where f.path.contains("config") { r.tag(bold: nil, italic: f.path); r.text(f.summary + ".") }
        r.tag(bold: nil, italic: "share/doc/solverv/contrib/config.json")
        r.text("Under the prefix: an example that documents every key, to copy.")

        r.section("SEE ALSO")
        r.macro(".BR solverv (1),")
        r.macro(".BR solverv\\-plugin (7)")
        return r.text
    }

    /// `text` with a capital first letter and a full stop.
    static func sentence(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst() + (text.hasSuffix(".") ? "" : ".")
    }

    /// A config with every kind of key, narrow enough for an 80-column page
    /// (a test reads it back from the page and gives it to solverv).
    static let example = """
        {
          // Used when no --lat/--lon or --location is given.
          "default": "home",
          "places": {
            "home": {"lat": 59.91, "lon": 10.75,
                     "zone": "Europe/Oslo", "name": "Oslo"},
            "cabin": {"lat": "61°07'N", "lon": "10°28'E"}
          },
          "icons": "nerd",
          "urgent_minutes": 30,
          "colors": {"winter": "#7fb8ff", "night": "#8787d7"},
          "templates": {"countdown": {"small": "{icon} {days_short}"}},
          "formats": {
            "waybar": {
              "templates": {"countdown": {"small": "<b>{days_short}</b>"}}
            },
            "tmux": {"locale": "fr_FR.UTF-8", "clock": 12}
          }
        }
        """.components(separatedBy: "\n")
}
