/// contrib/completions/_solverv: zsh completion, installed as
/// share/zsh/vendor-completions/_solverv (Debian's place on the fpath).
enum ZshCompletion {
    static func render(_ d: Declarations, shipped: [String]) -> String {
        var specs = ""
        for c in d.commands {
            specs += "    \(c.name)) specs=(\(d.options(of: c.name).map(spec).joined(separator: " "))) ;;\n"
        }
        specs += "    *) specs=(\(d.options(of: nil).map(spec).joined(separator: " "))) ;;\n"
        let valueOptions = d.valueOptions.map { "--" + $0.name }.joined(separator: "|")
        let commands = d.commands.map { ($0.name, $0.summary) }
        let providers = d.providers.map { ($0.name, $0.summary) }
        var actions = ""
        for c in d.commands where !c.actions.isEmpty {
            // After the action, the providers where it takes them (`setup waybar moon`).
            let then = c.takes_providers ? " || solverv_words=(\(providers.map { quote($0.0 + ":" + $0.1) }.joined(separator: " ")))" : ""
            actions += "    \(c.name)) (( nwords == 0 )) && solverv_words=(\(c.actions.map(quote).joined(separator: " ")))\(then) ;;\n"
        }
        return """
        #compdef solverv
        # zsh completion for solverv. Written by `make docs` (Plugins/SolvervDocs)
        # from solverv's own declarations; do not edit.

        # Zone names from this machine's tz database, read when completing,
        # completed a part at a time (Europe/, then Europe/Oslo).
        _solverv_zones() {
          local dir=${TZDIR:-/usr/share/zoneinfo}
          local -a zones
          if [[ -r $dir/tzdata.zi ]]; then
            zones=(${(f)"$(awk '$1 == "Z" { print $2 } $1 == "L" { print $3 }' $dir/tzdata.zi)"})
          else
            zones=(${(f)"$(cat $dir/zone.tab $dir/zone1970.tab 2>/dev/null | awk '!/^#/ && !seen[$3]++ { print $3 }')"})
          fi
          _multi_parts / zones
        }

        # The locales installed here that solverv speaks (a catalogue for
        # their language), and C.
        _solverv_locales() {
          local -a locales
          locales=(${(f)"$(sh -c \(LocaleCompletion.quoted(shipped)) sh ${words[1]})"})
          compadd -a locales
        }

        # The built-in formats, and those of the plugins that solverv finds.
        _solverv_formats() {
          local -a formats
          local plugins
          formats=(\(d.formats.map { quote($0.name + ":" + $0.summary) }.joined(separator: " ")))
          plugins=$(_call_program formats ${words[1]} formats --output csv 2>/dev/null |
            awk -F, 'NR > 1 && $3 != "built-in" && $1 ~ /^[A-Za-z0-9._+-]+$/ { print $1 ":" $3 }')
          [[ -n $plugins ]] && formats+=(${(f)plugins})
          _describe -t formats format formats
        }

        _solverv() {
          local -a specs
          local command= i nwords=0
          # The subcommand (or a provider of the line), skipping options and their values.
          for (( i = 2; i < CURRENT; i++ )); do
            case ${words[i]} in
              \(valueOptions)) (( i++ )) ;;
              -*) ;;
              *) if [[ -z $command ]]; then command=${words[i]}; else (( nwords++ )); fi ;;
            esac
          done
          case $command in
        \(specs)  esac
          local -a solverv_words
          case $command in
            '') solverv_words=(\((commands + providers).map { quote($0.0 + ":" + $0.1) }.joined(separator: " "))) ;;
            \(d.commands.filter(\.takes_topic).map(\.name).joined(separator: "|"))) (( nwords == 0 )) && solverv_words=(\((commands + providers).map { quote($0.0 + ":" + $0.1) }.joined(separator: " "))) ;;
        \(actions)    \(providers.map(\.0).joined(separator: "|"))) solverv_words=(\(providers.map { quote($0.0 + ":" + $0.1) }.joined(separator: " "))) ;;
          esac
          if (( ${#solverv_words} )); then
            _arguments : $specs '*: :{_describe -t words word solverv_words}'
          else
            _arguments : $specs '*: :'
          fi
        }

        _solverv "$@"

        """
    }

    /// An `_arguments` spec: `--tz=[the display zone]:ZONE:_solverv_zones`.
    static func spec(_ o: Declarations.Option) -> String {
        let help = "[" + escape(o.summary) + "]"
        guard let value = o.value else { return quote("--" + o.name + help) }
        let action: String
        switch o.completion {
        case "choices": action = "(" + o.choices.joined(separator: " ") + ")"
        case "formats": action = "_solverv_formats"
        case "zones": action = "_solverv_zones"
        case "locales": action = "_solverv_locales"
        case "file": action = "_files"
        default: action = " "
        }
        return quote("--" + o.name + "=" + help + ":" + escape(value) + ":" + action)
    }

    /// Brackets and colons are syntax in a spec.
    static func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            if "[]:\\".contains(c) { out.append("\\") }
            out.append(c)
        }
        return out
    }

    /// A single-quoted shell word.
    static func quote(_ s: String) -> String {
        "'" + s.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
