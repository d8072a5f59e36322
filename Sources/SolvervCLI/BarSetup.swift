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
        /// The providers whose block goes without `--template`: it places
        /// what they do not show (`{days}` in sunlight's block).
        var untemplated: Set<String> = []

        /// argv of the line: the binary, `words` (providers, format, …), the options.
        func line(_ words: [String]) -> [String] { [binary] + words + options }
        /// argv of one provider's block: its options, less a template it cannot draw.
        func block(_ provider: String, _ words: [String]) -> [String] {
            guard untemplated.contains(provider), let i = options.firstIndex(of: "--template") else {
                return line([provider] + words)
            }
            return [binary, provider] + words + options[..<i] + options[min(i + 2, options.endIndex)...]
        }
        func ctl(_ action: String) -> [String] { [binary, "ctl", action] }
    }

    let bar: String
    /// The `--format` of the bar's line.
    let format: String
    let summary: String
    /// The providers that have a block each (i3blocks, i3status-rust),
    /// in order; none where one line shows them all.
    var providers: [String] = []
    let pieces: [Piece]

    /// Every bar `setup` knows, in the order of its list.
    static let all: [BarSetup] = [waybar, i3("sway"), i3("i3"), polybar, tmux, conky, i3blocks, i3statusRust]

    static let names = all.map(\.bar)

    static func named(_ name: String) -> BarSetup? { all.first { $0.bar == name } }

    /// The comment line that says where a piece goes, in its file's syntax;
    /// where a bar has several (waybar's module and its CSS), which part of
    /// how many it is.
    static func heading(_ piece: Piece, part: Int = 1, of parts: Int = 1) -> String {
        let which = parts > 1 ? "Part \(part) of \(parts), for " : ""
        return "\(piece.comment.open)\(which)\(piece.file): \(piece.how)\(piece.comment.close)\n"
    }

    /// The comment line after a part that another follows: that one goes in
    /// another file (waybar's CSS is no part of its JSON).
    static func ending(_ piece: Piece, part: Int, next: Piece) -> String {
        let name = { (file: String) in String(file.split(separator: "/").last ?? Substring(file)) }
        return "\(piece.comment.open)End of part \(part), for \(name(piece.file)). "
            + "Part \(part + 1) goes in another file, \(name(next.file)):\(piece.comment.close)\n"
    }

    // MARK: The bars

    /// The longest command conky runs whole from `${execpi 60 …}`: 245
    /// bytes, 255 with "execpi 60 ", in its default text_buffer_size of 256
    /// (measured with conky 1.18.3; a larger text_buffer_size allows 256 at
    /// most). A longer one is cut, a quote left open, and runs nothing.
    static let conkyCommandLimit = 245

    static let waybar = BarSetup(bar: "waybar", format: "waybar", summary: "a custom module (JSON) and its CSS", pieces: [
        Piece(file: "~/.config/waybar/config.jsonc",
              how: "into the top-level { }, and \"custom/solverv\" into a \"modules-*\" list",
              contrib: "contrib/waybar/config.jsonc", comment: ("// ", "")) { c in
            let json = { (argv: [String]) in Quote.json(Quote.shell(argv)) }
            // Only what waybar's defaults do not give: "format" is "{}", and
            // "format-icons" would serve only a "format" with {icon}.
            return [.quick("""
                    "custom/solverv": {
                        "exec": \(json(c.line(["--format", "waybar", "--watch"]))),
                        "return-type": "json",
                        "on-click": \(json(c.ctl("toggle-size"))),
                        "on-click-middle": \(json(c.ctl("today"))),
                        "on-scroll-up": \(json(c.ctl("next-day"))),
                        "on-scroll-down": \(json(c.ctl("prev-day")))
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
            let shell = { (argv: [String]) in Quote.polybar(argv) }
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
    static func conkyCommand(_ c: Context) -> String {
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

    static let i3blocks = BarSetup(bar: "i3blocks", format: "i3blocks", summary: "two persistent blocks",
                                   providers: ["countdown", "sunlight"], pieces: [
        Piece(file: "~/.config/i3blocks/config", how: "add the blocks (i3's bar { } runs status_command i3blocks)",
              contrib: "contrib/i3blocks/config", comment: ("# ", "")) { c in
            // The quick start shows the first block.
            ["countdown", "sunlight"].enumerated().map { i, provider in
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
                                       providers: ["countdown", "sunlight"], pieces: [
        Piece(file: "~/.config/i3status-rust/config.toml", how: "add the blocks, then restart i3status-rs",
              contrib: "contrib/i3status-rust/config.toml", comment: ("# ", "")) { c in
            // The quick start shows the first block, without its click.
            ["countdown", "sunlight"].enumerated().flatMap { i, provider in
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
