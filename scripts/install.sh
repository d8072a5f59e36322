#!/bin/sh
# Installs Solverv, or uninstalls it: `make install` and `make uninstall` in
# the source tree run it, and so does the release tarball's Makefile, which
# ships it: one set of places for both. Run from the top of either tree.
#
#   PREFIX=/usr/local DESTDIR= sh scripts/install.sh install|uninstall
#
# PREFIX (/usr/local) is where Solverv lives; DESTDIR stages the whole tree
# for a package, as packagers expect. The places are Debian's, which the
# shells and man search under /usr (docs/install.md); BINDIR, MANDIR (the
# man pages' top, share/man, with man1, man5 and man7 in it), BASHCOMPDIR,
# ZSHCOMPDIR, FISHCOMPDIR, PKGCONFIGDIR and LOCALEDIR override theirs. The
# Makefiles pass every path through the environment, never through a shell
# command line, so any path arrives as it was given: spaces, quotes and
# backquotes are characters like others. Repeated and trailing slashes are
# dropped (/usr/ is /usr); a path with a newline is refused, before
# anything is made. What is installed comes from BINARY (the static binary), PCFILE
# (solverv-plugin.pc) and CATALOGUES (a folder of LANG/LC_MESSAGES/solverv.mo,
# the translations; absent until there are any), and the tree's own files.
#
# `install` notes each directory it creates in
# $PREFIX/lib/solverv/created-directories, and `uninstall` removes those
# that are empty then: a prefix made for Solverv goes entirely, /usr/local/bin
# stays, and so does the plugin directory while it holds plugins (the
# record keeps it then, so that the next `uninstall`, once the plugins are
# gone, removes it and what install made above it). Staged
# under DESTDIR, nothing is noted (the package manager owns directories), and
# `uninstall` removes the empty directories of Solverv's places up to DESTDIR.
set -eu
action=${1:-}

# A path with each run of slashes as one and no slash at the end (/tmp/p//
# is /tmp/p; / stays /), so that walking up it meets each directory once.
tidy() {
    tidied=$1
    while :; do
        case "$tidied" in
        *//*) tidied=${tidied%%//*}/${tidied#*//} ;;
        */) [ "$tidied" = / ] && break; tidied=${tidied%/} ;;
        *) break ;;
        esac
    done
    printf '%s' "$tidied"
}

# A newline in a path is refused, before anything is made: the record of
# created directories, and the loops below, hold a path a line.
newline='
'
for name in PREFIX DESTDIR BINDIR DOCDIR INCLUDEDIR MANDIR PLUGINDIR PKGCONFIGDIR LOCALEDIR BASHCOMPDIR FISHCOMPDIR \
    ZSHCOMPDIR BINARY PCFILE CATALOGUES; do
    eval "value=\${$name:-}"
    case "$value" in
    *"$newline"*)
        echo "install.sh: $name has a newline in it; give a path without one (nothing was installed or removed)" >&2
        exit 2
        ;;
    esac
done
PREFIX=$(tidy "${PREFIX:-/usr/local}")
DESTDIR=$(tidy "${DESTDIR:-}")
[ "$DESTDIR" = / ] && DESTDIR=""
BINARY=${BINARY:-.build/release/solverv}
PCFILE=${PCFILE:-.build/solverv-plugin.pc}
CATALOGUES=${CATALOGUES:-.build/locale}
BINDIR=${BINDIR:-$PREFIX/bin}
DOCDIR=${DOCDIR:-$PREFIX/share/doc/solverv}
INCLUDEDIR=${INCLUDEDIR:-$PREFIX/include/solverv}
# The top of the man pages (share/man); an older MANDIR that named man1 still works.
MANDIR=${MANDIR:-$PREFIX/share/man}
case "$MANDIR" in */man1 | */man1/) MANDIR=${MANDIR%/}; MANDIR=${MANDIR%/man1} ;; esac
PLUGINDIR=${PLUGINDIR:-$PREFIX/lib/solverv/plugins}
PKGCONFIGDIR=${PKGCONFIGDIR:-$PREFIX/share/pkgconfig}
LOCALEDIR=${LOCALEDIR:-$PREFIX/share/locale}
BASHCOMPDIR=${BASHCOMPDIR:-$PREFIX/share/bash-completion/completions}
FISHCOMPDIR=${FISHCOMPDIR:-$PREFIX/share/fish/vendor_completions.d}
# zsh reads vendor-completions under /usr only; under /usr/local its
# default fpath has site-functions.
if [ -z "${ZSHCOMPDIR:-}" ]; then
    case "$PREFIX" in
    /usr | /usr/) ZSHCOMPDIR=$PREFIX/share/zsh/vendor-completions ;;
    *) ZSHCOMPDIR=$PREFIX/share/zsh/site-functions ;;
    esac
fi
for name in BINDIR DOCDIR INCLUDEDIR MANDIR PLUGINDIR PKGCONFIGDIR LOCALEDIR BASHCOMPDIR FISHCOMPDIR ZSHCOMPDIR; do
    eval "$name=\$(tidy \"\$$name\")"
done
RECORD="$PREFIX/lib/solverv/created-directories"
# The man pages, each in its section's directory.
MANPAGES="solverv.1 solverv-config.5 solverv-plugin.7"

# The translations this tree has, as LANG words (none until issue 26's catalogues).
languages() {
    for mo in "$CATALOGUES"/*/LC_MESSAGES/solverv.mo; do
        [ -f "$mo" ] || continue
        lang=${mo%/LC_MESSAGES/solverv.mo}
        echo "${lang##*/}"
    done
}

# Every directory a file goes to, one a line.
directories() {
    printf '%s\n' "$BINDIR" "$DOCDIR" "$INCLUDEDIR" "$BASHCOMPDIR" "$ZSHCOMPDIR" "$FISHCOMPDIR" \
        "$PLUGINDIR" "$PKGCONFIGDIR"
    for page in $MANPAGES; do echo "$MANDIR/man${page##*.}"; done
    languages | while IFS= read -r lang; do echo "$LOCALEDIR/$lang/LC_MESSAGES"; done
}

# Creates a directory and the missing ones above it; prints those it created.
make_directory() {
    missing="" path="$1"
    while [ -n "$path" ] && [ ! -d "$path" ]; do
        missing="$path
$missing"
        [ "${path%/*}" = "$path" ] && break  # a relative DESTDIR's first word
        path=${path%/*}
    done
    # IFS= : a name's own leading or trailing blanks are part of it.
    printf '%s' "$missing" | while IFS= read -r dir; do
        [ -n "$dir" ] || continue
        mkdir "$dir"
        chmod 755 "$dir"
        echo "$dir"
    done
}

# A file put in place, and a line on stdout that says where, as `install
# -v` says it (which POSIX install does not have).
put() {
    install -m "$1" "$2" "$3"
    printf '%s -> %s\n' "$2" "$3"
}

install_files() {
    created=$(directories | while IFS= read -r dir; do make_directory "$DESTDIR$dir"; done)
    put 755 "$BINARY" "$DESTDIR$BINDIR/solverv"
    put 644 include/solverv/plugin.h "$DESTDIR$INCLUDEDIR/plugin.h"
    put 644 "$PCFILE" "$DESTDIR$PKGCONFIGDIR/solverv-plugin.pc"
    for page in $MANPAGES; do
        put 644 "contrib/man/$page" "$DESTDIR$MANDIR/man${page##*.}/$page"
    done
    put 644 contrib/completions/solverv.bash "$DESTDIR$BASHCOMPDIR/solverv"
    put 644 contrib/completions/_solverv "$DESTDIR$ZSHCOMPDIR/_solverv"
    put 644 contrib/completions/solverv.fish "$DESTDIR$FISHCOMPDIR/solverv.fish"
    for doc in README.md LICENSE THIRD-PARTY-NOTICES.md; do
        install -m 644 "$doc" "$DESTDIR$DOCDIR/$doc"
    done
    # The translations: one line for them all.
    count=0
    for lang in $(languages); do
        install -m 644 "$CATALOGUES/$lang/LC_MESSAGES/solverv.mo" "$DESTDIR$LOCALEDIR/$lang/LC_MESSAGES/solverv.mo"
        count=$((count + 1))
    done
    [ "$count" -eq 0 ] || printf '%s -> %s (%d languages)\n' "$CATALOGUES/*/LC_MESSAGES/solverv.mo" \
        "$DESTDIR$LOCALEDIR/*/LC_MESSAGES/solverv.mo" "$count"
    # The binary looks for its catalogues beside itself and in the system's
    # two places (Sources/SolvervLanguage/CatalogueDirectory.swift): said
    # when LOCALEDIR is none of them, where they would never be read.
    # (Compared without trailing slashes: /usr/share/locale/ is the same place.)
    localedir=$(printf '%s' "$LOCALEDIR" | sed 's:/*$::')
    bindir=$(printf '%s' "$BINDIR" | sed 's:/*$::')
    case "$localedir" in
    "${bindir%/*}/share/locale" | /usr/local/share/locale | /usr/share/locale) ;;
    *) [ -z "$(languages)" ] ||
        echo "install.sh: note: solverv reads its translations from ${bindir%/*}/share/locale, /usr/local/share/locale or /usr/share/locale; in LOCALEDIR=$LOCALEDIR they are never read (the text stays English)" >&2 ;;
    esac
    # The bar configurations and example plugins, as documentation: not the
    # plugins built in the tree (the builder's), nor the packaging recipes.
    # The docs by topic beside the README, whose links they keep.
    cp -R contrib docs "$DESTDIR$DOCDIR/"
    rm -rf "$DESTDIR$DOCDIR/contrib/packaging"
    find "$DESTDIR$DOCDIR/contrib" -name '*.so' -delete
    chmod -R u=rwX,go=rX "$DESTDIR$DOCDIR/contrib" "$DESTDIR$DOCDIR/docs"
    printf '%s -> %s\n' "README.md LICENSE THIRD-PARTY-NOTICES.md contrib/ docs/" "$DESTDIR$DOCDIR/"
    printf 'plugin directory: %s\n' "$DESTDIR$PLUGINDIR/"
    if [ -z "$DESTDIR" ] && [ -n "$created" ]; then
        { [ -f "$RECORD" ] && cat "$RECORD"; printf '%s\n' "$created"; } | sort -u > "$RECORD.new"
        mv "$RECORD.new" "$RECORD"
    fi
}

uninstall_files() {
    rm -f "$DESTDIR$BINDIR/solverv" "$DESTDIR$INCLUDEDIR/plugin.h" "$DESTDIR$PKGCONFIGDIR/solverv-plugin.pc" \
        "$DESTDIR$BASHCOMPDIR/solverv" "$DESTDIR$ZSHCOMPDIR/_solverv" "$DESTDIR$FISHCOMPDIR/solverv.fish"
    for page in $MANPAGES; do
        rm -f "$DESTDIR$MANDIR/man${page##*.}/$page"
    done
    rm -rf "$DESTDIR$DOCDIR"
    # Catalogues of every language, not only this tree's: the name is Solverv's.
    for mo in "$DESTDIR$LOCALEDIR"/*/LC_MESSAGES/solverv.mo; do
        [ -f "$mo" ] && rm -f "$mo"
    done
    if [ -n "$DESTDIR" ]; then
        # A stage: each of Solverv's directories and those above it, while empty, up to DESTDIR.
        {
            directories
            for dir in "$DESTDIR$LOCALEDIR"/*/LC_MESSAGES; do [ -d "$dir" ] && echo "${dir#"$DESTDIR"}"; done
        } |
            while IFS= read -r dir; do
                while [ "$dir" != "${dir%/*}" ]; do
                    if [ -d "$DESTDIR$dir" ]; then rmdir "$DESTDIR$dir" 2>/dev/null || break; fi
                    dir=${dir%/*}
                done
            done
    elif [ -f "$RECORD" ]; then
        created=$(cat "$RECORD")
        rm -f "$RECORD"
        # The deepest first (a directory sorts after every prefix of its path,
        # so in reverse before its parents); rmdir leaves any that is not
        # empty (the user's plugins).
        printf '%s\n' "$created" | LC_ALL=C sort -r |
            while IFS= read -r dir; do rmdir "$dir" 2>/dev/null || true; done
        # Those left (a plugin directory that holds plugins, and what is above
        # it) stay on the record: once the plugins are gone, the next uninstall
        # removes them, and the prefix is as it was before the install.
        left=$(printf '%s\n' "$created" | while IFS= read -r dir; do [ -d "$dir" ] && printf '%s\n' "$dir"; done || true)
        if [ -n "$left" ] && [ -d "${RECORD%/*}" ]; then
            printf '%s\n' "$left" > "$RECORD"
        fi
    else
        # Installed before the record was kept: Solverv's own directories only.
        rmdir "$INCLUDEDIR" "$PLUGINDIR" "$PREFIX/lib/solverv" 2>/dev/null || true
    fi
}

case "$action" in
install) install_files ;;
uninstall) uninstall_files ;;
*)
    echo "usage: PREFIX=… DESTDIR=… sh install.sh install|uninstall" >&2
    exit 2
    ;;
esac
