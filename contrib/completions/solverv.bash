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
    sh -c 's=$1
case $s in */*) ;; *) s=$(command -v solverv 2>/dev/null) ;; esac
set -- /usr/local/share/locale /usr/share/locale
if [ -n "$s" ] && b=$(readlink -f -- "$s") && b=${b%/*} && [ -n "$b" ]; then
    set -- "$b/../share/locale" "$b/../../locale" "$@"
fi
echo C
locale -a 2>/dev/null | while IFS= read -r n; do
    base=${n%%[.@]*} lang=${n%%[_.@]*}
    if [ -n "$s" ]; then
        case " sv fi fr it ja zh_CN es pt_BR pl ru de nb nl da cs uk tr ko zh_TW hu " in *" $base "* | *" $lang "*) echo "$n"; continue ;; esac
    fi
    for d in "$@"; do
        if [ -r "$d/$base/LC_MESSAGES/solverv.mo" ] || [ -r "$d/$lang/LC_MESSAGES/solverv.mo" ]; then
            echo "$n"
            break
        fi
    done
done' sh "$1"
}

# The built-in formats, and those of the plugins that the solverv
# being completed finds (`solverv formats --output csv`).
_solverv_formats() {
    printf '%s\n' plain json i3bar waybar polybar tmux conky i3blocks i3status-rs
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
        --lat|--lon|--tz|--location|--config|--from|--to|--days|--output|--now|--format|--size|--template|--icons|--urgent|--date|--plugin|--color|--months|--notify-command|--locale|--clock|--offset|--angle|--threshold|--notify-at|--seasons|--elevation)
            case $option in
                --tz) _solverv_match "$cur" < <(_solverv_zones) ;;
                --config) mapfile -t COMPREPLY < <(compgen -f -- "$cur") ;;
                --output) _solverv_match "$cur" < <(printf '%s\n' csv json) ;;
                --format) _solverv_match "$cur" < <(_solverv_formats "${COMP_WORDS[0]}") ;;
                --size) _solverv_match "$cur" < <(printf '%s\n' small medium large) ;;
                --icons) _solverv_match "$cur" < <(printf '%s\n' emoji nerd) ;;
                --plugin) mapfile -t COMPREPLY < <(compgen -f -- "$cur") ;;
                --color) _solverv_match "$cur" < <(printf '%s\n' always never auto) ;;
                --months) _solverv_match "$cur" < <(printf '%s\n' 3 6 12) ;;
                --locale) _solverv_match "$cur" < <(_solverv_locales "${COMP_WORDS[0]}") ;;
                --clock) _solverv_match "$cur" < <(printf '%s\n' 12 24) ;;
                --threshold) _solverv_match "$cur" < <(printf '%s\n' sunset civil nautical astronomical) ;;
                --seasons) _solverv_match "$cur" < <(printf '%s\n' astronomical meteorological cross-quarter) ;;
            esac
            [[ -n $prefix ]] && COMPREPLY=("${COMPREPLY[@]/#/$prefix}")
            return 0 ;;
    esac
    # The words before this one, without the options and their values:
    # the subcommand (or the line's first provider), then the rest.
    for ((i = 1; i < COMP_CWORD; i++)); do
        word=${COMP_WORDS[i]}
        case $word in
            --lat|--lon|--tz|--location|--config|--from|--to|--days|--output|--now|--format|--size|--template|--icons|--urgent|--date|--plugin|--color|--months|--notify-command|--locale|--clock|--offset|--angle|--threshold|--notify-at|--seasons|--elevation)
                ((i++))
                [[ ${COMP_WORDS[i]} == = ]] && ((i++)) ;;
            -*|=) ;;
            *) if [[ -z $command ]]; then command=$word; else ((nwords++)); fi ;;
        esac
    done
    if [[ $cur == -* ]]; then
        case $command in
                events) options='--lat --lon --tz --location --config --from --to --output --now --help --version --seasons --moon' ;;
                table) options='--lat --lon --tz --location --config --from --to --days --output --now --help --version --offset --angle --elevation' ;;
                report) options='--lat --lon --tz --location --config --now --date --help --version --color --locale --clock' ;;
                chart) options='--lat --lon --tz --location --config --from --to --now --help --version --months --locale --clock' ;;
                wait) options='--lat --lon --tz --location --config --now --help --version --offset --angle --print --elevation' ;;
                poll) options='--lat --lon --tz --location --config --now --help --version --threshold --elevation' ;;
                formats) options='--output --plugin --help --version' ;;
                locate) options='--help --version --locale --forget' ;;
                ctl) options='--help --version' ;;
                setup) options='--lat --lon --tz --location --config --now --size --template --icons --urgent --date --plugin --help --version --notify --notify-command --notify-only-lengthening --locale --clock --offset --angle --notify-at --seasons --elevation' ;;
                help) options='--help --version' ;;
                *) options='--lat --lon --tz --location --config --now --format --size --template --icons --urgent --date --plugin --watch --once --help --version --notify --notify-command --notify-only-lengthening --locale --clock --offset --angle --notify-at --seasons --elevation' ;;
        esac
        _solverv_match "$cur" < <(printf '%s\n' $options)
        return 0
    fi
    case $command in
        '') _solverv_match "$cur" < <(printf '%s\n' events table report chart wait poll formats locate ctl setup help countdown sunlight dst moon) ;;
        help) ((nwords == 0)) && _solverv_match "$cur" < <(printf '%s\n' events table report chart wait poll formats locate ctl setup help countdown sunlight dst moon) ;;
        wait) ((nwords == 0)) && _solverv_match "$cur" < <(printf '%s\n' sunrise sunset noon civil-dawn civil-dusk nautical-dawn nautical-dusk astronomical-dawn astronomical-dusk golden-hour-start golden-hour-end blue-hour-start blue-hour-end march-equinox june-solstice september-equinox december-solstice moonrise moonset) ;;
        ctl) ((nwords == 0)) && _solverv_match "$cur" < <(printf '%s\n' next-day prev-day today toggle-size) ;;
        setup) ((nwords == 0)) && _solverv_match "$cur" < <(printf '%s\n' waybar sway i3 polybar tmux conky i3blocks i3status-rust) || _solverv_match "$cur" < <(printf '%s\n' countdown sunlight dst moon) ;;
        countdown|sunlight|dst|moon) _solverv_match "$cur" < <(printf '%s\n' countdown sunlight dst moon) ;;
    esac
    return 0
}
complete -F _solverv solverv
