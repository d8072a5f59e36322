/// contrib/completions/solverv.bash: bash completion, self-contained (it
/// needs no bash-completion helpers). Installed as
/// share/bash-completion/completions/solverv.
///
/// Candidates are matched by `_solverv_match`, never by `compgen -W`, which
/// expands its words: a plugin named `$(…)` must stay a name.
enum BashCompletion {
    static func render(_ d: Declarations, shipped: [String]) -> String {
        let valueOptions = d.valueOptions.map { "--" + $0.name }.joined(separator: "|")
        // The options whose values are completed, grouped by how.
        var valueCases: [String] = []
        for o in d.valueOptions {
            let source: String
            switch o.completion {
            case "choices": source = "printf '%s\\n' \(o.choices.joined(separator: " "))"
            case "formats": source = "_solverv_formats \"${COMP_WORDS[0]}\""
            case "zones": source = "_solverv_zones"
            case "locales": source = "_solverv_locales \"${COMP_WORDS[0]}\""
            case "file": valueCases.append("--\(o.name)) mapfile -t COMPREPLY < <(compgen -f -- \"$cur\") ;;"); continue
            default: continue
            }
            valueCases.append("--\(o.name)) _solverv_match \"$cur\" < <(\(source)) ;;")
        }
        var optionCases: [String] = d.commands.map { c in
            "\(c.name)) options='\(d.options(of: c.name).map { "--" + $0.name }.joined(separator: " "))' ;;"
        }
        optionCases.append("*) options='\(d.options(of: nil).map { "--" + $0.name }.joined(separator: " "))' ;;")
        let words = (d.commands.map(\.name) + d.providers.map(\.name)).joined(separator: " ")
        let providers = d.providers.map(\.name)
        var wordCases = [
            "'') _solverv_match \"$cur\" < <(printf '%s\\n' \(words)) ;;",
            "\(d.commands.filter(\.takes_topic).map(\.name).joined(separator: "|"))) ((nwords == 0)) && _solverv_match \"$cur\" < <(printf '%s\\n' \(words)) ;;",
        ]
        for c in d.commands where !c.actions.isEmpty {
            // After the action, the providers where it takes them (`setup waybar moon`).
            let then = c.takes_providers ? " || _solverv_match \"$cur\" < <(printf '%s\\n' \(providers.joined(separator: " ")))" : ""
            wordCases.append("\(c.name)) ((nwords == 0)) && _solverv_match \"$cur\" < <(printf '%s\\n' \(c.actions.joined(separator: " ")))\(then) ;;")
        }
        wordCases.append("\(providers.joined(separator: "|"))) _solverv_match \"$cur\" < <(printf '%s\\n' \(providers.joined(separator: " "))) ;;")
        func indent(_ lines: [String], _ n: Int) -> String {
            lines.map { String(repeating: " ", count: n) + $0 }.joined(separator: "\n")
        }
        return """
        # bash completion for solverv. Written by `make docs` (Plugins/SolvervDocs)
        # from solverv's own declarations; do not edit.

        # Adds to COMPREPLY the lines of stdin that start with $1.
        _solverv_match() {
            local word
            while IFS= read -r word; do
                [[ $word == "$1"* ]] && COMPREPLY+=("$word")
            done
            return 0
        }

        # Zone names from this machine's tz database, read when completing:
        # tzdata.zi names every zone (Z) and link (L); else the tables
        # (zone1970.tab merges countries' zones, so zone.tab too).
        _solverv_zones() {
            local dir=${TZDIR:-/usr/share/zoneinfo}
            if [[ -r $dir/tzdata.zi ]]; then
                awk '$1 == "Z" { print $2 } $1 == "L" { print $3 }' "$dir/tzdata.zi"
            else
                cat "$dir/zone.tab" "$dir/zone1970.tab" 2>/dev/null | awk '!/^#/ && !seen[$3]++ { print $3 }'
            fi
        }

        # The locales installed here that the solverv being completed speaks
        # (a catalogue for their language), and C.
        _solverv_locales() {
            sh -c \(LocaleCompletion.quoted(shipped)) sh "$1"
        }

        # The built-in formats, and those of the plugins that the solverv
        # being completed finds (`solverv formats --output csv`).
        _solverv_formats() {
            printf '%s\\n' \(d.formats.map(\.name).joined(separator: " "))
            local solverv=$1
            [[ $solverv == */* && -x $solverv ]] || solverv=solverv
            command "$solverv" formats --output csv 2>/dev/null |
                awk -F, 'NR > 1 && $3 != "built-in" && $1 ~ /^[A-Za-z0-9._+-]+$/ { print $1 }'
        }

        _solverv() {
            local cur=${COMP_WORDS[COMP_CWORD]} prev= option= prefix= command= nwords=0 i word options
            ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}
            COMPREPLY=()
            # An option's value: `--tz Europe/Os`, or `--tz=Europe/Os`, which
            # bash splits at the `=` (COMP_WORDBREAKS) or keeps as one word.
            if [[ $cur == --*=* ]]; then
                option=${cur%%=*} prefix=${cur%%=*}= cur=${cur#*=}
            elif [[ $prev == = ]] && ((COMP_CWORD > 1)); then
                option=${COMP_WORDS[COMP_CWORD - 2]}
            elif [[ $prev == --* ]]; then
                option=$prev
            fi
            case $option in
                \(valueOptions))
                    case $option in
        \(indent(valueCases, 16))
                    esac
                    [[ -n $prefix ]] && COMPREPLY=("${COMPREPLY[@]/#/$prefix}")
                    return 0 ;;
            esac
            # The words before this one, without the options and their values:
            # the subcommand (or the line's first provider), then the rest.
            for ((i = 1; i < COMP_CWORD; i++)); do
                word=${COMP_WORDS[i]}
                case $word in
                    \(valueOptions))
                        ((i++))
                        [[ ${COMP_WORDS[i]} == = ]] && ((i++)) ;;
                    -*|=) ;;
                    *) if [[ -z $command ]]; then command=$word; else ((nwords++)); fi ;;
                esac
            done
            if [[ $cur == -* ]]; then
                case $command in
        \(indent(optionCases, 16))
                esac
                _solverv_match "$cur" < <(printf '%s\\n' $options)
                return 0
            fi
            case $command in
        \(indent(wordCases, 8))
            esac
            return 0
        }
        complete -F _solverv solverv

        """
    }
}
