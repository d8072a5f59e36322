import Foundation

/// contrib/completions/solverv.fish: fish completion, installed as
/// share/fish/vendor_completions.d/solverv.fish.
enum FishCompletion {
    static func render(_ d: Declarations, shipped: [String]) -> String {
        let providers = d.providers.map(\.name)
        // The commands a subcommand or provider may follow (`help report`).
        let topics = d.commands.filter(\.takes_topic).map(\.name).joined(separator: " ")
        var lines: [String] = []
        // Subcommands and providers, while no subcommand is given.
        for c in d.commands {
            lines.append("complete -c solverv -n '__solverv_command_is \"\"' -a \(c.name) -d \(quote(c.summary))")
        }
        for p in d.providers {
            lines.append("complete -c solverv -n '__solverv_command_is \"\" \(providers.joined(separator: " "))' -a \(p.name) -d \(quote(p.summary))")
            lines.append("complete -c solverv -n '__solverv_command_is \(topics)' -a \(p.name) -d \(quote(p.summary))")
        }
        for c in d.commands {
            lines.append("complete -c solverv -n '__solverv_command_is \(topics)' -a \(c.name) -d \(quote(c.summary))")
            for a in c.actions {
                lines.append("complete -c solverv -n '__solverv_command_is \(c.name); and __solverv_no_action' -a \(a)")
            }
            // After the action, the providers where it takes them (`setup waybar moon`).
            for p in d.providers where c.takes_providers {
                lines.append("complete -c solverv -n '__solverv_command_is \(c.name); and not __solverv_no_action' -a \(p.name) -d \(quote(p.summary))")
            }
        }
        // Options, each where it applies: the line ("" or a provider) or a subcommand.
        for o in d.options {
            var users = d.commands.filter { $0.options.contains(o.name) }.map(\.name)
            if d.line_options.contains(o.name) { users = ["\"\""] + providers + users }
            var line = "complete -c solverv -l \(o.name) -n '__solverv_command_is \(users.joined(separator: " "))' -d \(quote(o.summary))"
            if o.value != nil {
                switch o.completion {
                case "choices": line += " -x -a \(quote(o.choices.joined(separator: " ")))"
                case "formats": line += " -x -a '(__solverv_formats)'"
                case "zones": line += " -x -a '(__solverv_zones)'"
                case "locales": line += " -x -a '(__solverv_locales)'"
                case "file": line += " -r -F"
                default: line += " -x"
                }
            }
            lines.append(line)
        }
        let valueOptions = d.valueOptions.map { "--" + $0.name }.joined(separator: " ")
        return """
        # fish completion for solverv. Written by `make docs` (Plugins/SolvervDocs)
        # from solverv's own declarations; do not edit.

        # The subcommand given so far ("" for none), skipping options and their values.
        function __solverv_command
            set -l words (commandline -opc)
            set -e words[1]
            set -l skip 0
            for word in $words
                if test $skip = 1
                    set skip 0
                else if contains -- $word \(valueOptions)
                    set skip 1
                else if not string match -q -- '-*' $word
                    echo $word
                    return
                end
            end
            echo ''
        end

        function __solverv_command_is
            contains -- (__solverv_command) $argv
        end

        # True while the subcommand has no action yet (solverv ctl …).
        function __solverv_no_action
            set -l words (commandline -opc)
            set -l seen 0
            set -l skip 0
            for word in $words[2..-1]
                if test $skip = 1
                    set skip 0
                else if contains -- $word \(valueOptions)
                    set skip 1
                else if not string match -q -- '-*' $word
                    set seen (math $seen + 1)
                end
            end
            test $seen -le 1
        end

        # Zone names from this machine's tz database, read when completing.
        function __solverv_zones
            set -l dir /usr/share/zoneinfo
            set -q TZDIR; and set dir $TZDIR
            if test -r $dir/tzdata.zi
                awk '$1 == "Z" { print $2 } $1 == "L" { print $3 }' $dir/tzdata.zi
            else
                cat $dir/zone.tab $dir/zone1970.tab 2>/dev/null | awk '!/^#/ && !seen[$3]++ { print $3 }'
            end
        end

        # The locales installed here that solverv speaks (a catalogue for
        # their language), and C.
        function __solverv_locales
            sh -c \(quote(LocaleCompletion.script(shipped))) sh (commandline -opc)[1]
        end

        # The built-in formats, and those of the plugins that solverv finds.
        function __solverv_formats
        \(d.formats.map { "    printf '%s\\\\t%s\\\\n' \($0.name) \(quote($0.summary))" }.joined(separator: "\n"))
            command -q solverv; or return 0
            command solverv formats --output csv 2>/dev/null | awk -F, 'NR > 1 && $3 != "built-in" && $1 ~ /^[A-Za-z0-9._+-]+$/ { print $1 "\\t" $3 }'
        end

        complete -c solverv -f
        \(lines.joined(separator: "\n"))

        """
    }

    /// A single-quoted fish word (fish reads \\' and \\\\ inside one).
    static func quote(_ s: String) -> String {
        "'" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
