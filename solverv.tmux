#!/usr/bin/env bash
# Solverv for tmux's plugin manager (TPM), as tmux-battery and tmux-cpu are:
#
#   set -g @plugin 'OWNER/solverv'       # this repository, as TPM names it
#   set -g status-right '#{solverv} | %H:%M'
#
# TPM runs this file with the tmux server's environment when tmux starts
# (or on prefix I). It replaces, in status-left and status-right:
#   #{solverv}        the small line     (#(solverv --format tmux))
#   #{solverv_large}  the large line     (#(solverv --format tmux --size large))
# and binds prefix S then an arrow to `solverv ctl` (time travel and size),
# as contrib/tmux/tmux.conf does. Options:
#   @solverv_options  more options for every line, e.g. '--location Oslo'
#   @solverv_key      the key after prefix ('S'; 'none' binds nothing)
# The solverv it runs is the one on the server's PATH, else bin/solverv of
# the release tarball this file came in, else this checkout's release build.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

option() {
    local value
    value=$(tmux show-option -gqv "$1")
    echo "${value:-$2}"
}

if command -v solverv >/dev/null 2>&1; then
    solverv=solverv
elif [ -x "$here/bin/solverv" ]; then
    solverv="$here/bin/solverv"
else
    solverv="$here/.build/release/solverv"
fi
# One shell word inside #(…), where tmux reads '#' as the start of a format.
if [ "$solverv" != solverv ]; then
    solverv="'${solverv//\'/\'\\\'\'}'"
    solverv=${solverv//#/##}
fi
options=$(option @solverv_options "")
options=${options//#/##}
line="$solverv --format tmux${options:+ $options}"

for side in status-left status-right; do
    value=$(tmux show-option -gqv "$side")
    new=${value//'#{solverv_large}'/"#($line --size large)"}
    new=${new//'#{solverv}'/"#($line)"}
    [ "$new" != "$value" ] && tmux set-option -gq "$side" "$new"
done

key=$(option @solverv_key S)
if [ "$key" != none ]; then
    ctl="$solverv ctl"
    tmux bind-key "$key" switch-client -T solverv
    tmux bind-key -T solverv Right run-shell "$ctl next-day" \; refresh-client -S
    tmux bind-key -T solverv Left run-shell "$ctl prev-day" \; refresh-client -S
    tmux bind-key -T solverv Down run-shell "$ctl today" \; refresh-client -S
    tmux bind-key -T solverv Up run-shell "$ctl toggle-size" \; refresh-client -S
fi
exit 0
