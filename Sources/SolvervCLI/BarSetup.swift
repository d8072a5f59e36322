/// The ready-to-paste piece of each bar's config, declared once: `solverv
/// setup BAR` prints it with the user's options, and `make docs` writes
/// it, with the defaults, into the matching block of `contrib/` (through
/// `formats --output json`), so the two cannot drift.
///
/// A piece is written from argv (the binary, then the line's words), each
/// bar's way: a /bin/sh command line, then that bar's own quoting (a JSON
/// string for waybar, TOML for i3status-rust, tmux's format language and
/// its config's quotes, conky's `${…}`). Characters a bar's syntax reads
/// inside the command, and the shell does not, are written by the shell
/// (`$(printf '\051')` for a `)` in tmux's `#( )`, which counts them).
///
/// The README's quick start shows each bar's `quick` lines (at most eight),
/// so it too is written from here.
struct BarSetup {
    /// One file's piece: where it goes in the user's config, and its text.
    struct Piece {
        /// The user's file, as a person writes it: `~/.config/waybar/config.jsonc`.
        let file: String
        /// What to do with the piece there.
        let how: String
        /// The file of `contrib/` whose generated block is this piece.
        let contrib: String
        /// The file's comments: what opens one, and closes it (CSS).
        let comment: (open: String, close: String)
        let parts: @Sendable (Context) -> [Part]

        /// The whole piece.
        func text(_ context: Context) -> String { parts(context).map(\.text).joined() }
        /// The lines the README's quick start shows ("" for none).
        func quick(_ context: Context) -> String { parts(context).filter(\.quick).map(\.text).joined() }
    }

    /// A run of a piece's lines, each ending in a newline; `quick` ones are
    /// the core the README's quick start shows, the others the rest.
    struct Part {
        let quick: Bool
        let text: String
        static func quick(_ text: String) -> Part { Part(quick: true, text: text) }
        static func rest(_ text: String) -> Part { Part(quick: false, text: text) }
    }

    /// The binary and the options the piece carries.
    struct Context {
        /// `solverv`, or the binary's absolute path where it is not on the PATH.
        let binary: String
        /// The line's options, as argv words.
        let options: [String]

        /// argv of the line: the binary, `words` (providers, format, …), the options.
        func line(_ words: [String]) -> [String] { [binary] + words + options }
        func ctl(_ action: String) -> [String] { [binary, "ctl", action] }
    }

    let bar: String
    /// The `--format` of the bar's line.
    let format: String
    let summary: String
    let pieces: [Piece]

    /// Every bar `setup` knows, in the order of its list.
    static let all: [BarSetup] = [waybar, i3("sway"), i3("i3"), polybar, tmux, conky, i3blocks, i3statusRust]

    static let names = all.map(\.bar)

    static func named(_ name: String) -> BarSetup? { all.first { $0.bar == name } }

    /// The comment lines that say where a piece goes, in its file's syntax.
    static func heading(_ piece: Piece) -> String {
        "\(piece.comment.open)\(piece.file): \(piece.how)\(piece.comment.close)\n"
    }

    // MARK: The bars

    /// About the longest command conky 1.18 runs whole from `${execpi 60 …}`
    /// (255 bytes with "execpi 60 "; a longer one is cut, a quote left open).
    static let conkyCommandLimit = 240

    static let waybar = BarSetup(bar: "waybar", format: "waybar", summary: "a custom module (JSON) and its CSS", pieces: [
        Piece(file: "~/.config/waybar/config.jsonc",
              how: "into the top-level { }, and \"custom/solverv\" into a \"modules-*\" list",
              contrib: "contrib/waybar/config.jsonc", comment: ("// ", "")) { c in
            let json = { (argv: [String]) in Quote.json(Quote.shell(argv)) }
            return [.quick("""
                    "custom/solverv": {
                        "exec": \(json(c.line(["--format", "waybar", "--watch"]))),
                        "return-type": "json",
                        "on-click": \(json(c.ctl("toggle-size"))),
                        "on-click-middle": \(json(c.ctl("today"))),
                        "on-scroll-up": \(json(c.ctl("next-day"))),
                        "on-scroll-down": \(json(c.ctl("prev-day"))),

                """), .rest("""
                        "format": "{}",
                        "tooltip": true,
                        "format-icons": {
                            "march_equinox": "🌱",
                            "june_solstice": "🌞",
                            "september_equinox": "🍂",
                            "december_solstice": "❄️",
                            "day": "☀️",
                            "night": "🌙",
                            "polar_day": "☀️",
                            "polar_night": "🌑"
                        }

                """), .quick("""
                    },

                """)]
        },
        Piece(file: "~/.config/waybar/style.css", how: "append (no style.css yet? start from /etc/xdg/waybar/style.css)",
              contrib: "contrib/waybar/style.css", comment: ("/* ", " */")) { _ in
            [.rest("""
            #custom-solverv {
                padding: 0 10px;
            }

            #custom-solverv.day         { color: #ffd75f; }
            #custom-solverv.night       { color: #8787d7; }
            #custom-solverv.polar-day   { color: #ffaf00; }
            #custom-solverv.polar-night { color: #5f87d7; }

            #custom-solverv.spring      { color: #8fd18f; }
            #custom-solverv.summer      { color: #ffcc4d; }
            #custom-solverv.autumn      { color: #e8964a; }
            #custom-solverv.winter      { color: #7fb8ff; }

            /* The last minutes before sunset (when configured), and bad input. */
            #custom-solverv.urgent {
                color: #101010;
                background-color: #ff5f5f;
            }
            #custom-solverv.error {
                color: #ff5f5f;
            }

            """)]
        },
    ])

    /// i3 and sway: the same `bar { }`, which both read with the rest of the
    /// line as the command (in `"…"` with `\"` and `\\` where it needs quoting).
    static func i3(_ bar: String) -> BarSetup {
        let reload = bar == "i3" ? "$mod+Shift+r" : "$mod+Shift+c"
        return BarSetup(bar: bar, format: "i3bar", summary: "the bar { } block with status_command", pieces: [
            Piece(file: "~/.config/\(bar)/config", how: "in place of your bar { } block, then reload (\(reload))",
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
        Piece(file: "~/.config/polybar/config.ini", how: "add the section, and solverv to a modules-* line of your bar",
              contrib: "contrib/polybar/config.ini", comment: ("; ", "")) { c in
            // polybar reads ${…} in any value as a reference: the shell writes `$`.
            let shell = { (argv: [String]) in Quote.shell(argv, encoding: "$") }
            return [.quick("""
                [module/solverv]
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
        Piece(file: "~/.tmux.conf", how: "add the lines, then tmux source-file ~/.tmux.conf",
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
        Piece(file: "~/.config/conky/conky.conf", how: "in place of conky.text", contrib: "contrib/conky/conky.conf",
              comment: ("-- ", "")) { c in
            // conky ends ${…} at its matching brace, and Lua's [[ ]] at `]]`.
            let argv = c.line(["--format", "conky"])
            var command = Quote.shell(argv, balancing: "{", "}")
            if command.contains("]]") { command = Quote.shell(argv, balancing: "{", "}", encoding: "]") }
            // conky cuts a command that starts with a quote at both ends.
            if command.hasPrefix("'") { command = "exec " + command }
            // conky passes on at most about 245 bytes of a command (measured, 1.18).
            let long = command.utf8.count <= conkyCommandLimit ? "" : """
                -- conky runs at most \(conkyCommandLimit) bytes of a command, and this one is \(command.utf8.count):
                -- put long options, such as the template, in Solverv's config file (--config).

                """
            return [.rest(long), .quick("""
                conky.text = [[
                ${execpi 60 \(command)}
                ]]

                """)]
        },
    ])

    static let i3blocks = BarSetup(bar: "i3blocks", format: "i3blocks", summary: "two persistent blocks", pieces: [
        Piece(file: "~/.config/i3blocks/config", how: "add the blocks (i3's bar { } runs status_command i3blocks)",
              contrib: "contrib/i3blocks/config", comment: ("# ", "")) { c in
            // The quick start shows the first block.
            ["countdown", "sunlight"].enumerated().map { i, provider in
                Part(quick: i == 0, text: (i > 0 ? "\n" : "") + """
                    [solverv-\(provider)]
                    command=\(Quote.shell(c.line([provider, "--format", "i3blocks", "--watch"])))
                    interval=persist
                    format=json
                    markup=pango

                    """)
            }
        },
    ])

    static let i3statusRust = BarSetup(bar: "i3status-rust", format: "i3status-rs", summary: "two persistent custom blocks (TOML)", pieces: [
        Piece(file: "~/.config/i3status-rust/config.toml", how: "add the blocks, then restart i3status-rs",
              contrib: "contrib/i3status-rust/config.toml", comment: ("# ", "")) { c in
            // The quick start shows the first block, without its click.
            ["countdown", "sunlight"].enumerated().flatMap { i, provider in
                [Part(quick: i == 0, text: (i > 0 ? "\n" : "") + """
                    [[block]]
                    block = "custom"
                    command = \(Quote.toml(Quote.shell(c.line([provider, "--format", "i3status-rs", "--watch"]))))
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
