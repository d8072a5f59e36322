/// What `--locale` completes to in every shell: the locales this machine
/// has (`locale -a`) whose language Solverv has a catalogue for, found as
/// the binary finds them (beside the `solverv` being completed, its build
/// tree, then the system's directories: CatalogueDirectory), and `C`. One
/// POSIX sh script, run by each shell with the solverv being completed as
/// `$1`, so that bash, zsh and fish offer the same names.
enum LocaleCompletion {
    static let script = #"""
        s=$1
        case $s in */*) ;; *) s=$(command -v solverv 2>/dev/null) ;; esac
        set -- /usr/local/share/locale /usr/share/locale
        if [ -n "$s" ] && b=$(readlink -f -- "$s") && b=${b%/*} && [ -n "$b" ]; then
            set -- "$b/../share/locale" "$b/../../locale" "$@"
        fi
        echo C
        locale -a 2>/dev/null | while IFS= read -r n; do
            base=${n%%[.@]*} lang=${n%%[_.@]*}
            for d in "$@"; do
                if [ -r "$d/$base/LC_MESSAGES/solverv.mo" ] || [ -r "$d/$lang/LC_MESSAGES/solverv.mo" ]; then
                    echo "$n"
                    break
                fi
            done
        done
        """#

    /// `script` as one single-quoted sh word.
    static var quoted: String {
        "'" + script.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
