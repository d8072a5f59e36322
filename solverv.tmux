#!/usr/bin/env bash
# Solverv for tmux's plugin manager (TPM), as tmux-battery and tmux-cpu are:
#
#   set -g @plugin 'OWNER/solverv'       # this repository, as TPM names it
#   set -g status-right '#{solverv} | %H:%M'
#
# The plugin runs a Solverv that is installed: the one on the tmux server's
# PATH (`sudo make install`, the .deb), else bin/solverv of the release
# tarball this file came in, else this clone's own build (`make` in it, which
# gives .build/release/solverv). Without any of them it says how to install
# one, and the segments show "solverv: not installed".
#
# TPM runs this file with the tmux server's environment when tmux starts
# (or on prefix I). It replaces, in status-left and status-right:
#   #{solverv}        the small line     (#(solverv --format tmux))
#   #{solverv_large}  the large line, one line of at most 100 columns
#                     (#(solverv --format tmux --size large))
# raises status-left-length/status-right-length where they are too short for
# what it puts there, and binds prefix S then an arrow to `solverv ctl` (time
# travel and size; the status is redrawn at once), as contrib/tmux/tmux.conf
# does. Options:
#   @solverv_options  more options for every line, as shell words (quote them
#                     as in a shell: "--location \"Val-d'Or\"" or
#                     "--template '{icon} {days_short}'"); they reach Solverv
#                     exactly, whatever they hold (# % ( ) ' " $)
#   @solverv_key      the key after prefix ('S'; 'none' binds nothing)
# When the options are not valid shell words, or the line fails, a tmux
# message says why.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

option() {
    local value
    value=$(tmux show-option -gqv "$1")
    printf '%s' "${value:-$2}"
}

# A tmux message for the user: shown now to the attached client, or, when
# none is attached yet (tmux starting), to the first that attaches.
say() {
    local message="solverv: $1"
    local shown
    shown=$(tmux_format -t "$message")
    local clients client
    clients=$(tmux list-clients -F '#{client_name}' 2>/dev/null)
    if [ -n "$clients" ]; then
        while read -r client; do tmux display-message -c "$client" -d 15000 "$shown"; done <<<"$clients"
        return
    fi
    tmux set-hook -g 'client-attached[4242]' \
        "display-message -d 15000 $(tmux_word "$shown") ; set-hook -gu client-attached[4242]"
}

# `$1` as one /bin/sh word, in single quotes. Its parentheses are written
# `$(printf '\050')`, so that tmux, which counts them to find the end of
# `#( )` and knows no shell quoting, always finds a balanced pair.
shell_word() {
    local w=$1 open=$'\001' close=$'\002'
    w=${w//\'/\'\\\'\'}
    w=${w//(/$open}
    w=${w//)/$close}
    w=${w//$open/\'\"\$(printf \'\\050\')\"\'}
    w=${w//$close/\'\"\$(printf \'\\051\')\"\'}
    printf "'%s'" "$w"
}

# `$1` through tmux's format language unchanged: each `#` doubled, except a
# run of them before `[` (tmux keeps `#[` and `##[` as they are); with `-t`,
# each `%` doubled too (the status line passes through strftime first).
tmux_format() {
    local time=0
    [ "$1" = -t ] && { time=1; shift; }
    local s=$1 out="" run="" c i
    for ((i = 0; i < ${#s}; i++)); do
        c=${s:i:1}
        if [ "$c" = "#" ]; then run+="#"; continue; fi
        if [ -n "$run" ]; then
            if [ "$c" = "[" ]; then out+=$run; else out+=${run//#/##}; fi
            run=""
        fi
        if [ "$c" = "%" ] && [ $time = 1 ]; then out+="%%"; else out+=$c; fi
    done
    out+=${run//#/##}
    printf '%s' "$out"
}

# `$1` as one word of a tmux command (a hook's): in double quotes, where
# tmux reads `\` escapes and expands `$NAME`.
tmux_word() {
    local w=${1//\\/\\\\}
    w=${w//\"/\\\"}
    w=${w//\$/\\\$}
    printf '"%s"' "$w"
}

if command -v solverv >/dev/null 2>&1; then
    solverv=$(command -v solverv)
    word=solverv
elif [ -x "$here/bin/solverv" ]; then
    solverv="$here/bin/solverv"
    word=$(shell_word "$solverv")
elif [ -x "$here/.build/release/solverv" ]; then
    solverv="$here/.build/release/solverv"
    word=$(shell_word "$solverv")
else
    solverv="" word=""
fi

# The options as the shell reads them, each word quoted again for #( ).
line="$word --format tmux"
options=$(option @solverv_options "")
broken=""
if [ -n "$options" ]; then
    if problem=$(bash -n -c "set -- $options" 2>&1); then
        eval "words=($options)"
        for w in "${words[@]}"; do line+=" $(shell_word "$w")"; done
    else
        broken="@solverv_options is not valid shell words (${problem##*: }): quote it as in a shell, e.g. \"--location \\\"Val-d'Or\\\"\""
    fi
fi

if [ -z "$solverv" ]; then
    # The fix first, for an 80-column client (tmux cuts a message at its
    # width): an installed solverv on the PATH the tmux server started with
    # (the README's Install); else a build here, which needs Swift.
    say "not on tmux's PATH: install it (README: Install), or make build in ${here/#"$HOME"/\~}; then prefix I"
    small="solverv: not installed" large=$small
elif [ -n "$broken" ]; then
    say "$broken"
    small="solverv: bad @solverv_options" large=$small
else
    # One trial run: a line that fails says why now, not by an empty segment.
    if ! out=$(timeout 5 /bin/sh -c "$line" 2>&1 >/dev/null) || [ -n "$out" ]; then
        say "$(printf '%s' "${out:-the line failed: $line}" | head -n 1)"
    fi
    small="#($(tmux_format -t "$line"))"
    large="#($(tmux_format -t "$line --size large"))"
fi

# A segment takes at most 100 columns (the large size; `solverv ctl
# toggle-size` turns small or large into medium, 72 and a shift mark), the
# rest what it takes now.
for side in status-left status-right; do
    value=$(tmux show-option -gqv "$side")
    new=${value//'#{solverv_large}'/"$large"}
    new=${new//'#{solverv}'/"$small"}
    [ "$new" = "$value" ] && continue
    tmux set-option -gq "$side" "$new"
    rest=${value//'#{solverv_large}'/}
    rest=${rest//'#{solverv}'/}
    count=$(( $(grep -o '#{solverv' <<<"$value" | wc -l) ))
    need=$(( 100 * count + ${#rest} ))
    length=$(tmux show-option -gqv "$side-length")
    if [ "${length:-0}" -lt "$need" ]; then tmux set-option -gq "$side-length" "$need"; fi
done

key=$(option @solverv_key S)
if [ "$key" != none ] && [ -n "$solverv" ]; then
    ctl=$(tmux_format "$word ctl")
    tmux bind-key "$key" switch-client -T solverv
    # One binding each, ctl then the redraw: run-shell without -b holds the
    # next command until ctl has written the view, and `refresh-client -S`
    # re-runs the #( ) lines at once, whatever status-interval says.
    tmux bind-key -T solverv Right run-shell "$ctl next-day" '\;' refresh-client -S
    tmux bind-key -T solverv Left run-shell "$ctl prev-day" '\;' refresh-client -S
    tmux bind-key -T solverv Down run-shell "$ctl today" '\;' refresh-client -S
    tmux bind-key -T solverv Up run-shell "$ctl toggle-size" '\;' refresh-client -S
fi
exit 0
