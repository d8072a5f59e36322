import Foundation

/// What `--locale` completes to in every shell: the locales this machine
/// has (`locale -a`) whose language Solverv has a catalogue for: a shipped
/// one (`shipped`, po/LINGUAS), which the binary carries inside, or one
/// found as the binary finds them (beside the `solverv` being completed,
/// its build tree, then the system's directories: CatalogueDirectory), and
/// `C`. One POSIX sh script, run by each shell with the solverv being
/// completed as `$1`, so that bash, zsh and fish offer the same names.
enum LocaleCompletion {
    static func script(_ shipped: [String]) -> String {
        #"""
        s=$1
        case $s in */*) ;; *) s=$(command -v solverv 2>/dev/null) ;; esac
        set -- /usr/local/share/locale /usr/share/locale
        if [ -n "$s" ] && b=$(readlink -f -- "$s") && b=${b%/*} && [ -n "$b" ]; then
            set -- "$b/../share/locale" "$b/../../locale" "$@"
        fi
        echo C
        locale -a 2>/dev/null | while IFS= read -r n; do
            base=${n%%[.@]*} lang=${n%%[_.@]*}
            if [ -n "$s" ]; then
                case " \#(shipped.joined(separator: " ")) " in *" $base "* | *" $lang "*) echo "$n"; continue ;; esac
            fi
            for d in "$@"; do
                if [ -r "$d/$base/LC_MESSAGES/solverv.mo" ] || [ -r "$d/$lang/LC_MESSAGES/solverv.mo" ]; then
                    echo "$n"
                    break
                fi
            done
        done
        """#
    }

    /// `script` as one single-quoted sh word.
    static func quoted(_ shipped: [String]) -> String {
        "'" + script(shipped).split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    /// The shipped languages: po/LINGUAS, one a line, `#` comments.
    static func shipped(_ linguas: String) -> [String] {
        linguas.split(separator: "\n").compactMap { line in
            let name = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0].trimmingCharacters(in: .whitespaces)
            return name.isEmpty ? nil : name
        }
    }
}
