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
        else if contains -- $word --lat --lon --tz --location --config --from --to --days --output --now --format --size --template --icons --urgent --date --plugin --color --months --notify-command --locale --clock --offset --angle --threshold --notify-at --seasons --elevation
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
        else if contains -- $word --lat --lon --tz --location --config --from --to --days --output --now --format --size --template --icons --urgent --date --plugin --color --months --notify-command --locale --clock --offset --angle --threshold --notify-at --seasons --elevation
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
done' sh (commandline -opc)[1]
end

# The built-in formats, and those of the plugins that solverv finds.
function __solverv_formats
    printf '%s\\t%s\\n' plain 'plain text'
    printf '%s\\t%s\\n' json 'the JSON snapshot, schema 1'
    printf '%s\\t%s\\n' i3bar 'the i3bar/swaybar protocol (full_text medium, short_text small)'
    printf '%s\\t%s\\n' waybar 'waybar custom-module JSON: text, tooltip, class, percentage, alt'
    printf '%s\\t%s\\n' polybar 'polybar text with %{F…} colours'
    printf '%s\\t%s\\n' tmux 'tmux status line with #[fg=…] styles'
    printf '%s\\t%s\\n' conky 'conky text with ${color …}, for execp/execpi'
    printf '%s\\t%s\\n' i3blocks 'i3blocks lines: full_text medium, short_text small, color; --watch: JSON per line (persist)'
    printf '%s\\t%s\\n' i3status-rs 'i3status-rust custom block JSON (json = true): text, short_text, icon, state'
    command -q solverv; or return 0
    command solverv formats --output csv 2>/dev/null | awk -F, 'NR > 1 && $3 != "built-in" && $1 ~ /^[A-Za-z0-9._+-]+$/ { print $1 "\t" $3 }'
end

complete -c solverv -f
complete -c solverv -n '__solverv_command_is ""' -a events -d 'equinoxes and solstices of a range of years (--from YEAR --to YEAR)'
complete -c solverv -n '__solverv_command_is ""' -a table -d 'sunrise, sunset, noon and twilights by date (--from DATE --days N | --to DATE)'
complete -c solverv -n '__solverv_command_is ""' -a report -d 'the info screen: the sun and moon today, the next events, the year; two places side by side'
complete -c solverv -n '__solverv_command_is ""' -a chart -d 'an SVG of daylight and twilight over 3, 6 or 12 months (--months N | --from DATE --to DATE)'
complete -c solverv -n '__solverv_command_is ""' -a wait -d 'sleep until the next sun or moon event at the place, print it and exit (for scripts)'
complete -c solverv -n '__solverv_command_is ""' -a poll -d 'day or night at the place now: prints day or night, status 2 or 3 (as sunwait)'
complete -c solverv -n '__solverv_command_is ""' -a formats -d 'the formatters, and every provider\'s placeholders'
complete -c solverv -n '__solverv_command_is ""' -a locate -d 'ask GeoClue once for the place, print it and save it for --location auto'
complete -c solverv -n '__solverv_command_is ""' -a ctl -d 'steer the running watch-mode lines: a day on or back, today, large or not'
complete -c solverv -n '__solverv_command_is ""' -a setup -d 'the ready-to-paste piece of a bar\'s config, with the options given'
complete -c solverv -n '__solverv_command_is ""' -a help -d 'the overview, or a command\'s or a provider\'s own help'
complete -c solverv -n '__solverv_command_is "" countdown sunlight dst moon' -a countdown -d 'days until the next solstice or equinox'
complete -c solverv -n '__solverv_command_is help' -a countdown -d 'days until the next solstice or equinox'
complete -c solverv -n '__solverv_command_is "" countdown sunlight dst moon' -a sunlight -d 'the sunlight left today, sunrise, sunset and day length'
complete -c solverv -n '__solverv_command_is help' -a sunlight -d 'the sunlight left today, sunrise, sunset and day length'
complete -c solverv -n '__solverv_command_is "" countdown sunlight dst moon' -a dst -d 'days until the next clock change, and how it moves sunrise and sunset'
complete -c solverv -n '__solverv_command_is help' -a dst -d 'days until the next clock change, and how it moves sunrise and sunset'
complete -c solverv -n '__solverv_command_is "" countdown sunlight dst moon' -a moon -d 'the Moon\'s phase and illumination, moonrise and moonset, days to the next full and new moon'
complete -c solverv -n '__solverv_command_is help' -a moon -d 'the Moon\'s phase and illumination, moonrise and moonset, days to the next full and new moon'
complete -c solverv -n '__solverv_command_is help' -a events -d 'equinoxes and solstices of a range of years (--from YEAR --to YEAR)'
complete -c solverv -n '__solverv_command_is help' -a table -d 'sunrise, sunset, noon and twilights by date (--from DATE --days N | --to DATE)'
complete -c solverv -n '__solverv_command_is help' -a report -d 'the info screen: the sun and moon today, the next events, the year; two places side by side'
complete -c solverv -n '__solverv_command_is help' -a chart -d 'an SVG of daylight and twilight over 3, 6 or 12 months (--months N | --from DATE --to DATE)'
complete -c solverv -n '__solverv_command_is help' -a wait -d 'sleep until the next sun or moon event at the place, print it and exit (for scripts)'
complete -c solverv -n '__solverv_command_is wait; and __solverv_no_action' -a sunrise
complete -c solverv -n '__solverv_command_is wait; and __solverv_no_action' -a sunset
complete -c solverv -n '__solverv_command_is wait; and __solverv_no_action' -a noon
complete -c solverv -n '__solverv_command_is wait; and __solverv_no_action' -a civil-dawn
complete -c solverv -n '__solverv_command_is wait; and __solverv_no_action' -a civil-dusk
complete -c solverv -n '__solverv_command_is wait; and __solverv_no_action' -a nautical-dawn
complete -c solverv -n '__solverv_command_is wait; and __solverv_no_action' -a nautical-dusk
complete -c solverv -n '__solverv_command_is wait; and __solverv_no_action' -a astronomical-dawn
complete -c solverv -n '__solverv_command_is wait; and __solverv_no_action' -a astronomical-dusk
complete -c solverv -n '__solverv_command_is wait; and __solverv_no_action' -a golden-hour-start
complete -c solverv -n '__solverv_command_is wait; and __solverv_no_action' -a golden-hour-end
complete -c solverv -n '__solverv_command_is wait; and __solverv_no_action' -a blue-hour-start
complete -c solverv -n '__solverv_command_is wait; and __solverv_no_action' -a blue-hour-end
complete -c solverv -n '__solverv_command_is wait; and __solverv_no_action' -a march-equinox
complete -c solverv -n '__solverv_command_is wait; and __solverv_no_action' -a june-solstice
complete -c solverv -n '__solverv_command_is wait; and __solverv_no_action' -a september-equinox
complete -c solverv -n '__solverv_command_is wait; and __solverv_no_action' -a december-solstice
complete -c solverv -n '__solverv_command_is wait; and __solverv_no_action' -a moonrise
complete -c solverv -n '__solverv_command_is wait; and __solverv_no_action' -a moonset
complete -c solverv -n '__solverv_command_is help' -a poll -d 'day or night at the place now: prints day or night, status 2 or 3 (as sunwait)'
complete -c solverv -n '__solverv_command_is help' -a formats -d 'the formatters, and every provider\'s placeholders'
complete -c solverv -n '__solverv_command_is help' -a locate -d 'ask GeoClue once for the place, print it and save it for --location auto'
complete -c solverv -n '__solverv_command_is help' -a ctl -d 'steer the running watch-mode lines: a day on or back, today, large or not'
complete -c solverv -n '__solverv_command_is ctl; and __solverv_no_action' -a next-day
complete -c solverv -n '__solverv_command_is ctl; and __solverv_no_action' -a prev-day
complete -c solverv -n '__solverv_command_is ctl; and __solverv_no_action' -a today
complete -c solverv -n '__solverv_command_is ctl; and __solverv_no_action' -a toggle-size
complete -c solverv -n '__solverv_command_is help' -a setup -d 'the ready-to-paste piece of a bar\'s config, with the options given'
complete -c solverv -n '__solverv_command_is setup; and __solverv_no_action' -a waybar
complete -c solverv -n '__solverv_command_is setup; and __solverv_no_action' -a sway
complete -c solverv -n '__solverv_command_is setup; and __solverv_no_action' -a i3
complete -c solverv -n '__solverv_command_is setup; and __solverv_no_action' -a polybar
complete -c solverv -n '__solverv_command_is setup; and __solverv_no_action' -a tmux
complete -c solverv -n '__solverv_command_is setup; and __solverv_no_action' -a conky
complete -c solverv -n '__solverv_command_is setup; and __solverv_no_action' -a i3blocks
complete -c solverv -n '__solverv_command_is setup; and __solverv_no_action' -a i3status-rust
complete -c solverv -n '__solverv_command_is setup; and not __solverv_no_action' -a countdown -d 'days until the next solstice or equinox'
complete -c solverv -n '__solverv_command_is setup; and not __solverv_no_action' -a sunlight -d 'the sunlight left today, sunrise, sunset and day length'
complete -c solverv -n '__solverv_command_is setup; and not __solverv_no_action' -a dst -d 'days until the next clock change, and how it moves sunrise and sunset'
complete -c solverv -n '__solverv_command_is setup; and not __solverv_no_action' -a moon -d 'the Moon\'s phase and illumination, moonrise and moonset, days to the next full and new moon'
complete -c solverv -n '__solverv_command_is help' -a help -d 'the overview, or a command\'s or a provider\'s own help'
complete -c solverv -l lat -n '__solverv_command_is "" countdown sunlight dst moon events table report chart wait poll setup' -d 'latitude, north positive: 59.91, 59.91N, 59°54\'36"N' -x
complete -c solverv -l lon -n '__solverv_command_is "" countdown sunlight dst moon events table report chart wait poll setup' -d 'longitude, east positive: 10.75, 0.12W' -x
complete -c solverv -l tz -n '__solverv_command_is "" countdown sunlight dst moon events table report chart wait poll setup' -d 'the display zone, from the tz database: Europe/Oslo' -x -a '(__solverv_zones)'
complete -c solverv -l location -n '__solverv_command_is "" countdown sunlight dst moon events table report chart wait poll setup' -d 'a place by name: of the config, a city (Tromsø), or a tz zone; auto: GeoClue\'s (solverv locate)' -x
complete -c solverv -l config -n '__solverv_command_is "" countdown sunlight dst moon events table report chart wait poll setup' -d 'the config file (default $XDG_CONFIG_HOME/solverv/config.json)' -r -F
complete -c solverv -l from -n '__solverv_command_is events table chart' -d 'events: the first year; table and chart: the first date' -x
complete -c solverv -l to -n '__solverv_command_is events table chart' -d 'events: the last year; table and chart: the last date' -x
complete -c solverv -l days -n '__solverv_command_is table' -d 'table: how many dates (default 7, at most 36600)' -x
complete -c solverv -l output -n '__solverv_command_is events table formats' -d 'events, table and formats: CSV rows or JSON' -x -a 'csv json'
complete -c solverv -l now -n '__solverv_command_is "" countdown sunlight dst moon events table report chart wait poll setup' -d 'pin the clock (RFC 3339): 2026-03-20T14:45:53Z' -x
complete -c solverv -l format -n '__solverv_command_is "" countdown sunlight dst moon' -d 'the bar\'s format (solverv formats lists them)' -x -a '(__solverv_formats)'
complete -c solverv -l size -n '__solverv_command_is "" countdown sunlight dst moon setup' -d 'small, medium or large (each format has a default)' -x -a 'small medium large'
complete -c solverv -l template -n '__solverv_command_is "" countdown sunlight dst moon setup' -d 'the line\'s text, with {placeholders} (solverv formats)' -x
complete -c solverv -l icons -n '__solverv_command_is "" countdown sunlight dst moon setup' -d 'emoji, or Nerd Font glyphs' -x -a 'emoji nerd'
complete -c solverv -l urgent -n '__solverv_command_is "" countdown sunlight dst moon setup' -d 'urgent for the last MIN minutes before sunset' -x
complete -c solverv -l date -n '__solverv_command_is "" countdown sunlight dst moon report setup' -d 'show another date at the current time of day' -x
complete -c solverv -l plugin -n '__solverv_command_is "" countdown sunlight dst moon formats setup' -d 'load a formatter plugin (a .so; see include/solverv/plugin.h)' -r -F
complete -c solverv -l watch -n '__solverv_command_is "" countdown sunlight dst moon' -d 'keep running: a new line when the text changes'
complete -c solverv -l once -n '__solverv_command_is "" countdown sunlight dst moon' -d 'one line, then exit (i3bar watches by default)'
complete -c solverv -l help -n '__solverv_command_is "" countdown sunlight dst moon events table report chart wait poll formats locate ctl setup help' -d 'print the usage and the options'
complete -c solverv -l version -n '__solverv_command_is "" countdown sunlight dst moon events table report chart wait poll formats locate ctl setup help' -d 'print the version'
complete -c solverv -l color -n '__solverv_command_is report' -d 'report: colour on a terminal unless NO_COLOR is set (auto)' -x -a 'always never auto'
complete -c solverv -l months -n '__solverv_command_is chart' -d 'chart: how many months, from two weeks before today (default 12)' -x -a '3 6 12'
complete -c solverv -l notify -n '__solverv_command_is "" countdown sunlight dst moon setup' -d 'watch mode: a desktop notice at sunrise, sunset and --urgent minutes before'
complete -c solverv -l notify-command -n '__solverv_command_is "" countdown sunlight dst moon setup' -d 'the notifier, split at spaces, no shell; the notice is its last argument (notify-send)' -x
complete -c solverv -l notify-only-lengthening -n '__solverv_command_is "" countdown sunlight dst moon setup' -d 'notify only while the days get longer'
complete -c solverv -l locale -n '__solverv_command_is "" countdown sunlight dst moon report chart locate setup' -d 'the language and calendar, in place of the environment\'s: de_DE.UTF-8' -x -a '(__solverv_locales)'
complete -c solverv -l clock -n '__solverv_command_is "" countdown sunlight dst moon report chart setup' -d 'a 12- or 24-hour clock, in place of the locale\'s' -x -a '12 24'
complete -c solverv -l forget -n '__solverv_command_is locate' -d 'locate: remove the saved place'
complete -c solverv -l offset -n '__solverv_command_is "" countdown sunlight dst moon table wait setup' -d 'after the event (+20m) or before it (-1h30m, -90s, 2d): wait\'s, --notify-at\'s, table\'s angle columns' -x
complete -c solverv -l angle -n '__solverv_command_is "" countdown sunlight dst moon table wait setup' -d 'a rise or set at this altitude of the Sun\'s centre (-4, -8.5, 6): wait\'s, --notify-at\'s, table\'s columns' -x
complete -c solverv -l print -n '__solverv_command_is wait' -d 'wait: print the instant it would wait for, and exit at once'
complete -c solverv -l threshold -n '__solverv_command_is poll' -d 'poll: day is the Sun above this (default sunset: -0.8333°)' -x -a 'sunset civil nautical astronomical'
complete -c solverv -l notify-at -n '__solverv_command_is "" countdown sunlight dst moon setup' -d 'watch mode: notify at this event of solverv wait\'s (civil-dusk), in place of sunrise and sunset' -x
complete -c solverv -l seasons -n '__solverv_command_is "" countdown sunlight dst moon events setup' -d 'the countdown\'s events: equinoxes and solstices, 1 Mar/Jun/Sep/Dec, or with the cross-quarter days' -x -a 'astronomical meteorological cross-quarter'
complete -c solverv -l elevation -n '__solverv_command_is "" countdown sunlight dst moon table wait poll setup' -d 'the observer\'s height above sea level: rise, set and twilights by the horizon\'s dip, 1.76′·√h' -x
complete -c solverv -l moon -n '__solverv_command_is events' -d 'events: the Moon\'s principal phases too'
