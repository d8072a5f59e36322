/// What each bar's piece says: one declaration per bar (`BarSetup.all`).
extension BarSetup {
    // MARK: The bars

    /// The longest command conky runs whole from `${execpi 60 …}`: 245
    /// bytes, 255 with "execpi 60 ", in its default text_buffer_size of 256
    /// (measured with conky 1.18.3; a larger text_buffer_size allows 256 at
    /// most). A longer one is cut, a quote left open, and runs nothing.
    public static let conkyCommandLimit = 245

    static let waybar = BarSetup(bar: "waybar", format: "waybar", summary: "a custom module (JSON) and its CSS", pieces: [
        Piece(file: "~/.config/waybar/config.jsonc",
              how: { "into the top-level { }, and \"custom/\($0)\" into a \"modules-*\" list" },
              contrib: "contrib/waybar/config.jsonc", comment: ("// ", "")) { c in
            let json = { (argv: [String]) in Quote.json(Quote.shell(argv)) }
            // Only what waybar's defaults do not give: "format" is "{}", and
            // "format-icons" would serve only a "format" with {icon}.
            return [.quick("""
                    "custom/\(c.name)": {
                        "exec": \(json(c.line(["--format", "waybar", "--watch"]))),
                        "return-type": "json",
                        "on-click": \(json(c.ctl("toggle-size"))),
                        "on-click-middle": \(json(c.ctl("today"))),
                        "on-scroll-up": \(json(c.ctl("next-day"))),
                        "on-scroll-down": \(json(c.ctl("prev-day")))
                    },

                """)]
        },
        Piece(file: "~/.config/waybar/style.css", how: { _ in "append (no style.css yet? start from /etc/xdg/waybar/style.css)" },
              contrib: "contrib/waybar/style.css", comment: ("/* ", " */")) { c in [.rest(waybarStyle(c))] },
    ])

    /// i3 and sway: the same `bar { }`, which both read with the rest of the
    /// line as the command (in `"…"` with `\"` and `\\` where it needs quoting).
    static func i3(_ bar: String) -> BarSetup {
        let reload = bar == "i3" ? "$mod+Shift+r" : "$mod+Shift+c"
        return BarSetup(bar: bar, format: "i3bar", summary: "the bar { } block with status_command", pieces: [
            Piece(file: "~/.config/\(bar)/config", how: { _ in "in place of your bar { } block, then reload (\(reload))" },
                  contrib: "contrib/\(bar)/config", comment: ("# ", "")) { c in
                [.quick("""
                    bar {
                        status_command \(Quote.i3(Quote.shell(c.line(["--format", "i3bar"]), encoding: "$")))
                        font pango:DejaVu Sans 10

                    """), .rest("""
                        position top
                        colors {
                            background #101010
                            statusline #d0d0d0
                            separator  #505050
                        }

                    """), .quick("""
                    }

                    """)]
            },
        ])
    }

    static let polybar = BarSetup(bar: "polybar", format: "polybar", summary: "a custom/script module", pieces: [
        Piece(file: "~/.config/polybar/config.ini", how: { "add the section, and \($0) to a modules-* line of your bar" },
              contrib: "contrib/polybar/config.ini", comment: ("; ", "")) { c in
            let shell = { (argv: [String]) in Quote.polybar(argv) }
            return [.quick("""
                [module/\(c.name)]
                type = custom/script
                exec = \(shell(c.line(["--format", "polybar", "--watch"])))
                tail = true
                click-left = \(shell(c.ctl("toggle-size")))
                click-middle = \(shell(c.ctl("today")))
                scroll-up = \(shell(c.ctl("next-day")))
                scroll-down = \(shell(c.ctl("prev-day")))

                """), .rest("""
                label = %output%

                """)]
        },
    ])

    static let tmux = BarSetup(bar: "tmux", format: "tmux", summary: "the status-right line and the key bindings", pieces: [
        Piece(file: "~/.tmux.conf", how: { _ in "add the lines, then tmux source-file ~/.tmux.conf" },
              contrib: "contrib/tmux/tmux.conf", comment: ("# ", "")) { c in
            let line = Quote.tmuxFormat(Quote.shell(c.line(["--format", "tmux"]), balancing: "(", ")"), time: true)
            let ctl = { (action: String) in Quote.tmuxConfig(Quote.tmuxFormat(Quote.shell(c.ctl(action)), time: false)) }
            return [.quick("""
                set -g status-style 'bg=#1c1c1c,fg=#d0d0d0'
                set -g status-interval 60
                set -g status-right-length 150
                set -g status-right \(Quote.tmuxConfig("#(\(line)) #[default]| %H:%M "))

                """), .rest("""
                bind-key S switch-client -T solverv
                bind-key -T solverv Right run-shell \(ctl("next-day")) \\; refresh-client -S
                bind-key -T solverv Left run-shell \(ctl("prev-day")) \\; refresh-client -S
                bind-key -T solverv Down run-shell \(ctl("today")) \\; refresh-client -S
                bind-key -T solverv Up run-shell \(ctl("toggle-size")) \\; refresh-client -S

                """)]
        },
    ])

    static let conky = BarSetup(bar: "conky", format: "conky", summary: "conky.text with ${execpi}", pieces: [
        Piece(file: "~/.config/conky/conky.conf", how: { _ in "in place of conky.text" }, contrib: "contrib/conky/conky.conf",
              comment: ("-- ", "")) { c in
            let command = conkyCommand(c)
            // (A longer command is refused before: SetupCommand.check.)
            return [.quick("""
                conky.text = [[
                ${execpi 60 \(command)}
                ]]

                """)]
        },
    ])

    /// The command of conky's piece, as `${execpi 60 …}` holds it: the
    /// shell's line with `{ }` written by the shell where it would not
    /// balance (conky ends `${…}` at its matching brace), and `]` where it
    /// holds `]]` (which ends Lua's `[[ ]]`); after `exec ` where it starts
    /// with a quote, which conky cuts off at both ends.
    public static func conkyCommand(_ c: Context) -> String {
        let argv = c.line(["--format", "conky"])
        var command = Quote.shell(argv, balancing: "{", "}")
        if command.contains("]]") { command = Quote.shell(argv, balancing: "{", "}", encoding: "]") }
        return command.hasPrefix("'") ? "exec " + command : command
    }

    /// The comment before a block that goes without the `--template` given
    /// (`Context.untemplated`), in the config's `#` syntax.
    static func untemplatedNote(_ c: Context, _ provider: String) -> String {
        c.untemplated.contains(provider) ? "# No --template here: \(provider) cannot draw it, so this block shows its own text.\n" : ""
    }

    static let i3blocks = BarSetup(bar: "i3blocks", format: "i3blocks", summary: "two persistent blocks", blockEach: true, pieces: [
        Piece(file: "~/.config/i3blocks/config", how: { _ in "add the blocks (i3's bar { } runs status_command i3blocks)" },
              contrib: "contrib/i3blocks/config", comment: ("# ", "")) { c in
            // The quick start shows the first block.
            c.shown.enumerated().map { i, provider in
                Part(quick: i == 0, text: (i > 0 ? "\n" : "") + untemplatedNote(c, provider) + """
                    [solverv-\(provider)]
                    command=\(Quote.shell(c.block(provider, ["--format", "i3blocks", "--watch"])))
                    interval=persist
                    format=json
                    markup=pango

                    """)
            }
        },
    ])

    static let i3statusRust = BarSetup(bar: "i3status-rust", format: "i3status-rs", summary: "two persistent custom blocks (TOML)",
                                       blockEach: true, pieces: [
        Piece(file: "~/.config/i3status-rust/config.toml", how: { _ in "add the blocks, then restart i3status-rs" },
              contrib: "contrib/i3status-rust/config.toml", comment: ("# ", "")) { c in
            // The quick start shows the first block, without its click.
            c.shown.enumerated().flatMap { i, provider in
                [Part(quick: i == 0, text: (i > 0 ? "\n" : "") + untemplatedNote(c, provider) + """
                    [[block]]
                    block = "custom"
                    command = \(Quote.toml(Quote.shell(c.block(provider, ["--format", "i3status-rs", "--watch"]))))
                    persistent = true
                    json = true

                    """), .rest("""
                    [[block.click]]
                    button = "left"
                    cmd = \(Quote.toml(Quote.shell(c.ctl("toggle-size"))))

                    """)]
            }
        },
    ])
}
